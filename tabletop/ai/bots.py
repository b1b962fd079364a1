"""The bot interface and the bots: random, greedy, easy (greedy with mistakes) and search.

A bot answers ``choose(rules, state, rng)`` for the seat ``rules.to_act(state)``. It may use
only what that seat knows: ``to_act``, ``legal_actions``, ``info_key`` and ``determinize`` on
the real state; anything else only on determinized worlds (the no-peek tests hold it to this).
The game's greedy hook must itself build on ``rules.view`` for its seat.
The caller derives ``rng`` from the match seed, the seat and the ply (``bot_rng``), so a match
replays and resumes with the same decisions.

``begin(rules, state, rng)`` is the anytime form of ``choose``: it returns a ``Decision``
whose ``step(max_ms)`` is called until it returns True, then ``best()`` is the move. Cheap
bots finish at once; search bots think in slices (a UI can run them between frames).
"""

from __future__ import annotations

from typing import Any, Protocol

from ..core.actions import Action
from ..core.ids import PlayerId
from ..core.rng import Rng
from ..core.rules import BaseRules
from .ismcts import ISMCTS, SearchParams


class Bot(Protocol):
    name: str

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action: ...


class Decision(Protocol):
    def step(self, max_ms: float | None = None) -> bool: ...

    def best(self) -> Action: ...


def bot_rng(seed: int, seat: PlayerId, ply: int) -> Rng:
    return Rng.derived(seed, "bot", seat, ply)


class Ready:
    """A decision that was made at once."""

    def __init__(self, action: Action) -> None:
        self.action = action

    def step(self, max_ms: float | None = None) -> bool:
        return True

    def best(self) -> Action:
        return self.action


class RandomBot:
    name = "random"

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        return rng.choice(rules.legal_actions(state))

    def begin(self, rules: BaseRules, state: Any, rng: Rng) -> Decision:
        return Ready(self.choose(rules, state, rng))


class GreedyBot:
    """The game's greedy heuristic; with ``mistakes`` > 0 it sometimes plays a random legal
    move instead (Easy). Without game hooks it plays at random."""

    def __init__(self, ai: Any, mistakes: float = 0.0, name: str = "greedy") -> None:
        self.ai = ai
        self.mistakes = mistakes
        self.name = name

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        if self.ai is None or (self.mistakes > 0.0 and rng.random() < self.mistakes):
            return legal[rng.randrange(len(legal))]
        return self.ai.greedy(rules, state, rng)

    def begin(self, rules: BaseRules, state: Any, rng: Rng) -> Decision:
        return Ready(self.choose(rules, state, rng))


class SearchBot:
    """ISMCTS with the game's hooks (``params.cheat``: the ceiling bot that sees all cards)."""

    def __init__(self, ai: Any, params: SearchParams, name: str = "search") -> None:
        self.ai = ai
        self.params = params
        self.name = name

    def begin(self, rules: BaseRules, state: Any, rng: Rng) -> ISMCTS:
        search = ISMCTS(rules, self.ai, self.params)
        search.start(state, rng)
        return search

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        search = self.begin(rules, state, rng)
        search.step(None)
        return search.best()
