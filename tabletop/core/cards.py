"""Cards and decks as plain data. A card's id is its index in its deck for the whole match."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import field

from .ids import CardId
from .lean import lean_dataclass


@lean_dataclass(frozen=True, slots=True)  # the menu's fan: no code compiled (issue 27)
class CardSpec:
    """One physical card.

    ``code`` is the card's name in the game's notation (``7H``, ``JK1``, ``R5``). Identical
    duplicates (Keltis' two red 5s) share a code; their ids differ.
    """

    id: CardId
    code: str
    kind: str = "plain"  # "number", "end", "point", "stone", "joker", "god", "dark", ...
    suit: str | None = None
    rank: int | None = None
    name: str = ""  # full display name: "Seven of Hearts", "Púka"
    tags: frozenset[str] = frozenset()


@lean_dataclass(frozen=True, slots=True)
class DeckSpec:
    """A deck: its cards in id order (a card's id is its index)."""

    deck_id: str
    cards: tuple[CardSpec, ...]
    _by_code: dict[str, tuple[CardId, ...]] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        for i, card in enumerate(self.cards):
            if card.id != i:
                raise ValueError(f"deck {self.deck_id}: card {card.code} has id {card.id}, expected {i}")
            self._by_code.setdefault(card.code.upper(), ())
            self._by_code[card.code.upper()] += (card.id,)

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, card_id: CardId) -> CardSpec:
        return self.cards[card_id]

    def code(self, card_id: CardId) -> str:
        return self.cards[card_id].code

    def ids_for(self, code: str) -> tuple[CardId, ...]:
        """All card ids with this code (case-insensitive); empty if none."""
        return self._by_code.get(code.strip().upper(), ())

    def parse_cards(self, codes: Iterable[str]) -> list[CardId]:
        """Card codes to ids; a repeated code takes the next unused copy.

        Raises ``ValueError`` naming the first unknown or over-used code.
        """
        used: set[CardId] = set()
        out: list[CardId] = []
        for code in codes:
            copies = self.ids_for(code)
            if not copies:
                raise ValueError(f"unknown card {code!r} in deck {self.deck_id}")
            free = [c for c in copies if c not in used]
            if not free:
                raise ValueError(f"card {code!r} listed more times than the deck holds")
            used.add(free[0])
            out.append(free[0])
        return out


def stacked_order(deck: DeckSpec, shuffled: Sequence[CardId], stacked: Sequence[CardId] | None) -> list[CardId]:
    """The deck order to deal from: the stacked prefix first (top first), then the rest.

    ``shuffled`` is the seeded shuffle of the full deck; cards named in ``stacked`` are taken
    out of it so a partial stack still uses every card exactly once.
    """
    if not stacked:
        return list(shuffled)
    if len(set(stacked)) != len(stacked):
        raise ValueError("stacked deck names a card twice")
    for c in stacked:
        if not 0 <= c < len(deck):
            raise ValueError(f"stacked deck: no card with id {c}")
    chosen = set(stacked)
    return list(stacked) + [c for c in shuffled if c not in chosen]


def restacked(deck: DeckSpec, shuffled: Sequence[CardId], codes: Sequence[str]) -> list[CardId]:
    """A later shuffle's order (top first) with a stacked order of card codes on top.

    ``shuffled`` is the seeded order of the cards being shuffled (top first; for a reshuffle of
    a discard pile, only those cards). Each code takes the lowest id of that code still among
    them; the cards not named follow in their seeded order, so an empty ``codes`` gives
    ``shuffled`` unchanged. Codes are stored rather than ids (``BaseRules.stack_later``): which
    copy of a card ends up in a discard pile is not known when the stack is written. Raises
    ``ValueError`` if a code names no card left among those shuffled.
    """
    if not codes:
        return list(shuffled)
    left = sorted(shuffled)
    top: list[CardId] = []
    for code in codes:
        for i, c in enumerate(left):
            if deck.code(c).upper() == code.upper():
                top.append(left.pop(i))
                break
        else:
            more = " more" if any(deck.code(c).upper() == code.upper() for c in top) else ""
            raise ValueError(f"the stacked order names {code}, and the {len(shuffled)} cards "
                             f"shuffled hold no{more} {code}")
    chosen = set(top)
    return top + [c for c in shuffled if c not in chosen]

