"""Keltis: an optimistic plan of the seat's rows against a sampled world's draw order.

Hard's lookahead (``look.py``) judges a leaf in a sampled world. There the seat's own coming
draws are known (in that world: every ``n``-th card of the draw pile, since each rival turn
mostly takes one card from it), so the seat could plan: which cards of its hand and of its
coming draws each row can still take, in the row's order, one play a turn. ``plan_value``
is that plan's score, an upper bound of sorts: it respects the arrival of each card and the
number of plays left, but not the hand's size nor the turns two rows would both want. It is
a leaf value, never a policy, and it reads only the sampled world it is given.
"""

from __future__ import annotations

from .deck import COLOUR, END, KIND, NUMBER, POINT, VALUE
from .state import FINAL, ROW_POINTS, STONE_POINTS, KeltisState, row_status

N_COLOURS = 5
FINAL_PLAYS = 2


def _row_points(length: int) -> int:
    return ROW_POINTS[min(length, 9)] if length > 0 else 0


def longest_chain(cards: list[tuple[int, int]], last: int, direction: int, start: int,
                  horizon: int) -> int:
    """Most cards of ``cards`` ((value, turn it is in hand from)) a row can take in its order,
    one play a turn from turn ``start`` to ``horizon``: rising from ``last`` if ``direction``
    is 1, falling if −1, the better of both if 0 (``last`` −1: no number card yet)."""
    best = 0
    for d in ((1, -1) if direction == 0 else (direction,)):
        if last < 0:
            fit = cards
        else:
            fit = [c for c in cards if (c[0] >= last if d > 0 else c[0] <= last)]
        fit = sorted(fit, key=lambda c: (d * c[0], c[1]))
        # done[j]: the earliest turn after which j cards are played (patience-style)
        done = [start - 1]
        for _, arrive in fit:
            for j in range(len(done) - 1, -1, -1):
                t = max(done[j] + 1, arrive)
                if t > horizon:
                    continue
                if j + 1 == len(done):
                    done.append(t)
                elif t < done[j + 1]:
                    done[j + 1] = t
        best = max(best, len(done) - 1)
    return best


def plan_value(s: KeltisState, me: int, stones: float | None = None) -> float:
    """``me``'s score by the plan: its Point cards as they stand plus one point per Point card
    it holds or draws (each takes a play), and each row as long as the plan can make it, the
    plays shared out among the rows (and the Point cards) for the best total. The stones are
    ``stones`` (the caller's estimate, e.g. the evaluation's), else the stones held."""
    n = s.n
    draw = s.draw
    final = s.stage == FINAL
    turns = 0 if final else (len(draw) + n - 1) // n  # own regular plays left, this one included
    horizon = turns + FINAL_PLAYS - 1 - (s.pending if final else 0)
    cards: list[list[tuple[int, int]]] = [[] for _ in range(N_COLOURS)]
    ends = [0] * N_COLOURS
    points = 0
    arrivals = [(c, 0) for c in s.hands[me]]
    if not final:
        arrivals += [(c, k + 1) for k, c in enumerate(draw[-1::-n])]
    for c, t in arrivals:
        if t > horizon:
            continue
        kind = KIND[c]
        if kind == NUMBER:
            cards[COLOUR[c]].append((VALUE[c], t))
        elif kind == END:
            ends[COLOUR[c]] += 1
        elif kind == POINT:
            points += 1
    budget = horizon + 1
    # options per colour: (plays, points) for every number of plays the row can use
    table = [0.0] + [float("-inf")] * budget
    for col in range(N_COLOURS):
        row = s.rows[5 * me + col]
        n_ends, last, direction = row_status(row)
        if n_ends or (final and not row and not s.start_rows):
            most = min(ends[col], 2 - n_ends) if n_ends and n_ends < 2 else 0
        else:
            most = longest_chain(cards[col], last, direction, 0, horizon)
            most += min(ends[col], 2) if (row or most) else 0
        base = len(row)
        here = _row_points(base)
        nxt = [float("-inf")] * (budget + 1)
        for used, value in enumerate(table):
            if value == float("-inf"):
                continue
            for j in range(0, min(most, budget - used) + 1):
                v = value + _row_points(base + j) - here
                if v > nxt[used + j]:
                    nxt[used + j] = v
        table = nxt
    best = max(v + min(points, budget - used) for used, v in enumerate(table) if v != float("-inf"))
    current = sum(_row_points(len(s.rows[5 * me + col])) for col in range(N_COLOURS))
    if stones is None:
        stones = STONE_POINTS[min(len(s.won[me]), 5)]
    return current + best + len(s.points[me]) + stones
