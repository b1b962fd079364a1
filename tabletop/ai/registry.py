"""Bot names to bots. Games add their own heuristics through their plugin's ``bots``."""

from __future__ import annotations

from ..core.plugin import GamePlugin
from .bots import Bot, RandomBot

BOT_NAMES = ("random",)


def make_bot(plugin: GamePlugin, name: str) -> Bot:
    if name == "random":
        return RandomBot()
    factory = plugin.bots.get(name)
    if factory is None:
        known = ", ".join(sorted({*BOT_NAMES, *plugin.bots}))
        raise ValueError(f"unknown bot {name!r} for {plugin.meta.game_id} (bots: {known})")
    return factory(plugin.rules)
