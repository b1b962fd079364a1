"""Keltis' table: where its zones sit and what its gestures and words are (the generic engine
does the rest).

The viewer sits at the bottom: five colour rows side by side as top-anchored overlapped
columns (each card's value stays readable in its corner; a label under each column gives the
colour's symbol and name, the direction ▲/▼ once fixed and the row's score), the Point row and
the won stones as piles on the left above the name plate, the hand fan on the right.
Opponents sit along the top edge (2 players: top; 3: the left and right seats in the upper
corners; 4: left corner, top, right corner), because five rows of columns need the width and
the viewer's rows need the height: a name plate, the hand as small backs (cards everyone saw
them take from a discard pile show face up), their five rows as small columns with an arrow
for the direction, their Point row and stones. The middle band holds the draw pile, the six
discard piles (top card, count; dimmed when they may not be drawn from) and the wishing stones
still available.

Gestures: a card is dragged to a row, the Point row or its discard pile (the defaults); a
stone is claimed by dragging one card of a pair onto the other, onto the stone itself or onto
your stones, or with a button; a draw is a click on a pile; the final plays end with a button.
"""

from __future__ import annotations

import pygame

from ...core.actions import Action
from ...core.events import Event, Notice
from ...core.ids import PlayerId, ZoneId
from ...core.views import TableView, ZoneView
from ...ui.render.fonts import text
from ...ui.render.keltis import SYMBOLS
from ...ui.render.theme import Theme
from ...ui.table.gamescene import GameTable
from ...ui.table.hud import draw_symbol
from ...ui.table.interaction import Button, Click, Drag, Gesture
from ...ui.table.kit import PLATE, STATUS, Part, Seats, Stack
from ...ui.table.layout import TableLayout
from .deck import COLOUR_NAMES, COLOURS, DECK, PILES, STONE_OF, VALUE
from .rules import row_score

# Card heights as fractions of the viewer's hand card (144 logical units at 1280×720).
ROW, PILE, STONE, OPP = 112 / 144, 84 / 144, 62 / 144, 58 / 144
ARROWS = {"up": "▲ up", "down": "▼ down", "": "↕ open"}
SEATS = Seats(
    own=(Stack(((Part("points/{seat}", "pile", PILE, count=True, depth=2, title=18,
                      label="Point row"),
                 Part("stones/{seat}", "pile", PILE, count=True, depth=2, title=18,
                      label="Your stones")),
                (STATUS,), (PLATE,))),
         *(Part(f"row/{{seat}}/{c}", "column", ROW, cards=8, step=0.27, caption=34)
           for c in COLOURS),
         Part("hand/{seat}", "fan", 1.0, cards=8, step=0.62, grow=True, lift=True, arc=0.04)),
    other=((PLATE, Part("hand/{seat}", "fan", OPP, cards=8, step=0.35, grow=True)),
           (*(Part(f"row/{{seat}}/{c}", "column", OPP, cards=5, step=0.25, caption=16)
              for c in COLOURS),
            Part("points/{seat}", "pile", OPP, count=True, depth=2),
            Part("stones/{seat}", "pile", OPP, count=True, depth=2))),
    centre=(Part("draw", "pile", PILE, count=True, depth=2, title=18, label="Draw",
                 extra={"pickable": True}),
            *(Part(f"discard/{p}", "pile", PILE, count=True, depth=2, extra={"pickable": True})
              for p in PILES),
            Part("stones", "row", STONE, cards=9, step=1.12, title=18,
                 label="Wishing stones still available")),
    plate=(220, 62), other_plate=(230, 54),
)


def _ended(zv: ZoneView | None) -> bool:
    """Whether a row holds an End card (closed: its direction no longer matters)."""
    return zv is not None and any(c is not None and DECK[c].kind == "end" for c in zv.cards)


