"""Start a game's "Learn to play": its guided first game (``core/tutorial.py``) on the table.

The learner sits in seat 0 under their remembered name; the other seats are Easy computer
players named by the tutorial. The match is marked ``tutorial="guided"``: statistics never
count it, and Continue resumes it at the step where it was left.
"""

from __future__ import annotations

from ...core.plugin import GamePlugin
from ...core.tutorial import start
from .base import Scene, SceneStack


def new_tutorial(mgr: SceneStack, plugin: GamePlugin) -> Scene | None:
    """The table of ``plugin``'s guided game (None for a game without one or without a table)."""
    game = mgr.ctx.catalog.table_for(plugin.meta.game_id)
    if plugin.tutorial is None or game is None:
        return None
    prefs = getattr(mgr.ctx, "prefs", None)
    name = prefs.settings.name_for(0) if prefs is not None else ""
    match = start(plugin.tutorial, plugin.rules, name or "You")
    match.tutorial = "guided"
    return mgr.make("table", plugin, match, game)


def start_tutorial(mgr: SceneStack, plugin: GamePlugin) -> None:
    """Open the guided game, replacing everything on the stack."""
    scene = new_tutorial(mgr, plugin)
    if scene is not None:
        mgr.reset(scene)
