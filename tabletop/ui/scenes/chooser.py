"""Several legal actions fit one gesture (same card, different choice): pick one."""

from __future__ import annotations

from collections.abc import Callable

from ...core.actions import Action
from ..widgets.button import Button
from .dialog import DialogScene


class ChooserScene(DialogScene):
    def __init__(self, options: list[tuple[str, Action]], on_pick: Callable[[Action], object]) -> None:
        buttons = [Button(label, lambda a=a: self._pick(a, on_pick)) for label, a in options]
        cancel = Button("Cancel", self.close)
        super().__init__("Which one?", [*buttons, cancel], cancel=cancel)

    def _pick(self, a: Action, on_pick: Callable[[Action], object]) -> None:
        self.close()
        on_pick(a)
