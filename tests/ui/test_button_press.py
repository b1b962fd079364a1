"""A button is pressed by a press and a release on it, not by a release alone: a click begun on
a lesson's Next (hidden at that moment while the rival's cards flew) was released on the claim
button that had just appeared in its place, and made the learner's move for them."""

from __future__ import annotations

import pygame

from tabletop.ui.widgets.button import Button

from .helpers import init_pygame


def _ev(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


def test_only_a_press_and_release_on_the_button_presses_it():
    init_pygame()
    pressed: list[str] = []
    b = Button("Stone 1: Yellow + Red", lambda: pressed.append("b"))
    b.rect = pygame.Rect(100, 100, 200, 40)
    inside, outside = (150, 120), (20, 20)
    assert not b.handle(_ev(pygame.MOUSEBUTTONUP, inside)) and not pressed  # a release alone
    assert not b.handle(_ev(pygame.MOUSEBUTTONDOWN, outside))
    assert not b.handle(_ev(pygame.MOUSEBUTTONUP, inside)) and not pressed  # begun elsewhere
    assert b.handle(_ev(pygame.MOUSEBUTTONDOWN, inside))
    assert not b.handle(_ev(pygame.MOUSEBUTTONUP, outside)) and not pressed  # slid off: no press
    assert not b.handle(_ev(pygame.MOUSEBUTTONUP, inside)) and not pressed  # that press is over
    assert b.handle(_ev(pygame.MOUSEBUTTONDOWN, inside))
    assert b.handle(_ev(pygame.MOUSEBUTTONUP, inside)) and pressed == ["b"]
