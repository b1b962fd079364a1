"""Hyrule's precedence: who wins a comparison of two cards, and who wins a whole trick.

Seed rules: within a suit the higher rank wins (Ace 1 … King 13). Across suits the relation is
D>C, D>S, C>S, C>H, S>H, H>D (not transitive). A Joker beats everything except the four special
cards, which beat a Joker only when a Joker is in the comparison, ranked 3♥ > A♠ > 5♣ > 5♦.
Decisions (rules file D-H2, D-H3): Joker vs Joker is a tie; 3–5 card tricks are resolved in
the order documented on ``trick_winner``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import CardSpec

#: suit -> suits it beats
BEATS: dict[str, frozenset[str]] = {
    "D": frozenset("CS"),
    "C": frozenset("SH"),
    "S": frozenset("H"),
    "H": frozenset("D"),
}
#: special cards against a Joker, strongest first
SPECIALS: tuple[str, ...] = ("3H", "AS", "5C", "5D")
#: tie-break order of suits in rule 3
SUIT_ORDER = {"D": 4, "C": 3, "S": 2, "H": 1}
JOKER_RANK = 14


def beats(a: CardSpec, b: CardSpec) -> bool:
    """Whether ``a`` beats ``b`` in a plain two-card comparison (no special status)."""
    a_joker, b_joker = a.kind == "joker", b.kind == "joker"
    if a_joker or b_joker:
        if a_joker and b_joker:
            return False
        if a_joker:
            return b.code not in SPECIALS
        return a.code in SPECIALS
    if a.suit == b.suit:
        return (a.rank or 0) > (b.rank or 0)
    return b.suit in BEATS[a.suit or ""]


def _tiebreak(card: CardSpec) -> tuple[int, int]:
    if card.kind == "joker":
        return (JOKER_RANK, 0)
    return (card.rank or 0, SUIT_ORDER[card.suit or ""])


def trick_winner(cards: Sequence[CardSpec]) -> int | None:
    """Index of the winning card, or None when the trick is tied (only two Jokers can tie).

    1. A Joker and at least one special card: the highest special card wins.
    2. Otherwise, a card that beats every other card wins.
    3. Otherwise the card beating the most others wins; ties on that count go to the higher
       rank (Joker = 14), then to the suit order D > C > S > H.
    """
    if any(c.kind == "joker" for c in cards):
        specials = [(SPECIALS.index(c.code), i) for i, c in enumerate(cards) if c.code in SPECIALS]
        if specials:
            return min(specials)[1]
    counts = [sum(1 for j, other in enumerate(cards) if j != i and beats(c, other))
              for i, c in enumerate(cards)]
    n = len(cards)
    for i, count in enumerate(counts):
        if count == n - 1:
            return i
    keys = [(counts[i], *_tiebreak(c)) for i, c in enumerate(cards)]
    best = max(keys)
    top = [i for i, k in enumerate(keys) if k == best]
    return top[0] if len(top) == 1 else None
