"""Keltis' state and what its rows say (K3, K7): the state record, the stages, a row's
status and the score tables, and the names of the places. Pure data and small functions that
the rules, their words, the refusals and the AI share (``rules.py`` moves the game on)."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .deck import COLOURS, END, KIND, NUMBER, PILES, VALUE

#: row score by card count (index 9 stands for 9 or more)
ROW_POINTS = (0, -4, -3, -2, 1, 2, 3, 6, 7, 10)
#: stone score by stones held (index 5 stands for 5 or more)
STONE_POINTS = (-4, -1, 0, 4, 6, 10)

PLAY, DRAW, FINAL, OVER = 0, 1, 2, 3
STAGE_NAMES = ("play", "draw", "final", "over")


class KeltisState(NamedTuple):
    """A NamedTuple: immutable and cheap to copy (``_replace``), like Hyrule's state."""

    n: int
    seed: int
    first_opt: str | int  # the firstPlayer option: "random" or a seat number from 1
    start_rows: bool  # finalPlaysMayStartRows
    end_mode: str  # endRowCountMode
    first: int  # seat that took the first turn
    hands: tuple[tuple[int, ...], ...]  # sorted card ids
    known: tuple[tuple[int, ...], ...]  # per seat: hand cards everyone saw it take from a discard pile
    rows: tuple[tuple[int, ...], ...]  # index seat * 5 + colour; in the order played
    points: tuple[tuple[int, ...], ...]  # per seat's Point row
    piles: tuple[tuple[int, ...], ...]  # the 6 discard piles (colours, then Point cards), top last
    draw: tuple[int, ...]  # top last
    removed: tuple[int, ...]  # two players: set aside unseen
    stones: tuple[int, ...]  # stones still available, sorted
    won: tuple[tuple[int, ...], ...]  # stones per seat
    turn: int  # seat to act
    stage: int  # PLAY, DRAW, FINAL or OVER
    pending: int  # DRAW: draws still due; FINAL: final plays the seat has made
    blocked: tuple[int, ...]  # cards the seat discarded this turn (not drawable this turn)
    quiet: int  # finished turns in a row that drew nothing from the draw pile
    deck_drawn: bool  # this turn drew from the draw pile
    ender: int  # seat whose action ended the game; -1 while it runs
    reason: str  # "", "rows" (End cards) or "deck" (last card drawn)


# --- row state (K3) ---------------------------------------------------------------------------
@lru_cache(maxsize=1 << 16)
def row_status(row: tuple[int, ...]) -> tuple[int, int, int]:
    """(End cards in the row, value of its last number card or -1, direction).

    Direction: 0 while undetermined, 1 ascending, -1 descending, fixed by the first number
    card whose value differs from the row's first number card.
    """
    ends, first, last, direction = 0, -1, -1, 0
    for c in row:
        kind = KIND[c]
        if kind == END:
            ends += 1
        elif kind == NUMBER:
            v = VALUE[c]
            if first < 0:
                first = v
            elif direction == 0 and v != first:
                direction = 1 if v > first else -1
            last = v
    return ends, last, direction


def number_fits(status: tuple[int, int, int], value: int) -> bool:
    ends, last, direction = status
    if ends:
        return False
    return last < 0 or direction == 0 or (value >= last if direction > 0 else value <= last)


def row_score(length: int) -> int:
    return ROW_POINTS[min(length, 9)]


def stone_score(held: int) -> int:
    return STONE_POINTS[min(held, 5)]


# --- places -------------------------------------------------------------------------------------
def row_zone(p: int, colour: int) -> str:
    return f"row/{p}/{COLOURS[colour]}"


def pile_zone(pile: int) -> str:
    return f"discard/{PILES[pile]}"


#: a discard pile's zone -> its index in ``KeltisState.piles``
PILE_INDEX = {pile_zone(k): k for k in range(6)}
#: a colour's letter -> its row's index among a seat's five rows (``rows[5 * seat + i]``)
ROW_INDEX = {COLOURS[k]: k for k in range(5)}
