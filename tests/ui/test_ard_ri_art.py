"""Ard Rí's card painter: every card paints, copies are identical, roles read at a glance."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from tabletop.games.ard_ri.cards import deck
from tabletop.games.ard_ri.table import faces as ard_ri
from tabletop.ui.render.art import CardArt, family_for
from tabletop.ui.render.theme import THEMES

SMALLEST, SMALL, NORMAL = (34, 48), (48, 67), (90, 126)  # SMALLEST: card size 0.8 at 1280×720


def _digest(img) -> str:
    return hashlib.sha1(img.tobytes()).hexdigest()


def _colours_near(img, box, target, tol: int = 24) -> int:
    """How many pixels inside ``box`` are within ``tol`` of ``target`` (RGB)."""
    raw = img.convert("RGB").crop(box).tobytes()
    px = (raw[i:i + 3] for i in range(0, len(raw), 3))
    return sum(1 for p in px if all(abs(a - b) <= tol for a, b in zip(p, target, strict=True)))


@pytest.mark.parametrize("copies", [1, 2, 3])
def test_the_ard_ri_family_paints_every_deck(copies):
    d = deck(copies)
    assert d.deck_id == f"ardri{52 * copies}"
    assert family_for(d).name == "ard_ri"


@pytest.fixture(scope="module")
def painted():
    """Every distinct card of the one-deck game at the smallest, the small and the normal size."""
    d = deck(1)
    theme = THEMES["classic"]
    return {(card.code, size): ard_ri.paint_face(d, card, size, theme)
            for card in d.cards for size in (SMALLEST, SMALL, NORMAL)}


def test_every_card_paints_at_48_px_and_normal_and_faces_differ(painted):
    for (code, size), img in painted.items():
        assert img is not None and img.size == size, (code, size)
    for size in (SMALLEST, SMALL, NORMAL):
        digests = {_digest(img) for (code, sz), img in painted.items() if sz == size}
        assert len(digests) == 52, size  # no two cards look alike


def test_identical_copies_paint_identical_pixels(tmp_path):
    d = deck(3)
    art = CardArt(cache_dir=tmp_path)
    for code in ("KS", "7H", "AD", "JC"):
        ids = d.ids_for(code)
        assert len(ids) == 3
        surfs = [pygame.image.tobytes(art.face(d, i, SMALL), "RGBA") for i in ids]
        assert surfs[0] == surfs[1] == surfs[2], code


def test_the_role_badge_tells_cattle_from_warriors(painted):
    """Top right: a cream roundel (cattle) or a dark iron one (warriors), at both sizes."""
    for size, box in ((NORMAL, (68, 4, 88, 24)), (SMALL, (25, 2, 45, 22))):
        for code, role in (("5S", "cattle"), ("AH", "cattle"), ("10D", "cattle"), ("JS", "warrior"),
                           ("QH", "warrior"), ("KC", "warrior")):
            img = painted[(code, size)]
            cream = _colours_near(img, box, ard_ri.CATTLE_FILL, tol=8)  # (the court frame is near)
            iron = _colours_near(img, box, ard_ri.WARRIOR_FILL, tol=8)
            if role == "cattle":
                assert cream > 15 and iron * 5 < cream, (code, size, cream, iron)
            else:
                assert iron > 15 and cream * 5 < iron, (code, size, cream, iron)


def test_warrior_badges_show_their_rank_by_studs(painted):
    """K > Q > J: the gold studs on the badge grow with the rank."""
    box = (68, 4, 88, 24)
    studs = [_colours_near(painted[(code, NORMAL)], box, ard_ri.STUD, tol=30) for code in ("JS", "QS", "KS")]
    assert studs[0] < studs[1] < studs[2], studs


def test_the_back_is_its_own(tmp_path):
    art = CardArt(cache_dir=tmp_path)
    from tabletop.core.decks import standard_deck

    ours = pygame.image.tobytes(art.back(deck(1), NORMAL), "RGBA")
    standard = pygame.image.tobytes(art.back(standard_deck(), NORMAL), "RGBA")
    assert ours != standard


def test_the_marks_are_drawn_and_told_apart_by_shape():
    surf = pygame.Surface((400, 200), pygame.SRCALPHA)
    results = {}
    for k, fn in enumerate((ard_ri.overlay_unproven, ard_ri.overlay_proven, ard_ri.overlay_counted)):
        surf.fill((0, 0, 0, 0))
        card = pygame.Rect(40 + 0 * k, 60, 90, 126)
        badge = fn(surf, card, 1.0)
        assert badge.w >= 14 and badge.colliderect(card)
        results[fn.__name__] = pygame.image.tobytes(surf.subsurface(badge), "RGBA")
        assert any(surf.get_at((x, badge.centery))[3] > 200 for x in range(badge.left, badge.right))
    assert len(set(results.values())) == 3
    # the unproven frame is dashed: along the left edge some pixels are drawn, some are not
    surf.fill((0, 0, 0, 0))
    ard_ri.overlay_unproven(surf, (40, 60, 90, 126), 1.0)
    left_edge = [surf.get_at((41, y))[3] for y in range(80, 170)]
    assert max(left_edge) > 200 and min(left_edge) == 0


def test_icon_is_a_square_sign(tmp_path):
    art = CardArt(cache_dir=tmp_path)
    a = ard_ri.icon(art, "cattle", 20, (120, 70, 30))
    b = ard_ri.icon(art, "warrior", 20, (120, 70, 30))
    assert a.get_size() == b.get_size() == (20, 20)
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")
