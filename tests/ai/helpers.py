"""Seeded mid-game positions for the AI tests."""

from __future__ import annotations

from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.testing import positions

HYRULE = REGISTRY["hyrule"]
RULES = HYRULE.rules


def mid_game_states(count: int, seed: int = 7, players=(2, 3, 4), variants=("strategy", "chance")):
    """``count`` Hyrule decision states with a real choice, from seeded random games, spread
    over player counts and variants (some taken mid-trick, some at a trick's lead)."""

    def config(game: int, game_seed: int) -> MatchConfig:
        n = players[game % len(players)]
        variant = variants[(game // len(players)) % len(variants)]
        return MatchConfig("hyrule", n, game_seed, {"variant": variant})

    return positions.mid_game_states(RULES, config, count, seed, plies_per_player=5)
