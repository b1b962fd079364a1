"""A game plugin: everything the app needs to know about one game, as plain data."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .rules import BaseRules, GameMeta


@dataclass(frozen=True)
class GamePlugin:
    meta: GameMeta
    rules: BaseRules
    rules_text: str  # the in-app rules, in our own words (Markdown-ish: '#' headings, '-' lists)
    #: bot name -> factory(rules, seat, seed) for the game's own heuristics ("greedy", ...)
    bots: dict[str, Callable[..., Any]] = field(default_factory=dict)
    #: optional per-game AI hooks (rollout policy, evaluation) for the search engine
    ai: Any = None
    #: reachable by id (command line, tests, saves) but never offered in the game picker:
    #: the test-only kit game
    hidden: bool = False
