"""``tabletop bench frame``: the cost of drawing a table mid-animation.

With no game: every game the picker offers, at its largest table, at 1920×1080 with the dummy
video driver; ``bench frame GAME --players N``: that table. Each table is a seeded random game
played part way (``MID_GAME`` moves, fewer if the match would end), then one step is animated
and restarted from the same view each time it ends; each frame of the step is timed around
``TableScene.draw`` only (no display flip), from the frame that starts it to the one that
settles it (the rewind between two runs is drawn untimed: in a game a step always starts from
the table already on screen). In the same run, the floor: blitting the same
number of converted card surfaces (and the felt) with nothing else.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

#: seeded random moves before the measured step: far enough in for full piles and fields
MID_GAME = 60
#: untimed frames of the table at rest before each run of the step (its layers get built)
REST_FRAMES = 3


def _mid_game(game_id: str, players: int, seed: int, moves: int = MID_GAME):
    """``game_id`` with ``players`` seats, ``moves`` seeded random moves in (or, for a short
    match, as far as leaves a move still to make)."""
    from ..ai.bots import RandomBot, bot_rng
    from ..core.match import Match, Seat
    from ..core.rules import MatchConfig
    from ..games import REGISTRY
    from ..ui.table.seating import DEFAULT_NAMES

    plugin = REGISTRY[game_id]
    names = [DEFAULT_NAMES[i % len(DEFAULT_NAMES)] for i in range(players)]
    seats = (Seat("human", names[0]),) + tuple(Seat("ai", n) for n in names[1:])
    bot = RandomBot()
    actions = []
    match = Match(plugin.rules, MatchConfig(game_id, players, seed), seats)
    while len(match.records) < moves and not match.is_over:
        p = match.to_act
        action = bot.choose(plugin.rules, match.state, bot_rng(seed, p, len(match.records)))
        actions.append(action)
        match.submit(action)
    if match.is_over:  # replay to one move before the end
        match = Match(plugin.rules, MatchConfig(game_id, players, seed), seats)
        for action in actions[:-1]:
            match.submit(action)
    return plugin, match


def cases(game: str | None, players: int | None) -> list[tuple[str, int]]:
    """(game id, players) to measure: the one asked for, or every listed game at its largest."""
    from ..games import REGISTRY, listed

    if game is not None:
        return [(game, players or REGISTRY[game].meta.max_players)]
    return [(p.meta.game_id, p.meta.max_players) for p in listed()]


def _percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ..games import REGISTRY

    size = (1920, 1080)
    frames = max(100, int(getattr(args, "games", 600) or 600))
    frames = min(frames, 3000)
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    seed = getattr(args, "seed", 1)
    for game_id, players in cases(getattr(args, "game", None), getattr(args, "players", None)):
        plugin, match = _mid_game(game_id, players, seed)
        label = f"{REGISTRY[game_id].meta.title}, {players} players"
        what = f"move {len(match.records) + 1} of a seeded random game"
        _measure(screen, size, frames, label, game_id, plugin, match, what)
    from ..ui.render.fonts import quit_pygame

    quit_pygame()
    return 0


def _measure(screen, size: tuple[int, int], frames: int, label: str, game_id: str, plugin, match,
             what: str) -> None:
    from ..catalog import CATALOG
    from ..context import make_context
    from ..core.events import redact
    from ..ui.scenes.manager import SceneManager
    from ..ui.scenes.table import TableScene

    ctx = make_context("slow")
    ctx.audio = None
    mgr = SceneManager(ctx, size)
    viewer = match.to_act if match.to_act is not None else 0
    scene = TableScene(plugin, match, CATALOG.table_for(game_id), autoplay=False, viewer=viewer)
    mgr.push(scene)
    rules = plugin.rules
    before_state = match.state
    before_view = scene.current_view()
    action = match.legal()[0]
    step = rules.apply(before_state, action)
    events = redact(step.events, rules.zones(before_state), rules.zones(step.state), viewer)
    after_view = rules.view(step.state, viewer)

    def restart() -> None:
        """Back to the table as it stood before the step, drawn untimed until it rests as it
        would on screen (no game shows this rewind: a step starts from the table already
        drawn, its cached layers built), then the step queued."""
        scene.board.animator.fast_forward()
        scene.board.reconcile(before_view, scene.layout)
        for _ in range(REST_FRAMES):
            mgr.draw(screen)
        scene.board.play_events(events, after_view, scene.layout)

    restart()
    dt = 1 / 60
    for _ in range(30):  # warm the art and text caches
        scene.update(dt)
        mgr.draw(screen)
    times: list[float] = []
    cpu: list[float] = []
    blits: list[int] = []
    for _ in range(frames):
        if not scene.board.busy:
            restart()
        scene.update(dt)
        c0 = time.thread_time()
        t0 = time.perf_counter()
        mgr.draw(screen)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        blits.append(scene.painter.on_screen)
    n_cards = round(statistics.mean(blits))

    # the floor: the same number of converted card surfaces, and the felt, blitted raw
    m = scene.layout.metrics
    art = ctx.art
    deck = scene.deck
    surfs = [art.face(deck, i % len(deck), (m.card_w, m.card_h)) if i % 2 else art.back(deck, (m.small_w, m.small_h))
             for i in range(n_cards)]
    felt = art.felt(size)
    floor: list[float] = []
    floor_cards: list[float] = []
    for k in range(frames):
        t0 = time.perf_counter()
        screen.blit(felt, (0, 0))
        t1 = time.perf_counter()
        for i, s in enumerate(surfs):
            screen.blit(s, ((i * 97 + k) % (size[0] - 200), (i * 53) % (size[1] - 250)))
        t2 = time.perf_counter()
        floor.append((t2 - t0) * 1000)
        floor_cards.append((t2 - t1) * 1000)
    med, p99 = statistics.median(times), _percentile(times, 0.99)
    cmed, cp99 = statistics.median(cpu), _percentile(cpu, 0.99)
    fmed = statistics.median(floor)
    print(f"bench frame: {label}, {size[0]}x{size[1]}, mid-animation ({what}), {frames} frames, "
          f"dummy video driver, display flip excluded")
    print(f"  table render : median {med:.2f} ms, p99 {p99:.2f} ms, max {max(times):.2f} ms "
          f"({n_cards} cards on screen per frame on average)")
    print(f"  render CPU   : median {cmed:.2f} ms, p99 {cp99:.2f} ms (thread CPU time: excludes "
          f"waiting for a core on a busy machine)")
    print(f"  raw floor    : median {fmed:.2f} ms (felt + {n_cards} converted card surfaces); "
          f"cards alone {statistics.median(floor_cards):.2f} ms")
    cards_floor = statistics.median(floor_cards)
    print(f"  ratio        : {med / fmed:.2f}x the felt+cards floor, {med / cards_floor:.2f}x the "
          f"cards-only floor (target <= 1.5x); p99 <= 8 ms: wall {'met' if p99 <= 8 else 'NOT met'}, "
          f"CPU {'met' if cp99 <= 8 else 'NOT met'}")
