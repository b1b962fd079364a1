"""The kit game's table: a short layout on the seat layout kit (``ui/table/kit.py``).

This is the model of "a new game is its rules, its painter and a short layout": the zones per
seat and per table, a few words, and nothing else. Per seat: a name plate, the hand, the
face-down guard and the tabled groups (``group/<seat>/<k>``, zones that appear during play:
the table lays itself out again when one appears; the viewer's next group has its place
already, ``next``, so the gathered cards can be dragged there to table them). In the
centre: the stock, the answers' discard pile and, toward each seat, its pending group (what
it is gathering this turn).
Imported by the UI only (``tabletop.testing`` itself stays free of pygame).
"""

from __future__ import annotations

from ...core.events import Event, Notice
from ...core.ids import ZoneId
from ...core.views import TableView
from ...ui.catalog import GameEntry
from ...ui.table.gamescene import GameTable
from ...ui.table.kit import PLATE, STATUS, Part, Seats, Stack
from ...ui.table.turns import turn_word
from . import PLUGIN

GROUPS = Part("group/{seat}/*", "row", 0.4, cards=3, step=0.3, wrap=4, next=True)
SEATS = Seats(
    own=(Stack(((STATUS,), (PLATE,))),
         Part("hand/{seat}", "fan", 1.0, cards=6, step=0.55, grow=True, lift=True, arc=0.04),
         Stack(((Part("guard/{seat}", "pile", 0.5, title=18, label="Guard"), GROUPS),))),
    other=((PLATE, Part("hand/{seat}", "fan", 0.38, cards=8, step=0.3),
            Part("guard/{seat}", "pile", 0.38)),
           (GROUPS,)),
    centre=(Part("stock", "pile", 0.5, count=True, title=18, label="Stock", at="left"),
            Part("discard", "pile", 0.5, count=True, title=18, label="Answers", at="right")),
    toward=(Part("pending/{seat}", "row", 0.45, cards=2, step=0.3, count=True),),
    plate=(220, 58), other_plate=(200, 52),
)


class KitTable(GameTable):
    seats = SEATS

    def status_line(self, view: TableView) -> str:
        phase = view.phase
        return {"answer": "An answer may be given", "gather": "Gathering a group",
                "over": "Game over"}.get(phase, "Draw, or gather a group")

    def prompt(self, view: TableView, has_buttons: bool) -> str:
        if has_buttons:
            return f"{turn_word(view, view.viewer)}: choose below"
        return "Drag cards to your pending group, or click the stock"

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone.startswith(("pending/", "guard/")) or zone in ("stock", "discard")

    def turn_zone(self, seat: int) -> ZoneId | None:
        return f"pending/{seat}"

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, Notice) and ev.key == "scored":
            return f"guard/{ev.args[0]}", f"+{ev.args[1]}"
        return None


#: the kit's entry for the app's catalog: the tests add it (``tests/conftest.py``), the product
#: never lists the kit
GAME = GameEntry(PLUGIN, KitTable)
