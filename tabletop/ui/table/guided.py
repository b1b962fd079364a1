"""A Learn-to-play match as the table controller plays it, without pygame.

``GuidedPlay`` wraps the pure ``Guide`` (``core/tutorial.py``) around one match: it refuses the
learner's moves that are not the current step's (with a friendly sentence), plays the other
seats' scripted replies at the computer players' pace, and moves through the steps: Next on a
step to read, Skip (the step's own move is made for the learner), Back (the match rewinds to
the previous step's start) and Leave (the match goes on as a normal game). When the steps run
out the match is "free" too: Easy opponents play on. Statistics never count the match either
way (``Match.tutorial``).
"""

from __future__ import annotations

from ...core.actions import Action, IllegalAction, NotationError
from ...core.match import Match
from ...core.plugin import GamePlugin
from ...core.tutorial import LEARNER, Guide, Lesson


class GuidedPlay:
    def __init__(self, guide: Guide, match: Match) -> None:
        self.guide = guide
        self.match = match
        self.wait = 0.0  # seconds the scripted reply has waited, so a person sees it coming
        self.farewell = ""  # said once when the steps run out (the table shows it)

    @staticmethod
    def for_match(plugin: GamePlugin, match: Match) -> GuidedPlay | None:
        """The guided play of a match still in its tutorial's steps, else None."""
        if match.tutorial != "guided" or plugin.tutorial is None:
            return None
        return GuidedPlay(Guide(plugin.tutorial, plugin.rules), match)

    # --- where we are -------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.match.tutorial == "guided"

    @property
    def ply(self) -> int:
        return len(self.match.records)

    @property
    def index(self) -> int:
        """The current step, from 0 (``length`` once the steps are over)."""
        return self.guide.step_at(self.ply)

    @property
    def length(self) -> int:
        return self.guide.length

    def lesson(self) -> Lesson | None:
        return self.guide.lesson(self.ply) if self.active else None

    def reading(self) -> bool:
        """Whether the current step waits for Next (nothing to play in it)."""
        lesson = self.lesson()
        return lesson is not None and lesson.expect is None and self.guide.waiting_for_learner(self.ply)

    def expected(self) -> Action | None:
        """The learner's move the step waits for (drawn as the hint), else None."""
        if not self.active:
            return None
        try:
            return self.guide.expected(self.match.state, self.ply)
        except (IllegalAction, NotationError):
            return None

    def waits_for_learner(self) -> bool:
        return self.active and self.guide.waiting_for_learner(self.ply)

    def zones(self) -> tuple[str, ...]:
        lesson = self.lesson()
        return self.guide.tutorial.zones(lesson) if lesson is not None else ()

    # --- the learner's moves ------------------------------------------------------------------
    def refusal(self, action: Action) -> str:
        """Why the learner's legal ``action`` is refused now ("" when it is the step's)."""
        if not self.active or action.player != LEARNER:
            return ""
        if self.guide.allows(self.match.state, self.ply, action):
            return ""
        return self.guide.correction(self.match.state, self.ply)

    # --- the other seats ----------------------------------------------------------------------
    def reply(self, dt: float, delay: float) -> tuple[bool, Action | None]:
        """(scripted, action): whether this AI turn is the script's, and its move once the
        wait of ``delay`` seconds is over (None: not yet, or waiting for the learner's Next)."""
        if not self.active:
            return False, None
        if self.guide.waiting_for_learner(self.ply):
            return True, None  # (also the last step to read: the others wait for its Next)
        if self.ply >= self.guide.end:
            return False, None
        try:
            action = self.guide.scripted(self.match.state, self.ply)
        except (IllegalAction, NotationError):
            action = None
        if action is None:
            return False, None  # the script has nothing here: a bot plays (never in a checked tutorial)
        self.wait += dt
        if self.wait < delay:
            return True, None
        self.wait = 0.0
        return True, action

    # --- moving through the steps ------------------------------------------------------------
    def next(self) -> bool:
        """Next on a step to read."""
        return self.active and self.guide.next_pressed(self.ply)

    def back_to(self) -> int | None:
        """The move count Back rewinds to, or None at the first step."""
        if not self.active or (self.ply == 0 and self.index == 0):
            return None
        self.wait = 0.0
        return self.guide.rewind_target(self.ply)

    def leave(self) -> None:
        """The learner leaves the steps: the match goes on as a normal game (never counted)."""
        self.match.tutorial = "free"

    def check_end(self) -> bool:
        """True once, when the steps have just run out (the match becomes a normal game)."""
        if self.active and self.ply >= self.guide.end and self.index >= self.length:
            self.match.tutorial = "free"
            self.farewell = self.guide.tutorial.farewell
            return True
        return False
