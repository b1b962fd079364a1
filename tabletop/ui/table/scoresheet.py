"""The score sheet: a compact table of every round (or hand) of a match of several, or of the
parts a score is made of (Keltis' rows and stones), on the table (the Scores tab or M opens
and closes it) from public information only.

A game gives its table a ``score_sheet(view)`` method returning a ``Sheet`` (or None while
there is nothing to keep: Hyrule's match of one round). The sheet is built from ``view``
alone, so it shows the same thing to every seat. A sheet with an ``opens`` key opens by itself
when that key first appears (a hand just counted), and the table waits under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ...core.views import TableView
from ..render.fonts import px_to_fit, text
from ..render.theme import Theme, seat_colour
from ..widgets.button import Button
from ..widgets.log_panel import side_tabs
from ..widgets.panel import draw_panel, draw_shadow
from ..widgets.toast import Spot, Toasts
from .hud import draw_symbol, fit_text
from .layout import Metrics, Rect, TableLayout, inflate, inside, overlap, shared_area

if TYPE_CHECKING:
    from .board import TableBoard
    from .comfort import TableComfort
    from .controller import TableController
    from .gamescene import GameTable


@dataclass(frozen=True)
class Sheet:
    """One column per round: ``cells[seat][column]`` ('' for a round not played yet), the
    rounds each seat won (``won``), the round being played (``current``), a total column."""

    title: str
    note: str
    heads: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]
    won: tuple[tuple[bool, ...], ...]
    current: int | None
    total_head: str
    totals: tuple[str, ...]
    #: optional lines per seat shown under the table for one seat at a time (a click on a
    #: seat's row, or Up/Down, picks it): how that seat's score was made (Treasure's hand)
    details: tuple[tuple[str, ...], ...] = ()
    #: a key that opens the sheet by itself once when it first appears (a hand just scored)
    opens: str = ""
    #: what a seat's detail lines say, after its name ("Aoife: how this hand scored")
    detail_title: str = "how this hand scored"


def sheet_for(game: GameTable, view: TableView, names: Sequence[str] | None = None) -> Sheet | None:
    """The game table's sheet for ``view``, if it keeps one (a table with ``sheet_names``
    also gets the seats' names, for its detail lines)."""
    if game.score_sheet is None:
        return None
    return game.score_sheet(view, list(names)) if names is not None and game.sheet_names \
        else game.score_sheet(view)


@dataclass(frozen=True)
class Geometry:
    """Where the sheet's parts go inside its panel (pixels, relative to the panel)."""

    size: tuple[int, int]
    name_w: int
    col_w: int
    total_w: int
    row_h: int
    head_y: int
    first_row: int
    pad: int


def geometry(sheet: Sheet, names: Sequence[str], m: Metrics) -> Geometry:
    body, small = m.font(17, 14), m.font(15, 14)
    pad = m.px(16)
    name_w = max(text(fit_text(n, body, m.px(200)), body, (0, 0, 0), bold=True).get_width()
                 for n in names) + m.px(34)
    col_w = max([text(h, small, (0, 0, 0), bold=True).get_width() for h in sheet.heads]
                + [m.px(56)]) + m.px(14)
    total_w = text(sheet.total_head, small, (0, 0, 0), bold=True).get_width() + m.px(18)
    row_h = max(m.px(30), body + m.px(10))
    head_y = pad + m.font(24, 16) + m.px(8) + small + m.px(10)
    first_row = head_y + small + m.px(8)
    note_w = text(sheet.note, small, (0, 0, 0)).get_width()
    w = pad * 2 + max(name_w + col_w * len(sheet.heads) + total_w, note_w)
    h = first_row + row_h * len(sheet.cells) + pad
    return Geometry((min(w, m.w - m.px(24)), h), name_w, col_w, total_w, row_h, head_y,
                    first_row, pad)


#: the words at the sheet's top right: a player at a sheet that opened by itself saw no way on
CLOSES = "Esc, M or a click: close"


