"""A guard for no-peek tests: rules that fail any call on one particular (real) state except
the calls a bot may make on it (``to_act``, ``legal_actions``, ``info_key``, ``determinize``,
``view`` for its own seat, ``is_terminal``). Pass it as the bot's rules.

Every game's no-peek test calls the two checks below on its own bots and mid-game states."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ai.bots import Bot, bot_rng
from ..ai.registry import make_bot
from ..core.plugin import GamePlugin
from ..core.rng import Rng


class PeekGuard:
    ALLOWED = frozenset({"to_act", "legal_actions", "info_key", "determinize", "view", "is_terminal"})

    def __init__(self, rules: Any, real: Any) -> None:
        self._rules, self._real = rules, real

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._rules, name)
        if not callable(attr) or name in self.ALLOWED:
            return attr

        def checked(*args: Any, **kwargs: Any) -> Any:
            assert not any(a is self._real for a in args), f"bot called {name} on the real state"
            return attr(*args, **kwargs)

        return checked


def player_bots(plugin: GamePlugin, iterations: int, hard_iterations: int | None = None) -> dict[str, Bot]:
    """The bots a no-peek test tries, by name: greedy, easy, and medium and hard made
    deterministic with a small search budget (``hard_iterations`` if hard needs a smaller one)."""
    return {
        "greedy": make_bot(plugin, "greedy"),
        "easy": make_bot(plugin, "easy"),
        "medium": make_bot(plugin, "medium", deterministic=True, iterations=iterations),
        "hard": make_bot(plugin, "hard", deterministic=True,
                         iterations=iterations if hard_iterations is None else hard_iterations),
    }


def check_same_choice_after_redeal(rules: Any, bot: Any, states: Sequence[Any], min_changed: float,
                                   first_seed: int = 1000) -> None:
    """A re-deal of everything the seat to act cannot see must not change ``bot``'s choice.

    Each state is determinized for its seat to act (same info key), the bot chooses on both
    with the same rng, and the choices must match. ``min_changed``: the share of re-deals that
    must really have moved hidden cards (else the test proves nothing); state ``i`` is re-dealt
    with ``Rng(first_seed + i)``."""
    changed = 0
    for i, s in enumerate(states):
        seat = rules.to_act(s)
        other = rules.determinize(s, seat, Rng(first_seed + i))
        assert rules.info_key(other, seat) == rules.info_key(s, seat)
        changed += rules.zones(other) != rules.zones(s)
        a = bot.choose(rules, s, bot_rng(i, seat, 0))
        b = bot.choose(rules, other, bot_rng(i, seat, 0))
        assert a == b, f"state {i}: {a} vs {b} after a re-deal of hidden cards"
    assert changed > min_changed * len(states)


def check_no_peek(rules: Any, bot: Any, states: Sequence[Any]) -> list[Any]:
    """``bot`` chooses on each real state through a ``PeekGuard``: it may call only the
    harmless methods on it (an ``AssertionError`` names the method otherwise). Returns the
    choices, one per state."""
    return [bot.choose(PeekGuard(rules, s), s, bot_rng(i, rules.to_act(s), 0)) for i, s in enumerate(states)]
