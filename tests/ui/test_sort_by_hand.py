"""The Sort button stays by the hand: above its left end, else over the prompt's and the
messages' room in that column, before the far left above the status line. Ard Rí, three
players, 1280×800, late in the match: the twelve-card hand lies from the Chosen place to the
right edge with the prompt's room over its left end, and the button went to the far left (at
225 and 300 moves it then stood over that room, but at 250, and with the hand folded into two
rows at 275 and 325, the centre's cards left no room there). Now the action bar's and the
messages' rooms rise by the button's height where that covers nothing more of the table, and
the button stands right over the hand's left end."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app
from .test_table_layout import play


@pytest.mark.parametrize("moves", [225, 250, 275, 300, 325])
def test_the_sort_button_stays_over_the_hands_left_end(moves):
    app = make_app((1280, 800), speed="off")
    match = play("ard_ri", 3, 1, moves)
    scene = TableScene(REGISTRY["ard_ri"], match, CATALOG.table_for("ard_ri"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    tools, lay = scene.tools, scene.layout
    assert tools.sort_shown()
    x, y, w, _ = scene.board.extent(tools.hand_zone())
    r = tools.sort_button.rect
    assert abs(r.x - x) <= 1 and r.bottom <= y, f"Sort {r} is not over the hand's left end ({x:.0f}, {y:.0f})"
    gap = lay.metrics.px(8)
    clear = {z: pygame.Rect(*map(round, scene.board.extent(z))) for z in lay.zones if z not in lay.overlays}
    clear |= {k: pygame.Rect(*map(round, v)) for k, v in [*lay.labels.items(), *lay.areas.items()]}
    clear |= {f"plate/{s}": pygame.Rect(*map(round, v)) for s, v in lay.plates.items()}
    clear |= {b.label: pygame.Rect(b.rect) for b in [*scene.buttons, *scene.fixed_buttons()]}
    hit = [k for k, o in clear.items() if o.inflate(gap // 2, gap // 2).colliderect(r)]
    assert not hit, f"Sort {r} lies on {hit}"
