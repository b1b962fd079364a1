"""A guard for no-peek tests: rules that fail any call on one particular (real) state except
the calls a bot may make on it (``to_act``, ``legal_actions``, ``info_key``, ``determinize``,
``view`` for its own seat, ``is_terminal``). Pass it as the bot's rules."""

from __future__ import annotations

from typing import Any


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
