"""The Treasure match on the Scores sheet (M): every hand's score so far is not public state,
so the sheet shows the last hand (table points, cards in hand) and the match total, to ±100
or the hand limit; once a hand is scored, each player's detail lines: every group with its
multipliers and why, and the cards left in hand, so the arithmetic can be checked."""

from __future__ import annotations

from ....core.names import count_of, signed
from ....core.views import TableView
from ....ui.table.scoresheet import Sheet
from .score import seat_sheet

HAND_PER_LINE = 5  # cards named per line of the sheet (a taken discard pile makes hands long)


def detail_lines(view: TableView, seat: int, names: list[str]) -> tuple[str, ...]:
    """One player's hand as lines: a line per group (its working), its reasons indented, then
    the cards in hand and the hand's total."""
    sheet = seat_sheet(view, seat, names)
    out = []
    for g in sheet.groups:
        out.append(f"{g.title}: {g.working}")
        out.extend(f"    {why}" for why in g.why)
    if not sheet.groups:
        out.append("No cards on the table: 0")
    if sheet.hand_cards:
        items = [f"{name} {signed(v)}" for name, v in sheet.hand_cards]
        out.append(f"In hand, {count_of(len(items), 'card')} = {signed(sheet.hand)} ({sheet.hand_why}):")
        out.extend("    " + ", ".join(items[i:i + HAND_PER_LINE])
                   for i in range(0, len(items), HAND_PER_LINE))
    else:
        out.append("No cards left in hand: 0")
    out.append(f"This hand: {signed(sheet.table)} {signed(sheet.hand)} = {signed(sheet.total)}")
    return tuple(out)


def score_sheet(view: TableView, names: list[str] | None = None) -> Sheet | None:
    info = view.info
    scores = info.get("scores") or []
    n = len(scores)
    if not n:
        return None
    names = names or [f"Player {q + 1}" for q in range(n)]
    last = info.get("last") or []
    scored = view.phase in ("scored", "over")
    hand_no, hands = info.get("hand", 1), info.get("hands", 12)
    last_no = hand_no if scored else hand_no - 1
    # the columns are one hand's, the total the match's: the heads say which hand (the
    # results read "Hand 38 ... Total 123" as if they did not add up)
    heads = (tuple(f"Hand {last_no}: {part}" for part in ("table", "in hand", "score")) if last_no >= 1
             else ("Table", "In hand", "Hand"))
    cells = []
    for q in range(n):
        if q < len(last) and last[q]:
            table, hand = last[q]
            cells.append((signed(table), signed(hand), signed(table + hand)))
        else:
            cells.append(("", "", ""))
    which = f"hand {last_no}" if last_no >= 1 else "no hand yet"
    note = f"Last scored: {which} · the match ends at ±100 points or after {hands} hands"
    details = tuple(detail_lines(view, q, names) for q in range(n)) if scored else ()
    return Sheet("Treasure: the match", note, heads, tuple(cells),
                 tuple((False,) * len(heads) for _ in range(n)), None, "Total",
                 tuple(signed(t) for t in scores), details=details,
                 opens=f"scored {hand_no}" if scored else "")
