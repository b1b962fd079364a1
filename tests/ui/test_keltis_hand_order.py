"""A card taken into the hand is shown sorted in (issue 17 item 17), although the rules list
a card everyone saw taken from a discard pile first (so the other seats' views of the hand
say nothing about the hidden cards' order)."""

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.keltis.deck import DECK
from tabletop.games.keltis.rules import RULES
from tabletop.ui.table.bighand import HandOrder


def _after_a_discard_pile_take() -> tuple[Match, int]:
    m = Match(RULES, MatchConfig("keltis", 3, 5, {"firstPlayer": 1}))
    rng = Rng(5)
    while True:
        takes = [a for a in m.legal() if a.kind == "draw" and a.src != "draw"]
        if takes:
            seat = takes[0].player
            m.submit(takes[0])
            return m, seat
        m.submit(rng.choice([a for a in m.legal() if a.kind != "claim"]))


def test_the_owner_sees_the_taken_card_sorted_in():
    m, seat = _after_a_discard_pile_take()
    own = RULES.view(m.state, seat).zones[f"hand/{seat}"].cards
    assert list(own) != sorted(own)  # the rules list the known card first …
    shown = [own[i] for i in HandOrder(DECK).arrange(own)]
    assert shown == sorted(own)  # … the player's own hand shows it sorted in
    other = RULES.view(m.state, (seat + 1) % 3).zones[f"hand/{seat}"].cards
    assert other[0] is not None and all(c is None for c in other[1:])  # others: known first


def test_dealt_order_keeps_backs_after_faces():
    assert HandOrder(DECK).arrange([None, 40, 3, None]) == [2, 1, 0, 3]
