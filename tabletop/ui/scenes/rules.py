"""A game's rules, in our own words, in a scrollable page (menu, pause overlay, F1).

A game with a figure (Hyrule: its suit circle) shows it beside the text, at the top right."""

from __future__ import annotations

import pygame

from ...core.plugin import GamePlugin
from ..catalog import Figure
from ..keymap import EVERYWHERE, Shortcut
from ..widgets.button import Button
from .page import TextPage

FIGURE_W, FIGURE_RATIO = 210, 1.14  # logical width; height per width


class RulesScene(TextPage):
    def __init__(self, plugin: GamePlugin) -> None:
        super().__init__(plugin.rules_text)
        self.plugin = plugin
        #: the game's guided first game, offered where no match lies under this page (from the
        #: menu or the picker, not F1 at a table: starting it would leave that game)
        self.learn = Button("Learn to play", self._learn, key=pygame.K_l)
        self.learn.hint = "L"
        self.figure: Figure | None = None  # from the catalog, on ``enter``
        self.figure_rect: pygame.Rect | None = None

    def title(self) -> str:
        return f"How to play {self.plugin.meta.title}"

    def enter(self, mgr) -> None:
        super().enter(mgr)
        entry = self.ctx.catalog.get(self.plugin.meta.game_id)
        self.figure = entry.figure if entry is not None else None

    def offers_lesson(self) -> bool:
        return (self.plugin.tutorial is not None and self.mgr is not None
                and not any(getattr(s, "match", None) is not None for s in self.mgr.stack))

    def _learn(self) -> None:
        assert self.mgr is not None
        scene = self.mgr.make("tutorial table", self.mgr, self.plugin)
        if scene is not None:
            self.mgr.reset(scene)

    def resize(self, w: int, h: int) -> None:
        inner = self.text_rect(w, h)
        self.figure_rect = None
        if self.figure is not None:  # the figure at the top right, the text beside it
            fw = min(self.px(FIGURE_W), inner.w // 3)
            self.figure_rect = pygame.Rect(inner.right - fw, inner.y, fw, round(fw * FIGURE_RATIO))
            inner.w -= fw + self.px(24)
        self.body.layout(inner, self.px(18, 13))
        self.place_back()
        if self.offers_lesson():  # Learn to play beside Back, the pair centred
            self.learn.rect = pygame.Rect(0, 0, self.px(230), self.px(46))
            gap = self.px(16)
            left = self.box.centerx - (self.learn.rect.w + gap + self.back.rect.w) // 2
            self.learn.rect.topleft = (left, self.back.rect.y)
            self.back.rect.x = self.learn.rect.right + gap

    def shortcuts(self) -> list[Shortcut]:
        """The rules page's keys (``handle`` and its scrolling text), for its ``?`` list."""
        lesson = [Shortcut("L", "Learn to play: a guided first game")] if self.offers_lesson() else []
        return [Shortcut("↑  ↓  PgUp  PgDn", "Scroll the rules"), *lesson,
                Shortcut("Esc, F1 or Backspace", "Back"), *EVERYWHERE]

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.offers_lesson() and self.learn.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1:
            self._back()
            return True
        return super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        th = self.theme
        if self.figure is not None and self.figure_rect is not None:
            surf.blit(self.figure(self.figure_rect.size, th), self.figure_rect)
        if self.offers_lesson():
            self.learn.draw(surf, th, self.px(20, 13))
