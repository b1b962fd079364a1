"""The main menu: Continue (the last unfinished game, one click; only when there is one),
New game, Load, Rules, Settings, Statistics, Quit. Continue, Load and Statistics need the save
folder (``ctx.prefs``); without it (tests, screenshots) they are left out."""

from __future__ import annotations

import pygame

from ..render.fonts import text
from ..widgets.button import Button, stack
from ..widgets.keynav import ButtonNav
from ..widgets.toast import Toasts
from .base import Scene


class MainMenuScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.buttons = [
            Button("New game", self._new, primary=True, key=pygame.K_n),
            Button("Rules", self._rules, key=pygame.K_r),
            Button("Quit", self._quit, key=pygame.K_q),
        ]
        self.nav = ButtonNav(lambda: self.buttons)
        self.toasts = Toasts()
        self.continue_button: Button | None = None

    def enter(self, mgr) -> None:
        super().enter(mgr)
        from .saved import menu_buttons

        self.buttons = menu_buttons(self, self.buttons)

    def notify(self, message: str) -> None:
        """A one-line notice on the menu (settings fell back to defaults, a save failed)."""
        self.toasts.show(message, 6.0, warn=True)

    def update(self, dt: float) -> None:
        self.toasts.update(dt)

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
        n = len(self.buttons)
        bh = self.px(58 if n <= 4 else 48)
        gap = self.px(16 if n <= 4 else 10)
        top = round(h * 0.45) if n <= 4 else round(h * 0.34)
        stack(self.buttons, w // 2, top, self.px(320), bh, gap)

    def handle(self, ev: pygame.event.Event) -> bool:
        return any(b.handle(ev) for b in self.buttons) or self.nav.handle(ev)

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
        self.nav.draw(surf, th.highlight, self.unit())
        if self.continue_button is not None:
            from .saved import draw_continue_hint

            draw_continue_hint(self, surf)
        self.toasts.draw(surf, th, w // 2, h - self.px(40), self.px(17, 13))

    def _fan(self, surf: pygame.Surface, w: int, h: int) -> None:
        """A few cards fanned in the corner, so the menu looks like a card table."""
        from ...games.hyrule.rules import DECK

        art = self.ctx.art
        size = art.size_for_height(self.px(150, 60))
        for i, code in enumerate(("AS", "3H", "5D", "JK")):
            card = DECK.ids_for(code)[0]
            img = art.face(DECK, card, size)
            surf.blit(img, (self.px(40) + i * size[0] * 0.45, h - size[1] - self.px(30) - (i % 2) * self.px(8)))
