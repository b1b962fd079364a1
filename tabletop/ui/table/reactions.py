"""What the table does as the board animates each event of a step: sounds (once a frame at
most: a gathered trick is five moves at once), the rules' notices as toasts ("You win…",
addressed to the viewer), score pop-ups, and the "Your turn" and round banners.

The news of a finished trick (the notices told since a card was last played to it, once its
cards have left the play places: ``GameTable.trick_zones``) goes as the next trick's first
card is played: "Dara wins the trick with the Jack …" stayed up over the next trick's cards.
Its words are told as its hold begins (``told``), its score pop-up as its cards are gathered
(``taken``: "+3" showed over the trick still held, in the replay until the next move)."""

from __future__ import annotations

from collections.abc import Callable

from ...core.events import (
    CardsFlipped,
    CardsMoved,
    Event,
    Notice,
    PhaseChanged,
    TurnChanged,
    ZoneShuffled,
)
from ...core.names import addressed
from ..widgets.toast import Toasts
from .controller import TableController
from .gamescene import GameTable
from .hud import Hud
from .layout import TableLayout
from .turns import turn_word


class Reactions:
    def __init__(self, control: TableController, game: GameTable, hud: Hud, toasts: Toasts,
                 play: Callable[[str], None], layout: Callable[[], TableLayout | None],
                 animated: Callable[[], bool]) -> None:
        self.control = control
        self.game = game
        self.hud = hud
        self.toasts = toasts
        self.play = play
        self.layout = layout  # the table's layout now
        self.animated = animated  # False with the animation speed Off: no pop-ups
        self.sounded: set[str] = set()  # this frame's sounds (cleared every frame)
        self.trick_news: list[str] = []  # the messages told since a card was last played to a trick
        self.gathered = False  # whether that trick's cards have left the play places since

    def sound(self, name: str) -> None:
        """Play a sound once per frame at most."""
        if name not in self.sounded:
            self.sounded.add(name)
            self.play(name)

    def __call__(self, ev: Event) -> None:
        c = self.control
        if isinstance(ev, CardsMoved):
            self.sound("slide")
            self._trick_moved(ev)
        elif isinstance(ev, CardsFlipped):
            self.sound("flip")
        elif isinstance(ev, ZoneShuffled):
            self.sound("shuffle")
        elif isinstance(ev, Notice):
            self.told(ev)
            self.taken(ev)
        elif isinstance(ev, TurnChanged):
            # only when the turn is still theirs once the step is over: a raid's commit passes
            # the turn on to the defender's answer within the same step ("Your turn" stayed up
            # while another seat blocked)
            if ev.player == c.viewer and ev.player in c.humans and c.match.to_act == ev.player:
                self.hud.show_banner(turn_word(c.view(), ev.player))
        elif isinstance(ev, PhaseChanged) and ev.phase.startswith("round"):
            self.hud.show_banner(ev.phase.capitalize())

    def told(self, ev: Event) -> None:
        """A notice's words (a toast, addressed to the viewer: "You win…") and its sound."""
        if not isinstance(ev, Notice):
            return
        msg = self.control.rules.notice_text(ev, addressed(self.control.names, self.control.viewer))
        if msg:
            self.toasts.show(msg, 2.8)
            self.trick_news.append(msg)
        if ev.key.startswith("trick_won"):
            self.sound("trick")

    def taken(self, ev: Event) -> None:
        """A notice's score pop-up, if the game gives it one ("+3" by the taker's plate): for
        a finished trick's news, as its cards are gathered (``TableBoard.on_taken``)."""
        pop = self.game.pop_for(ev)
        lay = self.layout()
        if pop and lay and pop[0] in lay.zones and self.animated():
            self.hud.pop_zone(lay, *pop)

    def _trick_moved(self, ev: CardsMoved) -> None:
        """A card played to a trick after the last trick was gathered: that trick's news goes
        (it stays its reading time otherwise, and longer while nothing new is played)."""
        zones = self.game.trick_zones
        if zones is None:
            return
        if ev.dst.startswith(zones[0]):
            if self.gathered:
                for words in self.trick_news:
                    self.toasts.withdraw(words)
            self.trick_news, self.gathered = [], False
        elif ev.src.startswith(zones[0]):
            self.gathered = True
