"""Cards and decks as plain data. A card's id is its index in its deck for the whole match."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .ids import CardId


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class DeckSpec:
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
