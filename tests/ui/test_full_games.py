"""Whole games through the real event loop, every human move a mouse drag or click."""

from __future__ import annotations

from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.results import ResultsScene

from .helpers import click, drag, frames, grab_point, make_app, sprite_of, start_table


def _play_to_the_end(app, scene, limit=6000):
    moves = 0
    for _ in range(limit):
        frames(app)
        top = app.mgr.top
        if isinstance(top, ResultsScene):
            return moves
        if isinstance(top, HandoffScene):
            frames(app, 25)
            click(app, top.button.rect.center)
            continue
        if scene.last_look.held():  # the finished table waits: "See the results"
            click(app, scene.last_look.button.rect.center)
            continue
        if scene.board.index is None or scene.board.busy:
            continue
        legal = scene.match.legal()
        n = len(scene.match.records)
        if scene.buttons:
            click(app, scene.buttons[0].rect.center)
        elif moves % 2:
            s = sprite_of(scene, legal[0].cards[0])
            click(app, grab_point(s))  # click-to-play
        else:
            s = sprite_of(scene, legal[-1].cards[0])
            slot = scene.layout.zones[legal[-1].dst]
            drag(app, grab_point(s), (slot.cx, slot.cy))
        assert len(scene.match.records) == n + 1, "the gesture did not play"
        moves += 1
    raise AssertionError("the game did not finish")


def test_a_full_chance_game_against_random_bots():
    app = make_app(speed="fast")
    scene = start_table(app, "HAA", seed=21, variant="chance")
    moves = _play_to_the_end(app, scene)
    assert moves >= 7 and scene.match.is_over
    assert isinstance(app.mgr.top, ResultsScene)


def test_a_full_hot_seat_game_with_a_friend():
    app = make_app(speed="fast")
    scene = start_table(app, "HH", seed=22)
    moves = _play_to_the_end(app, scene)
    assert moves == 14 and scene.match.is_over
