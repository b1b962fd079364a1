"""A card held raised out of a place keeps clear of that place's title: the title rises above
it while it is held, and goes back when it is put down. (Treasure at 1920x1080: the top
discard, taken up by Enter, hid the middle of "Discard pile (top at the right)".)"""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.rng import Rng
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, key, make_app, spy_arrows
from .test_table_layout import play


def _held_rect(scene: TableScene) -> pygame.Rect:
    s = scene.board.sprite_for(scene.keys.focus.held)
    return pygame.Rect(round(s.x - s.w / 2), round(s.y - s.h / 2 - s.lift), round(s.w), round(s.h))


def _at_a_take(size: tuple[int, int]):
    """Treasure, two players, at the viewer's draw with a discard pile to take from."""
    match = play("treasure", 2, 1, 0)
    rng, rules = Rng.derived(1, "held-title"), match.rules
    while not (rules.to_act(match.state) == 0 and len(match.records) > 6
               and sum(rules.format_action(a).startswith("take") for a in match.legal()) == 2):
        match.submit(rng.choice(match.legal()))
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["treasure"], match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    return app, scene


def _focus_on(app, scene: TableScene, card) -> None:
    """The Tab ring moved on to ``card``."""
    key(app, pygame.K_TAB)
    for _ in range(80):
        if scene.keys.focus.current().target == card:
            break
        key(app, pygame.K_RIGHT)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_discard_piles_title_rises_over_the_card_held_out_of_it(size):
    app, scene = _at_a_take(size)
    lay = scene.layout
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    resting = scene.hud.title_rects(lay, counts)["discard"]
    top = scene.board.piles["discard"][-1].face
    _focus_on(app, scene, top)
    key(app, pygame.K_RETURN)
    frames(app, 10)
    assert scene.keys.focus.held == top
    held = _held_rect(scene)
    title = scene.hud.title_rects(lay, counts)["discard"]
    assert held.top < resting.bottom, "the held card does not rise into the title's line: the test proves nothing"
    assert not title.colliderect(held), f"the title {title} lies on the held card {held}"
    assert title.top >= 0
    key(app, pygame.K_ESCAPE)
    frames(app, 10)
    assert scene.keys.focus.held is None
    assert scene.hud.title_rects(lay, counts)["discard"] == resting, "the title did not go back"


def test_the_focus_arrow_on_the_top_discard_leaves_the_piles_name_whole(monkeypatch):
    """Before it is picked up, the ring's arrow over the top discard stood on "Discard pile
    (top at the right)" just above it: the arrow keeps off the places' names as off buttons."""
    app, scene = _at_a_take((1920, 1080))
    top = scene.board.piles["discard"][-1].face
    _focus_on(app, scene, top)
    arrows = spy_arrows(monkeypatch)
    frames(app, 1)
    pill = scene.title_pills()["discard"]
    assert scene.keys.focus.current().target == top
    assert not [a for a in arrows if a.colliderect(pill)], "the arrow lies on the pile's name"
