"""After the game: an opaque screen that celebrates the winner (cards fly up from the winner's
row, whose plate glows) and lays the score out as a table: place, seat (symbol, name, team
through ``rules.team_of``), the game's own breakdown as columns (a match of several rounds:
the table's score sheet, one column per round, each round's winner marked), total. Play again
or Menu.

With animations off, the cards do not fly: a still fan sits under the title instead.

Enter means Play again only after ``ENTER_GUARD`` seconds (issue 28, item 6): a player who was
pressing Enter to play the last cards does not start a new game before the results are read. A
button chosen with Tab or the arrows, or a click, answers at once."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...core.names import joined, number, says, says_all
from ...core.rng import Rng, derive
from ..keymap import Shortcut, button_shortcuts
from ..render.avatars import avatar, seat_avatar
from ..render.fonts import text
from ..render.theme import seat_colour
from ..table.hud import draw_symbol, fit_text
from ..table.painter import paint_glow
from ..table.scoresheet import sheet_for, win_pill
from ..widgets.button import Button, row, row_width
from ..widgets.keynav import ButtonNav
from ..widgets.panel import draw_panel, draw_shadow
from ..widgets.scroll_text import wrap, wrap_even
from .base import Scene, frames_while

if TYPE_CHECKING:
    from .table import TableScene


FLIGHT = 3.2  # seconds the celebration lasts
ENTER_GUARD = 1.5  # seconds before Enter means Play again
CARDS = 16  # cards that fly


@dataclass
class Flyer:
    face: int
    x: float  # in units of the window (0..1)
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    delay: float


def column_label(label: str) -> str:
    """A breakdown label without its per-seat detail: "Green row (4 cards)" -> "Green row"."""
    return re.sub(r"\s*\([^)]*\)", "", label).strip() or label


def header_lines(label: str, width: int, size: int) -> list[str]:
    """A column heading in at most two lines of ``width`` (a long one wraps rather than being
    cut to "Round 1: ca…"), broken after its colon where it has one ("Hand 2:" over "in
    hand", not "Hand 2: in" over "hand"); what still does not fit is cut with an ellipsis."""
    lines = wrap(label, width, size, bold=True)
    head, colon, rest = label.partition(": ")
    if len(lines) > 1 and colon and all(len(wrap(part, width, size, bold=True)) == 1 for part in (head + ":", rest)):
        lines = [head + ":", rest]
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return [fit_text(line, size, width) for line in lines]


class ResultsScene(Scene):
    opaque = True  # the results stand on their own cloth; nothing of the table shows through

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        rules, state = table.rules, table.match.state
        cfg = table.match.config
        self.scores = rules.scores(state)
        self.breakdown = rules.score_breakdown(state)
        self.returns = rules.returns(state)
        self.winners = set(table.current_view().info.get("winners", []))
        if not self.winners:
            best = max(self.returns)
            self.winners = {i for i, r in enumerate(self.returns) if r == best and r > 0}
        n = len(self.scores)
        self.teams = [rules.team_of(cfg, p) for p in range(n)]
        self.has_teams = len(set(self.teams)) < n
        # rows by place: best return first, then score, then seat
        self.order = sorted(range(n), key=lambda p: (-self.returns[p], -self.scores[p], p))
        self.places = {}
        for i, p in enumerate(self.order):
            prev = self.order[i - 1] if i else None
            same = prev is not None and (self.returns[prev], self.scores[prev]) == (self.returns[p], self.scores[p])
            self.places[p] = self.places[prev] if same else i + 1
        labels = [[column_label(lb) for lb, _ in b] for b in self.breakdown]
        self.columns = labels[0] if labels and all(lb == labels[0] for lb in labels) else []
        self.total_head = "Total"
        #: a score that only ranks (Ard Rí): its breakdown's counts, no "Total" column
        self.total = rules.score_is_points
        #: the breakdown is the score itself (one Hyrule round: "Cards captured" 9, Total 9):
        #: one column, headed with the breakdown's name, not the same number twice
        self.details = not (len(self.columns) == 1 and all(
            len(b) == 1 and b[0][1] == self.scores[p] for p, b in enumerate(self.breakdown)))
        if not self.details:
            self.total_head, self.columns = self.columns[0], []
        # a match of several rounds: the table's running score sheet, one column per round
        self.sheet = sheet_for(table.game, table.current_view())
        self.sheet_total = False  # whether the sheet's total gets a column of its own
        if self.sheet is not None:  # (a sheet's own "Total" is the score column: not twice)
            self.sheet_total = self.sheet.total_head.strip().lower() != "total"
            self.columns = [*self.sheet.heads, *([self.sheet.total_head] if self.sheet_total else [])]
        #: how the game ended, where the game says (``GameTable.ending``)
        self.ending = table.game.ending(table.current_view())
        self.buttons = [Button("Play again", self._again, primary=True),
                        Button("Review", self._review, key=pygame.K_r),
                        Button("Replay", self._replay, key=pygame.K_p),
                        Button("Menu", self._menu, key=pygame.K_ESCAPE)]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rows: dict[int, pygame.Rect] = {}
        # no digits: a 1 pressed as the last cards were played (the table's number keys) started
        # a new game before the results were read, and these buttons show no key caps
        self.nav = ButtonNav(lambda: self.buttons, enter_default=False, digits=False)
        self.age = 0.0
        rng = Rng(derive(cfg.seed, "results"))
        faces = [c.id for c in table.deck.cards]
        self.flyers = [Flyer(rng.choice(faces), 0.5, 0.6, (rng.random() - 0.5) * 0.7,
                             -0.9 - rng.random() * 0.5, rng.random() * 360, (rng.random() - 0.5) * 540,
                             (i % 2) * 0.9 + rng.random() * 0.3)
                       for i in range(CARDS)] if faces else []

    def _again(self) -> None:
        assert self.mgr is not None
        m = self.table.match
        cfg = m.config
        self.mgr.reset(self.mgr.make("new table", self.mgr, self.table.plugin, cfg.num_players,
                                     list(m.seats), dict(cfg.options), cfg.seed + 1))

    def _review(self) -> None:
        """What Hard would have played at the human seats' decisions (``scenes/review.py``)."""
        assert self.mgr is not None
        t = self.table
        self.mgr.push(self.mgr.make("review", t.plugin, t.match, t.game))

    def _replay(self) -> None:
        """The game move by move, every hand open (it is over), over these results: its Close
        comes back here. (A player looked for it here; it was only in Statistics.)"""
        assert self.mgr is not None
        t = self.table
        self.mgr.push(self.mgr.make("replay", t.plugin, t.match, t.game))

    def _menu(self) -> None:
        assert self.mgr is not None
        self.mgr.reset(self.mgr.make("menu"))

    @property
    def moving(self) -> bool:
        """Cards are in the air (never with animations off)."""
        return self.ctx.speed != "off" and self.age < FLIGHT

    def update(self, dt: float) -> None:
        self.age += dt

    def resize(self, w: int, h: int) -> None:
        n = len(self.scores)
        row_h = self.px(46)
        head = self.px(150)
        bw = min(w - self.px(60), max(self.px(640), self.px(260) + len(self.columns) * self.px(132)
                                      + self.px(200)))
        # as wide as its row of buttons too (a fourth, Replay, ran past its sides at 1240x620)
        buttons = row_width(self.buttons, self.px(16), self.px(30), self.px(20, 13), self.px(160))
        bw = min(w - self.px(20), max(bw, buttons + self.px(40)))
        bh = head + self.px(40) + n * (row_h + self.px(6)) + self.px(100)
        self.box = pygame.Rect(0, 0, bw, min(h - self.px(30), bh))
        self.box.center = (w // 2, h // 2 + self.px(10))
        y = self.box.y + head + self.px(40)
        self.rows = {}
        for p in self.order:
            self.rows[p] = pygame.Rect(self.box.x + self.px(20), y, self.box.w - self.px(40), row_h)
            y += row_h + self.px(6)
        row(self.buttons, self.box.centerx, self.box.bottom - self.px(70), self.px(50),
            self.px(16), self.px(30), self.px(20, 13), min_w=self.px(160))

    def shortcuts(self) -> Sequence[Shortcut]:
        return button_shortcuts(self, enter=f"Play again (after {ENTER_GUARD:g} s)")

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.nav.handle(ev):  # first: a click hides the ring even when a button takes it
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.age >= ENTER_GUARD:
                self._again()
            return True
        for b in self.buttons:
            if b.handle(ev):
                return True
        return True

    # --- drawing ------------------------------------------------------------------------------
    def title(self) -> str:
        names = self.table.names
        if self.has_teams and len(self.winners) > 1 and len({self.teams[p] for p in self.winners}) == 1:
            return says_all([names[p] for p in sorted(self.winners)], "wins") + "!"
        if len(self.winners) == 1:
            (w,) = self.winners
            return "You win!" if self._is_solo_human(w) else says(names[w], "wins") + "!"
        if not self.winners:
            return "No winner"
        return "Shared win: " + joined([names[w] for w in sorted(self.winners)])

    def title_rects(self) -> list[tuple[str, int, pygame.Rect]]:
        """The title's lines, their size and place, inside the box above its ornament: one
        line as large as fits, else two (a long winner's name: "Maximiliana-Theodora (AI)
        wins!" ran past both edges of the box), smaller as they must be."""
        title, room = self.title(), self.box.w - self.px(48)
        top, bottom = self.box.y + self.px(14), self.box.y + self.px(112 - 12)  # the ornament's
        size, least = self.px(54, 20), self.px(22, 14)
        while True:
            lines = wrap_even(title, room, size, display=True)
            step = text("Ag", size, (0, 0, 0), display=True).get_height()
            wide = max(text(line, size, (0, 0, 0), display=True).get_width() for line in lines)
            if (len(lines) == 1 or size <= self.px(40)) and wide <= room and step * len(lines) <= bottom - top:
                break
            if size <= least:
                break
            size -= 1
        middle = self.box.y + self.px(62) if len(lines) == 1 else (top + bottom) // 2
        first = middle - step * len(lines) // 2
        return [(line, size, text(line, size, (0, 0, 0), display=True).get_rect(
            midtop=(self.box.centerx, first + i * step))) for i, line in enumerate(lines)]

    def next_frame_in(self) -> float:
        return frames_while(self.moving or self.age < ENTER_GUARD)  # the guard's clock runs

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        surf.blit(self.ctx.art.felt((w, h)), (0, 0))
        if not self.moving:
            self._still_fan(surf)
        draw_shadow(surf, self.box, self.px(18), 150)
        draw_panel(surf, self.box, th.panel, 250, th.highlight, radius=self.px(18), width=2)
        rects = self.title_rects()
        for line, px, r in rects:
            surf.blit(text(line, px, th.highlight, display=True), r)
        cx, ry = self.box.centerx, self.box.y + self.px(112)
        half = min(max(r.w for _, _, r in rects) * 0.45, self.box.w * 0.4)
        pygame.draw.line(surf, th.highlight, (cx - half, ry), (cx - self.px(14), ry), max(1, self.px(2)))
        pygame.draw.line(surf, th.highlight, (cx + self.px(14), ry), (cx + half, ry), max(1, self.px(2)))
        d = self.px(8)
        pygame.draw.polygon(surf, th.highlight, [(cx, ry - d), (cx + d, ry), (cx, ry + d), (cx - d, ry)])
        if self.ending:  # how it ended, under the ornament (the title alone did not say why)
            px = self.px(16, 12)
            img = text(fit_text(self.ending, px, self.box.w - self.px(60)), px, th.text_dim)
            surf.blit(img, img.get_rect(center=(cx, ry + self.px(22))))
        self._table(surf)
        for b in self.buttons:
            b.draw(surf, th, self.px(20, 13))
        self.nav.draw(surf, th.highlight, self.unit())
        if self.moving:
            self._flight(surf)

    def _col_x(self) -> tuple[int, int, list[int], int]:
        """x of: place, seat, each breakdown column (centres), total (centre)."""
        r = next(iter(self.rows.values()), self.box)
        place_x = r.x + self.px(14)
        seat_x = r.x + self.px(76)
        total_x = r.right - self.px(50)
        first = r.x + self.px(360)
        cols = self.columns or ["Details"]
        end = total_x - self.px(70) if self.total else r.right - self.px(12)
        step = (end - first) / max(1, len(cols))
        return place_x, seat_x, [round(first + step * (i + 0.5)) for i in range(len(cols))], total_x

    def _table(self, surf: pygame.Surface) -> None:
        th = self.theme
        names = self.table.names
        small = self.px(15, 11)
        body = self.px(19, 12)
        place_x, seat_x, col_xs, total_x = self._col_x()
        hy = self.box.y + self.px(150) + self.px(18)
        heads = [("Place", place_x, "l"), ("Player", seat_x, "l")]
        if self.details:
            heads += [(c, x, "c") for c, x in zip(self.columns or ["Details"], col_xs, strict=True)]
        if self.total:
            heads.append((self.total_head, total_x, "c"))
        for label, x, how in heads:
            col_w = (col_xs[1] - col_xs[0]) if len(col_xs) > 1 else 2 * (total_x - self.px(70) - col_xs[0])
            width = col_w - 4 if how == "c" else 10_000
            if how == "c":  # centred: never past the box ("Cards captured" reached its edge)
                width = min(width, 2 * (self.box.right - self.px(12) - x))
            lines = header_lines(label, width, small)
            for i, line in enumerate(lines):
                img = text(line, small, th.text_dim, bold=True)
                y = hy + round((i - (len(lines) - 1) / 2) * img.get_height())
                r = img.get_rect(midleft=(x, y)) if how == "l" else img.get_rect(center=(x, y))
                surf.blit(img, r)
        for p, r in self.rows.items():
            won = p in self.winners
            if won:
                paint_glow(surf, r, th.highlight, self.px(10))
            fill = tuple(round(a + (b - a) * 0.28) for a, b in zip(th.panel, th.highlight, strict=True))
            draw_panel(surf, r, fill if won else th.panel, 220 if won else 160,
                       th.highlight if won else None, radius=self.px(10), width=2 if won else 0)
            place = text(str(self.places[p]), self.px(24, 13), th.highlight if won else th.text, display=True)
            surf.blit(place, place.get_rect(midleft=(place_x + self.px(6), r.centery)))
            colour, symbol = seat_colour(th, p)
            draw_symbol(surf, symbol, (seat_x + self.px(12), r.centery), self.px(22), colour)
            face = avatar(seat_avatar(self.ctx, p), r.h - self.px(8), colour)
            surf.blit(face, face.get_rect(midleft=(seat_x + self.px(30), r.centery)))
            label = names[p] if p < len(names) else f"Player {p + 1}"
            if self.has_teams:
                label += f"  · team {self.teams[p] + 1}"
            name = text(fit_text(label, body, self.px(230)), body, th.text, bold=True)
            surf.blit(name, name.get_rect(midleft=(seat_x + self.px(36) + r.h, r.centery)))
            lines = self.breakdown[p] if p < len(self.breakdown) else []
            if self.sheet is not None:
                self._sheet_row(surf, p, r, col_xs, body)
            elif self.columns:
                for (lb, value), x in zip(lines, col_xs, strict=False):
                    img = text(number(value), body, th.text)
                    surf.blit(img, img.get_rect(center=(x, r.centery - (self.px(6) if lb != column_label(lb) else 0))))
                    if lb != column_label(lb):
                        detail = lb[len(column_label(lb)):].strip(" ()")
                        d = text(detail, self.px(12, 10), th.text_dim)
                        surf.blit(d, d.get_rect(center=(x, r.centery + self.px(12))))
            elif self.details:
                joined = " · ".join(f"{lb} {v}" for lb, v in lines)
                img = text(fit_text(joined, small, round(total_x - col_xs[0]) * 2 - self.px(80)), small, th.text)
                surf.blit(img, img.get_rect(center=(col_xs[0], r.centery)))
            if self.total:
                score = text(number(self.scores[p]), self.px(28, 14), th.highlight if won else th.text, bold=True)
                surf.blit(score, score.get_rect(center=(total_x, r.centery)))

    def _sheet_row(self, surf: pygame.Surface, p: int, r: pygame.Rect, col_xs: list[int],
                   body: int) -> None:
        """One seat's rounds from the score sheet: each round's count (a gold pill where the
        seat won that round), then the sheet's total (rounds won)."""
        sheet = self.sheet
        assert sheet is not None
        th = self.theme
        values = [*sheet.cells[p], *([sheet.totals[p]] if self.sheet_total else [])]
        marks = [*sheet.won[p], False]
        for value, won, x in zip(values, marks, col_xs, strict=False):
            img = text(value or "–", body, th.panel if won else th.text, bold=won)
            rect = img.get_rect(center=(x, r.centery))
            if won:
                win_pill(surf, rect, self.px(16), rect.h + self.px(6), th.highlight)
            surf.blit(img, rect)

    def _card_size(self) -> tuple[int, int]:
        """About 120 logical px tall: the table's card size nearest to it (its faces are
        painted already), else exactly that."""
        want = self.px(120, 50)
        painter = self.table.painter
        sizes = painter.sizes if painter is not None else None
        if sizes:
            return min(sizes, key=lambda s: abs(s[1] - want))
        return self.ctx.art.size_for_height(want)

    def _flight(self, surf: pygame.Surface) -> None:
        """Cards thrown up from the winner's row, turning, falling off the screen."""
        w, h = surf.get_size()
        size = self._card_size()
        origin = next((self.rows[p] for p in self.order if p in self.winners), self.box)
        ox, oy = origin.centerx / w, origin.centery / h
        for f in self.flyers:
            t = self.age - f.delay
            if t <= 0:
                continue
            x = (ox + f.vx * t) * w
            y = (oy + f.vy * t + 0.9 * t * t) * h
            if y - size[1] > h:
                continue
            img = self.ctx.art.face(self.table.deck, f.face, size)
            img = pygame.transform.rotozoom(img, f.angle + f.spin * t, 1.0)
            surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def still_fan(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The few cards fanned behind the title after the flight (or with animations off),
        each with where it goes; none where the panel leaves no room above it for them (a
        crowded results table in a 1240x620 window: only their cut-off tops showed)."""
        size = self._card_size()
        cx, top = self.box.centerx, self.box.y
        picks = self.flyers[:5]
        fan = []
        for i, f in enumerate(picks):
            angle = (i - (len(picks) - 1) / 2) * -12
            img = pygame.transform.rotozoom(self.ctx.art.face(self.table.deck, f.face, size), angle, 1.0)
            dx = math.sin(math.radians(-angle)) * size[1] * 0.9
            fan.append((img, img.get_rect(center=(round(cx + dx), round(top - size[1] * 0.05 + abs(dx) * 0.25)))))
        return fan if all(r.top >= 0 for _, r in fan) else []

    def _still_fan(self, surf: pygame.Surface) -> None:
        for img, r in self.still_fan():
            surf.blit(img, r)

    def _is_solo_human(self, seat: int) -> bool:
        humans = self.table.humans
        return len(humans) == 1 and humans[0] == seat
