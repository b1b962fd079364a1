"""``tabletop bench …``: benchmarks that print figures (never timed unit tests).

``bench rules GAME`` measures the rules hot path: legal-action listing + apply, over seeded
random games (their random picks drawn before the clock starts), by the wall clock and by the
process's CPU time (steadier on a busy machine). The other benchmarks live beside what they measure and are imported on demand:
``frame`` in ``tabletop.cli.bench_frame``, ``ai`` in ``tabletop.cli.bench_ai``, ``startup`` in
``tabletop.cli.startup``, ``idle`` in ``tabletop.cli.bench_idle``; each has ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from ..core.match import Match
from ..core.rng import Rng, derive
from .args import whole
from .common import check_players, make_config, parse_options, plugin_for, usage_error

#: random picks drawn ahead for ``bench rules`` (a power of two: taken in turn, round again)
PICKS = 1 << 16

#: benchmark name -> module holding ``run(args)`` (static imports keep PyInstaller happy)
BENCH_MODULES = ("frame", "ai", "startup", "idle")


def _loader(what: str) -> Callable[[argparse.Namespace], int]:
    if what == "frame":
        from . import bench_frame as frame_bench

        return frame_bench.run
    if what == "ai":
        from . import bench_ai as ai_bench

        return ai_bench.run
    if what == "idle":
        from . import bench_idle as idle_bench

        return idle_bench.run
    from . import startup

    return startup.run


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="benchmarks: rules, frame, ai, startup, idle")
    p.add_argument("what", choices=("rules", *BENCH_MODULES), help="rules | frame | ai | startup | idle")
    p.add_argument("game", nargs="?", default=None,
                   help="game id (default: hyrule; for frame: every game at its largest table; "
                        "for idle: the table's game, keltis)")
    p.add_argument("--players", type=whole(0), default=None)
    p.add_argument("--seed", type=whole(), default=1)
    p.add_argument("--games", type=whole(1), default=2000)
    p.add_argument("--level", default="hard")
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--seconds", type=float, default=10.0,
                   help="idle: seconds measured in each state (default 10)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.game is None and args.what not in ("frame", "idle"):
        args.game = "hyrule"
    if args.what == "frame" and args.game is not None:  # told in one line before pygame starts
        check_players(plugin_for(args.game), args.players or plugin_for(args.game).meta.max_players)
    if args.what == "idle" and args.game is not None:
        plugin_for(args.game)  # an unknown game is told in one line
    if args.what == "rules":
        return bench_rules(args)
    if args.what == "ai":  # the level is checked here, so a bad one is told as a flag
        from ..ai.registry import make_bot

        try:
            make_bot(plugin_for(args.game), args.level)
        except ValueError as exc:
            raise usage_error(f"--level: {exc}") from None
    return _loader(args.what)(args)


def bench_rules(args: argparse.Namespace) -> int:
    plugin = plugin_for(args.game)
    rules = plugin.rules
    options = parse_options(plugin, args.option)
    counts = [check_players(plugin, args.players)] if args.players is not None else list(range(plugin.meta.min_players, plugin.meta.max_players + 1))
    print(f"bench rules {args.game}: {args.games} seeded random games per player count "
          f"(legal_actions + apply, events included)")
    for n in counts:
        for label, fast in (("apply", False), ("apply_fast", True)):
            # each path plays games of its own: on the other path's games a rules engine that
            # remembers positions would be timed replaying them, not playing
            starts = [Match(rules, make_config(plugin, n, derive(args.seed, label, g) >> 1, options)).state
                      for g in range(args.games)]
            # the random picks are drawn before the clock starts and taken in turn: drawn in the
            # loop (``Rng.randrange``, 64-bit arithmetic in Python) they were 9–12 % of the
            # bench's instructions, the bench's cost rather than the rules' (docs/ai.md)
            rng = Rng(derive(args.seed, "bench", label))
            picks = [rng.next_u64() for _ in range(PICKS)]
            k = 0
            actions = 0
            t0 = time.perf_counter()
            c0 = time.process_time()
            for s in starts:
                while True:
                    legal = rules.legal_actions(s)
                    if not legal:
                        break
                    a = legal[picks[k] % len(legal)]  # (a bias under n / 2**64)
                    k = (k + 1) & (PICKS - 1)
                    s = rules.apply_fast(s, a) if fast else rules.apply(s, a).state
                    actions += 1
            dt = time.perf_counter() - t0
            cpu = max(time.process_time() - c0, 1e-9)
            print(f"  {n} players, {label:10s}: {actions / dt:>10,.0f} actions/s "
                  f"({args.games / dt:,.0f} games/s, {actions} actions in {dt:.2f} s; "
                  f"process CPU time: {actions / cpu:,.0f} actions/s)")
    return 0
