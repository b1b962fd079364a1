"""The hot-seat hand-off: an opaque screen with nothing private on it.

"Pass to Ciara — press to continue". The table is not drawn at all while it is up (opaque),
so no card face of anyone can show; only after the press does the table switch to Ciara's
view. A mouse-up or a key press continues (the press that passed the device is ignored:
the screen waits for a fresh press after a short moment).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.ids import PlayerId
from ...core.names import is_you
from ..render.fonts import text
from ..render.theme import seat_colour
from ..table.hud import draw_symbol
from ..widgets.button import Button
from .base import Scene

ARM_DELAY = 0.35  # ignore input this long, so a double click does not skip the screen


def show_cards_label(name: str) -> str:
    """The hand-off button: "I'm Ciara: show my cards"; a seat called "You" gets no "I'm You"."""
    return "Show my cards" if is_you(name) else f"I'm {name}: show my cards"


class HandoffScene(Scene):
    opaque = True

    def __init__(self, name: str, seat: PlayerId, on_continue: Callable[[], None],
                 recap: list[str] | None = None, reason: str = "") -> None:
        super().__init__()
        self.recap = recap or []  # public narration since this player's last turn
        self.reason = reason  # why, when it is an answer out of turn: "Eimear: answer Dara's Púka"
        self.name = name
        self.seat = seat
        self.on_continue = on_continue
        self.age = 0.0
        self.button = Button(show_cards_label(name), self._go, primary=True)

    def _go(self) -> None:
        if self.age < ARM_DELAY or self.mgr is None:
            return
        mgr = self.mgr
        mgr.pop(self)
        self.on_continue()

    def update(self, dt: float) -> None:
        self.age += dt

    def resize(self, w: int, h: int) -> None:
        bw, bh = self.px(420), self.px(64)
        self.button.rect = pygame.Rect(w // 2 - bw // 2, round(h * 0.58), bw, bh)

    def _pause(self) -> None:
        """Esc: the table's pause menu, over this screen (the table stays hidden under it)."""
        mgr = self.mgr
        if mgr is None or self not in mgr.stack or mgr.stack.index(self) == 0:
            return
        open_pause = getattr(mgr.stack[mgr.stack.index(self) - 1], "open_pause", None)
        if open_pause is not None:
            open_pause()

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.button.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self._pause()
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._go()
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._go()
            return True
        return True  # modal: nothing reaches the table

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        surf.fill(th.felt_edge)
        colour, symbol = seat_colour(th, self.seat)
        draw_symbol(surf, symbol, (w / 2, h * 0.25), self.px(80), colour)
        title = text(f"Pass to {self.name}", self.px(56, 24), th.text, bold=True)
        surf.blit(title, title.get_rect(center=(w // 2, round(h * 0.40))))
        if self.reason:  # an answer out of turn says so, and to what
            why = text(self.reason, self.px(26, 14), th.highlight, bold=True)
            surf.blit(why, why.get_rect(center=(w // 2, round(h * 0.455))))
        sub = text("Everyone else, look away. Nothing private is on screen.", self.px(22, 13), th.text_dim)
        surf.blit(sub, sub.get_rect(center=(w // 2, round(h * 0.50) + (self.px(8) if self.reason else 0))))
        self.button.draw(surf, th, self.px(24, 14))
        hint = text("Click, or press Enter or Space, to continue · Esc: menu", self.px(17, 12), th.text_dim)
        surf.blit(hint, hint.get_rect(center=(w // 2, self.button.rect.bottom + self.px(28))))
        if self.recap:
            y = self.button.rect.bottom + self.px(70)
            head = text("Since your last turn:", self.px(17, 12), th.text, bold=True)
            surf.blit(head, head.get_rect(center=(w // 2, y)))
            for i, line in enumerate(self.recap):
                img = text(line, self.px(16, 12), th.text_dim)
                surf.blit(img, img.get_rect(center=(w // 2, y + self.px(26) * (i + 1))))
