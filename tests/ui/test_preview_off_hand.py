"""The keyboard's large preview of a focused hand card never lies on that hand's cards (the
card would show twice, and its neighbours be hidden) and stays inside the window: beside the
hand where a side is free, else above it over the table's open middle."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import REGISTRY
from tabletop.ui.table.layout import inside, overlap

from .helpers import frames, key
from .test_table_layout import my_turn

SIZES = [(1240, 620), (1280, 800), (1920, 1080)]
def from_a_full_hand(match) -> bool:
    """Seat 0 to act with at least four cards in hand and a move from it (so the keys reach
    the hand and the hand is wide)."""
    hand = match.rules.zones(match.state)["hand/0"]
    return len(hand.cards) >= 4 and any(a.src == "hand/0" for a in match.legal())


CASES = [(gid, n) for gid in sorted(REGISTRY) if gid != "kit"
         for n in sorted({REGISTRY[gid].meta.min_players, REGISTRY[gid].meta.max_players})]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("gid", "n"), CASES, ids=lambda c: str(c))
def test_the_focused_cards_preview_covers_no_card_of_its_hand(gid, n, size):
    """Hyrule at 1280x800: the trick pile right of the hand and the name plate left of it
    left the preview of a card on the left its fallback, the hand's declared place, whose
    side lay on the hand's last cards (Treasure and Keltis likewise at 1240x620 and
    1920x1080). Every card the keys reach, as drawn, and every face in the hand as if
    focused."""
    app, scene = my_turn(gid, n, size, moves=0, until=from_a_full_hand)
    hand = f"hand/{scene.bottom}"
    window = (0, 0, *size)
    zooms: list[pygame.Rect] = []
    real = scene.painter.zoom

    def spy(surf, card, centre, height):
        r = real(surf, card, centre, height)
        zooms.append(pygame.Rect(r))
        return r

    scene.painter.zoom = spy
    cards = lambda: [s for s in scene.board.piles[hand] if s.face is not None]  # noqa: E731
    assert len(cards()) >= 4, "no hand to look at"
    for s in cards():
        r = scene.keys.preview_rect(s, True)
        assert inside(r, window), f"{s.face}: the preview {r} leaves the window"
        hit = [o.rect() for o in cards() if overlap(r, o.rect())]
        assert not hit, f"{s.face}: the preview {r} lies on hand cards {hit}"
    key(app, pygame.K_TAB)
    focused = 0
    for _ in range(len(scene.keys.focus.stops())):
        zooms.clear()
        frames(app, 1)
        s = scene.keys.focused_sprite()
        if s is not None and s.zone == hand:
            assert zooms, "no preview drawn for the focused card"
            focused += 1
            for z in zooms:
                assert inside(tuple(z), window), f"{s.face}: the preview {z} leaves the window"
                hit = [o.rect() for o in cards() if z.colliderect(pygame.Rect(o.rect()))]
                assert not hit, f"{s.face}: the preview {z} lies on hand cards {hit}"
        key(app, pygame.K_RIGHT)
    assert focused >= 1, "the keys never reached a hand card"
