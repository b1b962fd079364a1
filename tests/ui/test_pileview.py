"""Any public pile opens to show all its cards (issue 13, part 7): a click when the click
means no move, or V with the pointer on it; Esc, V or a click closes the panel."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.pileview import PileViewScene, viewable

from .helpers import click, frames, key, make_app, post, start_table

PLUGIN = REGISTRY["keltis"]


def keltis_with_a_deep_discard(app, depth: int = 4) -> tuple[TableScene, str]:
    """A Keltis table (Aoife human, at her turn to play) where a discard pile holds ``depth``+ cards."""
    rules = PLUGIN.rules
    m = Match(rules, MatchConfig("keltis", 2, 3, {}), (Seat("human", "Aoife"), Seat("ai", "Ciara", "random")))
    while True:
        assert not m.is_over
        legal = m.legal()
        discards = [a for a in legal if a.dst and a.dst.startswith("discard/")]
        m.submit(discards[0] if discards else legal[-1])
        zones = rules.zones(m.state)
        deep = [z for z in zones if z.startswith("discard/") and len(zones[z].cards) >= depth]
        if deep and m.to_act == 0 and rules.phase(m.state) != "draw" and m.legal()[0].kind != "draw":
            break
    scene = TableScene(PLUGIN, m, CATALOG.table_for("keltis"))
    app.mgr.reset(scene)
    for _ in range(300):
        frames(app)
        if scene.board.index is not None and not scene.board.busy:
            break
    return scene, deep[0]


@pytest.fixture
def app():
    return make_app((1280, 720))


def test_v_over_a_discard_pile_lists_every_card_top_first(app, tmp_path) -> None:
    scene, pile = keltis_with_a_deep_discard(app)
    cards = list(scene.board.view.zones[pile].cards)
    assert viewable(scene.board.view, scene.layout, pile)
    top = scene.board.piles[pile][-1]
    post(pygame.MOUSEMOTION, pos=(round(top.x), round(top.y)), rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    key(app, pygame.K_v)
    viewer = app.mgr.top
    assert isinstance(viewer, PileViewScene)
    assert viewer.cards == cards[::-1] and len(cards) >= 4
    assert all(viewer.box.contains(viewer.grid.rect(i)) for i in viewer.grid.visible())
    surf = pygame.Surface((1280, 720))
    app.mgr.draw(surf)
    pygame.image.save(surf, os.path.join(os.environ.get("TABLETOP_SHOTS", str(tmp_path)),
                                         "pileview-1280x720.png"))
    key(app, pygame.K_ESCAPE)
    assert app.mgr.top is scene


def test_a_click_on_a_pile_that_is_no_move_opens_it_and_a_click_closes_it(app) -> None:
    scene, pile = keltis_with_a_deep_discard(app)
    moves = len(scene.match.records)
    assert not scene.board.index.click_zone(pile)  # playing, not drawing: no gesture here
    top = scene.board.piles[pile][-1]
    click(app, (round(top.x), round(top.y)))
    assert isinstance(app.mgr.top, PileViewScene)
    click(app, (5, 5))
    assert app.mgr.top is scene and len(scene.match.records) == moves  # nothing was played


def test_piles_shown_only_by_their_count_and_hidden_piles_do_not_open(app) -> None:
    table = start_table(app, "HA")
    frames(app, 60)
    view, lay = table.board.view, table.layout
    piles = [z for z, zl in lay.zones.items() if zl.kind == "pile"]
    assert piles and not any(viewable(view, lay, z) for z in piles)  # backs or the stock
    for z in piles:
        assert not table.tools.open_pile(z)
    key(app, pygame.K_v)
    assert app.mgr.top is table
