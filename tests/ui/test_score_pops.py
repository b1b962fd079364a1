"""Score pop-ups beside the plates ("Gift 25 > 24", "Client!", "−2 deserted"): at Ard Rí's
last season a seat gets several at once, and none may cover a plate, the status line or
another pop-up (the third fell back onto the player's own plate, clamped into the window)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from .helpers import frames
from .test_table_layout import my_turn


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_three_pops_at_once_for_every_seat_cover_no_plate_status_or_each_other(n, size):
    app, scene = my_turn("ard_ri", n, size)
    lay = scene.layout
    for p in range(n):
        scene.hud.pop_zone(lay, f"field/{p}", "Gift 25 > 24", 5)
        scene.hud.pop_zone(lay, f"roundhouse/{p}", "Client!", 5)
        scene.hud.pop_zone(lay, f"roundhouse/{p}", "−2 deserted", 5)
    pops = scene.hud.pop_rects(lay)
    assert len(pops) == 3 * n
    window = pygame.Rect(0, 0, *size)
    plates = [pygame.Rect(r) for r in lay.plates.values()]
    status = scene.status_box()
    for r in pops:
        assert window.contains(r), r
        assert r.collidelist(plates) == -1, (r, "covers a plate")
        assert status is None or not r.colliderect(status), (r, "covers the status line")
    for a, b in itertools.combinations(pops, 2):
        assert not a.colliderect(b), (a, b)
    frames(app, 1)
