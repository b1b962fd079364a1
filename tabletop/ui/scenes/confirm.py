"""Ask before doing something that cannot be taken back (abandoning a game in progress).

The safe answer is the one that looks chosen (gold) and the one Enter presses until the player
moves the focus: a player saw "Abandon game" in gold and read it as preselected."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..widgets.button import Button
from .dialog import DialogScene


class ConfirmScene(DialogScene):
    def __init__(self, question: str, detail: str, yes_label: str, on_yes: Callable[[], None],
                 no_label: str = "Keep playing") -> None:
        no = Button(no_label, self._no, key=pygame.K_n)
        yes = Button(yes_label, lambda: self._yes(on_yes), key=pygame.K_y)
        super().__init__(question, [no, yes], [detail] if detail else [], cancel=no)
        self.nav.digits = False  # a stray number key (meant for the table) never confirms

    def draw(self, surf: pygame.Surface) -> None:
        self.nav.show_primary(self.cancel)  # gold: what Enter presses (the focused button)
        super().draw(surf)

    def _no(self) -> None:
        self.close()

    def _yes(self, on_yes: Callable[[], None]) -> None:
        self.close()
        on_yes()
