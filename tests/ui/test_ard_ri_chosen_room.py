"""Ard Rí: the "Chosen" title stays readable while the chosen cards stand raised under it
(issue 22; in a real window the raised cards hid it). At each window size the title's pill
must not meet any raised card of the zone, nor another card."""

from __future__ import annotations

import pytest

from tabletop.games.ard_ri.cards import CODE

from ..games.ard_ri.helpers import position
from .helpers import frames, make_app
from .test_ard_ri_table import card, move, start


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_chosen_title_is_not_hidden_by_the_raised_cards(size):
    app = make_app(size)
    s = position(2, "spring", hands={0: ["7H", "3H", "9S", "KD", "2H"], 1: ["4C"]},
                 fields={0: ["2C", "8S"]})
    scene = start(app, s)
    for code in ("7H", "3H", "2H"):
        move(app, scene, card(s, code, "hand/0"), "field/0")
    frames(app, 30)  # the chosen cards rise
    pile = scene.board.piles["pending/0"]
    assert sorted(CODE[sp.face] for sp in pile) == ["2H", "3H", "7H"]
    assert all(sp.lift > 0 for sp in pile), "the chosen cards stand raised"
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    title = scene.hud.title_rects(scene.layout, counts)["pending/0"]
    for sp in scene.board.sprites():
        x, y, w, h = sp.rect()
        assert not title.colliderect((round(x), round(y), round(w), round(h))), \
            f"the Chosen title {title} is under card {sp.face} at {sp.rect()}"


def test_a_chosen_card_is_said_to_lie_among_your_chosen_cards():
    """The keyboard's caption under a chosen card's preview read "Nine of Hearts in your
    Chosen" (the place's title is a word about cards): now "among your Chosen cards"."""
    app = make_app((1280, 720))
    s = position(2, "spring", hands={0: ["9H", "3H", "9S"], 1: ["4C"]}, fields={0: ["2C"]})
    scene = start(app, s)
    move(app, scene, card(s, "9H", "hand/0"), "field/0")
    frames(app, 30)
    chosen = scene.board.piles["pending/0"][0]
    assert scene.keys.words(chosen) == ["Nine of Hearts", "among your Chosen cards"]
    in_hand = scene.board.piles["hand/0"][0]
    assert scene.keys.words(in_hand)[1] == "in your hand"
