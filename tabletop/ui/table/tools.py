"""The table's tools for big games (issue 13): look through a pile, sort a big hand (part 7),
select several cards for a multi-card decision (part 3, ``selection.py``).

``TableTools`` belongs to one table (a ``ToolsHost``), which calls ``adapt`` on every new layout
(hands fold into two rows when crowded), ``layout`` after it, ``handle`` for input and ``draw``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ...core.ids import ZoneId
from ..render.theme import Theme
from ..widgets.button import Button
from .bighand import SORT_LABELS, HandOrder, two_row_hands
from .board import TableBoard
from .controller import TableController
from .focus import KeyFocus
from .gamescene import GameTable
from .kit import LIFT
from .layout import TableLayout
from .pileview import PileViewScene, viewable
from .selection import Selection

SORT_FROM = 12  # cards in the viewer's hand before the Sort button appears
ROOM_AREAS = ("actions", "messages")  # HUD areas above the hand that a folded hand pushes up


def pile_name(zone: ZoneId) -> str:
    """A readable name for a zone the game gives no caption: ``discard/Y`` -> 'Discard pile'."""
    word = zone.split("/")[0].replace("_", " ").capitalize()
    return word if word.endswith("pile") else f"{word} pile"


class ToolsHost(Protocol):
    """What the tools see of their table."""

    control: TableController
    board: TableBoard
    game: GameTable
    deck: Any
    layout: TableLayout | None
    buttons: list[Button]  # the action bar's
    mouse: tuple[int, int]
    focus: KeyFocus
    mgr: Any

    @property
    def theme(self) -> Theme: ...

    def fixed_buttons(self) -> list[Button]:
        """Undo/Redo and the side tabs: the Sort button keeps clear of them."""

    def layout_buttons(self) -> None:
        """Lay the action bar and Undo/Redo out again (a folded hand moved their area)."""


class TableTools:
    def __init__(self, host: ToolsHost, undo: Callable[[], bool]) -> None:
        self.host = host
        self.order = HandOrder(host.deck)
        host.board.arrange = self.order.hook(self.hand_zone, host.game.arrange)
        # gathered cards: raised, taken back
        self.selection = Selection(host.control, host.board, host.focus, self.hand_zone, undo)
        host.board.selected = self.selection.is_selected
        self.sort_button = Button(SORT_LABELS["dealt"], self.sort, key=pygame.K_s)
        self._press: ZoneId | None = None
        self._areas: dict[str, tuple[float, float, float, float]] = {}
        self._lifted = 0.0

    # --- the viewer's hand --------------------------------------------------------------------
    def hand_zone(self) -> ZoneId | None:
        """The viewer's own hand: the fan zone the viewer owns (None when looking in public)."""
        t = self.host
        view, lay, viewer = t.board.view, t.layout, t.control.viewer
        if view is None or lay is None or viewer < 0:
            return None
        for zid, zv in view.zones.items():
            zl = lay.zones.get(zid)
            if zv.owner == viewer and zl is not None and zl.kind == "fan":
                return zid
        return None

    def _bottom_fan(self) -> ZoneId | None:
        """The bottom seat's fan while looking in public (a finished game): it may fold too."""
        t = self.host
        view, lay = t.board.view, t.layout
        if view is None or lay is None:
            return None
        return next((z for z, zv in view.zones.items() if zv.owner == t.control.bottom
                     and z in lay.zones and lay.zones[z].kind == "fan"), None)

    def sort_shown(self) -> bool:
        hand = self.hand_zone()
        return hand is not None and len(self.host.board.piles.get(hand, [])) >= SORT_FROM

    def sort(self) -> None:
        self.sort_button.label = SORT_LABELS[self.order.cycle()]
        t = self.host
        t.board.animator.fast_forward()
        if t.board.view is not None:
            t.board.reconcile(t.board.view)

    # --- layout -------------------------------------------------------------------------------
    def adapt(self, layout: TableLayout) -> None:
        two_row_hands(layout)
        self._areas = {k: layout.areas[k] for k in ROOM_AREAS if k in layout.areas}
        self._lifted = 0.0

    def layout(self) -> None:
        """The Sort button sits just above the left end of the viewer's hand; a folded hand
        makes room for itself (``make_room``)."""
        t = self.host
        hand = self.hand_zone() or self._bottom_fan()
        if hand is None or t.layout is None:
            return
        m = t.layout.metrics
        zl = t.layout.zones[hand]
        x, y, w, h = t.board.extent(hand)
        lift = zl.card[1] * LIFT if zl.extra.get("lift") else 0.0  # a card raised on hover
        r = pygame.Rect(0, 0, m.px(150), m.px(34))
        r.bottomleft = (max(m.px(8), round(x)), round(y) - m.px(6))
        need = self._lift_for(y - lift - m.px(8), x, x + w)
        if self.sort_shown():  # the bar's room over the hand's left end, where Sort goes: it
            more = self._lift_for(r.top - m.px(4), r.left, r.right)  # rises by the button's
            if more > need and self._clear_at(more, hand):  # height where it covers nothing
                need = more  # more (Ard Rí, three players, 1280x800: Sort went to the far left)
        self.make_room(need)
        self.sort_button.rect = self._sort_spot(r)

    def _sort_spot(self, first: pygame.Rect) -> pygame.Rect:
        """Where the Sort button goes: above the left end of the hand, unless a button of the
        action bar (two or three rows of them at a draw), Undo/Redo, a tab, a plate, the status
        line, or the room of the prompt and the messages is there (a 13-card Seanchaí hand at
        1240x620 put it under the prompt); then left of the action buttons, then beside the
        prompt's room (left, then right), level with it, then above the hand's left end still,
        over that room, then above the status line. The spots after the first keep off the
        table's places and their names too."""
        t = self.host
        lay = t.layout
        m = lay.metrics
        gap = m.px(8)
        taken = [pygame.Rect(b.rect) for b in t.buttons]
        taken += [pygame.Rect(b.rect) for b in t.fixed_buttons()]
        taken += [pygame.Rect(*map(round, r)) for r in lay.plates.values()]
        status = lay.areas.get("status")
        words = [pygame.Rect(*map(round, lay.areas[k])) for k in ("actions", "messages") if k in lay.areas]
        taken += words + ([pygame.Rect(*map(round, status))] if status is not None else [])
        spots = [first]
        if t.buttons:  # left of the lowest row of buttons, level with it
            low = max(t.buttons, key=lambda b: b.rect.bottom).rect.bottom
            left = min(b.rect.x for b in t.buttons if b.rect.bottom == low)
            spots.append(first.move(0, 0))
            spots[-1].bottomright = (left - gap, low)
        if "actions" in lay.areas:  # beside the prompt's room, level with it
            room = pygame.Rect(*map(round, lay.areas["actions"]))
            spots += [first.copy(), first.copy()]
            spots[-2].bottomright = (room.x - gap, room.bottom)
            spots[-1].bottomleft = (room.right + gap, room.bottom)
        if words:  # above the left end of the hand still, over the prompt's and messages' room
            # and the buttons, and over the prompt or situation as last drawn (grown upward)
            # (Ard Rí, three players, 1280x800: a 12-card hand from the Chosen place to the
            # right edge, the prompt's room over its left end; it went to the far left)
            drawn = getattr(t, "prompt_box", None)  # (a message of two lines rises over it too)
            tops = [r.top for r in words] + [b.rect.top for b in t.buttons] + ([drawn.top] if drawn else [])
            spots.append(first.move(0, 0))
            spots[-1].bottom = min(tops) - gap - round(m.font(16, 13) * 1.25) - m.px(6)
        if status is not None:  # above the status line, at the left edge
            spots.append(first.move(0, 0))
            spots[-1].bottomleft = (round(status[0]), round(status[1]) - gap)
        places = [pygame.Rect(*map(round, t.board.extent(z))).inflate(gap, gap) for z in lay.zones
                  if z not in lay.overlays]
        places += [pygame.Rect(*map(round, r)) for r in lay.labels.values()]
        screen = pygame.Rect(0, 0, m.w, m.h)
        for n, r in enumerate(spots):
            if screen.contains(r) and r.collidelist(taken) < 0 and (n == 0 or r.collidelist(places) < 0):
                return r
        return first

    def _lift_for(self, top: float, left: float, right: float) -> float:
        """How far the action bar's and the messages' rooms must rise to end above ``top``
        where they lie over ``left``..``right`` (0: not at all)."""
        low = [(x, y, w, h) for x, y, w, h in self._areas.values() if x < right and x + w > left]
        return max([0.0] + [y + h - top for _, y, _, h in low])

    def _clear_at(self, lift: float, hand: ZoneId) -> bool:
        """Whether the rooms raised by ``lift`` lie on nothing of the table they did not lie
        on already (the places, their names, the plates, the tabs), inside the window."""
        t = self.host
        lay = t.layout
        others = [pygame.Rect(*map(round, t.board.extent(z))) for z in lay.zones
                  if z not in lay.overlays and z != hand]
        others += [pygame.Rect(*map(round, r)) for r in [*lay.labels.values(), *lay.plates.values()]]
        others += [pygame.Rect(b.rect) for b in t.fixed_buttons()]  # (Undo/Redo rise with the bar)
        for x, y, w, h in self._areas.values():
            was = pygame.Rect(*map(round, (x, y - self._lifted, w, h)))
            now = pygame.Rect(*map(round, (x, y - lift, w, h)))
            if now.top < 0 or set(now.collidelistall(others)) - set(was.collidelistall(others)):
                return False
        return True

    def make_room(self, lift: float) -> None:
        """A hand folded into two rows grows upward: the action buttons and messages above it
        move up by ``lift`` (and back down when it unfolds), Sort's room included where the
        table has it."""
        t = self.host
        lay = t.layout
        areas = self._areas
        if lift == self._lifted:
            return
        self._lifted = lift
        for key, (x, y, w, h) in areas.items():
            lay.areas[key] = (x, y - lift, w, h)
        t.layout_buttons()

    # --- input --------------------------------------------------------------------------------
    def handle(self, ev: pygame.event.Event) -> bool:
        t = self.host
        if self.sort_shown() and self.sort_button.handle(ev):
            return True
        if self.selection.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_v:
            return self.open_pile(self._zone_at(t.mouse) or self._focused_zone())
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            zone = self._zone_at(ev.pos)
            self._press = zone if zone is not None and not self._has_gesture(ev.pos) else None
            return False  # the board sees the press too
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self._press is not None:
            pressed, self._press = self._press, None
            if self._zone_at(ev.pos) == pressed and t.board.drag is None:
                return self.open_pile(pressed)
        return False

    def _zone_at(self, pos: tuple[int, int]) -> ZoneId | None:
        """The viewable pile under ``pos``, if any."""
        board = self.host.board
        s = board.sprite_at(*pos) if not board.busy else None
        if s is not None and viewable(board.view, self.host.layout, s.zone):
            return s.zone
        return None

    def _has_gesture(self, pos: tuple[int, int]) -> bool:
        """Whether a press at ``pos`` means a move (a card to play, a pile to draw from)."""
        board = self.host.board
        if self.host.focus.held is not None:
            return True  # a card held: a press puts it down (on a pile: onto it) or back
        s = board.sprite_at(*pos)
        idx = board.index
        if s is None or idx is None:
            return False
        grabbable = s.face is not None and (idx.can_grab(s.face) or bool(idx.click_card(s.face)))
        # while the player picks a pile to draw from, a click on another pile stays a no
        # (it is dimmed); V still opens it
        return grabbable or bool(idx.zone_clicks)

    def _focused_zone(self) -> ZoneId | None:
        """The pile the keyboard focus is on, or the pile of the card it is on (a held card's
        destination included): V looks through it."""
        board = self.host.board
        focus = self.host.focus
        stop = focus.current() if board.index is not None and focus.shown else None
        target = getattr(stop, "target", None)
        if target is not None and not isinstance(target, str):
            s = board.sprite_for(target)
            target = s.zone if s is not None else None
        if isinstance(target, str) and viewable(board.view, self.host.layout, target):
            return target
        return None

    def open_pile(self, zone: ZoneId | None) -> bool:
        t = self.host
        if zone is None or t.mgr is None or not viewable(t.board.view, t.layout, zone):
            return False
        view = t.board.view
        title = t.game.zone_caption(zone, view) or t.layout.zones[zone].label or pile_name(zone)
        t.board.clear_pointer()
        t.mgr.push(PileViewScene(title, list(view.zones[zone].cards), t.deck))
        return True

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        t = self.host
        self.layout()  # the hand grows and shrinks: follow it
        if self.sort_shown() and t.layout is not None and not t.board.busy:
            self.sort_button.draw(surf, t.theme, t.layout.metrics.font(15, 14))
