"""Treasure: sets, runs and colours of the Viashi deck; 27 god effects; 2–8 players.

Its table is ``scene.py`` (registered in ``ui/games.py``), its card faces
``ui/render/treasure.py``."""

from ...core.plugin import GamePlugin
from .ai import AI, make_search
from .hard import make_hard
from .help import RULES_TEXT
from .rules import META, RULES

PLUGIN = GamePlugin(meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI,
                    bots={"hard-plan": make_hard, "hard-search": make_search})
