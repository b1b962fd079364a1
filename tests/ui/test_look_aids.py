"""Game aids drawn on the table: Hyrule's suit circle (on the table, through the layout kit, and
beside its rules)."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from tabletop.games.hyrule.precedence import BEATS
from tabletop.games.hyrule.table.figure import GAP, HEAD, arrows, layout, suit_circle
from tabletop.ui.render.theme import Theme

from .test_table_layout import table

THEME = Theme("test")


def test_the_circle_draws_exactly_the_rules_relation():
    drawn = arrows()
    assert set(drawn) == {(a, b) for a, losers in BEATS.items() for b in losers}
    for a, b in itertools.combinations("DCSH", 2):  # each pair of suits: one arrow, one way
        assert ((a, b) in drawn) != ((b, a) in drawn)


def _ink(surf: pygame.Surface, x: float, y: float) -> bool:
    r, g, b, a = surf.get_at((round(x), round(y)))
    return a > 150 and min(r, g, b) > 150  # the light arrow colour on the dark plaque


@pytest.mark.parametrize("size", [(110, 125), (220, 250)])
def test_each_arrow_points_from_winner_to_loser(size):
    """Near each loser the arrow is wide (its head), near the winner only a thin shaft."""
    surf = suit_circle(size, THEME)
    centres, disc, _ = layout(*size)
    for a, b in arrows():
        (ax, ay), (bx, by) = centres[a], centres[b]
        d = math.hypot(bx - ax, by - ay)
        ux, uy = (bx - ax) / d, (by - ay) / d
        px, py = -uy, ux
        head = disc * HEAD
        off = head * 0.25  # inside the head's half width there, well outside the shaft
        back = disc * GAP + head * 0.65
        near_b = (bx - ux * back, by - uy * back)
        near_a = (ax + ux * back, ay + uy * back)
        assert _ink(surf, near_b[0] + px * off, near_b[1] + py * off), f"{a}->{b}: no head at {b}"
        assert not _ink(surf, near_a[0] + px * off, near_a[1] + py * off), f"{a}->{b}: a head at {a}"


def test_suits_sit_on_white_discs_in_their_colours():
    surf = suit_circle((200, 228), THEME)
    centres, disc, _ = layout(200, 228)
    for suit, (x, y) in centres.items():
        rim = surf.get_at((round(x), round(y - disc * 0.8)))[:3]
        assert rim == THEME.card_face, suit
        colours = {surf.get_at((round(x + dx), round(y + dy)))[:3]
                   for dx in range(-4, 5, 2) for dy in range(-4, 5, 2)}
        assert THEME.suit_colour(suit) in colours, suit


@pytest.mark.parametrize("n", [2, 5])
def test_the_hyrule_table_reserves_and_draws_the_circle(n):
    """The kit reserves the circle's box (so the layout test checks it), the table draws it."""
    app, scene = table("hyrule", n, (1280, 720), "mid")
    box = scene.layout.labels.get("aid/suits")
    assert box is not None
    x, y, w, h = box
    assert w >= 90 and h >= 100  # big enough to read the suits
    centres, disc, _ = layout(round(w), round(h))
    screen = app.window.surface
    for suit, (cx, cy) in centres.items():
        rim = screen.get_at((round(x + cx), round(y + cy - disc * 0.8)))[:3]
        assert rim == scene.theme.card_face, suit
    assert not any(k.startswith("aid/") for k in table("keltis", 2, (1280, 720), "mid")[1].layout.labels)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hyrules_rules_show_the_circle_beside_the_text(size):
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.rules import RulesScene

    from .test_look_screens import _manager

    mgr = _manager(size)
    scene = RulesScene(REGISTRY["hyrule"])
    mgr.push(scene)
    surf = pygame.Surface(size)
    mgr.draw(surf)
    fig = scene.figure_rect
    assert fig is not None and scene.box.contains(fig)
    assert not fig.colliderect(scene.body.rect) and not fig.colliderect(scene.back.rect)
    centres, disc, _ = layout(*fig.size)
    for suit, (cx, cy) in centres.items():
        assert surf.get_at((round(fig.x + cx), round(fig.y + cy - disc * 0.8)))[:3] == scene.theme.card_face, suit
    other = RulesScene(REGISTRY["keltis"])
    mgr.push(other)
    assert other.figure_rect is None and other.body.rect.w > scene.body.rect.w


@pytest.mark.parametrize("size", [(98, 112), (110, 125), (220, 250)])
def test_the_caption_keeps_clear_of_the_plaques_sides(size):
    """"Arrow: beats" ran to the plaque's rounded edge in the table's smallest box (1240x620).
    The caption's pixels are those that change with the caption's colour alone."""
    import dataclasses

    light = suit_circle(size, dataclasses.replace(THEME, text_dim=(255, 255, 255)))
    dark = suit_circle(size, dataclasses.replace(THEME, text_dim=(0, 0, 0)))
    w, h = size
    xs = [x for x in range(w) for y in range(h) if light.get_at((x, y)) != dark.get_at((x, y))]
    assert xs, "no caption drawn"
    margin = 0.08 * w
    assert min(xs) >= margin and max(xs) <= w - 1 - margin, (min(xs), max(xs), w)
