"""Hyrule's table: where its zones sit around the seats (the generic engine does the rest).

Per seat: the hand (a big fan for the viewer at the bottom, small fans of backs for the
others), a name plate, a play slot toward the middle and a won pile with its count. In the
middle: the pot (a tied trick waiting for the next winner), the set-aside rest of the deck,
the discard of a tied last trick and the run-off row. A trick stays on the table a moment
before it is gathered to its winner.
"""

from __future__ import annotations

from ...core.events import CardsMoved, Event, Notice
from ...core.ids import PlayerId, ZoneId
from ...core.views import TableView
from ...ui.table.gamescene import GameTable
from ...ui.table.layout import Metrics, TableLayout, ZoneLayout, seat_places

#: play slot offsets from the table centre per side, in card widths / heights
PLAY_OFFSETS = {
    "bottom": (0.0, 0.62), "top": (0.0, -0.62), "left": (-1.9, 0.12), "right": (1.9, 0.12),
    "top-left": (-0.72, -0.62), "top-right": (0.72, -0.62),
}


#: captured piles show only their count (shared/rules/hyrule.md §7); the cards in them are
#: still public knowledge (everyone saw them played: the move log lists them)
WON_PILE = {"backs": True}


class HyruleTable(GameTable):
    counted_prefixes = ("won/", "pot", "stock", "discard")

    def layout(self, m: Metrics, view: TableView, bottom: PlayerId, n: int) -> TableLayout:
        w, h = m.w, m.h
        margin = m.px(14)
        gap = m.px(10)
        places = seat_places(n, bottom)
        zones: dict[ZoneId, ZoneLayout] = {}
        plates: dict[PlayerId, tuple[float, float, float, float]] = {}
        plate_w, plate_h = m.px(236), m.px(62)
        cw, ch = m.card_w, m.card_h
        sw, sh = m.small_w, m.small_h
        lift_room = round(ch * 0.13)

        top_bottom = margin + sh  # lower edge of the top seats' blocks
        hand_top = h - margin - ch - lift_room
        cx = w / 2
        cy = (top_bottom + hand_top) / 2 + m.px(4)
        side_fan_len = sh + 6 * sh * 0.26

        for seat, place in places.items():
            side = place.side
            if side == "bottom":
                hy = h - margin - ch / 2
                zones[f"hand/{seat}"] = ZoneLayout(f"hand/{seat}", "fan", cx, hy, (cw, ch),
                                                   step=cw * 0.62, max_length=w * 0.46,
                                                   arc=ch * 0.05)
                plates[seat] = (margin, h - margin - plate_h, plate_w, plate_h)
                zones[f"won/{seat}"] = ZoneLayout(f"won/{seat}", "pile", w - margin - sw / 2 - m.px(8),
                                                  h - margin - sh / 2 - m.px(4), (sw, sh),
                                                  label="Won", show_count=True,
                                                  extra=WON_PILE)
            elif side in ("top", "top-left", "top-right"):
                ax = w * place.x
                hy = margin + sh / 2
                fan_len = sw + 6 * sw * 0.30
                zones[f"hand/{seat}"] = ZoneLayout(f"hand/{seat}", "fan", ax, hy, (sw, sh),
                                                   step=sw * 0.30, max_length=fan_len)
                plates[seat] = (ax - fan_len / 2 - gap - plate_w, margin + (sh - plate_h) / 2,
                                plate_w, plate_h)
                zones[f"won/{seat}"] = ZoneLayout(f"won/{seat}", "pile", ax + fan_len / 2 + gap + sw / 2 + m.px(4),
                                                  hy, (sw, sh), label="Won", show_count=True,
                                                  extra=WON_PILE)
            else:  # left / right: a vertical fan along the edge, plate under it
                left = side == "left"
                fx = margin + sw / 2 if left else w - margin - sw / 2
                fy = h * place.y - plate_h / 2
                zones[f"hand/{seat}"] = ZoneLayout(f"hand/{seat}", "fan", fx, fy, (sw, sh),
                                                   step=sh * 0.26, max_length=side_fan_len,
                                                   vertical=True)
                py = fy + side_fan_len / 2 + gap
                plates[seat] = (margin if left else w - margin - plate_w, py, plate_w, plate_h)
                wx = fx + sw + gap if left else fx - sw - gap
                zones[f"won/{seat}"] = ZoneLayout(f"won/{seat}", "pile", wx, fy, (sw, sh),
                                                  label="Won", show_count=True,
                                                  extra=WON_PILE)
            ox, oy = PLAY_OFFSETS[side]
            zones[f"play/{seat}"] = ZoneLayout(f"play/{seat}", "pile", cx + ox * cw, cy + oy * ch,
                                               (cw, ch), visible_depth=1)

        mid_dx = 2.75 * cw + sw / 2
        zones["pot"] = ZoneLayout("pot", "pile", cx - mid_dx, cy - ch * 0.45, (sw, sh),
                                  label="Pot", show_count=True)
        corner_y = margin + sh / 2
        zones["stock"] = ZoneLayout("stock", "pile", w - margin - sw / 2 - m.px(4), corner_y,
                                    (sw, sh), label="Set aside", show_count=True)
        zones["discard"] = ZoneLayout("discard", "pile", cx + mid_dx, cy - ch * 0.45, (sw, sh),
                                      label="Out", show_count=True)
        zones["runoff"] = ZoneLayout("runoff", "row", cx, cy, (cw, ch), step=cw * 1.12,
                                     max_length=w * 0.5)
        status_h = m.px(26)
        areas = {
            "status": (margin, h - margin - plate_h - gap - status_h, plate_w + m.px(60), status_h),
            "actions": (cx - m.px(180), hand_top - gap - m.px(44), m.px(360), m.px(44)),
        }
        return TableLayout(m, zones, places, plates, areas)

    # --- animation and words -----------------------------------------------------------------
    def hold_before(self, ev: Event) -> float:
        if isinstance(ev, CardsMoved) and ev.src.startswith("play/"):
            return 0.9  # let everyone see the trick before it is gathered
        if isinstance(ev, CardsMoved) and ev.src in ("won/0", "won/1", "won/2", "won/3", "won/4") \
                and ev.dst == "stock":
            return 0.8  # end of round: a last look at the won piles
        return 0.0

    def status_line(self, view: TableView) -> str:
        info = view.info
        variant = "A bit of strategy" if info.get("variant") == "strategy" else "Strictly chance"
        rounds = int(info.get("rounds", 1))
        trick = min(7, int(info.get("trick", 1)))
        parts = []
        if rounds > 1:
            parts.append(f"Round {info.get('round', 1)} of {rounds}")
        parts.append(f"Trick {trick} of 7")
        parts.append(variant)
        return " · ".join(parts)

    def seat_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        info = view.info
        scores = info.get("scores", [])
        lines = [f"Captured {scores[seat] if seat < len(scores) else 0}"]
        if int(info.get("rounds", 1)) > 1:
            lines.append(f"Rounds {info.get('rounds_won', [0] * (seat + 1))[seat]}")
        return lines

    def zone_caption(self, zone: ZoneId, view: TableView) -> str:
        return {"pot": "Pot", "stock": "Set aside", "discard": "Out of play"}.get(zone, "")

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone.startswith(("play/", "won/"))

    def turn_zone(self, seat: PlayerId) -> ZoneId | None:
        return f"play/{seat}"

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, Notice) and ev.key == "trick_won":
            winner, count = ev.args[0], ev.args[1]
            return f"won/{winner}", f"+{count}"
        return None
