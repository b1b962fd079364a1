"""The table engine without the mouse: interaction index, animator, reconcile, resize, results."""

from __future__ import annotations

import pygame

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.match import Match
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.table.animator import Animator, Beat, Tween
from tabletop.ui.table.interaction import Button, Drag, InteractionIndex, reachable

from .helpers import frames, make_app, see_results, settle, start_table

RULES = REGISTRY["hyrule"].rules


def test_every_legal_action_has_a_gesture():
    for seed in range(30):
        for options in ({}, {"variant": "chance"}, {"variant": "chance", "blind_pick": True}):
            n = 2 + seed % 4
            m = Match(RULES, MatchConfig("hyrule", n, seed, options))
            bot = RandomBot()
            while not m.is_over:
                legal = m.legal()
                state = m.state
                idx = InteractionIndex.build(legal, lambda a, s=state: RULES.describe(s, a))
                assert reachable(legal, idx)
                m.submit(bot.choose(RULES, m.state, bot_rng(seed, m.to_act, len(m.records))))


def test_play_actions_are_drags_and_blind_pick_is_a_button():
    m = Match(RULES, MatchConfig("hyrule", 3, 1))
    idx = InteractionIndex.build(m.legal(), lambda a: RULES.describe(m.state, a))
    for card, moves in idx.drags.items():
        (drag, action), = moves
        assert drag == Drag(card, (card,), "play/0")
        assert idx.click_card(card) == [action]  # one legal move: click-to-play
    blind = Match(RULES, MatchConfig("hyrule", 3, 1, {"variant": "chance", "blind_pick": True}))
    idx = InteractionIndex.build(blind.legal(), lambda a: RULES.describe(blind.state, a))
    assert not idx.drags and [b for b, _ in idx.buttons] == [Button("Pick a card at random")]


class _Obj:
    x = 0.0


def test_animator_speeds_and_fast_forward():
    obj = _Obj()
    anim = Animator("normal")
    anim.enqueue(Beat(lambda: [Tween(obj, {"x": 10.0}, 1.0)]))
    anim.update(0.5)
    assert 0 < obj.x < 10 and anim.busy
    anim.fast_forward()
    assert obj.x == 10 and not anim.busy
    anim.speed = "off"
    anim.enqueue(Beat(lambda: [Tween(obj, {"x": 20.0}, 1.0)]))
    assert obj.x == 20 and not anim.busy  # off: everything at once


def test_sprites_settle_exactly_where_the_view_says():
    app = make_app(speed="fast")
    scene = start_table(app, "HAA", seed=4)
    for _ in range(12):
        settle(app, scene)
        if scene.match.is_over:
            break
        if scene.match.to_act == 0:
            scene.submit(scene.match.legal()[-1])
        for _ in range(600):
            frames(app)
            if not scene.board.busy:
                break
        view = scene.current_view()
        for zid, zv in view.zones.items():
            pile = scene.board.piles.get(zid, [])
            zl = scene.layout.zones.get(zid)
            if zl is not None and zl.extra.get("backs"):  # shown by its count only
                assert [s.face for s in pile] == [None] * len(zv.cards), zid
            else:
                assert [s.face for s in pile] == list(zv.cards), zid
            if zl is None:
                continue
            for i, s in enumerate(pile):
                assert (round(s.x, 3), round(s.y, 3)) == tuple(round(v, 3) for v in zl.slot(i, len(pile)))


def test_resize_relayouts_the_table():
    app = make_app(speed="fast")
    scene = start_table(app, "HA", seed=1)
    settle(app, scene)
    small = scene.layout.metrics.card_h
    app.window.surface = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    frames(app, 2)
    assert scene.layout.metrics.w == 1920 and scene.layout.metrics.card_h > small
    hand = scene.board.piles["hand/0"]
    assert all(s.h == scene.layout.metrics.card_h for s in hand)


def test_a_full_game_against_bots_ends_in_results():
    app = make_app(speed="off")
    scene = start_table(app, "HAAAA", seed=6)
    while not scene.match.is_over:
        settle(app, scene)
        if scene.match.to_act == 0:
            scene.submit(scene.match.legal()[0])
    see_results(app, scene)
    assert isinstance(app.mgr.top, ResultsScene)
    assert app.mgr.top.scores == RULES.scores(scene.match.state)


def test_f11_toggles_fullscreen_and_back():
    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=1)
    frames(app)
    post_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
    pygame.event.post(post_key)
    frames(app)
    assert app.window.fullscreen
    assert app.mgr.size == app.window.size == scene.size
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT, unicode=""))
    frames(app)
    assert not app.window.fullscreen
    assert app.window.size == (1280, 720) == scene.size
