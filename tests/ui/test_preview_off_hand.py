"""The keyboard's large preview of a focused hand card never lies on that hand's cards (the
card would show twice, and its neighbours be hidden) and stays inside the window: beside the
hand where a side is free, else above it over the table's open middle."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import REGISTRY
from tabletop.ui.table.layout import inflate, inside, overlap

from .helpers import frames, key
from .test_table_layout import my_turn

SIZES = [(1240, 620), (1280, 800), (1920, 1080)]
def spy_zooms(scene) -> list[pygame.Rect]:
    """Every large preview the table's painter draws from now on, as drawn."""
    zooms: list[pygame.Rect] = []
    real = scene.painter.zoom

    def spy(surf, card, centre, height):
        r = real(surf, card, centre, height)
        zooms.append(pygame.Rect(r))
        return r

    scene.painter.zoom = spy
    return zooms


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
    zooms = spy_zooms(scene)
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


def in_sight(scene) -> dict[str, tuple]:
    """What the player should go on seeing: every card on the table as it lies, and the
    viewer's own places (where empty, their outlines as drawn) with their names."""
    lay, board = scene.layout, scene.board
    out = {f"{s.zone} card": s.rect() for s in board.sprites() if s.zone in lay.zones}
    pad = lay.metrics.px(4)
    for z, zl in lay.zones.items():
        if lay.owners.get(z) == scene.viewer and z not in lay.overlays:
            if not board.piles.get(z):
                out[f"{z} (empty)"] = inflate(zl.extent(1), pad, pad)
            pill = scene.title_pills().get(z)
            if pill is not None:
                out[f"{z} name"] = tuple(pill)
            for kind in ("title", "caption"):
                if f"{kind}/{z}" in lay.labels:
                    out[f"{z} {kind}"] = lay.labels[f"{kind}/{z}"]
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("gid", "n"), CASES, ids=lambda c: str(c))
def test_the_focused_cards_preview_covers_no_card_nor_own_place(gid, n, size):
    """Keltis at 1240x620: each turn began with the focused hand card's preview over the
    player's own Red, Pink and Blue rows and their names (it kept off the other seats'
    places only); Seanchai's over the player's point field. Every hand card, as if focused:
    its preview covers no card on the table and none of the viewer's own places."""
    app, scene = my_turn(gid, n, size, moves=0, until=from_a_full_hand)
    hand = f"hand/{scene.bottom}"
    key(app, pygame.K_TAB)
    frames(app, 1)
    sight = in_sight(scene)
    for s in [s for s in scene.board.piles[hand] if s.face is not None]:
        r = scene.keys.preview_rect(s, True)
        hit = [k for k, o in sight.items() if overlap(r, o)]
        assert not hit, f"{s.face}: the preview {r} covers {hit}"


#: where a hand card is held at the first full-hand position: not Hyrule (its hand cards are
#: played at once, one meaning each), nor Seanchaí with 5 (there each card has one place)
HELD_CASES = [c for c in CASES if c[0] != "hyrule" and c != ("seanchai", 5)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("gid", "n"), HELD_CASES, ids=lambda c: str(c))
def test_a_held_cards_preview_and_caption_cover_no_card_nor_own_place(gid, n, size, panels):
    """Keltis at 1240x620: "Holding the Green 6" lay on the player's Red row, and "Holding
    the Point card 5" on the hand. Holding a hand card, its preview and the caption cover no
    card on the table, none of the viewer's own places and none of the card's places (their
    outlines and number keys). Where no spot leaves room for the whole caption (Seanchaí with two
    players, Treasure with two and eight: it lay on the hand, a pile or the tableau), it is
    shorter, the numbered places' list first (``KeyPlay.caption``)."""
    app, scene = my_turn(gid, n, size, moves=0, until=from_a_full_hand)
    hand = f"hand/{scene.bottom}"
    zooms = spy_zooms(scene)
    key(app, pygame.K_TAB)
    held = 0
    for _ in range(len(scene.keys.focus.stops())):
        s = scene.keys.focused_sprite()
        if s is not None and s.zone == hand and scene.keys.focus.current().target in scene.board.index.drags:
            key(app, pygame.K_RETURN)
            if scene.keys.focus.held is not None:
                panels.clear()
                zooms.clear()
                frames(app, 1)
                held += 1
                sight = in_sight(scene)
                sight.update({f"place {i + 1}": r for i, r in enumerate(scene.keys._held_marks())})
                captions = [("caption", p) for p in panels]
                for what, box in [("preview", z) for z in zooms] + captions:
                    hit = [k for k, o in sight.items() if overlap(tuple(box), o)]
                    assert not hit, f"{s.face}: the {what} {box} covers {hit}"
                key(app, pygame.K_ESCAPE)
                frames(app, 1)
        key(app, pygame.K_RIGHT)
    assert held, "no hand card was held"


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_focused_cards_preview_leaves_every_places_name_in_sight(size):
    """Keltis, three players at 1280x800: each turn the focused hand card's preview lay over
    half of "Wishing stones still available" (a shared place's name). No preview covers a
    place's name where the room allows."""
    app, scene = my_turn("keltis", 3, size)
    key(app, pygame.K_TAB)
    frames(app, 1)
    names = scene.title_pills()
    for s in [s for s in scene.board.piles[f"hand/{scene.bottom}"] if s.face is not None]:
        r = scene.keys.preview_rect(s, True)
        hit = [z for z, pill in names.items() if overlap(r, tuple(pill))]
        assert not hit, f"{s.face}: the preview {r} covers the names of {hit}"
