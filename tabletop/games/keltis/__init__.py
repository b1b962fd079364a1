"""Keltis: The Card Game (Reiner Knizia): rows of one colour, wishing stones, 2–4 players."""

from ...core.demo import Demo
from ...core.plugin import GamePlugin
from .advice import advice
from .ai import AI
from .hard import make_hard
from .help import RULES_TEXT
from .look import make_cheat, make_cheat_deep, make_look, make_medium
from .rules import META, RULES
from .tutorial import TUTORIAL

PLUGIN = GamePlugin(advice=advice, meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI,
                    bots={"hard-eval": make_hard, "hard-look": make_look, "medium-share": make_medium,
                          "cheat-look": make_cheat, "cheat-deep": make_cheat_deep},
                    demo=Demo(2, 2026, {}, 24),
                    tutorial=TUTORIAL)
