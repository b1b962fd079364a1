"""A message keeps off the open score sheet: as Treasure's hand sheet opened by itself, "Dara
(AI) goes out: the hand is scored" lay on the sheet's words (three players at 1240x620). It goes
under the sheet, else over it, across the table."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app
from .test_treasure_table import scored_states


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("message", ["Dara (AI) goes out: the hand is scored",
                                     "Dara (AI) adds the Merchant of Waves to their own colour of Waves"])
def test_a_message_keeps_off_the_open_sheet(size, message):
    plugin = REGISTRY["treasure"]
    s = scored_states(5, 3)[0]
    seats = (Seat("human", "You"), Seat("ai", "Ciara (AI)", "random"), Seat("ai", "Dara (AI)", "random"))
    match = Match(plugin.rules, MatchConfig("treasure", 3, 5, {}), seats, states=[s])
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    assert scene.sheet.open
    scene.toasts.show(message)
    frames(app, 2)
    box, sheet = scene.toast_box, scene.sheet.rect
    assert box is not None and pygame.Rect(0, 0, *size).contains(box), box
    assert not box.colliderect(sheet), f"the message {box} lies on the sheet {sheet}"
    assert not any(box.colliderect(b.rect) for b in scene.buttons), "the message covers a button"
