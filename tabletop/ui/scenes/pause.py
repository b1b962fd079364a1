"""The pause overlay (Esc): Resume, Rules, Quit to menu (confirmed while a game is on).

With a save folder: Save as… (a named save: "Saved as …" shows over this menu, never under
it), Save and leave (the autosave stays for Continue) and Abandon game (confirmed; stays saved
but counts as abandoned). The animation speed button steps Slow → Normal → Fast → Off."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..prefs import SPEED_ORDER
from ..widgets.button import Button
from ..widgets.toast import Toasts
from .base import frames_while
from .dialog import DialogScene

if TYPE_CHECKING:
    from .table import TableScene


class PauseScene(DialogScene):
    def __init__(self, table: TableScene) -> None:
        self.table = table
        resume = Button("Resume", self.close, primary=True, key=pygame.K_r)
        self.speed = Button("", self._speed)
        buttons = [resume, Button("Rules", self._rules), self.speed, Button("Quit to menu", self._quit)]
        if table.control.saver is not None:
            buttons.insert(2, Button("Save as…", self._save_as, key=pygame.K_s))
            if not table.match.is_over:  # autosaved: leave now, Continue later; or give it up
                buttons[-1].label = "Abandon game"
                buttons.insert(-1, Button("Save and leave", self._save_and_leave))
        buttons.insert(2, Button("Keyboard shortcuts", self._keys))
        super().__init__("Paused", buttons, cancel=resume)
        self.toasts = Toasts()

    def notify(self, message: str) -> None:
        """A short message over the menu (e.g. "Saved as …")."""
        self.toasts.show(message, 3.0)

    def update(self, dt: float) -> None:
        self.toasts.update(dt)

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.nav.handle(ev)  # a click hides the keyboard ring, then goes to the buttons
        return super().handle(ev)

    def next_frame_in(self) -> float:
        return frames_while(bool(self.toasts.items))

    def draw(self, surf: pygame.Surface) -> None:
        self.nav.show_primary(self.cancel)  # Resume, unless the ring is on another button
        super().draw(surf)
        font_px = self.px(17, 13)
        y = min(surf.get_height() - font_px * 2, self.box.bottom + font_px * 2)
        self.toasts.draw(surf, self.theme, self.box.centerx, y, font_px)

    def _keys(self) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("shortcuts", self._rules))

    def _save_as(self) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("save as", self.table, self.notify))

    def enter(self, mgr) -> None:
        super().enter(mgr)
        self._label()

    def _label(self) -> None:
        self.speed.label = f"Animation: {self.ctx.speed.capitalize()}"

    def _speed(self) -> None:
        order = SPEED_ORDER
        now = order.index(self.ctx.speed) if self.ctx.speed in order else order.index("normal")
        self.ctx.speed = order[(now + 1) % len(order)]
        self._label()
        if self.ctx.prefs is not None:  # remembered like the settings screen's choice
            from ..prefs import speed_factor

            self.ctx.prefs.update(self.ctx, animation_speed=speed_factor(self.ctx.speed))

    def _rules(self) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("rules", self.table.plugin))

    def _quit(self) -> None:
        assert self.mgr is not None
        if self.table.match.is_over:
            self._to_menu()
            return
        saved = self.table.control.saver is not None
        detail = ("It stays saved (Load lists it) but counts as abandoned, not a win."
                  if saved else "The game in progress will be lost.")
        self.mgr.push(self.mgr.make("confirm", "Abandon this game?", detail, "Abandon game",
                                     self._abandon))

    def _abandon(self) -> None:
        self.table.control.abandon()  # marked abandoned on disk; statistics: not a win
        self._to_menu()

    def _save_and_leave(self) -> None:
        """The position is written now, not only after a move (a demo opened from Load and
        left before a move left no save, and no Continue)."""
        control = self.table.control
        control.save()
        if control.saver is not None:  # on the disk before the menu looks for a Continue
            control.saver.flush()
        self._to_menu()

    def _to_menu(self) -> None:
        assert self.mgr is not None
        self.mgr.reset(self.mgr.make("menu"))
