"""Why a Keltis move is good, in a few words: the Hint's reason (``core/advice.py``).

It reads only the mover's hand and rows and what lies open (the discard piles, everyone's
rows, the stones): the words never depend on another seat's hand or the draw pile.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.names import signed
from .deck import COLOUR, COLOUR_NAMES, COLOURS, DECK, END, KIND, NUMBER, POINT, STONE_OF, VALUE
from .state import (
    PILE_INDEX,
    ROW_INDEX,
    KeltisState,
    number_fits,
    row_score,
    row_status,
    stone_score,
)


def _row(s: KeltisState, p: int, colour: int) -> tuple[int, ...]:
    return s.rows[5 * p + colour]


def _fits_own_row(s: KeltisState, p: int, c: int) -> bool:
    """A number or End card that ``p`` could still lay on its row of that colour."""
    if KIND[c] == END:
        return row_status(_row(s, p, COLOUR[c]))[0] == 0
    return KIND[c] == NUMBER and number_fits(row_status(_row(s, p, COLOUR[c])), VALUE[c])


def _rivals_using(s: KeltisState, p: int, c: int) -> bool:
    """Whether some other seat has a started row this card would extend."""
    if KIND[c] != NUMBER:
        return False
    return any(q != p and _row(s, q, COLOUR[c]) and _fits_own_row(s, q, c) for q in range(s.n))


def _play(s: KeltisState, p: int, c: int, dst: str) -> str:
    if dst.startswith("points"):
        return "1 more point (every card on your Point row scores 1, whatever its number)"
    colour = ROW_INDEX[dst[-1]]
    name = COLOUR_NAMES[COLOURS[colour]]
    row = _row(s, p, colour)
    before, after = row_score(len(row)), row_score(len(row) + 1)
    gain = f" (it scores {signed(after)} instead of {signed(before)})" if row and after != before else ""
    if KIND[c] == END:
        return f"closes your {name} row at {len(row) + 1} cards, with nothing left to wait for"
    if KIND[c] == POINT:
        return f"lengthens your {name} row without spending its direction{gain}"
    if not row:
        if len(s.draw) > 20:
            return "an early start, while the row has time to grow"
        return "a new row: it needs four cards to score"
    _, last, direction = row_status(row)
    value = VALUE[c]
    if direction == 0 and last >= 0 and value != last:
        way = "rising" if value > last else "falling"
        return f"sets your {name} row {way}, a step of {abs(value - last)}{gain}"
    if direction == 0:
        return f"keeps your {name} row open both ways{gain}"
    step = abs(value - last)
    way = "rising" if direction > 0 else "falling"
    return f"keeps your {name} row {way}, a step of {step}{gain}"


def _discard(s: KeltisState, p: int, c: int) -> str:
    card = DECK[c].name
    if KIND[c] == NUMBER and not _fits_own_row(s, p, c):
        use = "no row of yours can take it"
    elif KIND[c] == POINT:
        use = "a Point card worth little to you"
    else:
        use = "the card your rows need least"
    rivals = "" if _rivals_using(s, p, c) else ", and no rival's row can use it"
    return f"the {card}: {use}{rivals}"


def _draw(s: KeltisState, p: int, src: str) -> str:
    if src == "draw":
        return "no open discard helps your rows"
    pile = s.piles[PILE_INDEX[src]]
    if not pile:
        return ""
    c = pile[-1]
    if KIND[c] == POINT:
        return f"the {DECK[c].name} adds to your points"
    if _fits_own_row(s, p, c):
        return f"the {DECK[c].name} fits your {COLOUR_NAMES[COLOURS[COLOUR[c]]]} row"
    pairs = sum(1 for d in s.hands[p] if KIND[d] == NUMBER and VALUE[d] == VALUE[c])
    if pairs and STONE_OF.get(VALUE[c]) in s.stones:
        return f"the {DECK[c].name} pairs with your hand for Wishing Stone {VALUE[c]}"
    return f"the {DECK[c].name} is known to everyone, but still better than a blind draw"


def advice(rules: Any, s: KeltisState, a: Action) -> str:
    p = a.player
    if a.kind == "play":
        return _play(s, p, a.cards[0], a.dst or "")
    if a.kind == "discard":
        return _discard(s, p, a.cards[0])
    if a.kind == "claim":
        held = len(s.won[p])
        now, then = stone_score(held), stone_score(held + 1)
        # (the move's own words say which stone and "then draw two": not said twice)
        return f"your stones go from {signed(now)} to {signed(then)}"
    if a.kind == "draw":
        return _draw(s, p, a.src or "")
    return ""
