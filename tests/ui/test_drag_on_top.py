"""A card in the air is drawn above everything on the table. Ard Rí, four players: a
warrior dragged across a rival's field folded into rows (``SuitRow.fold``) lay under the
gold bars of the counted cards in the rows behind its front row (the game's ``draw_over``)
and under the dashed outline of the place it would drop on: the table drew its marks over
the cards after the cards in motion. The cards in the air now come after them
(``DrawLayers.draw_airborne``)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.games import REGISTRY
from tabletop.games.ard_ri.table.field import over_bars
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.sprites import LAYER_DRAG

from ..games.ard_ri.helpers import position
from .helpers import frames, grab_point, make_app, post
from .test_ard_ri_crowded_field import crowded

PLUGIN = REGISTRY["ard_ri"]
NAMES = ["Aoife", "Ciara", "Dara", "Eimear"]
ME = 2  # the richest in this deal: the first to act in Winter


def dragged_over_a_bar(size: tuple[int, int]):
    """Ard Rí, four players, Winter: the viewer's warrior dragged (not dropped) onto the first
    gold bar over a card of a rival's folded field. Returns the app, the scene and the card."""
    n = 4
    s = position(n, "winter", fields=crowded(n, 1), houses={ME: ["KS"]}, hands={ME: ["JH", "QD"]})
    seats = tuple(Seat("human" if p == ME else "ai", NAMES[p], "random") for p in range(n))
    app = make_app(size)
    match = Match(PLUGIN.rules, PLUGIN.rules.config(s), seats, states=[s])
    scene = TableScene(PLUGIN, match, CATALOG.table_for("ard_ri"), autoplay=False)
    app.mgr.reset(scene)
    frames(app, 5)
    assert match.to_act == ME
    bars = over_bars(scene.layout, scene.board.draw_list())
    assert bars, "no rival's field folded into rows"
    card = next(sp for sp in scene.board.sprites() if sp.zone == f"roundhouse/{ME}")
    start, end = grab_point(card), bars[0].center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for i in range(1, 9):
        at = (round(start[0] + (end[0] - start[0]) * i / 8), round(start[1] + (end[1] - start[1]) * i / 8))
        post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    frames(app, 3)
    assert scene.board.drag is not None and card.layer == LAYER_DRAG
    return app, scene, card


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_dragged_card_is_drawn_over_the_folded_fields_bars(size):
    app, scene, card = dragged_over_a_bar(size)
    screen = app.window.surface
    x, y, w, h = card.rect()
    inside = pygame.Rect(round(x), round(y), round(w), round(h)).inflate(-8, -8)
    bars = over_bars(scene.layout, scene.board.draw_list())
    assert inside.collidelist(bars) >= 0, "the card was not dragged over a bar"
    again = screen.copy()
    scene.painter.draw_one(again, card)  # the card drawn again, last: nothing may have been over it
    shown, alone = screen.subsurface(inside), again.subsurface(inside)
    differ = [(i, j) for i in range(0, inside.w, 2) for j in range(0, inside.h, 2)
              if shown.get_at((i, j)) != alone.get_at((i, j))]
    assert not differ, f"{len(differ)} points of the dragged card are drawn over, the first at " \
        f"{(inside.x + differ[0][0], inside.y + differ[0][1])}"
