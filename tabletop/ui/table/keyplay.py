"""Keyboard play on the table, the pygame half: keys to the focus (``focus.KeyFocus``, the pure
model), cards raised under it, and the rings drawn over the table — drop targets while
dragging, the focus ring, a held card's destinations and the Hint's outline.

The card the keyboard is on is always shown whole and large (``draw_zoom``: the preview the
pointer gets after resting on a card), with its name and its place in words, so a small or
overlapped card (an opponent's field, a Dark card's targets) can be told; while a card is
held, the caption names every numbered place (``placewords``). A (the ``gather`` command)
is the focused or held card's click meaning, the same key for every card.

``KeyPlay`` sees the board, the table's layout, its action buttons and two things to do with
what a key chose (``choose`` actions, ``play`` a sound); never the scene. It also declares the
table's keys for the ``?`` list and for remapping (``shortcuts``: ``keymap.table_shortcuts``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import pygame

from ...core.actions import Action
from ...core.ids import CardId, ZoneId
from ...core.names import capital
from ..keymap import Shortcut, number_key, table_shortcuts
from ..render import fonts
from ..render.fonts import text
from ..widgets.panel import draw_panel
from .board import HOVER_LIFT, TableBoard
from .focus import (
    PLAY_HERE,
    KeyFocus,
    Result,
    Stop,
    draw_focus,
    draw_targets,
    focus_extent,
    label_extent,
    ring_reach,
    target_badges,
)
from .layout import TableLayout, contains, inflate, sideways, taking_in_names, with_title
from .placewords import card_words, listed, place_words, preposition
from .resting import ZOOM_DELAY
from .zoomspot import aids, whole

Rect = tuple[float, float, float, float]
#: told when a click picks a card up (``PointerPlay``); taken back when the card is put down
PICKED_UP = "Now click where it goes (its places are numbered), or drag it; Esc puts it back."
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def keyed_prompt(words: str, short: bool = False) -> str:
    """A prompt that names only the mouse's gestures ("Drag a card…", "Click a pile…") also
    names the keys that do the same (issue 28, item 9); ``short``: in fewer letters."""
    if re.search(r"\b(drag|click)", words, re.I) and not re.search(r"\bTab\b", words):
        return f"{words} · Tab, Enter" if short else f"{words} (keys: Tab, Enter)"
    return words


def under(room: Rect, rect: Rect) -> Rect | None:
    """The part of ``room`` under ``rect``'s width (None where they share no column)."""
    x0, x1 = max(room[0], rect[0]), min(room[0] + room[2], rect[0] + rect[2])
    return (x0, room[1], x1 - x0, room[3]) if x1 > x0 else None


class Bar(Protocol):
    """Where the keyboard finds the table's layout and action buttons (they change each step),
    and what the preview and its words need: the HUD, the painter, the deck, the seats' names."""

    layout: TableLayout | None
    buttons: list
    hud: Any
    painter: Any
    deck: Any
    names: Sequence[str]
    ctx: Any
    toast_box: pygame.Rect | None  # the message on show, where it was last drawn
    prompt_box: pygame.Rect | None  # the prompt (what to do now), where it was last drawn

    def title_pills(self) -> dict[str, pygame.Rect]: ...  # the places' names as drawn, by zone

    def shown_buttons(self) -> list[pygame.Rect]: ...  # every button on show: Undo, the tabs too

    def panels_on_top(self) -> list[pygame.Rect]: ...  # drawn over the previews: a lesson's

    def status_box(self) -> pygame.Rect | None: ...  # the status line ("Hand 1 of 12 · Meld")

    def felt_marks(self) -> list[pygame.Rect]: ...  # the game's boxes on the felt (``felt_rects``)

    def words_under(self) -> dict[str, pygame.Rect]: ...  # the game's words under places, by zone

    def table_words(self) -> list[pygame.Rect]: ...  # the words on the table the outlines pass under

    def tell(self, words: str) -> None: ...  # a passing message (a key that did nothing)

    def untell(self, words: str) -> None: ...  # that message off at once (no longer true)

    @property
    def viewer(self) -> int: ...

    @property
    def theme(self) -> Any: ...


