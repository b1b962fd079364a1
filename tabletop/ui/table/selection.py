"""Multi-card decisions on the table (issue 13, part 3): the UI of the steps convention.

The rules let the acting seat gather cards one at a time into its pending zone
(``core/steps.py``) and then commit with a choice. On the table:

* a click on a hand card gathers it (its only move: click-to-play), the keyboard's Enter too;
  the gathered cards lie in the pending zone **raised and outlined** (the selection);
* the commit is made by its button, labelled by the rules' ``describe`` ("Table them as a
  run"), by dragging the selection **as one** onto the commit's destination when the layout
  shows it, or by a click on that destination (several commits there: the table asks which);
* a **click** on a gathered card takes that card back, as in every card app (the ones gathered
  after it stay chosen); it never commits (Ard Rí: a click on the chosen cattle card put it in
  the field at once and the turn passed);
* **Esc** or a **right click** takes the last gathered card back; a right click on a gathered
  card takes back that card and every card gathered after it; the selection dragged back onto
  the hand takes all of it back (unless the hand is where the commit puts it). Taking back is
  undo within the turn (``Match.undo`` through the table's Undo: nothing was revealed, no
  barrier); a card taken back from the middle has the later ones gathered again
  (``TableController.gather_again``).
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
        self._pressed: CardId | None = None  # the gathered card a left press fell on

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
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._pressed = self._gathered_at(ev.pos)
            # a gathered card the selection cannot be dragged from: the board never hears of
            # the press (it would refuse the card), the release takes it back
            return self._pressed is not None and not self._grabbable(self._pressed)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            pressed, self._pressed = self._pressed, None
            if self._dragged_home(ev.pos):
                self.board.cancel_drag()
                return self.take_back(self.gathered()) > 0
            if pressed is not None and self._clicked(pressed, ev.pos):
                self.board.cancel_drag()
                return self.withdraw(pressed)
        return False

    def withdraw(self, card: CardId) -> bool:
        """Take the gathered ``card`` back and no other: the gathers from it on are taken
        back, then those after it are made again (where they still may be)."""
        order = self._order()
        if card not in order:
            return False
        i = order.index(card)
        records = self.control.match.records
        later = [r.action for r in records[len(records) - len(order) + i + 1:]]
        if self.take_back(len(order) - i) < len(order) - i:
            return False
        if later:
            self.control.gather_again(later)
        return True

    def _order(self) -> list[CardId]:
        """The viewer's gathered cards in the order they were gathered."""
        records = self.control.match.records
        n = self.gathered()
        return [r.action.cards[0] for r in records[len(records) - n:]] if n else []

    def _gathered_at(self, pos: tuple[int, int]) -> CardId | None:
        """The gathered card under ``pos`` that can be taken back now, if any."""
        if not self.gathered():
            return None
        s = self.board.sprite_at(*pos)
        if s is None or s.face is None or s.zone != self.zone():
            return None
        return s.face if s.face in self._order() else None

    def _grabbable(self, card: CardId) -> bool:
        idx = self.board.index
        return idx is not None and idx.can_grab(card)

    def _clicked(self, card: CardId, pos: tuple[int, int]) -> bool:
        """Whether the press on ``card`` was a click: released on it, the selection not moved."""
        d = self.board.drag
        if d is not None:
            self.board.pointer_move(*pos)  # the release point counts (as the board's own)
            if d.moved or d.lead.face != card:
                return False
        return self._gathered_at(pos) == card

    def _dragged_home(self, pos: tuple[int, int]) -> bool:
        """Whether the selection is being dropped back on the viewer's hand."""
        board = self.board
        d, hand = board.drag, self.hand()
        if d is None or not d.moved or hand is None or d.origin != self.zone() or not self.gathered():
            return False
        if hand in d.targets:
            return False  # the commit puts them in the hand (Ard Rí: taken from the Wilderness)
        board.pointer_move(*pos)
        r = board.drop_rect(hand)
        return r is not None and contains(r, d.lead.x, d.lead.y)

    def _count_from(self, pos: tuple[int, int]) -> int:
        """Right click on a gathered card: it and every card gathered after it; else one."""
        card = self._gathered_at(pos)
        order = self._order()
        return len(order) - order.index(card) if card is not None else 1
