"""Statistics name the teams of a team game (issue 13, part 8): the history line groups
partners with their one shared score; the teams survive a save and load of the stats file."""

from __future__ import annotations

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence.stats import Stats
from tabletop.ui.scenes.stats import history_line

NAMES = ("Aoife", "Ciara", "Dara", "Eimear")


def finished(options: dict) -> Match:
    plugin = REGISTRY["kit"]
    m = Match(plugin.rules, MatchConfig("kit", 4, 5, options),
              tuple(Seat("human" if i == 0 else "ai", n, "random") for i, n in enumerate(NAMES)))
    while not m.is_over:
        m.submit(m.legal()[-1])
    return m


def test_a_team_game_is_listed_team_against_team() -> None:
    m = finished({"teams": True})
    stats = Stats()
    assert stats.record_finished(m, "t1")
    entry = stats.finished_games()[0]
    assert entry.teams == tuple(m.rules.team_of(m.config, p) for p in range(4))
    line = history_line(CATALOG, entry)
    scores = m.rules.scores(m.state)
    assert f"Aoife & Dara {scores[0]:g}" in line and f"Ciara & Eimear {scores[1]:g}" in line
    assert line.count("★") == 1 or scores[0] == scores[1]
    again, notice = Stats.from_json(stats.to_json())
    assert notice is None and again.finished_games()[0].teams == entry.teams


def test_a_game_without_teams_keeps_its_seat_by_seat_line() -> None:
    m = finished({})
    stats = Stats()
    stats.record_finished(m, "t2")
    entry = stats.finished_games()[0]
    assert entry.teams == ()
    assert "&" not in history_line(CATALOG, entry) and "Aoife" in history_line(CATALOG, entry)
