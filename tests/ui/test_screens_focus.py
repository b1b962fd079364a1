"""A mouse press hides the keyboard focus ring in the dialogs too (issue 17, item 8): confirm,
chooser and results, whether the press lands on a button or beside one."""

from __future__ import annotations

import pygame

from tabletop.core.actions import Action
from tabletop.games.hyrule.rules import DECK
from tabletop.ui.scenes.chooser import ChooserScene
from tabletop.ui.scenes.confirm import ConfirmScene
from tabletop.ui.scenes.results import ResultsScene

from .helpers import frames, key, make_app, post, start_table


def _press(app, pos) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)  # pressed, not released: nothing fires
    frames(app)


def _confirm_over_a_table(yes_label: str):
    """An app with a table and "Abandon this game?" over it; ``said`` records a yes."""
    app = make_app(speed="off")
    start_table(app, "HA", seed=5)
    frames(app)
    said: list[str] = []
    confirm = ConfirmScene("Abandon this game?", "", yes_label, lambda: said.append("yes"))
    app.mgr.push(confirm)
    frames(app)
    return app, confirm, said


def test_a_press_on_a_confirm_button_hides_the_ring() -> None:
    app, confirm, said = _confirm_over_a_table("Abandon")
    key(app, pygame.K_TAB)
    assert confirm.nav.shown
    _press(app, confirm.buttons[1].rect.center)
    assert not confirm.nav.shown and app.mgr.top is confirm and not said
    key(app, pygame.K_TAB)  # the ring comes back on the first button
    assert confirm.nav.shown and confirm.nav.focused() is confirm.buttons[0]
    _press(app, (2, 2))  # outside the box
    assert not confirm.nav.shown
    app.close()


def test_a_press_in_the_chooser_hides_the_ring() -> None:
    app = make_app(speed="off")
    start_table(app, "HA", seed=5)
    frames(app)
    options = [(f"Play card {i + 1}", Action("play", 0, (i,), "hand/0", "trick")) for i in range(8)]
    chooser = ChooserScene(options, lambda a: None, DECK)
    app.mgr.push(chooser)
    frames(app)
    key(app, pygame.K_RIGHT)
    assert chooser.grid.focus_shown
    _press(app, chooser.grid.rect(chooser.grid.focus).center)  # the focused cell: no motion first
    assert not chooser.grid.focus_shown
    key(app, pygame.K_RIGHT)
    assert chooser.grid.focus_shown
    _press(app, chooser.cancel.rect.center)
    assert not chooser.grid.focus_shown and app.mgr.top is chooser
    app.close()


def test_a_press_on_a_results_button_hides_the_ring() -> None:
    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=5)
    frames(app)
    results = ResultsScene(scene)
    app.mgr.push(results)
    frames(app, 2)
    key(app, pygame.K_TAB)
    assert results.nav.shown
    _press(app, results.buttons[1].rect.center)  # Menu, pressed only
    assert not results.nav.shown and app.mgr.top is results
    app.close()


def test_a_confirm_shows_in_gold_the_answer_enter_gives() -> None:
    """"Abandon this game?" drew "Abandon game" in gold, the look of the chosen button, while
    Enter pressed "Keep playing": a player read the destructive answer as preselected. Gold is
    on the safe answer until the focus moves, and then on the focused one."""
    app, confirm, said = _confirm_over_a_table("Abandon game")
    keep, abandon = confirm.buttons
    assert keep.primary and not abandon.primary
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert confirm.nav.focused() is abandon and abandon.primary and not keep.primary
    key(app, pygame.K_TAB)
    assert keep.primary
    key(app, pygame.K_RETURN)
    assert not said and app.mgr.top is not confirm
    app.close()
