"""Drives AI seats from the table without freezing the window.

The decision itself runs in the AI worker (``tabletop.ai.worker.Thinker``: a separate process,
or time slices in this thread where processes are unavailable). This class adds what the
table needs: ``start`` asks for the seat to act; ``poll`` (every frame) returns the action
once it has arrived *and* the presentation delay has passed, so a person sees each AI move.
The decision uses ``bot_rng(seed, seat, ply)`` (the worker's ``ply`` argument), so a match
played in the window replays the same AI decisions. If the worker fails, the seat plays a
seeded random legal move rather than stalling the game.

Pacing (issue 13, part 10): a seat's first decision of a turn waits the full delay, so a
person sees whose move it is; its *follow-up* steps (a Keltis draw after the play, each card
gathered into a group and the commit after them) wait ``FOLLOW_UP`` of it.

The delay is its own setting (Settings, "Computer's pause"; ``ctx.ai_delay``): the animation
speed does not scale it, so Animation Off still lets a person see each computer move (issue 28).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...ai.bots import RandomBot, bot_rng
from ...ai.worker import Thinker, ThinkerError
from ...core.actions import Action
from ...core.events import TurnChanged
from ...core.ids import PlayerId
from ...core.match import Match
from ...core.plugin import GamePlugin

FOLLOW_UP = 0.35  # share of the delay a follow-up step waits


def follow_up(match: Match, seat: PlayerId) -> bool:
    """Whether ``seat``'s next decision continues its own turn: it made the last step and
    that step did not pass the turn (no ``TurnChanged``, not even back to itself)."""
    if not match.records:
        return False
    last = match.records[-1]
    return last.action.player == seat and not any(isinstance(e, TurnChanged) for e in last.events)


class AIDriver:
    def __init__(self, plugin: GamePlugin, thinker: Callable[[], Any] | None = None) -> None:
        self.plugin = plugin
        self._factory = thinker  # called on first use: no worker unless an AI must decide
        self._thinker: Any = None
        self._seat: PlayerId | None = None
        self._ply = -1
        self._waited = 0.0
        self._action: Action | None = None
        self.delay = 0.6

    @property
    def thinker(self) -> Any:
        if self._thinker is None:
            self._thinker = self._factory() if self._factory else Thinker(use_process=False)
        return self._thinker

    @property
    def busy(self) -> bool:
        return self._seat is not None

    @property
    def seat(self) -> PlayerId | None:
        return self._seat

    def start(self, match: Match, seat: PlayerId, level: str, delay: float) -> None:
        """Ask for ``seat``'s decision; ``delay`` is the first step's wait (follow-ups wait less)."""
        self._seat = seat
        self._ply = len(match.records)
        self._waited = 0.0
        self._action = None
        self.delay = delay * FOLLOW_UP if follow_up(match, seat) else delay
        try:
            self.thinker.start(self.plugin.meta.game_id, match.rules.encode(match.state), seat,
                               level, match.config.seed, ply=self._ply)
        except (ThinkerError, ValueError, OSError):
            self._action = self._fallback(match)

    def _fallback(self, match: Match) -> Action:
        rng = bot_rng(match.config.seed, match.to_act or 0, len(match.records))
        return RandomBot().choose(match.rules, match.state, rng)

    def poll(self, match: Match, dt: float) -> Action | None:
        """The decided action when it is time to show it, else None (keep polling)."""
        if self._seat is None:
            return None
        if len(match.records) != self._ply:  # the match moved on (undo, reload): stale
            self.cancel()
            return None
        self._waited += dt
        if self._action is None:
            try:
                self._action = self.thinker.poll()
            except ThinkerError:
                self._action = self._fallback(match)
            if self._action is not None and self._action not in match.legal():
                self._action = self._fallback(match)
        if self._action is None or self._waited < self.delay:
            return None
        action = self._action
        self._seat, self._action = None, None
        return action

    def cancel(self) -> None:
        if self._seat is not None and self._thinker is not None:
            self._thinker.cancel()
        self._seat, self._action = None, None
