"""Short messages that fade: 'That card can't go there', 'Aoife wins the trick'.

One toast at a time: later messages wait in a queue (``items[0]`` is the one showing), so
two messages never cover each other. While others wait, the one showing is cut short (but
stays at least ``MIN_SHOWN`` seconds, long enough to read a few words); a message already
showing or waiting is not queued twice.

How long messages stay is the player's choice (Settings, "Messages stay": ``Toasts.hold``
multiplies every message's time, ``MIN_SHOWN`` included), and the latest messages are kept
(``recent``) so the move log can list them after they have faded (issue 28, item 7).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import ClassVar

import pygame

from ..render.fonts import text
from ..render.theme import Theme
from .panel import draw_panel, draw_shadow

MIN_SHOWN = 1.0  # seconds a toast stays at least, even with others waiting
FADE = 0.25  # seconds of fade in and out
RECENT = 8  # messages kept for the move log


@dataclass
class Toast:
    message: str
    ttl: float
    warn: bool = False
    age: float = 0.0


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

    def show(self, message: str, seconds: float = 2.4, warn: bool = False) -> None:
        seconds *= max(0.5, self.hold)
        if not self.recent or self.recent[-1] != message:
            self.recent.append(message)
        for t in self.items:
            if t.message == message:  # already there: showing longer, not twice
                t.ttl = max(t.ttl, seconds)
                t.warn = t.warn or warn
                return
        self.items.append(Toast(message, seconds, warn))
        while len(self.items) > self.limit + 1:
            del self.items[1]

    def update(self, dt: float) -> None:
        t = self.current
        if t is None:
            return
        t.age += dt
        t.ttl -= dt
        if len(self.items) > 1:  # others wait: do not hold them up
            t.ttl = min(t.ttl, max(MIN_SHOWN * max(1.0, self.hold) - t.age, FADE))
        if t.ttl <= 0:
            self.items.pop(0)

    def clear(self) -> None:
        self.items.clear()

    def _rect(self, t: Toast, cx: int, y: int, font_px: int) -> pygame.Rect:
        img = text(t.message, font_px, (0, 0, 0), bold=True)
        r = pygame.Rect(0, 0, img.get_width() + font_px * 2, int(font_px * 2.1))
        r.center = (cx, y)
        return r

    def rects(self, cx: int, y: int, font_px: int) -> list[pygame.Rect]:
        """Where the toast on screen is drawn (one rect, or none)."""
        t = self.current
        return [] if t is None else [self._rect(t, cx, y, font_px)]

    def draw(self, surf: pygame.Surface, theme: Theme, cx: int, y: int, font_px: int) -> None:
        t = self.current
        if t is None:
            return
        r = self._rect(t, cx, y, font_px)
        fade = min(1.0, t.ttl / FADE, (t.age + 0.05) / FADE)
        alpha = int(240 * max(0.0, fade))
        edge = theme.invalid if t.warn else theme.highlight
        draw_shadow(surf, r, r.h // 2, alpha // 2)
        draw_panel(surf, r, theme.panel, alpha, edge, radius=r.h // 2)
        img = text(t.message, font_px, theme.text, bold=True)
        if alpha < 240:
            img = img.copy()
            img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=r.center))
