"""Ard Rí through the conformance harness: every player count with its standard deck count
and with other deck counts, and the round limit off. The default run plays one game per
case; ``-m slow`` plays 2,000 per player count: about 0.24 s of CPU a game with 2 players and
2.8 s with 5, so some three CPU-hours in all (docs/ai.md: the 2-player run passed)."""

import pytest

from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.rules import RULES
from tabletop.testing.conformance import (
    check_many_games,
    check_one_game,
    check_random_games_end_in_time,
    check_seed_decides_the_game,
    seeded_configs,
)

SHORT = {"rounds": 6}
CASES = [(2, {}), (3, SHORT), (4, SHORT), (5, SHORT), (2, {"decks": 2, **SHORT}),
         (3, {"decks": 3, **SHORT}), (2, {"rounds": 0}),
         # the house rules' non-default values (T-39)
         (2, {"gift.sources": "hand"}), (3, {"gift.sources": "field", **SHORT}),
         (2, {"ceilsine.targetZones": "field"}),
         (3, {"gift.sources": "hand", "ceilsine.targetZones": "field", **SHORT})]


@pytest.mark.parametrize("case", CASES, ids=[f"{n}p-{o}" for n, o in CASES])
def test_conformance_quick(case):
    n, options = case
    check_one_game(RULES, MatchConfig("ard_ri", n, 11 + n, dict(options)), determinize_every=100, min_steps=21)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_conformance_full(n):
    check_many_games(RULES, seeded_configs("ard_ri", [n], range(1000, 3000)), determinize_every=60)


def test_same_seed_same_game_and_seeds_differ():
    check_seed_decides_the_game(RULES, "ard_ri")


def test_random_games_end_within_max_steps():
    check_random_games_end_in_time(RULES, [MatchConfig("ard_ri", 2, 0), MatchConfig("ard_ri", 5, 1)])
