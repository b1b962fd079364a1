"""Keyboard play on the table, the pygame half: keys to the focus (``focus.KeyFocus``, the pure
model), cards raised under it, and the rings drawn over the table — drop targets while
dragging, the focus ring, a held card's destinations and the Hint's outline.

``KeyPlay`` sees the board, the table's layout, its action buttons and two things to do with
what a key chose (``choose`` actions, ``play`` a sound); never the scene. It also declares the
table's keys for the ``?`` list and for remapping (``shortcuts``: ``keymap.table_shortcuts``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

import pygame

from ...core.actions import Action
from ..keymap import Shortcut, table_shortcuts
from .board import HOVER_LIFT, TableBoard
from .focus import PLAY_HERE, KeyFocus, Result, Stop, draw_focus, draw_targets
from .layout import TableLayout

Rect = tuple[float, float, float, float]
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Bar(Protocol):
    """Where the keyboard finds the table's layout and action buttons (they change each step)."""

    layout: TableLayout | None
    buttons: list


class KeyPlay:
    def __init__(self, board: TableBoard, bar: Bar, choose: Callable[[list[Action]], None],
                 play: Callable[[str], None]) -> None:
        self.board = board
        self.bar = bar
        self.choose = choose
        self.play = play
        self.focus = KeyFocus(order=self.place)
        self._focused_card = None  # the card the focus raised a little

    @staticmethod
    def shortcuts(chosen: Mapping[str, str] | None = None) -> list[Shortcut]:
        """The table's keys (its ``?`` list), the remappable ones as the player chose them;
        the scene manager remaps the table's key events from the same list."""
        return table_shortcuts(chosen)

    def place(self, target) -> tuple[float, float]:
        """Screen order of a focus stop: hand cards first (left to right), then the table."""
        lay = self.bar.layout
        if isinstance(target, str):
            zl = lay.zones.get(target) if lay else None
            return (2.0, 0.0) if zl is None else (1.0 + zl.cy / 100000, zl.cx)
        s = self.board._sprite_for(target)
        if s is None:
            return (3.0, 0.0)
        zl = self.board.zone_layout(s.zone)
        return (0.0 if zl is not None and zl.kind == "fan" else 1.0 + s.y / 100000, s.x)

    # --- keys ---------------------------------------------------------------------------------
    def key(self, ev: pygame.event.Event) -> bool:
        """Tab/arrows/Enter/Space/digits/Esc over the legal gestures; False: not ours."""
        k = ev.key
        board, focus, buttons = self.board, self.focus, self.bar.buttons
        if board.busy:
            if k in ENTER:
                board.animator.fast_forward()
                return True
            return False
        if board.index is None or board.drag is not None:
            return False
        focus.sync(board.index, len(buttons))
        result: Result | None = None
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
        elif pygame.K_1 <= k <= pygame.K_9 or pygame.K_KP1 <= k <= pygame.K_KP9:
            base = pygame.K_1 if pygame.K_1 <= k <= pygame.K_9 else pygame.K_KP1
            held = focus.held
            result = focus.number(k - base + 1)
            if held is not None and focus.held is None:
                self.lift(held, False)
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

    def show_focus(self) -> None:
        """The focused card rises a little (as under the pointer): seen by place, not colour."""
        stop = self.focus.current()
        card = stop.target if stop is not None and stop.kind == "card" else None
        prev = self._focused_card
        if prev is not None and prev != card and prev != self.focus.held:
            s = self.board._sprite_for(prev)
            if s is not None:
                s.lift = 0.0
        if card is not None and card != self.focus.held:
            s = self.board._sprite_for(card)
            if s is not None:
                s.lift = s.h * HOVER_LIFT * 0.6
        self._focused_card = card

    def lift(self, card, up: bool) -> None:
        """A card picked up by the keyboard is lifted (and glows) until it is put down."""
        s = self.board._sprite_for(card) if card is not None else None
        if s is not None:
            s.lift = s.h * HOVER_LIFT if up else 0.0
            s.glow = up

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
            zl = lay.zones.get(target) if lay else None
            if zl is None:
                return None
            return zl.extent(max(1, len(self.board.piles.get(target, []))))
        s = self.board._sprite_for(target) if target is not None else None
        return None if s is None else s.rect()

    def draw(self, surf: pygame.Surface, colour) -> None:
        """Drop targets during a drag, and the keyboard focus ring (dashed, arrowed, numbered)."""
        lay = self.bar.layout
        assert lay is not None
        board, focus = self.board, self.focus
        d = board.drag
        if d is not None and d.moved:
            targets = sorted(d.targets, key=str)
            hot = board.drop_target()
            rects = [self.stop_rect(t) for t in targets]
            hot_i = targets.index(hot) if hot in targets else None
            draw_targets(surf, [r for r in rects if r is not None], colour, lay.metrics.unit,
                         hot_i if all(r is not None for r in rects) else None)
            return
        idx = board.index
        if idx is not None and idx.zone_clicks and board.interactive() and focus.held is None:
            piles = [self.stop_rect(Stop("zone", z)) for z in sorted(idx.zone_clicks)]
            draw_targets(surf, [r for r in piles if r is not None], colour, lay.metrics.unit)
        if not focus.shown or not board.interactive():
            return
        focus.sync(board.index, len(self.bar.buttons))
        if focus.held is not None:
            dests = focus.destinations()
            rects = [self.stop_rect(t) for t in dests]
            draw_targets(surf, [r for r in rects if r is not None], colour, lay.metrics.unit,
                         numbers=all(r is not None for r in rects))
        stop = focus.current()
        rect = self.stop_rect(stop) if stop is not None else None
        if rect is not None:
            draw_focus(surf, rect, colour, lay.metrics.unit)

    def draw_hint(self, surf: pygame.Surface, hint: Action | None, colour) -> None:
        """The hinted card(s) and destination: dashed outlines (never colour alone)."""
        lay = self.bar.layout
        if hint is None or lay is None or self.board.busy:
            return
        rects = [self.stop_rect(Stop("card", c)) for c in hint.cards]
        if hint.dst is not None and hint.dst in lay.zones:
            rects.append(self.stop_rect(Stop("zone", hint.dst)))
        elif not hint.cards and hint.src is not None and hint.src in lay.zones:
            rects.append(self.stop_rect(Stop("zone", hint.src)))
        found = [r for r in rects if r is not None]
        if found:
            draw_targets(surf, found, colour, lay.metrics.unit)
            draw_focus(surf, found[0], colour, lay.metrics.unit, "Hint")
