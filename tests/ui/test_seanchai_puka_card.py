"""Seanchaí: a card the Púka returns to a rival's hand lies face up there (D-S27). The view
lists the cards a viewer sees first, so it lay at the bottom of that player's small stack,
almost all of it under the card backs. It now lies on top, at the stack's end: its name is
in sight, under no other card."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.seanchai.cards import DECK, ID
from tabletop.games.seanchai.table.faces import name_area
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import overlap
from tests.games.seanchai.helpers import play, table

from .helpers import frames, make_app

ON = {"scealta": True, "dark": True, "shamrocks": False}


def returned(n: int) -> Match:
    """You use the Púka on Ciara: her Queen goes back to her hand of six, face up."""
    s = table(n, {0: ["DRK-PUKA", "LEG-1", "LEG-5"],
                  1: ["WAR-1", "WAR-2", "LAN-1", "LAN-2", "REL-2", "STO-1"]},
              ["TRE-6"], ["LAN-6"], fields={1: ["ROL-2", "ROL-3"]}, options=ON)
    s = play(s, "flip", "leave", "use DRK-PUKA on 2", "decline", "target ROL-2")
    assert ID["ROL-2"] in s.hands[1] and ID["ROL-2"] in s.shown
    seats = tuple(Seat("human" if i == 0 else "ai", f"P{i + 1}") for i in range(n))
    return Match(REGISTRY["seanchai"].rules, MatchConfig("seanchai", n, 0, ON), seats, states=[s])


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 5])
def test_a_card_the_puka_returned_lies_in_sight_on_the_rivals_stack(size, players):
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["seanchai"], returned(players), CATALOG.table_for("seanchai"),
                       autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    sprites = scene.board.draw_list()
    hand = [s for s in sprites if s.zone == "hand/1"]
    assert len(hand) == 7
    up = [s for s in hand if s.face is not None]
    assert [s.face for s in up] == [ID["ROL-2"]]
    queen = up[0]
    left, top = queen.x - queen.w / 2, queen.y - queen.h / 2
    x, y, w, h = name_area(DECK.cards[ID["ROL-2"]], (round(queen.w), round(queen.h)))
    name = (left + x, top + y, w, h)
    above = sprites[sprites.index(queen) + 1:]
    hit = [s.face for s in above if overlap(name, (s.x - s.w / 2, s.y - s.h / 2, s.w, s.h))]
    assert not hit, f"the Queen's name {name} lies under {hit}"
    assert 0 <= name[0] and name[0] + name[2] <= size[0] and 0 <= name[1] and name[1] + name[3] <= size[1]
