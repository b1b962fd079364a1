"""The last table read before the results: a game whose hands end in a count to read
(Treasure's score sheet, Seanchaí's lines on the point fields) shows it between hands until
someone deals the next, but the last hand went straight to the results after a moment, and
its score was never seen (a one-hand Treasure match showed no score sheet at all); Hyrule's
last trick, and the news of who won it, went the same way. At the end of a match the table
now waits (``GameTable.read_at_end``, every game's by default), its sheet up, with one button
in the action bar, "See the results" (a click, Enter, Space or 1), as it waits for "Deal"
between hands. A table with no person at it does not wait."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...core.match import Match
from ..widgets.button import Button
from .gamescene import GameTable

LABEL = "See the results"
#: the keys that press the button (it is the bar's only one: its number is 1)
KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_1, pygame.K_KP1)


class Control(Protocol):
    """What of ``TableController`` the hold reads and moves on."""

    match: Match
    humans: list[int]

    def to_results(self) -> None: ...


class Host(Protocol):
    """What of the table scene the hold uses."""

    game: GameTable
    buttons: list[Button]

    @property
    def control(self) -> Control: ...

    def place_actions(self) -> None: ...

    def read(self) -> None: ...


class LastLook:
    def __init__(self, host: Host) -> None:
        self.host = host
        self.button = Button(LABEL, self.go, primary=True)
        self.button.hint = "1"
        self.done = False

    def held(self) -> bool:
        """Whether the finished match waits for the player's "See the results" (and shows
        the button, placing it the first time)."""
        h = self.host
        c = h.control
        if self.done or not c.match.is_over or not c.humans or not h.game.read_at_end:
            return False
        if self.button not in h.buttons:
            h.buttons = [self.button]
            h.place_actions()
        return True

    def go(self) -> None:
        """On to the results: the sheet read, the table's wait over."""
        if self.done:
            return
        self.done = True
        h = self.host
        h.buttons = [b for b in h.buttons if b is not self.button]
        h.read()
        h.control.to_results()

    def handle(self, ev: pygame.event.Event) -> bool:
        """Enter, Space or 1 while the end is held (a click reaches the button as any)."""
        if ev.type == pygame.KEYDOWN and ev.key in KEYS and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                and self.held():
            self.go()
            return True
        return False
