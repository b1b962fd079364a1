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


def test_a_card_dropped_where_it_may_not_go_is_told_to_go_to_a_highlighted_place():
    """The rules refuse the place in neutral words (``core.refusals.Misplaced``); the table,
    which marks the legal places, says where to drop it (issue 24: no UI words in core)."""
    from tabletop.core.refusals import Misplaced

    from .test_keltis_table import _my_turn

    app, scene = _my_turn()
    seat = scene.viewer
    card = next(a.cards[0] for a in scene.match.legal() if a.cards)
    state = scene.match.state
    places = [z for z in sorted(scene.rules.zones(state))
              if isinstance(scene.rules.why_not(state, seat, card, z, scene.names), Misplaced)]
    assert places  # a place the rules refuse only as a place (the draw step's pile, say)
    assert scene.why_not((card, places[0])) == "That card can't go there: drop it on a highlighted place."
    app.close()
