"""Make a given move on the table the way a player would: a drag, a click on a card or a pile,
or an action button (and, where one gesture means several moves, a pick in the chooser).

The gesture is found from the table's own ``InteractionIndex`` (what each drag, click and button
means now), never by submitting the action behind the table's back.
"""

from __future__ import annotations

import pygame

from tabletop.core.actions import Action
from tabletop.ui.scenes.chooser import ChooserScene
from tabletop.ui.scenes.table import TableScene

from .helpers import click, drag, frames, grab_point, key


def _pick_in_chooser(app, action: Action) -> bool:
    """Pick ``action`` in the chooser on top, if one is open and offers it (a chooser that
    opened for the next decision is left alone)."""
    top = app.mgr.top
    if not isinstance(top, ChooserScene):
        return False
    i = next((k for k, (_, a) in enumerate(top.options) if a == action), None)
    if i is None:
        return False
    top.grid.focus = i
    key(app, pygame.K_RETURN)
    return True


def perform(app, scene: TableScene, action: Action) -> str:
    """Make ``action`` by a gesture; returns which ("chooser", "drag", "click", "pile",
    "button")."""
    if _pick_in_chooser(app, action):  # the table opened the decision's chooser by itself
        return "chooser"
    index = scene.board.index
    assert index is not None, "the table offers no gesture now"
    for card in action.cards:
        sprite = next((s for s in scene.board.sprites() if s.face == card), None)
        if sprite is None or not index.can_grab(card):
            continue
        for dst in index.destinations(card):
            if action in index.drop(card, dst):
                rect = scene.board.drop_rect(dst)
                assert rect is not None
                gx, gy = grab_point(sprite)  # the card's middle lands on the place's middle
                drag(app, (gx, gy), (round(rect[0] + rect[2] / 2 - (sprite.x - gx)),
                                     round(rect[1] + rect[3] / 2 - (sprite.y - gy))))
                _pick_in_chooser(app, action)
                return "drag"
        if action in index.click_card(card):
            click(app, grab_point(sprite))
            _pick_in_chooser(app, action)
            return "click"
    labels = {g.label for g, a in index.buttons if a == action}
    for b in scene.buttons:
        if b.label in labels:
            click(app, b.rect.center)
            _pick_in_chooser(app, action)
            return "button"
    for zone in scene.layout.zones if scene.layout else ():
        if action in index.click_zone(zone):
            sprites = [s for s in scene.board.sprites() if s.zone == zone]
            zl = scene.layout.zones[zone]
            click(app, grab_point(sprites[-1]) if sprites else (round(zl.cx), round(zl.cy)))
            _pick_in_chooser(app, action)
            return "pile"
    raise AssertionError(f"no gesture makes {scene.rules.format_action(action)}")


def settle_lesson(app, scene: TableScene, limit: int = 3000) -> None:
    """Step frames until the lesson waits for the learner (a move or Next) or is over."""
    play = scene.control.guided
    for _ in range(limit):
        if play is None or not play.active:
            return
        if not scene.board.busy and play.waits_for_learner() and (
                play.reading() or (scene.board.index is not None
                                   and isinstance(app.mgr.top, TableScene | ChooserScene))):
            return
        frames(app)
    raise AssertionError("the lesson never waited for the learner")


def _tab_to(app, scene: TableScene, wanted, limit: int = 80) -> None:
    """Tab until the keyboard focus is on the stop ``wanted(stop)`` accepts."""
    focus = scene.keys.focus
    for _ in range(limit):
        stop = focus.current() if focus.shown else None
        if stop is not None and wanted(stop):
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the stop")


def perform_by_keys(app, scene: TableScene, action: Action) -> str:
    """Make ``action`` with the keyboard alone: Tab to its card (or pile, or button), Enter,
    then Tab to its destination and Enter (or pick it in the chooser)."""
    if _pick_in_chooser(app, action):
        return "chooser"
    index = scene.board.index
    assert index is not None, "the table offers no gesture now"
    labels = {g.label for g, a in index.buttons if a == action}
    button_ids = [i for i, b in enumerate(scene.buttons) if b.label in labels]
    card = next((c for c in action.cards if index.can_grab(c)), None)
    if card is not None and (action in index.click_card(card) or any(
            action in index.drop(card, d) for d in index.destinations(card))):
        _tab_to(app, scene, lambda s: s.kind == "card" and s.target == card)
        key(app, pygame.K_RETURN)
        if scene.keys.focus.held == card:  # a card with several places: choose the place
            dst = next((d for d in index.destinations(card) if action in index.drop(card, d)), None)
            _tab_to(app, scene, lambda s: s.kind == "dest" and (
                s.target == dst if dst is not None else s.target == "__click__"))
            key(app, pygame.K_RETURN)
        _pick_in_chooser(app, action)
        return "card"
    if button_ids:
        _tab_to(app, scene, lambda s: s.kind == "button" and s.target in button_ids)
        key(app, pygame.K_RETURN)
        _pick_in_chooser(app, action)
        return "button"
    zone = next(z for z in index.zone_clicks if action in index.click_zone(z))
    _tab_to(app, scene, lambda s: s.kind == "zone" and s.target == zone)
    key(app, pygame.K_RETURN)
    _pick_in_chooser(app, action)
    return "pile"


def walk_lesson(app, scene: TableScene, step: int) -> None:
    """Play a lesson on its table as the learner does (Next on a step to read, the step's move
    by its gesture) until step ``step`` (from 0) waits for the learner."""
    play = scene.control.guided
    while play.index < step:
        settle_lesson(app, scene)
        if play.index >= step:
            break
        if play.reading():
            key(app, pygame.K_n)
        else:
            perform(app, scene, play.expected())
            frames(app, 2)
    settle_lesson(app, scene)


def lesson_steps(app, scene: TableScene):
    """Each step of a lesson on its table as it waits for the learner (a frame drawn), yielded
    to the caller to look at, then passed as the learner passes it (Next, or its move)."""
    play = scene.control.guided
    while play.active:
        settle_lesson(app, scene)
        if not play.active:
            return
        frames(app, 2)
        yield play
        if play.reading():
            key(app, pygame.K_n)
        else:
            perform(app, scene, play.expected())
            frames(app, 2)
