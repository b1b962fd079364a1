"""The issues' strength targets as one check: a duplicate-deal tournament of bot ``a`` against
bot ``b`` whose win rate must clear ``target`` at the 95 % Wilson lower bound (the tournament
tests of every game, behind ``-m tournament``; ``docs/ai.md`` has the figures)."""

from __future__ import annotations

from typing import Any

from ..ai.tournament import Spec, run


def assert_strength(game: str, a: str, b: str, players: int, games: int, target: float,
                    options: dict[str, Any] | None = None, seed: int = 1, jobs: int = 2) -> None:
    """Play ``games`` games (whole deals × seat rotations) and fail unless A's lower bound
    reaches ``target``; the summary is printed either way (``pytest -s`` shows it)."""
    result = run(Spec(game, a, b, players, seed, options or {}), games, jobs=jobs)
    print(result.summary())
    assert result.ci95[0] >= target, result.summary()
