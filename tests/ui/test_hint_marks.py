"""The Hint marks where the move is made: a draw of a card nobody sees yet at the pile it
comes from (Treasure's "Draw from the draw pile" marked the player's own hand, where the card
would go, with the "Hint" badge on it)."""

from __future__ import annotations

import pygame
import pytest

from .helpers import frames
from .test_table_layout import my_turn


@pytest.mark.parametrize(("gid", "pile"), [("treasure", "stock"), ("keltis", "draw"), ("keltis", "discard/G")])
def test_a_hinted_draw_is_marked_on_its_pile(gid, pile):
    app, scene = my_turn(gid, 3, (1280, 800),
                         until=lambda m: any(a.src == pile and not a.cards for a in m.legal()))
    draw = next(a for a in scene.match.legal() if a.src == pile and not a.cards)
    marks = scene.keys.action_rects(draw)
    assert marks, "the draw is not shown"
    where = pygame.Rect(scene.board.extent(pile))
    hand = pygame.Rect(scene.board.extent(f"hand/{scene.bottom}"))
    assert all(pygame.Rect(r).colliderect(where) for r in marks), (marks, where)
    assert not any(pygame.Rect(r).colliderect(hand) for r in marks), "the Hint marks the hand"
    frames(app, 1)


@pytest.mark.parametrize(("gid", "pile"), [("treasure", "stock"), ("keltis", "draw")])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hint_badge_on_a_pile_leaves_its_title_readable(gid, pile, size):
    """Treasure, 1280x800: the "Hint" badge, centred on the ring's corner, covered the first
    letters of "Draw pile", the title inside the ring. It now sits on the ring's line."""
    from tabletop.ui.table.focus import label_extent

    app, scene = my_turn(gid, 3, size, until=lambda m: any(a.src == pile and not a.cards for a in m.legal()))
    draw = next(a for a in scene.match.legal() if a.src == pile and not a.cards)
    marks = scene.keys.action_rects(draw)
    tag = pygame.Rect(label_extent(marks[0], scene.layout.metrics.unit, "Hint"))
    titles = scene.title_pills()
    assert pile in titles, titles.keys()
    assert not tag.colliderect(titles[pile]), (tag, titles[pile])
    assert not tag.colliderect(pygame.Rect(scene.board.extent(pile))), "the badge lies on the pile"
    frames(app, 1)


def test_a_badge_at_the_window_edge_keeps_its_round_end_in_sight():
    """Seanchaí, 1280x800: the "Hint" badge on the Draw pile at the window's left edge was
    drawn against it, its round end cut off. It keeps a few pixels from the edge."""
    from tabletop.ui.table.focus import badge

    surf = pygame.Surface((200, 100))
    surf.fill((0, 0, 255))
    badge(surf, (0, 0), "Hint", 16, (250, 200, 60))
    lit = [(x, y) for x in range(200) for y in range(100) if surf.get_at((x, y))[:3] != (0, 0, 255)]
    assert lit and min(x for x, _ in lit) >= 2 and min(y for _, y in lit) >= 2
