"""The table tells the rule a gesture ran into (issue 17 item 6), from ``rules.why_not``."""


def test_pressing_a_hand_card_that_cannot_move_says_why():
    """Issue 17 item 6: in the draw step the hand cards do not move; a press says what to do."""
    import pygame

    from .helpers import frames, grab_point, post, sprite_of
    from .test_keltis_table import _discard_yellow, _my_turn, ids

    app, scene = _my_turn()
    _discard_yellow(app, scene)
    (r7,) = ids("R7")
    x, y = grab_point(sprite_of(scene, r7))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    frames(app, 2)
    assert any(t.message == "Now draw a card: click the draw pile or a discard pile."
               for t in scene.toasts.items)
    assert scene.match.state.stage == 1  # nothing was played
