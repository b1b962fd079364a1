"""Player comfort on the table (issue 8): the Rules / Log / Help tabs, the move log panel, the
shortcut overlay and the first-run tour. The table scene calls ``layout``, ``update``,
``handle`` and ``draw``; everything here reads public information only (the log is the
rules' narration, the tour points at layout rectangles).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ...core.ids import PUBLIC
from ..render.theme import Theme, seat_colour
from ..widgets.button import Button
from ..widgets.log_panel import LogPanel, side_tabs
from .board import TableBoard
from .controller import TableController
from .hud import draw_symbol
from .layout import (
    Rect,
    TableLayout,
    clusters,
    enclosing,
    inside,
    overlap,
    taking_in_names,
    with_title,
)
from .tabcolumn import tab_gap, tab_height, tabs_span
from .voice import TableVoice

# zone kinds' "full" counts, to reserve the room a zone may grow into
FULL = {"column": 30, "fan": 12, "row": 9}
#: the first-run tour's words on how to play: true of every table (a click plays a card
#: where it has one move a click may make, and elsewhere picks it up for a click on its place:
#: "drag or click" had sent Keltis players clicking cards that have a row and a discard pile)
WELCOME_HOW = ("Drag a card to a highlighted place to play it, or click it, then its place;"
               " Tab to choose, Enter to play.  ? lists every key, F1 the rules.")


class ComfortHost(Protocol):
    """What the comfort sees of its table (``mgr`` and ``ctx``: to push the tour and help)."""

    control: TableController
    board: TableBoard
    layout: TableLayout | None
    mgr: Any
    toast_box: pygame.Rect | None  # the message on show, where it was last drawn
    prompt_box: pygame.Rect | None  # what to do now, where it was last drawn

    @property
    def ctx(self) -> Any: ...

    @property
    def theme(self) -> Theme: ...

    def open_rules(self) -> None: ...

    def ask_hint(self) -> None: ...

    def shortcuts(self) -> Any: ...  # its keys, for the ? list (``Scene.shortcuts``)

    def title_pills(self) -> dict[str, pygame.Rect]: ...  # the places' names as drawn, by zone

    def shown_buttons(self) -> list[pygame.Rect]: ...  # every button on show, tabs included


class TableComfort:
    def __init__(self, host: ComfortHost, beside: list[Button]) -> None:
        self.host = host
        self.beside = beside  # Undo / Redo: the tabs keep clear of them
        self.log = LogPanel(getattr(host, "toasts", None))  # the log lists the latest messages
        self.tabs = [Button("Rules  F1", host.open_rules), Button("Log  L", self.log.toggle),
                     Button("Hint  H", host.ask_hint), Button("Help  ?", self.open_help)]
        self.tour_checked = False
        self.tab_px = 0  # the tabs' text size as laid out (0: not yet)
        #: where the tabs stood, with the window and the tab size then (``_kept``)
        self._last: tuple[tuple[int, int, float, float], list[Rect]] | None = None
        self.voice = TableVoice(host)  # spoken output (issue 28, item 2): silent while off

    # --- geometry ---------------------------------------------------------------------------------
    def obstacles(self) -> list[Rect]:
        """Every rectangle the table uses (zones at their fullest, plates, areas, labels)."""
        lay = self.host.layout
        if lay is None:
            return []
        out: list[Rect] = []
        for zl in lay.zones.values():
            x, y, w, h = zl.extent(FULL.get(zl.kind, 1))
            lift = zl.card[1] * 0.13 if zl.kind == "fan" else 0.0
            badge = lay.metrics.font(15, 12) if zl.show_count else 0
            out.append((x, y - lift, w, h + lift + badge))
        out += [r for k, r in lay.areas.items() if k != "tabs"] + self.words()
        out += lay.growth  # the side seats' blocks at their fullest: the tabs stay put as they grow
        for b in self.beside:
            out.append(tuple(b.rect))
        return out

    def words(self) -> list[Rect]:
        """Where the table writes: the seats' name plates and the zones' labels."""
        lay = self.host.layout
        return [] if lay is None else lay.words()

    def layout(self) -> None:
        lay = self.host.layout
        if lay is None:
            return
        m = lay.metrics
        font_px = m.font(14, 12)
        from ..keymap import bindings, key_label
        from ..render.fonts import px_to_fit, text

        keys = bindings(self.host.ctx.keys)  # the tabs name the keys as the player set them
        for b in self.tabs:
            word = b.label.split()[0]
            if word.lower() in keys:  # Log, Hint (the replay has no Hint tab)
                b.label = f"{word}  {key_label(keys[word.lower()])}"
        self.log.keys = (key_label(keys["log"]), key_label(keys["trick"]))

        def widest(px: int) -> int:
            return max(text(b.label, px, (0, 0, 0), bold=True).get_width() for b in self.tabs) + m.px(16)

        tab_w = widest(font_px)
        tab_h = tab_height(m)
        column = lay.areas.get("tabs")
        if column is not None:  # a larger Text size grew them out of their column, over Ard
            font_px = px_to_fit(widest, font_px, column[2])  # Rí's season panel
            tab_w = widest(font_px)
        self.tab_px = font_px
        if column is not None:  # the kit's room for them, right-aligned, centred on the
            x, y, w, h = column  # window's middle where it allows: no turn moves it
            gap = tab_gap(m)
            top, _ = tabs_span(m, y, h, len(self.tabs))
            rects = [(x + w - tab_w, top + i * (tab_h + gap), tab_w, tab_h)
                     for i in range(len(self.tabs))]
        else:
            taken = self.obstacles()
            rects = side_tabs(taken, m.w, m.h, tab_w, tab_h, len(self.tabs), m.px(6), m.px(6))
            if any(overlap(r, o) for r in rects for o in taken):  # no gap clear of the blocks'
                # growth: two by two clear of it (they stay put all game: Treasure, seven and
                # eight players at 1280x800, four in a column moved 4 and 5 times a match
                # between a side seat's block and the viewer's groups rising), else one clear
                # of them as they are
                rects = two_by_two(taken, m.w, m.h, tab_w, tab_h, len(self.tabs), m.px(6)) or rects
            if any(overlap(r, o) for r in rects for o in taken):
                taken = [o for o in taken if o not in lay.growth]
                rects = side_tabs(taken, m.w, m.h, tab_w, tab_h, len(self.tabs), m.px(6), m.px(6))
            if any(overlap(r, o) for r in rects for o in taken):  # none: two by two, in a lower
                rects = two_by_two(taken, m.w, m.h, tab_w, tab_h, len(self.tabs), m.px(6)) or rects
        rects = self._kept(rects, (m.w, m.h, tab_w, tab_h), None if column is not None else
                           [o for o in self.obstacles() if o not in lay.growth])
        for b, (x, y, w, h) in zip(self.tabs, rects, strict=True):
            b.rect = pygame.Rect(round(x), round(y), round(w), round(h))

    def _kept(self, rects: list[Rect], key: tuple[int, int, float, float],
              taken: list[Rect] | None = None) -> list[Rect]:
        """The tabs stay where they stood while that place is still free: a table whose side
        seats' blocks grow and shrink (Treasure, 7 and 8 players) moved Rules, Log, Hint and
        Help back and forth by 47 px some ten times a game, under a player's pointer. Free of
        ``taken``: without the kit's column, whatever is drawn there (not where the side
        seats' blocks may grow: tabs that had to lie there moved with each new extent of it,
        and again once a gap clear of it opened, Treasure at seven players)."""
        last = self._last
        if last is not None and last[0] == key and last[1] != rects:
            taken = self.obstacles() if taken is None else taken
            lay = self.host.layout
            inside_window = lay is not None and all(inside(r, (0, 0, lay.metrics.w, lay.metrics.h))
                                                    for r in last[1])
            if inside_window and not any(overlap(r, o) for r in last[1] for o in taken):
                return last[1]
        self._last = (key, list(rects))
        return rects

    def rects(self) -> dict[str, Rect]:
        return {f"tab/{b.label.split()[0].lower()}": tuple(b.rect) for b in self.tabs}

    # --- loop -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        t, c = self.host, self.host.control
        self.voice.update()
        if self.log.open:
            self.log.refresh(c.rules, c.match, c.names)
        if (not self.tour_checked and c.autoplay and c.viewer >= 0 and c.viewer != PUBLIC
                and t.board.index is not None and not t.board.busy and t.mgr is not None
                and t.mgr.top is t):
            self.tour_checked = True
            self.maybe_tour()

    def maybe_tour(self) -> None:
        from ..scenes.help import help_seen

        t = self.host
        if t.ctx.prefs is None or help_seen(t.ctx, t.control.plugin.meta.game_id) or t.control.guided is not None:
            return  # no remembered settings (tests, screenshots), or a lesson: no tour
        t.mgr.push(self.tour())

    def tour(self):
        """The first-run tour of this table: its marks, its labels kept off the tabs, the
        buttons and, where they can be, the table's cards and names."""
        from ..scenes.help import FirstRunScene

        t = self.host
        meta = t.control.plugin.meta
        lay = t.layout  # (a place's name that gives way is no word the tour keeps off)
        soft = [] if lay is None else [lay.labels[k] for k in lay.give_way if k in lay.labels]
        return FirstRunScene(meta.game_id, f"Welcome to {meta.title}", self.tour_marks(),
                             WELCOME_HOW, open_rules=t.open_rules,
                             keep_clear=self.tour_keep_clear(),
                             better_clear=[r for r in self.obstacles() if r not in soft],
                             words=[r for r in self.words() if r not in soft] + t.board.card_extents())

    def tour_keep_clear(self) -> list[Rect]:
        """What the tour's labels must not cover: every button on show (the tabs, the action
        bar, Undo/Redo, the Scores tab) and the message on show (dimmed under the tour, a label
        on it would read as one with it)."""
        box = self.host.toast_box
        return [tuple(r) for r in self.host.shown_buttons()] + ([] if box is None else [tuple(box)])

    def tour_marks(self) -> list[tuple[str, Rect]]:
        """What the first-run tour points at: the hand, the shared table zones, Rules."""
        t = self.host
        lay = t.layout
        if lay is None:
            return []
        marks: list[tuple[str, Rect]] = []
        hand = lay.zones.get(f"hand/{t.control.bottom}")
        if hand is not None:  # with the prompt and message strip above it: its callout
            rects = [t.board.extent(hand.zone)]  # stays clear
            rects += [r for k, r in lay.areas.items() if k in ("actions", "messages")]
            if t.prompt_box is not None:  # (above a bar grown into rows, above the strip)
                rects.append(tuple(t.prompt_box))
            box = t.toast_box  # and the message just above them (it stands over what to do
            if box is not None and box.colliderect(pygame.Rect(enclosing(rects)).inflate(0, 2 * box.h)):
                rects.append(tuple(box))  # where that hides nothing): the label goes above it
            marks.append(("Your hand", self._taking_in_buttons(enclosing(rects))))
        for r in self.places_marks(hand.zone if hand is not None else None):
            marks.append(("Where cards go now", r))
        marks.append(("Rules", tuple(self.tabs[0].rect)))
        return marks

    def _taking_in_buttons(self, mark: Rect) -> Rect:
        """``mark`` grown round every button it runs into (not the side tabs): a bar wider
        than its area (Treasure's two draws at 1240x620) had the hand's outline cut through
        "Draw from the draw pile"."""
        tabs = [pygame.Rect(b.rect) for b in self.tabs]
        buttons = [b for b in self.host.shown_buttons() if b.w and b not in tabs]
        lay = self.host.layout
        pad = lay.metrics.px(4) if lay is not None else 4  # the dashes clear of the button's edge
        out = pygame.Rect(mark)
        grown = True
        while grown:
            grown = False
            for b in buttons:
                if out.colliderect(b) and not out.contains(b.inflate(2 * pad, 2 * pad)):
                    out.union_ip(b.inflate(2 * pad, 2 * pad))
                    grown = True
        return tuple(out)

    def places_marks(self, hand: str | None) -> list[Rect]:
        """The places a card may go now, each with the name written over it, in groups of
        places that lie together: one outline each, largest first. A card moved onto a card
        (Seanchaí's pair in the tableau), or clicked where it lies (Treasure's discard pile, to
        take its top), marks that card's place. The hand has its own mark: a
        card drawn goes there, and one box around both would take in half the table."""
        t = self.host
        lay, idx = t.layout, t.board.index
        if lay is None or idx is None:
            return []
        places = set(idx.zone_clicks)
        cards = list(idx.card_clicks)  # a card clicked where it lies: Treasure's take, say
        for moves in idx.drags.values():
            for d, _ in moves:
                if isinstance(d.dst, str):
                    places.add(d.dst)
                else:
                    cards.append(d.dst)
        places |= {s.zone for c in cards if (s := t.board.sprite_for(c)) is not None}
        places.discard(hand)
        names = {z: r for z, r in t.title_pills().items()  # each place's name inside the mark:
                 if f"title/{z}" not in lay.give_way}  # the arrow does not cross it (a name that
        # gives way is left out under the tour's marks instead)
        rects = [with_title(t.board.extent(z), names.get(z)) for z in sorted(places) if z in lay.zones]
        every_name = list(names.values())  # no outline cuts through a name, a place's or not,
        # nor through a card lying on the table (Keltis: two outlines cut through the blue
        # discard pile between them, a pile no card in hand could go to)
        lying = {tuple(round(v) for v in s.rect()) for s in t.board.sprites()
                 if s.zone != hand and s.zone in lay.zones}
        # a group's outline that would cut through what to do (the prompt, a button) where
        # none of its places lies is drawn place by place: Keltis' Blue row and the Wishing
        # stones, 30 px apart, made one box across the prompt and a stone's button
        clear = [pygame.Rect(b) for b in t.shown_buttons()]
        clear += [t.prompt_box] if t.prompt_box is not None else []
        groups = []
        for group in clusters(rects, lay.metrics.px(40)):
            members = [r for r in rects if inside(r, group)]
            crossing = [c for c in clear if c.colliderect(pygame.Rect(group))]
            if len(members) > 1 and any(not any(c.colliderect(pygame.Rect(m)) for m in members)
                                        for c in crossing):
                groups += members
            else:
                groups.append(group)
        out = []
        for r in groups:
            r = taking_in_names(r, every_name, lay.metrics.px(10))
            r = taking_in_names(r, sorted(lying), lay.metrics.px(10) / 2)  # (the outline as drawn)
            out.append(taking_in_names(r, every_name, lay.metrics.px(10)))
        return out

    def open_help(self) -> None:
        from ..scenes.help import ShortcutsScene

        t = self.host
        assert t.mgr is not None
        t.board.clear_pointer()
        t.mgr.push(ShortcutsScene(t.open_rules, t.shortcuts()))  # the screen's own list

    # --- input and drawing --------------------------------------------------------------------
    def handle(self, ev: pygame.event.Event) -> bool:
        for b in self.tabs:
            if b.handle(ev):
                return True
        if ev.type == pygame.KEYDOWN:
            if getattr(ev, "unicode", "") == "?":
                self.open_help()
                return True
            if ev.key == pygame.K_h and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.host.ask_hint()
                return True
            if self.log.handle_key(ev.key):
                if self.log.open:
                    c = self.host.control
                    self.log.refresh(c.rules, c.match, c.names)
                return True
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.log.open:
            x, y, w, h = self.log.rect
            if x <= ev.pos[0] <= x + w and y <= ev.pos[1] <= y + h:
                return True  # the open log is a panel: clicks on it do not reach the table
        if ev.type == pygame.MOUSEWHEEL and self.log.open:
            x, y, w, h = self.log.rect
            mx, my = pygame.mouse.get_pos()
            if x <= mx <= x + w and y <= my <= y + h:
                self.log.scroll = max(0, self.log.scroll + ev.y * 3)
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        lay = self.host.layout
        if lay is None:
            return
        th = self.host.theme
        for b in self.tabs:
            b.draw(surf, th, self.tab_px or lay.metrics.font(14, 12))
        right = min(b.rect.x for b in self.tabs) - lay.metrics.px(6)
        # above Undo and Redo (whether shown or not: the panel keeps one height)
        self.log.draw(surf, th, lay.metrics.unit, seat_colour, draw_symbol, right,
                      [b.rect for b in self.beside])


