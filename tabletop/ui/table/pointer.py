"""Mouse play on the table: motion, press and release over the board, turned into moves
(``choose``), refusals the rules explain (``why_not``, a toast) and, for a drop that started
a move without its card (a gift card dropped on a rival offers the gift), the card's second
half: it goes on where it was dropped once that is a move of its own (``carry_on``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.actions import Action
from ...core.ids import CardId, ZoneId
from ..widgets.toast import Toasts
from .board import CLICKED, TableBoard
from .keyplay import PICKED_UP, KeyPlay

Refused = tuple[CardId, ZoneId | None] | None


class PointerPlay:
    def __init__(self, board: TableBoard, keys: KeyPlay, toasts: Toasts,
                 why_not: Callable[[Refused, CardId | None], str], choose: Callable[..., None],
                 play: Callable[[str], None]) -> None:
        self.board = board
        self.keys = keys
        self.toasts = toasts
        self.why_not = why_not
        self.choose = choose
        self.play = play
        self.mouse = (0, 0)
        self.carried: tuple[CardId, ZoneId | CardId] | None = None  # a drop's card to place next
        self.put_back: CardId | None = None  # the card a press put down (its release: not again)

    def handle(self, ev: pygame.event.Event) -> bool:
        board = self.board
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            board.pointer_move(*ev.pos)
            board.update_hover(*ev.pos)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.mouse = ev.pos
            put = self.keys.put_down_at(*ev.pos)  # a card picked up by a click: onto its place
            if put is not None:
                self.keys.focus.shown = False
                if put:
                    self.play("drop")
                    self.choose(put)
                return True
            self.put_back = self.keys.focus.held  # (a second click on it puts it down)
            self.keys.drop_held()
            self.keys.focus.shown = False  # the pointer took over: no keyboard ring
            down = board.pointer_down(*ev.pos)
            if down is not None and (reason := self.why_not(down.refused, None) or down.message):
                self.toasts.show(reason, warn=True, passing=True)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.mouse = ev.pos
            out = board.pointer_up(*ev.pos)
            if out is not None:
                if out.actions:
                    self.play("drop")
                    carried = out.dropped
                    self.carried = carried if carried and not any(
                        carried[0] in a.cards for a in out.actions) else None
                    self.choose(out.actions, toward=out.seat)
                elif out.refused is not None and out.refused == (self.put_back, CLICKED):
                    pass  # a second click on the card picked up: put back, nothing to tell
                elif self._picked_up(out.refused):  # (with the rules' reason, if they give one)
                    reason = self.why_not(out.refused, out.onto)
                    self.toasts.show(reason or PICKED_UP, warn=bool(reason), passing=True)
                elif out.message:
                    self.toasts.show(self.why_not(out.refused, out.onto) or out.message, warn=True,
                                     passing=True)
                    self.play("invalid")
            self.put_back = None
            board.update_hover(*ev.pos)
            return True
        return False

    def _picked_up(self, refused: Refused) -> bool:
        """A click on a card that has places but no click meaning (a Keltis card: its row or
        its discard pile) picks it up, so a player who cannot drag can still play it: click
        the card, then its place (a click on the card just picked up has put it back)."""
        if refused is None or refused[1] != CLICKED:
            return False
        return self.keys.pick_up(refused[0])

    def carry_on(self, acting: bool) -> Action | None:
        """The carried card's own move, once the viewer is ``acting`` on a new decision (one
        move, not a choice); the carried card is forgotten either way."""
        carried, self.carried = self.carried, None
        if carried is None or self.board.index is None or not acting:
            return None
        acts = self.board.index.drop(*carried)
        return acts[0] if len(acts) == 1 else None
