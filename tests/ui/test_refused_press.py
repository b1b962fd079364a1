"""A press on a card that cannot move now says why in one line, wherever the card lies: the
kit asked the rules (``rules.why_not``) only about the cards of one's own hand, so a press on
a card of the table (Seanchaí's Holy Well in the action step) said nothing."""

from __future__ import annotations

import pygame

from tabletop.games.seanchai.cards import ID
from tabletop.ui.table.board import FACE_DOWN

from .helpers import click, frames, key, sprite_of
from .test_tutorial_table import _guided, _ready, _until


def test_a_press_on_a_table_card_that_cannot_move_says_why(tmp_path):
    app, scene = _guided(tmp_path, "seanchai")
    key(app, pygame.K_n)  # past the welcome: the learner's action step
    _until(app, scene, lambda: _ready(scene))
    well = sprite_of(scene, ID["REL-6"])
    assert well.zone == "tableau" and not scene.board.index.can_grab(well.face)
    click(app, (round(well.x), round(well.y)))
    frames(app, 2)
    said = [t.message for t in scene.toasts.items]
    reason = scene.rules.why_not(scene.match.state, scene.viewer, well.face, None, scene.names)
    # the Holy Well lies on the tableau: a Religion card of the hand pairs with it (S-13 A1)
    assert reason == "To pair the Holy Well, drag a Religion card or a wild card from your hand onto it."
    assert said == [reason], said
    assert not scene.match.records  # nothing was played
    app.close()


def test_a_press_on_a_face_down_card_says_nothing_can_be_done_with_it(tmp_path):
    app, scene = _guided(tmp_path, "seanchai")
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    back = next(s for s in scene.board.sprites() if s.face is None and s.zone.startswith("hand/")
                and s.zone != f"hand/{scene.viewer}")
    click(app, (round(back.x), round(back.y)))
    frames(app, 2)
    assert [t.message for t in scene.toasts.items] == [FACE_DOWN]
    assert not scene.match.records
    app.close()
