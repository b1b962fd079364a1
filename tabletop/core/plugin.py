"""A game plugin: everything the app needs to know about one game's pure half, as plain data,
typed by the contracts of ``core/protocols.py``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .advice import Advice
from .demo import Demo
from .protocols import AiHooks, GameRules
from .rules import GameMeta
from .tutorial import Tutorial


@dataclass(frozen=True)
class GamePlugin:
    meta: GameMeta
    #: the rules engine and its words (``core/protocols.py``; a ``BaseRules`` subclass)
    rules: GameRules
    rules_text: str  # the in-app rules, in our own words (Markdown-ish: '#' headings, '-' lists)
    #: bot name -> factory(rules) of the game's own bots (each an ``ai.bots.Bot``; a level may
    #: name one, ``Level.bot``)
    bots: dict[str, Callable[[GameRules], Any]] = field(default_factory=dict)
    #: the game's AI hooks (greedy, rollout policy, evaluation; levels and ``round_over`` where
    #: it has them) for the search engine; None: bots play at random
    ai: AiHooks | None = None
    #: reachable by id (command line, tests, saves) but never offered in the game picker:
    #: the test-only kit game
    hidden: bool = False
    #: the example save: a seeded bot game stopped mid-way (``persistence/examples.py``)
    demo: Demo | None = None
    #: the guided first game ("Learn to play", ``core/tutorial.py``); None: none yet
    tutorial: Tutorial | None = None
    #: the Hint's reason for a move in the game's words (``core/advice.py``); None: none
    advice: Advice | None = None
