"""The keyboard's focus arrow on a menu button hides no other button: in the game picker the
arrow over a game's Play stood on the "play" of "Learn to play" just above it. It goes below
the button where that is clear, else it is left out (the dashed ring still says which)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.scenes.picker import GamePickerScene

from .helpers import frames, key, make_app, spy_arrows


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_focus_arrow_on_a_play_button_leaves_learn_to_play_whole(size, monkeypatch):
    app = make_app(size, speed="off")
    picker = GamePickerScene()
    app.mgr.push(picker)
    frames(app, 2)
    assert picker.learn, "no game has a lesson"
    arrows = spy_arrows(monkeypatch)
    key(app, pygame.K_TAB)
    buttons = [b for b in picker.nav.buttons() if b.enabled]
    plays = 0
    for _ in range(len(buttons)):
        b = picker.nav.focused()
        arrows.clear()
        frames(app, 1)
        for a in arrows:
            hit = [o.label for o in buttons if o is not b and a.colliderect(o.rect)]
            assert not hit, f"the focus arrow on {b.label!r} {b.rect} lies on {hit}"
        plays += b.label == "Play"
        key(app, pygame.K_TAB)
    assert plays >= 4
