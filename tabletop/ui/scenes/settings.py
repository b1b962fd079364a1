"""The settings screen: every remembered setting, changed with the mouse or the keyboard.

Rows are choices (◀ value ▶), toggles, sliders, the keys page and the default player names.
Each change is applied at once (speed, delay, sound, colours, window) and saved
(``Prefs.update``); names are saved when the screen closes. Keyboard: Up/Down (or Tab) choose a
row, Left/Right change it, Enter or Space toggles, starts typing a name or opens the keys page,
Esc goes back. Where one column of rows would be cramped (984×500) they stand in two columns.

The keys page (``KeysScene``, issue 28 item 5): the table's commands (``keymap.TABLE_ACTIONS``)
with their keys; Enter (or a click) and then a key gives a command that key, a key that is taken
or fixed is refused with a sentence naming why, "Reset to defaults" gives every command its key
back. The choices are saved with the other settings (``Settings.keys``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ...persistence.settings import (
    BACK_NAMES,
    CARD_SIZES,
    COLOUR_MODES,
    FELT_NAMES,
    MESSAGE_TIMES,
    NAME_LIMIT,
    TEXT_SCALES,
    TRICK_HOLDS,
)
from ..catalog import Catalog
from ..keymap import (
    ACTION_LABELS,
    EVERYWHERE,
    TABLE_ACTIONS,
    KeyCommand,
    Shortcut,
    bindings,
    dispatch,
    key_label,
    overrides,
    refusal,
)
from ..prefs import MODE_LABELS, SPEED_ORDER, Prefs, speed_factor, speed_name
from ..render.fonts import text
from ..render.theme import BACK_LABELS, FELT_LABELS
from ..widgets.button import Button
from ..widgets.field import TextField
from ..widgets.panel import draw_panel
from .base import REST, Scene

if TYPE_CHECKING:
    from collections.abc import Sequence

NAME_ROWS = 5
CARD_LABELS = dict(zip(CARD_SIZES, ("Small", "Normal", "Large"), strict=False))
HOLD_LABELS = dict(zip(TRICK_HOLDS, ("Quick", "Brief", "Normal", "Long"), strict=True))
MESSAGE_LABELS = dict(zip(MESSAGE_TIMES, ("Normal", "Longer", "Long", "Very long"), strict=True))


def no_room_for(catalog: Catalog, factor: float, size: tuple[int, int],
                size_for=None) -> dict[str, list[int]]:
    """Game title -> the player counts whose table has no room for cards of size ``factor`` in
    a window of ``size``: those tables keep Normal cards (``TableScene._relayout`` asks the
    same ``layout_fits``), checked on each table as dealt."""
    if factor <= 1.0:
        return {}
    from ...core.match import Match
    from ...core.rules import MatchConfig
    from ..table.comfort import layout_fits
    from ..table.layout import metrics_for

    w, h = size
    metrics = metrics_for(w, h, size_for, card_frac=0.2 * factor)
    out: dict[str, list[int]] = {}
    for entry in catalog.listed():
        plugin, meta, game = entry.plugin, entry.plugin.meta, entry.table()
        for n in range(meta.min_players, meta.max_players + 1):
            view = plugin.rules.view(Match(plugin.rules, MatchConfig(meta.game_id, n, 1, {})).state, 0)
            if not layout_fits(game.layout(metrics, view, 0, n), w, h):
                out.setdefault(meta.title, []).append(n)
    return out


def no_room_text(no_room: dict[str, list[int]], player_counts: dict[str, range]) -> str:
    """Short words for ``no_room_for``: "here" (no table has room), or where: "Hyrule 4+"."""
    if all(no_room.get(t) == list(r) for t, r in player_counts.items()):
        return "here"
    parts = []
    for title, counts in no_room.items():
        every = list(player_counts[title])
        if counts == every:
            parts.append(title)
        elif counts == every[every.index(counts[0]):]:
            parts.append(f"{title} {counts[0]}+")
        else:
            parts.append(f"{title} {','.join(map(str, counts))}")
    return "in " + ", ".join(parts)


@dataclass
class Row:
    label: str
    kind: str  # "choice" | "toggle" | "slider" | "name" | "page" (Enter or a click opens it)
    shown: Callable[[], str]
    step: Callable[[int], None]  # -1 / +1 (toggle: either flips)
    fraction: Callable[[], float] | None = None  # slider position 0..1
    set_fraction: Callable[[float], None] | None = None
    box: TextField | None = None  # the name row's text box
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    control: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class SettingsScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.prefs: Prefs | None = None
        self.rows: list[Row] = []
        self.focus = 0
        self.notice = ""
        self.dragging: Row | None = None
        self.back = Button("Back", self._back, primary=True)
        self._room_key: tuple | None = None  # (card size, window size) ``_no_room`` is for
        self._no_room: dict[str, list[int]] = {}

    # --- the model ----------------------------------------------------------------------------
    @property
    def s(self):
        assert self.prefs is not None
        return self.prefs.settings

    def change(self, **changes: Any) -> None:
        assert self.prefs is not None
        self.notice = self.prefs.update(self.ctx, **changes) or ""

    def enter(self, mgr) -> None:
        super().enter(mgr)
        self.prefs = self.ctx.prefs or Prefs(None)  # no save folder: this visit only
        self.rows = self._rows()

    def _rows(self) -> list[Row]:
        def cycle(values: tuple, current: Any, d: int) -> Any:
            i = values.index(current) if current in values else 0
            return values[(i + d) % len(values)]

        def sizes() -> tuple:
            """The sizes that fit this desktop (a larger one would be cut off), the largest
            that does, and the current one."""
            from ..window import WINDOW_SIZES, desktop_size, fit_window, usable

            desk = desktop_size()
            fitting = {s for s in WINDOW_SIZES if fit_window(s, desk) == s}
            if desk is not None:
                fitting.add(usable(desk))
            return tuple(sorted({*fitting, tuple(self.s.window_size)}))

        rows = [
            Row("Window size", "choice", lambda: "{} × {}".format(*self.s.window_size),
                lambda d: self.change(window_size=cycle(sizes(), tuple(self.s.window_size), d))),
            Row("Fullscreen", "toggle", lambda: "On" if self.s.fullscreen else "Off",
                lambda d: self.change(fullscreen=not self.s.fullscreen)),
            Row("Animation speed", "choice",
                lambda: speed_name(self.s.animation_speed).capitalize(),
                lambda d: self.change(animation_speed=speed_factor(
                    cycle(SPEED_ORDER, speed_name(self.s.animation_speed), d)))),
            Row("Computer's pause", "slider", lambda: f"{self.s.ai_delay_ms / 1000:.1f} s",
                lambda d: self.change(ai_delay_ms=max(0, min(3000, self.s.ai_delay_ms + 100 * d))),
                lambda: min(1.0, self.s.ai_delay_ms / 3000),
                lambda f: self.change(ai_delay_ms=round(f * 30) * 100)),
            Row("Sound", "toggle", lambda: "On" if self.s.sound_on else "Off",
                lambda d: self.change(sound_on=not self.s.sound_on)),
            Row("Volume", "slider", lambda: f"{round(self.s.volume * 100)} %",
                lambda d: self.change(volume=max(0.0, min(1.0, round(self.s.volume * 20 + d) / 20))),
                lambda: self.s.volume,
                lambda f: self.change(volume=round(f * 20) / 20)),
            Row("Speak the table", "toggle", lambda: "On" if self.s.speech else "Off",
                lambda d: self.change(speech=not self.s.speech)),
            Row("Text size", "choice", lambda: f"{round(self.s.text_scale * 100)} %",
                lambda d: self.change(text_scale=cycle(TEXT_SCALES, self.s.text_scale, d))),
            Row("Colours", "choice", lambda: MODE_LABELS.get(self.s.colour_mode, self.s.colour_mode),
                lambda d: self.change(colour_mode=cycle(COLOUR_MODES, self.s.colour_mode, d))),
        ]
        if hasattr(self.s, "card_size"):  # the table's card height factor
            rows.append(Row("Card size", "choice", self._card_size_shown,
                            lambda d: self.change(card_size=cycle(CARD_SIZES, self.s.card_size, d))))
        rows += [  # the look: cloth, card backs, how long a finished trick stays
            Row("Table cloth", "choice", lambda: FELT_LABELS.get(self.s.felt, self.s.felt),
                lambda d: self.change(felt=cycle(FELT_NAMES, self.s.felt, d))),
            Row("Card back", "choice", lambda: BACK_LABELS.get(self.s.card_back, self.s.card_back),
                lambda d: self.change(card_back=cycle(BACK_NAMES, self.s.card_back, d))),
            Row("Finished trick stays", "choice",
                lambda: HOLD_LABELS.get(self.s.trick_hold, f"{self.s.trick_hold:g}×"),
                lambda d: self.change(trick_hold=cycle(TRICK_HOLDS, self.s.trick_hold, d))),
            Row("Messages stay", "choice",
                lambda: MESSAGE_LABELS.get(self.s.message_time, f"{self.s.message_time:g}×"),
                lambda d: self.change(message_time=cycle(MESSAGE_TIMES, self.s.message_time, d))),
            Row("Table keys", "page",
                lambda: " ".join(key_label(k) for k in bindings(self.s.keys).values()) + "  · Change…",
                lambda d: self._open_keys()),
        ]
        for i in range(NAME_ROWS):
            f = TextField(self.s.name_for(i), max_len=NAME_LIMIT, placeholder=f"Player {i + 1}")
            rows.append(Row(f"Player {i + 1} name", "name", lambda f=f: f.value,
                            lambda d, f=f: setattr(f, "focus", True), box=f))
        return rows

    def _card_size_shown(self) -> str:
        """The card size, and where a larger one has no room (there the table keeps Normal)."""
        label = CARD_LABELS.get(self.s.card_size, f"{self.s.card_size:g}×")
        assert self.mgr is not None
        key = (self.s.card_size, tuple(self.mgr.size))
        if self._room_key != key:
            art = self.ctx.art
            self._room_key = key
            self._no_room = no_room_for(self.ctx.catalog, self.s.card_size, self.mgr.size,
                                        art.size_for_height if art is not None else None)
        if self._no_room:  # short: the value must fit between the arrows
            counts = {g.title: range(g.plugin.meta.min_players, g.plugin.meta.max_players + 1)
                      for g in self.ctx.catalog.listed()}
            label += f" · no room {no_room_text(self._no_room, counts)}: Normal"
        return label

    def _open_keys(self) -> None:
        assert self.mgr is not None and self.prefs is not None
        self.mgr.push(KeysScene(self.prefs))

    def names(self) -> tuple[str, ...]:
        out = []
        for i, r in enumerate(r for r in self.rows if r.box is not None):
            out.append(" ".join(r.box.value.split()) or f"Player {i + 1}")  # type: ignore[union-attr]
        return tuple(out)

    def _save_names(self) -> None:
        if self.prefs is not None and self.names() != tuple(self.s.player_names[:NAME_ROWS]):
            self.change(player_names=self.names() + tuple(self.s.player_names[NAME_ROWS:]))

    def _back(self) -> None:
        self._save_names()
        if self.mgr is not None:
            self.mgr.pop(self)

    def exit(self) -> None:
        self._save_names()

    # --- layout -------------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        px = self.px
        n = max(1, len(self.rows))
        room = h - px(190)
        row_h = min(px(44), room // n)
        columns = 2 if row_h < px(40) and w - px(60) >= px(900) else 1
        if columns == 2:  # cramped in one column: two columns, in reading order down each
            row_h = min(px(44), room // -(-n // 2))
        gap = px(16)
        width = min((w - px(60) - gap * (columns - 1)) // columns, px(760 if columns == 1 else 600))
        x0 = (w - width * columns - gap * (columns - 1)) // 2
        per = -(-n // columns)
        for i, r in enumerate(self.rows):
            col, k = divmod(i, per)
            x, y = x0 + col * (width + gap), px(96) + k * row_h
            r.rect = pygame.Rect(x, y, width, row_h - px(4, 1))
            r.control = pygame.Rect(x + width * 0.42, y + px(3), width * 0.56, r.rect.h - px(6))
            if r.box is not None:
                r.box.rect = r.control.copy()
        self.back.rect = pygame.Rect(0, 0, px(200), px(50))
        self.back.rect.midbottom = (w // 2, h - px(18))

    def _arrows(self, r: Row) -> tuple[pygame.Rect, pygame.Rect]:
        c = r.control
        a = c.h
        return pygame.Rect(c.x, c.y, a, c.h), pygame.Rect(c.right - a, c.y, a, c.h)

    def _bar(self, r: Row) -> pygame.Rect:
        c = r.control
        return pygame.Rect(c.x + self.px(8), c.centery - self.px(4), c.w * 0.62, self.px(8))

    # --- input --------------------------------------------------------------------------------
    def typing(self) -> TextField | None:
        for r in self.rows:
            if r.box is not None and r.box.focus:
                return r.box
        return None

    def handle(self, ev: pygame.event.Event) -> bool:
        typed = self.typing()
        if typed is not None and ev.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            typed.handle(ev)
            if not typed.focus:
                self._save_names()
            return True
        if self.back.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN:
            return self._key(ev)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            return self._press(ev.pos)
        if ev.type == pygame.MOUSEMOTION and self.dragging is not None:
            self._slide(self.dragging, ev.pos[0])
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.dragging = None
            return True
        return True  # an opaque screen: nothing below takes input

    #: the screen's keys: its ``?`` list and its handling (``_key``) read this one declaration
    KEYS = (
        KeyCommand((pygame.K_ESCAPE,), "Esc", "Back to where you came from (names are kept)", "_back"),
        KeyCommand((pygame.K_DOWN, pygame.K_TAB), "↓  Tab", "Next setting", "_next", shift=False),
        KeyCommand((pygame.K_UP, pygame.K_TAB), "↑  Shift+Tab", "Previous setting", "_previous"),
        KeyCommand((pygame.K_LEFT,), "←", "The previous value (slider: less)", "_less"),
        KeyCommand((pygame.K_RIGHT,), "→", "The next value (slider: more)", "_more"),
        KeyCommand((pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE), "Enter or Space",
                   "Toggle, type a name (Enter ends it), or open the table keys", "_press_row"),
    )

    def shortcuts(self) -> Sequence[Shortcut]:
        return [c.shortcut for c in self.KEYS] + list(EVERYWHERE)

    def taking_text(self) -> bool:
        return self.typing() is not None

    def _next(self) -> None:
        self.focus = (self.focus + 1) % len(self.rows)

    def _previous(self) -> None:
        self.focus = (self.focus - 1) % len(self.rows)

    def _less(self) -> None:
        if self.rows[self.focus].kind not in ("name", "page"):
            self.rows[self.focus].step(-1)

    def _more(self) -> None:
        if self.rows[self.focus].kind not in ("name", "page"):
            self.rows[self.focus].step(1)

    def _press_row(self) -> None:
        self.rows[self.focus].step(1)

    def _key(self, ev: pygame.event.Event) -> bool:
        dispatch(self, self.KEYS, ev)
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        for f in (r.box for r in self.rows if r.box is not None):
            f.focus = False
        for i, r in enumerate(self.rows):
            if not r.rect.collidepoint(pos):
                continue
            self.focus = i
            if r.kind == "name":
                assert r.box is not None
                r.box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            elif r.kind == "slider":
                self.dragging = r
                self._slide(r, pos[0])
            elif r.kind in ("toggle", "page") and r.control.collidepoint(pos):
                r.step(1)
            elif r.kind == "choice":
                left, right = self._arrows(r)
                if left.collidepoint(pos):
                    r.step(-1)
                elif r.control.collidepoint(pos):
                    r.step(1)
            return True
        self._save_names()
        return True

    def _slide(self, r: Row, x: int) -> None:
        bar = self._bar(r)
        if r.set_fraction is not None and bar.w > 0:
            f = max(0.0, min(1.0, (x - bar.x) / bar.w))
            r.set_fraction(f)

    # --- drawing ------------------------------------------------------------------------------
    def next_frame_in(self) -> float:
        return REST  # every change comes from input

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        px = self.px
        self.draw_backdrop(surf, "Settings", 50)
        body = px(18, 12)
        for i, r in enumerate(self.rows):
            focused = i == self.focus
            draw_panel(surf, r.rect, th.panel, 200, th.highlight if focused else None,
                       radius=px(8), width=px(2) if focused else 0)
            label = text(("▶ " if focused else "") + r.label, body, th.text, bold=True)
            surf.blit(label, label.get_rect(midleft=(r.rect.x + px(12), r.rect.centery)))
            self._draw_control(surf, r, body)
        self.back.draw(surf, th, px(20, 13))
        hint = text("↑↓ choose · ←→ change · Enter toggle/type/open · ? all keys · Esc back",
                    px(15, 12), th.text_dim)
        surf.blit(hint, hint.get_rect(midbottom=(w // 2, self.back.rect.y - px(8))))
        if self.notice:
            img = text(self.notice, body, th.invalid, bold=True)
            surf.blit(img, img.get_rect(midtop=(w // 2, px(76))))

    def _draw_control(self, surf: pygame.Surface, r: Row, body: int) -> None:
        th = self.theme
        c = r.control
        if r.kind == "name":
            assert r.box is not None
            r.box.draw(surf, th, body)
            return
        draw_panel(surf, c, th.panel, 235, th.panel_edge, radius=max(4, c.h // 4), width=1)
        value = text(r.shown(), body, th.text, bold=True)
        if r.kind == "page":
            size = body
            while value.get_width() > c.w - self.px(16) and size > self.px(13, 12):
                size -= 1
                value = text(r.shown(), size, th.text, bold=True)
            surf.blit(value, value.get_rect(center=c.center))
        elif r.kind == "choice":
            left, right = self._arrows(r)
            room, size = right.x - left.right - self.px(8), body
            while value.get_width() > room and size > self.px(13, 12):  # a long value: smaller
                size -= 1
                value = text(r.shown(), size, th.text, bold=True)
            for rect, glyph in ((left, "◀"), (right, "▶")):
                img = text(glyph, body, th.highlight, bold=True)
                surf.blit(img, img.get_rect(center=rect.center))
            surf.blit(value, value.get_rect(center=c.center))
        elif r.kind == "toggle":
            on = r.shown() == "On"
            box = pygame.Rect(c.x + self.px(8), c.y + self.px(5), c.h - self.px(10), c.h - self.px(10))
            pygame.draw.rect(surf, th.text, box, self.px(2), border_radius=3)
            if on:  # a tick, not just a colour
                pygame.draw.lines(surf, th.highlight, False, [
                    (box.x + box.w * 0.2, box.centery), (box.x + box.w * 0.42, box.bottom - box.h * 0.22),
                    (box.right - box.w * 0.15, box.y + box.h * 0.2)], self.px(3))
            surf.blit(value, value.get_rect(midleft=(box.right + self.px(10), c.centery)))
        else:
            bar = self._bar(r)
            pygame.draw.rect(surf, th.panel_edge, bar, border_radius=bar.h // 2)
            f = r.fraction() if r.fraction else 0.0
            fill = pygame.Rect(bar.x, bar.y, round(bar.w * f), bar.h)
            pygame.draw.rect(surf, th.highlight, fill, border_radius=bar.h // 2)
            knob = (bar.x + round(bar.w * f), bar.centery)
            pygame.draw.circle(surf, th.text, knob, self.px(9))
            surf.blit(value, value.get_rect(midleft=(bar.right + self.px(14), c.centery)))


class KeysScene(Scene):
    """The table's keys: each command's key, changed by Enter (or a click) and a key press.

    A key another command has, or one the table keeps fixed (Tab, arrows, Enter, Space, Esc,
    digits, F1, F11, ?, PgUp/PgDn), is refused with a sentence saying why; the command keeps its
    key and the page keeps listening for another one until Esc. "Reset to defaults" gives every
    command its first key back. Each change is saved at once (``Settings.keys``).
    """

    def __init__(self, prefs: Prefs) -> None:
        super().__init__()
        self.prefs = prefs
        self.actions = list(TABLE_ACTIONS)
        self.focus = 0  # a command's row, then the buttons
        self.capturing: str | None = None  # the command waiting for its new key
        self.notice = ""
        self.warn = False
        self.rects: dict[str, pygame.Rect] = {}
        self.controls: dict[str, pygame.Rect] = {}
        self.reset = Button("Reset to defaults", self.reset_keys)
        self.back = Button("Back", self._back, primary=True)

    @property
    def bound(self) -> dict[str, str]:
        return bindings(self.prefs.settings.keys)

    def stops(self) -> list[str | Button]:
        return [*self.actions, self.reset, self.back]

    # --- the model ----------------------------------------------------------------------------
    def give(self, action: str, key: int) -> bool:
        """Give ``action`` the key ``key``, or say why not (``notice``); True when given."""
        why = refusal(self.bound, action, key)
        if why is not None:
            self.notice, self.warn = why, True
            return False
        bound = {**self.bound, action: pygame.key.name(key)}
        failed = self.prefs.update(self.ctx, keys=overrides(bound))
        self.notice, self.warn = failed or f"{ACTION_LABELS[action]}: {key_label(key)}", bool(failed)
        return True

    def reset_keys(self) -> None:
        self.capturing = None
        failed = self.prefs.update(self.ctx, keys=())
        self.notice, self.warn = failed or "Every table key is back to its default.", bool(failed)

    def _back(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    # --- input --------------------------------------------------------------------------------
    KEYS = (
        KeyCommand((pygame.K_ESCAPE,), "Esc", "Back to the settings (while a key is awaited: keep the old key)", "_back"),
        KeyCommand((pygame.K_DOWN, pygame.K_TAB), "↓  Tab", "Next command or button", "_next", shift=False),
        KeyCommand((pygame.K_UP, pygame.K_TAB), "↑  Shift+Tab", "Previous command or button", "_previous"),
        KeyCommand((pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE), "Enter or Space",
                   "Change the command's key (then press the new key), or press the button", "_press"),
    )

    def shortcuts(self) -> Sequence[Shortcut]:
        return [c.shortcut for c in self.KEYS] + list(EVERYWHERE)

    def taking_text(self) -> bool:
        return self.capturing is not None  # the next key is the answer, ? included

    def _next(self) -> None:
        self.focus = (self.focus + 1) % len(self.stops())

    def _previous(self) -> None:
        self.focus = (self.focus - 1) % len(self.stops())

    def _press(self) -> None:
        stop = self.stops()[self.focus]
        if isinstance(stop, Button):
            stop.on_click()
        else:
            self._capture(stop)

    def _capture(self, action: str) -> None:
        self.capturing = action
        self.notice = (f"Press the new key for {ACTION_LABELS[action]} "
                       f"(Esc keeps {key_label(self.bound[action])}).")
        self.warn = False

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.capturing is not None:
            if ev.type == pygame.KEYDOWN:
                if ev.key == pygame.K_ESCAPE:
                    self.capturing, self.notice = None, ""
                elif self.give(self.capturing, ev.key):
                    self.capturing = None
            return True
        if ev.type == pygame.KEYDOWN:
            dispatch(self, self.KEYS, ev)
            return True
        for b in (self.reset, self.back):
            if b.handle(ev):
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for i, action in enumerate(self.actions):
                if self.rects[action].collidepoint(ev.pos):
                    self.focus = i
                    self._capture(action)
        return True

    # --- layout and drawing -------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        px = self.px
        n = len(self.actions)
        row_h = min(px(62), (h - px(250)) // n)
        width = min(w - px(60), px(820))
        x0 = (w - width) // 2
        for i, action in enumerate(self.actions):
            r = pygame.Rect(x0, px(100) + i * row_h, width, row_h - px(6, 2))
            self.rects[action] = r
            self.controls[action] = pygame.Rect(r.right - px(170) - px(8), r.y + px(5), px(170),
                                                r.h - px(10))
        bw, bh = px(240), px(48)
        self.reset.rect = pygame.Rect(0, 0, bw, bh)
        self.back.rect = pygame.Rect(0, 0, px(200), bh)
        y = h - px(18) - bh
        self.reset.rect.topright = (w // 2 - px(8), y)
        self.back.rect.topleft = (w // 2 + px(8), y)

    def next_frame_in(self) -> float:
        return REST

    def draw(self, surf: pygame.Surface) -> None:
        from ..widgets.scroll_text import wrap

        th, px = self.theme, self.px
        w, h = surf.get_size()
        self.draw_backdrop(surf, "Table keys", 46)
        body, small = px(18, 12), px(14, 12)
        bound = self.bound
        stop = self.stops()[self.focus]
        for action in self.actions:
            r, c = self.rects[action], self.controls[action]
            focused = stop == action
            draw_panel(surf, r, th.panel, 200, th.highlight if focused else None,
                       radius=px(8), width=px(2) if focused else 0)
            label = text(("▶ " if focused else "") + ACTION_LABELS[action], body, th.text, bold=True)
            surf.blit(label, (r.x + px(12), r.y + px(4)))
            what = TABLE_ACTIONS[action][1]
            if text(what, small, th.text_dim).get_width() > c.x - r.x - px(24):
                what = re.sub(r"\s*\([^)]*\)", "", what)  # the asides go first
            lines = wrap(what, c.x - r.x - px(24), small)[:1]
            if lines and label.get_height() + small + px(6) <= r.h:
                surf.blit(text(lines[0], small, th.text_dim), (r.x + px(12), r.y + px(6) + label.get_height()))
            waiting = self.capturing == action
            draw_panel(surf, c, th.panel, 235, th.highlight if waiting else th.panel_edge,
                       radius=max(4, c.h // 4), width=2 if waiting else 1)
            shown = "press a key…" if waiting else key_label(bound[action])
            img = text(shown, body, th.highlight if waiting else th.text, bold=True)
            surf.blit(img, img.get_rect(center=c.center))
        last = self.rects[self.actions[-1]].bottom
        if self.notice:
            for i, line in enumerate(wrap(self.notice, min(w - px(40), px(900)), body)[:2]):
                img = text(line, body, th.invalid if self.warn else th.highlight, bold=True)
                surf.blit(img, img.get_rect(midtop=(w // 2, last + px(8) + i * (body + px(4)))))
        fixed = "Fixed keys: Tab, arrows, Enter, Space, Esc, 1–9, F1, F11, ? (the list of keys)"
        img = text(fixed, small, th.text_dim)
        surf.blit(img, img.get_rect(midbottom=(w // 2, self.back.rect.y - px(8))))
        for b in (self.reset, self.back):
            b.primary = b is stop or (b is self.back and not isinstance(stop, Button))
            b.draw(surf, th, px(20, 13))
        if isinstance(stop, Button):
            from ..table.focus import draw_focus

            draw_focus(surf, tuple(stop.rect), th.highlight, self.unit())
