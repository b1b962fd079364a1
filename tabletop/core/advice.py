"""The Hint's reason in the game's own words ("keeps your Red row rising").

A game may give its plugin an ``advice(rules, state, action) -> str``: a few words on what the
move does for the seat that makes it. The words are worked out on a world sampled for that
seat (``rules.determinize``), never on the real state, so a game's advice cannot tell what
the seat may not know: a hidden card in that world is a guess, and the harness checks that
two different guesses give the same words (``tests/test_advice.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import Action
from .rng import Rng

#: ``advice(rules, world, action)``: the move's reason, "" when there is nothing to say
Advice = Callable[[Any, Any, Action], str]


def move_reason(plugin: Any, state: Any, action: Action, seed: int, ply: int) -> str:
    """The game's reason for ``action`` from what its seat may know ("" without advice)."""
    advice: Advice | None = plugin.advice
    if advice is None:
        return ""
    world = plugin.rules.determinize(state, action.player, Rng.derived(seed, "advice", ply))
    return advice(plugin.rules, world, action)
