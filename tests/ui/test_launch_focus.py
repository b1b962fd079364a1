"""Keyboard focus: the first Tab focuses the first item, one thing looks selected in a menu,
and a mouse click hides the ring (issue 17, item 8)."""

from __future__ import annotations

import pygame

from tabletop.ui.scenes.menu import MainMenuScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.table.focus import KeyFocus
from tabletop.ui.table.interaction import InteractionIndex
from tabletop.ui.widgets.button import Button
from tabletop.ui.widgets.keynav import ButtonNav

from .helpers import frames, make_app, post, settle, start_table
from .test_keyboard import key


def _index(n: int) -> InteractionIndex:
    from tabletop.core.actions import Action
    from tabletop.ui.table.interaction import Click

    acts = [Action("play", 0, cards=(c,)) for c in range(n)]
    return InteractionIndex.build(acts, str, lambda a: Click(a.cards[0]))


def test_the_first_tab_of_a_decision_focuses_the_first_stop():
    focus = KeyFocus()
    focus.sync(_index(4), 0)
    focus.move(1)
    assert focus.shown and focus.pos == 0
    focus.move(1)
    assert focus.pos == 1
    focus.pointer_used()  # a click; then the next decision
    focus.sync(_index(3), 0)
    focus.move(1)
    assert focus.pos == 0
    focus.pointer_used()
    focus.move(-1)  # Shift+Tab first: the last stop
    assert focus.pos == 2


def test_the_first_tab_on_the_table_after_a_mouse_click_rings_the_first_card():
    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=5)
    settle(app, scene)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.focus.shown and scene.focus.pos == 1
    tab = scene.comfort.tabs[1]  # Log: a button the table's other parts take first
    post(pygame.MOUSEBUTTONDOWN, pos=tab.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=tab.rect.center, button=1)
    frames(app)
    assert not scene.focus.shown  # the ring is gone after the click
    key(app, pygame.K_TAB)
    assert scene.focus.shown and scene.focus.pos == 0
    first = scene.focus.stops()[0]
    assert scene.focus.current() == first


def primaries(buttons) -> list[str]:
    return [b.label for b in buttons if b.primary]


def test_one_button_looks_selected_in_the_menu():
    app = make_app(speed="off")
    menu = MainMenuScene()
    app.mgr.reset(menu)
    frames(app)
    assert primaries(menu.buttons) == ["New game"]
    key(app, pygame.K_DOWN)  # the ring appears on the first button
    assert menu.nav.focused().label == "New game" and primaries(menu.buttons) == ["New game"]
    key(app, pygame.K_DOWN)
    ringed = menu.nav.focused().label
    assert ringed != "New game" and primaries(menu.buttons) == [ringed]


def test_show_primary_follows_the_ring_and_falls_back_to_the_default():
    a, b = Button("Continue", lambda: None, primary=True), Button("New game", lambda: None)
    nav = ButtonNav(lambda: [a, b])
    nav.shown, nav.pos = True, 1
    nav.show_primary(a)
    assert (a.primary, b.primary) == (False, True)
    nav.shown = False
    nav.show_primary(a)
    assert (a.primary, b.primary) == (True, False)


def test_a_click_hides_the_ring_in_the_menu_and_the_pause_menu():
    app = make_app(speed="off")
    menu = MainMenuScene()
    app.mgr.reset(menu)
    frames(app)
    key(app, pygame.K_TAB)
    assert menu.nav.shown
    quit_button = menu.buttons[-1]
    post(pygame.MOUSEBUTTONDOWN, pos=quit_button.rect.center, button=1)  # pressed, not released
    frames(app)
    assert not menu.nav.shown

    scene = start_table(app, "HA", seed=5)
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    pause = app.mgr.top
    assert isinstance(pause, PauseScene)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert pause.nav.shown and primaries(pause.buttons) == [pause.nav.focused().label]
    speed = pause.speed
    post(pygame.MOUSEBUTTONDOWN, pos=speed.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=speed.rect.center, button=1)
    frames(app)
    assert app.mgr.top is pause and not pause.nav.shown
    assert primaries(pause.buttons) == ["Resume"]
