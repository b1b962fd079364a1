"""The main menu: New game, Rules, Quit. (Continue, Load and Settings come with saves.)"""

from __future__ import annotations

import pygame

from ..render.fonts import text
from ..widgets.button import Button, stack
from .base import Scene


class MainMenuScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.buttons = [
            Button("New game", self._new, primary=True, key=pygame.K_n),
            Button("Rules", self._rules, key=pygame.K_r),
            Button("Quit", self._quit, key=pygame.K_q),
        ]

    def _new(self) -> None:
        from .picker import GamePickerScene

        assert self.mgr is not None
        self.mgr.push(GamePickerScene())

    def _rules(self) -> None:
        from .picker import GamePickerScene

        assert self.mgr is not None
        self.mgr.push(GamePickerScene(for_rules=True))

    def _quit(self) -> None:
        self.ctx.quit_requested = True

    def resize(self, w: int, h: int) -> None:
        stack(self.buttons, w // 2, round(h * 0.45), self.px(320), self.px(58), self.px(16))

    def handle(self, ev: pygame.event.Event) -> bool:
        return any(b.handle(ev) for b in self.buttons)

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        art = self.ctx.art
        surf.blit(art.felt((w, h)), (0, 0))
        self._fan(surf, w, h)
        title = text("Tabletop", self.px(84, 30), th.text, bold=True, serif=True)
        surf.blit(title, title.get_rect(center=(w // 2, round(h * 0.18))))
        sub = text("Card games for one screen: against the computer or with friends",
                   self.px(22, 13), th.text_dim)
        surf.blit(sub, sub.get_rect(center=(w // 2, round(h * 0.18) + self.px(64))))
        for b in self.buttons:
            b.draw(surf, th, self.px(24, 14))

    def _fan(self, surf: pygame.Surface, w: int, h: int) -> None:
        """A few cards fanned in the corner, so the menu looks like a card table."""
        from ...games.hyrule.rules import DECK

        art = self.ctx.art
        size = art.size_for_height(self.px(150, 60))
        for i, code in enumerate(("AS", "3H", "5D", "JK")):
            card = DECK.ids_for(code)[0]
            img = art.face(DECK, card, size)
            surf.blit(img, (self.px(40) + i * size[0] * 0.45, h - size[1] - self.px(30) - (i % 2) * self.px(8)))
