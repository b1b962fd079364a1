"""For about a second after "Deal the next hand" the count's lines ("Cards +45 · Out +5 / In
hand −25 = +25") hung over the new deal and the status line still said "Hand 1 of 4 · The
count": the board's view stays the count's until the deal has flown. They go as the deal
begins."""

from __future__ import annotations

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app
from .test_seanchai_count_lines import painted


def test_the_counts_lines_and_words_go_as_the_next_hand_is_dealt() -> None:
    app = make_app((1920, 1080), speed="normal")
    plugin = REGISTRY["seanchai"]
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(4))
    match = Match(plugin.rules, MatchConfig("seanchai", 4, 1, {"teams": True}), seats)
    rng = Rng.derived(1, "deal-over-count")
    while match.state.stage != "scored":
        match.submit(rng.choice(match.legal()))
    seat = match.to_act
    scene = TableScene(plugin, match, CATALOG.table_for("seanchai"), autoplay=False, viewer=seat)
    app.mgr.reset(scene)
    frames(app, 3)
    scene.sheet.open = False
    frames(app, 2)
    view = scene.board.view
    assert view.phase == "scored" and painted(scene), "the count's lines show at the count"
    assert scene.game.status_line(view).endswith("The count")
    nxt = next(a for a in match.legal() if a.kind == "next")
    assert scene.submit(nxt)
    frames(app, 2)
    seen = 0
    for _ in range(120):
        if not scene.board.busy:
            break
        view = scene.board.view
        if view.phase == "scored":  # the count's view, the deal flying over it
            seen += 1
            assert not painted(scene), "the count's lines hang over the new deal"
            said = scene.game.status_line(view)
            assert "The count" not in said and said.startswith("Hand 2 of 4"), said
        frames(app)
    assert seen >= 3
    app.close()
