"""Ard Rí: a blocker picked up has one outline per raider it may block. Each raider's place
took in the name over the Marches and the words under the whole row, so targets 1 and 2
shared one dashed box round the Marches (seen in a real window)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.ard_ri.cards import CODE
from tabletop.ui.table.focus import Stop

from ..games.ard_ri.helpers import play, position
from .helpers import click, frames, make_app
from .test_ard_ri_table import start


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_raider_a_blocker_may_block_has_its_own_outline(size):
    s = position(2, "winter", houses={0: ["KS", "KH"], 1: ["JD", "QS"]}, proven=["KS", "KH", "JD", "QS"],
                 fields={0: ["7S"], 1: ["10C", "7H"]}, hands={0: ["2C"], 1: ["3C"]})
    s = play(s, "gather JD up at 1", "gather QS up at 1", "commit raid")
    app = make_app(size)
    scene = start(app, s)
    king = scene.board.piles["roundhouse/0"][0]
    x, y, w, h = king.rect()
    click(app, (round(x + w * 0.2), round(y + h / 2)))  # picked up: its places are numbered
    frames(app, 5)
    keys = scene.keys
    raiders = [d for d in keys.focus.places() if isinstance(d, int)]
    assert sorted(CODE[c] for c in raiders) == ["JD", "QS"]
    outlines = [pygame.Rect(*map(round, keys.stop_rect(Stop("card", c)))) for c in raiders]
    cards = [pygame.Rect(*map(round, scene.board.sprite_for(c).rect())) for c in raiders]
    for mine, card, other in zip(outlines, cards, reversed(cards), strict=True):
        assert mine.contains(card)
        assert not mine.contains(other), f"the outline {mine} holds both raiders {cards}"
    assert outlines[0] != outlines[1]


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_raiders_shared_target_reads_between_their_outlines(size):
    """The words under both raiders ("at Aoife") lay inside both outlines, and the lines where
    the outlines met crossed them: the outlines pass under the words (``felt_words``), which
    look as they did before the blocker was picked up."""
    s = position(2, "winter", houses={0: ["KS", "KH"], 1: ["JD", "QS"]}, proven=["KS", "KH", "JD", "QS"],
                 fields={0: ["7S"], 1: ["10C", "7H"]}, hands={0: ["2C"], 1: ["3C"]})
    s = play(s, "gather JD up at 1", "gather QS up at 1", "commit raid")
    app = make_app(size)
    scene = start(app, s)
    frames(app, 2)
    screen = app.window.surface
    words = [pygame.Rect(*map(round, r)) for r in scene.game.felt_words(scene.layout, scene.current_view())]
    raiders = [pygame.Rect(*map(round, sp.rect())) for sp in scene.board.piles["marches"]]
    first, second = sorted(raiders, key=lambda r: r.x)
    shared = [w for w in words if w.top >= first.bottom - 1 and w.left < second.left and w.right > first.right]
    assert shared, f"no words under both raiders: {words}, raiders {raiders}"
    before = [screen.subsurface(w).copy() for w in shared]
    king = scene.board.piles["roundhouse/0"][0]
    x, y, w, h = king.rect()
    click(app, (round(x + w * 0.2), round(y + h / 2)))  # picked up: its places are outlined
    frames(app, 5)
    keys = scene.keys
    outlines = [pygame.Rect(*map(round, keys.stop_rect(Stop("card", c)))) for c in keys.focus.places()
                if isinstance(c, int)]
    assert len(outlines) == 2 and all(o.colliderect(shared[0]) for o in outlines), (outlines, shared)
    for rect, was in zip(shared, before, strict=True):
        now = screen.subsurface(rect)
        differ = [(i, j) for i in range(rect.w) for j in range(rect.h) if now.get_at((i, j)) != was.get_at((i, j))]
        assert not differ, f"the outlines cross the words at {rect}: {len(differ)} pixels changed"
