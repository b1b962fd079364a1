"""Treasure through the conformance harness: 2, 3, 4, 5 and 8 players, one and two decks.
The default run plays one game per configuration; ``-m slow`` plays 2,000 each."""

import pytest

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.treasure.rules import RULES
from tabletop.testing.conformance import check_game

COMBOS = [(2, {}), (3, {}), (3, {"decks": 2}), (4, {}), (4, {"decks": 2, "second_gods": False}),
          (5, {}), (8, {}), (8, {"second_gods": False})]


def _id(combo) -> str:
    n, opts = combo
    return f"{n}p-" + ("-".join(f"{k}={v}" for k, v in opts.items()) or "default")


@pytest.mark.parametrize("combo", COMBOS, ids=[_id(c) for c in COMBOS])
def test_conformance_quick(combo):
    n, opts = combo
    # one hand each in the default run (a random match of many players is long)
    cfg = MatchConfig("treasure", n, 20 + n, {**opts, "hands": 1 if n >= 4 else 12})
    report = check_game(RULES, [cfg], determinize_every=60)
    assert report.games == 1 and report.steps >= 2 * n and report.checked_determinize > 0


@pytest.mark.slow
@pytest.mark.parametrize("combo", COMBOS, ids=[_id(c) for c in COMBOS])
def test_conformance_full(combo):
    n, opts = combo
    configs = [MatchConfig("treasure", n, seed, dict(opts)) for seed in range(1000, 3000)]
    report = check_game(RULES, configs, determinize_every=100)
    assert report.games == 2000


def _play(seed: int, n: int) -> tuple[str, int]:
    m = Match(RULES, MatchConfig("treasure", n, seed))
    rng = Rng(seed)
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    return m.state_hash(), len(m.records)


def test_same_seed_same_game_and_seeds_differ():
    assert _play(5, 3) == _play(5, 3)
    assert _play(5, 3) != _play(6, 3)


def test_seeded_games_stay_within_max_steps():
    for seed in range(10):
        _, steps = _play(seed, 2)
        assert steps <= RULES.max_steps(MatchConfig("treasure", 2, seed))
