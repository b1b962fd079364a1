"""A negative score on a seat's plate is written with a true minus sign ("Score −8"): Keltis'
plates read "Score -8" (a hyphen reads as a dash) while its row chips and sheets had "−4"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_negative_score_on_a_plate_has_a_minus_sign(game_id):
    plugin = REGISTRY[game_id]
    n = plugin.meta.min_players
    seats = tuple(Seat("human" if i == 0 else "ai", f"P{i}", "greedy") for i in range(n))
    match = Match(plugin.rules, MatchConfig(game_id, n, 1, {}), seats)
    game = CATALOG.table_for(game_id)
    view = plugin.rules.view(match.state, 0)
    scores = [-8] * n
    shown = replace(view, info={**view.info, "scores": scores})
    lines = [line for seat in range(n) for line in game.seat_lines(shown, seat)]
    said = [line for line in lines if line.startswith("Score")]
    assert all(line == "Score −8" for line in said), said
    if game_id in ("keltis", "seanchai", "treasure"):  # the plates that show a score
        assert len(said) == n
