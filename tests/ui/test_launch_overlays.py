"""Esc on the hot-seat hand-off reaches the pause menu; "Saved as …" shows over the pause menu;
animation speeds step in the order a player expects (issue 17, items 9, 11 and 13)."""

from __future__ import annotations

import pygame

from tabletop.ui.prefs import SPEED_ORDER
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.table.animator import SPEEDS

from .helpers import click, frames, make_app, post, settle, start_table
from .test_keyboard import key
from .test_persistence_ui import prefs_app


def test_escape_on_the_handoff_opens_the_pause_menu_over_it():
    app = make_app(speed="off")
    scene = start_table(app, "HH", seed=3)
    settle(app, scene)
    handoff = app.mgr.top
    assert isinstance(handoff, HandoffScene)
    key(app, pygame.K_ESCAPE)
    pause = app.mgr.top
    assert isinstance(pause, PauseScene) and pause.table is scene
    assert app.mgr.visible()[0] is handoff  # the table stays hidden under the menu
    key(app, pygame.K_ESCAPE)  # Resume: back to the hand-off, no hand shown
    assert app.mgr.top is handoff and scene.control.handoff_up


def test_saved_as_is_shown_over_the_pause_menu_not_behind_it(tmp_path):
    app = prefs_app(tmp_path)
    scene = start_table(app, "HA", seed=4)
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    pause = app.mgr.top
    save_as = next(b for b in pause.buttons if b.label == "Save as…")
    click(app, save_as.rect.center)
    post(pygame.TEXTINPUT, text="before the last trick")
    frames(app)
    key(app, pygame.K_RETURN)
    assert app.mgr.top is pause
    assert [t.message for t in pause.toasts.items] and "Saved as" in pause.toasts.items[0].message
    assert not any("Saved as" in t.message for t in scene.toasts.items)  # nothing under the menu
    app.close()


def test_speeds_step_from_slow_to_off_in_the_pause_menu_and_the_settings():
    durations = [SPEEDS[name] for name in SPEED_ORDER]
    assert sorted(SPEEDS) == sorted(SPEED_ORDER) and durations == sorted(durations, reverse=True)
    app = make_app(speed="off")
    app.ctx.speed = "slow"
    scene = start_table(app, "HA", seed=4)
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    pause = app.mgr.top
    seen = []
    for _ in range(4):
        pause.speed.on_click()
        seen.append(app.ctx.speed)
    assert seen == ["normal", "fast", "off", "slow"]

    settings = SettingsScene()
    app.mgr.push(settings)
    row = next(r for r in settings.rows if r.label == "Animation speed")
    assert row.shown() == "Normal"  # no save folder here: the settings' default
    shown = []
    for _ in range(4):
        row.step(1)
        shown.append(row.shown())
    assert shown == ["Fast", "Off", "Slow", "Normal"]
    row.step(-1)
    assert row.shown() == "Slow"  # the left arrow: slower
