"""Bot names to bots: random, greedy, easy, medium, hard, and cheat (tests/ceiling only).

Games supply their heuristics through ``plugin.ai`` (``AiHooks``), which may also redefine
levels (``levels``: name -> ``Level``); ``plugin.bots`` may add extra named bots (factory
called with the rules).
"""

from __future__ import annotations

from dataclasses import replace

from ..core.plugin import GamePlugin
from .bots import Bot, GreedyBot, RandomBot, SearchBot
from .hooks import game_levels
from .levels import HARD, LEVELS

BOT_NAMES = ("random", "greedy", "easy", "medium", "hard", "cheat")
#: names a player may pick for an AI seat (``cheat`` is never offered)
PLAYER_LEVELS = ("easy", "medium", "hard")


def make_bot(plugin: GamePlugin, name: str, *, deterministic: bool = False,
             iterations: int | None = None) -> Bot:
    """The bot called ``name`` for this game.

    ``deterministic`` drops wall-clock limits (decisions depend only on the seed);
    ``iterations`` overrides a search bot's iteration budget (fast tests); so does a name
    suffix, ``hard@500`` (calibration runs). A level played by a game's own bot
    (``Level.bot``) passes both to that bot's ``configure`` (its fallback search).
    """
    ai = plugin.ai
    base, at, count = name.partition("@")
    if at and base in ("medium", "hard", "cheat") and count.isdigit() and int(count) > 0:
        name, iterations = base, int(count)
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot(ai)
    if name in LEVELS or name == "cheat":
        # a game may redefine a level where the generic search does not serve it well
        # (``AiHooks.levels``, e.g. Keltis); the cheat ceiling is the game's own Hard search
        # on the real state where its Hard is a search (Seanchaí), else the generic Hard search
        overrides = game_levels(ai)
        if name == "cheat":
            own = overrides.get("hard")
            level = own if own is not None and own.search is not None else HARD
        else:
            level = overrides.get(name, LEVELS[name])
        if deterministic:
            level = level.deterministic()
        if level.bot is not None:
            # a search inside it takes the budgets as asked (``Bot.configure``)
            bot = plugin.bots[level.bot](plugin.rules).configure(deterministic, iterations)
            bot.name = name
            return bot
        if level.search is None:
            return GreedyBot(ai, level.mistakes, name)
        params = level.search
        if name == "cheat":
            params = replace(params, cheat=True)
        if iterations is not None:
            params = replace(params, iterations=iterations)
        return SearchBot(ai, params, name)
    factory = plugin.bots.get(name)
    if factory is None:
        known = ", ".join(sorted({*BOT_NAMES, *plugin.bots}))
        raise ValueError(f"unknown bot {name!r} for {plugin.meta.game_id} (bots: {known})")
    return factory(plugin.rules)
