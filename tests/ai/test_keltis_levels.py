"""Keltis' levels form a ladder: Easy and Medium are the greedy player with 50 / 20 % random
moves, Hard is Keltis' own evaluation bot (``tabletop/games/keltis/hard.py``). A small seeded
duplicate match runs in the default test run; the 1,000-game targets (docs/ai.md) run with
``python3 -m pytest tests/ai -m tournament``."""

import pytest

from tabletop.ai.bots import GreedyBot
from tabletop.ai.registry import make_bot
from tabletop.ai.tournament import Spec, run
from tabletop.games import REGISTRY
from tabletop.games.keltis.hard import KeltisHardBot


def test_keltis_levels():
    plugin = REGISTRY["keltis"]
    mistakes = {name: make_bot(plugin, name).mistakes for name in ("easy", "medium")}
    assert mistakes == {"easy": 0.5, "medium": 0.2}
    assert all(isinstance(make_bot(plugin, n), GreedyBot) for n in mistakes)
    hard = make_bot(plugin, "hard")
    assert isinstance(hard, KeltisHardBot) and hard.name == "hard"


def test_keltis_hard_beats_easy_in_a_seeded_duplicate_match():
    result = run(Spec("keltis", "hard", "easy", 2, 11, {}), 40)
    assert result.games == 40
    assert result.ci95[0] > 0.5, result.summary()


# --- the targets for Keltis: 1,000 duplicate games each (minutes on two cores) --------
TARGETS = [
    ("hard", "greedy", 1000, 0.60),
    ("hard", "medium", 1000, 0.55),
    ("medium", "easy", 1000, 0.55),
    ("greedy", "random", 1000, 0.60),
]


@pytest.mark.tournament
@pytest.mark.parametrize(("a", "b", "games", "target"), TARGETS)
def test_keltis_strength_targets(a: str, b: str, games: int, target: float) -> None:
    result = run(Spec("keltis", a, b, 2, 1), games, jobs=2)
    print(result.summary())
    assert result.ci95[0] >= target
