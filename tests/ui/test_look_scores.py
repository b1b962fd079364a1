"""The running match score (ui/table/scoresheet.py): Hyrule's match of several rounds as a
sheet on the table, from public information, behind a Scores tab and the M key."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.ids import ALL, PUBLIC
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.scoresheet import sheet_for
from tabletop.ui.table.seating import DEFAULT_NAMES

from .helpers import frames, make_app
from .test_table_layout import check, drawn


def hyrule(n: int, rounds: int, finished_rounds: int, seed: int = 3) -> Match:
    """A Hyrule match of ``rounds`` rounds, played at random until ``finished_rounds`` are over."""
    plugin = REGISTRY["hyrule"]
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i], "random") for i in range(n))
    match = Match(plugin.rules, MatchConfig("hyrule", n, seed, {"rounds": rounds}), seats)
    rng = Rng.derived(seed, "sheet-test")
    while not match.is_over and len(match.state.round_captured) < finished_rounds:
        match.submit(rng.choice(match.legal()))
    if not match.is_over:
        for _ in range(3):  # a few plays into the next round
            match.submit(rng.choice(match.legal()))
    return match


def scene_for(match: Match, size=(1280, 720)):
    app = make_app(size, speed="off")
    gid = match.config.game_id
    scene = TableScene(REGISTRY[gid], match, CATALOG.table_for(gid), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


def test_the_sheet_holds_each_finished_round_and_the_one_being_played():
    match = hyrule(3, 3, 1)
    s = match.state
    rules = REGISTRY["hyrule"].rules
    sheet = sheet_for(CATALOG.table_for("hyrule"), rules.view(s, 0))
    assert sheet is not None
    assert sheet.heads == ("Round 1", "Round 2", "Round 3")
    assert sheet.current == 1
    for p in range(3):
        assert sheet.cells[p][0] == str(s.round_captured[0][p])
        assert sheet.cells[p][1] == str(len(s.won[p]))  # this round so far
        assert sheet.cells[p][2] == ""  # not played yet
        assert sheet.won[p] == (p in s.round_winners[0], False, False)
        assert sheet.totals[p] == str(rules.rounds_won(s)[p])
    assert sum(any(row) for row in sheet.won) >= 1  # somebody won round 1


def test_the_sheet_is_public_the_same_from_every_seat():
    match = hyrule(4, 3, 2)
    rules = REGISTRY["hyrule"].rules
    sheets = {sheet_for(CATALOG.table_for("hyrule"), rules.view(match.state, v)) for v in (0, 1, 2, 3, PUBLIC)}
    assert len(sheets) == 1 and None not in sheets


def test_a_finished_match_has_no_current_round_and_every_round_filled():
    match = hyrule(2, 3, 99)
    assert match.is_over
    sheet = sheet_for(CATALOG.table_for("hyrule"), REGISTRY["hyrule"].rules.view(match.state, 0))
    assert sheet.current is None and all(all(row) for row in sheet.cells)
    assert [sum(row[i] for row in sheet.won) >= 1 for i in range(3)] == [True] * 3


def test_a_match_of_one_round_keeps_no_sheet_and_shows_no_tab():
    app, scene = scene_for(hyrule(2, 1, 0))
    assert sheet_for(scene.game, scene.current_view()) is None
    assert scene.sheet.rects() == {}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    frames(app)
    assert not scene.sheet.open


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_m_and_the_tab_open_the_sheet_which_fits_and_the_tab_overlaps_nothing(n, size):
    app, scene = scene_for(hyrule(n, 3, 1), size)
    rects = {**drawn(scene), **scene.sheet.rects()}
    assert "tab/scores" in rects
    check(rects, *size, f"hyrule rounds=3, {n} players", scene.layout)
    assert not scene.sheet.open
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    frames(app)
    assert scene.sheet.open
    r = scene.sheet.rect
    assert pygame.Rect(0, 0, *size).contains(r) and r.w > 200
    # the panel is drawn: its gold edge at the middle of its top
    assert app.window.surface.get_at((r.centerx, r.y + 1))[:3] == scene.theme.highlight
    tab = scene.sheet.tab.rect
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=tab.center, button=1))
    frames(app)
    assert not scene.sheet.open


def test_the_results_show_the_sheet_one_column_per_round_with_each_rounds_winner_marked():
    from tabletop.ui.scenes.results import ResultsScene

    match = hyrule(4, 3, 99)
    app, scene = scene_for(match)
    results = ResultsScene(scene)
    app.mgr.push(results)
    frames(app, 2)
    assert results.columns == ["Round 1", "Round 2", "Round 3", "Rounds won"]
    surf = pygame.Surface(app.mgr.size)
    app.mgr.draw(surf)
    _, _, col_xs, _ = results._col_x()
    winners = match.state.round_winners

    def gold(p: int, i: int) -> int:
        r = results.rows[p]
        y = r.centery - results.px(11)
        return sum(1 for x in range(col_xs[i] - results.px(14), col_xs[i] + results.px(14))
                   if surf.get_at((x, y))[:3] == results.theme.highlight)

    for i in range(3):
        for p in range(4):
            if p in winners[i]:
                assert gold(p, i) > results.px(10), (p, i)
            elif p not in results.winners:  # (the winner's row is lit all over)
                assert gold(p, i) == 0, (p, i)


def test_treasures_results_show_the_total_once_and_a_true_minus():
    """Treasure's sheet ends in its own "Total", the score itself: the results showed two
    "Total" columns side by side. Negative totals read "−106", as the sheet's cells do. The
    columns are the last hand's and say so ("Hand 38 … Total 123" read as a wrong sum)."""
    from tabletop.ui.scenes.results import ResultsScene, number

    from .test_table_layout import play

    match = play("treasure", 5, 1, None)
    app, scene = scene_for(match)
    results = ResultsScene(scene)
    app.mgr.push(results)
    frames(app, 2)
    k = scene.current_view().info["hand"]  # the game is over: its last hand is scored
    assert results.columns == [f"Hand {k}: table", f"Hand {k}: in hand", f"Hand {k}: score"]
    assert results.columns.count("Total") == 0  # the score column is the one Total
    assert number(-106) == "−106" and number(29) == "29" and number("+5") == "+5"


@pytest.mark.parametrize("game,players,size,fan", [("treasure", 8, (1240, 620), False),
                                                   ("treasure", 8, (1920, 1080), False),
                                                   ("seanchai", 4, (1240, 620), True),
                                                   ("treasure", 4, (1920, 1080), True)])
def test_the_results_fan_shows_whole_or_not_at_all(game, players, size, fan):
    """Eight players' results fill the window's height (1240x620 and 1920x1080 alike): the
    cards fanned behind the title had only their tops showing, cut by the window's edge. The
    fan now shows only where it has the room above the panel."""
    from tabletop.ui.scenes.results import ResultsScene

    from .test_table_layout import play

    match = play(game, players, 1, None)
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY[game], match, CATALOG.table_for(game), autoplay=False, viewer=ALL)
    app.mgr.reset(scene)
    frames(app, 2)
    results = ResultsScene(scene)
    app.mgr.push(results)
    frames(app, 2)
    fanned = results.still_fan()
    assert bool(fanned) == fan
    assert all(r.top >= 0 for _, r in fanned)
