"""Cards gathered into a pending decision (the selection: Treasure's group in the making, Ard
Rí's "Chosen") look chosen, not disabled: they were drawn under the blue-grey tint of an own
card lying face down, as if they could not be played. Now they stand raised in their faces'
own colours with a solid outline in the highlight colour."""

from __future__ import annotations

import pygame
import pytest

from .helpers import frames
from .test_table_layout import my_turn


def _gathered(gid: str, players: int, size=(1280, 800), count: int = 2):
    """``gid``'s table with ``count`` cards gathered by the viewer, settled."""
    app, scene = my_turn(gid, players, size,
                         until=lambda m: sum(1 for a in m.legal() if a.kind == "gather") >= count)
    for _ in range(count):
        gather = next(a for a in scene.match.legal() if a.kind == "gather")
        assert scene.control.submit(gather)
        frames(app, 60)
    frames(app, 10)
    return app, scene


@pytest.mark.parametrize(("gid", "players"), [("treasure", 3), ("ard_ri", 3), ("treasure", 5)])
def test_chosen_cards_are_outlined_and_not_dimmed(gid, players):
    app, scene = _gathered(gid, players)
    pile = scene.board.piles["pending/0"]
    assert len(pile) >= 2
    surf = pygame.display.get_surface()
    highlight = scene.theme.highlight
    for s in pile:
        assert s.face is not None and s.lift > 0, s
        x, y, w, h = (round(v) for v in s.rect())
        x = round(s.x - w / 2)  # as the painter places it
        art = scene.painter.image(s.face, (w, h))
        for fx, fy in ((0.5, 0.5), (0.3, 0.4), (0.7, 0.6)):  # the face shows in its own colours
            px, py = int(w * fx), int(h * fy)
            drawn = surf.get_at((x + px, y + py))[:3]
            own = art.get_at((px, py))[:3]
            assert max(abs(a - b) for a, b in zip(drawn, own, strict=True)) <= 8, (s.face, drawn, own)
        edge = surf.get_at((x + w // 2, y + 1))[:3]  # the outline along its top edge
        assert max(abs(a - b) for a, b in zip(edge, highlight, strict=True)) <= 8, (edge, highlight)
        assert s.chosen and not s.tint
    # the one taken back is drawn as any hand card again
    back = pile[-1]
    assert scene.keeping.undo()
    frames(app, 60)
    assert back.zone != "pending/0" and not back.chosen
    assert all(s.chosen for s in scene.board.piles["pending/0"])
