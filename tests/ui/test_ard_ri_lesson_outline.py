"""Ard Rí's Learn to play: a step's outline round the Roundhouse takes in the words under it
("2 unproven") instead of running through them, and keeps off the Chosen place beside it (an
outline that took in the caption's whole room reached it)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.tutorial import LEARNER, Guide, play_step, start
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.guided import GuidedPlay
from tabletop.ui.table.layout import slot_outline

from .helpers import frames, make_app

PLUGIN = REGISTRY["ard_ri"]
BLOCK = "gather KS on JS"  # the step that asks for a block: the Roundhouse is outlined


def lesson_at(size: tuple[int, int], expect: str) -> TableScene:
    """The lesson's table at the step that asks for ``expect``, as ``tabletop screenshot
    --tutorial`` shows it."""
    tutorial, rules = PLUGIN.tutorial, PLUGIN.rules
    step = next(k for k, s in enumerate(tutorial.steps) if s.expect == expect)
    match = start(tutorial, rules, "You")
    for k in range(step):
        play_step(tutorial, rules, match, k)
    match.tutorial = "guided"
    app = make_app(size)
    scene = TableScene(PLUGIN, match, CATALOG.table_for("ard_ri"), autoplay=False, viewer=LEARNER)
    scene.control.guided = GuidedPlay(Guide(tutorial, rules, read=step), match)
    app.mgr.reset(scene)
    frames(app, 3)
    return scene


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lessons_outline_takes_in_the_roundhouses_words_and_leaves_the_chosen_place(size):
    scene = lesson_at(size, BLOCK)
    lay = scene.layout
    house = f"roundhouse/{LEARNER}"
    words = scene.words_under()[house]
    outlines = [pygame.Rect(*map(round, r)) for r in scene.tutor.pointed(lay)]
    at_house = [r for r in outlines if r.collidepoint(lay.zones[house].cx, lay.zones[house].cy)]
    assert at_house, "the step outlines the Roundhouse"
    for r in outlines:
        assert r.contains(words) or not r.colliderect(words), f"the outline {r} runs through {words}"
    chosen = [pygame.Rect(slot_outline(lay.zones[f"pending/{LEARNER}"].extent(1), lay.metrics)),
              scene.title_pills()[f"pending/{LEARNER}"]]
    for r in at_house:
        assert r.contains(words)
        assert not any(r.colliderect(c) for c in chosen), f"the outline {r} reaches the Chosen place {chosen}"
