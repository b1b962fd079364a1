"""Spoken output (issue 28, item 2): the table's words said aloud, off unless chosen.

The platform's speech engine does the speaking, through a well-kept library rather than our
code: ``pyttsx3`` (SAPI5 on Windows, NSSpeechSynthesizer on macOS, espeak on Linux), or, on
Windows, a running screen reader through ``accessible_output2``. Both are optional (the
``speech`` extra) and imported only when speech is switched on: without them, or when the
engine fails, ``Speech`` says nothing and never raises.

``Speech`` is what the app holds (``AppContext.speech``): ``say(words, kind)`` puts an
utterance on a queue that keeps only what is still worth hearing. An utterance of a
*latest-only* kind (``FOCUS``, ``PROMPT``) replaces one of its kind still waiting: only the
card the keyboard is on now matters, not the five it passed. Turn lines (``TURN``) wait in
order, the oldest dropped beyond ``TURN_BACKLOG``. A backend (``Speaker``) says one utterance
at a time in a thread of its own, since pyttsx3's ``runAndWait`` blocks until it is said.
"""

from __future__ import annotations

import sys
import threading
from collections import deque
from collections.abc import Callable
from typing import Protocol

from ..core.lean import lean_dataclass

FOCUS = "focus"  # the card, place or button the keyboard is on
PROMPT = "prompt"  # what to do now, and the answer window's situation
TURN = "turn"  # what a turn did
LATEST_ONLY = frozenset({FOCUS, PROMPT})
TURN_BACKLOG = 8


class Speaker(Protocol):
    """A speech backend: ``speak`` blocks until the words are said (it is called from the
    speech thread only); ``close`` releases the engine."""

    def speak(self, words: str) -> None: ...

    def close(self) -> None: ...


class NullSpeaker:
    """Says nothing: speech off, or no engine on this machine."""

    def speak(self, words: str) -> None:
        pass

    def close(self) -> None:
        pass


class Pyttsx3Speaker:
    """The platform's speech engine through pyttsx3. Made in the speech thread, which is the
    only thread that uses it (an engine belongs to the thread that made it)."""

    def __init__(self, rate: int | None = None) -> None:
        import pyttsx3  # optional: the ``speech`` extra

        self.engine = pyttsx3.init()
        if rate is not None:
            self.engine.setProperty("rate", rate)

    def speak(self, words: str) -> None:
        self.engine.say(words)
        self.engine.runAndWait()

    def save(self, words: str, path: str) -> None:
        """Write the words as a sound file instead of saying them (the test's way to hear)."""
        self.engine.save_to_file(words, path)
        self.engine.runAndWait()

    def close(self) -> None:
        try:
            self.engine.stop()
        except Exception:
            pass


class ScreenReaderSpeaker:
    """A running screen reader (NVDA, JAWS, …) through accessible_output2 (Windows)."""

    def __init__(self) -> None:
        from accessible_output2.outputs.auto import Auto  # optional: the ``speech`` extra

        self.output = Auto()
        if not any(o.is_active() for o in self.output.outputs):
            raise RuntimeError("no screen reader running")

    def speak(self, words: str) -> None:
        self.output.speak(words, interrupt=False)

    def close(self) -> None:
        pass


def platform_speaker() -> Speaker:
    """The best backend here: a running screen reader on Windows, else the speech engine,
    else nothing. Never raises."""
    if sys.platform == "win32":
        try:
            return ScreenReaderSpeaker()
        except Exception:
            pass
    try:
        return Pyttsx3Speaker()
    except Exception:  # no pyttsx3, no engine (no espeak), a broken driver: silence
        return NullSpeaker()


@lean_dataclass  # imported for the first frame: no code compiled (``core/lean.py``)
class Utterance:
    """Words to say, and their kind (``FOCUS``, ``PROMPT``, ``TURN``)."""

    words: str
    kind: str


class SpeechQueue:
    """Utterances waiting to be said, stale ones dropped (thread-safe)."""

    def __init__(self) -> None:
        self._items: deque[Utterance] = deque()
        self._cv = threading.Condition()
        self.closed = False

    def put(self, words: str, kind: str) -> None:
        with self._cv:
            if kind in LATEST_ONLY:
                self._items = deque(u for u in self._items if u.kind != kind)
            self._items.append(Utterance(words, kind))
            turns = [u for u in self._items if u.kind == TURN]
            for old in turns[:max(0, len(turns) - TURN_BACKLOG)]:
                self._items.remove(old)
            self._cv.notify()

    def waiting(self) -> list[Utterance]:
        with self._cv:
            return list(self._items)

    def clear(self) -> None:
        with self._cv:
            self._items.clear()

    def take(self, timeout: float | None = None) -> Utterance | None:
        """The next utterance, waiting for one; None when closed (or after ``timeout``)."""
        with self._cv:
            if not self._items and not self.closed:
                self._cv.wait(timeout)
            if self.closed or not self._items:
                return None
            return self._items.popleft()

    def close(self) -> None:
        with self._cv:
            self.closed = True
            self._items.clear()
            self._cv.notify_all()


class Speech:
    """The app's voice: off by default; ``enable(True)`` starts the speech thread and its
    backend (``make`` builds it: the platform's, or a fake in tests)."""

    def __init__(self, make: Callable[[], Speaker] = platform_speaker) -> None:
        self.make = make
        self.enabled = False
        self.queue = SpeechQueue()
        self._thread: threading.Thread | None = None
        self.failed = False  # the backend raised: silent from then on

    def enable(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self.queue.clear()
        elif self._thread is None and not self.queue.closed:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()

    def say(self, words: str, kind: str = TURN) -> None:
        """Queue ``words`` (nothing while speech is off, or for empty words)."""
        words = " ".join(words.split())
        if self.enabled and words and not self.failed:
            self.queue.put(words, kind)

    def _run(self) -> None:
        try:
            speaker = self.make()
        except Exception:
            speaker = NullSpeaker()
        try:
            while (u := self.queue.take()) is not None:
                try:
                    speaker.speak(u.words)
                except Exception:  # an engine that broke: be silent, never stop the app
                    self.failed = True
                    self.queue.clear()
        finally:
            speaker.close()

    def close(self) -> None:
        self.queue.close()


def spoken_lines(lines: list[str]) -> str:
    """Lines said as one utterance, each a sentence."""
    return " ".join(line if line.rstrip().endswith((".", "!", "?", ":")) else line + "." for line in lines
                    if line.strip())
