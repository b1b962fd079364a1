"""``tabletop bench …``: benchmarks that print figures (never timed unit tests).

``bench rules GAME`` measures the rules hot path: legal-action listing + apply, over seeded
random games. Other benchmarks (frame, ai, startup) register themselves in ``BENCHES``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from ..core.match import Match
from ..core.rng import Rng, derive
from .common import make_config, parse_options, plugin_for

BENCHES: dict[str, Callable[[argparse.Namespace], int]] = {}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="benchmarks: rules, frame, ai, startup")
    p.add_argument("what", help="rules | frame | ai | startup")
    p.add_argument("game", nargs="?", default="hyrule")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--level", default="hard")
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.what == "rules":
        return bench_rules(args)
    if args.what in BENCHES:
        return BENCHES[args.what](args)
    from . import usage_error  # type: ignore[attr-defined]

    raise usage_error(f"unknown benchmark {args.what!r} (rules, {', '.join(BENCHES)})")


def bench_rules(args: argparse.Namespace) -> int:
    plugin = plugin_for(args.game)
    rules = plugin.rules
    options = parse_options(plugin, args.option)
    counts = [args.players] if args.players else list(range(plugin.meta.min_players, plugin.meta.max_players + 1))
    print(f"bench rules {args.game}: {args.games} seeded random games per player count "
          f"(legal_actions + apply, events included)")
    for n in counts:
        rng = Rng(derive(args.seed, "bench"))
        starts = [Match(rules, make_config(plugin, n, derive(args.seed, g) >> 1, options)).state
                  for g in range(args.games)]
        for label, fast in (("apply", False), ("apply_fast", True)):
            actions = 0
            t0 = time.perf_counter()
            for s in starts:
                while True:
                    legal = rules.legal_actions(s)
                    if not legal:
                        break
                    a = legal[rng.randrange(len(legal))]
                    s = rules.apply_fast(s, a) if fast else rules.apply(s, a).state
                    actions += 1
            dt = time.perf_counter() - t0
            print(f"  {n} players, {label:10s}: {actions / dt:>10,.0f} actions/s "
                  f"({args.games / dt:,.0f} games/s, {actions} actions in {dt:.2f} s)")
    return 0
