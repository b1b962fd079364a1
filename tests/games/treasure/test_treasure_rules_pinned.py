"""Treasure's rules pinned over seeded random games (issue 29 made them faster, changing
nothing): one hash over every legal list, every step's events and state, and the views of
every seat at every fifth step, with ``apply_fast`` checked against ``apply`` at every step
(``tabletop/testing/pinned.py``).
``PINNED`` was computed from the rules before that work; a change to what the rules do must
change it on purpose. Changed once since, by words alone: the views' list of effects says "the
Lady has no effect" for "the Lady's effects are cancelled" (the same games with the old words
give the old hash)."""

from tabletop.games.treasure.rules import RULES
from tabletop.testing.pinned import seeded_games_hash

CONFIGS = [(2, {"hands": 3}), (3, {"decks": 2, "hands": 1}), (4, {"hands": 1}),
           (4, {"godsInMixedRuns": False, "decks": 2, "hands": 1}), (5, {"hands": 1}),
           (8, {"second_gods": False, "hands": 1}), (2, {"multipliersApplyToHand": True, "hands": 3}),
           (3, {"colorRunDoubleMembership": False, "hands": 1}),
           (2, {"builderColorEffect": "setsOf2", "hands": 3}),
           (3, {"playDirection": "counterclockwise", "maxRebuilds": 0, "hands": 1})]
SEEDS = (1, 2, 3, 4)
PINNED = "63f395d6ca90d6722ed9a84d2f420fbee40ea633c7829d9dcb1ab132017b97a9"


def test_seeded_games_play_as_pinned():
    assert seeded_games_hash(RULES, "treasure", CONFIGS, SEEDS) == PINNED


def test_mins_for_reads_only_its_three_bits():
    from itertools import combinations

    from tabletop.games.treasure import gods as gd

    bits = (gd.SETS_OF_2, gd.RUNS_OF_3, gd.COLOURS_OF_3, gd.BUILDER_DRAW, gd.LADY_CANCELLED,
            gd.HOUSE_GODS_APART, gd.HOUSE_BUILDER_SETS_OF_2)
    for k in range(len(bits) + 1):
        for chosen in combinations(bits, k):
            f = sum(chosen)
            assert gd.mins_for(f) == (2 if f & gd.SETS_OF_2 else 3, gd.run_min_for(f),
                                      3 if f & gd.COLOURS_OF_3 else 4)
