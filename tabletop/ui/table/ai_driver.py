"""Drives AI seats from the table without freezing the window.

One small class, so moving to the AI worker (``Thinker``) is a few lines: ``start`` begins a
decision for the seat to act, ``poll`` is called every frame and returns the action once the
bot has decided *and* the presentation delay has passed (so a person sees each AI move).
Bots that support ``begin`` are stepped a few milliseconds per frame; others decide at once.
The bot's randomness is ``bot_rng(seed, seat, ply)``, so a match replays the same decisions.
"""

from __future__ import annotations

from typing import Any

from ...ai.bots import bot_rng
from ...ai.registry import make_bot
from ...core.actions import Action
from ...core.ids import PlayerId
from ...core.match import Match
from ...core.plugin import GamePlugin

SLICE_MS = 6.0  # search time per frame: keeps 60 fps while the bot thinks


class AIDriver:
    def __init__(self, plugin: GamePlugin) -> None:
        self.plugin = plugin
        self._bots: dict[str, Any] = {}
        self._decision: Any = None
        self._seat: PlayerId | None = None
        self._ply = -1
        self._waited = 0.0
        self.delay = 0.6

    def _bot(self, level: str) -> Any:
        if level not in self._bots:
            try:
                self._bots[level] = make_bot(self.plugin, level)
            except (ValueError, KeyError):
                self._bots[level] = make_bot(self.plugin, "random")
        return self._bots[level]

    @property
    def busy(self) -> bool:
        return self._decision is not None

    @property
    def seat(self) -> PlayerId | None:
        return self._seat

    def start(self, match: Match, seat: PlayerId, level: str, delay: float) -> None:
        bot = self._bot(level)
        rng = bot_rng(match.config.seed, seat, len(match.records))
        if hasattr(bot, "begin"):
            self._decision = bot.begin(match.rules, match.state, rng)
        else:
            from ...ai.bots import Ready

            self._decision = Ready(bot.choose(match.rules, match.state, rng))
        self._seat = seat
        self._ply = len(match.records)
        self._waited = 0.0
        self.delay = delay

    def poll(self, match: Match, dt: float) -> Action | None:
        """The decided action when it is time to show it, else None (keep polling)."""
        if self._decision is None:
            return None
        if len(match.records) != self._ply:  # the match moved on (undo, reload): stale
            self.cancel()
            return None
        self._waited += dt
        done = self._decision.step(SLICE_MS)
        if not done or self._waited < self.delay:
            return None
        action = self._decision.best()
        self.cancel()
        return action

    def cancel(self) -> None:
        self._decision = None
        self._seat = None
