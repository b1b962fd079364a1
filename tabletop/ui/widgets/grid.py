"""A scrollable grid of equal cells with a focus: the geometry and the input (the owner draws
the cells; ``draw_scrollbar`` draws the bar).

Used by the chooser (issue 13, part 6) and the pile viewer. The owner lays it out in a rectangle
with ``layout``, asks ``visible`` which cells to draw where, and passes events to ``handle``,
which answers what the player asked for: ``"pick"`` (click or Enter on a cell; ``focus`` is the
cell), ``"cancel"`` (Esc or a right click), ``"moved"`` (focus or scroll changed) or None.
Arrow keys move the focus, PgUp/PgDn a page, Home/End to the ends, the wheel scrolls; the
focused cell is always scrolled into view.
"""

from __future__ import annotations

from typing import Literal

import pygame

from ..render.theme import Theme
from .panel import draw_panel

Answer = Literal["pick", "cancel", "moved"] | None
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Grid:
    def __init__(self, count: int) -> None:
        self.count = count
        self.focus = 0
        self.top_row = 0  # first row shown
        self.area = pygame.Rect(0, 0, 0, 0)
        self.cell = (1, 1)
        self.gap = 0
        self.cols = 1
        self.rows_shown = 1
        self.focus_shown = False  # a keyboard ring only after a key (the mouse shows hover)

    # geometry ---------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, cell: tuple[int, int], gap: int) -> None:
        """Fit as many columns of ``cell``-sized cells into ``area`` as there is room for."""
        self.area = pygame.Rect(area)
        self.cell, self.gap = cell, gap
        cw, ch = cell
        self.cols = max(1, (self.area.w + gap) // (cw + gap))
        self.rows_shown = max(1, (self.area.h + gap) // (ch + gap))
        self._clamp()
        self.reveal(self.focus)

    @property
    def rows(self) -> int:
        return -(-self.count // self.cols)

    @property
    def max_top(self) -> int:
        return max(0, self.rows - self.rows_shown)

    def rect(self, i: int) -> pygame.Rect:
        """Where cell ``i`` is drawn (it may lie outside ``area`` when scrolled away)."""
        cw, ch = self.cell
        used = self.cols * cw + (self.cols - 1) * self.gap
        x0 = self.area.x + (self.area.w - used) // 2
        r, c = divmod(i, self.cols)
        return pygame.Rect(x0 + c * (cw + self.gap), self.area.y + (r - self.top_row) * (ch + self.gap),
                           cw, ch)

    def visible(self) -> list[int]:
        first = self.top_row * self.cols
        return list(range(first, min(self.count, first + self.rows_shown * self.cols)))

    def at(self, pos: tuple[int, int]) -> int | None:
        for i in self.visible():
            if self.rect(i).collidepoint(pos):
                return i
        return None

    def reveal(self, i: int) -> None:
        """Scroll so that cell ``i`` is shown."""
        row = i // self.cols
        if row < self.top_row:
            self.top_row = row
        elif row >= self.top_row + self.rows_shown:
            self.top_row = row - self.rows_shown + 1
        self._clamp()

    def scroll(self, rows: int) -> None:
        self.top_row += rows
        self._clamp()

    def _clamp(self) -> None:
        self.top_row = min(max(0, self.top_row), self.max_top)
        self.focus = min(max(0, self.focus), max(0, self.count - 1))

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The track and thumb at the right of ``area`` when not every row fits (else None)."""
        if self.rows <= self.rows_shown:
            return None
        w = max(6, self.gap // 2)
        track = pygame.Rect(self.area.right + self.gap // 2, self.area.y, w, self.area.h)
        h = max(w * 2, track.h * self.rows_shown // self.rows)
        y = track.y + (track.h - h) * self.top_row // max(1, self.max_top)
        return track, pygame.Rect(track.x, y, w, h)

    # input ------------------------------------------------------------------------------------
    def move(self, step: int) -> None:
        if self.count:
            self.focus = min(max(0, self.focus + step), self.count - 1)
            self.reveal(self.focus)

    def handle(self, ev: pygame.event.Event) -> Answer:
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll(-ev.y)
            return "moved"
        if ev.type == pygame.MOUSEMOTION:
            i = self.at(ev.pos)
            if i is not None and i != self.focus:
                self.focus, self.focus_shown = i, False
                return "moved"
            return None
        if ev.type == pygame.MOUSEBUTTONDOWN:
            if ev.button not in (4, 5):  # old-style wheel buttons arrive as MOUSEWHEEL too
                self.focus_shown = False  # any click hides the keyboard ring
            return None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            i = self.at(ev.pos)
            if i is not None:
                self.focus = i
                return "pick"
            return None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 3:
            return "cancel"
        if ev.type != pygame.KEYDOWN:
            return None
        page = self.cols * self.rows_shown
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -self.cols,
                 pygame.K_DOWN: self.cols, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                 pygame.K_HOME: -self.count, pygame.K_END: self.count}
        if ev.key == pygame.K_TAB:
            steps[pygame.K_TAB] = -1 if ev.mod & pygame.KMOD_SHIFT else 1
        if ev.key in steps:
            self.move(steps[ev.key])
            self.focus_shown = True
            return "moved"
        if ev.key in PICK_KEYS and self.count:
            return "pick"
        if ev.key == pygame.K_ESCAPE:
            return "cancel"
        return None


def draw_scrollbar(surf: pygame.Surface, grid: Grid, theme: Theme) -> None:
    """The grid's scroll bar (track and thumb), when not every row fits."""
    bar = grid.scrollbar()
    if bar is not None:
        track, thumb = bar
        draw_panel(surf, track, theme.panel_edge, 120, None, radius=track.w // 2)
        draw_panel(surf, thumb, theme.highlight, 230, None, radius=thumb.w // 2)
