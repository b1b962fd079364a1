"""A one-line text field (player names, deal number): click to focus, type, Enter to finish."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..render.fonts import font, text
from ..render.theme import Theme
from .panel import draw_panel


class TextField:
    def __init__(self, value: str, *, max_len: int = 20, digits: bool = False,
                 placeholder: str = "", on_change: Callable[[str], None] | None = None) -> None:
        self.value = value
        self.max_len = max_len
        self.digits = digits
        self.placeholder = placeholder
        self.on_change = on_change
        self.focus = False
        self.rect = pygame.Rect(0, 0, 0, 0)

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            was = self.focus
            self.focus = self.rect.collidepoint(ev.pos)
            return self.focus or was and False
        if not self.focus:
            return False
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focus = False
            elif ev.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
            return True
        if ev.type == pygame.TEXTINPUT:
            add = "".join(ch for ch in ev.text if ch.isdigit()) if self.digits else ev.text
            self._set((self.value + add)[: self.max_len])
            return True
        return False

    def _set(self, v: str) -> None:
        self.value = v
        if self.on_change:
            self.on_change(v)

    def draw(self, surf: pygame.Surface, theme: Theme, px: int) -> None:
        draw_panel(surf, self.rect, (12, 24, 18), 235, theme.highlight if self.focus else theme.panel_edge,
                   radius=6, width=2 if self.focus else 1)
        shown = self.value or self.placeholder
        colour = theme.text if self.value else theme.text_dim
        img = text(shown, px, colour)
        clip = surf.get_clip()
        surf.set_clip(self.rect.inflate(-8, -4))
        y = self.rect.centery - img.get_height() // 2
        surf.blit(img, (self.rect.x + 8, y))
        if self.focus:
            cx = self.rect.x + 8 + (font(px).size(self.value)[0] if self.value else 0) + 1
            pygame.draw.line(surf, theme.text, (cx, y + 2), (cx, y + img.get_height() - 2), 2)
        surf.set_clip(clip)
