"""Seeded mid-game positions with a real choice (for no-peek and heuristic tests of any game)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..ai.bots import RandomBot, bot_rng
from ..core.rng import Rng, derive
from ..core.rules import BaseRules, MatchConfig


def mid_game_states(rules: BaseRules, config: Callable[[int, int], MatchConfig], count: int,
                    seed: int, plies_per_player: int) -> list[Any]:
    """``count`` states from seeded random games, each where the seat to act has more than one
    legal action. ``config(game, seed)`` makes game number ``game``'s config; each game stops
    after a random 1 … ``plies_per_player`` × players plies (then at the next real choice)."""
    out: list[Any] = []
    rng = Rng(derive(seed, "positions"))
    bot = RandomBot()
    game = 0
    while len(out) < count:
        cfg = config(game, derive(seed, "game", game) >> 1)
        s = rules.new_game(cfg)
        stop = 1 + rng.randrange(plies_per_player * cfg.num_players)
        ply = 0
        while rules.to_act(s) is not None:
            if ply >= stop and len(rules.legal_actions(s)) > 1:
                out.append(s)
                break
            s = rules.apply(s, bot.choose(rules, s, bot_rng(cfg.seed, rules.to_act(s), ply))).state
            ply += 1
        game += 1
    return out
