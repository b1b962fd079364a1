"""Ard Rí's cards: 1–3 standard 52-card decks (A-1) with their roles (A-2).

Cattle are A–10 (kind ``cattle``, value A = 1 … 10); Noble Warriors are J, Q, K (kind
``warrior``, combat rank J 11 < Q 12 < K 13, no cattle value). Suits ♠ Sword, ♥ Cauldron,
♦ Stone, ♣ Spear matter for plunder and gifts. Copies of a card share a code (two ``KS`` with
two decks) and give one move.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ...core.cards import DeckSpec
from ...core.decks import SUITS, standard_deck

CATTLE, WARRIOR = "cattle", "warrior"
CATTLE_KINDS = frozenset({CATTLE})
WARRIOR_KINDS = frozenset({WARRIOR})
SUIT_THEME = {"S": "Sword", "H": "Cauldron", "D": "Stone", "C": "Spear"}
RANK_WORD = {11: "Jack", 12: "Queen", 13: "King"}


def decks_for(players: int) -> int:
    """A-1: one deck for 2 players, two for 3–4, three for 5."""
    return 1 if players <= 2 else 2 if players <= 4 else 3


@lru_cache(maxsize=4)
def deck(copies: int) -> DeckSpec:
    base = standard_deck(copies=copies, deck_id=f"ardri{52 * copies}")
    cards = tuple(replace(c, kind=CATTLE if (c.rank or 0) <= 10 else WARRIOR) for c in base.cards)
    return DeckSpec(base.deck_id, cards)


#: per card id (the same for every deck count: copy k's ids are k*52 + the first deck's)
_ONE = deck(3)
RANK = tuple(c.rank or 0 for c in _ONE.cards)
SUIT = tuple(c.suit or "" for c in _ONE.cards)
CODE = tuple(c.code for c in _ONE.cards)
NAME = tuple(c.name for c in _ONE.cards)
IS_WARRIOR = tuple(r >= 11 for r in RANK)
#: cattle value (A = 1 … 10); 0 for warriors
VALUE = tuple(r if r <= 10 else 0 for r in RANK)
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
SUIT_NO = tuple(SUIT_INDEX[s] for s in SUIT)


def distinct(cards: tuple[int, ...] | list[int]) -> list[int]:
    """One card per code (the lowest id): identical copies give one move."""
    if len(cards) < 2:
        return list(cards)
    seen: set[int] = set()
    out = []
    for c in sorted(cards):  # the lowest copy comes first
        k = c % 52  # copies of a card are 52 ids apart
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out
