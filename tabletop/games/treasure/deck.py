"""The Viashi deck (rules file §A2) as data, and the card identities the rules compute with.

One deck is 54 cards: five regular suits (Winds, Flames, Stones, Waves, Leaves) of nine ranks
each, 1 Queen (highest) to 9 Fool, and nine god cards, the sixth suit G, each with its
equivalent rank (Lady 1 … Changeling 9). Ids: deck 1 is 0–53 (suit by suit in the order
W F S V L, ranks 1–9, then the gods 1–9); a second deck (5–8 players, T-34) follows as 54–107,
or 54–98 without its gods (T-31). Identical cards of two decks share a code (``5W``,
``Lady``); notation picks the lowest id among identical cards, so they give one action.

An **identity** is ``suit * 10 + rank`` with suit 0–5 (W F S V L G): a card's natural one is
printed on it; on the table a changing card may carry a declared one (T6).
"""

from __future__ import annotations

from functools import cache

from ...core.cards import CardSpec, DeckSpec

SUITS = ("W", "F", "S", "V", "L", "G")
W, F, S, V, L, G = range(6)
REGULAR = (W, F, S, V, L)
SUIT_NAMES = ("Winds", "Flames", "Stones", "Waves", "Leaves", "Gods")
SUIT_WORDS = ("wind", "flame", "stone", "wave", "leaf", "god")
RANK_NAMES = ("", "Queen", "King", "Prince", "Princess", "Warrior", "Merchant", "Worker",
              "Magician", "Fool")
GOD_NAMES = ("", "Lady", "Dark Lord", "Builder", "Thief", "Protectress", "Seductress", "Minion",
             "Friend", "Changeling")
GOD_CODES = tuple(name.replace(" ", "") for name in GOD_NAMES)
GOD, SUITED = "god", "suit"


def ident(suit: int, rank: int) -> int:
    return suit * 10 + rank


def suit_of(identity: int) -> int:
    return identity // 10


def rank_of(identity: int) -> int:
    return identity % 10


def ident_code(identity: int) -> str:
    """An identity in notation: ``5W``; a god's is its name (``Lady``)."""
    s, r = divmod(identity, 10)
    return GOD_CODES[r] if s == G else f"{r}{SUITS[s]}"


def ident_name(identity: int) -> str:
    """An identity in words: "Warrior of Winds", "the Lady" → "Lady"."""
    s, r = divmod(identity, 10)
    return GOD_NAMES[r] if s == G else f"{RANK_NAMES[r]} of {SUIT_NAMES[s]}"


def parse_ident(text: str) -> int | None:
    """``5W`` / ``Lady`` to an identity, None if it is not one."""
    t = text.strip().upper()
    for r in range(1, 10):
        if GOD_CODES[r].upper() == t:
            return ident(G, r)
    if len(t) == 2 and t[0] in "123456789" and t[1] in SUITS[:5]:
        return ident(SUITS.index(t[1]), int(t[0]))
    return None


def _one_deck(first_id: int, gods: bool) -> list[CardSpec]:
    cards: list[CardSpec] = []
    for s in REGULAR:
        for r in range(1, 10):
            cards.append(CardSpec(first_id + len(cards), f"{r}{SUITS[s]}", SUITED, SUITS[s], r,
                                  f"{RANK_NAMES[r]} of {SUIT_NAMES[s]}"))
    if gods:
        for r in range(1, 10):
            cards.append(CardSpec(first_id + len(cards), GOD_CODES[r], GOD, "G", r, GOD_NAMES[r]))
    return cards


@cache
def build_deck(decks: int = 1, second_gods: bool = True) -> DeckSpec:
    cards = _one_deck(0, True)
    if decks == 2:
        cards += _one_deck(len(cards), second_gods)
    return DeckSpec(f"viashi{len(cards)}", tuple(cards))


#: per card id (valid for every deck size: the second deck repeats the first's layout)
def _natural(card: int) -> int:
    k = card % 54
    return ident(k // 9, k % 9 + 1)


NATURAL = tuple(_natural(c) for c in range(108))
CODE = tuple(ident_code(i) for i in NATURAL)
DECK1 = build_deck(1)
assert len(DECK1) == 54 and len(build_deck(2)) == 108 and len(build_deck(2, False)) == 99
