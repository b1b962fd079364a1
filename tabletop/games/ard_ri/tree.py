"""Ard Rí's Hard player (issue 29): the shared tree search (``ai/ismcts.py``) with the
tactician's play-outs.

The shared ISMCTS with random play-outs stopping at the round's end beat the greedy player
more often than the tactician's own flat search (``hard.py``) did, and beat that bot head to
head (docs/ai.md). Hard is that tree search with the tactician (``hard.TACTICIAN``: the greedy
player plus the tactics of céilsine and home defence) playing every seat in the play-outs,
with a tenth of its moves random (``epsilon``), cut at the round's end and judged there by
``ai.evaluate``. The search sees only what the seat sees (``determinize`` every iteration);
the engine itself is unchanged, these are only its parameters.

Budgets: ``iterations`` for tournaments and tests (``configure(deterministic=True)`` drops
the clock); in the app also a soft and a hard wall-clock limit, so a five-player table on a
slow machine still answers within a second. The steps after the first of a multi-card
choice get ``follow_up`` of them (the first step searched the same choice).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...ai.bots import BotBase, Decision, SearchBot
from ...ai.ismcts import SearchParams
from ...ai.levels import MEDIUM
from ...core.actions import Action
from ...core.rng import Rng
from ...core.rules import BaseRules
from .ai import AI
from .hard import TACTICIAN

#: Hard's search: 250 iterations (tournaments), at most 0.8 s soft and 1 s hard in the app
TREE = SearchParams(iterations=250, time_ms=800.0, deadline_ms=1000.0, use_policy=True,
                    epsilon=0.1, stop_at_round=True, follow_up=0.4)
#: Medium before issue 29's change: the shared Medium search (250 iterations, uniformly random
#: play-outs) stopping at the round's end. Kept as the bot ``medium-random`` (iterations only:
#: deterministic) for comparisons.
assert MEDIUM.search is not None
RANDOM = replace(MEDIUM.search, stop_at_round=True, time_ms=None, deadline_ms=None)


class ArdRiTreeBot(BotBase):
    """ISMCTS with the tactician's ε-greedy play-outs (Ard Rí's Hard)."""

    def __init__(self, rules: BaseRules, params: SearchParams = TREE, name: str = "hard") -> None:
        self.rules = rules
        self.params = params
        self.name = name

    def configure(self, deterministic: bool, iterations: int | None) -> ArdRiTreeBot:
        p = self.params
        if deterministic:
            p = replace(p, time_ms=None, deadline_ms=None)
        if iterations is not None:
            p = replace(p, iterations=iterations)
        return ArdRiTreeBot(self.rules, p, self.name)

    def _search(self) -> SearchBot:
        return SearchBot(TACTICIAN, self.params, self.name)

    def begin(self, rules: BaseRules, state: Any, rng: Rng) -> Decision:
        return self._search().begin(rules, state, rng)

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        return self._search().choose(rules, state, rng)


def make_tree(rules: BaseRules) -> ArdRiTreeBot:
    return ArdRiTreeBot(rules)


def make_random_tree(rules: BaseRules) -> SearchBot:
    return SearchBot(AI, RANDOM, "medium-random")
