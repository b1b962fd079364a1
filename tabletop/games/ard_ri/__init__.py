"""Ard Rí: cattle, warriors, raids and clientship over the Celtic year (2–5 players).
Its table is ``scene.py`` (registered in ``ui/games.py``)."""

from ...core.plugin import GamePlugin
from .ai import AI
from .hard import make_hard
from .help import RULES_TEXT
from .rules import META, RULES

PLUGIN = GamePlugin(meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI,
                    bots={"hard-search": make_hard})
