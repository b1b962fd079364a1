"""Seanchaí's first-run tour at 1240×620 (the window a 1280×720 screen gets): the welcome box
lay over part of Ciara's point field and Dara's name plate, the least-covering of its few
spots at its two widths, while the felt between the marked places had room for a narrower
box. The box now tries narrower widths (its words wrapped, its title smaller where it must)
and, where none of its usual spots is free, the whole screen: it covers no seat's cards or
plate, nor the places it marks; its labels lie on no plate."""

from __future__ import annotations

import pytest

from tabletop.ui.table.layout import overlap

from .helpers import frames
from .test_table_layout import table


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1280, 800), (1880, 1000), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_welcome_box_covers_no_seats_cards_or_plate(size, players):
    app, scene = table("seanchai", players, size, "mid", computer_tag=" (AI)")
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    box = tuple(tour.box)
    w, h = size
    assert box[0] >= 0 and box[1] >= 0 and box[0] + box[2] <= w and box[1] + box[3] <= h
    lay = scene.layout
    plates = [s for s, r in lay.plates.items() if overlap(box, r)]
    assert not plates, f"the welcome box {box} covers the plates of seats {plates}"
    cards = [r for r in scene.board.card_extents() if overlap(box, r)]
    assert not cards, f"the welcome box {box} covers cards at {cards}"
    marks = [label for label, r in tour.marks if overlap(box, tuple(tour.outline(r)))]
    assert not marks, f"the welcome box {box} covers the marks {marks}"
    assert tour.ok.rect.width and tuple(tour.ok.rect.clip(tour.box)) == tuple(tour.ok.rect)
    # nor do its labels lie on a plate: with the point field's room grown upward, the label
    # above the field found it taken and went onto the viewer's plate and status line
    for (label, _), c in zip(tour.marks, tour.callouts, strict=True):
        on = [s for s, r in lay.plates.items() if overlap(tuple(c), r)]
        assert not on, f"the tour's {label!r} {tuple(c)} covers the plates of seats {on}"
