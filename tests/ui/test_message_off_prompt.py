"""A message of two lines or more keeps off what to do now (the prompt, or the words above
the action buttons) where a place allows: a lesson's farewell, "Play on against an Easy
Niamh: …", stood six seconds over the prompt (Keltis at 1240x620). (At 1920x1080 it is one
line: it stands just above the words where that hides nothing, else in the strip over them.)"""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app
from .test_table_layout import my_turn

FAREWELL = ("Play on against an Easy Niamh: build long rows and gather stones. The scores tab (M) "
            "counts as you go.")


def stones_to_claim(size):
    """Keltis, deal 64: four stones to claim (buttons), cards to move (the prompt above them)."""
    plugin = REGISTRY["keltis"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Niamh (AI)", "random"))
    match = Match(plugin.rules, MatchConfig("keltis", 2, 64, {}), seats)
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    return app, scene


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("buttons", [True, False])
def test_a_long_message_leaves_the_prompt_readable(size, buttons):
    app, scene = stones_to_claim(size) if buttons else my_turn("keltis", 2, size)
    assert bool(scene.buttons) == buttons
    frames(app, 1)
    prompt = scene.prompt_box
    assert prompt is not None, "no prompt on show"
    scene.toasts.show(FAREWELL, seconds=6.0)
    frames(app, 1)
    assert scene.toast_box is not None and scene.toast_box.h > 40, "the message did not wrap"
    assert not scene.toast_box.colliderect(prompt), f"the message {scene.toast_box} covers the prompt {prompt}"
    assert scene.prompt_box is not None, "the prompt was hidden by the message"


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_news_of_one_line_stands_above_what_to_do(size):
    """Keltis, three players, a stone to claim (a button) and cards to move (the words above
    it): "Dara (AI) takes Wishing Stone 3", told as the turn began, stood over "Drag a card to
    a row or to its discard pile" for its four seconds (1280x800), their lines peeking out
    above and below it. One line now goes just above the words where that hides nothing."""
    from .test_table_layout import my_turn

    app, scene = my_turn("keltis", 3, size, until=lambda m: sum(1 for a in m.legal() if a.kind == "claim") == 1)
    frames(app, 2)
    words = scene.prompt_box
    assert scene.buttons and words is not None
    scene.toasts.show("Dara (AI) takes Wishing Stone 3")
    frames(app, 2)
    box = scene.toast_box
    assert box is not None and box.h < 3 * 17 * size[1] / 720, "not one line"
    assert not box.colliderect(words), f"the message {box} covers what to do {words}"
    assert not any(box.colliderect(b.rect) for b in scene.buttons)
