"""A page of text under a title (a game's rules, About Tabletop): a frame scenes share, as
the dialog frame is (scenes import it, never each other)."""

from __future__ import annotations

import pygame

from ..keymap import EVERYWHERE, Shortcut
from ..render.fonts import text
from ..widgets.button import Button
from ..widgets.panel import draw_panel
from ..widgets.scroll_text import ScrollText
from .base import REST, Scene


class TextPage(Scene):
    """A page of text under a title, scrolled by keys and wheel, with Back (the rules of a
    game, About Tabletop)."""

    opaque = True

    def __init__(self, source: str) -> None:
        super().__init__()
        self.body = ScrollText(source)
        self.back = Button("Back", self._back, primary=True)
        self.box = pygame.Rect(0, 0, 0, 0)

    def title(self) -> str:
        raise NotImplementedError

    def _back(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    def text_rect(self, w: int, h: int) -> pygame.Rect:
        """The page's box for a ``w`` x ``h`` window, and the text's place in it."""
        bw = min(w - self.px(40), self.px(900))
        self.box = pygame.Rect((w - bw) // 2, self.px(20), bw, h - self.px(40))
        inner = self.box.inflate(-self.px(60), -self.px(150))
        inner.y = self.box.y + self.px(80)
        return inner

    def resize(self, w: int, h: int) -> None:
        self.body.layout(self.text_rect(w, h), self.px(18, 13))
        self.place_back()

    def place_back(self) -> None:
        self.back.rect = pygame.Rect(0, 0, self.px(180), self.px(46))
        self.back.rect.midbottom = (self.box.centerx, self.box.bottom - self.px(14))

    def shortcuts(self) -> list[Shortcut]:
        """The page's keys (``handle`` and its scrolling text), for its ``?`` list."""
        return [Shortcut("↑  ↓  PgUp  PgDn", "Scroll the page"), Shortcut("Esc or Backspace", "Back"),
                *EVERYWHERE]

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.back.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self._back()
            return True
        self.body.handle(ev)
        return True

    def next_frame_in(self) -> float:
        return REST  # a page of text: it scrolls on input only

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        surf.fill(th.felt_edge)
        draw_panel(surf, self.box, th.panel, 245, th.panel_edge, radius=self.px(14))
        title = text(self.title(), self.px(32, 18), th.text, bold=True)
        surf.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + self.px(22))))
        self.body.draw(surf, th)
        self.back.draw(surf, th, self.px(20, 13))
