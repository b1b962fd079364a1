"""Several legal actions fit one gesture: pick one from a scrollable grid (issue 13, part 6).

Each choice is a cell with the pictures of the action's cards and the rules' one line for it
(``describe``). Thirty and more choices stay readable at 1280×720: the grid scrolls (wheel,
arrows, PgUp/PgDn, Home/End), a click or Enter picks, Esc, a right click or Cancel closes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...core.actions import Action
from ...core.cards import DeckSpec
from ..keymap import EVERYWHERE, Shortcut, number_key
from ..render.fonts import text
from ..table.focus import draw_focus
from ..table.hud import fit_text
from ..widgets.button import Button
from ..widgets.grid import Grid, draw_scrollbar
from ..widgets.panel import dim, draw_panel
from ..widgets.scroll_text import wrap, wrap_even
from .base import Scene

MAX_PICTURES = 4  # cards drawn per cell; more are counted ("+3")
HINT = "Arrows, PgUp/PgDn: move · Enter or click: choose · Esc: cancel"


def cell_labels(labels: Sequence[str], cards: Sequence[Sequence[object]]) -> list[str]:
    """What each cell says: where every choice shows the same cards (one card declared as
    different identities, say), the words all labels share at their start and end are left
    out, so the cells differ at a glance ("as the Warrior of Winds"); the focused choice is
    still shown in full under the grid. A label left with nothing keeps its full words."""
    if len(labels) < 2 or len({tuple(c) for c in cards}) > 1:
        return list(labels)
    words = [label.split() for label in labels]
    head = 0
    while all(len(w) > head for w in words) and len({w[head] for w in words}) == 1:
        head += 1
    tail = 0
    while all(len(w) > head + tail for w in words) and len({w[-1 - tail] for w in words}) == 1:
        tail += 1
    out = []
    for label, w in zip(labels, words, strict=True):
        middle = " ".join(w[head:len(w) - tail])
        out.append(middle[:1].upper() + middle[1:] if middle else label)
    return out


class ChooserScene(Scene):
    opaque = False

    def __init__(self, options: Sequence[tuple[str, Action]], on_pick: Callable[[Action], object],
                 deck: DeckSpec | None = None, title: str = "Which one?", first: int = 0) -> None:
        super().__init__()
        self.options = list(options)
        self.on_pick = on_pick
        self.deck = deck
        self.title = title
        self.grid = Grid(len(self.options))
        self.grid.focus = first if 0 <= first < len(self.options) else 0  # (the seat dropped on)
        self.cancel = Button("Cancel", self.close)
        self.buttons = [self.cancel]  # tests and keyboard helpers look for ``buttons``
        self.box = pygame.Rect(0, 0, 0, 0)
        self.card_h = 0
        self.hint_lines = [self.hint()]  # wrapped to the box (``foot_height``)
        self.label_lines = 1  # lines kept for the focused choice in full
        self.cell_labels = cell_labels([label for label, _ in self.options],
                                       [a.cards for _, a in self.options])

    # geometry -------------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        margin = self.px(30)
        self.card_h = self.px(88, 60)
        cell = (self.px(156, 100), self.card_h + self.px(64, 44))
        gap = self.px(14, 8)
        cols_needed = min(len(self.options), 7) or 1
        inner_w = min(w - 2 * margin - self.px(60), cols_needed * (cell[0] + gap) - gap)
        box_w = max(inner_w + self.px(60), self.px(420))
        self.box = pygame.Rect(0, 0, box_w, h - 2 * margin)
        self.box.center = (w // 2, h // 2)
        title_h, foot_h = self.px(64), self.foot_height()
        area = pygame.Rect(0, self.box.y + title_h, inner_w, self.box.h - title_h - foot_h)
        area.centerx = self.box.centerx
        self.grid.layout(area, cell, gap)
        rows = min(self.grid.rows, self.grid.rows_shown)
        used_h = rows * (cell[1] + gap) - gap
        if used_h < area.h:  # few choices: a smaller box, still centred
            shrink = area.h - used_h
            self.box.h -= shrink
            self.box.center = (w // 2, h // 2)
            area.h, area.y = used_h, self.box.y + title_h
            self.grid.layout(area, cell, gap)
        bw, bh = self.px(200), self.px(44)
        self.cancel.rect = pygame.Rect(0, 0, bw, bh)
        self.cancel.rect.midbottom = (self.box.centerx, self.box.bottom - self.px(14))

    def foot_height(self) -> int:
        """Under the grid: the focused choice in full (two lines at most), the keys' hint and
        Cancel, each line wrapped inside the box (a narrow box of two choices, the gift's
        "To whom do you offer a gift?", had the hint run past both its edges)."""
        room = self.box.w - self.px(40)
        self.hint_lines = wrap_even(self.hint(), room, self.px(15, 14))
        self.label_lines = max((len(self._full(label, room)) for label, _ in self.options), default=1)
        hint_h = text("Ag", self.px(15, 14), (0, 0, 0)).get_height()
        label_h = text("Ag", self.px(17, 14), (0, 0, 0), bold=True).get_height()
        need = self.px(44) + self.px(40) + hint_h * len(self.hint_lines) + label_h * self.label_lines
        return max(self.px(108), need)

    def _full(self, label: str, room: int) -> list[str]:
        """A choice's words in full under the grid: two lines at most, the second cut."""
        px = self.px(17, 14)
        lines = wrap_even(label, room, px, bold=True)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        return [fit_text(line, px, room) for line in lines]

    def text_rects(self) -> list[tuple[str, int, bool, pygame.Rect]]:
        """The words under the grid where ``draw`` puts them, bottom up: the keys' hint above
        Cancel, the focused choice in full above it."""
        out = []
        y = self.cancel.rect.y - self.px(6)
        for line in reversed(self.hint_lines):
            img = text(line, self.px(15, 14), (0, 0, 0))
            out.append((line, self.px(15, 14), False, img.get_rect(midbottom=(self.box.centerx, y))))
            y -= img.get_height()
        y -= self.px(4)
        if self.options:  # the focused choice in full (a cell may shorten it)
            for line in reversed(self._full(self.options[self.grid.focus][0], self.box.w - self.px(40))):
                img = text(line, self.px(17, 14), (0, 0, 0), bold=True)
                out.append((line, self.px(17, 14), True, img.get_rect(midbottom=(self.box.centerx, y))))
                y -= img.get_height()
        return out

    # input ----------------------------------------------------------------------------------
    def shortcuts(self) -> list[Shortcut]:
        """The chooser's keys (its ``Grid``), for its ``?`` list."""
        return [Shortcut("←  →  ↑  ↓  Tab", "Move between the choices"),
                Shortcut("PgUp  PgDn  Home  End", "A page / the first / the last choice"),
                Shortcut("Enter or Space", "Take the chosen one"), Shortcut("Esc", "Cancel"),
                *EVERYWHERE]

    def hint(self) -> str:
        """The keys, the number keys too where the choices are few enough to be numbered."""
        n = len(self.options)
        return HINT if n > 9 else HINT.replace("Enter or click", f"1–{n}, Enter or click") if n > 1 \
            else HINT.replace("Enter or click", "1, Enter or click")

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.grid.handle(ev)  # a click hides the keyboard ring, even one on Cancel
        if self.cancel.handle(ev):
            return True
        n = number_key(ev.key) if ev.type == pygame.KEYDOWN and not ev.mod & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT) else None
        if n is not None and n <= len(self.options) <= 9:  # the cells number their choices 1…
            self._pick(self.options[n - 1][1])  # (a player pressed 1 on "1 Brian" and nothing came)
            return True
        answer = self.grid.handle(ev)
        if answer == "pick":
            self._pick(self.options[self.grid.focus][1])
        elif answer == "cancel":
            self.close()
        return True  # modal: nothing reaches the table below

    def _pick(self, a: Action) -> None:
        self.close()
        self.on_pick(a)

    # drawing --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        dim(surf, 150)
        draw_panel(surf, self.box, th.panel, 240, th.panel_edge, radius=self.px(14), width=2)
        title = f"{self.title}  ({len(self.options)} choices)" if len(self.options) > 6 else self.title
        room = self.box.w - self.px(32)
        size = self.px(28, 16)
        while size > 14 and text(title, size, th.text, bold=True).get_width() > room:
            size -= 1  # a long question gets smaller letters before it is cut
        t = text(fit_text(title, size, room), size, th.text, bold=True)
        surf.blit(t, t.get_rect(center=(self.box.centerx, self.box.y + self.px(34))))
        clip = surf.get_clip()
        surf.set_clip(self.grid.area.inflate(self.px(8), self.px(8)))
        for i in self.grid.visible():
            self._cell(surf, i)
        surf.set_clip(clip)
        draw_scrollbar(surf, self.grid, th)
        for line, size, bold, rect in self.text_rects():
            surf.blit(text(line, size, th.text if bold else th.text_dim, bold=bold), rect)
        self.cancel.draw(surf, th, self.px(18, 14))

    def _cell(self, surf: pygame.Surface, i: int) -> None:
        th = self.theme
        r = self.grid.rect(i)
        focused = i == self.grid.focus
        draw_panel(surf, r, th.panel_edge if focused else th.panel, 235,
                   th.highlight if focused else th.panel_edge, radius=self.px(8),
                   width=self.px(3) if focused else 1)
        label, action = self.options[i]
        label = self.cell_labels[i]
        self._pictures(surf, i, action, pygame.Rect(r.x, r.y + self.px(6), r.w, self.card_h))
        size = self.px(15, 14)
        lines = wrap(label, r.w - self.px(12), size)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        # a word wider than the cell (a long name) is cut: the choice is in full under the grid
        lines = [fit_text(line, size, r.w - self.px(12), bold=False) for line in lines]
        y = r.y + self.card_h + self.px(12)
        for line in lines:
            img = text(line, size, th.text)
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()
        if focused and self.grid.focus_shown:
            draw_focus(surf, tuple(r), th.highlight, self.unit())

    def _pictures(self, surf: pygame.Surface, i: int, action: Action, area: pygame.Rect) -> None:
        """The action's cards, overlapping to fit the cell (none: its number, large)."""
        cards = list(action.cards)
        art = self.ctx.art
        if not cards or self.deck is None or art is None:
            n = text(str(i + 1), self.px(40, 20), self.theme.text_dim, bold=True)
            surf.blit(n, n.get_rect(center=area.center))
            return
        shown = cards[:MAX_PICTURES]
        size = art.size_for_height(area.h)
        step = min(size[0] + self.px(4), (area.w - self.px(12) - size[0]) // max(1, len(shown) - 1)) \
            if len(shown) > 1 else 0
        total = size[0] + step * (len(shown) - 1)
        x = area.centerx - total // 2
        for c in shown:
            surf.blit(art.face(self.deck, c, size), (x, area.y))
            x += step
        if len(cards) > len(shown):
            more = text(f"+{len(cards) - len(shown)}", self.px(16, 14), self.theme.text, bold=True)
            surf.blit(more, more.get_rect(topright=(area.right - self.px(4), area.y)))
