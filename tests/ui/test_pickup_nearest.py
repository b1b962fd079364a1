"""A card picked up by keyboard starts on its destination nearest to it on screen, not the
first in screen order (Keltis: Enter on a hand card put the focus on "1: Discard pile", so a
second Enter discarded it, while the lesson says "Enter again on the row"). The numbers keep
screen order."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.games import REGISTRY

from .helpers import key
from .test_preview_off_hand import CASES, from_a_full_hand
from .test_table_layout import my_turn


def middle(scene, target):
    if isinstance(target, str):
        x, y, w, h = scene.board.extent(target)
        return x + w / 2, y + h / 2
    s = scene.board.sprite_for(target)
    return s.x, s.y


@pytest.mark.parametrize(("gid", "n"), [c for c in CASES if c[0] != "hyrule"], ids=str)
def test_a_card_picked_up_starts_on_its_nearest_place(gid, n):
    app, scene = my_turn(gid, n, (1240, 620), moves=0, until=from_a_full_hand)
    focus, index = scene.keys.focus, scene.board.index
    hand = f"hand/{scene.bottom}"
    key(app, pygame.K_TAB)
    picked = 0
    for _ in range(len(focus.stops())):
        stop = focus.current()
        card = stop.target if stop.kind == "card" else None
        s = scene.board.sprite_for(card) if card is not None else None
        if s is not None and s.zone == hand and len(index.destinations(card)) >= 2:
            at = (s.x, s.y)
            key(app, pygame.K_RETURN)
            if focus.held == card:
                places = focus.places()
                assert places == sorted(places, key=lambda d: (scene.keys.place(d), str(d)))
                near = min(places, key=lambda d: math.dist(middle(scene, d), at))
                assert focus.current().target == near, (
                    f"{scene.deck.cards[card].name}: the focus starts on {focus.current().target}, "
                    f"not the nearest place {near} (of {places})")
                picked += 1
                key(app, pygame.K_ESCAPE)
        key(app, pygame.K_RIGHT)
    assert picked, "no card with two places or more was picked up"


def test_in_keltis_enter_twice_lays_a_number_card_on_its_row():
    """The lesson's words: Enter on the card, Enter again on the row."""
    app, scene = my_turn("keltis", 2, (1240, 620), moves=0, until=from_a_full_hand)
    focus, index = scene.keys.focus, scene.board.index
    key(app, pygame.K_TAB)
    for _ in range(len(focus.stops())):
        card = focus.current().target
        dests = index.destinations(card) if focus.current().kind == "card" else []
        if any(str(d).startswith("row/0/") for d in dests) and any(str(d).startswith("discard") for d in dests):
            break
        key(app, pygame.K_RIGHT)
    else:
        pytest.skip("no card for both a row and a discard pile")
    key(app, pygame.K_RETURN)
    assert str(focus.current().target).startswith("row/0/"), focus.current()
    assert REGISTRY["keltis"]
