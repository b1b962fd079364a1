"""Seeded mid-game positions for the AI tests."""

from __future__ import annotations

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.rng import Rng, derive
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY

HYRULE = REGISTRY["hyrule"]
RULES = HYRULE.rules


def mid_game_states(count: int, seed: int = 7, players=(2, 3, 4), variants=("strategy", "chance")):
    """``count`` decision states with a real choice, from seeded random games, spread over
    player counts and variants (some taken mid-trick, some at a trick's lead)."""
    out = []
    rng = Rng(derive(seed, "positions"))
    game = 0
    bot = RandomBot()
    while len(out) < count:
        n = players[game % len(players)]
        variant = variants[(game // len(players)) % len(variants)]
        cfg = MatchConfig("hyrule", n, derive(seed, "game", game) >> 1, {"variant": variant})
        s = RULES.new_game(cfg)
        stop = 1 + rng.randrange(5 * n)
        ply = 0
        while RULES.to_act(s) is not None:
            if ply >= stop and len(RULES.legal_actions(s)) > 1:
                out.append(s)
                break
            s = RULES.apply(s, bot.choose(RULES, s, bot_rng(cfg.seed, RULES.to_act(s), ply))).state
            ply += 1
        game += 1
    return out
