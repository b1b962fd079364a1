"""The 110 Keltis cards (rules K1) and fast per-id lookup tables for the rules and the AI.

Ids: for each colour G, Y, R, P, B in turn, its 16 number cards by value (0, 1, 2, 3, 3, …,
7, 7, 8, 9, 10) then its 2 End cards (18 per colour, ids 0–89); then the Point cards W0–W10
(ids 90–100); then the Wishing Stones S1–S9 (ids 101–109). Ids 0–100 form the draw deck;
the stones are never shuffled in.
"""

from __future__ import annotations

from ...core.cards import CardSpec, DeckSpec

COLOURS = ("G", "Y", "R", "P", "B")
COLOUR_NAMES = {"G": "Green", "Y": "Yellow", "R": "Red", "P": "Pink", "B": "Blue"}
#: discard pile keys: one per colour, then the Point-card pile
PILES = (*COLOURS, "W")
POINT_PILE = 5
#: copies of each value in one colour
VALUE_COPIES = {0: 1, 1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 1, 9: 1, 10: 1}

NUMBER, END, POINT, STONE = 0, 1, 2, 3
KIND_NAMES = ("number", "end", "point", "stone")


def _build() -> DeckSpec:
    cards: list[CardSpec] = []
    for colour in COLOURS:
        name = COLOUR_NAMES[colour]
        for value, copies in VALUE_COPIES.items():
            for _ in range(copies):
                cards.append(CardSpec(len(cards), f"{colour}{value}", "number", colour, value,
                                      f"{name} {value}"))
        for _ in range(2):
            cards.append(CardSpec(len(cards), f"{colour}E", "end", colour, None, f"{name} End card"))
    for grey in range(11):
        cards.append(CardSpec(len(cards), f"W{grey}", "point", None, grey, f"Point card {grey}"))
    for n in range(1, 10):
        cards.append(CardSpec(len(cards), f"S{n}", "stone", None, n, f"Wishing Stone {n}"))
    return DeckSpec("keltis110", tuple(cards))


DECK = _build()
PLAYABLE = tuple(c.id for c in DECK.cards if c.kind != "stone")  # the 101-card draw deck
STONE_IDS = tuple(c.id for c in DECK.cards if c.kind == "stone")  # S1..S9 in order

#: per card id: kind (NUMBER/END/POINT/STONE)
KIND = tuple(KIND_NAMES.index(c.kind) for c in DECK.cards)
#: per card id: colour index 0–4 for number/End cards, POINT_PILE for Point cards, -1 for stones
COLOUR = tuple(COLOURS.index(c.suit) if c.suit else (POINT_PILE if c.kind == "point" else -1)
               for c in DECK.cards)
#: per card id: number value, Point card grey value, stone number; -1 for End cards
VALUE = tuple(c.rank if c.rank is not None else -1 for c in DECK.cards)
CODE = tuple(c.code for c in DECK.cards)
#: stone number -> card id
STONE_OF = {DECK[c].rank: c for c in STONE_IDS}

assert len(DECK) == 110 and len(PLAYABLE) == 101
