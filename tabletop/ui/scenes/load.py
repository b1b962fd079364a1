"""The Load screen: every saved game, newest first, with the demo positions in their own group.

Each line shows the game (and a named save's name), the players, the date and how far in,
with marks for hot seat, finished and abandoned games. A file that cannot be used is listed
with its one-line reason and a "Move aside" button, which moves it into ``rejected/`` (never
deleting it). Opening an unfinished game puts it on the table; a finished one (a named save)
opens the replay viewer. A finished autosave is history: it is not listed here but replayed
from the Statistics screen (``saved.save_list``), which the empty list's note says.
Keyboard: Up/Down choose, Enter opens, M (or Delete) moves a bad file aside, Page Up/Down
scroll, Esc goes back.

A game registered without a table cannot be opened: its demo positions are left out of the
list, and a save of yours for it is marked "table coming" and opening it only says so
(``tabletop replay FILE`` shows it meanwhile). Every game has its table now.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...persistence.saves import SaveEntry
from ..catalog import Catalog
from ..keymap import EVERYWHERE, Shortcut
from ..render.fonts import text
from ..table.hud import fit_text
from ..widgets.button import Button
from ..widgets.panel import draw_panel
from ..widgets.toast import Toasts
from .base import Scene, frames_while
from .saved import open_path, save_list

#: what the list of the player's own games says while it has none
#: with no game of yours listed: where a finished one went (a player who had finished two games
#: read "none yet" and looked for them here; finished games are replayed from Statistics)
NONE_YET = "(none yet: a game is kept here while it lasts; finished games are under Statistics, to replay)"


@dataclass
class Line:
    entry: SaveEntry | None  # None: a group heading
    heading: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    aside: pygame.Rect | None = None  # the Move aside button of a bad file


def has_table(entry: SaveEntry, catalog: Catalog) -> bool:
    """Whether the save's game can be put on a table (a bad file counts as yes: it is listed
    with its reason)."""
    return entry.record is None or entry.record.game in catalog


def marks(entry: SaveEntry, catalog: Catalog) -> list[str]:
    """Short words after the title: what kind of save this is."""
    out = []
    rec = entry.record
    if rec is not None:
        if rec.tutorial:  # a Learn-to-play game: practice, never counted (not a game of yours)
            out.append("lesson")
        if rec.hot_seat:
            out.append("hot seat")
        if rec.finished:
            out.append("finished: replay")
        elif rec.abandoned:
            out.append("left" if rec.tutorial else "abandoned")
    if entry.kind == "named":
        out.append("named save")
    if not has_table(entry, catalog):
        out.append("table coming")
    return out


class LoadScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[Line] = []
        self.selected = 0
        self.scroll = 0
        self.toasts = Toasts()
        self.back = Button("Back", self._back, key=pygame.K_ESCAPE)
        self.open_button = Button("Open", self._open_selected, primary=True)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = 60

    # --- the list -----------------------------------------------------------------------------
    def enter(self, mgr) -> None:
        super().enter(mgr)
        self.refresh()

    def refresh(self) -> None:
        prefs = self.ctx.prefs
        entries = save_list(prefs) if prefs is not None and prefs.paths is not None else []
        own = [e for e in entries if e.kind != "demo"]
        demos = [e for e in entries if e.kind == "demo" and has_table(e, self.ctx.catalog)]
        lines = [Line(None, "Your saved games")]
        lines += [Line(e) for e in own] or [Line(None, NONE_YET)]
        if demos:
            lines.append(Line(None, "Demo positions"))
            lines += [Line(e) for e in demos]
        self.lines = lines
        picks = self.pickable()
        if picks:
            self.selected = min(max(self.selected, picks[0]), picks[-1])
            if self.selected not in picks:
                self.selected = picks[0]
        if self.mgr is not None:
            self.resize(*self.mgr.size)

    def pickable(self) -> list[int]:
        return [i for i, ln in enumerate(self.lines) if ln.entry is not None]

    def entries(self) -> list[SaveEntry]:
        return [ln.entry for ln in self.lines if ln.entry is not None]

    # --- actions ------------------------------------------------------------------------------
    def open(self, entry: SaveEntry) -> None:
        assert self.mgr is not None
        if not entry.ok:
            self.toasts.show(f"Cannot be loaded: {entry.problem}", 4.0, warn=True)
            return
        if not has_table(entry, self.ctx.catalog):
            title = self.ctx.catalog.title(entry.record.game) or entry.title if entry.record else entry.title
            self.toasts.show(f"{title} has no table yet (table coming)", 4.0, warn=True)
            return
        reason = open_path(self.mgr, entry.path, entry.kind)
        if reason:
            self.toasts.show(f"Cannot be loaded: {reason}", 4.0, warn=True)
            self.refresh()

    def move_aside(self, entry: SaveEntry) -> None:
        prefs = self.ctx.prefs
        if prefs is None or entry.kind == "demo":
            return
        try:
            target = prefs.store.move_aside(entry.path)
        except (OSError, ValueError) as exc:
            self.toasts.show(f"Could not move it: {exc}", 4.0, warn=True)
            return
        self.toasts.show(f"Moved to {target.parent.name}/{target.name}", 3.5)
        self.refresh()

    def _open_selected(self) -> None:
        if 0 <= self.selected < len(self.lines) and self.lines[self.selected].entry is not None:
            self.open(self.lines[self.selected].entry)  # type: ignore[arg-type]

    def _back(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    # --- layout and input ---------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        px = self.px
        width = min(w - px(60), px(1000))
        self.list_rect = pygame.Rect((w - width) // 2, px(90), width, h - px(90) - px(90))
        self.row_h = px(62)
        self.back.rect = pygame.Rect(px(30), h - px(72), px(150), px(52))
        self.open_button.rect = pygame.Rect(w - px(230), h - px(72), px(200), px(52))
        self._place()

    def _place(self) -> None:
        px = self.px
        y = self.list_rect.y - self.scroll
        for ln in self.lines:
            hh = px(36) if ln.entry is None else self.row_h
            ln.rect = pygame.Rect(self.list_rect.x, y, self.list_rect.w, hh - px(4))
            ln.aside = None
            if ln.entry is not None and not ln.entry.ok and ln.entry.kind != "demo":
                ln.aside = pygame.Rect(ln.rect.right - px(150), ln.rect.y + px(10), px(138),
                                       ln.rect.h - px(20))
            y += hh

    def content_height(self) -> int:
        return sum(self.px(36) if ln.entry is None else self.row_h for ln in self.lines)

    def scroll_by(self, dy: int) -> None:
        top = max(0, self.content_height() - self.list_rect.h)
        self.scroll = max(0, min(top, self.scroll + dy))
        self._place()

    def _show(self, i: int) -> None:
        """Scroll so that line ``i`` is in view."""
        r = self.lines[i].rect
        if r.y < self.list_rect.y:
            self.scroll_by(r.y - self.list_rect.y)
        elif r.bottom > self.list_rect.bottom:
            self.scroll_by(r.bottom - self.list_rect.bottom)

    def _move(self, d: int) -> None:
        picks = self.pickable()
        if not picks:
            return
        k = picks.index(self.selected) if self.selected in picks else 0
        self.selected = picks[max(0, min(len(picks) - 1, k + d))]
        self._show(self.selected)

    def shortcuts(self) -> list[Shortcut]:
        """The Load list's keys (``handle``), for its ``?`` list."""
        return [Shortcut("↓  Tab  ↑", "Next / previous save"), Shortcut("Enter or Space", "Open the chosen save"),
                Shortcut("M or Delete", "Move an unreadable save aside"),
                Shortcut("PgUp  PgDn", "Scroll the list"), Shortcut("Esc", "Back"), *EVERYWHERE]

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.back.handle(ev) or self.open_button.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k in (pygame.K_DOWN, pygame.K_TAB):
                self._move(1)
            elif k == pygame.K_UP:
                self._move(-1)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._open_selected()
            elif k in (pygame.K_m, pygame.K_DELETE):
                ln = self.lines[self.selected] if self.selected < len(self.lines) else None
                if ln is not None and ln.entry is not None and not ln.entry.ok:
                    self.move_aside(ln.entry)
            elif k == pygame.K_PAGEDOWN:
                self.scroll_by(self.list_rect.h - self.row_h)
            elif k == pygame.K_PAGEUP:
                self.scroll_by(-(self.list_rect.h - self.row_h))
            return True
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * self.row_h)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.list_rect.collidepoint(ev.pos):
            for i, ln in enumerate(self.lines):
                if ln.entry is None or not ln.rect.collidepoint(ev.pos):
                    continue
                self.selected = i
                if ln.aside is not None and ln.aside.collidepoint(ev.pos):
                    self.move_aside(ln.entry)
                else:
                    self.open(ln.entry)
                return True
        return True

    def update(self, dt: float) -> None:
        self.toasts.update(dt)

    # --- drawing ------------------------------------------------------------------------------
    def next_frame_in(self) -> float:
        return frames_while(bool(self.toasts.items))

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        px = self.px
        self.draw_backdrop(surf, "Load a game", 48)
        clip = surf.get_clip()
        surf.set_clip(self.list_rect)
        big, small = px(19, 13), px(15, 11)
        for i, ln in enumerate(self.lines):
            r = ln.rect
            if r.bottom < self.list_rect.y or r.y > self.list_rect.bottom:
                continue
            if ln.entry is None:  # a heading; the empty list's note reads as a note, not one
                note = ln.heading == NONE_YET
                img = text(ln.heading.strip(), px(17, 12) if note else px(20, 13),
                           th.text_dim if note else th.highlight, bold=not note)
                surf.blit(img, img.get_rect(midleft=(r.x + px(20 if note else 6), r.centery)))
                continue
            self._draw_entry(surf, ln, i == self.selected, big, small)
        surf.set_clip(clip)
        self.back.draw(surf, th, px(20, 13))
        self.open_button.draw(surf, th, px(20, 13))
        hint = text(self.keys_line(), px(15, 11), th.text_dim)
        surf.blit(hint, hint.get_rect(midbottom=(w // 2, h - px(26))))
        self.toasts.draw(surf, th, w // 2, h - px(110), px(17, 12))

    def keys_line(self) -> str:
        """The keys under the list: M only while a file that cannot be opened is listed
        (it read as jargon on a list with none)."""
        damaged = any(ln.entry is not None and not ln.entry.ok and ln.entry.kind != "demo" for ln in self.lines)
        aside = " · M move the damaged file aside" if damaged else ""
        return f"↑↓ choose · Enter open{aside} · Esc back"

    def _draw_entry(self, surf: pygame.Surface, ln: Line, selected: bool, big: int,
                    small: int) -> None:
        th, px = self.theme, self.px
        e = ln.entry
        assert e is not None
        r = ln.rect
        edge = th.highlight if selected else (th.invalid if not e.ok else th.panel_edge)
        draw_panel(surf, r, th.panel, 215, edge, radius=px(8), width=px(2) if selected else 1)
        x = r.x + px(14)
        right = (ln.aside.x if ln.aside else r.right) - px(12)
        if selected:
            arrow = text("▶", big, th.highlight, bold=True)
            surf.blit(arrow, (r.x + px(6), r.y + px(8)))
            x += px(16)
        if e.ok:
            head = e.title + ("  ·  " + ", ".join(marks(e, self.ctx.catalog)) if marks(e, self.ctx.catalog) else "")
            sub = f"{e.players}  ·  {e.date}  ·  {e.progress}"
        else:
            head = f"{e.path.name}: cannot be loaded"
            sub = e.problem or ""
        img = text(fit_text(head, big, right - x), big, th.text if e.ok else th.invalid, bold=True)
        surf.blit(img, (x, r.y + px(7)))
        img = text(fit_text(sub, small, right - x, bold=False), small, th.text_dim)
        surf.blit(img, (x, r.bottom - px(8) - img.get_height()))
        if ln.aside is not None:
            draw_panel(surf, ln.aside, th.panel_edge, 235, th.invalid, radius=px(6), width=1)
            img = text("Move aside", small, th.text, bold=True)
            surf.blit(img, img.get_rect(center=ln.aside.center))
