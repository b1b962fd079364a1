"""Real mouse events through the app loop: drag, illegal drop, click-to-play."""

from __future__ import annotations

import pygame

from tabletop.core.ids import PUBLIC

from .helpers import click, drag, frames, grab_point, make_app, settle, sprite_of, start_table


def _my_turn(kinds="HA", seed=3, **options):
    app = make_app()
    scene = start_table(app, kinds, seed, **options)
    for _ in range(40):
        settle(app, scene)
        if scene.match.to_act == 0 and scene.board.index is not None:
            return app, scene
        frames(app, 5)
    raise AssertionError("the human never got the move")


def test_legal_drag_is_submitted_and_card_lands_in_its_zone():
    app, scene = _my_turn()
    legal = scene.match.legal()
    card = legal[0].cards[0]
    s = sprite_of(scene, card)
    slot = scene.layout.zones["play/0"]
    n_before = len(scene.match.records)
    drag(app, grab_point(s), (slot.cx, slot.cy))
    assert len(scene.match.records) == n_before + 1
    assert scene.match.records[n_before].action == legal[0]
    for _ in range(300):  # let the animation finish: the card ends where the view says
        frames(app)
        if not scene.board.busy:
            break
    zone = next(z for z, p in scene.board.piles.items() if any(x.face == card for x in p))
    assert zone in ("play/0", "won/0", "won/1", "pot")
    state_zone = next(z for z, zz in scene.rules.zones(scene.match.state).items() if card in zz.cards)
    assert zone == state_zone


def test_illegal_drop_flies_back_and_submits_nothing():
    app, scene = _my_turn()
    card = scene.match.legal()[0].cards[0]
    s = sprite_of(scene, card)
    home = (s.x, s.y)
    n_before = len(scene.match.records)
    far = scene.layout.zones["won/1"]  # an opponent's pile: never a legal target here
    drag(app, grab_point(s), (far.cx, far.cy))
    assert len(scene.match.records) == n_before
    # the rules' reason, not a generic "can't go there" (issue 17 item 6)
    assert any(t.message.startswith("Captured piles only take won tricks") for t in scene.toasts.items)
    frames(app, 60)
    s = sprite_of(scene, card)
    assert abs(s.x - home[0]) < 1 and abs(s.y - home[1]) < 1 and s.zone == "hand/0"


def test_click_to_play_a_card_with_one_legal_move():
    app, scene = _my_turn()
    legal = scene.match.legal()
    card = legal[-1].cards[0]
    s = sprite_of(scene, card)
    n_before = len(scene.match.records)
    click(app, grab_point(s))
    assert len(scene.match.records) == n_before + 1
    assert scene.match.records[n_before].action.cards == (card,)


def test_blind_pick_is_a_button_labelled_from_describe():
    app, scene = _my_turn(variant="chance", blind_pick=True)
    assert [b.label for b in scene.buttons] == ["Pick a card at random"]
    n_before = len(scene.match.records)
    click(app, scene.buttons[0].rect.center)
    assert len(scene.match.records) == n_before + 1


def test_escape_opens_pause_overlay_and_resume_closes_it():
    app, scene = _my_turn()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(app)
    from tabletop.ui.scenes.pause import PauseScene

    assert isinstance(app.mgr.top, PauseScene)
    click(app, app.mgr.top.buttons[0].rect.center)
    assert app.mgr.top is scene
    assert scene.viewer != PUBLIC


def test_hover_lifts_a_playable_card_and_shows_a_zoomed_preview():
    app, scene = _my_turn()
    card = scene.match.legal()[0].cards[0]
    s = sprite_of(scene, card)
    x, y = grab_point(s)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 40)  # past the preview delay
    assert s.glow and s.lift > 0
    assert scene.painter.faces_drawn.count(card) == 2  # the card and its preview
