"""Keyboard navigation over a list of buttons (menus and dialogs): Tab walks the list and an
arrow moves to the nearest button that way (``_toward``; through the list where none lies that
way), a visible focus; Enter or Space presses the focused button, digits press the nth one.

The focus ring is a thick dashed outline with an arrow (a shape, never colour alone), drawn
by ``draw`` after the buttons; a mouse click hides it (scenes pass clicks here first, see
``handle``). With ``enter_default`` False, Enter is left to the scene's own shortcut until the
player has moved the focus (screens where Enter already means "Start"). ``show_primary`` keeps
one button looking selected: the focused one while the ring shows (Enter presses it), else
the screen's default.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .button import Button

NEXT_KEYS = (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
PREV_KEYS = (pygame.K_UP, pygame.K_LEFT)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: an arrow's direction on the screen (x, y)
ARROWS = {pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0), pygame.K_DOWN: (0, 1), pygame.K_UP: (0, -1)}


def _toward(buttons: Sequence[Button], pos: int, key: int) -> int | None:
    """The button an arrow points to from ``buttons[pos]``: the nearest whose centre lies that
    way, a step across the arrow counting double (in the game picker → from a game's Play went
    on to the next game's "Learn to play", the next in the list); None where none lies that
    way (the arrow then steps through the list, as Tab does)."""
    dx, dy = ARROWS[key]
    here = buttons[pos].rect.center
    best: tuple[float, int] | None = None
    for i, b in enumerate(buttons):
        x, y = b.rect.center
        along, across = (x - here[0]) * dx + (y - here[1]) * dy, abs((x - here[0]) * dy + (y - here[1]) * dx)
        if i != pos and along > 0 and across <= 2 * along + max(b.rect.w, b.rect.h) / 2:
            cost = along + 2 * across
            if best is None or cost < best[0]:
                best = (cost, i)
    return None if best is None else best[1]


class ButtonNav:
    def __init__(self, buttons: Callable[[], Sequence[Button]], *, enter_default: bool = True,
                 digits: bool = True) -> None:
        self.buttons = buttons
        self.pos = 0
        self.shown = False
        self.enter_default = enter_default
        self.digits = digits

    def _enabled(self) -> list[Button]:
        return [b for b in self.buttons() if b.enabled]

    def focused(self) -> Button | None:
        live = self._enabled()
        if not live:
            return None
        self.pos %= len(live)
        return live[self.pos]

    def show_primary(self, default: Button | None) -> None:
        """Style as primary (gold) only the button Enter would press: the focused one while
        the ring shows, else ``default``; never two at once."""
        chosen = self.focused() if self.shown else default
        for b in self.buttons():
            b.primary = b is chosen

    def handle(self, ev: pygame.event.Event) -> bool:
        """Keys as above; a mouse press only hides the ring and is never consumed (call this
        before the buttons' own ``handle`` so a click on a button hides it too)."""
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.shown = False
            return False
        if ev.type != pygame.KEYDOWN:
            return False
        live = self._enabled()
        if not live:
            return False
        k = ev.key
        if k in NEXT_KEYS or k in PREV_KEYS:
            back = k in PREV_KEYS or (k == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT)
            if self.shown:
                toward = _toward(live, self.pos % len(live), k) if k in ARROWS else None
                self.pos = toward if toward is not None else (self.pos + (-1 if back else 1)) % len(live)
            self.shown = True
            return True
        if k in PRESS_KEYS and (self.shown or self.enter_default):
            b = self.focused()
            if b is not None:
                b.on_click()
                return True
        if self.digits and pygame.K_1 <= k <= pygame.K_9 and k - pygame.K_1 < len(live):
            live[k - pygame.K_1].on_click()
            return True
        return False

    def draw(self, surf: pygame.Surface, colour: tuple[int, int, int], unit: float,
             keep_off: Sequence[pygame.Rect] = ()) -> None:
        """The ring on the focused button, its arrow on no other button and on nothing in
        ``keep_off`` (what the screen draws near its buttons: the replay's caption)."""
        if not self.shown:
            return
        b = self.focused()
        if b is not None and b.rect.w > 0:
            from ..table.focus import draw_focus

            others = [tuple(o.rect) for o in self.buttons() if o is not b and o.rect.w > 0]
            others += [tuple(r) for r in keep_off]
            draw_focus(surf, tuple(b.rect), colour, unit, keep_off=others)  # its arrow on none
