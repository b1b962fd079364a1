"""Scenes by name, so that scenes never import each other to navigate (issue 13, part 11).

A scene that wants another screen asks its manager: ``mgr.make("rules", plugin)``. The
manager looks the name up here and imports the module on first use, so the import graph of
``tabletop/ui`` keeps no cycle (``tests/ui/test_imports.py``) and start-up stays lazy: the
first menu frame imports only this table of strings, never a game or the table scene.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

#: name -> "module:attribute" (relative to this package); the attribute builds the scene
SCENES: dict[str, str] = {
    "menu": "menu:MainMenuScene",
    "picker": "picker:GamePickerScene",
    "setup": "setup:MatchSetupScene",
    "new table": "setup:new_table",  # a table for a new match (Play again)
    "table": "table:TableScene",
    "tutorial table": "learn:new_tutorial",  # a game's guided first game (Learn to play)
    "replay": "replay:ReplayScene",
    "review": "review:ReviewScene",  # what Hard would have played (results, replay)
    "review moment": "review:ReviewMoment",  # one reviewed decision, as its seat saw it
    "results": "results:ResultsScene",
    "handoff": "handoff:HandoffScene",
    "chooser": "chooser:ChooserScene",
    "pause": "pause:PauseScene",
    "rules": "rules:RulesScene",
    "confirm": "confirm:ConfirmScene",
    "shortcuts": "help:ShortcutsScene",
    "save as": "save_as:SaveAsScene",
    "load": "load:LoadScene",
    "settings": "settings:SettingsScene",
    "stats": "stats:StatsScene",
    "about": "about:AboutScene",
}


def factory(name: str) -> Callable[..., Any]:
    """What builds the scene called ``name`` (its module is imported now, once)."""
    try:
        module, attr = SCENES[name].split(":")
    except KeyError:
        raise KeyError(f"no scene called {name!r}") from None
    return getattr(import_module(f"{__package__}.{module}"), attr)
