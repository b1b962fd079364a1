"""Seanchaí's first-run tour at 1240×620 (the window a 1280×720 screen gets): the welcome box
lay over part of Ciara's point field and Dara's name plate, the least-covering of its few
spots at its two widths, while the felt between the marked places had room for a narrower
box. The box now tries narrower widths (its words wrapped, its title smaller where it must)
and, where none of its usual spots is free, the whole screen: it covers no seat's cards or
plate, nor the places it marks; its labels lie on no plate."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import overlap
from tabletop.ui.table.seating import DEFAULT_NAMES

from .helpers import frames, make_app


def table(players: int, size, teams: bool):
    """Seanchaí mid-game as ``test_table_layout.table`` lays it, with or without teams."""
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i] + (" (AI)" if i else ""), "random")
                  for i in range(players))
    options = {"teams": True} if teams else {}
    match = Match(REGISTRY["seanchai"].rules, MatchConfig("seanchai", players, 1, options), seats)
    rng = Rng.derived(1, "layout-test")
    while not match.is_over and len(match.records) < 6 * players:
        match.submit(rng.choice(match.legal()))
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


#: four players in teams: the box lay on two rivals' plates at 1280x800 (one at 1920x1080),
#: where only room left around the marked places for their labels was looked at
#: and four without teams (a fresh profile's first table of four): no spot at any width was free
@pytest.mark.parametrize(("players", "teams"), [(2, False), (3, False), (4, False), (4, True), (5, False)],
                         ids=["2", "3", "4", "4-teams", "5"])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1280, 800), (1880, 1000), (1920, 1080),
                                  (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_welcome_box_covers_no_seats_cards_or_plate(size, players, teams):
    app, scene = table(players, size, teams)
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
