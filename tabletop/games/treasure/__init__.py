"""Treasure: sets, runs and colours of the Viashi deck; 27 god effects; 2–8 players.

Its table half is ``table/`` (``GAME``: layout, badges, score sheet, card faces)."""

from typing import Any

from ...core.actions import Action
from ...core.demo import Demo
from ...core.plugin import GamePlugin
from .advice import advice
from .ai import AI, make_search
from .hard import make_hard, make_medium
from .help import RULES_TEXT
from .rules import META, RULES
from .tutorial import TUTORIAL


def groups_on_table(state: Any, legal: tuple[Action, ...]) -> bool:
    """The demo's moment: some seat has tabled a group (set, run or colour) this hand."""
    return any(state.groups)


PLUGIN = GamePlugin(advice=advice, meta=META, rules=RULES, rules_text=RULES_TEXT, ai=AI,
                    bots={"hard-plan": make_hard, "medium-plan": make_medium, "hard-search": make_search},
                    demo=Demo(3, 2026, {}, 40, groups_on_table),
                    tutorial=TUTORIAL)
