"""Multi-card decisions on the table (issue 13, part 3): the UI of the steps convention.

The rules let the acting seat gather cards one at a time into its pending zone
(``core/steps.py``) and then commit with a choice. On the table:

* a click on a hand card gathers it (its only move: click-to-play), the keyboard's Enter too;
  the gathered cards lie in the pending zone **raised and outlined** (the selection);
* the commit buttons are labelled by the rules' ``describe`` ("Table them as a run"), and the
  selection can be dragged **as one** onto a commit's destination when the layout shows it;
* **Esc** or a **right click** takes the last gathered card back; a right click on a gathered
  card takes back that card and every card gathered after it; the selection dragged back onto
  the hand takes all of it back. Taking back is undo within the turn (``Match.undo`` through
  the table's Undo: nothing was revealed, no barrier).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.ids import CardId, ZoneId
from ...core.steps import gathered_steps, pending_id
from ...core.views import TableView
from .board import TableBoard
from .controller import TableController
from .focus import KeyFocus
from .layout import contains


def pending_zone(view: TableView | None) -> ZoneId | None:
    """The viewer's own pending zone in ``view``, if the game has one."""
    if view is None or view.viewer < 0:
        return None
    zid = pending_id(view.viewer)
    return zid if zid in view.zones else None


class Selection:
    def __init__(self, control: TableController, board: TableBoard, focus: KeyFocus,
                 hand: Callable[[], ZoneId | None], undo: Callable[[], bool]) -> None:
        self.control = control
        self.board = board
        self.focus = focus  # a card held by the keyboard is put down before anything is taken back
        self.hand = hand  # the viewer's hand zone
        self.undo = undo  # the table's Undo (with its sound)

    def zone(self) -> ZoneId | None:
        return pending_zone(self.board.view)

    def is_selected(self, zone: ZoneId) -> bool:
        return zone == self.zone()

    def carry(self) -> dict[ZoneId, tuple[CardId, ...]]:
        """What a commit carries when dragged: the viewer's gathered cards (for the index)."""
        c = self.control
        zid = pending_id(c.viewer) if c.viewer >= 0 else None
        if zid is None:
            return {}
        cards = c.rules.zones(c.match.state).get(zid)
        return {zid: tuple(cards.cards)} if cards is not None and cards.cards else {}

    def gathered(self) -> int:
        """How many gathers of the viewer's current decision can be taken back now."""
        c = self.control
        if c.viewer < 0 or c.match.to_act != c.viewer or self.board.busy:
            return 0
        return gathered_steps(c.match, c.viewer)

    def take_back(self, count: int = 1) -> int:
        """Take back the last ``count`` gathered cards (undo within the turn)."""
        done, limit = 0, min(count, self.gathered())
        while done < limit and self.undo():
            done += 1
        return done

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            if self.focus.held is not None or not self.gathered():
                return False  # Esc puts a held card down first, or opens the pause menu
            every = ev.key == pygame.K_BACKSPACE and bool(ev.mod & pygame.KMOD_SHIFT)
            return self.take_back(self.gathered() if every else 1) > 0
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 3 and self.gathered():
            return self.take_back(self._count_from(ev.pos)) > 0
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self._dragged_home(ev.pos):
            self.board.cancel_drag()
            return self.take_back(self.gathered()) > 0
        return False

    def _dragged_home(self, pos: tuple[int, int]) -> bool:
        """Whether the selection is being dropped back on the viewer's hand."""
        board = self.board
        d, hand = board.drag, self.hand()
        if d is None or not d.moved or hand is None or d.origin != self.zone() or not self.gathered():
            return False
        board.pointer_move(*pos)
        r = board.drop_rect(hand)
        return r is not None and contains(r, d.lead.x, d.lead.y)

    def _count_from(self, pos: tuple[int, int]) -> int:
        """Right click on a gathered card: it and every card gathered after it; else one."""
        s = self.board.sprite_at(*pos)
        if s is None or s.face is None or s.zone != self.zone():
            return 1
        records = self.control.match.records
        order = [r.action.cards[0] for r in records[len(records) - self.gathered():]]
        return len(order) - order.index(s.face) if s.face in order else 1
