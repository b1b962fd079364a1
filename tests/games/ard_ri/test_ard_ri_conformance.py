"""Ard Rí through the conformance harness: every player count with its standard deck count
and with other deck counts, and the round limit off. The default run plays one game per
case; ``-m slow`` plays 2,000 per player count."""

import pytest

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.rules import RULES
from tabletop.testing.conformance import check_game

SHORT = {"rounds": 6}
CASES = [(2, {}), (3, SHORT), (4, SHORT), (5, SHORT), (2, {"decks": 2, **SHORT}),
         (3, {"decks": 3, **SHORT}), (2, {"rounds": 0})]


@pytest.mark.parametrize("case", CASES, ids=[f"{n}p-{o}" for n, o in CASES])
def test_conformance_quick(case):
    n, options = case
    cfg = MatchConfig("ard_ri", n, 11 + n, dict(options))
    report = check_game(RULES, [cfg], determinize_every=100)
    assert report.games == 1 and report.steps > 20 and report.checked_determinize > 0


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_conformance_full(n):
    configs = [MatchConfig("ard_ri", n, seed) for seed in range(1000, 3000)]
    report = check_game(RULES, configs, determinize_every=60)
    assert report.games == 2000


def _play(seed: int, n: int) -> tuple[str, int]:
    m = Match(RULES, MatchConfig("ard_ri", n, seed))
    rng = Rng(seed)
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    return m.state_hash(), len(m.records)


def test_same_seed_same_game_and_seeds_differ():
    assert _play(5, 3) == _play(5, 3)
    assert _play(5, 3) != _play(6, 3)


def test_random_games_end_within_max_steps():
    for n, seed in ((2, 0), (5, 1)):
        _, steps = _play(seed, n)
        assert steps <= RULES.max_steps(MatchConfig("ard_ri", n, seed))
