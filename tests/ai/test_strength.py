"""Small fixed-iteration strength checks in the default run (the real figures come from
the ``-m tournament`` runs and docs/ai.md)."""

from __future__ import annotations

from tabletop.ai.tournament import Spec, run


def test_greedy_beats_random() -> None:
    result = run(Spec("hyrule", "greedy", "random", 2, 1), 200)
    assert result.ci95[0] > 0.6


def test_hard_beats_random_in_a_seeded_100_game_match() -> None:
    """Hard (two players: the expectimax solver) against random play."""
    result = run(Spec("hyrule", "hard", "random", 2, 1), 100)
    assert result.win_rate >= 0.75 and result.ci95[0] > 0.65
    assert result.mean_score_diff > 2.0


def test_hard_beats_greedy_in_a_seeded_200_game_match() -> None:
    result = run(Spec("hyrule", "hard", "greedy", 2, 5), 200)
    assert result.win_rate >= 0.6 and result.ci95[0] > 0.55


def test_generic_hard_search_beats_random_with_three_players() -> None:
    """Three players go to the generic flat search (20 worlds here, so the test stays short):
    it takes well over its fair third."""
    result = run(Spec("hyrule", "hard@20", "random", 3, 1), 30)
    assert result.win_rate >= 0.5 and result.ci95[0] > 1 / 3


def test_levels_are_reproducible() -> None:
    a = run(Spec("hyrule", "easy", "random", 2, 9), 40)
    b = run(Spec("hyrule", "easy", "random", 2, 9), 40)
    assert a == b
