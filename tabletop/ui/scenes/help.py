"""Help overlays on the table: the keyboard shortcuts (?; F1 from there opens the rules)
and the first-run tour that points at the hand, the table and the Rules tab.

The first-run tour appears the first time a game is played with remembered settings
(``ctx.prefs``); dismissing it records the game in ``Settings.help_seen``. Without a settings
store (tests, screenshots) the tour is remembered for the session only, in ``ctx.settings``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..keymap import Shortcut, table_shortcuts
from ..render.fonts import text
from ..table.focus import dashed_rect
from ..widgets.button import Button
from ..widgets.callout import (
    arrowhead,
    box_cost,
    facing,
    leader,
    place_band,
    place_box,
    place_callout,
    reach,
)
from ..widgets.keynav import ButtonNav
from ..widgets.panel import dim, draw_panel
from ..widgets.scroll_text import wrap, wrap_even
from .base import REST, Scene, frames_while

Rect = tuple[float, float, float, float]

def table_shortcut_rows(chosen=None) -> tuple[tuple[str, str], ...]:
    """The table's list as (keys, what) rows, with the player's chosen keys."""
    return tuple((s.keys, s.what) for s in table_shortcuts(chosen))


#: the table's keys at their defaults (the list itself is declared in ``keymap.table_shortcuts``)
SHORTCUTS: tuple[tuple[str, str], ...] = table_shortcut_rows()


class ShortcutsScene(Scene):
    """A screen's list of keys over it (Esc, Enter or ? closes; F1 goes to the rules where the
    screen has them). Without ``shortcuts``: the table's list, with the player's keys."""

    opaque = False

    def __init__(self, open_rules: Callable[[], None] | None = None,
                 shortcuts: Sequence[Shortcut] | None = None) -> None:
        super().__init__()
        self.open_rules = open_rules
        self.given = None if shortcuts is None else [(s.keys, s.what) for s in shortcuts]
        self.items: Sequence[tuple[str, str]] = self.given or SHORTCUTS
        self.close_button = Button("Close", self.close, primary=True)
        self.rules_button = Button("Rules (F1)", self._rules)
        self.nav = ButtonNav(lambda: [self.close_button, self.rules_button] if open_rules
                             else [self.close_button])
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[pygame.Rect, str, str]] = []

    def enter(self, mgr) -> None:
        super().enter(mgr)
        if self.given is None:  # the table's list, as the player has the keys
            self.items = table_shortcut_rows(self.ctx.keys)

    def shortcuts(self) -> Sequence[Shortcut]:
        keys = [Shortcut("Esc, Enter or ?", "Close this list")]
        if self.open_rules:
            keys.append(Shortcut("F1", "The rules of this game"))
        return keys

    def close(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    def _rules(self) -> None:
        if self.open_rules is not None:
            self.close()
            self.open_rules()

    def resize(self, w: int, h: int) -> None:
        row_h = self.px(34, 18)
        bw = min(w - self.px(40), self.px(860))
        bh = min(h - self.px(30), self.px(90) + row_h * len(self.items) + self.px(90))
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        top = self.box.y + self.px(80)
        row_h = min(row_h, (self.box.bottom - self.px(80) - top) // len(self.items))
        self.rows = [(pygame.Rect(self.box.x + self.px(30), top + i * row_h, bw - self.px(60), row_h), k, d)
                     for i, (k, d) in enumerate(self.items)]
        bw2, bh2 = self.px(180), self.px(46)
        self.close_button.rect = pygame.Rect(0, 0, bw2, bh2)
        self.rules_button.rect = pygame.Rect(0, 0, bw2, bh2)
        y = self.box.bottom - self.px(16) - bh2
        if self.open_rules:
            self.close_button.rect.topright = (self.box.centerx - self.px(8), y)
            self.rules_button.rect.topleft = (self.box.centerx + self.px(8), y)
        else:
            self.close_button.rect.midtop = (self.box.centerx, y)

    def text_px(self) -> int:
        """The largest text size (18 logical, at least 12 px) at which every row fits."""
        from ..render.fonts import font

        px = max(12, min(self.px(18, 12), self.rows[0][0].h - 4 if self.rows else 12))
        while px > 12 and any(font(px).size(what)[0] > r.w - round(r.w * 0.3)
                              or font(px, True).size(keys)[0] > round(r.w * 0.3) - self.px(8)
                              for r, keys, what in self.rows):
            px -= 1
        return px

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.close_button.handle(ev) or (self.open_rules and self.rules_button.handle(ev)):
            return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_F1 and self.open_rules:
                self._rules()
                return True
            if ev.key == pygame.K_ESCAPE or getattr(ev, "unicode", "") == "?":
                self.close()
                return True
        self.nav.handle(ev)
        return True

    def next_frame_in(self) -> float:
        return REST

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        dim(surf, 150)
        draw_panel(surf, self.box, th.panel, 245, th.panel_edge, radius=self.px(14), width=2)
        title = text("Keyboard shortcuts", self.px(30, 16), th.text, bold=True)
        surf.blit(title, title.get_rect(center=(self.box.centerx, self.box.y + self.px(40))))
        px = self.text_px()
        for r, keys, what in self.rows:
            k = text(keys, px, th.highlight, bold=True)
            surf.blit(k, k.get_rect(midleft=(r.x, r.centery)))
            d = text(what, px, th.text)
            surf.blit(d, d.get_rect(midleft=(r.x + round(r.w * 0.3), r.centery)))
        self.close_button.draw(surf, th, self.px(20, 13))
        if self.open_rules:
            self.rules_button.draw(surf, th, self.px(20, 13))
        self.nav.draw(surf, th.highlight, self.unit())


# --- the first-run tour -------------------------------------------------------------------------
def help_seen(ctx, game_id: str) -> bool:
    prefs = getattr(ctx, "prefs", None)
    if prefs is not None and game_id in getattr(prefs.settings, "help_seen", ()):
        return True
    return game_id in ctx.settings.get("help_seen", ())


def mark_help_seen(ctx, game_id: str) -> str | None:
    """Remember that ``game_id``'s tour was shown; a notice if the settings could not be saved."""
    ctx.settings["help_seen"] = (*ctx.settings.get("help_seen", ()), game_id)
    prefs = getattr(ctx, "prefs", None)
    if prefs is None or game_id in prefs.settings.help_seen:
        return None
    return prefs.update(ctx, help_seen=(*prefs.settings.help_seen, game_id))


