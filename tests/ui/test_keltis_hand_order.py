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


def test_the_taken_card_flies_to_its_sorted_place_on_the_table():
    from .helpers import click, frames, sprite_of
    from .test_keltis_table import _discard_yellow, _my_turn, ids

    app, scene = _my_turn()
    _discard_yellow(app, scene)
    (b3,) = ids("B3")
    click(app, (round(sprite_of(scene, b3).x), round(sprite_of(scene, b3).y)))
    for _ in range(200):  # until the card has left the pile (mid-flight)
        frames(app)
        if sprite_of(scene, b3).zone == "hand/0":
            break
    pile = scene.board.piles["hand/0"]
    faces = [s.key[1] for s in pile]
    assert faces == sorted(faces)
    assert scene.board.busy  # still flying: it goes straight to its place
    settle = 0
    while scene.board.busy and settle < 300:
        frames(app)
        settle += 1
    assert [s.key[1] for s in scene.board.piles["hand/0"]] == faces  # no jump at the end

