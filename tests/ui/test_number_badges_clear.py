"""A held card's numbered places: each number badge goes on a corner of its place's outline
that keeps off the places' names and the boxes the game paints on the felt (Ard Rí, 1240x620:
the Roundhouse's "1" covered the sum of a suit under the Cattle Field)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.table.focus import target_badge_rects

from .helpers import key
from .test_table_layout import my_turn


@pytest.mark.parametrize("gid,n", [("ard_ri", 3), ("ard_ri", 4), ("ard_ri", 5), ("keltis", 2), ("seanchai", 2)])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_number_badge_covers_a_name_or_a_caption(gid, n, size):
    app, scene = my_turn(gid, n, size)
    keys = scene.keys
    key(app, pygame.K_TAB)
    held = 0
    for _ in range(6):
        key(app, pygame.K_RETURN)
        if keys.focus.held is not None:
            dests = keys.focus.destinations()
            places = [keys.stop_rect(t) for t in dests]
            if all(p is not None for p in places):
                held += 1
                keep_off = [pygame.Rect(*map(round, r)) for r in keys.badge_keep_off()]
                for t, b in zip(dests, target_badge_rects(places, scene.layout.metrics.unit, None,
                                                          keys.badge_keep_off()), strict=True):
                    hit = [r for r in keep_off if b.colliderect(r)]
                    assert not hit, f"the badge of {t} at {b} covers {hit}"
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_RIGHT)
    assert held >= 2
