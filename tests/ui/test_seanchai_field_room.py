"""Seanchaí: the viewer's point field keeps every card's corner index readable however many
pairs it holds (issue 22: at 1280×720 from nine cards the cards piled up unreadably). The
field rises into rows (``fieldrows.FieldRows``); each card's corner (its symbol and rank
box, the top-left ``CORNER`` of the card) must not lie under a card drawn after it, and the
field stays on the screen and clear of the name plate. Where the field lays overlapping rows
that keep the names in sight instead (each row over the one under it, which shows its foot:
names are what a player reads), each card's name must lie under no later card."""

from __future__ import annotations

import pytest

from tabletop.ui.table.layout import overlap

from .test_seanchai_field_rows import hidden_names
from .test_table_layout import table

CORNER = (0.3, 0.3)  # of the card's width and height: where its index and symbol are printed


def covered(zl, n: int) -> list[int]:
    """The cards (by index) whose corner lies under a later card (later cards lie on top)."""
    cw, ch = zl.card
    rects = [(x - cw / 2, y - ch / 2, cw, ch) for x, y in (zl.slot(i, n) for i in range(n))]
    out = []
    for i, (x, y, _, _) in enumerate(rects):
        corner = (x + 0.5, y + 0.5, CORNER[0] * cw - 1, CORNER[1] * ch - 1)
        if any(overlap(corner, r) for r in rects[i + 1:]):
            out.append(i)
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_point_field_card_shows_its_index(size, players):
    app, scene = table("seanchai", players, size, "mid")
    lay = scene.layout
    zl = lay.zones[f"field/{scene.bottom}"]
    plate = lay.plates[scene.bottom]
    for n in range(2, 25):
        if zl.form(n)[2]:  # rows that keep the names in sight
            assert not hidden_names(zl, n), f"{n} cards: the names of cards {hidden_names(zl, n)} are hidden"
        else:
            assert not covered(zl, n), f"{n} cards: the corners of cards {covered(zl, n)} are hidden"
        x, y, w, h = zl.extent(n)
        assert x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1], f"{n} cards off screen"
        assert not overlap((x, y, w, h), plate), f"{n} cards over the name plate"
