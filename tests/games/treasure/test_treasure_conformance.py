"""Treasure through the conformance harness: 2, 3, 4, 5 and 8 players, one and two decks.
The default run plays one game per configuration; ``-m slow`` plays 2,000 each."""

import pytest

from tabletop.core.rules import MatchConfig
from tabletop.games.treasure.rules import RULES
from tabletop.testing.conformance import (
    check_many_games,
    check_one_game,
    check_random_games_end_in_time,
    check_seed_decides_the_game,
    seeded_configs,
)

COMBOS = [(2, {}), (3, {}), (3, {"decks": 2}), (4, {}), (4, {"decks": 2, "second_gods": False}),
          (5, {}), (8, {}), (8, {"second_gods": False}),
          # every house rule's non-default values (T14, T-39)
          (2, {"builderColorEffect": "setsOf2"}), (3, {"builderColorEffect": "literalNoop"}),
          (3, {"colorRunDoubleMembership": False}), (2, {"multipliersApplyToHand": True}),
          (2, {"maxRebuilds": 0}), (3, {"maxRebuilds": 1}), (2, {"maxRebuilds": 3}),
          (2, {"matchTarget": 50}), (2, {"matchTarget": 150}), (2, {"matchTarget": 200}),
          (3, {"playDirection": "counterclockwise"}), (5, {"playDirection": "counterclockwise"}),
          (2, {"godsInMixedRuns": False}), (4, {"godsInMixedRuns": False, "decks": 2})]


def _id(combo) -> str:
    n, opts = combo
    return f"{n}p-" + ("-".join(f"{k}={v}" for k, v in opts.items()) or "default")


@pytest.mark.parametrize("combo", COMBOS, ids=[_id(c) for c in COMBOS])
def test_conformance_quick(combo):
    n, opts = combo
    # one hand each in the default run (a random match of many players is long)
    cfg = MatchConfig("treasure", n, 20 + n, {**opts, "hands": 1 if n >= 4 else 12})
    check_one_game(RULES, cfg, determinize_every=60, min_steps=2 * n)


@pytest.mark.slow
@pytest.mark.parametrize("combo", COMBOS, ids=[_id(c) for c in COMBOS])
def test_conformance_full(combo):
    n, opts = combo
    check_many_games(RULES, seeded_configs("treasure", [n], range(1000, 3000), opts), determinize_every=100)


def test_same_seed_same_game_and_seeds_differ():
    check_seed_decides_the_game(RULES, "treasure")


def test_seeded_games_stay_within_max_steps():
    check_random_games_end_in_time(RULES, seeded_configs("treasure", [2], range(10)))
