"""The static game registry (no plugin discovery, so PyInstaller sees every game)."""

from __future__ import annotations

from ..core.plugin import GamePlugin
from .hyrule import PLUGIN as HYRULE
from .keltis import PLUGIN as KELTIS

REGISTRY: dict[str, GamePlugin] = {p.meta.game_id: p for p in (HYRULE, KELTIS)}


def get(game_id: str) -> GamePlugin:
    try:
        return REGISTRY[game_id]
    except KeyError:
        known = ", ".join(sorted(REGISTRY))
        raise KeyError(f"unknown game {game_id!r} (games: {known})") from None
