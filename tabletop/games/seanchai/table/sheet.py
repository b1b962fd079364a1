"""The Seanchaí match on the Scores sheet (M): a column per hand (the four hands of a match),
each seat's hand total, the hand in play so far, the match total; once a hand is counted, each
seat's count line by line (the S-21 lines), so the arithmetic can be checked. Everything on it
is public: the point fields lie face up and the hands are shown at the count.

At each count the sheet opens by itself and the table waits under it (``Sheet.opens``): the
count was read off the point fields while the next hand's cards flew over them."""

from __future__ import annotations

from ....core.names import signed
from ....core.views import TableView
from ....ui.table.scoresheet import Sheet
from ..rules import LINES


def side_of_seat(info: dict, seat: int) -> int:
    """The side (a team, else the seat) whose point field scores for ``seat``."""
    teams = info.get("teams") or []
    return int(teams[seat]) if seat < len(teams) else seat


def count_lines(values: list[int], hand: int, team: bool = False) -> tuple[str, ...]:
    """One side's count of hand ``hand`` (from 1): "Cards in point field: +40", …, the total
    (``team``: the partners' shared point field and both their hands)."""
    out = [f"Hand {hand}, the team's shared count:" if team else f"Hand {hand}:"]
    out += [f"    {label}: {signed(v)}" for label, v in zip(LINES, values, strict=True)]
    out.append(f"    This hand: {signed(sum(values))}")
    return tuple(out)


def score_sheet(view: TableView) -> Sheet | None:
    info = view.info
    scores = info.get("scores") or []
    n = len(scores)
    if not n:
        return None
    hands = int(info.get("hands", 4))
    table = info.get("hand_table") or []  # per finished hand, per seat
    history = info.get("history") or []  # per finished hand, per side: the S-21 lines
    counted = view.phase in ("scored", "over")
    current = None if counted or len(table) >= hands else len(table)
    cells = []
    for q in range(n):
        row = [signed(h[q]) for h in table]
        if current is not None:  # the hand in play: its point field so far (hands are hidden)
            row.append(signed(int(scores[q]) - sum(h[q] for h in table)))
        cells.append(tuple(row + [""] * (hands - len(row))))
    details = ()
    if history:
        last = history[-1]
        teams = len({side_of_seat(info, q) for q in range(n)}) < n
        details = tuple(count_lines(list(last[side_of_seat(info, q)]), len(history), teams)
                        for q in range(n))
    note = (f"Hand {len(history)} counted · highest total after {hands} hands wins" if counted
            else f"Hand {len(table) + 1} so far: the point field (cards left in hand count at the end)")
    return Sheet("Seanchaí: the match", note, tuple(f"Hand {i + 1}" for i in range(hands)),
                 tuple(cells), tuple((False,) * hands for _ in range(n)), current, "Total",
                 tuple(signed(int(t)) for t in scores), details=details,
                 opens=f"counted {len(history)}" if counted and history else "",
                 detail_title="the last hand's count")
