"""Keltis' levels form a ladder: Easy is the greedy player with 50 % random moves, Medium is
Keltis' own evaluation bot and Hard the same judgement checked by a lookahead in sampled worlds
(``tabletop/games/keltis/hard.py``). A small seeded duplicate match runs in the default test
run; the 1,000-game targets (docs/ai.md) run with ``python3 -m pytest tests/ai -m tournament``."""

import pytest

from tabletop.ai.bots import GreedyBot
from tabletop.ai.registry import make_bot
from tabletop.ai.tournament import Spec, run
from tabletop.games import REGISTRY
from tabletop.games.keltis.hard import KeltisHardBot
from tabletop.games.keltis.look import KeltisLookBot


def test_keltis_levels():
    plugin = REGISTRY["keltis"]
    easy = make_bot(plugin, "easy")
    assert isinstance(easy, GreedyBot) and easy.mistakes == 0.5
    medium, hard = make_bot(plugin, "medium"), make_bot(plugin, "hard")
    assert type(medium) is KeltisHardBot and medium.name == "medium"
    assert isinstance(hard, KeltisLookBot) and hard.name == "hard"


def test_keltis_medium_beats_easy_in_a_seeded_duplicate_match():
    # Medium (the evaluation bot alone) is fast; Hard's lookahead is measured under -m tournament
    result = run(Spec("keltis", "medium", "easy", 2, 11, {}), 40)
    assert result.games == 40
    assert result.ci95[0] > 0.5, result.summary()


# --- the targets for Keltis: 1,000 duplicate games each (minutes on two cores) --------
# Hard against Medium is not asserted: the lookahead and the evaluation bot drew 49.75 % over
# 200 games (seed 1, docs/ai.md); both beat greedy, Hard by ~3 points more.
TARGETS = [
    ("hard", "greedy", 1000, 0.60),
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
