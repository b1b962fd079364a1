"""A finished trick is read before it goes (play-tester, Hyrule, 3 players, keyboard, Animation
Normal): its news ("Dara wins the trick with the Queen …") is told while its cards lie on the
table, not after they have gone; the news goes as the next trick's first card is played; and
a press (Enter or a click) as its last card flies in shows the trick instead of sweeping it
away unseen. Driven with fixed frame steps."""

from __future__ import annotations

import pygame

from .helpers import frames, key, make_app, settle, start_table

WINS = "the trick with"


def _trick_faces(scene) -> list:
    return [s.face for z, pile in scene.board.piles.items() if z.startswith("play/") for s in pile]


def _table():
    app = make_app((1280, 720), speed="normal")
    scene = start_table(app, "HAA", seed=1)  # Aoife (the person) leads the first trick
    settle(app, scene)
    scene.submit(scene.match.legal()[0])
    return app, scene


def _news(scene) -> list[str]:
    return [t.message for t in scene.toasts.items if WINS in t.message]


def test_a_finished_trick_is_told_while_its_cards_lie_on_the_table():
    app, scene = _table()
    for _ in range(60 * 10):
        frames(app)
        if _news(scene):
            break
    assert _news(scene), "no news of the first trick"
    faces = _trick_faces(scene)
    assert len(faces) == 3 and None not in faces, faces  # the winning card is there to be seen
    app.close()


def test_the_tricks_news_goes_as_the_next_trick_begins():
    """ "Dara wins the trick with the Jack …" stayed up while trick 7's cards lay there."""
    app, scene = _table()
    told = None
    while len(scene.match.records) < 4:
        frames(app)
        told = told or next(iter(_news(scene)), None)
    frames(app, 2)  # the next trick's first card sets off
    assert _trick_faces(scene)
    assert told is not None and len(scene.match.records) == 4
    assert told not in [t.message for t in scene.toasts.items]
    app.close()


def test_a_press_as_the_last_card_flies_in_shows_the_trick():
    """Enter (or a click) while cards move finished every beat of the step at once: the
    computers' cards of a trick were swept away before they were seen."""
    app, scene = _table()
    while len(scene.match.records) < 3:  # the two computers play; the second ends the trick
        frames(app)
    assert scene.board.busy
    key(app, pygame.K_RETURN)  # as the last card flies
    faces = _trick_faces(scene)
    assert len(faces) == 3 and None not in faces, faces
    assert scene.board.busy and any(s.glow for z, p in scene.board.piles.items() if z.startswith("play/") for s in p)
    assert _news(scene)
    key(app, pygame.K_RETURN)  # a press in the hold: on with it
    assert _trick_faces(scene) == []
    app.close()


def test_no_plate_says_to_play_for_a_move_already_made(monkeypatch):
    """While a finished trick was held (a computer's card had completed it), that computer's
    plate still said "To play": the plates draw the view before the step. A step being
    resolved shows no seat to play (the next seat's plate lights once it is to play)."""
    app, scene = _table()
    drawn: list[tuple[int, str]] = []
    real = scene.hud.plate_words

    def spy(lay, view, seat, lines, status, *rest):
        if scene.board.busy and view is scene.board.view:  # (not the next view, drawn ahead)
            drawn.append((seat, status))
        return real(lay, view, seat, lines, status, *rest)
    monkeypatch.setattr(scene.hud, "plate_words", spy)
    held = False
    while len(scene.match.records) < 3 or scene.board.busy:  # the computers end the trick
        frames(app)
        held = held or (len(scene.match.records) == 3 and len(_trick_faces(scene)) == 3)
    assert held and drawn
    assert not [d for d in drawn if d[1] in ("To play", "Thinking…", "Your turn")], drawn
    app.close()


def test_the_tricks_score_pops_up_as_it_is_gathered():
    """"+3" by the winner's plate popped up as the trick's hold began, its cards still in the
    play places: it shows as they go to the winner."""
    app, scene = _table()
    seen = False
    while len(scene.match.records) < 3 or scene.board.busy:
        frames(app)
        scored = any(p.label.startswith("+") for p in scene.hud.pops)
        assert not (scored and len(_trick_faces(scene)) == 3), scene.hud.pops
        seen = seen or scored
    assert seen
    app.close()
