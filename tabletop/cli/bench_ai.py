"""``tabletop bench ai GAME --level L``: think time over seeded positions.

Positions come from seeded games between greedy bots (every decision with a real choice);
the level then decides each one with its wall-clock limits, as in the window, and the
median, p95 and maximum think time are printed (plus search iterations for search levels).
Then a simulated 60 fps frame loop (2 ms of drawing work per frame) drives a ``Thinker``
over the first positions, once with the worker process and once in the in-thread fallback,
and prints the frame time (start to start) p95 and maximum while the AI thinks, next to
the same loop with no AI at all (a loaded machine delays the loop's sleeps by itself). As in
the table, the worker starts a second (``WARM_FRAMES``) before the first decision.
``--games`` sets the number of positions; the shared default of ``bench`` (2000, sized for
``bench rules``) is read as 100 here.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ..ai.bots import GreedyBot, bot_rng
from ..ai.registry import make_bot
from ..ai.worker import Thinker
from ..core.rng import derive
from .common import make_config, parse_options, plugin_for, usage_error

SHARED_DEFAULT_GAMES = 2000
DEFAULT_POSITIONS = 100
FRAME_S = 1 / 60
DRAW_S = 0.002  # simulated drawing work per frame
FRAME_POSITIONS = 10
#: frames run before the first decision, not counted: the table starts its worker when it
#: opens, and the deal animation plays for about a second before any AI must decide
WARM_FRAMES = 60


def positions(plugin, players: int, seed: int, count: int, options: dict) -> list:
    """``count`` decision states (at least two legal moves) from seeded greedy games."""
    rules = plugin.rules
    greedy = GreedyBot(plugin.ai)
    out: list = []
    game = 0
    while len(out) < count:
        cfg = make_config(plugin, players, derive(seed, "bench-ai", game) >> 1, options)
        s = rules.new_game(cfg)
        ply = 0
        while (seat := rules.to_act(s)) is not None and len(out) < count:
            if len(rules.legal_actions(s)) > 1:
                out.append(s)
            s = rules.apply(s, greedy.choose(rules, s, bot_rng(cfg.seed, seat, ply))).state
            ply += 1
        game += 1
    return out


def frame_loop(game_id: str, rules, states: list, level: str, use_process: bool) -> list[float]:
    """Frame times (s) of a 60 fps loop that polls a Thinker while it decides ``states``."""
    frames: list[float] = []
    with Thinker(use_process=use_process) as thinker:
        last = time.perf_counter()
        for _ in range(WARM_FRAMES):
            last = _frame(last)
        for i, s in enumerate(states):
            thinker.start(game_id, rules.encode(s), rules.to_act(s), level, i)
            last = time.perf_counter()
            while True:
                done = thinker.poll() is not None
                now = _frame(last)
                frames.append(now - last)
                last = now
                if done:
                    break
    return frames


def _frame(last: float) -> float:
    """The rest of one simulated frame started at ``last``: its own drawing (busy, DRAW_S),
    then sleep to the 60 fps tick. Returns the time it ended."""
    t = time.perf_counter()
    while time.perf_counter() - t < DRAW_S:
        pass
    spare = FRAME_S - (time.perf_counter() - last)
    if spare > 0:
        time.sleep(spare)
    return time.perf_counter()


def idle_loop(frames: int) -> list[float]:
    """The same frame loop with no AI at all: the machine's own baseline."""
    out: list[float] = []
    last = time.perf_counter()
    for _ in range(frames):
        now = _frame(last)
        out.append(now - last)
        last = now
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def run(args: argparse.Namespace) -> int:
    plugin = plugin_for(args.game)
    options = parse_options(plugin, args.option)
    players = args.players or 2
    count = DEFAULT_POSITIONS if args.games == SHARED_DEFAULT_GAMES else args.games
    if count < 1:
        raise usage_error("--games must be at least 1")
    try:
        bot = make_bot(plugin, args.level)
    except ValueError as exc:
        raise usage_error(str(exc)) from None
    rules = plugin.rules
    states = positions(plugin, players, args.seed, count, options)
    times: list[float] = []
    iterations: list[int] = []
    for i, s in enumerate(states):
        rng = bot_rng(args.seed, rules.to_act(s), i)
        t0 = time.perf_counter()
        decision = bot.begin(rules, s, rng)  # a bot without a search is Ready at once
        decision.step(None)
        decision.best()
        times.append(time.perf_counter() - t0)
        if decision.iterations is not None:
            iterations.append(decision.iterations)
    ms = [t * 1000 for t in times]
    print(f"bench ai {args.game} --level {args.level}: {players} players, {count} positions "
          f"from seeded greedy games (seed {args.seed})")
    print(f"  think time: median {statistics.median(ms):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
          f"max {max(ms):.1f} ms")
    if iterations:
        print(f"  search iterations: median {statistics.median(iterations):.0f}, "
              f"min {min(iterations)}, max {max(iterations)}")
    sample = states[:FRAME_POSITIONS]
    idle = [f * 1000 for f in idle_loop(120)]
    print(f"  frame time with no AI (baseline of this machine, 120 frames at 60 fps): "
          f"p95 {percentile(idle, 0.95):.1f} ms, max {max(idle):.1f} ms")
    for label, use_process in (("worker process", True), ("in-thread time slices", False)):
        frames = [f * 1000 for f in frame_loop(args.game, rules, sample, args.level, use_process)]
        print(f"  frame time while thinking ({label}, {len(sample)} decisions, {len(frames)} frames "
              f"at 60 fps): p95 {percentile(frames, 0.95):.1f} ms, max {max(frames):.1f} ms")
    return 0
