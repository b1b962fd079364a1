"""Ctrl+Z when nothing can be undone says why (issue 17, item 12)."""

from __future__ import annotations

import pygame

from .helpers import frames, settle, start_table
from .test_keyboard import key


def ctrl_z(app) -> None:
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)


def messages(scene) -> list[str]:
    return [t.message for t in scene.toasts.items]


def test_ctrl_z_before_any_move_and_after_an_ai_move_says_why(tmp_path):
    from .test_persistence_ui import prefs_app

    app = prefs_app(tmp_path)
    scene = start_table(app, "HA", seed=4)
    settle(app, scene)
    if not scene.match.records:  # the human leads: nothing of theirs yet
        ctrl_z(app)
        assert "Nothing to undo: you have not moved yet." in messages(scene)
        scene.toasts.clear()
    scene.submit(scene.match.legal()[0])
    settle(app, scene)
    frames(app, 5)
    assert scene.match.records[-1].action.player == 1  # the AI answered, face up
    before = len(scene.match.records)
    ctrl_z(app)
    assert len(scene.match.records) == before  # nothing taken back …
    assert "Can't undo: a card was shown to you since your last move." in messages(scene)  # … and why
    app.close()


def test_ctrl_z_when_the_game_is_over_says_so():
    from .helpers import make_app

    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=4)
    settle(app, scene)
    scene.control.finished = True
    ctrl_z(app)
    assert any("game is over" in m for m in messages(scene))
