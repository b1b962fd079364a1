"""The games: one line per game in ``TITLES``, the rest in each game's own folder.

``games/<g>/`` is a game's one home: its pure half (``PLUGIN`` in ``games/<g>/__init__.py``:
rules, AI, words, in-app rules) and its table half (``GAME`` in ``games/<g>/table/``).
This registry holds the pure halves, imported by name on first use (the command line, saves
and bots never load pygame); ``tabletop/catalog.py`` adds the table halves for the app.
PyInstaller is told to bundle every module under ``tabletop.games`` (``build.spec``), and
``--selftest`` opens every game's table in the built program.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the menu's first frame reads TITLES without the rules core (docs/ui.md)
    from ..core.plugin import GamePlugin

#: every game a player is offered, id -> title: the one line a new game adds. The titles are
#: here so the menu can name a saved game before any game is imported (a test checks each
#: against its ``meta.title``).
TITLES: dict[str, str] = {
    "hyrule": "Hyrule",
    "keltis": "Keltis",
    "seanchai": "Seanchaí",
    "treasure": "Treasure",
    "ard_ri": "Ard Rí",
}


class Registry(Mapping[str, "GamePlugin"]):
    """Game id -> its pure plugin; each game's package is imported when first asked for."""

    def __init__(self, ids: Mapping[str, str]) -> None:
        self._ids = list(ids)
        self._loaded: dict[str, GamePlugin] = {}

    def register(self, plugin: GamePlugin) -> None:
        """Add a game that is not in ``TITLES`` (the tests register the kit game)."""
        gid = plugin.meta.game_id
        if gid not in self._ids:
            self._ids.append(gid)
        self._loaded[gid] = plugin

    def added(self) -> tuple[str, ...]:
        """The packages of the games registered beyond ``TITLES``, each holding its ``PLUGIN``
        (an AI worker process registers them too)."""
        listed = set(TITLES)
        return tuple(type(p.rules).__module__.rpartition(".")[0] for gid, p in self._loaded.items()
                     if gid not in listed)

    def __getitem__(self, game_id: str) -> GamePlugin:
        if game_id not in self._loaded:
            if game_id not in self._ids:
                raise KeyError(game_id)
            self._loaded[game_id] = import_module(f"{__name__}.{game_id}").PLUGIN
        return self._loaded[game_id]

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._ids))

    def __len__(self) -> int:
        return len(self._ids)


#: every game by id, the ones the tests register included (the command line and saves reach them)
REGISTRY = Registry(TITLES)


def register(plugin: GamePlugin) -> None:
    REGISTRY.register(plugin)


def listed() -> list[GamePlugin]:
    """The games a player is offered (the picker), by id: not the ``hidden`` test games."""
    return [REGISTRY[k] for k in sorted(REGISTRY) if not REGISTRY[k].hidden]


def get(game_id: str) -> GamePlugin:
    try:
        return REGISTRY[game_id]
    except KeyError:
        known = ", ".join(p.meta.game_id for p in listed())
        raise KeyError(f"unknown game {game_id!r} (games: {known})") from None
