"""Hyrule through the conformance harness, every player count and variant.

The default run plays a few games per configuration; ``-m slow`` plays 2,000 per player count
and variant (options cycle over rounds, tie rule and blind pick).
"""

import random  # noqa: TID251 - noise injected to prove the game ignores it

import pytest

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.hyrule.rules import RULES
from tabletop.testing.conformance import check_game

VARIANTS = ("strategy", "chance")


def _configs(n: int, variant: str, games: int) -> list[MatchConfig]:
    out = []
    for seed in range(games):
        options = {"variant": variant, "rounds": (1, 3)[seed % 2],
                   "tie": ("runoff", "accept")[(seed // 2) % 2],
                   "youngest": 1 + seed % n}
        if variant == "chance":
            options["blind_pick"] = seed % 3 == 0
        out.append(MatchConfig("hyrule", n, seed, options))
    return out


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_conformance_quick(players, variant):
    games = 6 if players <= 3 else 3  # a 4-5 player game costs 2-4x; the slow run plays more
    report = check_game(RULES, _configs(players, variant, games), replay_every=5)
    assert report.games == games and report.steps >= games * 7 * players


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_conformance_full(players, variant):
    report = check_game(RULES, _configs(players, variant, 2000), determinize_every=3)
    assert report.games == 2000


def _play(seed: int, noisy: bool) -> str:
    m = Match(RULES, MatchConfig("hyrule", 4, seed, {"rounds": 3}))
    rng = Rng(seed)
    noise = Rng(seed + 1000)
    while not m.is_over:
        if noisy:  # the global random module must have no influence on the game
            random.seed(noise.next_u64())
            random.random()
        m.submit(rng.choice(m.legal()))
    return m.state_hash()


def test_same_seed_same_game_whatever_the_global_random_does():
    for seed in range(5):
        assert _play(seed, False) == _play(seed, True)


def test_different_seeds_deal_differently():
    hands = {RULES.new_game(MatchConfig("hyrule", 2, s)).hands for s in range(20)}
    assert len(hands) == 20
