"""The focus ring's arrow over a hand card keeps off the buttons on show: in Ard Rí's big hand
it stood on "Sort: as dealt" ("Sort: as de▼t") beside the card it pointed at."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.match import Match, Seat
from tabletop.games import REGISTRY
from tabletop.games.ard_ri.rules import RULES
from tabletop.games.ard_ri.table.scene import ArdRiTable
from tabletop.ui.scenes.table import TableScene

from ..games.ard_ri.helpers import position
from .helpers import frames, key, make_app, spy_arrows

HAND = ["AS", "8S", "2D", "3D", "6C", "AC", "6S", "7S", "10S", "2H", "9H", "3C", "4H", "5H"]


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_focus_arrow_leaves_the_sort_button_whole(size, monkeypatch):
    s = position(3, "spring", hands={0: HAND, 1: ["2S"], 2: ["3S"]})
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"), Seat("ai", "Dara (AI)", "random"))
    match = Match(RULES, RULES.config(s), seats, states=[s])
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["ard_ri"], match, ArdRiTable(), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    assert match.to_act == 0 and scene.tools.sort_shown()
    sort = pygame.Rect(scene.tools.sort_button.rect)
    arrows = spy_arrows(monkeypatch)
    hit, seen = [], 0
    key(app, pygame.K_TAB)
    for _ in range(len(HAND) + 4):
        arrows.clear()
        frames(app, 1)
        stop = scene.keys.focus.current()
        if stop is not None and stop.kind == "card":
            seen += 1
            hit += [stop.target for a in arrows if a.colliderect(sort)]
        key(app, pygame.K_RIGHT)
    assert seen >= len(HAND)
    assert not hit, f"the arrow lay on the Sort button for cards {sorted(set(hit))}"
