"""Short messages that fade: 'That card can't go there', 'Aoife wins the trick'.

One toast at a time: later messages wait in a queue (``items[0]`` is the one showing), so
two messages never cover each other. While others wait, the one showing is cut short (but
stays at least ``MIN_SHOWN`` seconds, long enough to read a few words; a warning its whole
``reading_time``); a message already showing or waiting is not queued twice. No message goes
before its ``reading_time``: 2 s and a third of a second a word.

A message about the decision on show (``passing``: a refused move's reason, a Hint, "A hint is
for your own turn") speaks of a moment: once a move is made or the position changes
(``moved_on``) it goes at once, shown or waiting, and a newer one of its kind takes the place
of those still waiting. News of a move ("Ciara wins the trick") keeps its time: it is still
true. (A refusal waited behind the news of the very move it asked for, and then showed.)

How long messages stay is the player's choice (Settings, "Messages stay": ``Toasts.hold``
multiplies every message's time, ``MIN_SHOWN`` included), and the latest messages are kept
(``recent``) so the move log can list them after they have faded (issue 28, item 7).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import ClassVar

import pygame

from ...core.lean import lean_dataclass
from ..render.fonts import text
from ..render.theme import Theme
from ..table.layout import shared_area, sideways
from .panel import draw_panel, draw_shadow
from .scroll_text import wrap_even

MIN_SHOWN = 1.0  # seconds a toast stays at least, even with others waiting
READ_BASE, READ_PACE = 2.0, 3.0  # seconds, words a second: a message's time to be read


def reading_time(message: str) -> float:
    """The least time a message stays to be read: 2 s and a third of a second a word (a
    refusal's reason of 12 words went after 2.4 s)."""
    return READ_BASE + len(message.split()) / READ_PACE
FADE = 0.25  # seconds of fade in and out
RECENT = 8  # messages kept for the move log
WIDEST = 0.6  # a long message wraps at this share of the window's width
SIDES = 0.09  # and keeps off this share of the width at either side (the table's buttons)

#: where a toast may go: its centre's x; the y its one line is centred on; the columns a wrapped
#: message keeps within (None: the middle of the window, ``WIDEST`` of it at most); and whether
#: more lines grow downward from there (else upward)
Spot = tuple[int, int, tuple[int, int] | None, bool]


@lean_dataclass  # in the first frame: no code compiled (``core/lean.py``)
class Toast:
    """One message: its words, seconds left, whether it warns, seconds shown, and whether it
    speaks of the decision on show only (``passing``)."""

    message: str
    ttl: float
    warn: bool = False
    age: float = 0.0
    passing: bool = False


class Toasts:
    #: the player's "Messages stay" factor (``Settings.message_time``, set by ``prefs.apply``
    #: for the whole app: one window, one player)
    hold: ClassVar[float] = 1.0

    def __init__(self, limit: int = 3) -> None:
        self.items: list[Toast] = []  # items[0] shows; the rest wait in order
        self.limit = limit  # at most this many waiting; the oldest waiting ones give way
        self.recent: deque[str] = deque(maxlen=RECENT)  # the latest messages, oldest first

    @property
    def current(self) -> Toast | None:
        return self.items[0] if self.items else None

    def show(self, message: str, seconds: float = 2.4, warn: bool = False,
             passing: bool = False) -> None:
        """``message`` for ``seconds`` (at least its ``reading_time``), times the player's
        "Messages stay"; a ``passing`` one (about the decision on show) goes at ``moved_on``
        and takes the place of the passing ones still waiting."""
        seconds = max(seconds, reading_time(message)) * max(0.5, self.hold)
        if not self.recent or self.recent[-1] != message:
            self.recent.append(message)
        for t in self.items:
            if t.message == message:  # already there: showing longer, not twice
                t.ttl = max(t.ttl, seconds)
                t.warn = t.warn or warn
                t.passing = t.passing and passing  # news once: news it stays
                return
        if passing:  # the player tried again: what they were told before waits no more
            self.items[1:] = [t for t in self.items[1:] if not t.passing]
        self.items.append(Toast(message, seconds, warn, passing=passing))
        while len(self.items) > self.limit + 1:
            del self.items[1]

    def update(self, dt: float) -> None:
        t = self.current
        if t is None:
            return
        t.age += dt
        t.ttl -= dt
        if len(self.items) > 1:  # others wait: do not hold them up (a warning, as the rules'
            # reason for a refused move, is read first all the same)
            # (not a reason the player's next try replaced: they have read it already)
            redone = t.passing and any(w.passing for w in self.items[1:])
            least = reading_time(t.message) if t.warn and not redone else MIN_SHOWN
            t.ttl = min(t.ttl, max(least * max(1.0, self.hold) - t.age, FADE))
        if t.ttl <= 0:
            self.items.pop(0)

    def moved_on(self) -> None:
        """A move was made, or the position changed (Undo, a new viewer): the messages about
        the decision that was on show go, the one showing too; news stays."""
        self.items = [t for t in self.items if not t.passing]

    def withdraw(self, message: str) -> None:
        """Take ``message`` off at once, showing or waiting: what it said is no longer true
        ("Now click where it goes …" once the card is put back)."""
        self.items = [t for t in self.items if t.message != message]

    def retract(self, message: str) -> None:
        """``withdraw`` it, and from the log's latest messages too: a message that another
        says better (the Hint's move, then the move with its reason; its "thinking…") is not
        listed twice ("Latest messages" had the Hint short and long)."""
        self.withdraw(message)
        if message in self.recent:
            kept = [m for m in self.recent if m != message]
            self.recent.clear()
            self.recent.extend(kept)

    def clear(self) -> None:
        self.items.clear()

    def forget(self) -> None:
        """Clear the messages on show and the latest ones kept for the log: what was said to
        one player (their Hint, which names their cards; "You go out") is not for the next."""
        self.items.clear()
        self.recent.clear()

    @classmethod
    def _lines(cls, t: Toast, font_px: int, cx: int, width: int | None,
               span: tuple[int, int] | None = None) -> list[str]:
        """The message in lines: one when it fits a box centred on ``cx`` inside the middle
        of a window ``width`` wide (always, without a width) and inside the columns of
        ``span`` when given; else wrapped to those columns (``_band``), or to that middle. A
        line wider than the message strip ran over the places beside it, where nothing
        checked it (a refusal over the card of Keltis' Blue row at 1280x800)."""
        if width is None:
            return [t.message]
        one = min(2 * min(cx, width - cx) - font_px * 3, int(width * WIDEST))
        if span is not None:
            one = min(one, 2 * min(cx - span[0], span[1] - cx) - font_px * 2)
        if text(t.message, font_px, (0, 0, 0), bold=True).get_width() <= one:
            return [t.message]
        left, right = cls._band(width, span)
        room = one if span is None else right - left - font_px * 2
        return wrap_even(t.message, max(room, font_px * 8), font_px, bold=True)  # no word alone

    @staticmethod
    def _band(width: int, span: tuple[int, int] | None) -> tuple[int, int]:
        """The columns a wrapped message may use: the middle of the window (clear of the
        buttons along its sides), within ``span`` when given (the table's message strip, which
        is laid out clear of the piles: a message growing upward then never hides a pile)."""
        left, right = int(width * SIDES), width - int(width * SIDES)
        if span is not None and min(right, span[1]) - max(left, span[0]) > 0:
            left, right = max(left, span[0]), min(right, span[1])
        return left, right

    def _rect(self, lines: list[str], cx: int, y: int, font_px: int,
              width: int | None = None, span: tuple[int, int] | None = None,
              down: bool = False) -> pygame.Rect:
        """A one-line box is centred on ``y``; a longer message grows upward from there (or
        ``down``ward) and stays inside its band (``_band``)."""
        w = max(text(line, font_px, (0, 0, 0), bold=True).get_width() for line in lines)
        line_h = int(font_px * 1.3)
        r = pygame.Rect(0, 0, w + font_px * 2, int(font_px * 2.1) + line_h * (len(lines) - 1))
        r.centerx = cx
        if down:
            r.top = y - int(font_px * 2.1) // 2
        else:
            r.bottom = y + int(font_px * 2.1) // 2
        if width is not None and len(lines) > 1:
            left, right = self._band(width, span)
            r.clamp_ip(pygame.Rect(left, r.y, right - left, r.h))
        return r

    def rects(self, cx: int, y: int, font_px: int, width: int | None = None,
              span: tuple[int, int] | None = None, down: bool = False) -> list[pygame.Rect]:
        """Where the toast on screen is drawn (one rect, or none) in a window ``width`` wide;
        a message that wraps keeps within the columns ``span`` (the message strip)."""
        t = self.current
        if t is None:
            return []
        lines = self._lines(t, font_px, cx, width, span)
        return [self._rect(lines, cx, y, font_px, width, span, down)]

    def spot(self, spots: Sequence[Spot], font_px: int, width: int,
             taken: Sequence[pygame.Rect], keep_off: Sequence[pygame.Rect] = ()) -> Spot:
        """Of the places offered (the message strip first), the first where a message that
        wraps covers nothing in ``taken`` (the table's zones, zone names, name plates); else
        the one that covers least of them. A one-line message keeps the first (the strip is
        laid out for it, and a line wider than it wraps: ``_lines``), slid along its line
        within the strip off any of ``keep_off`` (the buttons on show) it would run onto."""
        t = self.current
        if t is None or not spots:
            return spots[0] if spots else (0, 0, None, False)
        taken = list(taken)
        least, best = None, spots[0]
        for n, (cx, y, span, down) in enumerate(spots):
            lines = self._lines(t, font_px, cx, width, span)
            if len(lines) == 1 and n == 0:
                return self._slid(spots[0], lines, font_px, width, taken, keep_off)
            box = self._rect(lines, cx, y, font_px, width, span, down)
            covered = sum(shared_area(tuple(box), tuple(r)) for r in taken)
            if covered == 0:
                return spots[n]
            if least is None or covered < least:  # none free: the one that hides least (a long
                least, best = covered, spots[n]  # Hint lay over half of Keltis' stones)
        return best

    def _slid(self, spot: Spot, lines: list[str], font_px: int, width: int,
              taken: list[pygame.Rect], keep_off: Sequence[pygame.Rect]) -> Spot:
        """``spot`` with its one line moved sideways, the least it takes, off the buttons in
        ``keep_off`` it covers, within its strip, where it then covers nothing else; else
        ``spot`` as it was."""
        cx, y, span, down = spot
        box = self._rect(lines, cx, y, font_px, width, span, down)
        hit = [b for b in keep_off if box.colliderect(b)]
        if not hit:
            return spot
        shifts = sorted((x - box.x for x, *_ in sideways(tuple(box), [tuple(b) for b in hit], font_px // 2)),
                        key=abs)
        for dx in shifts:
            moved = box.move(dx, 0)
            inside = (0, width) if span is None else (max(0, span[0]), min(width, span[1]))
            if (inside[0] <= moved.left and moved.right <= inside[1]  # in the strip
                    and moved.collidelist(keep_off) < 0 and moved.collidelist(taken) < 0
                    and len(self._lines(self.current, font_px, cx + dx, width, span)) == 1):
                return cx + dx, y, span, down
        return spot

    def draw(self, surf: pygame.Surface, theme: Theme, cx: int, y: int, font_px: int,
             span: tuple[int, int] | None = None, down: bool = False) -> None:
        t = self.current
        if t is None:
            return
        lines = self._lines(t, font_px, cx, surf.get_width(), span)
        r = self._rect(lines, cx, y, font_px, surf.get_width(), span, down)
        fade = min(1.0, t.ttl / FADE, (t.age + 0.05) / FADE)
        # over the prompt (``down``) the box is opaque: the prompt's words must not show through
        fade = max(0.0, fade)
        alpha = int((255 if down else 240) * fade)
        edge = theme.invalid if t.warn else theme.highlight
        radius = r.h // 2 if len(lines) == 1 else font_px
        draw_shadow(surf, r, radius, alpha // 2)
        draw_panel(surf, r, theme.panel, 255 if down else 240, edge, radius=radius, fade=fade)
        line_h = int(font_px * 1.3)
        top = r.centery - line_h * (len(lines) - 1) // 2
        for i, line in enumerate(lines):
            img = text(line, font_px, theme.text, bold=True)
            if alpha < 240:
                img = img.copy()
                img.set_alpha(alpha)
            surf.blit(img, img.get_rect(center=(r.centerx, top + i * line_h)))

