"""What the table does so that nothing is lost and mistakes can be taken back.

``TableKeeping`` belongs to one ``TableScene`` (which calls it from a few hooks):

* autosave after every action, undo and redo, through the ``Autosaver`` writer thread
  (only when the app has ``prefs``, i.e. a save folder, and the table plays live);
* Undo / Redo buttons and Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z), enabled only when
  ``Match.can_undo(seat)`` / a redo of that seat's own move is possible. The seat is the one
  human against AI, or in hot seat the human now looking (``Match.undo_floor`` keeps them to
  their own decisions since the last hand-off). Undo snaps the table to the earlier view;
  redo replays the move with its animation. Undo counts travel in the save (``Match``).
  Ctrl+Z when nothing can be undone says why (``undo_refusal``) instead of doing nothing;
* abandoning: the autosave is marked abandoned and the statistics count it (not a win).
"""

from __future__ import annotations

from typing import Any

import pygame

from ...core.ids import PlayerId
from ..widgets.button import Button, row
from .autosave import Autosaver


class TableKeeping:
    def __init__(self, table: Any) -> None:  # its TableScene (which imports this module)
        self.table = table
        self.saver: Autosaver | None = None
        self.undo_button = Button("Undo", self.undo)
        self.redo_button = Button("Redo", self.redo)
        self.buttons = [self.undo_button, self.redo_button]
        self._key: tuple | None = None

    # --- lifecycle (hooks from the table) -----------------------------------------------------
    def start(self, match_id: str = "") -> None:
        t = self.table
        prefs = t.ctx.prefs
        if prefs is not None and prefs.paths is not None and t.autoplay and self.saver is None:
            self.saver = Autosaver(prefs.paths, t.match, match_id, prefs.store)

    def after_action(self) -> None:
        if self.saver is not None:
            self.saver.after_action(self.table.match)

    def abandon(self) -> None:
        if self.saver is not None:
            self.saver.abandon(self.table.match)

    def close(self) -> None:
        if self.saver is not None:
            self.saver.close()

    def update(self) -> None:
        if self.saver is not None:
            for notice in self.saver.notices():
                self.table.toasts.show(notice, 4.0, warn=True)
        self._refresh()

    # --- undo / redo --------------------------------------------------------------------------
    def seat(self) -> PlayerId | None:
        """Whose decisions Undo takes back now (None: nobody's)."""
        t = self.table
        if not t.autoplay or t.match.is_over or t.finished:
            return None
        if len(t.humans) == 1:
            return t.humans[0]
        if t.viewer in t.humans and not t.handoff_up:
            return t.viewer
        return None

    def can_undo(self) -> bool:
        seat = self.seat()
        return seat is not None and self.table.match.can_undo(seat)

    def can_redo(self) -> bool:
        seat = self.seat()
        m = self.table.match
        return (seat is not None and m.to_act == seat and bool(m.redo_stack)
                and m.redo_stack[-1].player == seat and m.can_redo())

    def undo(self) -> bool:
        t = self.table
        seat = self.seat()
        if seat is None or not t.match.can_undo(seat):
            return False
        t.board.animator.fast_forward()
        t.ai.cancel()
        t.hud.thinking = None
        t.board.clear_pointer()
        t.match.undo(seat)
        t.board.index = None
        t.buttons = []
        t._relayout()  # snap every card back to the earlier view
        self.after_action()
        t.ctx.play("slide")
        return True

    def redo(self) -> bool:
        t = self.table
        if not self.can_redo() or t.board.busy:
            return False
        return t.submit(t.match.redo_stack[-1])  # submit pops it and autosaves

    # --- input and drawing --------------------------------------------------------------------
    def undo_refusal(self) -> str:
        """Why Undo cannot take anything back now, in the player's words."""
        t = self.table
        m = t.match
        if not t.autoplay:
            return "Nothing to undo here."
        if m.is_over or t.finished:
            return "The game is over: moves can't be taken back now."
        seat = self.seat()
        if seat is None:
            return "Undo takes back your own moves, once it is your turn to look."
        floor = m.undo_floor(seat)
        for rec in reversed(m.records[floor:]):  # the walk ``Match.undo_target`` makes
            if seat in rec.revealed_to:
                return "Can't undo: a card was shown to you since your last move."
            if rec.shuffled:
                return "Can't undo: the cards were shuffled since your last move."
            if rec.in_window and rec.action.player != seat:
                return "Can't undo: another player answered your move."
            if rec.action.player == seat:
                break
        else:
            return ("Nothing to undo: you have not moved yet." if floor == 0 else
                    "Undo only takes back your own moves since the device was passed to you.")
        return "Nothing to undo."

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.mod & pygame.KMOD_CTRL:
            if ev.key == pygame.K_z and not ev.mod & pygame.KMOD_SHIFT:
                if not self.undo():
                    self.table.toasts.show(self.undo_refusal(), 3.0)
                    self.table.ctx.play("invalid")
                return True
            if ev.key == pygame.K_y or ev.key == pygame.K_z:
                self.redo()
                return True
        if self.table.board.drag is not None or not self.visible():
            return False  # a card dropped over the buttons is a drop, not a click
        return any(b.handle(ev) for b in self.buttons)

    def visible(self) -> bool:
        self._refresh()
        return self.undo_button.enabled or self.redo_button.enabled

    def _refresh(self) -> None:
        """Recompute the buttons' states only when the match or the viewer changed."""
        t = self.table
        m = t.match
        key = (len(m.records), len(m.redo_stack), m.undo_count, t.viewer, t.handoff_up,
               t.finished, t.board.busy)
        if key == self._key:
            return
        self._key = key
        self.undo_button.enabled = self.can_undo()
        self.redo_button.enabled = self.can_redo()

    def layout(self) -> None:
        """Beside the table's action area (right of it when there is room, else left)."""
        lay = self.table.layout
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
        lay = self.table.layout
        assert lay is not None
        for b in self.buttons:
            b.draw(surf, self.table.theme, lay.metrics.font(15, 12))
