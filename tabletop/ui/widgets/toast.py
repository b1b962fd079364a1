"""Short messages that fade: 'That card can't go there', 'Aoife wins the trick'."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..render.fonts import text
from ..render.theme import Theme
from .panel import draw_panel


@dataclass
class Toast:
    message: str
    ttl: float
    warn: bool = False


class Toasts:
    def __init__(self, limit: int = 3) -> None:
        self.items: list[Toast] = []
        self.limit = limit

    def show(self, message: str, seconds: float = 2.4, warn: bool = False) -> None:
        self.items = [t for t in self.items if t.message != message]
        self.items.append(Toast(message, seconds, warn))
        self.items = self.items[-self.limit:]

    def update(self, dt: float) -> None:
        for t in self.items:
            t.ttl -= dt
        self.items = [t for t in self.items if t.ttl > 0]

    def clear(self) -> None:
        self.items.clear()

    def rects(self, cx: int, y: int, font_px: int) -> list[pygame.Rect]:
        out = []
        for i, t in enumerate(reversed(self.items)):
            img = text(t.message, font_px, (0, 0, 0), bold=True)
            r = pygame.Rect(0, 0, img.get_width() + font_px * 2, int(font_px * 2.1))
            r.center = (cx, y - i * int(font_px * 2.5))
            out.append(r)
        return out

    def draw(self, surf: pygame.Surface, theme: Theme, cx: int, y: int, font_px: int) -> None:
        for t, r in zip(reversed(self.items), self.rects(cx, y, font_px), strict=True):
            alpha = int(235 * min(1.0, t.ttl / 0.4))
            edge = theme.invalid if t.warn else theme.highlight
            draw_panel(surf, r, theme.panel, alpha, edge, radius=r.h // 2)
            img = text(t.message, font_px, theme.text, bold=True)
            surf.blit(img, img.get_rect(center=r.center))
