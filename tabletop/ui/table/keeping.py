"""What the table does so that nothing is lost and mistakes can be taken back: the pygame half.

The decisions live in ``TableController`` (``controller.py``): whose moves Undo takes back
(the one human against AI, or in hot seat the human now looking: ``Match.undo_floor`` keeps
them to their own decisions since the last hand-off), what can be undone or redone, why not,
and the autosave after every action, undo and redo. ``TableKeeping`` adds the rest:

* it starts the ``Autosaver`` writer thread (only when the app has ``prefs``, i.e. a save
  folder, and the table plays live) and shows its notices;
* Undo / Redo buttons and Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z), enabled only when the controller
  allows. Undo snaps the table to the earlier view; redo replays the move with its animation.
  Ctrl+Z when nothing can be undone says why (``undo_refusal``) instead of doing nothing;
* abandoning: the autosave is marked abandoned and the statistics count it (not a win).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ..render.theme import Theme
from ..widgets.button import Button, row
from ..widgets.toast import Toasts
from .autosave import Autosaver
from .board import TableBoard
from .controller import TableController
from .layout import TableLayout


class KeepingHost(Protocol):
    """What the keeping sees of its table."""

    control: TableController
    board: TableBoard
    toasts: Toasts
    layout: TableLayout | None

    @property
    def theme(self) -> Theme: ...

    def play(self, sound: str) -> None: ...


class TableKeeping:
    def __init__(self, host: KeepingHost) -> None:
        self.host = host
        self.control = host.control
        self.undo_button = Button("Undo", self.undo)
        self.redo_button = Button("Redo", self.redo)
        self.buttons = [self.undo_button, self.redo_button]
        self._key: tuple | None = None

    # --- lifecycle (hooks from the table) -----------------------------------------------------
    def start(self, prefs: Any, match_id: str = "") -> None:
        c = self.control
        if prefs is not None and prefs.paths is not None and c.autoplay and c.saver is None:
            c.saver = Autosaver(prefs.paths, c.match, match_id, prefs.store)

    def update(self) -> None:
        for notice in self.control.save_notices():
            self.host.toasts.show(notice, 4.0, warn=True)
        self._refresh()

    # --- undo / redo --------------------------------------------------------------------------
    def undo(self) -> bool:
        if not self.control.undo():
            return False
        self.host.play("slide")
        return True

    def redo(self) -> bool:
        if not self.control.can_redo() or self.host.board.busy:
            return False
        return self.control.redo()

    # --- input and drawing --------------------------------------------------------------------
    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.mod & pygame.KMOD_CTRL:
            if ev.key == pygame.K_z and not ev.mod & pygame.KMOD_SHIFT:
                if not self.undo():
                    self.host.toasts.show(self.control.undo_refusal(), 3.0, passing=True)
                    self.host.play("invalid")
                return True
            if ev.key == pygame.K_y or ev.key == pygame.K_z:
                self.redo()
                return True
        if self.host.board.drag is not None or not self.visible():
            return False  # a card dropped over the buttons is a drop, not a click
        return any(b.handle(ev) for b in self.buttons)

    def visible(self) -> bool:
        self._refresh()
        return self.undo_button.enabled or self.redo_button.enabled

    def _refresh(self) -> None:
        """Recompute the buttons' states only when the match or the viewer changed."""
        c = self.control
        m = c.match
        key = (len(m.records), len(m.redo_stack), m.undo_count, c.viewer, c.handoff_up,
               c.finished, self.host.board.busy)
        if key == self._key:
            return
        self._key = key
        self.undo_button.enabled = c.can_undo()
        self.redo_button.enabled = c.can_redo()

    def layout(self) -> None:
        """Beside the table's action area (right of it when there is room, else left)."""
        lay = self.host.layout
        if lay is None:
            return
        m = lay.metrics
        x, y, w, h = lay.areas.get("actions", (m.w / 2, m.h / 2, 0, m.px(44)))
        bh = round(h * 0.8)
        font_px = m.font(15, 12)
        gap, pad = m.px(8), m.px(12)
        row(self.buttons, 0, round(y + (h - bh) / 2), bh, gap, pad, font_px)
        total = self.buttons[-1].rect.right - self.buttons[0].rect.x
        left = round(x + w + m.px(16))
        if left + total > m.w - m.px(8):
            left = round(x - m.px(16) - total)
        shift = left - self.buttons[0].rect.x
        for b in self.buttons:
            b.rect.x += shift

    def draw(self, surf: pygame.Surface) -> None:
        if not self.visible():
            return
        lay = self.host.layout
        assert lay is not None
        for b in self.buttons:
            b.draw(surf, self.host.theme, lay.metrics.font(15, 12))
