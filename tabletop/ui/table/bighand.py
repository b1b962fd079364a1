"""Big hands stay readable (issue 13, part 7): a fan that folds into two rows, and sorting.

A hand of 25+ cards squeezed into one fan would show each card as a sliver. ``TwoRowFan`` is
a hand's ``ZoneLayout`` that, once one row would show less than ``MIN_SHOW`` of each card's
width, lays the cards in two rows instead: the first half a little higher (the back row, its
corner indices showing above the front row), the second half in front. ``two_row_hands``
gives every horizontal fan of a table layout this behaviour; fans that fit stay exactly as
the game laid them out.

Sorting is the player's own view of their hand: ``HandOrder`` rearranges the sprites of the
viewer's hand (never the rules' order) as dealt, by suit or by rank; the Sort button cycles.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields

from ...core.cards import DeckSpec
from ...core.ids import CardId, ZoneId
from .layout import Rect, TableLayout, ZoneLayout

MIN_SHOW = 0.3  # of a card's width: less than this in one row and the hand folds in two
BACK_ROW = 0.42  # of a card's height: how far the back row sits above the front row


@dataclass
class TwoRowFan(ZoneLayout):
    def rows(self, n: int) -> int:
        if self.kind != "fan" or self.vertical or n < 2 or not self.max_length:
            return 1
        cw = self.card[0]
        one_row = min(self.step, (self.max_length - cw) / (n - 1))
        return 2 if one_row < MIN_SHOW * cw else 1

    def slot(self, i: int, n: int) -> tuple[float, float]:
        if self.rows(n) == 1:
            return super().slot(i, n)
        back = (n + 1) // 2  # the back row takes the odd card
        if i < back:
            x, y = super().slot(i, back)
            return x, y - self.card[1] * BACK_ROW
        return super().slot(i - back, n - back)

    def extent(self, n: int) -> Rect:
        if self.rows(max(1, n)) == 1:
            return super().extent(n)
        cw, ch = self.card
        pts = [self.slot(i, n) for i in range(n)]
        x0 = min(x for x, _ in pts) - cw / 2
        x1 = max(x for x, _ in pts) + cw / 2
        y0 = min(y for _, y in pts) - ch / 2 - abs(self.arc)
        y1 = max(y for _, y in pts) + ch / 2
        return x0, y0, x1 - x0, y1 - y0


def two_row_hands(layout: TableLayout) -> None:
    """Let every horizontal fan of ``layout`` fold into two rows when it gets crowded."""
    for zid, zl in layout.zones.items():
        if zl.kind == "fan" and not zl.vertical and not isinstance(zl, TwoRowFan):
            layout.zones[zid] = TwoRowFan(**{f.name: getattr(zl, f.name) for f in fields(zl)})


SORTS = ("dealt", "suit", "rank")
SORT_LABELS = {"dealt": "Sort: as dealt", "suit": "Sort: by suit", "rank": "Sort: by rank"}


class HandOrder:
    """How the viewer's hand is arranged on screen (a display choice; the rules never see it)."""

    def __init__(self, deck: DeckSpec) -> None:
        self.deck = deck
        self.mode = "dealt"
        suits = [c.suit for c in deck.cards]
        self._suit_rank = {s: i for i, s in enumerate(dict.fromkeys(s for s in suits if s))}

    def cycle(self) -> str:
        self.mode = SORTS[(SORTS.index(self.mode) + 1) % len(SORTS)]
        return self.mode

    def key(self, card: CardId | None) -> tuple:
        if card is None:
            return (2, 0, 0, 0)
        spec = self.deck[card]
        suit = self._suit_rank.get(spec.suit, len(self._suit_rank)) if spec.suit else len(self._suit_rank)
        rank = spec.rank if spec.rank is not None else 99
        if self.mode == "suit":
            return (0, suit, rank, card)
        return (0, rank, suit, card)

    def arrange(self, cards: Sequence[CardId | None]) -> list[int]:
        """The display order of a hand's cards, as indices into ``cards``."""
        order = list(range(len(cards)))
        if self.mode == "dealt":
            # the deck's order for the faces the viewer sees: a game may list some cards
            # first for the other seats' sake (Keltis: a card everyone saw taken from a
            # discard pile), but the player's own hand reads sorted, a drawn card sorted in
            return sorted(order, key=lambda i: (cards[i] is None, cards[i] if cards[i] is not None else i))
        return sorted(order, key=lambda i: self.key(cards[i]))

    def hook(self, hand: Callable[[], ZoneId | None],
             other: Callable[[ZoneId, tuple[CardId | None, ...]], list[int] | None] | None = None,
             ) -> Callable[[ZoneId, Sequence[CardId | None]], list[int]]:
        """A board ``arrange`` hook that sorts the zone ``hand()`` names (the viewer's); other
        zones as the game's ``other`` arranges them (``GameTable.arrange``), else as they lie."""
        def arrange(zone: ZoneId, cards: Sequence[CardId | None]) -> list[int]:
            if zone == hand():
                return self.arrange(cards)
            got = other(zone, tuple(cards)) if other is not None else None
            return got if got is not None else list(range(len(cards)))
        return arrange
