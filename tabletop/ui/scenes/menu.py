"""The main menu: Continue (the last unfinished game, one click; only when there is one),
New game, Load, Rules, Settings, Statistics, Quit. Continue, Load and Statistics need the save
folder (``ctx.prefs``); without it (tests, screenshots) they are left out. Each button shows
its letter key (C, N, L, R, S, T, Q) in a key cap; ``?`` lists them (``Scene.shortcuts``).

The menu is the app's first frame, so it imports no game: the card fan is Hyrule's deck built
from ``core.decks``, and at start-up (``ctx.started`` False) Continue comes from a quick look
at the autosaves (``persistence.peek``: plain JSON, no replay). The full check
(``saved.find_continue``: parse, replay, hash) runs a few frames later from ``ctx.later``, or
at once if Continue is pressed first; if it disagrees, the menu shows what it found instead.
Once the app runs, entering the menu makes the full check straight away.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from ...core.decks import NICKNAMED_SUITS, standard_deck
from ...core.names import count_of
from ..keynames import key_label
from ..render.art import ART_VERSION
from ..render.fonts import text
from ..render.logo import cached_logo
from ..widgets.button import Button, stack
from ..widgets.keynav import ButtonNav
from ..widgets.panel import draw_shadow
from ..widgets.toast import Toasts
from .base import Scene, frames_while

#: Hyrule's deck (``games.hyrule.rules.DECK``, a test checks they are equal): the fan's cards
#: come from the same art cache files without importing the game
FAN_DECK = standard_deck(jokers=2, deck_id="hyrule54", suit_names=NICKNAMED_SUITS, joker_name="Tingle")


def continue_text(title: str, ply: int, hot_seat: bool) -> str:
    """What Continue resumes, e.g. "Hyrule, 12 moves in, hot seat"."""
    moves = count_of(ply, "move")
    return f"{title}, {moves} in" + (", hot seat" if hot_seat else "")


class MainMenuScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self._base = {
            "New game": Button("New game", self._new, primary=True, key=pygame.K_n),
            "Rules": Button("Rules", self._rules, key=pygame.K_r),
            "Quit": Button("Quit", self._quit, key=pygame.K_q),
        }
        self.buttons = list(self._base.values())
        self.nav = ButtonNav(lambda: self.buttons)
        self.toasts = Toasts()
        self.continue_button: Button | None = None
        self.continue_text = ""
        self._shown: Path | None = None  # the autosave the Continue button stands for
        self._loaded: Any = None  # its checked ``LoadedSave`` (after the full check)
        self._checking = False  # Continue shows the quick look; the full check is to come
        self._built = False

    def enter(self, mgr) -> None:
        super().enter(mgr)
        prefs = self.ctx.prefs
        if prefs is not None and prefs.paths is not None and not self.ctx.started:
            from ...persistence.peek import load_skip, peek_continue

            peek = peek_continue(prefs.paths.autosaves, load_skip(prefs.paths.cache))
            quick = peek and self.ctx.catalog.title(peek.game)  # known before any game loads
            if peek is None or quick:
                self._checking = True
                self._show(peek and peek.path,
                           peek and quick and continue_text(quick, peek.ply, peek.hot_seat))
                self.ctx.later.append(self._check_later)
                return
        self.check_continue()

    def _check_later(self) -> None:
        if self._checking:
            self.check_continue()

    def check_continue(self) -> None:
        """The full check: which autosave Continue resumes (``saved.find_continue``)."""
        self._checking = False
        prefs = self.ctx.prefs
        loaded = text_ = None
        if prefs is not None and prefs.paths is not None:
            from ...persistence.peek import update_skip
            from .saved import find_continue

            turned_down: list[Path] = []
            loaded = find_continue(prefs, turned_down)
            update_skip(prefs.paths.cache, turned_down)
            if loaded is not None:
                rec = loaded.record
                entry = self.ctx.catalog.get(rec.game)
                text_ = continue_text(entry.title if entry else rec.game, rec.ply, rec.hot_seat)
        self._loaded = loaded
        path = loaded.path if loaded is not None else None
        if not self._built or (path, text_ or "") != (self._shown, self.continue_text):
            self._show(path, text_)
            if self.mgr is not None:
                self.resize(*self.mgr.size)

    def _show(self, path: Path | None, hint: str | None) -> None:
        """The buttons in menu order: Continue (for ``path``), New game, Load, Rules,
        Settings, Statistics, About, Quit."""
        prefs = self.ctx.prefs
        mgr = self.mgr
        assert mgr is not None

        def push(name: str):
            return lambda: mgr.push(mgr.make(name))

        self._built = True
        self._shown, self.continue_text = path, hint or ""
        self.continue_button = None
        out: list[Button] = []
        if path is not None:
            self.continue_button = Button("Continue", self._continue, primary=True, key=pygame.K_c)
            out.append(self.continue_button)
        self._base["New game"].primary = path is None
        out.append(self._base["New game"])
        if prefs is not None:
            out.append(Button("Load", push("load"), key=pygame.K_l))
        out.append(self._base["Rules"])
        out.append(Button("Settings", push("settings"), key=pygame.K_s))
        if prefs is not None:
            out.append(Button("Statistics", push("stats"), key=pygame.K_t))
        out.append(Button("About", push("about"), key=pygame.K_a))
        out.append(self._base["Quit"])
        for b in out:  # each button shows its letter key in a key cap (issue 28)
            b.hint = key_label(b.key) if b.key is not None else ""
        self.buttons = out

    def _continue(self) -> None:
        shown = self._shown
        if self._checking:  # pressed before the full check: make it now
            self.check_continue()
        if self._loaded is not None and self._loaded.path == shown:
            from .saved import open_loaded

            assert self.mgr is not None
            open_loaded(self.mgr, self._loaded, "auto")
        # otherwise the check found something else: the menu now shows it

    def notify(self, message: str) -> None:
        """A one-line notice on the menu (settings fell back to defaults, a save failed)."""
        self.toasts.show(message, 6.0, warn=True)

    def update(self, dt: float) -> None:
        self.toasts.update(dt)

    def _new(self) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("picker"))

    def _rules(self) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("picker", for_rules=True))

    def _quit(self) -> None:
        self.ctx.quit_requested = True

    def resize(self, w: int, h: int) -> None:
        n = len(self.buttons)
        bh = self.px(58 if n <= 4 else 48)
        gap = self.px(16 if n <= 4 else 10)
        top = round(h * 0.45) if n <= 4 else round(h * 0.34)
        stack(self.buttons, w // 2, top, self.px(320), bh, gap)

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.nav.handle(ev)  # a click hides the keyboard ring, then goes to the buttons
        return any(b.handle(ev) for b in self.buttons) or self.nav.handle(ev)

    def next_frame_in(self) -> float:
        return frames_while(bool(self.toasts.items))  # still but for a fading notice

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        art = self.ctx.art
        surf.blit(art.felt((w, h)), (0, 0))
        self._fan(surf, w, h)
        top = self.buttons[0].rect.y if self.buttons and self.buttons[0].rect.h else round(h * 0.34)
        sub_y = top - self.px(36)
        room = sub_y - self.px(22) - self.px(8)  # the logo (about 2.25× its letter size tall) fits above
        mark = cached_logo(max(16, min(self.px(92, 30), round(room / 2.25))), th,
                           art.cache_dir / f"v{ART_VERSION}" / th.key / "logo")
        surf.blit(mark, mark.get_rect(midbottom=(w // 2, sub_y - self.px(22))))
        sub = text("Card games for one screen: against the computer or with friends",
                   self.px(22, 13), th.text_dim)
        surf.blit(sub, sub.get_rect(center=(w // 2, sub_y)))
        self.nav.show_primary(self.continue_button or self._base["New game"])
        for b in self.buttons:
            b.draw(surf, th, self.px(24, 14))
        self.nav.draw(surf, th.highlight, self.unit())
        self._draw_continue_hint(surf)
        self.toasts.draw(surf, th, w // 2, h - self.px(40), self.px(17, 13))

    def _draw_continue_hint(self, surf: pygame.Surface) -> None:
        """What Continue resumes, in small print beside the button."""
        b = self.continue_button
        if b is None or not self.continue_text:
            return
        img = text(self.continue_text, self.px(16, 12), self.theme.text_dim)
        r = img.get_rect(midleft=(b.rect.right + self.px(14), b.rect.centery))
        if r.right > surf.get_width() - 4:
            r.midtop = (b.rect.centerx, b.rect.bottom + 2)
        surf.blit(img, r)

    def _fan(self, surf: pygame.Surface, w: int, h: int) -> None:
        """A few cards fanned in the corner, so the menu looks like a card table."""
        art = self.ctx.art
        size = art.size_for_height(self.px(150, 60))
        for i, code in enumerate(("AS", "KH", "QD", "JK")):
            card = FAN_DECK.ids_for(code)[0]
            img = art.face(FAN_DECK, card, size, raw=True)  # no PNG to decode at start-up
            pos = (self.px(40) + i * size[0] * 0.45, h - size[1] - self.px(30) - (i % 2) * self.px(8))
            draw_shadow(surf, img.get_rect(topleft=pos), max(2, size[0] // 14), 120)
            surf.blit(img, pos)
