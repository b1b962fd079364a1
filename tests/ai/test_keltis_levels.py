"""Keltis' levels (greedy with 50 / 20 / 0 % random moves) form a ladder, and Hard never
makes a deliberate mistake. A small seeded duplicate match, fast enough for the default run;
the 400-game figures are in docs/ai.md."""

from tabletop.ai.bots import GreedyBot
from tabletop.ai.registry import make_bot
from tabletop.ai.tournament import Spec, run
from tabletop.games import REGISTRY


def test_keltis_hard_is_the_greedy_player_without_mistakes():
    plugin = REGISTRY["keltis"]
    mistakes = {name: make_bot(plugin, name).mistakes for name in ("easy", "medium", "hard")}
    assert mistakes == {"easy": 0.5, "medium": 0.2, "hard": 0.0}
    assert all(isinstance(make_bot(plugin, n), GreedyBot) for n in mistakes)


def test_keltis_hard_beats_easy_in_a_seeded_duplicate_match():
    result = run(Spec("keltis", "hard", "easy", 2, 11, {}), 40)
    assert result.games == 40
    assert result.ci95[0] > 0.5, result.summary()