def two_by_two(taken: list[Rect], w: int, h: int, tab_w: float, tab_h: float, n: int,
               gap: int) -> list[Rect] | None:
    """``n`` tabs in two columns at the right edge, in the tallest gap ``taken`` leaves (Treasure,
    seven players at 1280x800: no gap was tall enough for the four in a column, and they lay
    over a rival's hand and groups in the top corner); None where there is no such gap."""
    rows = -(-n // 2)
    block = side_tabs(taken, w, h, round(2 * tab_w + gap), round(tab_h), rows, gap, gap)
    if any(overlap(r, o) for r in block for o in taken):
        return None
    x = block[0][0]
    return [(x + (i % 2) * (tab_w + gap), block[i // 2][1], tab_w, tab_h) for i in range(n)]


def layout_fits(lay, w: int, h: int) -> bool:
    """Whether a table layout keeps its zones (at their fullest), plates and areas on screen and
    apart: a larger 'card size' is used only where this holds, else the normal size."""


    rects: list[Rect] = []
    for zid, zl in lay.zones.items():
        if zid.startswith("runoff"):
            continue  # shown instead of the play slots
        x, y, rw, rh = zl.extent(FULL.get(zl.kind, 1) if zl.kind != "fan" else 8)
        if zl.kind == "fan":
            y -= zl.card[1] * 0.13
            rh += zl.card[1] * 0.13
        rects.append((x, y, rw, rh))
    rects += list(lay.plates.values()) + [r for k, r in lay.areas.items()]
    if not all(inside(r, (0, 0, w, h)) for r in rects):
        return False
    return not any(overlap(a, b) for i, a in enumerate(rects) for b in rects[i + 1:])


def fit_rows(buttons: list, width: int, cx: int, bottom_y: int, h: int, gap: int, pad: int,
             font_px: int, margin: int) -> None:
    """Action buttons too many for one row within the window: break them into centred rows,
    the last row where the single row was and the others above it (never off-screen)."""
    widths = [b.content_width(font_px) + 2 * pad for b in buttons]
    limit = width - 2 * margin
    rows: list[list[int]] = [[i] for i in range(len(buttons))]
    for k in range(1, len(buttons) + 1):  # the fewest rows, the buttons shared out evenly
        per = -(-len(buttons) // k)  # (two and two, not one, two and one)
        split = [list(range(i, min(i + per, len(buttons)))) for i in range(0, len(buttons), per)]
        if all(sum(widths[i] for i in part) + gap * (len(part) - 1) <= limit for part in split):
            rows = split
            break
    for r, members in enumerate(rows):
        y = bottom_y - (len(rows) - 1 - r) * (h + gap)
        total = sum(min(widths[i], limit) for i in members) + gap * (len(members) - 1)
        x = cx - total // 2
        for i in members:
            buttons[i].rect = pygame.Rect(x, y, min(widths[i], limit), h)
            x += min(widths[i], limit) + gap
