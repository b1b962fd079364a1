"""Seanchaí in team play: a team's one point field lay at its first seat's place, so the
second partner found their points up the table at their partner's, small and untitled, and
the title over the first partner's said "Point field" as in a game alone (issue 29
play-through at 2560×1440). The team's field now lies before whichever partner is looking
(``Seats.side``), titled "Your team's point field", its words whole, keeping off everything
else on the table; without teams it stays "Point field"."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app
from .test_table_layout import check, drawn, play


def _scene(size, viewer: int, options: dict):
    app = make_app(size, speed="off")
    match = play("seanchai", 4, 1, 30, options=options)
    scene = TableScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"), autoplay=False,
                       viewer=viewer)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("viewer", [0, 1, 2, 3])  # each team's first seat and its second
def test_the_teams_field_lies_before_either_partner_titled_as_theirs(size, viewer):
    app, scene = _scene(size, viewer, {"teams": True, "dark": True})
    lay = scene.layout
    ours, theirs = f"field/{viewer % 2}", f"field/{1 - viewer % 2}"
    assert lay.owners[ours] == viewer, "the team's field lies at the other partner's place"
    assert lay.zones[ours].cy > lay.metrics.h / 2 > lay.zones[theirs].cy  # before the viewer
    assert lay.owners[theirs] == 1 - viewer % 2  # the other team's first seat
    assert lay.zones[ours].label == "Your team's point field"
    assert lay.zones[theirs].label != "Your team's point field"
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    spots = {z: words for z, words, _, _ in scene.hud._title_spots(lay, counts)}
    assert spots.get(ours) == "Your team's point field", spots  # drawn, and whole
    w, h = size
    check(drawn(scene), w, h, f"Seanchaí teams, viewer {viewer}, {w}x{h}", lay)
    app.close()


def test_without_teams_the_field_keeps_its_plain_title():
    app, scene = _scene((1280, 800), 0, {"dark": True})
    assert scene.layout.zones["field/0"].label == "Point field"
    app.close()


@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("viewer", [2, 3])
def test_at_the_count_the_second_partners_field_and_its_line_keep_off_the_rest(size, viewer):
    # the count lays the hands open and writes each field's line beside it: with the team's
    # field before the second partner, that line and the open hand of the first partner
    # (whose place no longer holds the field) must still keep off everything else
    from tabletop.ai.bots import RandomBot, bot_rng
    from tabletop.core.match import Match, Seat
    from tabletop.core.rules import MatchConfig

    plugin = REGISTRY["seanchai"]
    seats = tuple(Seat("human" if i == viewer else "ai", name) for i, name in
                  enumerate(("Aoife", "Ciara", "Dara", "Eimear")))
    match = Match(plugin.rules, MatchConfig("seanchai", 4, 1, {"teams": True, "dark": True}), seats)
    while plugin.rules.view(match.state, viewer).phase != "scored":
        p = match.to_act
        match.submit(RandomBot().choose(plugin.rules, match.state, bot_rng(1, p, len(match.records))))
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("seanchai"), autoplay=False, viewer=viewer)
    app.mgr.reset(scene)
    frames(app, 2)
    scene.sheet.open = False  # (the score sheet opens over the count by itself)
    rects = drawn(scene)
    assert f"mark/count/field/{viewer % 2}" in rects, sorted(rects)
    assert scene.layout.owners[f"field/{viewer % 2}"] == viewer
    w, h = size
    check(rects, w, h, f"Seanchaí teams at the count, viewer {viewer}, {w}x{h}", scene.layout)
    app.close()



@pytest.mark.parametrize("teams", [False, True])
def test_each_rivals_hand_says_how_many_cards_it_holds(teams):
    """A rival's hand lies as backs a sliver apart: how many it held could not be told (a
    play-test at 2560×1440). Each now carries its count, as the other games' rival hands do."""
    app, scene = _scene((1280, 720), 0, {"teams": teams, "dark": True})
    rects = drawn(scene)
    for seat in (1, 2, 3):
        if scene.board.piles.get(f"hand/{seat}"):
            assert f"badge/hand/{seat}" in rects, sorted(rects)
    assert "badge/hand/0" not in rects  # the viewer's own fan needs none
    app.close()
