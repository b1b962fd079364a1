"""A transparent overlay with a title, optional lines and a column of buttons (pause,
confirm, chooser and results build on it)."""

from __future__ import annotations

import pygame

from ..render.fonts import text
from ..widgets.button import Button, stack
from ..widgets.keynav import ButtonNav
from ..widgets.panel import dim, draw_panel
from ..widgets.scroll_text import wrap_even
from .base import REST, Scene

PAD = 24  # the room kept between the box's edge and its words (logical px)


def _line_height(px: int, bold: bool) -> int:
    return text("Ag", px, (0, 0, 0), bold=bold).get_height()


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
        self.title_lines: list[str] = [title]  # the title and lines wrapped to the box
        self.text_lines: list[str] = list(self.lines)
        self.line_step = 0
        self.title_top = self.lines_top = 0
        self.nav = ButtonNav(lambda: self.buttons)  # Tab/arrows/Enter/digits (keyboard only)

    def resize(self, w: int, h: int) -> None:
        """The box: as wide as before, as tall as its title and lines need once each is
        wrapped inside it (a long question or detail, a long player's name, a larger text
        size: "It stays saved (Load lists it) but …" ran past both edges)."""
        bw, bh, gap = self.px(380), self.px(50), self.px(12)
        box_w = bw + self.px(80)
        room = box_w - 2 * self.px(PAD)
        title_px, line_px = self.title_px(), self.line_px()
        self.title_lines = wrap_even(self.title, room, title_px, bold=True)
        self.text_lines = [part for line in self.lines
                           for part in (wrap_even(line, room, line_px) if line else [""])]
        title_step = _line_height(title_px, True)
        self.line_step = max(self.px(30), _line_height(line_px, False) + self.px(6))
        title_h = self.px(70) + title_step * (len(self.title_lines) - 1)
        lines_h = len(self.text_lines) * self.line_step
        box_h = title_h + lines_h + len(self.buttons) * (bh + gap) + self.px(30)
        self.box = pygame.Rect(0, 0, box_w, box_h)
        self.box.center = (w // 2, h // 2)
        self.title_top = self.box.y + self.px(38) - title_step // 2  # the first line's top
        self.lines_top = self.box.y + title_h  # where the lines begin
        stack(self.buttons, w // 2, self.box.y + title_h + lines_h + self.px(8), bw, bh, gap)

    def title_px(self) -> int:
        return self.px(30, 16)

    def line_px(self) -> int:
        return self.px(18, 12)

    def text_rects(self) -> list[tuple[str, int, bool, pygame.Rect]]:
        """Each line of words the box shows (its title's, then its lines'), with its size,
        boldness and where it is drawn: ``draw`` draws these."""
        out = []
        step = _line_height(self.title_px(), True)
        for i, line in enumerate(self.title_lines):
            img = text(line, self.title_px(), (0, 0, 0), bold=True)
            out.append((line, self.title_px(), True,
                        img.get_rect(midtop=(self.box.centerx, self.title_top + i * step))))
        for i, line in enumerate(self.text_lines):
            if line:
                img = text(line, self.line_px(), (0, 0, 0))
                middle = self.lines_top + i * self.line_step + self.line_step // 2 - self.px(7)
                out.append((line, self.line_px(), False, img.get_rect(center=(self.box.centerx, middle))))
        return out

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
        for line, size, bold, rect in DialogScene.text_rects(self):
            surf.blit(text(line, size, th.text if bold else th.text_dim, bold=bold), rect)
        for b in self.buttons:
            b.draw(surf, th, self.px(20, 13))
        self.nav.draw(surf, th.highlight, self.unit())