def draw_sheet(surf: pygame.Surface, rect: pygame.Rect, sheet: Sheet, names: Sequence[str],
               theme: Theme, m: Metrics, g: Geometry, hushed: str = "") -> None:
    """The sheet on its panel in ``rect``: title, note, one line per seat; without what a
    message on show covers (``hushed``: "closes", the words on closing it; "title", the title
    line; "header", the title and the note)."""
    draw_shadow(surf, rect, m.px(12), 140)
    draw_panel(surf, rect, theme.panel, 245, theme.highlight, radius=m.px(14), width=2)
    x0, y0 = rect.x + g.pad, rect.y + g.pad
    title = text(sheet.title, m.font(24, 16), theme.highlight, display=True)
    if hushed not in ("title", "header"):
        surf.blit(title, (x0, y0))
    small, body = m.font(15, 14), m.font(17, 14)
    closes = text(CLOSES, small, theme.text_dim)  # a sheet that opened by itself: how it goes
    if x0 + title.get_width() + m.px(24) + closes.get_width() <= rect.right - g.pad and not hushed:
        surf.blit(closes, closes.get_rect(topright=(rect.right - g.pad, y0 + m.px(4))))
    note = text(fit_text(sheet.note, small, rect.w - 2 * g.pad, bold=False), small, theme.text_dim)
    if hushed != "header":
        surf.blit(note, (x0, y0 + title.get_height() + m.px(4)))
    cols = [x0 + g.name_w + g.col_w * i + g.col_w // 2 for i in range(len(sheet.heads))]
    total_x = x0 + g.name_w + g.col_w * len(sheet.heads) + g.total_w // 2
    hy = rect.y + g.head_y
    for i, (head, x) in enumerate(zip(sheet.heads, cols, strict=True)):
        colour = theme.highlight if i == sheet.current else theme.text_dim
        img = text(head, small, colour, bold=True)
        surf.blit(img, img.get_rect(midtop=(x, hy)))
    img = text(sheet.total_head, small, theme.text_dim, bold=True)
    surf.blit(img, img.get_rect(midtop=(total_x, hy)))
    for p, row in enumerate(sheet.cells):
        y = rect.y + g.first_row + p * g.row_h
        if p % 2 == 0:
            draw_panel(surf, pygame.Rect(x0 - m.px(6), y, rect.w - 2 * g.pad + m.px(12), g.row_h),
                       theme.text, 14, None, radius=m.px(6))
        cy = y + g.row_h // 2
        colour, symbol = seat_colour(theme, p)
        draw_symbol(surf, symbol, (x0 + m.px(10), cy), m.px(16), colour)
        name = names[p] if p < len(names) else f"Player {p + 1}"
        img = text(fit_text(name, body, g.name_w - m.px(34)), body, theme.text, bold=True)
        surf.blit(img, img.get_rect(midleft=(x0 + m.px(26), cy)))
        for i, (cell, x) in enumerate(zip(row, cols, strict=True)):
            won = sheet.won[p][i]
            tint = theme.panel if won else theme.text if cell and i != sheet.current else theme.text_dim
            img = text(cell or "–", body, tint, bold=won or i == sheet.current)
            r = img.get_rect(center=(x, cy))
            if won:  # the round's winner: a gold pill behind the count
                win_pill(surf, r, m.px(14), g.row_h - m.px(6), theme.highlight)
            surf.blit(img, r)
        img = text(sheet.totals[p], m.font(19, 14), theme.highlight, bold=True)
        surf.blit(img, img.get_rect(center=(total_x, cy)))


def win_pill(surf: pygame.Surface, around: pygame.Rect, pad: int, height: int,
             colour: tuple[int, int, int]) -> None:
    """A pill ``height`` tall behind a count (at least round), marking a round's winner."""
    pill = pygame.Rect(0, 0, max(around.w + pad, height), height)
    pill.center = around.center
    pygame.draw.rect(surf, colour, pill, border_radius=height // 2)


class SheetHost(Protocol):
    """What the score sheet sees of its table."""

    control: TableController
    board: TableBoard
    game: Any
    layout: TableLayout | None
    buttons: list[Button]  # the action bar's: the sheet stays above them

    @property
    def theme(self) -> Theme: ...


class SheetPanel:
    """The sheet over the table: a Scores tab (right of the status line, else at the right
    edge, clear of Rules, Log… and the table) and the M key open and close it; clicks on it do
    not reach the table, and a click beside it (but on a button) closes it without reaching
    the table either."""

    LABEL = "Scores  M"

    def __init__(self, host: SheetHost, comfort: TableComfort) -> None:
        self.host = host
        self.comfort = comfort  # the side tabs: the Scores tab goes under them, clear of the table
        self.open = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pick: int | None = None  # the seat whose detail lines show (None: the viewer's)
        self._opened = ""  # the last ``Sheet.opens`` key that opened the sheet by itself
        self._made: tuple[TableView, Sheet | None] | None = None
        self._held: Sheet | None = None  # the sheet that opened by itself, while it is open
        #: where the tab stood, with the window and the tab size then (it stays while free)
        self._last: tuple[tuple[int, int, int, int], Rect] | None = None
        self.hushed = ""  # what of the sheet a message on show covers (``message_spot``)
        self.grown = 0  # and how much taller the sheet's title band is for it
        self.heads_top = 0  # where the column heads stand (the title band ends there)
        self._closed_by: int | None = None  # the mouse button whose press beside it closed it
        self.tab: Button | None = Button(self.LABEL, self.toggle) if self.sheet() is not None else None

    def tab_px(self) -> int:
        """The tab's text size: the side tabs' (smaller where a larger Text size needs it), and
        smaller still where its own words would not keep to their column."""
        lay = self.host.layout
        assert lay is not None
        m = lay.metrics
        px = self.comfort.tab_px or m.font(14, 12)
        column = lay.areas.get("tabs")
        if column is None:
            return px
        return px_to_fit(lambda p: tab_size(m, p)[0], px, column[2])

    def layout(self) -> None:
        """The tab right of the status line where that is free, else under Rules, Log… in the
        column the kit keeps for them, else at the right edge in the tallest gap they leave,
        else with Rules, Log… over, under or beside them. None of these depends on the turn
        (issue 22, item 9), and the tab stays where it stood while that is free. Where none is
        free of the table at its fullest, it lies on no card (``_least_in_the_way``)."""
        lay = self.host.layout
        if self.tab is None or lay is None:
            return
        m = lay.metrics
        comfort = self.comfort
        px = self.tab_px()
        tab_w, tab_h = tab_size(m, px)
        taken = comfort.obstacles() + [tuple(b.rect) for b in comfort.tabs]
        gap = m.px(6)
        below = max(b.rect.bottom for b in comfort.tabs) if comfort.tabs else None
        spots = first_tab_spots(lay, below, px)
        spots += side_tabs(taken, m.w, m.h, tab_w, tab_h, 1, gap, gap)
        near = []  # else with Rules, Log… in their gap: over them, under them, beside them
        if comfort.tabs:  # (a place's outline, drawn round it, keeps its distance)
            top, end = comfort.tabs[0].rect, comfort.tabs[-1].rect
            near += [(top.right - tab_w, top.y - gap - tab_h, tab_w, tab_h),
                     (end.right - tab_w, end.bottom + gap, tab_w, tab_h)]
            near += [(b.rect.x - gap - tab_w, b.rect.y, tab_w, tab_h) for b in reversed(comfort.tabs)]
        screen = [r for r in spots + near if inside(r, (0, 0, m.w, m.h))]
        free = [r for r in screen if not any(overlap(inflate(r, gap / 2, gap / 2) if r in near else r, o)
                                             for o in taken)]
        key = (m.w, m.h, tab_w, tab_h)
        last = self._last
        drawn = [o for o in taken if o not in lay.growth]  # (not where the blocks may grow)
        if last is not None and last[0] == key and inside(last[1], (0, 0, m.w, m.h)) \
                and not any(overlap(last[1], o) for o in drawn):
            free.insert(0, last[1])  # it stays where it stood while that is free (as the tabs)
        x, y, w, h = free[0] if free else self._least_in_the_way(screen or spots, taken)
        self._last = (key, (x, y, w, h))
        self.tab.rect = pygame.Rect(round(x), round(y), round(w), round(h))

    def _least_in_the_way(self, spots: list[Rect], taken: list[Rect]) -> Rect:
        """No spot is clear of the table at its fullest (Treasure, eight players at 1280x800:
        the tab lay on the viewer's first card, right of the status line): the spot on no
        card, then the one covering least of the rest."""
        cards = self.host.board.card_extents()
        return min(spots, key=lambda r: (sum(shared_area(r, c) for c in cards),
                                         sum(shared_area(r, o) for o in taken)))

    def rects(self) -> dict[str, tuple[float, float, float, float]]:
        return {"tab/scores": tuple(self.tab.rect)} if self.tab is not None else {}

    def sheet(self) -> Sheet | None:
        """The sheet shown: the one that opened by itself (a hand just scored) until it is put
        away, though the table moves on under it (a computer deals the next hand); else the
        sheet of the view on the board."""
        if self.open and self._held is not None:
            return self._held
        return self._live()

    def _live(self) -> Sheet | None:
        """The sheet for the view on the board, made once per view (it is asked every frame:
        Treasure's detail lines take a few milliseconds)."""
        t = self.host
        view = t.board.view or t.control.view()
        if self._made is None or self._made[0] is not view:
            self._made = (view, sheet_for(t.game, view, t.control.names))
        return self._made[1]

    def picked(self, sheet: Sheet) -> int:
        seat = self.pick if self.pick is not None else max(0, self.host.control.viewer)
        return min(seat, len(sheet.details) - 1)

    def toggle(self) -> None:
        self.open = not self.open and self.tab is not None
        self._held = None

    def notice(self) -> None:
        """Open by itself when the view on the board has just scored a hand (``Sheet.opens``);
        asked before the computer moves and before each draw."""
        live = self._live() if self.tab is not None else None
        if live is not None and live.opens and live.opens != self._opened:
            self._opened, self.open, self.pick = live.opens, True, None  # a hand just scored
            self._held = live

    def acted(self) -> None:
        """The player made a move (dealt the next hand, say): a sheet that opened by itself
        has been read, and goes away, so the table no longer waits under it."""
        if self.holding:
            self.open, self._held = False, None

    @property
    def holding(self) -> bool:
        """A sheet that opened by itself is up: the table waits under it (no computer deals
        the next hand), so the finished hand is still there when the sheet is put away."""
        return self.open and self._held is not None

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.tab is None:
            return False
        if self.tab.handle(ev):
            return True
        if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_m
                and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.toggle()
            return True
        if self.open and ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.open, self._held = False, None  # Esc puts the sheet away, as on any panel
            return True
        sheet = self.sheet() if self.open else None
        if sheet is not None and sheet.details and ev.type == pygame.KEYDOWN \
                and ev.key in (pygame.K_UP, pygame.K_DOWN):
            n = len(sheet.details)
            self.pick = (self.picked(sheet) + (1 if ev.key == pygame.K_DOWN else -1)) % n
            return True
        if ev.type == pygame.MOUSEBUTTONUP and self._closed_by is not None and ev.button == self._closed_by:
            self._closed_by = None  # the release of the click that put the sheet away
            return True
        if (self.open and ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 2, 3)
                and not self.rect.collidepoint(ev.pos) and not self._on_a_button(ev.pos)):
            # a click beside the sheet puts it away ("Esc, M or a click: close") and does
            # nothing to the table under it: it did nothing at all
            self.open, self._held, self._closed_by = False, None, ev.button
            return True
        if (self.open and ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and self.rect.collidepoint(ev.pos)):
            if ev.type == pygame.MOUSEBUTTONUP:
                row = self._row_at(ev.pos, sheet)
                if row is None:
                    self.open, self._held = False, None  # a click on the sheet puts it away
                else:
                    self.pick = row  # a click on a seat's row shows its detail
            return True
        return False

    def _on_a_button(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on a button on show beside the sheet: the action bar's (the deal
        button is kept in reach of the open sheet) and the side tabs work as ever."""
        return any(b.rect.w and b.rect.collidepoint(pos) for b in [*self.host.buttons, *self.comfort.tabs])

    def _row_at(self, pos: tuple[int, int], sheet: Sheet | None) -> int | None:
        """The seat whose row is under ``pos`` when the sheet has detail lines."""
        lay = self.host.layout
        if sheet is None or not sheet.details or lay is None:
            return None
        g = geometry(sheet, self.host.control.names, lay.metrics)
        row = (pos[1] - self.rect.y - self.grown - g.first_row) // g.row_h
        return int(row) if 0 <= row < len(sheet.cells) else None

    def frame(self) -> tuple[Sheet, Geometry, Sequence[str]] | None:
        """The open sheet this frame, its geometry and the picked seat's detail lines, with
        ``rect`` set where it goes (None while it is not open)."""
        lay = self.host.layout
        sheet = self.sheet() if self.tab is not None else None
        if lay is None or sheet is None or not self.open:
            return None
        m = lay.metrics
        g = geometry(sheet, self.host.control.names, m)
        if self.grown:  # a message of several lines over the title and the note: more room
            g = replace(g, head_y=g.head_y + self.grown, first_row=g.first_row + self.grown,
                        size=(g.size[0], g.size[1] + self.grown))
        lines = sheet.details[self.picked(sheet)] if sheet.details else ()
        detail = details_size(sheet, lines, self.host.control.names, m, self.picked(sheet))
        w = min(m.w - m.px(24), max(g.size[0], detail[0]))
        self.rect = pygame.Rect(0, 0, w, g.size[1] + detail[1])
        self.rect.center = (m.w // 2, round(m.h * 0.42) if not lines else m.h // 2)
        buttons = [b.rect for b in self.host.buttons]
        if buttons:  # above the action buttons where it fits (Deal stays in reach)
            self.rect.bottom = min(self.rect.bottom, min(r.top for r in buttons) - m.px(8))
        self.rect.clamp_ip(pygame.Rect(0, 0, m.w, m.h))
        self.heads_top = self.rect.y + g.head_y
        return sheet, g, lines

    def no_message(self) -> None:
        """No message over the sheet this frame: all of it shows, at its own height."""
        self.hushed, self.grown = "", 0

    def message_spot(self, toasts: Toasts, px: int) -> Spot | None:
        """Where the message on show goes while the sheet is open: in the sheet's title line,
        in place of the words on closing it where it fits there, else across the line (the
        title gives way for the moment), else wrapped over the title and the note; never on
        the sheet's figures, nor beside the sheet on the table's cards. Over the table it lay
        on the figures ("Dara (AI) goes out: the hand is scored" on the hand's total, Treasure
        at 1240x620), under the sheet on the hand or the groups. Sets what it hides
        (``hushed``), and how much taller the title band grows for a message of more lines
        than the title and the note (``grown``); None while the sheet is closed."""
        self.no_message()
        made = self.frame()
        lay = self.host.layout
        if made is None or lay is None or toasts.current is None:
            return None
        sheet, g, _ = made
        m, r = lay.metrics, self.rect
        title_px = m.font(24, 16)
        title = text(sheet.title, title_px, (0, 0, 0), display=True)
        y = r.y + g.pad + title.get_height() // 2
        left, right = r.x + g.pad, r.right - g.pad
        after = left + title.get_width() + m.px(24)
        band = pygame.Rect(r.x, r.y, r.w, g.head_y - m.px(4))  # over the column heads: no
        for span, hushed, down in (((after, right), "closes", False), ((left, right), "title", False),
                                   ((left, right), "header", True)):
            cx = (span[0] + span[1]) // 2 if hushed == "closes" else r.centerx
            (box,) = toasts.rects(cx, y, px, m.w, span, down)
            if hushed == "closes":  # flush right, where the words on closing it stand
                cx += right - box.right
                (box,) = toasts.rects(cx, y, px, m.w, span, down)
            if span[0] - m.px(4) <= box.left and box.right <= span[1] + m.px(4) and band.contains(box):
                self.hushed = hushed
                return cx, y, span, down
        self.hushed = "header"  # the band grows to hold it, above the column heads
        self.grown = max(0, box.bottom - band.bottom)
        self.frame()
        y += self.rect.y - r.y
        return self.rect.centerx, y, (left, right), True

    def draw(self, surf: pygame.Surface) -> None:
        lay = self.host.layout
        if self.tab is not None and lay is not None:
            self.tab.draw(surf, self.host.theme, self.tab_px())
        self.notice()
        made = self.frame()
        if lay is None or made is None:
            return
        sheet, g, lines = made
        m = lay.metrics
        draw_sheet(surf, self.rect, sheet, self.host.control.names, self.host.theme, m, g, self.hushed)
        if lines:
            draw_details(surf, self.rect, g, sheet, self.picked(sheet), lines,
                         self.host.control.names, self.host.theme, m)

def tab_size(m: Metrics, font_px: int | None = None) -> tuple[int, int]:
    """The Scores tab's width and height (its text at ``font_px``, else the usual size)."""
    font_px = font_px or m.font(14, 12)
    return (text(SheetPanel.LABEL, font_px, (0, 0, 0), bold=True).get_width() + m.px(16),
            max(font_px + m.px(10), m.px(28)))


def first_tab_spots(lay: TableLayout, below: float | None, font_px: int | None = None) -> list[Rect]:
    """Where the Scores tab goes first: right of the status line ("Round 2 of 3"), then under
    Rules, Log… in their column (``below``: where those tabs end; None: they are not shown)."""
    m = lay.metrics
    tab_w, tab_h = tab_size(m, font_px)
    gap = m.px(6)
    spots: list[Rect] = []
    status = lay.areas.get("status")
    if status is not None:
        sx, sy, sw, sh = status
        spots.append((sx + sw + gap, sy + (sh - tab_h) / 2, tab_w, tab_h))
    column = lay.areas.get("tabs")
    if column is not None and below is not None:  # as steady as they are
        spots.append((column[0] + column[2] - tab_w, below + gap, tab_w, tab_h))
    return spots


def detail_heading(name: str, px: int, width: int, title: str = "how this hand scored") -> list[str]:
    """The heading over a seat's detail lines: one line when it fits ``width``, else two
    (the hint on a line of its own), so it is never cut ("…for ano…" was)."""
    whole = f"{name}: {title} (click a row or ↑↓ for another)"
    if text(whole, px, (0, 0, 0), bold=True).get_width() <= width:
        return [whole]
    return [fit_text(f"{name}: {title}", px, width),
            fit_text("Click a row or ↑↓ for another player", px, width)]


def details_size(sheet: Sheet, lines: Sequence[str], names: Sequence[str],
                 m: Metrics, seat: int = 0) -> tuple[int, int]:
    """The room the detail lines of one seat take under the table (0, 0 without any), their
    heading's first line included in the width, so the sheet grows to hold it."""
    if not lines:
        return 0, 0
    px = m.font(15, 14)
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    head_px = m.font(17, 14)
    heading = detail_heading(name, head_px, m.w - m.px(24) - m.px(40), sheet.detail_title)
    widest = max([text(line, px, (0, 0, 0)).get_width() for line in lines]
                 + [text(h, head_px, (0, 0, 0), bold=True).get_width() for h in heading])
    line_h = text("Tg", px, (0, 0, 0)).get_height()
    head_h = text("Tg", head_px, (0, 0, 0), bold=True).get_height()
    head = head_h * len(heading) + m.px(8)
    return widest + m.px(40), head + line_h * len(lines) + m.px(14)


def draw_details(surf: pygame.Surface, rect: pygame.Rect, g: Geometry, sheet: Sheet, seat: int,
                 lines: Sequence[str], names: Sequence[str], theme: Theme, m: Metrics) -> None:
    """One seat's detail lines under the table, its row outlined above them."""
    x0 = rect.x + g.pad
    y = rect.y + g.first_row + seat * g.row_h
    pygame.draw.rect(surf, theme.highlight, pygame.Rect(x0 - m.px(6), y, rect.w - 2 * g.pad + m.px(12),
                                                        g.row_h), width=max(1, m.px(2)),
                     border_radius=m.px(6))
    y = rect.y + g.size[1] - g.pad + m.px(6)
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    for line in detail_heading(name, m.font(17, 14), rect.w - 2 * g.pad, sheet.detail_title):
        head = text(line, m.font(17, 14), theme.highlight, bold=True)
        surf.blit(head, (x0, y))
        y += head.get_height()
    y += m.px(8)
    px = m.font(15, 14)
    for line in lines:
        img = text(fit_text(line, px, rect.w - 2 * g.pad, bold=False), px,
                   theme.text_dim if line.startswith(" ") else theme.text)
        surf.blit(img, (x0, y))
        y += img.get_height()
