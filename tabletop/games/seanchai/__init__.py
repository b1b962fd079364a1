"""Seanchaí: pair cards of Irish lore over four hands; Scéalta, Dark Powers, Shamrocks, teams."""

from ...core.demo import Demo
from ...core.plugin import GamePlugin
from .advice import advice
from .ai import AI
from .help import RULES_TEXT
from .rules import META, RULES
from .tutorial import TUTORIAL

PLUGIN = GamePlugin(advice=advice, meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI, demo=Demo(3, 2026, {}, 40),
                    tutorial=TUTORIAL)
