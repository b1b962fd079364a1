"""Hyrule: a trick game for a standard deck plus two Jokers ("tingles")."""

from ...core.demo import Demo
from ...core.plugin import GamePlugin
from .advice import advice
from .ai import AI
from .help import RULES_TEXT
from .rules import META, RULES
from .solver import ceiling_random_bot, hard_bot, medium_bot
from .tutorial import TUTORIAL

PLUGIN = GamePlugin(advice=advice, meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI,
                    bots={"solver-hard": hard_bot, "solver-medium": medium_bot,
                          "ceiling-random": ceiling_random_bot},
                    demo=Demo(3, 2026, {"rounds": 3}, 30), tutorial=TUTORIAL)
