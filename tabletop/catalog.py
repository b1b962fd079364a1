"""The composition of the app: every game's pure half and table half, handed to the UI.

This module sits above ``ui`` and ``games`` (the only place that knows both): it builds the
``Catalog`` from the games' own declarations — ``GAME`` in ``games/<g>/table/__init__.py`` for
every id in ``games.TITLES`` — and the app puts it in ``AppContext.catalog``. Adding a game is
its folder plus its line in ``games.TITLES`` (``docs/architecture.md``, "Adding a game").
"""

from __future__ import annotations

from importlib import import_module

from .games import TITLES
from .ui.catalog import Catalog, GameEntry
from .ui.render.art import use_game_families


def _load() -> list[GameEntry]:
    """Each listed game's table half, imported by name (``build.spec`` bundles them all)."""
    return [import_module(f"{__package__}.games.{gid}.table").GAME for gid in TITLES]


#: the app's one catalog (tests add the kit game to it)
CATALOG = Catalog(TITLES, _load)
use_game_families(CATALOG.families)