#: the welcome box's title sizes (logical px), largest first: a narrow box takes a smaller one
TITLE_PX = (26, 24, 22, 20)


class FirstRunScene(Scene):
    """A dismissible overlay: callouts with arrows and dashed outlines on the hand, the table
    zones and the Rules tab. Any key or click (after a moment) dismisses it."""

    opaque = False

    def __init__(self, game_id: str, title: str, marks: Sequence[tuple[str, Rect]],
                 hint: str, open_rules: Callable[[], None] | None = None,
                 keep_clear: Sequence[Rect] = (), better_clear: Sequence[Rect] = (),
                 words: Sequence[Rect] = ()) -> None:
        super().__init__()
        self.game_id = game_id
        self.open_rules = open_rules  # F1: the game's rules, the overlay gone
        self.title = title
        self.marks = [(label, r) for label, r in marks if r[2] > 0 and r[3] > 0]
        self.keep_clear = list(keep_clear)  # the tabs, buttons and message on show: no label on them
        self.better_clear = list(better_clear)  # the table's cards and names: none if it can
        self.words = list(words)  # the table's names and labels: the welcome box hides least
        self.hint = hint
        self.ok = Button("Got it", self.dismiss, primary=True)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.callouts: list[pygame.Rect] = []
        self.sides: list[str] = []  # which side of its mark each callout is on
        self.age = 0.0
        self.band = False  # the box as a low band: its words beside its button (``_place_box``)
        self._bands: list[Rect] = []  # the band's free spots, best first

    def covers(self) -> list[pygame.Rect]:
        return [self.box, *self.callouts, *(self.outline(r) for _, r in self.marks)]

    def dismiss(self) -> None:
        if self.mgr is None:
            return
        notice = mark_help_seen(self.ctx, self.game_id)
        mgr = self.mgr
        mgr.pop(self)
        if notice and hasattr(mgr.top, "toasts"):
            mgr.top.toasts.show(notice, warn=True)

    def update(self, dt: float) -> None:
        self.age += dt

    def resize(self, w: int, h: int) -> None:
        bw = min(w - self.px(40), self.px(620))
        self.box = pygame.Rect(0, 0, bw, self._box_height(bw))
        self.box.center = (w // 2, round(h * 0.42))
        self.ok.rect = pygame.Rect(0, 0, self.px(160), self.px(44))
        self.ok.rect.midbottom = (self.box.centerx, self.box.bottom - self.px(12))
        self._place_box(w, h)
        self._place_callouts(w, h)
        if self.band:  # of the band's free spots, the one whose labels cover least of the
            # table (in the middle of the felt it pushed a label onto the viewer's plate)
            best: tuple[float, pygame.Rect] | None = None
            for spot in self._bands[:48]:
                self._set_band(spot)
                self._place_callouts(w, h)
                cost = sum(box_cost(tuple(c), (), self.better_clear) for c in self.callouts)
                if best is None or cost < best[0]:
                    best = (cost, pygame.Rect(spot))
                if not cost:
                    break
            assert best is not None
            self._set_band(tuple(best[1]))
            self._place_callouts(w, h)

    def _place_callouts(self, w: int, h: int) -> None:
        """Each marked place's label, clear of the box, the other places and the buttons."""
        self.callouts, self.sides = [], []
        px = self.px(17, 12)
        outlines = [tuple(self.outline(r)) for _, r in self.marks]
        owner: dict[str, int] = {}  # a label shared by several marks: one callout, lines to each
        for i, (label, _) in enumerate(self.marks):
            if label in owner:
                shared = self.callouts[owner[label]]
                side = facing(tuple(shared), outlines[i])
                if side is None or not self.box.clipline(*reach(tuple(shared), outlines[i], side)):
                    self.callouts.append(shared)
                    self.sides.append(side or "")
                    continue  # (a line through the welcome box: this place gets a label of its own)
            else:
                owner[label] = i
            size = (text(label, px, (0, 0, 0), bold=True).get_width() + self.px(20), px + self.px(14))
            clear = ([tuple(self.box.inflate(self.px(8), self.px(8)))] + outlines[:i] + outlines[i + 1:]
                     + [tuple(c) for c in self.callouts]
                     + [tuple(pygame.Rect(r).inflate(self.px(4), self.px(4))) for r in self.keep_clear])
            spot, side = place_callout(size, outlines[i], clear, (w, h), self.px(28), self.better_clear,
                                       self.words)
            self.callouts.append(pygame.Rect(spot))
            self.sides.append(side)

    def outline(self, r: Rect) -> pygame.Rect:
        """The dashed outline drawn around a marked place (a little larger than the place)."""
        x, y, rw, rh = r
        return pygame.Rect(round(x), round(y), round(rw), round(rh)).inflate(self.px(10), self.px(10))

    def _title_px(self, box_w: int) -> int:
        """The title's size: ``TITLE_PX[0]``, smaller in a narrow box (never cut)."""
        sizes = [self.px(s, 15) for s in TITLE_PX]
        return next((px for px in sizes
                     if text(self.title, px, (0, 0, 0), bold=True).get_width() + self.px(24) <= box_w),
                    sizes[-1])

    def _hint_lines(self, box_w: int) -> list[str]:
        return wrap(self.hint, box_w - self.px(30), self.px(16, 12))

    def _box_height(self, box_w: int) -> int:
        """Room for the title, every line of the words (22 px each) and the button: a box
        sized for two lines cut the third off ("… Enter to")."""
        return self.px(150) + self.px(22) * max(0, len(self._hint_lines(box_w)) - 2)

    def _place_box(self, w: int, h: int) -> None:
        """The welcome box goes where it hides none of the marked places, tabs or buttons
        and least of the table's words (``place_box``)."""
        # narrower boxes (their words wrapped into more lines) fit the felt between the places
        # (Seanchaí at 1240×620: a box 460 wide lay on a rival's cards and another's plate),
        # never narrower than the title
        least = text(self.title, self.px(TITLE_PX[-1], 15), (0, 0, 0), bold=True).get_width() + self.px(24)
        widths = [min(self.box.w, self.px(460))]
        widths += [nw for nw in (self.px(380), self.px(320)) if least <= nw < widths[0]]
        narrower = [(nw, self._box_height(nw)) for nw in widths]
        line = self.px(30)  # a place's name is a line tall: it hides less than a card or a plate
        better = [r for r in self.words if r[3] >= line]
        slight = [r for r in self.words if r[3] < line]
        best: tuple[float, Rect] | None = None
        # the marked places with room around them for their labels; where the box can only
        # hide a plate or cards so (Seanchaí, four players in teams, 1280x800: it lay on two
        # rivals' plates), with less room, the labels finding another side, and no plate or
        # card if it can (a sliver of a plate cost less than a place's name)
        for side, end, must in ((30, 40, False), (12, 12, True)):
            marks = [(round(x) - self.px(side), round(y) - self.px(end), round(rw) + self.px(2 * side),
                      round(rh) + self.px(2 * end)) for _, (x, y, rw, rh) in self.marks]
            keep = marks + list(self.keep_clear)
            spot = place_box(self.box.size, (w, h), keep + (better if must else []),
                             [] if must else better, narrower=narrower, slight=slight)
            hidden = box_cost(spot, keep, better)
            if best is None or hidden < best[0]:
                best = (hidden, spot)
            if not hidden:
                break
        assert best is not None
        self.box = pygame.Rect(best[1])
        self.ok.rect.midbottom = (self.box.centerx, self.box.bottom - self.px(12))
        self.band = False
        if best[0]:  # no box of the usual shape hides nothing: a low band between the rows,
            # close to the marked places (their labels find another side)
            marks = [tuple(self.outline(r).inflate(self.px(6), self.px(6))) for _, r in self.marks]
            self._place_band(w, h, marks + list(self.keep_clear), better, slight)

    def _place_band(self, w: int, h: int, keep: list[Rect], better: list[Rect], slight: list[Rect]) -> None:
        """The box as a band, the title leading its words, the button beside them, where one
        hides no marked place, plate or card (``place_band``): Seanchaí with four players
        has no felt for the usual box at any size."""
        widths = [round(w * 0.74), round(w * 0.86), w - self.px(24)]  # the narrowest that fits
        sizes = [(bw, self._band_height(bw)) for bw in widths]
        self._bands = place_band(sizes, (w, h), keep, better, slight, self.px(6))
        if self._bands:
            self._set_band(self._bands[0])

    def _set_band(self, spot: Rect) -> None:
        self.band = True
        self.box = pygame.Rect(spot)
        pad = self.px(8)
        self.ok.rect = pygame.Rect(0, 0, self.px(110), min(self.px(40), self.box.h - 2 * pad))
        self.ok.rect.midright = (self.box.right - self.px(12), self.box.centery)

    def _band_lines(self, box_w: int) -> list[str]:
        """The band's words: the title, then the hint, in even lines beside the button."""
        room = box_w - self.px(110) - self.px(12) * 3
        return wrap_even(f"{self.title}: {self.hint}", room, self.px(16, 12), bold=True)

    def _band_height(self, box_w: int) -> int:
        line = text("Tg", self.px(16, 12), (0, 0, 0), bold=True).get_height()
        return max(self.px(40), line * len(self._band_lines(box_w))) + self.px(8) * 2

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1 and self.open_rules is not None:
            self.dismiss()  # F1 is the rules key everywhere, here too: a new player's first wish
            self.open_rules()
            return True
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP) and self.age >= 0.2:
            self.dismiss()
        return True

    def next_frame_in(self) -> float:
        return frames_while(self.age < 0.2)  # the clock that arms its input, then still

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        dim(surf, 120)
        px = self.px(17, 12)
        screen = surf.get_rect()
        owners: set[int] = set()
        for (_, r), c, side in zip(self.marks, self.callouts, self.sides, strict=True):
            target = self.outline(r)
            outline = target.clip(screen.inflate(-self.px(3), -self.px(3)))  # all four edges seen
            dashed_rect(surf, outline, (0, 0, 0), self.px(5), self.px(10))
            dashed_rect(surf, outline, th.highlight, self.px(3), self.px(10))
            owns = id(c) not in owners
            owners.add(id(c))
            if side:  # (a shared label lying on a further place of its own draws no line)
                start, end = (leader if owns else reach)(tuple(c), tuple(target), side)
                pygame.draw.line(surf, th.highlight, start, end, self.px(3))
                tip = arrowhead(end, side, self.px(10))
                pygame.draw.polygon(surf, th.highlight, tip)
                pygame.draw.polygon(surf, (0, 0, 0), tip, max(1, self.px(10) // 6))
        for (label, _), c in zip(self.marks, self.callouts, strict=True):  # over every line
            if id(c) in owners:
                owners.discard(id(c))
                draw_panel(surf, c, th.panel, 245, th.highlight, radius=c.h // 2, width=2)
                img = text(label, px, th.text, bold=True)
                surf.blit(img, img.get_rect(center=c.center))
        draw_panel(surf, self.box, th.panel, 245, th.panel_edge, radius=self.px(14), width=2)
        if self.band:
            self._draw_band(surf)
            return
        t = text(self.title, self._title_px(self.box.w), th.text, bold=True)
        surf.blit(t, t.get_rect(center=(self.box.centerx, self.box.y + self.px(28))))
        for i, line in enumerate(self._hint_lines(self.box.w)):
            hint = text(line, self.px(16, 12), th.text_dim)
            surf.blit(hint, hint.get_rect(center=(self.box.centerx, self.box.y + self.px(58 + 22 * i))))
        self.ok.draw(surf, th, self.px(20, 13))

    def _draw_band(self, surf: pygame.Surface) -> None:
        """The band's words left of its button: the title bold, leading the first line."""
        th, px = self.theme, self.px(16, 12)
        lines = self._band_lines(self.box.w)
        line_h = text("Tg", px, (0, 0, 0), bold=True).get_height()
        x, y = self.box.x + self.px(12), self.box.centery - line_h * len(lines) // 2
        for i, line in enumerate(lines):
            rest = line
            if i == 0 and line.startswith(f"{self.title}:"):
                head = text(f"{self.title}:", px, th.highlight, bold=True)
                surf.blit(head, (x, y))
                rest = line[len(self.title) + 1:]
                surf.blit(text(rest, px, th.text), (x + head.get_width(), y))
            else:
                surf.blit(text(rest, px, th.text), (x, y + i * line_h))
        self.ok.draw(surf, th, self.px(17, 13))
