"""Seanchaí through the conformance harness: every player count × variant combination
(Scéalta, Dark Powers, Shamrocks), and teams with 4 players. The default run plays one game
per combination; ``-m slow`` plays 2,000 per combination: 80,000 checked games at about 0.35 s
of CPU each, some 8 CPU-hours (docs/ai.md, Seanchaí, says how much of it has been run)."""

import itertools

import pytest

from tabletop.core.rules import MatchConfig
from tabletop.games.seanchai.rules import RULES
from tabletop.testing.conformance import (
    check_many_games,
    check_one_game,
    check_random_games_end_in_time,
    check_seed_decides_the_game,
    seeded_configs,
)

VARIANTS = [dict(zip(("scealta", "dark", "shamrocks"), bits, strict=True))
            for bits in itertools.product((False, True), repeat=3)]
COMBOS = [(n, v, False) for n in (2, 3, 4, 5) for v in VARIANTS] + [(4, v, True) for v in VARIANTS]


def _id(combo) -> str:
    n, v, teams = combo
    on = "+".join(k for k, val in v.items() if val) or "basic"
    return f"{n}p-{on}" + ("-teams" if teams else "")


@pytest.mark.parametrize("combo", COMBOS, ids=[_id(c) for c in COMBOS])
def test_conformance_quick(combo):
    n, variant, teams = combo
    check_one_game(RULES, MatchConfig("seanchai", n, 7 + n, {**variant, "teams": teams}),
                   determinize_every=40, min_steps=4 * 10)


@pytest.mark.slow
@pytest.mark.parametrize("combo", COMBOS, ids=[_id(c) for c in COMBOS])
def test_conformance_full(combo):
    n, variant, teams = combo
    configs = seeded_configs("seanchai", [n], range(1000, 3000), {**variant, "teams": teams})
    check_many_games(RULES, configs, determinize_every=50)


def test_same_seed_same_game_and_seeds_differ():
    check_seed_decides_the_game(RULES, "seanchai")


def test_seeded_games_stay_well_within_max_steps():
    check_random_games_end_in_time(RULES, seeded_configs("seanchai", [2], range(20)))