class KeyPlay:
    def __init__(self, board: TableBoard, bar: Bar, choose: Callable[[list[Action]], None],
                 play: Callable[[str], None]) -> None:
        self.board = board
        self.bar = bar
        self.choose = choose
        self.play = play
        self.focus = KeyFocus(order=self.place, where=self.middle, marked=self._marked)
        self._hinted: Action | None = None  # the move drawn as the Hint at the last frame
        self._focused_card = None  # the card the focus raised a little
        self._badges: tuple[list[Rect], list[str]] | None = None  # a held card's places, numbered
        self._spots: dict[tuple, Rect] = {}  # previews placed, by all that placed them

    @staticmethod
    def shortcuts(chosen: Mapping[str, str] | None = None) -> list[Shortcut]:
        """The table's keys (its ``?`` list), the remappable ones as the player chose them;
        the scene manager remaps the table's key events from the same list."""
        return table_shortcuts(chosen)

    def place(self, target) -> tuple[float, float]:
        """Screen order of a focus stop: hand cards first (left to right), then the table, row
        by row (a row is half a hand card high: Keltis' Draw pile sits 9 px lower than the
        discard piles beside it, and came after them all), left to right."""
        lay = self.bar.layout
        band = max(1.0, lay.metrics.card_h / 2) if lay is not None else 1.0
        if isinstance(target, str):
            zl = lay.zones.get(target) if lay else None
            return (2.0, 0.0) if zl is None else (1.0 + round(zl.cy / band) / 1000, zl.cx)
        s = self.board.sprite_for(target)
        if s is None:
            return (3.0, 0.0)
        zl = self.board.zone_layout(s.zone)
        return (0.0 if zl is not None and zl.kind == "fan" else 1.0 + round(s.y / band) / 1000, s.x)

    def middle(self, target) -> tuple[float, float] | None:
        """Where a card or a place lies on screen, its middle (a place: its cards as they lie
        now); None where it is not laid out."""
        lay = self.bar.layout
        if isinstance(target, str):
            if lay is None or target not in lay.zones:
                return None
            x, y, w, h = self.board.extent(target)
            return x + w / 2, y + h / 2
        s = self.board.sprite_for(target)
        return None if s is None else (s.x, s.y)

    # --- keys ---------------------------------------------------------------------------------
    def key(self, ev: pygame.event.Event) -> bool:
        """Tab/arrows/Enter/Space/digits/Esc over the legal gestures; False: not ours."""
        k = ev.key
        board, focus, buttons = self.board, self.focus, self.bar.buttons
        if board.busy:
            if k in ENTER:
                board.animator.hurry()
                return True
            return False
        if board.index is None or board.drag is not None:
            return False
        focus.sync(board.index, len(buttons))
        result: Result | None = None
        if k in ENTER or k == pygame.K_a or number_key(k) is not None:
            self._untwin()
        if k == pygame.K_ESCAPE:
            was = focus.held
            if not focus.cancel():
                return False
            self.lift(was, False)
            return True
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT)
            focus.move(-1 if back else 1)
            self.show_focus()
            return True
        if k in ENTER:
            held = focus.held
            result = focus.activate()
            if focus.held is not None and held is None:
                self.lift(focus.held, True)
        elif k == pygame.K_a and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            held = focus.held or self._focused_card
            stop = focus.current()
            on_card = held is not None or (stop is not None and stop.kind == "card")
            result = focus.gather()
            if result.actions and held is not None:
                self.lift(held, False)
            if not result.actions:  # said, not only sounded (Ard Rí in Spring: A did nothing)
                self.bar.tell(nothing_to_gather(on_card))
        elif (number := number_key(k)) is not None:
            held = focus.held
            places = len(focus.places()) if held is not None else 0
            result = focus.number(number)
            if held is not None and focus.held is None:
                self.lift(held, False)
            if not result.actions and result.button is None:  # said, not only sounded
                self.bar.tell(nothing_on(number, places if held is not None else len(buttons),
                                         held is not None))
        if result is None:
            return False
        if k not in ENTER and not result.actions and result.button is None:
            self.play("invalid")  # a number with nothing behind it
        if result.button is not None and 0 <= result.button < len(buttons):
            buttons[result.button].on_click()
        elif result.actions:
            self.play("drop")
            self.choose(result.actions)
        return True

    def _untwin(self) -> None:
        """The copy of a card the ring is on, where the moves name the identical copy beside
        it, becomes that one (as the pointer's touch does): the card acted on is the one in
        sight, and the ring stays on it."""
        stop = self.focus.current()
        s = self.board.sprite_for(stop.target) if stop is not None and stop.kind == "card" else None
        if s is not None:
            self.board.untwin(s)

    def show_focus(self) -> None:
        """The focused card rises a little (as under the pointer): seen by place, not colour."""
        stop = self.focus.current()
        card = stop.target if stop is not None and stop.kind == "card" else None
        prev = self._focused_card
        if prev is not None and prev != card and prev != self.focus.held:
            s = self.board.sprite_for(prev)
            if s is not None:
                s.lift = 0.0
        if card is not None and card != self.focus.held:
            s = self.board.sprite_for(card)
            if s is not None:
                s.lift = s.h * HOVER_LIFT * 0.6
        self._focused_card = card

    def lift(self, card, up: bool) -> None:
        """A card picked up (by the keyboard, or by a click) is lifted (and glows) until it is
        put down; the pointer's hover leaves it raised meanwhile (``board.raised``)."""
        s = self.board.sprite_for(card) if card is not None else None
        if s is not None:
            s.lift = s.h * HOVER_LIFT if up else 0.0
            s.glow = up
        self.board.raised = card if up else None
        if not up:  # put down or put back: "Now click where it goes" is said no more
            self.bar.untell(PICKED_UP)

    def pick_up(self, card: CardId) -> bool:
        """A click on a card with places to go and no click meaning of its own picks it up,
        as Enter does: its places are outlined and numbered, and a click on one (or its
        number) puts it there. False: the card has no place to go now."""
        idx = self.board.index
        if idx is None or not idx.destinations(card):
            return False
        self.focus.sync(idx, len(self.bar.buttons))
        self.focus.hold(card)
        self.lift(card, True)
        return True

    def put_down_at(self, x: float, y: float) -> list[Action] | None:
        """A click while a card is held: the moves for the held card's place there (None: no
        place of the held card there, the click means what it would otherwise)."""
        focus = self.focus
        held = focus.held
        if held is None:
            return None
        for n, dest in enumerate(focus.places(), 1):
            r = self.stop_rect(Stop("dest", dest))
            if r is not None and contains(r, x, y):
                result = focus.number(n)
                self.lift(held, False)
                return result.actions
        return None

    def drop_held(self) -> None:
        held = self.focus.held
        if held is not None:
            self.focus.cancel()
            self.lift(held, False)

    # --- drawing ------------------------------------------------------------------------------
    def stop_rect(self, stop: Stop | object) -> Rect | None:
        target = getattr(stop, "target", stop)
        kind = getattr(stop, "kind", "dest")
        lay, buttons = self.bar.layout, self.bar.buttons
        if kind == "button":
            i = int(target)
            return tuple(buttons[i].rect) if i < len(buttons) else None
        if target == PLAY_HERE:
            target = self.focus.held
        if isinstance(target, str):
            if lay is None or target not in lay.zones:
                return None
            return self._with_caption(with_title(self.board.extent(target), self.bar.title_pills().get(target)),
                                      target)
        s = self.board.sprite_for(target) if target is not None else None
        if s is None:
            return None
        # the place's name is taken in by a card alone under it (a pile's top card), not by
        # each card of a row: every ring of the row was then the name's width, one outline
        alone = self.alone(s)
        title = self.bar.title_pills().get(s.zone) if alone else None
        return self._with_caption(with_title(s.rect(), title, card=True), s.zone, in_row=not alone)

    def alone(self, s) -> bool:
        """Whether card sprite ``s`` is the only card its place shows side by side: a pile's
        or a column's (one card under another), or a row's only card."""
        lay = self.bar.layout
        zl = lay.zones.get(s.zone) if lay is not None else None
        return zl is None or zl.kind in ("pile", "column") or len(self.board.piles.get(s.zone, ())) <= 1

    def _with_caption(self, rect: Rect, zone: ZoneId, in_row: bool = False) -> Rect:
        """``rect`` grown to take in its place's words under it where the focus ring round it
        would run through them (Ard Rí's "1 unproven" under the Roundhouse's card). A card
        ``in_row`` with others takes in the words the game says it wrote there, else only
        the caption's room under its own width: two raiders in the Marches, each taking in
        the room under the whole row, had one outline for both."""
        lay = self.bar.layout
        caption = lay.labels.get(f"caption/{zone}") if lay is not None else None
        if caption is None:
            return rect
        if in_row:
            drawn = self.bar.words_under().get(zone)
            caption = tuple(drawn) if drawn is not None else under(caption, rect)
            if caption is None:
                return rect
        return taking_in_names(rect, [caption], ring_reach(lay.metrics.unit))

    def place_outline(self, zone: ZoneId) -> Rect | None:
        """The dashed outline ``draw`` puts round a place to click (``draw_targets``' pad)."""
        r = self.stop_rect(Stop("zone", zone))
        lay = self.bar.layout
        if r is None or lay is None:
            return None
        pad = max(2, round(4 * lay.metrics.unit))
        return inflate((round(r[0]), round(r[1]), round(r[2]), round(r[3])), pad, pad)

    def draw(self, surf: pygame.Surface, colour) -> None:
        """Drop targets during a drag, and the keyboard focus ring (dashed, arrowed, numbered)."""
        lay = self.bar.layout
        assert lay is not None
        board, focus = self.board, self.focus
        self._badges = None  # (this frame's, set below while a card is held)
        focus.sync(board.index, len(self.bar.buttons))  # (a new decision puts a held card back)
        if focus.held is None:
            board.raised = None
        d = board.drag
        if d is not None and d.moved:
            targets = sorted(d.targets, key=str)
            hot = board.drop_target()
            rects = [self.stop_rect(t) for t in targets]
            hot_i = targets.index(hot) if hot in targets else None
            draw_targets(surf, [r for r in rects if r is not None], colour, lay.metrics.unit,
                         hot_i if all(r is not None for r in rects) else None, words=self.bar.table_words())
            return
        idx = board.index
        if idx is not None and idx.zone_clicks and board.interactive() and focus.held is None:
            piles = [self.stop_rect(Stop("zone", z)) for z in sorted(idx.zone_clicks)]
            draw_targets(surf, [r for r in piles if r is not None], colour, lay.metrics.unit,
                         words=self.bar.table_words())
        if not (focus.shown or focus.held is not None) or not board.interactive():
            return  # (a card picked up by a click shows its places without the keyboard's ring)
        places: list[Rect] = []
        labels: list[str] | None = None
        if focus.held is not None:
            dests = focus.destinations()
            rects = [self.stop_rect(t) for t in dests]
            places = [r for r in rects if r is not None]
            if len(places) == len(rects):
                labels = [self.gather_key() if t == PLAY_HERE else str(i + 1) for i, t in enumerate(dests)]
            draw_targets(surf, places, colour, lay.metrics.unit, words=self.bar.table_words())
        stop = focus.current() if focus.shown else None
        rect = self.stop_rect(stop) if stop is not None else None
        if rect is not None:  # its arrow off the buttons on show and the places' names (a hand
            # card's lay on "Sort: as dealt", the top discard's on "Discard pile")
            ring = pygame.Rect(*map(round, rect))
            around = [*self.bar.shown_buttons(), *self.bar.title_pills().values()]
            others = [b for b in around if not ring.contains(pygame.Rect(b))]
            draw_focus(surf, rect, colour, lay.metrics.unit, keep_off=others, words=self.bar.table_words())
        if labels is not None:
            self._badges = (places, labels)  # (over the ring, which crosses the badge of the place it is on)
            target_badges(surf, places, colour, lay.metrics.unit, labels, self.badge_keep_off())

    def badge_keep_off(self) -> list[Rect]:
        """What a held card's number badges keep off where another corner of their place
        allows: the places' names as drawn, the boxes the game paints on the felt (Ard
        Rí's sums under the Cattle Field) and its words there (the "1" on "at Aoife")."""
        return [tuple(r) for r in [*self.bar.title_pills().values(), *self.bar.felt_marks(),
                                   *self.bar.table_words()]]

    def _held_marks(self) -> list[Rect]:
        """While a card is held: its destinations' outlines with their number badges, and the
        focus ring on the one the keyboard is on (what the preview must leave in sight)."""
        if self.focus.held is None:
            return []
        reach = max(16, round(22 * self.bar.layout.metrics.unit))  # an outline's pad and its corner badge
        marks = [inflate(r, reach, reach) for r in map(self.stop_rect, self.focus.destinations()) if r is not None]
        ring = self._ring()
        return marks + ([] if ring is None else [tuple(ring)])

    def _ring(self) -> pygame.Rect | None:
        """Everything the focus ring paints on its place (``focus_extent``), if it is shown."""
        stop = self.focus.current() if self.focus.shown else None
        rect = self.stop_rect(stop) if stop is not None else None
        return None if rect is None else focus_extent(rect, self.bar.layout.metrics.unit)

    def action_rects(self, action: Action) -> list[Rect]:
        """Where a move shows on the table: its cards, then its destination; a move of no card
        shown (a draw) at the pile it comes from, which is what a click takes (the Hint "Draw
        from the draw pile" marked the player's own hand, where the card would go)."""
        lay = self.bar.layout
        if lay is None:
            return []
        rects = [self.stop_rect(Stop("card", c)) for c in action.cards]
        if not action.cards and action.src is not None and action.src in lay.zones:
            rects.append(self.stop_rect(Stop("zone", action.src)))
        elif action.dst is not None and action.dst in lay.zones:
            rects.append(self.stop_rect(Stop("zone", action.dst)))
        return [r for r in rects if r is not None]

    def draw_hint(self, surf: pygame.Surface, hint: Action | None, colour) -> None:
        """The hinted card(s) and destination: dashed outlines (never colour alone)."""
        lay = self.bar.layout
        self._hinted = None
        if hint is None or lay is None or self.board.busy:
            return
        found = self.action_rects(hint)
        if found:
            self._hinted = hint
            words = self.bar.table_words()
            draw_targets(surf, found, colour, lay.metrics.unit, words=words)
            draw_focus(surf, found[0], colour, lay.metrics.unit, "Hint", words=words)
            if self._badges is not None:  # a held card's numbered places: the Hint's dashes
                places, labels = self._badges  # crossed their badges (Treasure, the Gathering)
                target_badges(surf, places, colour, lay.metrics.unit, labels, self.badge_keep_off())

    def _marked(self) -> CardId | None:
        """The card the Hint's mark is on (the lesson's or the Hint's move), if any."""
        hint = self._hinted
        return hint.cards[0] if hint is not None and hint.cards else None

    def _hint_tag(self) -> list[Rect]:
        """The Hint's "Hint" badge as drawn at the last frame: the preview, drawn after it,
        hid it (Treasure, the hinted card focused: the preview stood on its top edge)."""
        lay = self.bar.layout
        found = self.action_rects(self._hinted) if self._hinted is not None and lay is not None else []
        return [tuple(label_extent(found[0], lay.metrics.unit, "Hint"))] if found else []

    def hint_extent(self, hint: Action | None) -> list[pygame.Rect]:
        """What ``draw_hint`` paints on the card (ring, arrow and "Hint" badge): the Hint's own
        message is placed clear of it."""
        lay = self.bar.layout
        if hint is None or lay is None or self.board.busy:
            return []
        found = self.action_rects(hint)
        return [focus_extent(found[0], lay.metrics.unit, "Hint")] if found else []

    def prompt(self, words: str) -> str:
        """The prompt as drawn: with its keys (``keyed_prompt``), in the shorter form where the
        longer would be cut in the action bar, without them where both would."""
        hud, lay = self.bar.hud, self.bar.layout
        for said in (keyed_prompt(words), keyed_prompt(words, short=True)):
            if lay is None or not any("…" in line for line in hud.prompt_lines(lay, said)[0]):
                return said
        return words

    # --- the large preview and its words -------------------------------------------------------
    def gather_key(self) -> str:
        """The gather command's key as the player chose it ("A")."""
        chosen = getattr(getattr(self.bar, "ctx", None), "keys", None)
        return next((s.keys for s in table_shortcuts(chosen) if s.action == "gather"), "A")

    def focused_sprite(self):
        """The card the keyboard is on (a held card's destination when that is a card, else
        the held card itself), while the ring shows; None on a pile or a button."""
        board, focus = self.board, self.focus
        if not focus.shown or board.index is None or not board.interactive():
            return None
        focus.sync(board.index, len(self.bar.buttons))
        stop = focus.current()
        if stop is None or stop.kind not in ("card", "dest"):
            return None
        target = stop.target
        if stop.kind == "dest" and (target == PLAY_HERE or isinstance(target, str)):
            target = focus.held
        s = board.sprite_for(target) if target is not None else None
        return s if s is not None and s.face is not None else None

    def _place(self, zone) -> str:
        bar = self.bar
        lay = bar.layout
        title = lay.zones[zone].label if lay is not None and zone in lay.zones else ""
        owner = lay.owners.get(zone) if lay is not None else None
        return place_words(zone, title, owner, bar.viewer, bar.names, bar.deck)

    def words(self, sprite) -> list[str]:
        """The caption: the card's name and place; with a card held, the place the focus is
        on and every numbered place."""
        focus, deck, board = self.focus, self.bar.deck, self.board
        held = focus.held
        if held is None:
            return [card_words(deck, sprite.face), f"{preposition(sprite.zone)} {self._place(sprite.zone)}"]

        def name(d) -> str:
            if d == PLAY_HERE:
                return f"{self.gather_key()}: click it"
            if isinstance(d, str):
                return capital(self._place(d).removeprefix("the "))
            ds = board.sprite_for(d)
            where = f" {preposition(ds.zone)} {self._place(ds.zone)}" if ds is not None else ""
            return f"onto the {card_words(deck, d)}{where}"

        lines = [f"Holding the {card_words(deck, held)}"]
        places = focus.places()
        stop = focus.current()
        if stop is not None and stop.kind == "dest":
            number = f"{places.index(stop.target) + 1}: " if stop.target in places else ""
            lines.append(f"Now on {number}{name(stop.target)}")  # "Now on 2: onto the Queen …"
        clicks = board.index.card_clicks.get(held) if board.index is not None else None
        lines.append(listed([name(d) for d in places], name(PLAY_HERE) if clicks else None))
        return lines

    def draw_zoom(self, surf: pygame.Surface) -> None:
        """The large preview: of the card under the pointer once it has rested there, else
        of the card the keyboard is on, at once, with its words under it."""
        bar, board = self.bar, self.board
        lay, painter = bar.layout, bar.painter
        if lay is None or painter is None or board.busy or board.drag is not None:
            return
        hover = board.hover
        if hover is not None and hover.face is not None and board.hover_time >= ZOOM_DELAY:
            x, y, zw, zh = self.preview_rect(hover, focused=False)
            painter.zoom(surf, hover.face, (round(x + zw / 2), round(y + zh / 2)), round(zh))
            return
        s = self.focused_sprite()
        if s is None:
            return
        x, y, zw, zh = self.preview_rect(s, focused=True)
        card = painter.zoom(surf, s.face, (round(x + zw / 2), round(y + zh / 2)), round(zh))
        self.caption(surf, card, self.words(s), pygame.Rect(s.rect()))

    def preview_rect(self, s: Any, focused: bool) -> Rect:
        """Where the large preview of sprite ``s`` goes (under the pointer, or the keyboard's
        ``focused`` card): never over a button on show (Undo, the tabs) nor, while a card is
        held, over its places and their number keys; off its zone's cards and the prompt
        where some spot allows."""
        keep = (self._held_marks() if focused else []) + [tuple(b) for b in self.bar.shown_buttons()]
        keep += [tuple(r) for r in self.bar.panels_on_top()] + self._hint_tag()
        zone = s.zone if s.zone in self.bar.layout.zones else None
        shown = self.board.extent(zone) if zone is not None else None
        # the prompt, and the message on show: a Hint's words lay across the preview of the
        # card it named (Treasure, 1920x1080); both are kept clear where some spot allows
        prompt = [tuple(r) for r in (self.bar.prompt_box, self.bar.toast_box) if r is not None]
        room = short = (0, 0)
        if focused:  # its caption, under or above it (``caption``), as wide and tall as it can be;
            m = self.bar.layout.metrics  # else its first line
            words = self.words(s)
            sizes = [self._caption_art(words, m.card_w * k, False)[1].size for k in (1.15, 1.7)]
            room = (max(w for w, _ in sizes), max(h for _, h in sizes))
            short = self._caption_art(words[:1], m.card_w * 1.7, False)[1].size
        sight = self.in_sight()
        memo = (id(self.bar.layout), s.rect(), s.zone, tuple(keep), shown, tuple(prompt), tuple(sight), room,
                short)
        if memo not in self._spots:  # (the search over the window takes some milliseconds)
            if len(self._spots) > 32:
                self._spots.clear()
            self._spots[memo] = self.bar.hud.zoom_rect(self.bar.layout, s.rect(), s.zone, keep, shown,
                                                       prompt, sight, room, short)
        return self._spots[memo]

    def in_sight(self) -> list[Rect]:
        """What the preview and its caption keep off wherever some spot allows: every card on
        the table and the viewer's own places, their outlines where empty, every place's name
        and the status line (Keltis at 1240x620: a hand card's preview lay on the player's own
        rows)."""
        lay, board = self.bar.layout, self.board
        viewer = self.bar.viewer
        pad = lay.metrics.px(4)  # an empty place's outline (``Hud.slot_marks``)
        out = [tuple(r) for r in board.card_extents()]
        out += [s.rect() for s in board.sprites() if s.lift and s.zone in lay.zones]  # raised
        mine = {z for z in lay.zones if lay.owners.get(z) == viewer and z not in lay.overlays}
        out += [inflate(lay.zones[z].extent(1), pad, pad) for z in sorted(mine) if not board.piles.get(z)]
        # every place's name as drawn: the preview of a hand card lay on half of Keltis'
        # "Wishing stones still available" at 1280x800
        out += [tuple(r) for r in self.bar.title_pills().values()]
        out += [r for k, r in lay.labels.items() if k.partition("/")[2] in mine]
        # the status line: a chosen card's preview lay on "Hand 1 of 12 · Gathering" (Treasure,
        # three players, 1240x620)
        status = self.bar.status_box()
        out += [tuple(status)] if status is not None else []
        return [whole(r) for r in out]  # (in whole pixels, rounded outward)

    def _caption_art(self, lines: list[str], card_w: float,
                     draw: bool = True) -> tuple[list[pygame.Surface], pygame.Rect]:
        """The caption's lines as drawn (a preview ``card_w`` wide) and its panel's size
        (``draw`` False: only measured, for the preview's place)."""
        from ..widgets.scroll_text import wrap_items

        m, theme = self.bar.layout.metrics, self.bar.theme
        px = m.font(15, 13)
        width = min(m.w - m.px(16), max(card_w * 2, m.px(360)))
        wrapped: list[tuple[str, bool]] = []
        for i, line in enumerate(lines):
            for part in wrap_items(line, width - m.px(16), px, bold=i == 0):  # a place stays whole
                wrapped.append((part, i == 0))
        imgs = [(text if draw else fonts.text)(w, px, theme.text, bold=b) for w, b in wrapped]
        pad = m.px(6)
        return imgs, pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 2 * pad,
                                 sum(i.get_height() for i in imgs) + 2 * pad)

    def caption(self, surf: pygame.Surface, card: pygame.Rect, lines: list[str],
                focused: pygame.Rect | None = None) -> None:
        """Words on a panel under the preview (above it where there is no room below, or where
        it would hide an action button and its key, or the ``focused`` card itself), as wide as
        they need, kept on screen; long lines shrink to 12 px, then wrap. Where no spot by the
        preview is clear of the cards and places in sight, the last lines give way, one by one,
        while a shorter caption finds one (a held card's numbered places, which the table marks
        with their numbers: Treasure and Seanchaí with two players lay the whole of it on the
        hand, a pile or the tableau)."""
        m, theme = self.bar.layout.metrics, self.bar.theme
        pad = m.px(6)
        avoid = self.bar.shown_buttons() + self.bar.panels_on_top() + ([focused] if focused is not None else [])
        avoid += [pygame.Rect(r) for r in self._hint_tag()]
        avoid += [pygame.Rect(whole(r)) for r in aids(self.bar.layout)]  # (Ard Rí's season panel)
        ring = self._ring()  # the place the focus is on, its arrow; a held card's places and their keys
        avoid += [pygame.Rect(r) for r in self._held_marks()] or ([] if ring is None else [ring])
        bar = self.bar
        shown = (bar.toast_box, bar.prompt_box)  # the message and the prompt, read beside it
        words = [pygame.Rect(r) for r in (*bar.layout.words(), *shown) if r is not None]
        sight = [pygame.Rect(r) for r in self.in_sight()]
        for k in [*range(len(lines), 0, -1), len(lines)]:  # (none clear: the whole, as before)
            imgs, box = self._caption_art(lines[:k], card.w)
            box = clear_spot(box, card, avoid, surf.get_rect(), m.px(4), words, sight)
            if box.collidelist([*avoid, *words, *sight]) < 0:
                break
        draw_panel(surf, box, theme.panel, 235, theme.highlight, radius=m.px(8), width=1)
        y = box.y + pad
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()


