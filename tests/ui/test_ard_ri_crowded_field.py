"""Ard Rí: a rival's crowded Cattle Field reads card by card. Past the eight cards one row
shows at the step that leaves each corner index whole, Dara's 20-card field (four players,
1280×720, seed 3, move 250) was a comb of slivers: the field now folds into rows under its
first one (``SuitRow.fold``), each row lying a corner index lower over the one before, in
the room the table keeps under the rivals' fields (``Part.below``). Every card's corner index
(rank and suit) shows whole, every counted card keeps its gold bar (under the front row, or
over the card just under its index in the rows behind it), and the layout checks pass."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.rng import Rng
from tabletop.games import REGISTRY
from tabletop.games.ard_ri.cards import decks_for
from tabletop.games.ard_ri.table import faces
from tabletop.games.ard_ri.table.field import counted_cards, field_marks, over_bars
from tabletop.games.ard_ri.wealth import counted
from tabletop.ui.scenes.table import TableScene

from ..games.ard_ri.helpers import position
from .helpers import frames, make_app
from .test_ard_ri_field_index import table_at
from .test_ard_ri_plates import played
from .test_table_layout import check, drawn

PLUGIN = REGISTRY["ard_ri"]
SIZES = [(1240, 620), (1280, 720), (1920, 1080)]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
#: the rivals' field sizes, the first rival's first: 24 is three rows of eight at 1280×720
CROWDS = (24, 20, 13, 9)


def crowded(n: int, seed: int) -> dict[int, list[str]]:
    """Each rival's field: cattle drawn at random (``seed``) from the game's decks."""
    pool = [f"{r}{s}" for s in "SHDC" for r in RANKS] * decks_for(n)
    Rng.derived(seed, "crowded field").shuffle(pool)
    fields, at = {}, 0
    for seat, size in zip(range(1, n), CROWDS, strict=False):
        fields[seat] = pool[at:at + size]
        at += size
    return fields


def scene_for(size: tuple[int, int], n: int, fields: dict[int, list[str]]) -> TableScene:
    return table_at(size, n, position(n, "winter", fields=fields, houses={0: ["KS"]},
                                      hands={0: ["JH", "QD"]}))


def hidden_indices(scene: TableScene, seat: int) -> list[str]:
    """The cards of ``seat``'s field whose corner index a card drawn after it covers, and how."""
    pile = scene.board.piles[f"field/{seat}"]  # (bottom first, as drawn)
    out = []
    for k, s in enumerate(pile):
        x, y, w, _ = s.rect()
        index = pygame.Rect(round(x), round(y), int(faces.index_width(w)), int(faces.index_height(w)))
        for t in pile[k + 1:]:
            if index.colliderect(pygame.Rect(*(round(v) for v in t.rect()))):
                out.append(f"card {k} at {index} under {t.rect()}")
                break
    return out


def check_marks(scene: TableScene, seat: int, what: str) -> None:
    """One gold bar per counted card, none on a corner index."""
    lay, view = scene.layout, scene.current_view()
    pile = scene.board.piles[f"field/{seat}"]
    marks = field_marks(lay, view, seat, own=False)
    bars = [*(marks.bars if marks is not None else []), *over_bars(lay, pile)]
    assert len(bars) == len(counted_cards(view, seat)) == len(counted([s.face for s in pile])), what
    for s in pile:
        x, y, w, _ = s.rect()
        index = pygame.Rect(round(x), round(y), int(faces.index_width(w)), int(faces.index_height(w)))
        assert index.collidelist(bars) < 0, f"a bar covers {s.face}'s index ({what})"


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_rivals_crowded_field_shows_every_corner_index(size, n, seed):
    fields = crowded(n, seed)
    scene = scene_for(size, n, fields)
    what = f"{n} players, {size[0]}x{size[1]}, seed {seed}"
    for seat, codes in fields.items():
        assert len(scene.board.piles[f"field/{seat}"]) == len(codes)
        assert not hidden_indices(scene, seat), f"seat {seat}'s {len(codes)} cards ({what}): " \
            f"{hidden_indices(scene, seat)[:3]}"
        check_marks(scene, seat, what)
    check(drawn(scene), *size, what, scene.layout)


@pytest.mark.parametrize("moves", [150, 250, 400])
@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_rivals_fields_in_played_games_show_every_corner_index(size, n, moves):
    """Seeded games, as the screenshot of the report (seed 3): every rival field the rows
    hold shows each index whole."""
    match = played(n, 3, moves)
    app = make_app(size)
    scene = TableScene(PLUGIN, match, CATALOG.table_for("ard_ri"), autoplay=False)
    app.mgr.reset(scene)
    frames(app, 3)
    for seat in range(1, n):
        zl = scene.layout.zones[f"field/{seat}"]
        held = len(scene.board.piles[f"field/{seat}"])
        if held > zl.most_rows() * zl.per_row():
            continue  # more than the rows show at the index step: they overlap closer
        assert not hidden_indices(scene, seat), f"seat {seat}, {held} cards, {n} players, {size}, move {moves}"
        check_marks(scene, seat, f"{n} players, {size}, move {moves}")
