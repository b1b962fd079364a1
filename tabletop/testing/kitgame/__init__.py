"""Kit: the test-only game that exercises the table kit (steps, windows, teams, dynamic zones,
hidden cards of a known kind). Hidden from the game picker; reachable by id ``kit``."""

from ...core.plugin import GamePlugin
from .ai import AI
from .help import RULES_TEXT
from .rules import META, RULES

PLUGIN = GamePlugin(meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI, hidden=True)
