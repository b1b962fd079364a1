"""Every screen opens on a brand-new profile (issue 22, item 1): no saves, no statistics, no
settings file. Statistics on such a profile used to end the app (``max()`` of one int).

The scenes come from the scene registry: each name in ``registry.SCENES`` has a builder here,
and a scene added to the registry without one fails ``test_every_registered_scene_is_covered``,
so the next screen is caught too. Each scene is built for every listed game where it takes one,
pushed over the menu, drawn for a few frames and closed again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from tabletop.app import App, _parse, first_scene, init_pygame
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import listed
from tabletop.persistence.paths import Paths
from tabletop.ui.prefs import Prefs
from tabletop.ui.scenes.menu import MainMenuScene
from tabletop.ui.scenes.registry import SCENES

from .helpers import frames

GAMES = [p for p in listed() if CATALOG.table_for(p.meta.game_id) is not None]


def fresh_app(root) -> App:
    """The app as ``main`` builds it on a profile that has never been used."""
    init_pygame()
    paths = Paths.at(root).ensure()
    assert not paths.settings_file.exists() and not paths.stats_file.exists()
    app = App((1280, 720), "off", Prefs.load(paths))
    app.ctx.audio = None
    app.ctx.ai_process = False
    app.ctx.ai_delay = 0.0
    first_scene(_parse([]), app.mgr)
    frames(app, 2)
    return app


def seats(n: int) -> tuple[Seat, ...]:
    return tuple(Seat("human" if i == 0 else "ai", f"Player {i + 1}", "random") for i in range(n))


def table(app: App, plugin, finished: bool = False):
    """A table of ``plugin`` for two players (played to its end when ``finished``)."""
    gid = plugin.meta.game_id
    match = Match(plugin.rules, MatchConfig(gid, 2, 3, {}), seats(2))
    if finished:
        rng = Rng.derived(3, "fresh-profile")
        while not match.is_over:
            match.submit(rng.choice(match.legal()))
    return app.mgr.make("table", plugin, match, CATALOG.table_for(gid))


def _moment(app: App, plugin):
    """A reviewed decision of a finished game (the human's last one), judged on 8 worlds."""
    from tabletop.ai.review import Reviewer

    match = table(app, plugin, True).match
    reviewer = Reviewer(plugin, match.states, match.actions, [0], worlds=8)
    judged = reviewer.judge(reviewer.todo[-1])
    return app.mgr.make("review moment", plugin, match, CATALOG.table_for(plugin.meta.game_id), judged)


def _per_game(make: Callable[[App, Any], Any]) -> Callable[[App], Iterator[Any]]:
    return lambda app: (make(app, p) for p in GAMES)


def _table_scene(make: Callable[[Any], Any], finished: bool = False):
    """One scene over a table per game: the table goes on the stack first."""
    def build(app: App) -> Iterator[Any]:
        for plugin in GAMES:
            tbl = table(app, plugin, finished)
            app.mgr.push(tbl)
            frames(app, 1)
            yield make(tbl)
    return build


#: scene name -> what builds instances of it on a fresh profile (one or more)
BUILDERS: dict[str, Callable[[App], Iterator[Any]]] = {
    "menu": lambda app: iter([app.mgr.make("menu")]),
    "picker": lambda app: iter([app.mgr.make("picker"), app.mgr.make("picker", for_rules=True)]),
    "setup": _per_game(lambda app, p: app.mgr.make("setup", p)),
    "new table": _per_game(lambda app, p: app.mgr.make("new table", app.mgr, p, 2, list(seats(2)),
                                                        {}, 7)),
    "table": _per_game(lambda app, p: table(app, p)),
    "tutorial table": _per_game(lambda app, p: app.mgr.make("tutorial table", app.mgr, p)),
    "replay": _per_game(lambda app, p: app.mgr.make("replay", p, table(app, p, True).match,
                                                    CATALOG.table_for(p.meta.game_id))),
    "review moment": _per_game(lambda app, p: _moment(app, p)),
    "results": None,  # filled below: needs a finished table
    "review": _per_game(lambda app, p: app.mgr.make("review", p, table(app, p, True).match,
                                                    CATALOG.table_for(p.meta.game_id), worlds=8)),
    "handoff": lambda app: iter([app.mgr.make("handoff", "Player 2", 1, lambda: None)]),
    "chooser": None,
    "pause": None,
    "rules": _per_game(lambda app, p: app.mgr.make("rules", p)),
    "confirm": lambda app: iter([app.mgr.make("confirm", "Quit Tabletop?", "Nothing is lost.",
                                              "Quit", lambda: None)]),
    "shortcuts": lambda app: iter([app.mgr.make("shortcuts")]),
    "save as": None,
    "load": lambda app: iter([app.mgr.make("load")]),
    "settings": lambda app: iter([app.mgr.make("settings")]),
    "stats": lambda app: iter([app.mgr.make("stats")]),
    "about": lambda app: iter([app.mgr.make("about")]),
}
BUILDERS["results"] = _table_scene(lambda t: t.mgr.make("results", t), finished=True)
BUILDERS["pause"] = _table_scene(lambda t: t.mgr.make("pause", t))
BUILDERS["save as"] = _table_scene(lambda t: t.mgr.make("save as", t))
BUILDERS["chooser"] = _table_scene(lambda t: t.mgr.make(
    "chooser", [(t.rules.format_action(a), a) for a in t.match.legal()[:4]],
    lambda a: None, t.rules.deck(t.match.config)))


def test_every_registered_scene_is_covered():
    assert set(BUILDERS) == set(SCENES), "a scene in the registry has no fresh-profile builder"


@pytest.mark.parametrize("name", sorted(SCENES))
def test_the_scene_opens_draws_and_closes_on_a_fresh_profile(tmp_path, name):
    app = fresh_app(tmp_path)
    menu = app.mgr.stack[0]
    assert isinstance(menu, MainMenuScene)
    built = 0
    for scene in BUILDERS[name](app):
        if scene is None:  # "new table" for a game without a table
            continue
        app.mgr.push(scene)
        frames(app, 3)
        assert app.running and scene in app.mgr.stack
        while app.mgr.top is not menu:
            app.mgr.pop()
        frames(app, 1)
        built += 1
    assert built >= 1
    app.close()


def test_every_menu_button_opens_its_screen_on_a_fresh_profile(tmp_path):
    """The menu's own buttons, pressed: each screen draws, and Esc comes back to the menu."""
    app = fresh_app(tmp_path)
    menu = app.mgr.top
    assert isinstance(menu, MainMenuScene)
    labels = [b.label for b in menu.buttons]
    assert "Statistics" in labels and "Load" in labels and "Continue" not in labels
    for label in labels:
        if label == "Quit":
            continue
        button = next(b for b in menu.buttons if b.label == label)
        button.on_click()
        frames(app, 3)
        assert app.running and app.mgr.top is not menu, label
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="\x1b", scancode=0))
        frames(app, 2)
        assert app.mgr.top is menu, f"Esc did not leave {label}"
    app.close()


def test_the_command_lines_speed_lasts_the_run(tmp_path):
    """``--speed fast`` turned back to Normal after "Got it" on the welcome box: saving that it
    was seen applied every saved setting again. The run's speed stays until the player picks
    another in Settings (or the pause menu)."""
    from tabletop.ui.prefs import speed_factor
    from tabletop.ui.scenes.help import mark_help_seen

    init_pygame()
    prefs = Prefs.load(Paths.at(tmp_path).ensure())
    app = App((1280, 720), "fast", prefs)
    app.ctx.audio = None
    assert app.ctx.speed == "fast"
    mark_help_seen(app.ctx, "keltis")
    assert "keltis" in prefs.settings.help_seen  # saved, so the settings were applied again
    assert app.ctx.speed == "fast", "a saved setting undid --speed"
    prefs.update(app.ctx, animation_speed=speed_factor("slow"))
    assert app.ctx.speed == "slow"  # the player's own choice rules from then on
    mark_help_seen(app.ctx, "hyrule")
    assert app.ctx.speed == "slow"
    app.close()
