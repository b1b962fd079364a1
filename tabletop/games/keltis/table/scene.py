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

from ....core.actions import Action
from ....core.events import Event, Notice
from ....core.ids import PlayerId, ZoneId
from ....core.names import count_of, number
from ....core.views import TableView, ZoneView
from ....ui.render.fonts import px_to_fit, text
from ....ui.render.theme import Theme
from ....ui.table.gamescene import GameTable
from ....ui.table.hud import draw_symbol
from ....ui.table.interaction import Button, Click, Drag, Gesture
from ....ui.table.kit import PLATE, STATUS, Part, Seats, Stack
from ....ui.table.layout import TableLayout
from ....ui.table.scoresheet import Sheet
from ....ui.widgets.panel import draw_panel
from ..deck import COLOUR_NAMES, COLOURS, DECK, PILES, STONE_OF, VALUE
from ..rules import row_score, stones_a_pair_can_take
from .faces import SYMBOLS
from .sheet import points_text, score_sheet

# Card heights as fractions of the viewer's hand card (144 logical units at 1280×720).
ROW, PILE, STONE, OPP = 112 / 144, 84 / 144, 62 / 144, 58 / 144
SEATS = Seats(
    own=(Stack(((Part("points/{seat}", "pile", PILE, count=True, depth=2, title=18,
                      label="Point row"),
                 Part("stones/{seat}", "pile", PILE, count=True, depth=2, title=18,
                      label="Your stones")),
                (STATUS,), (PLATE,))),
         *(Part(f"row/{{seat}}/{c}", "column", ROW, cards=8, step=0.27, caption=40)
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


def _pairs_for_a_stone(view: TableView) -> bool:
    """Whether the viewer's hand holds two Number cards of a value whose Wishing stone is still
    out (the claim buttons are on offer): the prompt then names the stones, which the buttons'
    short labels ("Stone 4: Green + Yellow") did not explain to a new player."""
    hand = view.zones.get(f"hand/{view.viewer}") if view.viewer is not None else None
    stones = view.zones.get("stones")
    return hand is not None and stones is not None and bool(stones_a_pair_can_take(hand.cards, stones.cards))


class KeltisTable(GameTable):
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

    def ending(self, view: TableView) -> str:
        reason = view.info.get("end_reason", "")
        if reason == "rows":
            return "The game ended when an End card closed the fifth row"
        if reason == "deck":
            return "The game ended when the last card of the draw pile was drawn"
        return ""

    def prompt(self, view: TableView, has_buttons: bool) -> str:
        stage = view.info.get("stage")
        if stage == "draw":
            due = int(view.info.get("draws_due", 1))
            return "Click a pile to draw (2 cards)" if due >= 2 else "Click a pile to draw a card"
        if stage == "final":
            made = int(view.info.get("final_plays_made", 0))
            return f"Final plays ({2 - made} left): drag a card to a row, or Done"
        if _pairs_for_a_stone(view):  # the claim buttons below say "Stone 4: Red + Red" only
            return "Drag a card to a row or to its discard pile, or take a Wishing stone with a pair"
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
        lines = [f"Score {number(scores[seat])}"] if seat < len(scores) else []
        hand = view.zones.get(f"hand/{seat}")
        if hand is not None:
            lines.append(count_of(hand.count, "card"))
        return lines

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone == "draw" or zone.startswith(("row/", "points/", "stones/", "discard/"))

    def score_sheet(self, view: TableView) -> Sheet | None:
        """Each seat's score as it stands, part by part (``sheet``)."""
        return score_sheet(view)

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, Notice) and ev.key == "stone_claimed" and ev.player is not None:
            return f"stones/{ev.player}", f"Stone {ev.args[0]}"
        return None

    # --- painting on the felt (under the cards) --------------------------------------------------------
    def draw_felt(self, surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
        """Labels the cards cannot carry. Under each of the viewer's rows: a faint lane in the
        row's colour from its first card to its label, and the label on a plaque: symbol and
        name, then a drawn direction arrow with its word and the row's score. Under an
        opponent's row: its arrow and score; an empty one shows its colour's symbol, as empty
        discard piles do."""
        dirs = view.info.get("directions", {})
        bottom = next((s for s, p in lay.seats.items() if p.side == "bottom"), None)
        clip = surf.get_clip()  # a patch of the cached layer: rows wholly outside are skipped
        for key, rect in lay.labels.items():
            kind, _, zid = key.partition("/")
            if kind != "caption" or not zid.startswith("row/"):
                continue
            if not clip.colliderect(_row_bounds(lay, zid, rect)):
                continue
            zv = view.zones.get(zid)
            count = zv.count if zv else 0
            state = "ended" if _ended(zv) else dirs.get(zid, "") or "open"
            if zid.startswith(f"row/{bottom}/"):
                _own_row(surf, lay, zid, rect, count, state, theme)
            elif count:
                _their_row(surf, lay, zid, rect, count, state, theme)
            elif (zl := lay.zones.get(zid)) is not None:  # an opponent's empty row: its colour's
                x, y, w, h = zl.extent(1)  # symbol, as an empty discard pile shows (seven
                colour = zid[-1]  # blank places across the top told a new player nothing)
                draw_symbol(surf, SYMBOLS[colour], (x + w / 2, y + h / 2), w * 0.7, theme.keltis_colour(colour))
        for pile in PILES:  # empty discard piles show their colour's symbol (or a circle)
            zl, zv = lay.zones.get(f"discard/{pile}"), view.zones.get(f"discard/{pile}")
            if zl is None or (zv is not None and zv.count):
                continue
            size = zl.card[0] * 0.45
            if not clip.colliderect(pygame.Rect(round(zl.cx - 2 * size), round(zl.cy - 2 * size),
                                                round(4 * size), round(4 * size))):
                continue
            draw_symbol(surf, SYMBOLS.get(pile, "circle"), (zl.cx, zl.cy), size,
                        theme.keltis_colour(pile if pile in SYMBOLS else None))


#: the latest layout's rows' bounds (``_row_bounds``)
_BOUNDS: list[tuple[TableLayout, dict[ZoneId, pygame.Rect]]] = []


def _row_bounds(lay: TableLayout, zid: ZoneId, rect: tuple[float, ...]) -> pygame.Rect:
    """All a row's felt marks may cover (``_own_row``, ``_their_row``), generously: its caption
    with a caption's width and height to spare on every side, and its lane (the row's room)."""
    if not _BOUNDS or _BOUNDS[0][0] is not lay:
        _BOUNDS[:] = [(lay, {})]
    known = _BOUNDS[0][1]
    if zid not in known:
        known[zid] = _bounds(lay, zid, rect)
    return known[zid]


def _bounds(lay: TableLayout, zid: ZoneId, rect: tuple[float, ...]) -> pygame.Rect:
    x, y, w, h = rect
    out = pygame.Rect(round(x - w), round(y - h), round(3 * w), round(3 * h))
    zl = lay.zones.get(zid)
    if zl is not None:  # the lane runs from the row's first card (a short row: its chip is nearer)
        ex = zl.extent(int(zl.extra.get("full", 1)))
        out.union_ip(pygame.Rect(round(ex[0]), round(ex[1]), round(ex[2]), round(y + h - ex[1])))
    return out


def direction_mark(state: str, size: int, px: int, theme: Theme) -> pygame.Surface:
    """A row's direction as a mark ``size`` tall: a drawn ▲ up, ▼ down, ▲ over ▼ while open
    (drawn, not font characters, so every face draws them alike); the word "end" once ended."""
    if state == "ended":
        return text("end", px, theme.text_dim, bold=True)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    x, half, q = size / 2, size / 2, size / 2 * 0.8
    colour = theme.text
    if state == "up":
        pygame.draw.polygon(surf, colour, [(x, 0), (x + half, size * 0.85), (x - half, size * 0.85)])
    elif state == "down":
        pygame.draw.polygon(surf, colour, [(x, size), (x + half, size * 0.15), (x - half, size * 0.15)])
    else:  # open: a small ▲ over a small ▼, apart
        pygame.draw.polygon(surf, colour, [(x, 0), (x + q, half * 0.8), (x - q, half * 0.8)])
        pygame.draw.polygon(surf, colour, [(x, size), (x + q, half * 1.2), (x - q, half * 1.2)])
    return surf


def score_text(count: int) -> str:
    """A row's score with a true minus sign (−4, +3, 0)."""
    return points_text(row_score(count))


def _own_row(surf: pygame.Surface, lay: TableLayout, zid: ZoneId, rect: tuple[float, ...],
             count: int, state: str, theme: Theme) -> None:
    m = lay.metrics
    u = m.unit
    x, y, w, h = rect
    colour = theme.keltis_colour(zid[-1])
    zl = lay.zones.get(zid)
    if zl is not None:  # the lane: ties the label to its row, however long the row is
        ex = zl.extent(int(zl.extra.get("full", 1)))
        lane = pygame.Rect(round(ex[0] + 3 * u), round(ex[1]), round(ex[2] - 6 * u), round(y + h - ex[1]))
        draw_panel(surf, lane, colour, 24, None, radius=m.px(8))
    plaque = pygame.Rect(round(x + 2 * u), round(y), round(w - 4 * u), round(h))
    draw_panel(surf, plaque, theme.panel, 200, colour, radius=m.px(7), width=max(1, m.px(2)))
    sym = 12 * u
    words = COLOUR_NAMES[zid[-1]]  # (Text size 150 %: "Green" ran out of its plaque into "Yellow")
    px = px_to_fit(lambda p: text(words, p, theme.text, bold=True).get_width(), m.font(13, 12),
                   plaque.w - sym - 10 * u)
    name = text(words, px, theme.text, bold=True)
    lw = sym + 4 * u + name.get_width()
    lx = x + (w - lw) / 2
    top = y + 2 * u
    draw_symbol(surf, SYMBOLS[zid[-1]], (lx + sym / 2, top + name.get_height() / 2), sym, colour)
    surf.blit(name, (lx + sym + 4 * u, top))
    if not count:
        return
    score = text(score_text(count), m.font(15, 12), theme.highlight, bold=True)
    mark = direction_mark(state, round(12 * u), m.font(12, 12), theme)
    word = text(state, m.font(12, 12), theme.text_dim, bold=True) if state != "ended" else None
    parts = [mark, *([word] if word else []), score]
    if word and sum(i.get_width() for i in parts) + 10 * u > plaque.w - 10 * u:
        parts = [mark, score]  # no room for the word: the arrow says it
    line_w = sum(i.get_width() for i in parts) + 5 * u * (len(parts) - 1)
    sx = x + (w - line_w) / 2
    cy = round((top + name.get_height() + y + h) / 2)
    for img in parts:
        surf.blit(img, img.get_rect(midleft=(round(sx), cy)))
        sx += img.get_width() + 5 * u


def _their_row(surf: pygame.Surface, lay: TableLayout, zid: ZoneId, rect: tuple[float, ...],
               count: int, state: str, theme: Theme) -> None:
    """An opponent's row: its direction and score on a small chip in its caption."""
    m = lay.metrics
    u = m.unit
    x, y, w, h = rect
    zl = lay.zones.get(zid)
    if zl is not None:  # right under the row's cards while it is shorter than its room
        y = min(y, zl.extent(count)[1] + zl.extent(count)[3] + 1 * u)
    score = text(score_text(count), m.font(12, 12), theme.text, bold=True)
    mark = direction_mark(state, round(min(h * 0.75, 11 * u)), m.font(11, 12), theme)
    line_w = mark.get_width() + 2 * u + score.get_width()
    # as wide as its words at least ("end +3" spilled out of a chip cut to a narrow row's width)
    chip = pygame.Rect(0, 0, round(max(min(w, line_w + 8 * u), line_w + 4 * u)), round(h))
    chip.center = (round(x + w / 2), round(y + h / 2))
    draw_panel(surf, chip, theme.panel, 190, theme.keltis_colour(zid[-1]), radius=m.px(6),
               width=1)
    sx = x + (w - line_w) / 2
    surf.blit(mark, mark.get_rect(midleft=(round(sx), chip.centery)))
    surf.blit(score, score.get_rect(midleft=(round(sx + mark.get_width() + 2 * u), chip.centery)))
