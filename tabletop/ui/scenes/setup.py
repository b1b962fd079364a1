"""Match setup: player count; each seat Human or AI (name, AI level); every rule option with
its one-line explanation; an optional deal number. Start opens the table.

An option limited to some player counts (``OptionSpec.players``: teams only with 4, 6 or 8) is
greyed out at other counts, keeps its default and says why (``option_available``'s sentence);
a choice limited to some counts (``OptionSpec.limits``: Keltis' "Seat 4" first player) is
left out of the button's cycle and said, greyed, under the option in one sentence
(``refused_note``: "The first player must be one of the 3 players: Seat 4 is not at the
table."; ``choice_available`` is the check the command line and saves make too). When the options make
teams, each seat's row names its team (``team_of``). An option that counts only with another
option's values (``OptionSpec.applies``: Hyrule's "Blind pick" only with chance turns) is
greyed out while it does not count, with the reason under it (``option_applies``).

House rules (``OptionSpec.house_rule``: alternative readings of the sources) sit behind a
collapsed "House rules" button; opened, they fill the screen in two columns, each with its
one-line explanation and its default in bold.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import pygame

from ...ai.registry import PLAYER_LEVELS
from ...core.match import Match, Seat
from ...core.names import is_you
from ...core.plugin import GamePlugin
from ...core.rng import derive
from ...core.rules import (
    MatchConfig,
    OptionSpec,
    choice_available,
    option_applies,
    option_available,
    refused_note,
)
from ..keymap import EVERYWHERE, Shortcut, key_label
from ..render.avatars import AVATARS, seat_avatar
from ..render.fonts import text
from ..render.theme import seat_colour
from ..table.hud import draw_symbol
from ..table.seating import DEFAULT_NAMES as SEAT_NAMES
from ..table.teams import teams_of
from ..widgets.button import AvatarButton, Button
from ..widgets.field import TextField
from ..widgets.keynav import ButtonNav
from ..widgets.panel import draw_panel
from ..widgets.scroll_text import wrap
from .base import Scene, SceneStack

DEFAULT_NAMES = SEAT_NAMES  # eight, one per seat (ui/table/seating.py)
LEVEL_LABELS = {"random": "Random", "easy": "Easy", "medium": "Medium", "hard": "Hard"}


def new_table(mgr: SceneStack, plugin: GamePlugin, n: int, seats: list[Seat],
              options: dict[str, Any], seed: int) -> Scene | None:
    """The table for a new match (None for a game without a table layout yet)."""
    game = mgr.ctx.catalog.table_for(plugin.meta.game_id)
    if game is None:
        return None
    match = Match(plugin.rules, MatchConfig(plugin.meta.game_id, n, seed, options), tuple(seats))
    return mgr.make("table", plugin, match, game)


def start_match(mgr: SceneStack, plugin: GamePlugin, n: int, seats: list[Seat],
                options: dict[str, Any], seed: int) -> None:
    """Open a table for a new match (replacing everything on the stack)."""
    scene = new_table(mgr, plugin, n, seats, options, seed)
    if scene is not None:
        mgr.reset(scene)


class FieldStop:
    """A text box as a stop of the keyboard focus (``ButtonNav`` walks buttons): pressing it,
    or reaching it by Tab, starts typing in it."""

    enabled = True
    primary = False

    def __init__(self, field: TextField) -> None:
        self.field = field

    @property
    def rect(self) -> pygame.Rect:
        return self.field.rect

    @property
    def label(self) -> str:
        return self.field.value or self.field.placeholder

    def on_click(self) -> None:
        self.field.focus = True


class MatchSetupScene(Scene):
    def __init__(self, plugin: GamePlugin) -> None:
        super().__init__()
        self.plugin = plugin
        meta = plugin.meta
        self.n = max(meta.min_players, min(meta.max_players, 3))
        self.kinds = ["human"] + ["ai"] * (meta.max_players - 1)
        self.levels = ["medium"] * meta.max_players
        self.names = [TextField(DEFAULT_NAMES[i % len(DEFAULT_NAMES)] if i == 0 else "",
                                placeholder=f"Player {i + 1}", max_len=16)
                      for i in range(meta.max_players)]
        self.avatars = [AVATARS[i % len(AVATARS)] for i in range(meta.max_players)]
        self.options: dict[str, Any] = {o.key: o.default for o in meta.options}
        self.seed_field = TextField("", digits=True, max_len=9, placeholder="random")
        self.widgets: list[Any] = []
        self.rows: list[tuple[str, pygame.Rect]] = []  # (text, rect) labels to draw
        self.helps: list[tuple[list[str], pygame.Rect]] = []
        self.seat_rows: list[tuple[int, pygame.Rect]] = []
        self.team_tags: list[tuple[str, pygame.Rect]] = []  # "Team 1" at the end of a seat row
        #: greyed lines under an option: its choices this player count does not allow, and why
        self.greyed: list[tuple[list[str], pygame.Rect]] = []
        #: "Default: …" lines (bold) under each house rule
        self.defaults: list[tuple[str, pygame.Rect]] = []
        self.house_open = False  # the House rules section is collapsed until asked for
        #: where a hot-seat human typed as "You" is told the name they will play under
        self.renamed_at = pygame.Rect(0, 0, 0, 0)
        self.error = ""
        self.nav = ButtonNav(self._stops, enter_default=False, digits=False)  # Enter means Start

    def _stops(self) -> list[Any]:
        """What Tab reaches, in reading order: every button and every text box (the names and
        the deal number, issue 28 item 6); a box reached by Tab takes the typing at once."""
        stops = [wd if isinstance(wd, Button) else FieldStop(wd) for wd in self.widgets
                 if isinstance(wd, Button | TextField)]
        return sorted(stops, key=self._reading_place)

    def _reading_place(self, stop: Any) -> tuple[bool, bool, int, int]:
        """Where ``stop`` comes when the screen is read: the left column top to bottom (a row
        left to right), then the right column, then the bottom row (Back, then Start: Start
        came first, though Back lies left of it)."""
        w, h = self.mgr.size if self.mgr is not None else (0, 0)
        r = stop.rect
        bottom = r.top >= h - self.px(74)
        return (bottom, not bottom and r.centerx >= w // 2, r.top, r.x)

    def typing_field(self) -> TextField | None:
        return next((wd for wd in self.widgets if isinstance(wd, TextField) and wd.focus), None)

    def taking_text(self) -> bool:
        return self.typing_field() is not None

    def shortcuts(self) -> Sequence[Shortcut]:
        keyed = [Shortcut(key_label(wd.key), wd.label) for wd in self.widgets
                 if isinstance(wd, Button) and wd.key is not None]
        return [Shortcut("Tab", "Next button or box (a name box, the deal number)"),
                Shortcut("Shift+Tab", "Previous button or box"),
                Shortcut("↑  ↓  ←  →", "The nearest button or box that way"),
                Shortcut("Enter or Space", "Press the chosen button, or type in the chosen box"),
                Shortcut("Enter, Tab or Esc", "While typing: done (Tab goes on to the next)"),
                *keyed, *EVERYWHERE]

    def enter(self, mgr) -> None:
        super().enter(mgr)
        if self.ctx.prefs is not None:  # the remembered names (settings screen)
            self.names[0].value = self.ctx.prefs.settings.name_for(0)
            self._recall(self.ctx.prefs.settings.setup_for(self.plugin.meta.game_id))
        self.avatars = [seat_avatar(self.ctx, i) for i in range(len(self.avatars))]

    def _recall(self, setup: Any) -> None:
        """This game's last setup (settings), as far as the game allows it now: a player count
        within its limits, each seat's kind and a level a player may pick, each option one of
        its choices; anything else keeps its default. (A player set up the same game again and
        again: the count and the hands were forgotten each time.)"""
        if setup is None:
            return
        meta = self.plugin.meta
        _, n, seats, opts = setup
        if meta.min_players <= n <= meta.max_players:
            self.n = n
        for i, (kind, level) in enumerate(seats[:meta.max_players]):
            self.kinds[i] = kind
            if level in ("random", *PLAYER_LEVELS):
                self.levels[i] = level
            if kind == "human" and i and not self.names[i].value:
                self.names[i].value = self._default_name(i)
        if "human" not in self.kinds[:self.n]:
            self.kinds[0] = "human"
        remembered = dict(opts)
        for spec in meta.options:
            if spec.key in remembered and remembered[spec.key] in spec.choices:
                self.options[spec.key] = remembered[spec.key]

    def _remember(self) -> None:
        prefs = self.ctx.prefs
        if prefs is None:
            return
        setup = (self.plugin.meta.game_id, self.n,
                 tuple((self.kinds[i], self.levels[i]) for i in range(self.n)),
                 tuple(self.options.items()))
        prefs.update(self.ctx, setups=prefs.settings.with_setup(setup))

    def _default_name(self, i: int) -> str:
        """The remembered name of a seat that becomes human ('' without settings)."""
        prefs = self.ctx.prefs if self.mgr is not None else None
        return prefs.settings.name_for(i) if prefs is not None else ""

    # --- actions ------------------------------------------------------------------------------
    def _players(self, delta: int) -> None:
        meta = self.plugin.meta
        self.n = max(meta.min_players, min(meta.max_players, self.n + delta))
        self._rebuild()

    def _toggle_kind(self, i: int) -> None:
        self.kinds[i] = "ai" if self.kinds[i] == "human" else "human"
        if self.kinds[i] == "human" and not self.names[i].value:
            self.names[i].value = self._default_name(i)
        if self.kinds[:self.n].count("human") > 1:  # hot seat: the fields show the real names
            for k, field in enumerate(self.names[:self.n]):
                if self.kinds[k] == "human" and is_you(field.value.strip()):
                    field.value = DEFAULT_NAMES[k % len(DEFAULT_NAMES)]
        self._rebuild()

    def _cycle_avatar(self, i: int) -> None:
        """The seat's next avatar, remembered (settings) for the table and the next game."""
        self.avatars[i] = AVATARS[(AVATARS.index(self.avatars[i]) + 1) % len(AVATARS)]
        self.ctx.settings["avatars"] = tuple(self.avatars)
        if self.ctx.prefs is not None:
            self.ctx.prefs.update(self.ctx, avatars=tuple(self.avatars))
        self._rebuild()

    def _cycle_level(self, i: int) -> None:
        levels = ("random", *PLAYER_LEVELS)
        cur = self.levels[i] if self.levels[i] in levels else levels[0]
        self.levels[i] = levels[(levels.index(cur) + 1) % len(levels)]
        self._rebuild()

    def _cycle_option(self, spec: OptionSpec) -> None:
        """The option's next choice this player count allows."""
        choices = self.available_choices(spec)
        cur = self.value_of(spec)
        i = choices.index(cur) if cur in choices else 0
        self.options[spec.key] = choices[(i + 1) % len(choices)]
        self._rebuild()

    def _toggle_house(self) -> None:
        self.house_open = not self.house_open
        self._rebuild()

    def _renamed(self) -> str:
        """What ``seats`` will call a hot-seat human named "You", said under the seats
        ("Seat 2 plays as Ciara: …"); "" when no one is."""
        seats = self.seats()
        moved = [f"Seat {i + 1} plays as {seats[i].name}" for i in range(self.n)
                 if self.kinds[i] == "human" and is_you(self.names[i].value.strip())
                 and not is_you(seats[i].name)]
        if not moved:
            return ""
        return (f"{'; '.join(moved)}: with several people at the table, “You” would speak to "
                "the wrong one.")

    def seats(self) -> list[Seat]:
        """The seats as set up. In hot seat no human is called "You" (the first seat's default
        name): "Pass to You" and "You pair …" in another player's recap would speak to the
        wrong person, so such a seat gets a real name (Aoife, Ciara, …) instead."""
        hot_seat = self.kinds[:self.n].count("human") > 1
        out = []
        for i in range(self.n):
            real = DEFAULT_NAMES[i % len(DEFAULT_NAMES)]
            name = self.names[i].value.strip()
            if self.kinds[i] == "human" and hot_seat and is_you(name):
                name = real
            name = name or (f"Player {i + 1}" if self.kinds[i] == "human" else f"{real} (AI)")
            out.append(Seat(self.kinds[i], name, self.levels[i]))
        return out

    def seed(self) -> int:
        if self.seed_field.value.strip():
            return int(self.seed_field.value)
        return derive(time.time_ns(), "deal") % 1_000_000_000

    def unavailable(self, spec: OptionSpec) -> str | None:
        """Why ``spec`` cannot be changed with this many players (None: it can)."""
        return option_available(self.plugin.meta, spec.key, self.n)

    def inapplicable(self, spec: OptionSpec) -> str | None:
        """Why ``spec`` does not count with the other options as set ("Only with Turns:
        Strictly chance"; None: it counts)."""
        return option_applies(self.plugin.meta, spec.key, self.effective_options(), self.n)

    def choice_reason(self, spec: OptionSpec, value: Any) -> str | None:
        """Why ``spec`` cannot take ``value`` with this many players (None: it can)."""
        return choice_available(self.plugin.meta, spec.key, value, self.n)

    def available_choices(self, spec: OptionSpec) -> list[Any]:
        return [c for c in spec.choices if self.choice_reason(spec, c) is None]

    def value_of(self, spec: OptionSpec) -> Any:
        """The option as the match gets it: a choice this player count does not allow falls
        back to the default (the choice is remembered for a count that allows it)."""
        value = self.options[spec.key]
        return value if self.choice_reason(spec, value) is None else spec.default

    def effective_options(self) -> dict[str, Any]:
        """The options as the match gets them: an unavailable one keeps its default."""
        return {spec.key: self.value_of(spec) for spec in self.plugin.meta.options}

    def teams(self) -> list[int] | None:
        cfg = MatchConfig(self.plugin.meta.game_id, self.n, 0, self.effective_options())
        return teams_of(self.plugin.rules, cfg)

    def _start(self) -> None:
        assert self.mgr is not None
        opts = self.effective_options()
        try:
            start_match(self.mgr, self.plugin, self.n, self.seats(), opts, self.seed())
        except ValueError as exc:
            self.error = str(exc)
            return
        self._remember()

    def _back(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    # --- layout -------------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        self._rebuild()

    def _rebuild(self) -> None:
        if self.mgr is None:
            return
        w, h = self.mgr.size
        px = self.px
        self.widgets, self.rows, self.helps, self.seat_rows = [], [], [], []
        self.team_tags, self.greyed, self.defaults = [], [], []
        if self.house_open:
            self._rebuild_house(w, h)
            return
        teams = self.teams()
        col_w = min(px(560), (w - px(90)) // 2)
        lx = w // 2 - col_w - px(15)
        rx = w // 2 + px(15)
        top = px(100)
        # players
        self.rows.append((f"Players: {self.n}", pygame.Rect(lx, top, px(160), px(44))))
        minus = Button("−", lambda: self._players(-1))
        minus.rect = pygame.Rect(lx + px(170), top, px(48), px(44))
        plus = Button("+", lambda: self._players(1))
        plus.rect = pygame.Rect(lx + px(226), top, px(48), px(44))
        self.widgets += [minus, plus]
        y = top + px(60)
        row_h = px(48)
        for i in range(self.n):
            r = pygame.Rect(lx, y, col_w, row_h - px(6))
            self.seat_rows.append((i, r))
            kind = Button("Human" if self.kinds[i] == "human" else "Computer",
                          lambda i=i: self._toggle_kind(i))
            face = AvatarButton(self.avatars[i], seat_colour(self.theme, i)[0], lambda i=i: self._cycle_avatar(i))
            face.rect = pygame.Rect(r.x + px(36), r.y + px(3), r.h - px(6), r.h - px(6))
            self.widgets.append(face)
            kind.rect = pygame.Rect(face.rect.right + px(8), r.y + px(3), px(130), r.h - px(6))
            field = self.names[i]
            field.placeholder = f"{DEFAULT_NAMES[i % len(DEFAULT_NAMES)]} (AI)" if self.kinds[i] == "ai" else f"Player {i + 1}"
            field_w = px(150) if teams is not None else px(190)  # room for the team at the end
            field.rect = pygame.Rect(kind.rect.right + px(10), kind.rect.y, field_w, kind.rect.h)
            self.widgets += [kind, field]
            right = r.right
            if teams is not None:  # the seat's team at the end of its row
                right -= px(74)
                self.team_tags.append((f"Team {teams[i]}", pygame.Rect(right, r.y, px(68), r.h)))
            if self.kinds[i] == "ai":
                lvl = Button(LEVEL_LABELS.get(self.levels[i], self.levels[i].title()),
                             lambda i=i: self._cycle_level(i))
                lvl.rect = pygame.Rect(field.rect.right + px(10), kind.rect.y,
                                       right - field.rect.right - px(20), kind.rect.h)
                self.widgets.append(lvl)
            y += row_h
        self.renamed_at = pygame.Rect(lx, y, col_w, px(19))  # under the seats (``_renamed``)
        # options (right column); house rules behind one button
        label_w = self.label_width(col_w)
        main = [o for o in self.plugin.meta.options if not o.house_rule]
        y = self._option_rows(main, rx, top, col_w, label_w)
        house = [o for o in self.plugin.meta.options if o.house_rule]
        if house:
            changed = sum(self.value_of(o) != o.default for o in house)
            label = f"House rules ({changed} changed) ▸" if changed else "House rules ▸"
            hb = Button(label, self._toggle_house)
            hb.rect = pygame.Rect(rx, y, col_w, px(40))
            self.widgets.append(hb)
            y += px(52)
        self.rows.append(("Deal number", pygame.Rect(rx, y, label_w, px(40))))
        self.seed_field.rect = pygame.Rect(rx + label_w + px(10), y, px(160), px(40))
        self.widgets.append(self.seed_field)
        start = Button("Start", self._start, primary=True, key=pygame.K_RETURN)
        start.rect = pygame.Rect(w - px(230), h - px(74), px(200), px(54))
        back = Button("Back", self._back, key=pygame.K_ESCAPE)
        back.rect = pygame.Rect(px(30), h - px(74), px(150), px(54))
        self.widgets += [start, back]

    def _option_rows(self, specs: list[OptionSpec], x: int, y: int, col_w: int, label_w: int,
                     default_line: bool = False) -> int:
        """Each option as a label, a button cycling its allowed choices, its help line, the
        greyed choices this player count refuses (with the reason) and, for house rules, its
        default; returns the y below them."""
        px = self.px
        help_px = px(15, 11)
        for spec in specs:
            why_not = self.unavailable(spec)
            unused = None if why_not else self.inapplicable(spec)  # one reason, not two
            value = self.value_of(spec)
            self.rows.append((spec.label, pygame.Rect(x, y, label_w, px(40))))
            b = Button(spec.label_for(value), lambda s=spec: self._cycle_option(s),
                       enabled=why_not is None and unused is None and len(self.available_choices(spec)) > 1)
            b.rect = pygame.Rect(x + label_w + px(10), y, col_w - label_w - px(10), px(40))
            self.widgets.append(b)
            lines = wrap(f"{why_not}." if why_not else spec.help, col_w, help_px)
            self.helps.append((lines, pygame.Rect(x, y + px(44), col_w, len(lines) * px(19))))
            y += px(44) + len(lines) * px(19)
            if default_line:
                line = f"Default: {spec.label_for(spec.default)}"
                self.defaults.append((line, pygame.Rect(x, y, col_w, px(19))))
                y += px(19)
            note = f"{unused}." if unused else refused_note(self.plugin.meta, spec.key, self.n)
            if note:  # why it does not count, or this count refuses some choices, greyed
                lines = wrap(note, col_w, help_px)
                self.greyed.append((lines, pygame.Rect(x, y, col_w, len(lines) * px(19))))
                y += len(lines) * px(19)
            y += px(6)
        return y

    def _rebuild_house(self, w: int, h: int) -> None:
        """The opened House rules: every house rule in two columns over the whole screen."""
        px = self.px
        house = [o for o in self.plugin.meta.options if o.house_rule]
        col_w = min(px(560), (w - px(90)) // 2)
        xs = (w // 2 - col_w - px(15), w // 2 + px(15))
        label_w = self.label_width(col_w)
        half = (len(house) + 1) // 2
        for k, x in enumerate(xs):
            self._option_rows(house[k * half:(k + 1) * half], x, px(100), col_w, label_w,
                              default_line=True)
        done = Button("◂ Back to setup", self._toggle_house, key=pygame.K_ESCAPE)
        done.rect = pygame.Rect(px(30), h - px(74), px(230), px(54))
        start = Button("Start", self._start, primary=True, key=pygame.K_RETURN)
        start.rect = pygame.Rect(w - px(230), h - px(74), px(200), px(54))
        self.widgets += [done, start]

    def label_width(self, col_w: int) -> int:
        """The options' label column: as wide as the widest label (at least 170 logical), so
        no label runs into its button; at most 45 % of the column."""
        widest = max(text(label, self.px(19, 13), (0, 0, 0), bold=True).get_width()
                     for label in ["Deal number", *(o.label for o in self.plugin.meta.options)])
        return min(max(self.px(170), widest + self.px(12)), col_w * 45 // 100)

    def elements(self) -> dict[str, pygame.Rect]:
        """What the screen draws, by name (the screens test checks that none overlaps another
        or leaves the window): the title, labels, help lines and team tags as their text
        stands, every widget, and each button's label as ``<widget>/text`` inside it."""
        assert self.mgr is not None
        w, _ = self.mgr.size
        px, body = self.px, self.px(19, 13)
        out = {"title": text(self.title(), px(40, 20), (0, 0, 0),
                             bold=True).get_rect(center=(w // 2, px(50)))}
        for k, (label, r) in enumerate(self.rows):
            out[f"label/{k}"] = text(label, body, (0, 0, 0), bold=True).get_rect(midleft=(r.x, r.centery))
        for k, (lines, r) in enumerate(self.helps):
            for j, line in enumerate(lines):
                out[f"help/{k}/{j}"] = text(line, px(15, 11), (0, 0, 0)).get_rect(topleft=(r.x, r.y + j * px(19)))
        for k, (lines, r) in enumerate(self.greyed):
            for j, line in enumerate(lines):
                out[f"greyed/{k}/{j}"] = text(line, px(15, 11), (0, 0, 0)).get_rect(topleft=(r.x, r.y + j * px(19)))
        for k, (line, r) in enumerate(self.defaults):
            out[f"default/{k}"] = text(line, px(15, 11), (0, 0, 0), bold=True).get_rect(topleft=r.topleft)
        for k, (tag, r) in enumerate(self.team_tags):
            out[f"team/{k}"] = text(tag, px(16, 13), (0, 0, 0), bold=True).get_rect(midleft=(r.x, r.centery))
        for i, r in self.seat_rows:
            out[f"symbol/{i}"] = pygame.Rect(r.x + px(10), r.centery - px(10), px(20), px(20))
        for k, wd in enumerate(self.widgets):
            out[f"widget/{k}"] = wd.rect
            if isinstance(wd, Button) and not isinstance(wd, AvatarButton):
                out[f"widget/{k}/text"] = text(wd.label, body, (0, 0, 0), bold=True).get_rect(center=wd.rect.center)
        return out

    def title(self) -> str:
        meta = self.plugin.meta
        return f"House rules for {meta.title}" if self.house_open else f"New game of {meta.title}"

    def handle(self, ev: pygame.event.Event) -> bool:
        field = self.typing_field()
        if field is not None and ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            field.focus = False  # Tab leaves the box for the next stop, as it does elsewhere
            stops = [st for st in self._stops() if st.enabled]  # (as ``nav.pos`` counts them)
            self.nav.pos = next((i for i, st in enumerate(stops)
                                 if isinstance(st, FieldStop) and st.field is field), self.nav.pos)
            self.nav.shown = True
            self.nav.handle(ev)
            self._type_in_focused()
            return True
        typing = field is not None
        if not typing and self.nav.handle(ev):
            self._type_in_focused()
            return True
        for wd in self.widgets:
            if isinstance(wd, Button) and typing and ev.type == pygame.KEYDOWN:
                continue  # keys go to the focused text field
            if wd.handle(ev):
                return True
        return False

    def _type_in_focused(self) -> None:
        """The keyboard focus on a text box: typing goes there."""
        stop = self.nav.focused() if self.nav.shown else None
        if isinstance(stop, FieldStop):
            stop.on_click()

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        surf.blit(self.ctx.art.felt((w, h)), (0, 0))
        px = self.px
        title = text(self.title(), px(40, 20), th.text, bold=True)
        surf.blit(title, title.get_rect(center=(w // 2, px(50))))
        body = px(19, 13)
        for i, r in self.seat_rows:
            draw_panel(surf, r, th.panel, 170, None, radius=px(8))
            colour, symbol = seat_colour(th, i)
            draw_symbol(surf, symbol, (r.x + px(20), r.centery), px(20), colour)
        for label, r in self.rows:
            img = text(label, body, th.text, bold=True)
            surf.blit(img, img.get_rect(midleft=(r.x, r.centery)))
        for lines, r in self.helps:
            for k, line in enumerate(lines):
                surf.blit(text(line, px(15, 11), th.text_dim), (r.x, r.y + k * px(19)))
        # why a choice is off, in the help's colour: half-way to the panel's it read at 1.8:1
        # on the felt, too faint for the one sentence that says why a button does nothing
        for lines, r in self.greyed:
            for k, line in enumerate(lines):
                surf.blit(text(line, px(15, 11), th.text_dim), (r.x, r.y + k * px(19)))
        for line, r in self.defaults:
            surf.blit(text(line, px(15, 11), th.text, bold=True), r.topleft)
        renamed = self._renamed() if not self.house_open else ""
        if renamed:  # said as it is typed, not done silently at Start
            r = self.renamed_at
            for k, line in enumerate(wrap(renamed, r.w, px(15, 11))):
                surf.blit(text(line, px(15, 11), th.text_dim), (r.x, r.y + k * px(19)))
        for tag, r in self.team_tags:
            img = text(tag, px(16, 13), th.text, bold=True)
            surf.blit(img, img.get_rect(midleft=(r.x, r.centery)))
        for wd in self.widgets:
            if isinstance(wd, TextField):
                wd.draw(surf, th, body)
            else:
                wd.draw(surf, th, body)
        self.nav.draw(surf, th.highlight, self.unit())
        if self.error:
            img = text(self.error, body, th.invalid, bold=True)
            surf.blit(img, img.get_rect(center=(w // 2, h - px(100))))
