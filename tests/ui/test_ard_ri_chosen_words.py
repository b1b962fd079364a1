"""Ard Rí: four raiders chosen at 1240×620 (the window a 1280×720 screen gets) reached the
window's bottom edge, and the words under them ("→Orla (AI)" once a card) were pushed up
into the rows under the cards and across the place's outline. Now the Chosen place keeps a
line of room under its outline: the cards and the words lie inside the window, the words
under no card, clear of the outline's edge and of the Roundhouse's words beside them."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.ard_ri.table.paint import pending_words

from ..games.ard_ri.helpers import position
from .helpers import make_app
from .test_ard_ri_table import card, move, start

WARRIORS = ["KS", "QS", "JS", "10S"]


@pytest.mark.parametrize("aims", ["1111", "1212"], ids=["one target", "two targets"])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1880, 1000), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_four_chosen_raiders_and_their_words_fit_the_window_clear_of_cards_and_outline(size, aims):
    w, h = size
    s = position(3, "winter", houses={0: WARRIORS, 1: ["QH"], 2: ["JD"]},
                 proven=[*WARRIORS, "QH", "JD"],
                 fields={0: ["10C", "3S", "9H", "8C", "7D", "6H"], 1: ["7S", "4D"], 2: ["2D"]})
    app = make_app(size)
    scene = start(app, s, "HAA")
    for code, aim in zip(WARRIORS, aims, strict=True):
        move(app, scene, card(s, code, "roundhouse/0"), f"roundhouse/{aim}")
    pile = scene.board.piles["pending/0"]
    assert len(pile) == 4 and all(sp.lift > 0 for sp in pile), "four raiders stand chosen"
    lay, view = scene.board.layout, scene.current_view()
    assert view.info["stage"] == "raid"
    screen = pygame.Rect(0, 0, w, h)
    cards = [pygame.Rect(*map(round, sp.rect())) for sp in scene.board.sprites()]
    for sp in pile:
        r = pygame.Rect(*map(round, sp.rect()))
        assert screen.contains(r), f"a chosen card {r} leaves the {w}x{h} window"

    words: list[pygame.Rect] = []

    class Surface:
        def blit(self, img, pos):
            words.append(pygame.Rect(pos, img.get_size()))

    pending_words(Surface(), lay, view, ["Aoife", "Orla (AI)", "Brian (AI)"], scene.theme)
    assert words, "the raiders' words are drawn"
    zl = lay.zones["pending/0"]
    m = lay.metrics
    x, y, zw, zh = zl.extent(4)
    outline = pygame.Rect(round(x), round(y), round(zw), round(zh)).inflate(m.px(8), m.px(8))
    neighbours = [pygame.Rect(*map(round, r)) for k, r in lay.labels.items()
                  if k != "caption/pending/0"] + [pygame.Rect(*map(round, r)) for r in lay.plates.values()]
    for r in words:
        assert screen.contains(r), f"the words {r} leave the {w}x{h} window"
        under = [c for c in cards if c.colliderect(r)]
        assert not under, f"the words {r} lie under the cards {under}"
        assert not outline.colliderect(r), f"the words {r} cross the Chosen outline {outline}"
        hit = [n for n in neighbours if n.colliderect(r)]
        assert not hit, f"the words {r} meet {hit}"
