"""The Keltis score so far on the Scores sheet (M): each seat's five rows, Point row and
wishing stones as they would score now, and the total; a seat's row (a click, or ↑↓) shows
its lines with the card counts, so a newcomer sees how long rows and stones add up. All of it
lies face up on the table: the sheet is built from the view alone."""

from __future__ import annotations

from ....core.names import count_of, signed
from ....core.views import TableView
from ....ui.table.scoresheet import Sheet
from ..deck import COLOUR_NAMES, COLOURS
from ..state import row_score, row_zone, stone_score

NOTE = "Rows: 1 card −4 … 4 cards +1 … 9 or more +10 · stones: none −4 … five +10 · +1 a Point card"


def points_text(n: int) -> str:
    """Points with their sign and a true minus sign; none is "0" ("−4", "+3", "0")."""
    return signed(n) if n else "0"


def _count(view: TableView, zone: str) -> int:
    zv = view.zones.get(zone)
    return zv.count if zv is not None else 0


def seat_parts(view: TableView, seat: int) -> list[tuple[str, int, int]]:
    """(what, how many, points) for one seat: five rows, the Point row, the stones."""
    parts = [(f"{COLOUR_NAMES[c]} row", k := _count(view, row_zone(seat, i)), row_score(k))
             for i, c in enumerate(COLOURS)]
    points = _count(view, f"points/{seat}")
    stones = _count(view, f"stones/{seat}")
    return [*parts, ("Point row", points, points), ("Wishing stones", stones, stone_score(stones))]


def detail_lines(view: TableView, seat: int) -> tuple[str, ...]:
    out = []
    for what, k, pts in seat_parts(view, seat):
        noun = "stone" if what == "Wishing stones" else "card"
        out.append(f"{what}: {count_of(k, noun)}, {points_text(pts)}")
    return tuple(out)


def score_sheet(view: TableView) -> Sheet | None:
    scores = view.info.get("scores") or []
    n = len(scores)
    if not n:
        return None
    heads = (*(COLOUR_NAMES[c] for c in COLOURS), "Points", "Stones")
    cells = tuple(tuple(points_text(pts) for _, _, pts in seat_parts(view, q)) for q in range(n))
    return Sheet("Keltis: the score so far", NOTE, heads, cells,
                 tuple((False,) * len(heads) for _ in range(n)), None, "Total",
                 tuple(points_text(int(t)) for t in scores),
                 details=tuple(detail_lines(view, q) for q in range(n)), detail_title="how the score stands")
