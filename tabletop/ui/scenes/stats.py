"""The statistics screen: tallies per game × player count × AI level (× human name in hot seat)
and the history of finished games, whose entries open the replay viewer.

Tally columns: played, won, win rate, current and best streak, average score, abandoned.
The history lists the newest games first with their scores; clicking one (or choosing it with
Up/Down and pressing Enter) replays it from its saved file. Esc goes back.
"""

from __future__ import annotations

import pygame

from ...persistence.stats import HistoryEntry, StatKey, Stats, Tally, load_stats, resolve_ref
from ..catalog import Catalog
from ..keymap import EVERYWHERE, Shortcut
from ..render.fonts import text
from ..table.hud import fit_text
from ..widgets.button import Button
from ..widgets.panel import draw_panel
from ..widgets.toast import Toasts
from .base import Scene, frames_while
from .saved import open_path

COLUMNS = ("Game", "Players", "AI", "Who", "Played", "Won", "Win %", "Streak", "Best streak",
           "Avg score", "Abandoned")


def title_of(catalog: Catalog, game: str) -> str:
    return catalog.title(game) or game


def tally_cells(catalog: Catalog, key: StatKey, t: Tally) -> tuple[str, ...]:
    avg = t.average_score
    rate = t.win_rate
    return (title_of(catalog, key.game), str(key.players), key.ai.replace("none", "no AI"),
            key.human or "You", str(t.played), str(t.won),
            "–" if rate is None else f"{round(rate * 100)}", str(t.current_streak),
            str(t.best_streak), "–" if avg is None else f"{avg:.1f}", str(t.abandoned))


def history_line(catalog: Catalog, h: HistoryEntry) -> str:
    when = h.when.replace("T", " ").rstrip("Z")[:16]
    if h.teams and len(h.teams) == len(h.players) == len(h.scores):
        who = "  v  ".join(team_result(h, t) for t in dict.fromkeys(h.teams))
    elif h.scores and len(h.scores) == len(h.players):
        who = ", ".join(f"{n} {s:g}" + (" ★" if i in h.winners else "")
                        for i, (n, s) in enumerate(zip(h.players, h.scores, strict=True)))
    else:
        who = ", ".join(h.players)
    return f"{when}  ·  {title_of(catalog, h.game)}  ·  {who}  ·  {h.moves} moves"


def team_result(h: HistoryEntry, team: int) -> str:
    """'Aoife & Dara 7 ★': a team's members and their one shared score."""
    seats = [p for p, t in enumerate(h.teams) if t == team]
    won = " ★" if any(p in h.winners for p in seats) else ""
    return " & ".join(h.players[p] for p in seats) + f" {h.scores[seats[0]]:g}{won}"


class StatsScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.stats = Stats()
        self.history: list[HistoryEntry] = []
        self.selected = 0
        self.scroll = 0
        self.toasts = Toasts()
        self.back = Button("Back", self._back, key=pygame.K_ESCAPE)
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = 30
        self.history_rects: list[pygame.Rect] = []
        self.table_scroll = 0  # rows of tallies scrolled off the top

    def enter(self, mgr) -> None:
        super().enter(mgr)
        prefs = self.ctx.prefs
        if prefs is not None and prefs.paths is not None:
            self.stats, notice = load_stats(prefs.paths.stats_file)
            if notice:
                self.toasts.show(notice, 5.0, warn=True)
        self.history = self.stats.finished_games()

    def rows(self) -> list[tuple[str, ...]]:
        return [tally_cells(self.ctx.catalog, k, t) for k, t in self.stats.rows()]

    # --- actions ------------------------------------------------------------------------------
    def replay(self, h: HistoryEntry) -> None:
        prefs = self.ctx.prefs
        path = resolve_ref(prefs.paths, h.save_file) if prefs is not None else None
        if path is None or not path.is_file():
            self.toasts.show("The save file of this game is gone", 3.5, warn=True)
            return
        assert self.mgr is not None
        reason = open_path(self.mgr, path, "auto")
        if reason:
            self.toasts.show(f"Cannot replay: {reason}", 4.0, warn=True)

    def _back(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    # --- layout and input ---------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        px = self.px
        width = min(w - px(40), px(1180))
        x = (w - width) // 2
        self.row_h = px(28)
        n = max(1, len(self.stats.tallies))
        table_h = min((n + 1) * self.row_h + px(10), round(h * 0.4))
        self.table_rect = pygame.Rect(x, px(84), width, table_h)
        top = self.table_rect.bottom + px(50)
        self.list_rect = pygame.Rect(x, top, width, h - top - px(90))
        self.back.rect = pygame.Rect(px(30), h - px(72), px(150), px(52))
        self._place()

    def _place(self) -> None:
        self.history_rects = [
            pygame.Rect(self.list_rect.x, self.list_rect.y + i * self.row_h - self.scroll,
                        self.list_rect.w, self.row_h - 2) for i in range(len(self.history))]

    def _show(self, i: int) -> None:
        r = self.history_rects[i]
        if r.y < self.list_rect.y:
            self.scroll -= self.list_rect.y - r.y
        elif r.bottom > self.list_rect.bottom:
            self.scroll += r.bottom - self.list_rect.bottom
        self._place()

    def shortcuts(self) -> list[Shortcut]:
        """The statistics screen's keys (``handle``), for its ``?`` list."""
        return [Shortcut("↓  Tab  ↑", "Next / previous game in the history"),
                Shortcut("Enter or Space", "Replay the chosen game"), Shortcut("Esc", "Back"),
                *EVERYWHERE]

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.back.handle(ev):
            return True
        n = len(self.history)
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_DOWN, pygame.K_TAB) and n:
                self.selected = min(n - 1, self.selected + 1)
                self._show(self.selected)
            elif ev.key == pygame.K_UP and n:
                self.selected = max(0, self.selected - 1)
                self._show(self.selected)
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and n:
                self.replay(self.history[self.selected])
            return True
        if ev.type == pygame.MOUSEWHEEL and self.table_rect.collidepoint(pygame.mouse.get_pos()):
            visible = max(1, (self.table_rect.h - self.px(6)) // self.row_h - 1)
            most = max(0, len(self.stats.tallies) - visible)
            self.table_scroll = max(0, min(most, self.table_scroll - ev.y))
            return True
        if ev.type == pygame.MOUSEWHEEL:
            most = max(0, n * self.row_h - self.list_rect.h)
            self.scroll = max(0, min(most, self.scroll - ev.y * self.row_h * 3))
            self._place()
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.list_rect.collidepoint(ev.pos):
            for i, r in enumerate(self.history_rects):
                if r.collidepoint(ev.pos):
                    self.selected = i
                    self.replay(self.history[i])
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
        self.draw_backdrop(surf, "Statistics", 44)
        self._draw_table(surf)
        head = self.heading()
        surf.blit(head, (self.list_rect.x, self.list_rect.y - px(30)))
        clip = surf.get_clip()
        surf.set_clip(self.list_rect)
        body = px(16, 11)
        for i, (hist, r) in enumerate(zip(self.history, self.history_rects, strict=True)):
            if r.bottom < self.list_rect.y or r.y > self.list_rect.bottom:
                continue
            sel = i == self.selected
            draw_panel(surf, r, th.panel, 200, th.highlight if sel else None, radius=px(6),
                       width=px(2) if sel else 0)
            line = ("▶ " if sel else "") + history_line(self.ctx.catalog, hist)
            img = text(fit_text(line, body, r.w - px(16), bold=False), body, th.text)
            surf.blit(img, img.get_rect(midleft=(r.x + px(8), r.centery)))
        if not self.history:
            img = text("No finished games yet.", body, th.text_dim)
            surf.blit(img, (self.list_rect.x + px(8), self.list_rect.y + px(4)))
        surf.set_clip(clip)
        self.back.draw(surf, th, px(20, 13))
        self.toasts.draw(surf, th, w // 2, h - px(110), px(17, 12))

    def columns(self) -> tuple[list[int], list[int], int]:
        """The tally table's columns: their x, their widths and the text size. Each column is
        as wide as its header and its widest cell, the room left shared out evenly; when
        even that does not fit, the text gets smaller (to 12 px) rather than a header cut."""
        px = self.px
        r = self.table_rect
        room = r.w - px(20)
        gap = px(10)
        rows = self.rows()
        size = px(16, 11)
        while True:
            # a list, not max(a, *b): with no rows yet (a fresh profile) that was max(int)
            need = [max([text(label, size, (0, 0, 0), bold=True).get_width(),
                         *(text(cells[c], size, (0, 0, 0)).get_width() for cells in rows)]) + gap
                    for c, label in enumerate(COLUMNS)]
            if sum(need) <= room or size <= 12:
                break
            size -= 1
        spare = max(0, room - sum(need)) // len(need)
        widths = [n + spare for n in need]
        xs = [r.x + px(10)]
        for wd in widths[:-1]:
            xs.append(xs[-1] + wd)
        return xs, [wd - gap for wd in widths], size

    def elements(self) -> dict[str, pygame.Rect]:
        """What the screen draws, by name (the screens test checks none overlaps or leaves
        the window): the title, the tallies' panel (``table``) with its columns and in each
        its header and cells at their full width (so a cut one would leave its column), the
        list's heading and its rows, Back."""
        px = self.px
        w = self.mgr.size[0] if self.mgr is not None else self.table_rect.right
        r = self.table_rect
        out = {"title": self.title_rect(w), "table": r}
        xs, widths, size = self.columns()
        shown = []
        for k, cells in enumerate(self.rows()[self.table_scroll:]):
            y = r.y + px(6) + (k + 1) * self.row_h
            if y + self.row_h > r.bottom:
                break
            shown.append((k, y, cells))
        for c, label in enumerate(COLUMNS):
            col = f"table/col/{c}"
            out[col] = pygame.Rect(xs[c], r.y + px(2), widths[c], r.h - px(4))
            out[f"{col}/head"] = text(label, size, (0, 0, 0), bold=True).get_rect(topleft=(xs[c], r.y + px(6)))
            for k, y, cells in shown:
                out[f"{col}/cell/{k}"] = text(cells[c], size, (0, 0, 0)).get_rect(topleft=(xs[c], y))
        out["heading"] = self.heading().get_rect(topleft=(self.list_rect.x, self.list_rect.y - px(30)))
        for i, hr in enumerate(self.history_rects):
            if self.list_rect.contains(hr):
                out[f"game/{i}"] = hr
        out["back"] = self.back.rect
        return out

    def title_rect(self, w: int) -> pygame.Rect:
        label = text("Statistics", self.px(44, 20), self.theme.text, display=True)
        return label.get_rect(center=(w // 2, self.px(44)))

    def heading(self) -> pygame.Surface:
        return text("Finished games (click one, or choose with ↑↓ and press Enter, to replay it)",
                    self.px(18, 12), self.theme.highlight, bold=True)

    def _draw_table(self, surf: pygame.Surface) -> None:
        th = self.theme
        px = self.px
        r = self.table_rect
        draw_panel(surf, r, th.panel, 215, th.panel_edge, radius=px(8), width=1)
        rows = self.rows()
        xs, widths, body = self.columns()
        for c, label in enumerate(COLUMNS):
            img = text(label, body, th.highlight, bold=True)
            surf.blit(img, (xs[c], r.y + px(6)))
        if not rows:
            img = text("Play a game to start your statistics.", body, th.text_dim)
            surf.blit(img, (xs[0], r.y + px(6) + self.row_h))
        clip = surf.get_clip()
        surf.set_clip(r)
        for k, cells in enumerate(rows[self.table_scroll:]):
            y = r.y + px(6) + (k + 1) * self.row_h
            for c, cell in enumerate(cells):
                img = text(fit_text(cell, body, widths[c], bold=False), body, th.text)
                surf.blit(img, (xs[c], y))
        surf.set_clip(clip)
