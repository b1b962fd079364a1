"""Keltis' levels form a ladder: Easy is the greedy player with 50 % random moves, Hard is
Keltis' own evaluation checked by a lookahead in sampled worlds (``tabletop/games/keltis/look.py``)
and Medium is Hard for half of its decisions and the greedy player for the rest. A small seeded duplicate match runs in the default test
run; the 1,000-game targets (docs/ai.md) run with ``python3 -m pytest tests/ai -m tournament``."""

import pytest

from tabletop.ai.bots import GreedyBot, ShareBot
from tabletop.ai.registry import make_bot
from tabletop.ai.tournament import Spec, run
from tabletop.games import REGISTRY
from tabletop.games.keltis.look import KeltisLookBot


def test_keltis_levels():
    plugin = REGISTRY["keltis"]
    easy = make_bot(plugin, "easy")
    assert isinstance(easy, GreedyBot) and easy.mistakes == 0.5
    medium, hard = make_bot(plugin, "medium"), make_bot(plugin, "hard")
    assert isinstance(medium, ShareBot) and medium.name == "medium" and medium.share == 0.5
    assert isinstance(medium.strong, KeltisLookBot) and isinstance(medium.weak, GreedyBot)
    assert isinstance(hard, KeltisLookBot) and hard.name == "hard"


def test_keltis_medium_beats_easy_in_a_seeded_duplicate_match():
    # Medium with 4 sampled worlds in its lookahead keeps this short; the real figures come
    # from -m tournament and docs/ai.md
    result = run(Spec("keltis", "medium@4", "easy", 2, 11, {}), 40)
    assert result.games == 40
    assert result.ci95[0] > 0.5, result.summary()


# --- the targets for Keltis: 1,000 duplicate games each (minutes on two cores) --------
TARGETS = [
    ("hard", "greedy", 1000, 0.60),
    ("hard", "medium", 1000, 0.50),
    ("medium", "greedy", 1000, 0.55),
    ("medium", "easy", 1000, 0.55),
    ("greedy", "random", 1000, 0.60),
]


@pytest.mark.tournament
@pytest.mark.parametrize(("a", "b", "games", "target"), TARGETS)
def test_keltis_strength_targets(a: str, b: str, games: int, target: float) -> None:
    result = run(Spec("keltis", a, b, 2, 1), games, jobs=2)
    print(result.summary())
    assert result.ci95[0] >= target
