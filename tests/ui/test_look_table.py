"""Table depth: shadows under cards (wider when lifted), empty places as marks not boxes,
the glowing seat to act, and the finished trick held with its taker lit before the sweep."""

from __future__ import annotations

import pygame

from tabletop.core.decks import standard_deck
from tabletop.ui.render.art import CardArt
from tabletop.ui.render.theme import CLASSIC
from tabletop.ui.table.painter import CardPainter, paint_glow, paint_slot
from tabletop.ui.table.sprites import CardSprite

from .helpers import frames, make_app, start_table

DECK = standard_deck(jokers=2, deck_id="hyrule54")
GREY = (128, 128, 128)


def _shade_below(tmp_path, lift: float) -> list[int]:
    """How much darker than the table each pixel is, going down from a card's bottom edge."""
    painter = CardPainter(CardArt(cache_dir=tmp_path), DECK)
    surf = pygame.Surface((300, 300))
    surf.fill(GREY)
    s = CardSprite(("c", 0), 0, "hand/0", 150, 130, 90, 126)
    s.lift = lift
    painter.draw_one(surf, s)
    bottom = round(130 + 63 - lift)
    return [GREY[0] - surf.get_at((150, bottom + k))[0] for k in range(1, 40)]


def test_a_card_at_rest_casts_a_tight_shadow(tmp_path):
    shade = _shade_below(tmp_path, 0.0)
    assert shade[1] > 8, "no shadow right under a resting card"
    assert shade[25] < 3, "a resting card's shadow should stay close"


def test_a_lifted_card_casts_a_wider_shadow(tmp_path):
    rest = _shade_below(tmp_path, 0.0)
    lifted = _shade_below(tmp_path, 14.0)
    assert sum(lifted) > sum(rest) * 1.5
    assert max(k for k, v in enumerate(lifted) if v > 2) > max(k for k, v in enumerate(rest) if v > 2)


def test_an_empty_place_is_marked_at_its_corners_not_boxed():
    surf = pygame.Surface((200, 260))
    surf.fill(GREY)
    r = pygame.Rect(20, 20, 160, 220)
    paint_slot(surf, r, CLASSIC, "empty", 10)
    mid_top = surf.get_at((r.centerx, r.y))[:3]
    corner_arm = surf.get_at((r.x + 14, r.y))[:3]
    inside = surf.get_at(r.center)[:3]
    assert sum(corner_arm) > sum(mid_top) + 60, "the corners carry a light mark"
    assert abs(sum(mid_top) - sum(inside)) < 10, "no outline along the sides: not a box"
    assert sum(inside) < sum(GREY) - 5, "a faint patch shows the place"


def test_a_drop_target_glows_with_a_dashed_edge():
    surf = pygame.Surface((200, 260))
    surf.fill((0, 0, 0))
    r = pygame.Rect(20, 20, 160, 220)
    paint_slot(surf, r, CLASSIC, "target", 10)
    top_edge = [surf.get_at((x, r.y + 1))[:3] for x in range(r.x + 20, r.right - 20)]
    lit = [sum(c) > 300 for c in top_edge]
    assert any(lit) and not all(lit), "the edge is dashed (never colour alone)"
    assert sum(surf.get_at(r.center)[:3]) > 0, "the place itself is tinted"


def test_the_seat_to_act_glows():
    surf = pygame.Surface((300, 200))
    surf.fill((0, 0, 0))
    plate = pygame.Rect(60, 60, 180, 60)
    paint_glow(surf, plate, CLASSIC.highlight, 10)
    r, g, b, _ = surf.get_at((plate.centerx, plate.y - 6))
    assert r > 40 and g > 30 and b < r, "a yellow halo just outside the plate"
    assert surf.get_at((5, 5))[:3] == (0, 0, 0)


def test_the_finished_trick_stays_with_its_taker_lit_then_sweeps():
    app = make_app(speed="normal")
    scene = start_table(app, "AA", seed=4)
    held_with_glow = False
    for _ in range(60 * 60):
        frames(app)
        beat = scene.board.animator.current
        if beat is not None and beat.label == "hold":
            lit = [s for z, pile in scene.board.piles.items() if z.startswith("play/")
                   for s in pile if s.glow]
            if lit:
                held_with_glow = True
                break
        if scene.match.is_over:
            break
    assert held_with_glow, "no trick was held with the taking seat's card glowing"
    for _ in range(600):  # the sweep ends the glow
        frames(app)
        if not scene.board.busy:
            break
    assert not any(s.glow for z, pile in scene.board.piles.items() if z.startswith("play/") for s in pile)
    app.close()


def test_the_trick_hold_follows_the_setting():
    from tabletop.persistence.settings import Settings
    from tabletop.ui.prefs import Prefs

    app = make_app(speed="normal")
    app.ctx.prefs = Prefs(None, Settings(trick_hold=3.0))
    scene = start_table(app, "AA", seed=4)
    frames(app)
    assert scene.board.pause_scale == 3.0
    app.close()
