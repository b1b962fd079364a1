"""Deck builders shared by games (the standard 52-card deck is used by Hyrule and Ard Rí)."""

from __future__ import annotations

from .cards import CardSpec, DeckSpec

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: Hyrule's names for the suits (its seed), which the standard deck's art also prints on the
#: faces: one table for the game's deck, its art and the menu's fan of its cards
NICKNAMED_SUITS = {"D": "Rupees", "C": "Bombs", "S": "Swords", "H": "Hearts"}
RANK_CODES = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_NAMES = {1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
              8: "Eight", 9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King"}


def rank_code(rank: int) -> str:
    return RANK_CODES.get(rank, str(rank))


def with_symbol(code: str) -> str:
    """A standard card's code with its suit's symbol: "10D" -> "10♦" (a card in a sum)."""
    return f"{code[:-1]}{SUIT_SYMBOLS[code[-1]]}"


def standard_deck(jokers: int = 0, copies: int = 1, deck_id: str | None = None,
                  suit_names: dict[str, str] = SUIT_NAMES, joker_name: str = "Joker") -> DeckSpec:
    """``copies`` standard 52-card decks plus ``jokers`` Jokers (code ``JK``), each card named
    with ``suit_names`` ("Seven of Spades") and ``joker_name``: the names every place that
    names a card says (the preview's words, a screen reader), so a game that calls its suits
    otherwise names them here.

    Ids: for each copy, spades A..K, hearts, diamonds, clubs; then the Jokers.
    """
    cards: list[CardSpec] = []
    for _ in range(copies):
        for suit in SUITS:
            for rank in range(1, 14):
                cards.append(CardSpec(len(cards), rank_code(rank) + suit, "plain", suit, rank,
                                      f"{RANK_NAMES[rank]} of {suit_names[suit]}"))
    for _ in range(jokers):
        cards.append(CardSpec(len(cards), "JK", "joker", None, None, joker_name))
    return DeckSpec(deck_id or f"standard{52 * copies + jokers}", tuple(cards))
