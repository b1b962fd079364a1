"""Keltis through the conformance harness, every player count, options cycling.

The default run plays 8 games per player count; ``-m slow`` plays 2,000 per player count.
"""

import pytest

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.keltis.rules import RULES
from tabletop.testing.conformance import check_game, check_seed_decides_the_game


def _configs(n: int, games: int, first_seed: int = 0) -> list[MatchConfig]:
    out = []
    for seed in range(first_seed, first_seed + games):
        options = {"finalPlaysMayStartRows": seed % 2 == 1,
                   "endRowCountMode": ("rows", "distinctColours")[(seed // 2) % 2],
                   "firstPlayer": "random" if seed % 3 else 1 + seed % n}
        out.append(MatchConfig("keltis", n, seed, options))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_quick(players):
    games = 8 if players == 2 else 4  # 3-4 players cost 2-3x a game: the slow run plays 2,000
    report = check_game(RULES, _configs(players, games), determinize_every=25, replay_every=97)
    assert report.games == games and report.steps >= games * 20 * players
    assert report.checked_determinize > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_full(players):
    report = check_game(RULES, _configs(players, 2000, first_seed=1000), determinize_every=50)
    assert report.games == 2000


def test_same_seed_same_game_and_seeds_differ():
    check_seed_decides_the_game(RULES, "keltis")
    a = Match(RULES, MatchConfig("keltis", 2, 11)).state
    b = Match(RULES, MatchConfig("keltis", 2, 11)).state
    assert a == b and RULES.state_hash(a) == RULES.state_hash(b)
    assert a.removed != Match(RULES, MatchConfig("keltis", 2, 12)).state.removed


def test_random_games_end_by_both_triggers():
    reasons = set()
    for seed in range(30):
        m = Match(RULES, MatchConfig("keltis", 2, seed))
        rng = Rng(seed)
        while not m.is_over:
            m.submit(rng.choice(m.legal()))
        reasons.add(m.state.reason)
        assert len(m.records) <= RULES.max_steps(m.config)
    assert reasons == {"rows", "deck"}
