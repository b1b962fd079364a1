"""Ard Rí's results speak the rules' words: its score is one number that ranks the seats (100 a
client plus the wealth, D-A23), which the results showed as "Clients (0 clients, 100 each)" and
a Total of 205, points the rules never name. A game whose score only ranks
(``score_is_points`` False) shows its counts (clients, wealth, cards in the field) and no Total;
a game of points keeps its Total."""

from __future__ import annotations

import pytest

from tabletop.games import REGISTRY
from tabletop.ui.scenes import results as results_module

from .helpers import finished_table, frames


@pytest.mark.parametrize(("gid", "n", "total"), [("ard_ri", 3, False), ("keltis", 2, True)])
def test_the_results_show_a_total_only_of_points(gid, n, total, monkeypatch):
    app, scene = finished_table(gid, n)
    drawn: list[str] = []
    real = results_module.text

    def spy(words, *args, **kwargs):
        drawn.append(str(words))
        return real(words, *args, **kwargs)

    monkeypatch.setattr(results_module, "text", spy)
    results = app.mgr.make("results", scene)
    app.mgr.push(results)
    frames(app, 30)
    rules, state = REGISTRY[gid].rules, scene.match.state
    assert ("Total" in drawn) is total
    if not total:
        assert results.columns == ["Clients", "Wealth", "Cards in field"]
        counts = {str(v) for lines in rules.score_breakdown(state) for _, v in lines}
        assert counts <= set(drawn)
        assert not any("100 each" in w for w in drawn)
        ranked = {str(v) for v in rules.scores(state) if v >= 100}
        assert not ranked & set(drawn), ranked  # no "205"
    app.close()
