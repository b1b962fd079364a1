"""After the game: every player's score with the game's own breakdown; Play again or Menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..render.fonts import text
from ..render.theme import seat_colour
from ..table.hud import draw_symbol, fit_text
from ..widgets.button import Button, row
from ..widgets.keynav import ButtonNav
from ..widgets.panel import dim, draw_panel
from .base import Scene

if TYPE_CHECKING:
    from .table import TableScene


class ResultsScene(Scene):
    opaque = False  # the revealed table stays visible behind the results

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        rules, state = table.rules, table.match.state
        self.scores = rules.scores(state)
        self.breakdown = rules.score_breakdown(state)
        self.winners = set(table.current_view().info.get("winners", []))
        if not self.winners:
            returns = rules.returns(state)
            best = max(returns)
            self.winners = {i for i, r in enumerate(returns) if r == best and r > 0}
        self.buttons = [Button("Play again", self._again, primary=True, key=pygame.K_RETURN),
                        Button("Menu", self._menu, key=pygame.K_ESCAPE)]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.nav = ButtonNav(lambda: self.buttons, enter_default=False)

    def _again(self) -> None:
        assert self.mgr is not None
        m = self.table.match
        cfg = m.config
        self.mgr.reset(self.mgr.make("new table", self.mgr, self.table.plugin, cfg.num_players,
                                     list(m.seats), dict(cfg.options), cfg.seed + 1))

    def _menu(self) -> None:
        assert self.mgr is not None
        self.mgr.reset(self.mgr.make("menu"))

    def resize(self, w: int, h: int) -> None:
        n = len(self.scores)
        lines = max((len(b) for b in self.breakdown), default=1)
        col_w = self.px(220)
        bw = min(w - self.px(40), max(self.px(520), n * col_w + self.px(60)))
        bh = self.px(150) + self.px(60) + lines * self.px(26) + self.px(90)
        self.box = pygame.Rect(0, 0, bw, min(h - self.px(40), bh))
        self.box.center = (w // 2, h // 2)
        row(self.buttons, self.box.centerx, self.box.bottom - self.px(66), self.px(50),
            self.px(16), self.px(30), self.px(20, 13), min_w=self.px(160))

    def handle(self, ev: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle(ev):
                return True
        self.nav.handle(ev)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        dim(surf, 110)
        draw_panel(surf, self.box, th.panel, 242, th.highlight, radius=self.px(16), width=2)
        names = self.table.names
        if len(self.winners) == 1:
            (w,) = self.winners
            title = "You win!" if self._is_solo_human(w) else f"{names[w]} wins!"
        else:
            title = "Shared win: " + " and ".join(names[w] for w in sorted(self.winners))
        t = text(title, self.px(38, 18), th.highlight, bold=True)
        surf.blit(t, t.get_rect(center=(self.box.centerx, self.box.y + self.px(44))))
        n = len(self.scores)
        labels = [label for label, _ in (self.breakdown[0] if self.breakdown else [])]
        same = all([lb for lb, _ in b] == labels for b in self.breakdown)
        small = self.px(16, 11)
        label_w = max((text(lb, small, th.text_dim).get_width() for lb in labels), default=0) if same else 0
        left = self.box.x + self.px(24) + label_w + (self.px(16) if label_w else 0)
        col_w = (self.box.right - self.px(24) - left) / n
        y0 = self.box.y + self.px(96)
        for p in range(n):
            cx = left + col_w * (p + 0.5)
            colour, symbol = seat_colour(th, p)
            draw_symbol(surf, symbol, (cx, y0), self.px(24), colour)
            name = text(fit_text(names[p], self.px(20, 13), int(col_w) - 8), self.px(20, 13), th.text, bold=True)
            surf.blit(name, name.get_rect(center=(cx, y0 + self.px(30))))
            score = text(str(self.scores[p]), self.px(40, 18),
                         th.highlight if p in self.winners else th.text, bold=True)
            surf.blit(score, score.get_rect(center=(cx, y0 + self.px(72))))
            for i, (label, value) in enumerate(self.breakdown[p] if p < len(self.breakdown) else []):
                y = y0 + self.px(112) + i * self.px(24)
                shown = str(value) if same else f"{label}: {value}"
                line = text(shown, small, th.text)
                surf.blit(line, line.get_rect(center=(cx, y)))
        if same:
            for i, label in enumerate(labels):
                img = text(label, small, th.text_dim)
                surf.blit(img, img.get_rect(midleft=(self.box.x + self.px(24), y0 + self.px(112) + i * self.px(24))))
        for b in self.buttons:
            b.draw(surf, th, self.px(20, 13))
        self.nav.draw(surf, th.highlight, self.unit())

    def _is_solo_human(self, seat: int) -> bool:
        humans = self.table.humans
        return len(humans) == 1 and humans[0] == seat
