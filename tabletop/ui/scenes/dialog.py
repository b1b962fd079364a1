"""A transparent overlay with a title, optional lines and a column of buttons (pause,
confirm, chooser and results build on it)."""

from __future__ import annotations

import pygame

from ..render.fonts import text
from ..widgets.button import Button, stack
from ..widgets.keynav import ButtonNav
from ..widgets.panel import dim, draw_panel
from .base import REST, Scene


class DialogScene(Scene):
    opaque = False

    def __init__(self, title: str, buttons: list[Button], lines: list[str] | None = None,
                 cancel: Button | None = None) -> None:
        super().__init__()
        self.title = title
        self.buttons = buttons
        self.lines = lines or []
        self.cancel = cancel  # what Esc does
        self.box = pygame.Rect(0, 0, 0, 0)
        self.nav = ButtonNav(lambda: self.buttons)  # Tab/arrows/Enter/digits (keyboard only)

    def resize(self, w: int, h: int) -> None:
        bw, bh, gap = self.px(380), self.px(50), self.px(12)
        title_h = self.px(70)
        lines_h = len(self.lines) * self.px(30)
        box_h = title_h + lines_h + len(self.buttons) * (bh + gap) + self.px(30)
        self.box = pygame.Rect(0, 0, bw + self.px(80), box_h)
        self.box.center = (w // 2, h // 2)
        stack(self.buttons, w // 2, self.box.y + title_h + lines_h + self.px(8), bw, bh, gap)

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.nav.handle(ev)  # a click hides the keyboard ring before a button takes it
        for b in self.buttons:
            if b.handle(ev):
                return True
        if self.nav.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and self.cancel is not None:
            self.cancel.on_click()
            return True
        return True

    def close(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    def next_frame_in(self) -> float:
        return REST  # buttons answer input only (a subclass that moves says so)

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        dim(surf, 150)
        draw_panel(surf, self.box, th.panel, 240, th.panel_edge, radius=self.px(14), width=2)
        t = text(self.title, self.px(30, 16), th.text, bold=True)
        surf.blit(t, t.get_rect(center=(self.box.centerx, self.box.y + self.px(38))))
        for i, line in enumerate(self.lines):
            img = text(line, self.px(18, 12), th.text_dim)
            surf.blit(img, img.get_rect(center=(self.box.centerx, self.box.y + self.px(78) + i * self.px(30))))
        for b in self.buttons:
            b.draw(surf, th, self.px(20, 13))
        self.nav.draw(surf, th.highlight, self.unit())
