"""The blocks along the top share the row's width by what they show (``ui/table/topband.py``)."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.topband import widened

from .helpers import frames, make_app


def test_blocks_that_all_widen_share_the_row_equally():
    boxes = [(100.0, 200.0), (500.0, 200.0), (900.0, 200.0)]
    each = (1240 - 2 * 12 - 2 * 10) / 3
    assert widened(boxes, [True] * 3, 1240, 12, 10) == [
        pytest.approx((12 + i * (each + 10), each)) for i in range(3)]


def test_a_block_with_nothing_to_spread_keeps_its_box_and_leaves_the_room_to_its_neighbours():
    """A Seanchaí team's point field lay in a third of the row beside two blocks of one card
    back each: the widening blocks now take what the others leave."""
    boxes = [(100.0, 200.0), (520.0, 200.0), (900.0, 200.0)]
    each = (1240 - 2 * 12 - 2 * 10) / 3
    assert widened(boxes, [True, False, False], 1240, 12, 10) == [(12.0, 498.0), *boxes[1:]]
    # never room at its left: the last block keeps its equal share (its plate stays near its
    # seat), then the row's end
    assert widened(boxes, [True, False, True], 1240, 12, 10) == [
        (12.0, 498.0), boxes[1], pytest.approx((12 + 2 * (each + 10), each))]
    assert widened([(500.0, 200.0)], [True], 1240, 12, 10) == [(12.0, 1216.0)]  # a lone block: the row
    assert widened(boxes, [False] * 3, 1240, 12, 10) == boxes


def test_a_seanchai_team_field_takes_the_room_its_partners_block_leaves():
    plugin = REGISTRY["seanchai"]
    seats = tuple(Seat("human" if i == 0 else "ai", f"P{i}", "random") for i in range(4))
    match = Match(plugin.rules, MatchConfig("seanchai", 4, 3, {"teams": True}), seats)
    rng = Rng(2)
    while len(match.records) < 45:
        match.submit(rng.choice(match.legal()))
    app = make_app((1240, 620), speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("seanchai"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    lay = scene.layout
    field = lay.zones["field/1"]  # the rival team's, at its first seat's block (top left)
    x, _, w, _ = field.room(len(scene.board.piles["field/1"]))
    middle = min((p for s, p in lay.plates.items() if s != 0 and p[0] > x + w), key=lambda p: p[0])
    assert middle[0] - (x + w) < 40  # up to the next block, not a third of the row
