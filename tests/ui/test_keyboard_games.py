"""A whole game of each game played with the keyboard alone (issue 28): every human move made
by Tab and Enter (or a number key in a chooser), against an Easy computer, to the results.

Marker ``slow`` (a few minutes with the dummy driver); ``test_xvfb_lessons.py`` runs it again in
a real X11 window under Xvfb."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY, listed
from tabletop.ui.scenes.chooser import ChooserScene
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.results import ResultsScene

from .gestures import perform_by_keys
from .helpers import frames, key
from .test_fresh_profile import fresh_app

pytestmark = pytest.mark.slow
SHORT = {"hyrule": {"rounds": 1}, "treasure": {"hands": 1}, "seanchai": {}, "keltis": {},
         "ard_ri": {"rounds": 6}}


@pytest.mark.parametrize("game_id", [p.meta.game_id for p in listed()])
def test_a_whole_game_by_keyboard_alone(tmp_path, game_id):
    app = fresh_app(tmp_path)
    plugin = REGISTRY[game_id]
    cfg = MatchConfig(game_id, 2, 17, SHORT.get(game_id, {}))
    match = Match(plugin.rules, cfg, (Seat("human", "You"), Seat("ai", "Ciara", "easy")))
    from tabletop.catalog import CATALOG

    scene = app.mgr.make("table", plugin, match, CATALOG.table_for(game_id))
    app.mgr.reset(scene)
    moves = 0
    for _ in range(200000):
        top = app.mgr.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):  # never with one human
            raise AssertionError("a hand-off with one human")
        if isinstance(top, ChooserScene):  # a choice the move asks for: the focused one, Enter
            key(app, pygame.K_RETURN)
            continue
        if top is not scene:  # the first-run tour over the table: closed by its key
            key(app, pygame.K_ESCAPE)
            continue
        sheet = getattr(scene, "sheet", None)
        if sheet is not None and sheet.open and scene.board.index is None:
            key(app, pygame.K_ESCAPE)  # a scored hand's sheet: read, then closed by key
            continue
        if scene.board.busy or scene.board.index is None or match.to_act != 0:
            frames(app)
            continue
        frames(app, 2)  # the first-run tour opens a frame after the first turn is offered
        if app.mgr.top is not scene or scene.board.index is None:
            continue
        n = len(match.records)
        legal = match.legal()
        perform_by_keys(app, scene, legal[(moves * 7) % len(legal)])
        frames(app, 2)
        assert len(match.records) > n or isinstance(app.mgr.top, ChooserScene), \
            "the keys did not make the move"
        moves += 1
    else:
        raise AssertionError("the game did not finish")
    assert match.is_over and moves > 5
    app.close()
