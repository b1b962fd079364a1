"""The bot interface and the random bot.

A bot answers ``choose(rules, state, rng)`` for the seat ``rules.to_act(state)``. It may use
only what that seat knows: ``to_act``, ``legal_actions``, ``info_key`` and ``determinize`` on
the real state; anything else only on determinized worlds (the no-peek tests hold it to this).
The caller derives ``rng`` from the match seed, the seat and the ply (``bot_rng``), so a match
replays and resumes with the same decisions.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..core.actions import Action
from ..core.ids import PlayerId
from ..core.rng import Rng
from ..core.rules import BaseRules


class Bot(Protocol):
    name: str

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action: ...


def bot_rng(seed: int, seat: PlayerId, ply: int) -> Rng:
    return Rng.derived(seed, "bot", seat, ply)


class RandomBot:
    name = "random"

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        return rng.choice(rules.legal_actions(state))
