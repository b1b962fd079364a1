"""The game picker: every registered game with its title, player counts and pitch."""

from __future__ import annotations

import pygame

from ...core.plugin import GamePlugin
from ...games import listed
from ..games import TABLES
from ..render.fonts import text
from ..widgets.button import Button
from ..widgets.keynav import ButtonNav
from ..widgets.panel import draw_panel
from ..widgets.scroll_text import wrap
from .base import Scene


class GamePickerScene(Scene):
    def __init__(self, for_rules: bool = False) -> None:
        super().__init__()
        self.for_rules = for_rules
        self.plugins: list[GamePlugin] = listed()  # not the hidden test games
        self.cards: list[tuple[pygame.Rect, GamePlugin, Button, Button]] = []
        self.back = Button("Back", self._back, key=pygame.K_ESCAPE)
        self.nav = ButtonNav(self._nav_buttons)

    def _nav_buttons(self) -> list[Button]:
        out = []
        for _, _, play, rules in self.cards:
            out += [play] if self.for_rules else [play, rules]
        return [*out, self.back]

    def _back(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    def _pick(self, plugin: GamePlugin) -> None:
        assert self.mgr is not None
        if self.for_rules:
            self._rules(plugin)
            return
        self.mgr.push(self.mgr.make("setup", plugin))

    def _rules(self, plugin: GamePlugin) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("rules", plugin))

    def resize(self, w: int, h: int) -> None:
        self.cards = []
        top = self.px(110)
        row_h = self.px(104)
        gap = self.px(12)
        bw = min(w - self.px(80), self.px(980))
        for i, p in enumerate(self.plugins):
            r = pygame.Rect((w - bw) // 2, top + i * (row_h + gap), bw, row_h)
            playable = p.meta.game_id in TABLES
            label = "Rules" if self.for_rules else ("Play" if playable else "Soon")
            play = Button(label, lambda p=p: self._pick(p), primary=True,
                          enabled=self.for_rules or playable)
            play.rect = pygame.Rect(r.right - self.px(150), r.y + self.px(24), self.px(130), self.px(48))
            rules = Button("Rules", lambda p=p: self._rules(p))
            rules.rect = pygame.Rect(play.rect.x - self.px(140), play.rect.y, self.px(124), self.px(48))
            self.cards.append((r, p, play, rules))
        self.back.rect = pygame.Rect(self.px(24), h - self.px(70), self.px(140), self.px(48))

    def handle(self, ev: pygame.event.Event) -> bool:
        for _, _, play, rules in self.cards:
            if play.handle(ev) or (not self.for_rules and rules.handle(ev)):
                return True
        return self.back.handle(ev) or self.nav.handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        surf.blit(self.ctx.art.felt((w, h)), (0, 0))
        title = "Which rules?" if self.for_rules else "Choose a game"
        img = text(title, self.px(44, 20), th.text, bold=True)
        surf.blit(img, img.get_rect(center=(w // 2, self.px(56))))
        for r, p, play, rules in self.cards:
            draw_panel(surf, r, th.panel, 225, th.panel_edge, radius=self.px(12))
            meta = p.meta
            name = text(meta.title, self.px(28, 16), th.highlight, bold=True)
            surf.blit(name, (r.x + self.px(20), r.y + self.px(14)))
            players = text(f"{meta.min_players}–{meta.max_players} players", self.px(17, 12), th.text_dim)
            surf.blit(players, (r.x + self.px(30) + name.get_width(), r.y + self.px(22)))
            width = rules.rect.x - r.x - self.px(40) if not self.for_rules else play.rect.x - r.x - self.px(40)
            for k, line in enumerate(wrap(meta.pitch, width, self.px(17, 12))[:2]):
                surf.blit(text(line, self.px(17, 12), th.text), (r.x + self.px(20), r.y + self.px(50) + k * self.px(22)))
            play.draw(surf, th, self.px(20, 13))
            if not self.for_rules:
                rules.draw(surf, th, self.px(20, 13))
        self.back.draw(surf, th, self.px(20, 13))
        self.nav.draw(surf, th.highlight, self.unit())