def nothing_to_gather(on_card: bool) -> str:
    """What A says when it gathers nothing: why, and what it does."""
    if on_card:
        return "A does what a click on the card does, and a click on this one does nothing now (Enter picks it up)"
    return "A does what a click on the card the ring is on does: Tab to a card first"


def nothing_on(number: int, count: int, holding: bool) -> str:
    """What a number key with nothing behind it says: which numbers there are (the held
    card's places, else the buttons), or how to get some. Only a sound said it before, and
    with the sound off nothing did (Treasure: 2 pressed while a held card had one place)."""
    what = "places" if holding else "buttons"
    if count > 1:
        return f"Nothing on {number}: the {what} are numbered 1 to {count}"
    if count == 1:
        return f"Nothing on {number}: the only {what[:-1]} is number 1"
    if holding:
        return f"Nothing on {number}: this card has no place to go"
    return f"Nothing on {number}: pick a card up first (Tab, Enter)"


def clear_spot(box: pygame.Rect, card: pygame.Rect, avoid: Sequence[pygame.Rect],
               bounds: pygame.Rect, gap: int, words: Sequence[pygame.Rect] = (),
               sight: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a caption of ``box``'s size goes by ``card``: under it, else above it, on screen
    and clear of ``avoid`` (the action buttons, whose number keys it would hide); when both
    would cover one, slid sideways beside what it covers; else beside the card, left or right;
    else under the card as before.

    ``words`` (the name plates and labels) are kept clear too where some spot allows it: the
    same search runs first with them and then, if nothing is clear of both, without them, so
    a plate never pushes the caption onto a button. Before both, the search runs clear of
    ``sight`` as well (``KeyPlay.in_sight``: the cards on the table, the viewer's own places;
    Keltis at 1240x620: "Holding the …" lay on the player's Red row, or on the hand).
    """
    spots, onto = [], []
    for under in (True, False):
        spot = box.copy()
        if under:
            spot.midtop = (card.centerx, card.bottom + gap)
        else:
            spot.midbottom = (card.centerx, card.top - gap)
        if under and spot.bottom > bounds.bottom:
            continue
        spot.clamp_ip(bounds)
        # kept on screen, a caption above a preview at the top edge lay on the preview's top
        # (Keltis, a held card: "Holding the Green 2" hid the card's own corner)
        (onto if spot.colliderect(card) else spots).append(spot)
    beside = []
    for right in (True, False):
        spot = box.copy()
        spot.centery = card.centery
        if right:
            spot.left = card.right + gap
        else:
            spot.right = card.left - gap
        spot.clamp_ip(pygame.Rect(spot.x, bounds.y, spot.w, bounds.h))  # up or down only
        if bounds.contains(spot):
            beside.append(spot)
    passes = [([*avoid, *words], True), (list(avoid), True), (list(avoid), False)] if words \
        else [(list(avoid), True), (list(avoid), False)]
    if sight:
        passes.insert(0, ([*avoid, *words, *sight], True))
    for blockers, near in passes:  # far from the card only rather than over a button
        found = _clear_of(spots, beside, blockers, bounds, gap, card if near else None)
        if found is not None:
            return found
    return (spots or onto or [box.clamp(bounds)])[0]


def _clear_of(spots: list[pygame.Rect], beside: list[pygame.Rect], blockers: list[pygame.Rect],
              bounds: pygame.Rect, gap: int, card: pygame.Rect | None) -> pygame.Rect | None:
    """The first of ``spots`` clear of ``blockers``, else one slid sideways beside what it
    covers while it stays within half a card of ``card`` (slid further, an Ard Rí caption
    stood 230 px from its preview: it read as the caption of something else; ``card`` None:
    anywhere, rather than over a button), else the first
    of ``beside`` clear of them; None if there is none."""
    for spot in spots:
        if spot.collidelist(blockers) < 0:
            return spot
    for spot in spots:
        hit = [r for r in blockers if r.colliderect(spot)]
        for slid in map(pygame.Rect, sideways(tuple(spot), [tuple(r) for r in hit], gap)):
            near = card.inflate(card.w, 0) if card is not None else bounds  # within half a card
            if (bounds.contains(slid) and slid.collidelist(blockers) < 0
                    and slid.right > near.left and slid.left < near.right):
                return slid
    for spot in beside:
        if spot.collidelist(blockers) < 0:
            return spot
    return None
