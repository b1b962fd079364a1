"""A card every seat knows in a rival's hand lies face up on top of that rival's stack of
backs (Treasure play-test, two players at one screen, 1240×620): Ciara took the Fool of Flames
from the discard pile, and the rules say such a card "stays known to everyone while you hold
it", yet Aoife saw only backs. The view lists the known cards first, so the card lay at the
bottom of the stack under the backs. The table kit now lays them at the stack's end, for
every game (Seanchaí's Púka card was the one game that did)."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import overlap

from .helpers import frames, make_app

PLUGIN = REGISTRY["treasure"]
RULES = PLUGIN.rules


def _ciara_took_the_discard() -> tuple[Match, int]:
    """Seed 5, two players: Ciara (seat 1) opens by taking the discard pile's top card."""
    s = RULES.new_game(MatchConfig("treasure", 2, 5, {}))
    assert RULES.to_act(s) == 1
    top = s.discard[-1]
    take = next(a for a in RULES.legal_actions(s) if a.kind == "take")
    s = RULES.apply_fast(s, take)
    assert top in s.hands[1] and top in s.known
    seats = (Seat("human", "Aoife"), Seat("human", "Ciara"))
    return Match(RULES, MatchConfig("treasure", 2, 5, {}), seats, states=[s]), top


@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_card_taken_from_the_discard_pile_lies_face_up_on_the_takers_stack(size):
    match, top = _ciara_took_the_discard()
    app = make_app(size, speed="off")
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    assert top in scene.current_view().zones["hand/1"].cards  # the view shows it to Aoife
    sprites = scene.board.draw_list()
    hand = [s for s in sprites if s.zone == "hand/1"]
    up = [s for s in hand if s.face is not None]
    assert [s.face for s in up] == [top], "Aoife sees the card Ciara took"
    card = up[0]
    rect = (card.x - card.w / 2, card.y - card.h / 2, card.w, card.h)
    above = [s for s in sprites[sprites.index(card) + 1:] if s.zone == "hand/1"]
    assert not any(overlap(rect, (s.x - s.w / 2, s.y - s.h / 2, s.w, s.h)) for s in above), \
        "the known card lies under the backs of the rival's stack"
    app.close()