class KeltisTable(GameTable):
    counted_prefixes = ("draw", "discard/", "points/", "stones/")
    deal_source = "draw"
    seats = SEATS

    # --- gestures ----------------------------------------------------------------------------------
    def gesture(self, a: Action) -> Gesture | list[Gesture] | None:
        if a.kind == "draw":
            return Click(a.src or "draw")
        if a.kind == "done":
            return Button("Done: no more final plays")
        if a.kind == "claim":
            c1, c2 = a.cards
            v = VALUE[c1]
            stone = STONE_OF[v]
            return [Drag(c2, (c2,), c1), Drag(c1, (c1,), c2),
                    Drag(c1, (c1,), stone), Drag(c2, (c2,), stone),
                    Drag(c1, (c1,), a.dst or f"stones/{a.player}"),
                    Drag(c2, (c2,), a.dst or f"stones/{a.player}"),
                    Button(f"Stone {v}: {COLOUR_NAMES[DECK[c1].suit]} + {COLOUR_NAMES[DECK[c2].suit]}")]
        return None

    def prompt(self, view: TableView, has_buttons: bool) -> str:
        stage = view.info.get("stage")
        if stage == "draw":
            due = int(view.info.get("draws_due", 1))
            return "Click a pile to draw (2 cards)" if due >= 2 else "Click a pile to draw a card"
        if stage == "final":
            made = int(view.info.get("final_plays_made", 0))
            return f"Final plays ({2 - made} left): drag a card to a row, or Done"
        return "Drag a card to a row or to its discard pile"

    # --- words ---------------------------------------------------------------------------------------
    def status_line(self, view: TableView) -> str:
        info = view.info
        mode = "rows" if info.get("end_mode", "rows") == "rows" else "colours"
        ended = f"Ended {mode}: {info.get('ended_rows', 0)} of 5"
        if info.get("stage") == "final":
            return "Final plays"
        if info.get("stage") == "over":
            return "Game over"
        return ended

    def seat_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        scores = view.info.get("scores", [])
        lines = [f"Score {scores[seat]}"] if seat < len(scores) else []
        hand = view.zones.get(f"hand/{seat}")
        if hand is not None:
            lines.append(f"{hand.count} cards")
        return lines

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone == "draw" or zone.startswith(("row/", "points/", "stones/", "discard/"))

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, Notice) and ev.key == "stone_claimed" and ev.player is not None:
            return f"stones/{ev.player}", f"Stone {ev.args[0]}"
        return None

    # --- painting on the felt (under the cards) --------------------------------------------------------
    def draw_felt(self, surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
        """Labels the cards cannot carry: each row's colour, direction and score (the viewer's
        under their rows, an arrow under an opponent's open row); empty piles' symbols."""
        m = lay.metrics
        u = m.unit
        dirs = view.info.get("directions", {})
        small = m.font(13, 11)
        bottom = next((s for s, p in lay.seats.items() if p.side == "bottom"), None)
        for key, (x, y, w, _h) in lay.labels.items():
            kind, _, zid = key.partition("/")
            if kind != "caption" or not zid.startswith("row/"):
                continue
            zv = view.zones.get(zid)
            count = zv.count if zv else 0
            if zid.startswith(f"row/{bottom}/"):  # symbol and name; direction and score
                colour = zid[-1]
                name = text(COLOUR_NAMES[colour], small, theme.text, bold=True)
                sym = 13 * u
                lw = sym + 4 * u + name.get_width()
                lx = x + (w - lw) / 2
                draw_symbol(surf, SYMBOLS[colour], (lx + sym / 2, y + 2 * u + name.get_height() / 2),
                            sym, theme.keltis_colour(colour))
                surf.blit(name, (lx + sym + 4 * u, y + 2 * u))
                if count:
                    state = "ended" if _ended(zv) else ARROWS[dirs.get(zid, "")]
                    line = f"{state}  {row_score(count):+d}"
                    img = text(line.replace("-", "−"), m.font(12, 11), theme.text_dim, bold=True)
                    surf.blit(img, img.get_rect(midtop=(x + w / 2, y + 2 * u + name.get_height())))
                continue
            d = dirs.get(zid, "")  # an opponent's open row: its direction once fixed, under it
            zl = lay.zones.get(zid)
            if d and zl is not None and count and not _ended(zv):
                ex = zl.extent(count)
                img = text("▲" if d == "up" else "▼", small, theme.text, bold=True)
                surf.blit(img, img.get_rect(midtop=(x + w / 2, ex[1] + ex[3] + 1 * u)))
        for pile in PILES:  # empty discard piles show their colour's symbol (or a circle)
            zl, zv = lay.zones.get(f"discard/{pile}"), view.zones.get(f"discard/{pile}")
            if zl is None or (zv is not None and zv.count):
                continue
            draw_symbol(surf, SYMBOLS.get(pile, "circle"), (zl.cx, zl.cy), zl.card[0] * 0.45,
                        theme.keltis_colour(pile if pile in SYMBOLS else None))
