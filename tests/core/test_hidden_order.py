"""The hidden-order contract (issue 23): a view lists the cards a viewer sees first, then the
backs, unless the zone's order is public; ``determinize`` deals the same way, so where a
hidden card lay never reaches a view or a sampled world."""

from __future__ import annotations

from tabletop.core.ids import ALL, PUBLIC
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.core.views import view_order, zone_view
from tabletop.core.zones import Vis, Zone
from tabletop.games.ard_ri.rules import RULES as ARD_RI

EVERYONE = frozenset({0, 1, 2, PUBLIC})


def test_a_hand_shows_its_known_cards_first_then_backs():
    hand = Zone("hand/0", (5, 9, 2, 7), 0, Vis.OWNER, known=((2, EVERYONE),))
    assert zone_view(hand, 1).cards == (2, None, None, None)
    assert zone_view(hand, PUBLIC).cards == (2, None, None, None)
    assert zone_view(hand, 0).cards == (5, 9, 2, 7)  # the owner sees the hand as it is
    assert zone_view(hand, ALL).cards == (5, 9, 2, 7)
    assert view_order(hand, 1) == ([2], [5, 9, 7])


def test_a_row_with_face_down_cards_shows_the_face_up_ones_first():
    row = Zone("roundhouse/0", (11, 12, 13, 14), 0, Vis.PUBLIC, face_down=frozenset({11, 13}))
    v = zone_view(row, 1)
    assert v.cards == (12, 14, None, None)
    assert v.face_up == (True, True, False, False)
    assert zone_view(row, 0).cards == (11, 12, 13, 14)
    assert zone_view(row, 0).face_up == (False, True, False, True)


def test_a_zone_whose_order_is_public_keeps_every_back_in_its_place():
    pending = Zone("pending/0", (5, 9, 2), 0, Vis.OWNER, known=((9, EVERYONE),), order_public=True)
    assert zone_view(pending, 1).cards == (None, 9, None)


def test_zones_seen_whole_or_not_at_all_are_untouched():
    stock = Zone("stock", (1, 2, 3), None, Vis.HIDDEN)
    assert zone_view(stock, 0).cards == (None, None, None)
    hand = Zone("hand/1", (3, 1, 2), 1, Vis.OWNER)
    assert zone_view(hand, 1).cards == (3, 1, 2)


def _with_known_cards_in_hand() -> tuple[object, int]:
    """An Ard Rí state in which a hand holds known cards after hidden ones."""
    cfg = MatchConfig("ard_ri", 2, 3, {})
    m = Match(ARD_RI, cfg)
    rng = Rng(3)
    while True:
        s = m.state
        for p in range(2):
            h = s.hands[p]
            if any(c in s.known for c in h[1:]) and h[0] not in s.known:
                return s, p
        m.submit(rng.choice(m.legal()))


def test_two_states_alike_but_for_where_hidden_cards_lie_give_one_world():
    s, p = _with_known_cards_in_hand()
    q = 1 - p
    hand = s.hands[p]
    moved = tuple(c for c in hand if c in s.known) + tuple(c for c in hand if c not in s.known)
    other = s._replace(hands=tuple(moved if i == p else h for i, h in enumerate(s.hands)))
    assert other != s
    assert ARD_RI.view(other, q) == ARD_RI.view(s, q)
    assert ARD_RI.info_key(other, q) == ARD_RI.info_key(s, q)
    for k in range(4):
        a, b = ARD_RI.determinize(s, q, Rng(k)), ARD_RI.determinize(other, q, Rng(k))
        assert ARD_RI.encode(a) == ARD_RI.encode(b)
        known = tuple(c for c in hand if c in s.known)
        assert a.hands[p][:len(known)] == known  # the known cards first, as the view lists them
