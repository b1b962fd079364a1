"""Small fixed-iteration strength checks in the default run (the real figures come from
the ``-m tournament`` runs and docs/ai.md)."""

from __future__ import annotations

from tabletop.ai.tournament import Spec, run


def test_greedy_beats_random() -> None:
    result = run(Spec("hyrule", "greedy", "random", 2, 1), 200)
    assert result.ci95[0] > 0.6


def test_hard_beats_random_in_a_seeded_100_game_match() -> None:
    """A tiny search (40 iterations, so the test stays short) already beats random play."""
    result = run(Spec("hyrule", "hard@40", "random", 2, 1), 100)
    assert result.win_rate >= 0.6 and result.ci95[0] > 0.5
    assert result.mean_score_diff > 1.0


def test_levels_are_reproducible() -> None:
    a = run(Spec("hyrule", "easy", "random", 2, 9), 40)
    b = run(Spec("hyrule", "easy", "random", 2, 9), 40)
    assert a == b
