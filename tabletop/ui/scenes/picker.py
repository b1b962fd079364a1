"""The game picker: a tile per listed game with a picture of its table (drawn by the app
itself, ``render/thumbs.py``), its title, players, usual length and its pitch, whole."""

from __future__ import annotations

import time

import pygame

from ...core.plugin import GamePlugin
from ..render.fonts import text
from ..widgets.button import Button
from ..widgets.keynav import ButtonNav
from ..widgets.panel import draw_panel, draw_shadow
from ..widgets.scroll_text import wrap
from .base import Scene, frames_while

#: how long a game usually takes against the computer (the picker's own estimate, by id)
LENGTHS = {"hyrule": "10–15 min", "keltis": "20–30 min", "seanchai": "15–20 min",
           "treasure": "20–30 min", "ard_ri": "15–25 min"}
SLICE = 0.025  # seconds of picture drawing per frame at most (one step may run a little over)
FADE = 0.3  # seconds a newly drawn picture takes to fade in
STOP = object()  # a game whose steps ended without a picture


class GamePickerScene(Scene):
    def __init__(self, for_rules: bool = False) -> None:
        super().__init__()
        self.for_rules = for_rules
        self.plugins: list[GamePlugin] = []  # the catalog's listed games (not the hidden test games)
        self.cards: list[tuple[pygame.Rect, GamePlugin, Button, Button]] = []
        #: each game's "Learn to play" (its guided first game), by id: the games that have one
        self.learn: dict[str, Button] = {}
        self.back = Button("Back", self._back, key=pygame.K_ESCAPE)
        self.nav = ButtonNav(self._nav_buttons)
        self.nav.pos = 0  # the first game's Rules page; its Play once the tiles are laid out
        self._focus_placed = False
        self._no_thumb: set[str] = set()  # games whose table could not be drawn
        self._job = None  # the picture being drawn: (game id, size, its steps)
        self._ready_at: dict[str, float] = {}  # when a picture drawn here was finished
        self.age = 0.0

    def _nav_buttons(self) -> list[Button]:
        out = []
        for _, p, play, rules in self.cards:
            learn = [self.learn[p.meta.game_id]] if p.meta.game_id in self.learn else []
            out += [play] if self.for_rules else [*learn, rules, play]  # as they stand: Right moves right
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

    def _learn(self, plugin: GamePlugin) -> None:
        """Start the game's guided first game (replacing the menus: Back from it is the menu)."""
        assert self.mgr is not None
        scene = self.mgr.make("tutorial table", self.mgr, plugin)
        if scene is not None:
            self.mgr.reset(scene)

    def _rules(self, plugin: GamePlugin) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("rules", plugin))

    def enter(self, mgr) -> None:
        super().enter(mgr)
        self.plugins = [e.plugin for e in self.ctx.catalog.listed()]

    def resize(self, w: int, h: int) -> None:
        """Tiles in a grid: as many columns as give the largest tiles that all fit."""
        self.cards = []
        self.learn = {}
        n = max(1, len(self.plugins))
        gap = self.px(24)
        top, bottom = self.px(104), h - self.px(86)
        best = (0, 1)
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            tw = min(self.px(420), (w - gap * (cols + 1)) // cols)
            while tw > self.px(160) and rows * self._tile_h(tw) + (rows - 1) * gap > bottom - top:
                tw -= self.px(10)
            if tw > best[0]:
                best = (tw, cols)
        tw, cols = best
        th_ = self._tile_h(tw)
        rows = -(-n // cols)
        y0 = top + max(0, (bottom - top - rows * th_ - (rows - 1) * gap) // 2)
        bh = self.px(42)
        for i, p in enumerate(self.plugins):
            row_i, col = divmod(i, cols)
            in_row = min(cols, n - row_i * cols)
            x0 = (w - (in_row * tw + (in_row - 1) * gap)) // 2
            r = pygame.Rect(x0 + col * (tw + gap), y0 + row_i * (th_ + gap), tw, th_)
            playable = p.meta.game_id in self.ctx.catalog
            label = "Rules" if self.for_rules else ("Play" if playable else "Soon")
            play = Button(label, lambda p=p: self._pick(p), primary=True,
                          enabled=self.for_rules or playable)
            rules = Button("Rules", lambda p=p: self._rules(p))
            pad = self.px(14)
            if self.for_rules:
                play.rect = pygame.Rect(r.x + pad, r.bottom - pad - bh, r.w - 2 * pad, bh)
            else:
                half = (r.w - 3 * pad) // 2
                play.rect = pygame.Rect(r.right - pad - half, r.bottom - pad - bh, half, bh)
                rules.rect = pygame.Rect(r.x + pad, play.rect.y, half, bh)
                if p.tutorial is not None and playable:
                    learn = Button("Learn to play", lambda p=p: self._learn(p))
                    learn.rect = pygame.Rect(r.x + pad, play.rect.y - pad // 2 - bh, r.w - 2 * pad, bh)
                    self.learn[p.meta.game_id] = learn
            self.cards.append((r, p, play, rules))
        if self.cards and not self.for_rules and not self._focus_placed:  # the first game's Play
            self.nav.pos = self._nav_buttons().index(self.cards[0][2])
            self._focus_placed = True
        self.back.rect = pygame.Rect(self.px(24), h - self.px(70), self.px(140), self.px(48))

    def _tile_h(self, tw: int) -> int:
        """Picture (16:9, inset), title, the facts and the whole pitch as they wrap at this
        width (the tallest tile's lines set every tile's height), buttons."""
        pad = self.px(14)
        lines = max((len(self._facts(p, tw)) + len(self._pitch(p, tw)) for p in self.plugins),
                    default=3)
        learn = 0 if self.for_rules else self.px(42) + pad // 2  # the "Learn to play" row
        return ((tw - 2 * pad) * 9 // 16 + pad + self.px(36) + lines * self.px(22)
                + self.px(6) + self.px(42) + learn + 3 * pad)

    def _facts(self, p: GamePlugin, tw: int) -> list[str]:
        """Players and usual length: one line, or one line each where the tile is narrow."""
        meta = p.meta
        parts = [f"{meta.min_players}–{meta.max_players} players"]
        entry = self.ctx.catalog.get(meta.game_id)
        if entry is not None and entry.length:
            parts.append(entry.length)
        joined = " · ".join(parts)
        width = tw - self.px(28)
        if text(joined, self.px(16, 12), (0, 0, 0), bold=True).get_width() <= width:
            return [joined]
        return parts

    def _pitch(self, p: GamePlugin, tw: int) -> list[str]:
        return wrap(p.meta.pitch, tw - self.px(28), self.px(16, 12))

    def _thumb_rect(self, r: pygame.Rect) -> pygame.Rect:
        pad = self.px(14)
        return pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, (r.w - 2 * pad) * 9 // 16)

    def update(self, dt: float) -> None:
        """Draw the missing table pictures (the first visit on a machine) a slice at a time:
        at most ``SLICE`` seconds of work per frame, so the picker stays responsive; each
        picture fades in over the cloth when it is ready."""
        from ..render import thumbs

        self.age += dt
        start = time.perf_counter()
        while time.perf_counter() - start < SLICE:
            if self._job is None:
                self._job = self._next_job()
                if self._job is None:
                    return
            gid, size, steps = self._job
            out = next(steps, STOP)
            if out is None:
                continue
            self._job = None
            if out is STOP:
                self._no_thumb.add(gid)
            else:
                thumbs.store(self.ctx, gid, size, out)
                self._ready_at[gid] = self.age

    @property
    def drawing(self) -> bool:
        """Pictures are still being drawn or fading in."""
        return (self._job is not None or self._next_job() is not None
                or any(self.age - t < FADE for t in self._ready_at.values()))

    def _next_job(self):
        from ..render import thumbs

        for r, p, _, _ in self.cards:
            gid = p.meta.game_id
            size = self._thumb_rect(r).size
            if gid in self.ctx.catalog and gid not in self._no_thumb and thumbs.cached(self.ctx, gid, size) is None:
                return gid, size, thumbs.render_steps(self.ctx, gid)
        return None

    def _draw_note(self, surf: pygame.Surface, tr: pygame.Rect, words: str) -> None:
        """``words`` centred on a tile's picture frame, wrapped to fit inside it."""
        px = self.px(24, 13)
        lines = wrap(words, tr.w - self.px(16), px, bold=True)
        step = round(px * 1.25)
        y = tr.centery - step * (len(lines) - 1) // 2
        for line in lines:
            img = text(line, px, self.theme.text_dim, bold=True)
            surf.blit(img, img.get_rect(center=(tr.centerx, y)))
            y += step

    def handle(self, ev: pygame.event.Event) -> bool:
        for _, _, play, rules in self.cards:
            if play.handle(ev) or (not self.for_rules and rules.handle(ev)):
                return True
        if any(b.handle(ev) for b in self.learn.values()):
            return True
        return self.back.handle(ev) or self.nav.handle(ev)

    def next_frame_in(self) -> float:
        return frames_while(self.drawing)  # pictures drawn a slice a frame, then still

    def draw(self, surf: pygame.Surface) -> None:
        from ..render import thumbs

        th = self.theme
        w, h = surf.get_size()
        surf.blit(self.ctx.art.felt((w, h)), (0, 0))
        title = "Which rules?" if self.for_rules else "Choose a game"
        img = text(title, self.px(48, 20), th.text, display=True)
        surf.blit(img, img.get_rect(center=(w // 2, self.px(54))))
        small = self.px(16, 12)
        for r, *_ in self.cards:  # every shadow first: none falls on a neighbour's picture
            draw_shadow(surf, r, self.px(14), 130)
        for r, p, play, rules in self.cards:
            meta = p.meta
            learn = self.learn.get(meta.game_id)
            focused = self.nav.focused() in (play, rules, learn)
            draw_panel(surf, r, th.panel, 235, th.highlight if focused else th.panel_edge,
                       radius=self.px(14), width=2 if focused else 1)
            tr = self._thumb_rect(r)
            pic = thumbs.cached(self.ctx, meta.game_id, tr.size) if meta.game_id in self.ctx.catalog else None
            fade = min(1.0, (self.age - self._ready_at.get(meta.game_id, -FADE)) / FADE)
            if pic is None or fade < 1.0:  # no table yet, being drawn or fading in: the cloth
                surf.blit(self.ctx.art.felt(tr.size), tr)
            if pic is not None:
                pic.set_alpha(round(255 * fade) if fade < 1.0 else None)
                surf.blit(pic, tr)
                pic.set_alpha(None)
            else:  # a first visit draws the pictures over a few seconds: say so meanwhile
                self._draw_note(surf, tr, "Coming soon" if meta.game_id not in self.ctx.catalog
                                else "Setting out the table…")
            pygame.draw.rect(surf, th.panel_edge, tr.inflate(2, 2), 1, border_radius=self.px(4))
            y = tr.bottom + self.px(10)
            name = text(meta.title, self.px(32, 16), th.highlight, display=True)
            surf.blit(name, (r.x + self.px(14), y))
            y += self.px(38)
            for line in self._facts(p, r.w):
                surf.blit(text(line, small, th.text_dim, bold=True), (r.x + self.px(14), y))
                y += self.px(22)
            y += self.px(6)
            for line in self._pitch(p, r.w):
                surf.blit(text(line, small, th.text), (r.x + self.px(14), y))
                y += self.px(22)
            play.draw(surf, th, self.px(20, 13))
            if not self.for_rules:
                rules.draw(surf, th, self.px(20, 13))
            if learn is not None:
                learn.draw(surf, th, self.px(20, 13))
        self.back.draw(surf, th, self.px(20, 13))
        self.nav.draw(surf, th.highlight, self.unit())
