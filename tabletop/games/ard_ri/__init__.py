"""Ard Rí: cattle, warriors, raids and clientship over the Celtic year (2–5 players).
Its table half is ``table/`` (``GAME``: layout, gestures, card faces)."""

from typing import Any

from ...core.actions import Action
from ...core.demo import Demo
from ...core.plugin import GamePlugin
from .advice import advice
from .ai import AI
from .hard import make_hard
from .help import RULES_TEXT
from .rules import META, RULES
from .tree import make_random_tree, make_tree
from .tutorial import TUTORIAL


def winter_raid(state: Any, legal: tuple[Action, ...]) -> bool:
    """The demo's moment: it is Winter and the human may send warriors on a raid."""
    return state.season == "winter" and any("raid:" in str(a.choice) for a in legal)


PLUGIN = GamePlugin(advice=advice, meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI,
                    bots={"hard-search": make_hard, "hard-tree": make_tree, "medium-random": make_random_tree},
                    demo=Demo(3, 2026, {}, 20, winter_raid),
                    tutorial=TUTORIAL)
