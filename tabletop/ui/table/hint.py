"""The Hint: what Hard would play now, from the human's own information.

The request goes to the same AI worker the computer seats use (``Thinker.hint``), with the
seat's own view only: the search determinizes every card that seat cannot see, exactly as a
Hard opponent would. The answer is shown, never played: the table outlines the suggested card
and its destination and says the move in words (``rules.describe``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from ...ai.worker import ThinkerError
from ...core.actions import Action
from ...core.ids import PlayerId
from ...core.match import Match
from ...core.plugin import GamePlugin


class Hinter:
    def __init__(self, plugin: GamePlugin, thinker: Callable[[], Any]) -> None:
        self.plugin = plugin
        self._thinker = thinker
        self._ply = -1
        self._seat: PlayerId | None = None
        self.action: Action | None = None  # the hint on show (for the ply it was asked at)
        self.count = 0  # hints given this match
        #: the hint's one-line reason (``ai/review.py``'s win chances), worked out in a thread
        #: once the hint arrives; ``take_reason`` hands it over once, for the ply it was for
        self._reason: tuple[int, str] | None = None

    @property
    def busy(self) -> bool:
        return self._seat is not None

    def request(self, match: Match, seat: PlayerId) -> bool:
        """Ask for a hint for ``seat`` (who must be to act). False if none can be asked now."""
        if match.to_act != seat or self.busy:
            return False
        self.action = None
        self._seat, self._ply = seat, len(match.records)
        try:
            self._thinker().hint(self.plugin.meta.game_id, match.rules.encode(match.state), seat,
                                 match.config.seed, ply=self._ply)
        except (ThinkerError, ValueError, OSError):
            self._seat = None
            return False
        return True

    def update(self, match: Match) -> Action | None:
        """Call every frame: the hint the moment it arrives, else None. A hint (asked or shown)
        is dropped as soon as the match moves on."""
        if (self._seat is not None or self.action is not None) and len(match.records) != self._ply:
            self.clear()
            return None
        if self._seat is None:
            return None
        try:
            action = self._thinker().poll()
        except ThinkerError:
            self._seat = None
            return None
        if action is None:
            return None
        self._seat = None
        if action not in match.legal():
            return None
        self.action = action
        self.count += 1
        self._explain(match, action)
        return action

    def _explain(self, match: Match, action: Action) -> None:
        """Weigh the seat's moves in a thread (the same evaluation the review uses, from the
        seat's own information): the reason arrives a moment after the hint."""
        from ...ai.review import weigh
        from ...ai.review_words import hint_reason
        from ...core.advice import move_reason

        state, ply, plugin = match.state, self._ply, self.plugin

        def work() -> None:
            try:
                weighed = weigh(plugin, state, action.player, worlds=16, seed=match.config.seed,
                                ply=ply, keep=action)
                why = move_reason(plugin, state, action, match.config.seed, ply)
                names = [match.name(i) for i in range(match.config.num_players)]
                self._reason = (ply, hint_reason(plugin.rules, state, action, weighed, why, names))
            except Exception:  # a reason is a courtesy: the hint stands without one
                self._reason = (ply, "")
        self._reason = None
        threading.Thread(target=work, name="hint-reason", daemon=True).start()

    def take_reason(self, match: Match) -> str | None:
        """The current hint's reason once it is ready (then None again); "" if there is none."""
        reason, self._reason = self._reason, None
        if reason is None:
            return None
        ply, words = reason
        return words if ply == len(match.records) and self.action is not None else None

    def clear(self) -> None:
        if self._seat is not None:
            try:
                self._thinker().cancel()
            except ThinkerError:
                pass
        self._seat = None
        self.action = None
