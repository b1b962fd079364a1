"""``tabletop screenshot GAME …``: render the table after K seeded random moves to a PNG.

No window is shown (SDL's dummy video driver). The picture comes from the very scene code
the app runs (``TableScene`` with a still table), seen from ``--viewer`` (default seat 1).
"""

from __future__ import annotations

import argparse
import os

from .args import size_type, whole
from .common import add_game_args, make_config, parse_options, plugin_for, usage_error

MIN_SIZE, MAX_SIZE = (320, 240), (7680, 4320)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("screenshot", help="render the table after K random moves to a PNG")
    add_game_args(p)
    p.add_argument("--moves", type=whole(0), default=0, help="seeded random moves before the picture")
    p.add_argument("--size", type=size_type(MIN_SIZE, MAX_SIZE), default="1280x720", help="picture size WxH")
    p.add_argument("--out", required=True, help="PNG file to write")
    p.add_argument("--viewer", type=whole(1), default=1, help="seat at the bottom, counting from 1")
    p.add_argument("--text-size", type=int, choices=(100, 115, 130, 150), default=100,
                   metavar="PERCENT", help="the Text size setting: 100, 115, 130 or 150")
    p.add_argument("--tutorial", type=whole(1), metavar="STEP",
                   help="the game's Learn-to-play at this step (1 = the first) instead")
    p.set_defaults(func=run)


def render(game_id: str, players: int, seed: int, moves: int, size: tuple[int, int],
           viewer: int, options: dict | None = None):
    """The table surface after ``moves`` seeded random moves (pygame must be initialised),
    and how many moves were made: fewer when the match ended first."""
    import pygame

    from ..ai.bots import RandomBot, bot_rng
    from ..catalog import CATALOG
    from ..context import make_context
    from ..core.match import Match, Seat
    from ..ui.scenes.manager import SceneManager
    from ..ui.scenes.setup import DEFAULT_NAMES
    from ..ui.scenes.table import TableScene

    plugin = plugin_for(game_id)
    game = CATALOG.table_for(game_id)
    if game is None:
        raise usage_error(f"{plugin.meta.title} has no table scene yet")
    cfg = make_config(plugin, players, seed, options or {})
    if not 0 <= viewer < players:
        raise usage_error(f"--viewer takes a seat from 1 to {players}, not {viewer + 1}")
    seats = tuple(Seat("human" if i == viewer else "ai", DEFAULT_NAMES[i % len(DEFAULT_NAMES)]) for i in range(players))
    match = Match(plugin.rules, cfg, seats)
    bot = RandomBot()
    for _ in range(moves):
        if match.is_over:
            break
        p = match.to_act
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(seed, p, len(match.records))))
    ctx = make_context("off")
    ctx.audio = None
    mgr = SceneManager(ctx, size)
    scene = TableScene(plugin, match, game, autoplay=False, viewer=viewer)
    mgr.push(scene)
    surf = pygame.Surface(size)
    mgr.draw(surf)
    return surf, len(match.records)


def render_tutorial(game_id: str, step: int, size: tuple[int, int]):
    """The table of ``game_id``'s tutorial at ``step`` (from 1), its panel and outlines shown."""
    import pygame

    from ..catalog import CATALOG
    from ..context import make_context
    from ..core.tutorial import LEARNER, Guide, play_step, start
    from ..ui.scenes.manager import SceneManager
    from ..ui.scenes.table import TableScene
    from ..ui.table.guided import GuidedPlay

    plugin = plugin_for(game_id)
    tutorial, game = plugin.tutorial, CATALOG.table_for(game_id)
    if tutorial is None or game is None:
        raise usage_error(f"{plugin.meta.title} has no tutorial")
    if not 1 <= step <= len(tutorial.steps):
        raise usage_error(f"--tutorial takes a step from 1 to {len(tutorial.steps)}, not {step}")
    match = start(tutorial, plugin.rules, "You")
    for k in range(step - 1):
        play_step(tutorial, plugin.rules, match, k)
    match.tutorial = "guided"
    ctx = make_context("off")
    ctx.audio = None
    mgr = SceneManager(ctx, size)
    scene = TableScene(plugin, match, game, autoplay=False, viewer=LEARNER)
    guide = Guide(tutorial, plugin.rules, read=step - 1)
    scene.control.guided = GuidedPlay(guide, match)
    mgr.push(scene)
    surf = pygame.Surface(size)
    mgr.draw(surf)
    return surf


def moves_made(made: int, asked: int) -> str:
    """"40 moves", or "31 moves (the match ended before 40)" when it did."""
    from ..core.names import count_of

    said = count_of(made, "move")
    return said if made >= asked else f"{said} (the match ended before {asked})"


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    size = args.size
    plugin = plugin_for(args.game)
    options = parse_options(plugin, args.option)
    import pygame

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)  # the dummy driver: nothing is shown, surfaces convert
    from ..ui.render.fonts import set_scale

    set_scale(args.text_size / 100)
    try:
        if args.tutorial is not None:
            pygame.image.save(render_tutorial(args.game, args.tutorial, size), args.out)
            print(f"wrote {args.out} ({size[0]}x{size[1]}, {args.game}, tutorial step {args.tutorial})")
            return 0
        surf, made = render(args.game, args.players, args.seed, max(0, args.moves), size,
                            args.viewer - 1, options)
        pygame.image.save(surf, args.out)
    finally:
        from ..ui.render.fonts import quit_pygame

        quit_pygame()
    print(f"wrote {args.out} ({size[0]}x{size[1]}, {args.game}, {args.players} players, "
          f"seed {args.seed}, {moves_made(made, args.moves)}, viewer seat {args.viewer})")
    return 0
