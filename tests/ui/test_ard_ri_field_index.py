"""Ard Rí: a rival's crowded Cattle Field leaves each card's corner index whole. With four
players at 1280×720 the overlapping cards of a rival's eight-card field cut the "10" down to
"1(" (the step was 0.3 of a card and the gaps between its suit groups squeezed it further):
the field now keeps the index's step before those gaps, in a room declared for eight cards
at that step. (A field of more cards than that still overlaps closer.)"""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.games import REGISTRY
from tabletop.games.ard_ri.cards import deck
from tabletop.games.ard_ri.table import faces
from tabletop.ui.render.theme import CLASSIC
from tabletop.ui.scenes.table import TableScene

from ..games.ard_ri.helpers import position
from .helpers import frames, make_app

PLUGIN = REGISTRY["ard_ri"]
NAMES = ["Aoife", "Ciara", "Dara", "Eimear", "Fionn"]
#: rivals' fields of eight cards in four suits, with their "10"s (the first as seen)
CROWDED = {1: ["10S", "9S", "8H", "4H", "2H", "4D", "7C", "3C"],
           2: ["10S", "4S", "10H", "2H", "10D", "3D", "10C", "7C"]}


def table(size: tuple[int, int], n: int) -> TableScene:
    return table_at(size, n, position(n, "winter", fields=CROWDED, houses={0: ["KS"]},
                                      hands={0: ["5S", "6H"]}))


def table_at(size: tuple[int, int], n: int, s) -> TableScene:
    """Ard Rí's table at the position ``s``, seat 0 the human, after its first frames."""
    seats = tuple(Seat("human" if p == 0 else "ai", NAMES[p], "random") for p in range(n))
    app = make_app(size)
    match = Match(PLUGIN.rules, PLUGIN.rules.config(s), seats, states=[s])
    scene = TableScene(PLUGIN, match, CATALOG.table_for("ard_ri"), autoplay=False)
    app.mgr.reset(scene)
    frames(app, 5)
    return scene


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_rivals_crowded_field_shows_every_cards_index_whole(size, n):
    scene = table(size, n)
    for seat, codes in CROWDED.items():
        pile = sorted(scene.board.piles[f"field/{seat}"], key=lambda sp: sp.x)
        assert len(pile) == len(codes)
        w = pile[0].w
        for left, right in zip(pile, pile[1:], strict=False):
            shown = right.rect()[0] - left.rect()[0]
            assert shown >= faces.index_width(w) - 0.5, \
                f"{n} players: seat {seat}'s field shows {shown:.1f} px of a card {w} px wide"


@pytest.mark.parametrize("w", [35, 41, 50, 59, 62, 103])
def test_index_width_holds_the_painted_ten(w):
    """``faces.index_width`` is what a neighbour must leave: the painted "10" (the widest
    index) lies inside it."""
    pygame.display.init()
    d = deck(1)
    ten = next(c for c in d.cards if c.code == "10S")
    img = faces.paint_face(d, ten, (w, round(w / 0.7)), CLASSIC).convert("RGB")
    paper = img.getpixel((round(w * 0.45), round(w * 0.04)))
    rows = range(round(w * 0.04), round(w * (0.36 if w < faces.SMALL_W else 0.22)))
    ink = [x for y in rows for x in range(2, round(w * (0.5 if w < faces.SMALL_W else 0.3)))
           if sum(abs(a - b) for a, b in zip(img.getpixel((x, y)), paper, strict=True)) > 120]
    assert ink and max(ink) + 1 <= faces.index_width(w)
