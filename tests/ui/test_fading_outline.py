"""A message or score pop-up that fades out fades whole, its outline too: its fill and words
faded while its opaque outline stayed, an empty pill beside the plate for its last third of a
second (Treasure with three players at 1240x620, after a group was tabled)."""

from __future__ import annotations

import pygame

from tabletop.ui.table.hud import Pop
from tabletop.ui.widgets.panel import draw_panel

from .helpers import frames, make_app, start_table


def _edge_strength(surf: pygame.Surface, r: pygame.Rect, edge: tuple[int, int, int]) -> float:
    """How much of the edge colour the outline's middle pixel on the left side shows (0–1),
    drawn on black."""
    px = surf.get_at((r.x, r.centery))[:3]
    return max(c / e for c, e in zip(px, edge, strict=True) if e >= 64)


def test_a_faded_panel_fades_its_edge_with_its_fill() -> None:
    pygame.init()
    surf = pygame.Surface((200, 80))
    edge = (240, 200, 80)
    r = pygame.Rect(20, 20, 160, 40)
    draw_panel(surf, r, (20, 40, 30), 230, edge, radius=20, width=2)
    assert _edge_strength(surf, r, edge) > 0.9
    for fade in (0.5, 0.1):
        surf.fill((0, 0, 0))
        draw_panel(surf, r, (20, 40, 30), 230, edge, radius=20, width=2, fade=fade)
        assert _edge_strength(surf, r, edge) < fade + 0.1, fade
    surf.fill((0, 0, 0))
    draw_panel(surf, r, (20, 40, 30), 230, edge, radius=20, width=2, fade=0.0)
    assert surf.get_at((r.x, r.centery))[:3] == (0, 0, 0)


def test_a_score_pop_at_its_end_leaves_no_outline_behind() -> None:
    app = make_app((1240, 620))
    scene = start_table(app, "HA")
    frames(app, 3)
    lay, hud = scene.layout, scene.hud
    edge = tuple(hud.theme.highlight)
    for ttl, most in ((1.0, 1.01), (0.05, 0.3)):  # shown: the whole outline; near its end: faint
        hud.pops = [Pop(lay.metrics.w / 2, lay.metrics.h / 2, "+12", ttl, 1.2)]
        r = hud.pop_rects(lay)[0]
        surf = pygame.Surface((lay.metrics.w, lay.metrics.h))
        hud.draw_effects(surf, lay)
        strength = _edge_strength(surf, r, edge)
        assert strength <= most, (ttl, strength)
        if ttl == 1.0:
            assert strength > 0.8
