"""Seanchaí through the conformance harness: every player count × variant combination
(Scéalta, Dark Powers, Shamrocks), and teams with 4 players. The default run plays one game
per combination; ``-m slow`` plays 2,000 per combination."""

import itertools

import pytest

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.seanchai.rules import RULES
from tabletop.testing.conformance import check_game

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
    cfg = MatchConfig("seanchai", n, 7 + n, {**variant, "teams": teams})
    report = check_game(RULES, [cfg], determinize_every=40)
    assert report.games == 1 and report.steps >= 4 * 10 and report.checked_determinize > 0


@pytest.mark.slow
@pytest.mark.parametrize("combo", COMBOS, ids=[_id(c) for c in COMBOS])
def test_conformance_full(combo):
    n, variant, teams = combo
    configs = [MatchConfig("seanchai", n, seed, {**variant, "teams": teams}) for seed in range(1000, 3000)]
    report = check_game(RULES, configs, determinize_every=50)
    assert report.games == 2000


def _play(seed: int, n: int) -> tuple[str, int]:
    m = Match(RULES, MatchConfig("seanchai", n, seed))
    rng = Rng(seed)
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    return m.state_hash(), len(m.records)


def test_same_seed_same_game_and_seeds_differ():
    assert _play(5, 3) == _play(5, 3)
    assert _play(5, 3) != _play(6, 3)


def test_seeded_games_stay_well_within_max_steps():
    from tabletop.core.rules import MatchConfig as C

    for seed in range(20):
        _, steps = _play(seed, 2)
        assert steps <= RULES.max_steps(C("seanchai", 2, seed))
