"""Ard Rí: cattle, warriors, raids and clientship over the Celtic year (2–5 players).
Registered hidden (no table yet): reachable by id ``ard_ri`` from the command line."""

from ...core.plugin import GamePlugin
from .ai import AI
from .help import RULES_TEXT
from .rules import META, RULES

PLUGIN = GamePlugin(meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI, hidden=True)
