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
from ...ui.table.layout import Metrics, Rect, TableLayout, ZoneLayout, seat_places
from ...ui.widgets.panel import draw_panel
from .deck import COLOUR_NAMES, COLOURS, DECK, PILES, STONE_OF, VALUE
from .rules import row_score

# Sizes and places in logical units (1280×720 design, scaled by the metrics' unit).
MARGIN = 10
HAND_H = 144  # the viewer's hand
ROW_H = 112  # the viewer's row cards
PILE_H = 84  # draw and discard piles, own Point row and stones
STONE_H = 62  # the wishing stones still available
OPP_H = 58  # opponents' cards
OPP_BLOCK_W = 362
OPP_ROW1 = 58  # name plate and hand
OPP_COL_LEN = 120  # longest an opponent's column gets before it squeezes
OPP_BOTTOM = 212  # lower edge of the opponents' band (arrows included)
MID_CY = 268  # centre of the middle band (piles and stones)
BOTTOM_TOP = 330  # upper edge of the viewer's rows
LABEL_H = 34  # two label lines under the viewer's columns
LEFT_W = 220  # the viewer's left block: plate, status, Point row, stones

ARROWS = {"up": "▲ up", "down": "▼ down", "": "↕ open"}


def _ended(zv: ZoneView | None) -> bool:
    """Whether a row holds an End card (closed: its direction no longer matters)."""
    return zv is not None and any(c is not None and DECK[c].kind == "end" for c in zv.cards)


