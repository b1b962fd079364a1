"""The static game registry (no plugin discovery, so PyInstaller sees every game)."""

from __future__ import annotations

from ..core.plugin import GamePlugin
from ..testing.kitgame import PLUGIN as KIT
from .ard_ri import PLUGIN as ARD_RI
from .hyrule import PLUGIN as HYRULE
from .keltis import PLUGIN as KELTIS
from .seanchai import PLUGIN as SEANCHAI
from .treasure import PLUGIN as TREASURE

#: every game by id, the test-only ones included (the command line and saves reach them)
REGISTRY: dict[str, GamePlugin] = {p.meta.game_id: p for p in (HYRULE, KELTIS, SEANCHAI, TREASURE, ARD_RI, KIT)}


def listed() -> list[GamePlugin]:
    """The games a player is offered (the picker), by id: not the ``hidden`` test games."""
    return [REGISTRY[k] for k in sorted(REGISTRY) if not REGISTRY[k].hidden]


def get(game_id: str) -> GamePlugin:
    try:
        return REGISTRY[game_id]
    except KeyError:
        known = ", ".join(p.meta.game_id for p in listed())
        raise KeyError(f"unknown game {game_id!r} (games: {known})") from None
