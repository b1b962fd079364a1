"""A hand that keeps its shape under the pointer after a click (``heldshape.py``) takes the
place its cards lie in: the place the previews and panels keep clear of, and a lesson's lit
outline, took the hand's new count, so in Hyrule's lesson (step 5, a card played by a click)
the hand's end cards lay outside the lit outline, dimmed."""

from __future__ import annotations

import pygame

from tabletop.core.tutorial import LEARNER

from .helpers import click, frames, grab_point, key, lesson_table, make_app, sprite_of, start_table
from .test_tutorial_table import _guided, _ready, _until


def _inside(outer, s) -> bool:
    x, y, w, h = outer
    return (x - 0.5 <= s.x - s.w / 2 and s.x + s.w / 2 <= x + w + 0.5
            and y - 0.5 <= s.y - s.h / 2 and s.y + s.h / 2 <= y + h + 0.5)


def _gaps(pile) -> list[float]:
    xs = sorted(s.x for s in pile)
    return [round(b - a) for a, b in zip(xs, xs[1:], strict=False)]


def test_a_held_hand_with_a_gap_keeps_its_place_round_all_its_cards():
    app = make_app((1920, 1080), "off")
    app.ctx.ai_delay = 30.0  # the computer's card would come to light and close the hand up
    scene = start_table(app, "HA", seed=1)
    frames(app, 5)
    hand = "hand/0"
    pile = scene.board.piles[hand]
    middle = pile[len(pile) // 2]
    click(app, (round(middle.x), round(middle.y - middle.h * 0.3)))  # the pointer stays there
    frames(app, 120)
    left = scene.board.piles[hand]
    gaps = _gaps(left)
    assert max(gaps) > 1.5 * min(gaps), gaps  # the hand is held, its gap kept
    place = scene.board.extent(hand)  # what the previews and panels keep clear of
    assert all(_inside(place, s) for s in left), (place, [(s.x, s.w) for s in left])
    app.close()


def test_a_lessons_lit_hand_takes_in_a_held_hands_cards(tmp_path):
    app, scene = _guided(tmp_path)
    play = scene.control.guided
    _until(app, scene, lambda: _ready(scene))
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    rules = scene.rules
    assert scene.submit(rules.parse_action(scene.match.state, "play 9S"))
    _until(app, scene, lambda: _ready(scene))
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    eight = sprite_of(scene, rules.parse_action(scene.match.state, "play 8C").cards[0])
    click(app, (round(eight.x), round(eight.y - eight.h * 0.3)))  # the step's card, by a click
    _until(app, scene, lambda: _ready(scene) and play.index == 4)  # step 5: lead the 4
    hand = f"hand/{LEARNER}"
    left = scene.board.piles[hand]
    gaps = _gaps(left)
    assert max(gaps) > 1.5 * min(gaps), gaps  # still held: the pointer never left
    lit = scene.tutor.pointed(scene.layout)
    assert any(all(_inside(tuple(r), s) for s in left) for r in lit), (lit, [(s.x, s.w) for s in left])
    app.close()


def test_a_flip_after_a_click_closes_the_hand_up_at_once(tmp_path):
    """Seanchaí's lesson, step 12: the Shamrock played by a click flips a card, and the hand
    kept a card-wide gap where the Shamrock was, under a pointer that had not left it, all
    through the flipped card's decision. A card come to light is a new decision: the hand
    closes up with the step (the hand held for the next click of the same go stays, above)."""
    app, scene = lesson_table(tmp_path, "seanchai", (1920, 1080))
    play = scene.control.guided
    _until(app, scene, lambda: _ready(scene))
    key(app, pygame.K_n)
    while play.index < 11:  # step 12: "Play your Shamrock"
        _until(app, scene, lambda: _ready(scene))
        key(app, pygame.K_k)
    _until(app, scene, lambda: _ready(scene))
    hand = f"hand/{LEARNER}"
    shamrock = scene.rules.parse_action(scene.match.state, "shamrock SHM").cards[0]
    s = sprite_of(scene, shamrock)
    click(app, grab_point(s))  # the pointer stays on the hand
    _until(app, scene, lambda: _ready(scene) and play.index == 12)  # the flip waits for a decision
    assert scene.match.state.stage == "flipped"
    gaps = _gaps(scene.board.piles[hand])
    assert max(gaps) - min(gaps) <= 1, gaps  # evenly spaced: no gap where the Shamrock was
    app.close()