class KeltisTable(GameTable):
    counted_prefixes = ("draw", "discard/", "points/", "stones/")
    deal_source = "draw"

    def __init__(self) -> None:
        self._labels: dict[str, Rect] = {}  # label rects the felt painting uses (and tests)

    # --- layout ----------------------------------------------------------------------------------
    def layout(self, m: Metrics, view: TableView, bottom: PlayerId, n: int) -> TableLayout:
        u = m.unit
        w, h = m.w, m.h
        ratio = m.card_w / m.card_h

        def card(hh: float) -> tuple[int, int]:
            hh = round(hh * u)
            return max(6, round(hh * ratio)), hh

        margin = MARGIN * u
        zones: dict[ZoneId, ZoneLayout] = {}
        plates: dict[PlayerId, Rect] = {}
        areas: dict[str, Rect] = {}
        labels: dict[str, Rect] = {}
        places = seat_places(n, bottom)

        # --- the viewer ------------------------------------------------------------------------
        hw, hh = card(HAND_H)
        rw, rh = card(ROW_H)
        pw, ph = card(PILE_H)
        left_w = LEFT_W * u
        plate_h = 62 * u
        plates[bottom] = (margin, h - margin - plate_h, left_w, plate_h)
        status_h = 26 * u
        areas["status"] = (margin, h - margin - plate_h - 8 * u - status_h, left_w, status_h)
        pile_cy = h - margin - plate_h - 8 * u - status_h - 24 * u - ph / 2
        for k, (zid, caption) in enumerate(((f"points/{bottom}", "Point row"),
                                            (f"stones/{bottom}", "Your stones"))):
            cx = margin + left_w * (0.25 + 0.5 * k)
            zones[zid] = ZoneLayout(zid, "pile", cx, pile_cy, (pw, ph), label=caption,
                                    show_count=True, visible_depth=2)
            labels[f"caption/{zid}"] = (cx - left_w / 4 + 2 * u, pile_cy - ph / 2 - 26 * u,
                                        left_w / 2 - 4 * u, 18 * u)
        col_slot = rw + 14 * u
        cols_x0 = margin + left_w + 18 * u
        col_top = BOTTOM_TOP * u
        col_len = h - margin - LABEL_H * u - col_top
        for k, colour in enumerate(COLOURS):
            zid = f"row/{bottom}/{colour}"
            cx = cols_x0 + col_slot * k + rw / 2
            zones[zid] = ZoneLayout(zid, "column", cx, col_top + rh / 2, (rw, rh),
                                    step=rh * 0.27, max_length=col_len)
            labels[f"label/{zid}"] = (cx - col_slot / 2 + 1, h - margin - LABEL_H * u + 2 * u,
                                      col_slot - 2, LABEL_H * u - 2 * u)
        cols_right = cols_x0 + col_slot * 5 - 14 * u
        hand_x0 = cols_right + 20 * u
        hand_len = w - margin - hand_x0
        hand_cx = hand_x0 + hand_len / 2
        zones[f"hand/{bottom}"] = ZoneLayout(f"hand/{bottom}", "fan", hand_cx, h - margin - hh / 2,
                                             (hw, hh), step=hw * 0.62, max_length=hand_len,
                                             arc=hh * 0.04)
        lift = hh * 0.13
        areas["actions"] = (hand_cx - 190 * u, h - margin - hh - lift - 10 * u - 44 * u,
                            380 * u, 44 * u)

        # --- opponents along the top -------------------------------------------------------------
        ow, oh = card(OPP_H)
        block_w = OPP_BLOCK_W * u
        for seat, place in places.items():
            if seat == bottom:
                continue
            if place.side == "left":
                x0 = margin
            elif place.side == "right":
                x0 = w - margin - block_w
            else:
                x0 = w / 2 - block_w / 2
            self._opponent(zones, plates, labels, seat, x0, margin, block_w, (ow, oh), u)

        # --- the middle band: draw pile, discard piles, wishing stones ----------------------------
        sw, sh = card(STONE_H)
        pile_step = pw + 14 * u
        stone_step = sw + 5 * u
        band = 7 * pile_step - 14 * u + 30 * u + 9 * stone_step - 5 * u
        x = w / 2 - band / 2
        mid = MID_CY * u
        for zid in ("draw", *(f"discard/{p}" for p in PILES)):
            zones[zid] = ZoneLayout(zid, "pile", x + pw / 2, mid, (pw, ph), show_count=True,
                                    visible_depth=2, extra={"pickable": True})
            x += pile_step
        x += 30 * u - 14 * u
        stones_len = 9 * stone_step - 5 * u
        zones["stones"] = ZoneLayout("stones", "row", x + stones_len / 2, mid, (sw, sh),
                                     step=stone_step, max_length=stones_len)
        labels["caption/stones"] = (x, mid - sh / 2 - 22 * u, stones_len, 18 * u)
        self._labels = labels
        lay = TableLayout(m, zones, places, plates, areas)
        return lay

    def _opponent(self, zones: dict[ZoneId, ZoneLayout], plates: dict[PlayerId, Rect],
                  labels: dict[str, Rect], seat: PlayerId, x0: float, y0: float, block_w: float,
                  size: tuple[int, int], u: float) -> None:
        ow, oh = size
        plate_w, plate_h = 200 * u, 54 * u
        plates[seat] = (x0, y0 + (OPP_ROW1 * u - plate_h) / 2, plate_w, plate_h)
        fan_x0 = x0 + plate_w + 8 * u
        fan_len = x0 + block_w - fan_x0
        zones[f"hand/{seat}"] = ZoneLayout(f"hand/{seat}", "fan", fan_x0 + fan_len / 2,
                                           y0 + OPP_ROW1 * u / 2, (ow, oh), step=ow * 0.45,
                                           max_length=fan_len)
        top = y0 + OPP_ROW1 * u + 8 * u
        slot = block_w / 7
        for k, colour in enumerate(COLOURS):
            zid = f"row/{seat}/{colour}"
            cx = x0 + slot * (k + 0.5)
            zones[zid] = ZoneLayout(zid, "column", cx, top + oh / 2, (ow, oh), step=oh * 0.25,
                                    max_length=OPP_COL_LEN * u)
            labels[f"arrow/{zid}"] = (cx - slot / 2 + 1, top + OPP_COL_LEN * u + 2 * u,
                                      slot - 2, OPP_BOTTOM * u - (top + OPP_COL_LEN * u + 2 * u))
        for k, zid in enumerate((f"points/{seat}", f"stones/{seat}")):
            cx = x0 + slot * (5.5 + k)
            zones[zid] = ZoneLayout(zid, "pile", cx, top + oh / 2, (ow, oh), show_count=True,
                                    visible_depth=2)

    def label_rects(self) -> dict[str, Rect]:
        """Where the felt labels of the last layout go (row labels, arrows, captions)."""
        return dict(self._labels)

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

    def zone_caption(self, zone: ZoneId, view: TableView) -> str:
        if zone == "draw":
            return "Draw"
        return ""

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone == "draw" or zone.startswith(("row/", "points/", "stones/", "discard/"))

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, Notice) and ev.key == "stone_claimed" and ev.player is not None:
            return f"stones/{ev.player}", f"Stone {ev.args[0]}"
        return None

    # --- painting on the felt (under the cards) --------------------------------------------------------
    def draw_felt(self, surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
        """Labels the cards cannot carry: each row's colour, direction and score; pile names."""
        m = lay.metrics
        u = m.unit
        dirs = view.info.get("directions", {})
        small = m.font(13, 11)
        for key, rect in self._labels.items():
            kind, _, zid = key.partition("/")
            x, y, w, h = rect
            if kind == "label":  # the viewer's row: symbol, name; direction and score
                colour = zid[-1]
                zv = view.zones.get(zid)
                count = zv.count if zv else 0
                name = text(COLOUR_NAMES[colour], small, theme.text, bold=True)
                sym = 13 * u
                lw = sym + 4 * u + name.get_width()
                lx = x + (w - lw) / 2
                draw_symbol(surf, SYMBOLS[colour], (lx + sym / 2, y + name.get_height() / 2),
                            sym, theme.keltis_colour(colour))
                surf.blit(name, (lx + sym + 4 * u, y))
                if count:
                    state = "ended" if _ended(zv) else ARROWS[dirs.get(zid, "")]
                    line = f"{state}  {row_score(count):+d}"
                    img = text(line.replace("-", "−"), m.font(12, 11), theme.text_dim, bold=True)
                    surf.blit(img, img.get_rect(midtop=(x + w / 2, y + name.get_height())))
            elif kind == "arrow":  # an opponent's open row: its direction once fixed, under it
                d = dirs.get(zid, "")
                zl, zv = lay.zones.get(zid), view.zones.get(zid)
                if d and zl is not None and zv is not None and zv.count and not _ended(zv):
                    ex = zl.extent(zv.count)
                    img = text("▲" if d == "up" else "▼", small, theme.text, bold=True)
                    surf.blit(img, img.get_rect(midtop=(x + w / 2, ex[1] + ex[3] + 1 * u)))
            elif kind == "caption":
                word = {"stones": "Wishing stones still available"}.get(zid) or (
                    "Point row" if zid.startswith("points/") else "Your stones")
                img = text(word, small, theme.text_dim, bold=True)
                r = img.get_rect(center=(round(x + w / 2), round(y + h / 2)))
                draw_panel(surf, r.inflate(round(10 * u), round(2 * u)), theme.panel, 120, None,
                           radius=round(8 * u))
                surf.blit(img, r)
        # empty discard piles show their colour's symbol (or the Point card's circle)
        for pile in PILES:
            zid = f"discard/{pile}"
            zl = lay.zones.get(zid)
            zv = view.zones.get(zid)
            if zl is None or (zv is not None and zv.count):
                continue
            symbol = SYMBOLS.get(pile, "circle")
            draw_symbol(surf, symbol, (zl.cx, zl.cy), zl.card[0] * 0.45,
                        theme.keltis_colour(pile if pile in SYMBOLS else None))
