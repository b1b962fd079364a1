"""A key the ``?`` list names that does nothing at this table says why (a one-round Hyrule:
M, S and V over the face-down "Set aside" pile were silent)."""

from __future__ import annotations

import pygame
import pytest

from .helpers import frames, key, make_app, settle, start_table


@pytest.mark.parametrize(("k", "words"), [(pygame.K_m, "No score sheet"), (pygame.K_s, "Sort is for a hand"),
                                          (pygame.K_v, "To look through a pile")])
def test_a_listed_key_with_nothing_to_do_says_why(k, words):
    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=5)
    settle(app, scene)
    assert scene.sheet.tab is None and not scene.tools.sort_shown()
    pygame.mouse.set_pos((2, 2))  # the pointer over no pile
    key(app, k)
    frames(app, 2)
    shown = [t.message for t in scene.toasts.items]
    assert any(m.startswith(words) for m in shown), shown

