"""A long message (the Hint with its reason) wraps inside the window instead of running off it."""

import pygame

from tabletop.ui.render.theme import THEMES
from tabletop.ui.widgets.toast import Toasts

from .helpers import init_pygame

LONG = ("Hint: Start your Red row with the Red 0: an early start, while the row has time to "
        "grow; about 50% to win from here, like “Discard the Green 2” (53%): both are close.")


def _drawn_columns(surf: pygame.Surface) -> list[int]:
    """The x of every column holding a pixel that is not the background."""
    bg = surf.get_at((0, 0))
    return [x for x in range(surf.get_width())
            if any(surf.get_at((x, y)) != bg for y in range(0, surf.get_height(), 2))]


def test_a_long_toast_wraps_inside_the_window() -> None:
    init_pygame()
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 60, 30))
    toasts = Toasts()
    toasts.show(LONG, 6.0)
    toasts.update(0.5)  # fully faded in
    cx, y, px = 990, 440, 15  # the table's message strip at 1280x720, right of centre
    (rect,) = toasts.rects(cx, y, px, surf.get_width())
    assert rect.left >= 0 and rect.right <= surf.get_width()
    assert rect.right <= 1280 - int(1280 * 0.09) and rect.w <= 1280 * 0.6 + 3 * px  # clear of the buttons
    assert rect.h > px * 3  # more than one line
    assert rect.bottom <= y + px * 2  # it grows upward, off the hand below
    toasts.draw(surf, next(iter(THEMES.values())), cx, y, px)
    cols = _drawn_columns(surf)
    assert cols and cols[-1] < surf.get_width() - 1 and cols[0] > 0


def test_a_short_toast_is_one_line_centred_on_its_anchor() -> None:
    init_pygame()
    toasts = Toasts()
    toasts.show("Aoife wins the trick")
    (rect,) = toasts.rects(640, 400, 15, 1280)
    assert rect.center == (640, 400) or abs(rect.centery - 400) <= 1
    assert rect.h < 15 * 3


def test_a_wrapped_toast_keeps_within_the_message_strip() -> None:
    """At 1280x720 Keltis' strip runs from x 692 (clear of the viewer's rows) to the window's
    edge: a long Hint wraps inside it rather than over the Blue row, and grows upward."""
    init_pygame()
    toasts = Toasts()
    toasts.show(LONG, 6.0)
    toasts.update(0.5)
    span = (692, 1268)
    (rect,) = toasts.rects(980, 461, 15, 1280, span)
    assert rect.left >= 692 and rect.right <= 1280 - int(1280 * 0.09)
    (wide,) = toasts.rects(980, 461, 15, 1280)
    assert wide.left < 692  # without the strip it would have reached over the rows
    assert rect.h > wide.h and rect.bottom == wide.bottom  # more lines, still growing upward
