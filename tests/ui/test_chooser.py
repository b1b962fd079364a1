"""The chooser as a scrollable grid of card pictures (issue 13, part 6): 30+ choices readable at
1280×720, by mouse (wheel, click, right click) and by keyboard (arrows, PgUp/PgDn, Enter, Esc)."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.core.actions import Action
from tabletop.games.hyrule.rules import DECK
from tabletop.ui.scenes.chooser import ChooserScene

from .helpers import click, frames, key, make_app, post, start_table


def open_chooser(app, n: int = 32):
    picked: list[Action] = []
    options = [(f"Play card {i + 1} to the trick, then lead again", Action("play", 0, (i,), "hand/0", "trick"))
               for i in range(n)]
    scene = ChooserScene(options, picked.append, DECK)
    app.mgr.push(scene)
    frames(app)
    return scene, picked, options


@pytest.fixture
def app():
    a = make_app((1280, 720))
    start_table(a, "HA")
    frames(a, 2)
    return a


def test_thirty_two_choices_fit_1280x720_as_a_scrolling_grid(app, tmp_path) -> None:
    scene, _, _ = open_chooser(app)
    g = scene.grid
    assert g.cols >= 5 and g.rows_shown >= 2  # several readable cells per row and column
    assert g.rows > g.rows_shown and g.scrollbar() is not None  # the rest scrolls
    screen = pygame.Rect(0, 0, 1280, 720)
    assert screen.contains(scene.box)
    for i in g.visible():
        r = g.rect(i)
        assert scene.box.contains(r) and not r.colliderect(scene.cancel.rect)
    assert scene.card_h >= 84 and scene.px(15, 14) >= 14  # readable card and text sizes
    surf = pygame.Surface((1280, 720))
    app.mgr.draw(surf)
    out = os.environ.get("TABLETOP_SHOTS", str(tmp_path))
    pygame.image.save(surf, os.path.join(out, "chooser-32-1280x720.png"))


def test_keyboard_moves_pages_and_picks(app) -> None:
    scene, picked, options = open_chooser(app)
    g = scene.grid
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)
    assert g.focus == 1 + g.cols and g.focus_shown
    key(app, pygame.K_PAGEDOWN)
    assert g.focus == 1 + g.cols + g.cols * g.rows_shown
    assert g.focus in g.visible()  # scrolled into view
    key(app, pygame.K_END)
    assert g.focus == 31 and 31 in g.visible() and g.top_row == g.max_top
    key(app, pygame.K_PAGEUP)
    assert g.focus == 31 - g.cols * g.rows_shown
    key(app, pygame.K_HOME)
    key(app, pygame.K_LEFT)
    assert g.focus == 0 and g.top_row == 0
    key(app, pygame.K_END)
    key(app, pygame.K_RETURN)
    assert picked == [options[31][1]] and app.mgr.top is not scene


def test_wheel_scrolls_and_a_click_picks_the_cell_under_the_pointer(app) -> None:
    scene, picked, options = open_chooser(app)
    g = scene.grid
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    frames(app)
    assert g.top_row == 1 and g.visible()[0] == g.cols
    target = g.visible()[-1]
    click(app, g.rect(target).center)
    assert picked == [options[target][1]]


@pytest.mark.parametrize("how", ["esc", "right", "cancel"])
def test_esc_right_click_or_cancel_close_without_choosing(app, how) -> None:
    scene, picked, _ = open_chooser(app)
    if how == "esc":
        key(app, pygame.K_ESCAPE)
    elif how == "right":
        post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)
        post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=3)
        frames(app)
    else:
        click(app, scene.cancel.rect.center)
    assert picked == [] and app.mgr.top is not scene


def test_few_choices_give_a_small_box_and_the_table_passes_its_deck(app) -> None:
    table = app.mgr.top
    state = table.match.state
    actions = list(table.match.legal()[:2])
    table.choose(actions)
    frames(app)
    chooser = app.mgr.top
    assert isinstance(chooser, ChooserScene) and chooser.deck is table.deck
    assert [a for _, a in chooser.options] == actions
    assert chooser.options[0][0] == table.rules.describe(state, actions[0])
    assert chooser.grid.rows == 1 and chooser.box.h < 720 // 2


def test_a_number_key_picks_that_choice_where_there_are_nine_or_fewer(app) -> None:
    """Ard Rí's "To whom do you offer a gift?" numbered its cells 1 and 2, and a player pressed
    1: nothing came. A number key picks the choice it numbers; the keys line says so."""
    scene, picked, options = open_chooser(app, 3)
    assert "1–3" in " ".join(scene.hint_lines)
    key(app, pygame.K_KP2)
    assert picked == [options[1][1]] and app.mgr.top is not scene
    scene, picked, options = open_chooser(app, 32)  # more than nine: the digits pick nothing
    key(app, pygame.K_2)
    assert not picked and app.mgr.top is scene
