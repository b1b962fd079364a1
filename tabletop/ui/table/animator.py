"""Tweens and the animator: decoration that follows the rules' events and never feeds back.

A ``Tween`` moves attributes of one object from their values at its start to target values
over a duration, with an easing curve. A ``Beat`` is one step of a timeline: when it starts
it mutates the display model and returns its tweens; the next beat starts when they finish
(plus an optional hold). The speed setting scales every duration; ``off`` runs everything at
once. ``fast_forward`` completes every queued beat immediately; ``hurry`` (a click or Enter
while cards move) does the same but stops at a ``stop`` beat (a finished trick's hold) that
had not begun: the trick is then seen for its whole hold, or until the next press (a press
as the last card flew in swept the trick away unseen). While beats are
queued the table is busy and ignores table input. Ambient tweens (hover lifts, pop-ups) run
beside the timeline and never block.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .easing import Ease, out_cubic
from .speeds import SPEEDS


class Tween:
    __slots__ = ("obj", "targets", "duration", "ease", "delay", "elapsed", "start", "on_done", "done")

    def __init__(self, obj: Any, targets: dict[str, float], duration: float, ease: Ease = out_cubic,
                 delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        self.obj = obj
        self.targets = targets
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = delay
        self.elapsed = 0.0
        self.start: dict[str, float] | None = None  # captured when the tween begins
        self.on_done = on_done
        self.done = False

    def _begin(self) -> None:
        self.start = {k: float(getattr(self.obj, k)) for k in self.targets}

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; True when finished."""
        if self.done:
            return True
        self.elapsed += dt
        t_run = self.elapsed - self.delay
        if t_run < 0:
            return False
        if self.start is None:
            self._begin()
        if self.duration <= 0 or t_run >= self.duration:
            self.finish()
            return True
        e = self.ease(t_run / self.duration)
        assert self.start is not None
        for k, b in self.targets.items():
            a = self.start[k]
            setattr(self.obj, k, a + (b - a) * e)
        return False

    def finish(self) -> None:
        if self.done:
            return
        for k, b in self.targets.items():
            setattr(self.obj, k, b)
        self.done = True
        if self.on_done:
            self.on_done()

    def scaled(self, factor: float) -> Tween:
        self.duration *= factor
        self.delay *= factor
        return self


@dataclass
class Beat:
    """One timeline step. ``start`` runs when the beat begins and returns its tweens."""

    start: Callable[[], list[Tween]]
    hold: float = 0.0  # pause after the tweens, seconds at normal speed
    label: str = ""
    tweens: list[Tween] = field(default_factory=list)
    stop: bool = False  # ``hurry`` stops before it: it is seen (a finished trick's hold)


class Animator:
    def __init__(self, speed: str = "normal") -> None:
        self.speed = speed
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.hold_left = 0.0
        self.ambient: list[Tween] = []
        self.on_idle: Callable[[], None] | None = None

    @property
    def factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def enqueue(self, beat: Beat) -> None:
        self.queue.append(beat)
        if self.factor == 0:
            self.fast_forward()

    def add_ambient(self, tween: Tween) -> None:
        if self.factor == 0:
            tween.finish()
        else:
            self.ambient.append(tween.scaled(self.factor))

    def _start_next(self) -> bool:
        if not self.queue:
            return False
        beat = self.queue.popleft()
        beat.tweens = [t.scaled(self.factor) for t in beat.start()]
        self.current = beat
        self.hold_left = beat.hold * self.factor
        return True

    def update(self, dt: float) -> None:
        if self.ambient:
            self.ambient = [t for t in self.ambient if not t.update(dt)]
        if self.factor == 0:
            self.fast_forward()
            return
        budget = dt
        while True:
            if self.current is None and not self._start_next():
                break
            beat = self.current
            assert beat is not None
            alive = [t for t in beat.tweens if not t.update(budget)]
            beat.tweens = alive
            if alive:
                return
            if self.hold_left > 0:
                self.hold_left -= budget
                if self.hold_left > 0:
                    return
            self.current = None
            budget = 0.0  # the next beat starts in this frame but advances from the next
        self._idle()

    def fast_forward(self) -> None:
        """Finish everything queued now (a click, speed off, or a viewer change)."""
        while self.current is not None or self.queue:
            if self.current is None:
                self._start_next()
            beat = self.current
            assert beat is not None
            for t in beat.tweens:
                t.finish()
            self.current = None
        for t in self.ambient:
            t.finish()
        self.ambient = []
        self._idle()

    def hurry(self) -> None:
        """A press while cards move: finish what moves now and the beats after it, up to a
        ``stop`` beat not yet begun, which then begins and holds as it would have (a finished
        trick stays to be read); a press in that hold ends it and goes on to the next."""
        passed = False  # a beat finished by this press
        while self.current is not None or self.queue:
            if self.current is None:
                stop = self.queue[0].stop
                self._start_next()
                if stop and passed:
                    assert self.current is not None
                    for t in self.current.tweens:
                        t.finish()
                    self.current.tweens = []
                    return
            beat = self.current
            assert beat is not None
            for t in beat.tweens:
                t.finish()
            self.current = None
            passed = True
        for t in self.ambient:
            t.finish()
        self.ambient = []
        self._idle()

    def _idle(self) -> None:
        if self.on_idle is not None:
            cb, self.on_idle = self.on_idle, None
            cb()
