"""The pause overlay (Esc): Resume, Rules, Quit to menu (confirmed while a game is on)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..table.animator import SPEEDS
from ..widgets.button import Button
from .dialog import DialogScene

if TYPE_CHECKING:
    from .table import TableScene


class PauseScene(DialogScene):
    def __init__(self, table: TableScene) -> None:
        self.table = table
        resume = Button("Resume", self.close, primary=True, key=pygame.K_r)
        self.speed = Button("", self._speed)
        buttons = [resume, Button("Rules", self._rules), self.speed, Button("Quit to menu", self._quit)]
        super().__init__("Paused", buttons, cancel=resume)

    def enter(self, mgr) -> None:
        super().enter(mgr)
        self._label()

    def _label(self) -> None:
        self.speed.label = f"Animation: {self.ctx.speed.capitalize()}"

    def _speed(self) -> None:
        order = list(SPEEDS)
        self.ctx.speed = order[(order.index(self.ctx.speed) + 1) % len(order)]
        self._label()

    def _rules(self) -> None:
        from .rules import RulesScene

        assert self.mgr is not None
        self.mgr.push(RulesScene(self.table.plugin))

    def _quit(self) -> None:
        from .confirm import ConfirmScene

        assert self.mgr is not None
        if self.table.match.is_over:
            self._to_menu()
            return
        self.mgr.push(ConfirmScene("Abandon this game?", "The game in progress will be lost.",
                                   "Abandon game", self._to_menu))

    def _to_menu(self) -> None:
        from .menu import MainMenuScene

        assert self.mgr is not None
        self.mgr.reset(MainMenuScene())
