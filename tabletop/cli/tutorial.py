"""``tabletop tutorial GAME --check``: play a game's Learn-to-play steps headless.

Each step's expected move and the scripted replies are made in order; every zone a step points
at must be laid out on the table the learner sees (the game's own table layout at 1280×720,
built with SDL's dummy driver). Exit 0 at the end, 1 naming the step that failed, 2 for a game
without a tutorial. Without ``--check`` it prints the steps' texts.
"""

from __future__ import annotations

import argparse
import os

from .common import plugin_for, usage_error


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("tutorial", help="check or print a game's Learn-to-play steps")
    p.add_argument("game", help="game id (see 'tabletop games')")
    p.add_argument("--check", action="store_true",
                   help="play every step headless; exit non-zero naming the first that fails")
    p.set_defaults(func=run)


def laid_out(game_id: str):
    """A function of a match: the zone ids the game's table lays out for the learner now."""
    from ..catalog import CATALOG
    from ..core.tutorial import LEARNER
    from ..ui.table.layout import metrics_for

    def zones(match) -> set[str]:
        game = CATALOG.table_for(game_id)
        assert game is not None
        view = match.rules.view(match.state, LEARNER)
        game.view, game.names = view, [match.name(i) for i in range(match.config.num_players)]
        layout = game.layout(metrics_for(1280, 720), view, LEARNER, match.config.num_players)
        return set(layout.zones)
    return zones


def run(args: argparse.Namespace) -> int:
    from ..core.tutorial import TutorialError, check

    plugin = plugin_for(args.game)
    tutorial = plugin.tutorial
    if tutorial is None:
        raise usage_error(f"{plugin.meta.title} has no tutorial")
    if not args.check:
        for k, lesson in enumerate(tutorial.steps, start=1):
            print(f"{k}. {lesson.title}: {lesson.text}" + (f"  [{lesson.expect}]" if lesson.expect else ""))
        return 0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        lines = check(tutorial, plugin.rules, zones_on_table=laid_out(args.game))
    except TutorialError as exc:
        print(f"tabletop tutorial: {plugin.meta.title}: {exc}")
        return 1
    print(f"{plugin.meta.title}: {len(lines)} steps played to the end")
    return 0
