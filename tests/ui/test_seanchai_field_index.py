"""Seanchaí: the viewer's point field keeps every card's index in sight (its points and scéal
badge, "S8") and its cards in the order they came.

Four players in teams at 1920x1080: from eleven cards the field's rows lay over each other,
each row showing only the foot of the one under it, so the points and the S badges of
Glendalough, Cú Chulainn, Children of Lir … were hidden, and the newest cards jumped to the
top row after every pair. The rows now fill in order, the first at the back, each showing its
top; and beside a hand of few cards the field takes the room the hand leaves."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.seanchai.table.fieldrows import FieldRows
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import overlap

from .helpers import frames, make_app
from .test_seanchai_field_rows import SIZES, name_shown, teams_table
from .test_table_layout import table


def index_hidden(zl: FieldRows, n: int) -> list[int]:
    """The cards whose index (the top-left corner: points, shape, scéal badge) lies under a
    card drawn after it."""
    cw, ch = zl.card
    depth = 0.6 * cw  # (the badge ends at 0.58 of the width on a normal face)
    rects = [(x - cw / 2, y - ch / 2, cw, ch) for x, y in (zl.slot(i, n) for i in range(n))]
    return [i for i, (x, y, _, _) in enumerate(rects)
            if any(overlap((x + 1, y + 1, 0.3 * cw - 1, depth - 1), r) for r in rects[i + 1:])]


def in_order(zl: FieldRows, n: int) -> bool:
    """Whether the cards read in the order they came: row by row from the back (top), each
    row left to right."""
    spots = [(round(y), x) for x, y in (zl.slot(i, n) for i in range(n))]
    return all(a < b for a, b in zip(spots, spots[1:], strict=False))


def check_viewer(zl: FieldRows, most: int = 22) -> None:
    for n in range(1, most + 1):
        assert not index_hidden(zl, n), f"{zl.zone}, {n} cards: the indexes of {index_hidden(zl, n)} are hidden"
        assert in_order(zl, n), f"{zl.zone}, {n} cards: out of order"
        if zl.rows(n) <= 2:
            assert name_shown(zl, n) >= 0.75 - 1e-9, f"{zl.zone}, {n} cards: {name_shown(zl, n):.2f} of a name"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_viewers_field_shows_every_index_in_order(size, players):
    app, scene = table("seanchai", players, size, "mid")
    check_viewer(scene.layout.zones[f"field/{scene.bottom}"])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_teams_field_shows_every_index_in_order(size):
    app, scene = teams_table(size)
    check_viewer(scene.layout.zones["field/0"])


def test_the_play_testers_field_at_1920x1080_shows_every_index_and_name():
    """Four players in teams, seed 1, 40 moves: twelve cards in the field beside a hand of
    five lay in three rows over each other. The hand leaves the field its room: two rows of
    whole cards, every index and most of every name in sight, in the order they came."""
    app = make_app((1920, 1080), speed="off")
    plugin = REGISTRY["seanchai"]
    seats = tuple(Seat("human" if i == 0 else "ai", f"P{i + 1}", "random") for i in range(4))
    match = Match(plugin.rules, MatchConfig("seanchai", 4, 1, {"teams": True}), seats)
    rng = Rng.derived(1, "field-index")
    while len(match.states[-1].fields[0]) < 11 or match.state.stage == "scored":
        match.submit(rng.choice(match.legal()))
    scene = TableScene(plugin, match, CATALOG.table_for("seanchai"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    zl = scene.layout.zones["field/0"]
    n = len(scene.board.piles["field/0"])
    assert n >= 11 and len(scene.board.piles["hand/0"]) < 8
    assert zl.rows(n) == 2 and not index_hidden(zl, n) and in_order(zl, n)
    assert name_shown(zl, n) >= 0.75
    hand = scene.layout.zones["hand/0"]
    x, y, w, h = zl.extent(n)
    assert not overlap((x, y, w, h), hand.extent(len(scene.board.piles["hand/0"])))
    app.close()
