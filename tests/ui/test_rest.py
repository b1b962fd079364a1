"""The loop rests when nothing moves (issue 27): frames are counted on a fake clock, never
timed. A scene at rest is drawn about once a ``MAX_REST``; one that moves, every frame; input
wakes the loop at once."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import MAX_REST
from tabletop.ui.scenes.base import REST, Scene
from tabletop.ui.scenes.menu import MainMenuScene

from .helpers import make_app, post, settle, start_table


class FakeTime:
    """``pygame.time.Clock`` and ``pygame.event.wait`` on a clock that only moves when the
    loop ticks (a 60 fps frame) or rests (its whole timeout, unless an event is queued)."""

    def __init__(self) -> None:
        self.now = 0.0
        self.last = 0.0
        self.waits: list[float] = []

    def tick(self, fps: int) -> int:
        self.now = max(self.now, self.last + 1 / fps)
        ms, self.last = round((self.now - self.last) * 1000), self.now
        return ms

    def wait(self, timeout: int = 0) -> pygame.event.Event:
        self.waits.append(timeout / 1000)
        ev = pygame.event.poll()
        if ev.type == pygame.NOEVENT:
            self.now += timeout / 1000
        return ev


@pytest.fixture
def fake(monkeypatch) -> FakeTime:
    t = FakeTime()
    monkeypatch.setattr(pygame.event, "wait", t.wait)
    return t


def draws_over(app, fake: FakeTime, seconds: float) -> int:
    """Run the app's own loop for ``seconds`` of fake time; how many frames it drew."""
    count = [0]
    real = app.mgr.draw

    def draw(surf):
        count[0] += 1
        real(surf)

    app.mgr.draw = draw
    end = fake.now + seconds

    def stop_at_end() -> None:
        if fake.now >= end:
            app.running = False

    app.run(fake, after_frame=stop_at_end)
    app.running = True
    del app.mgr.draw
    return count[0]


def test_the_default_is_every_frame_so_a_new_screen_cannot_freeze() -> None:
    assert Scene().next_frame_in() == 0.0


def test_the_menu_rests_and_moves_only_while_a_notice_fades(fake) -> None:
    app = make_app()
    menu = MainMenuScene()
    app.mgr.push(menu)
    draws_over(app, fake, 1.0)  # the first frame's warm-up runs a step a frame
    assert not app.ctx.later
    assert draws_over(app, fake, 10.0) <= 10 / MAX_REST + 1  # ~600 at 60 fps
    assert max(fake.waits) == pytest.approx(MAX_REST)
    menu.notify("Settings: unreadable")
    assert draws_over(app, fake, 2.0) >= 100  # the fading notice gets every frame
    draws_over(app, fake, 6.0)  # it has gone
    assert app.rest_time() == MAX_REST
    app.close()


def test_a_table_waiting_for_the_human_rests_while_an_ai_turn_gets_frames(fake) -> None:
    app = make_app()
    scene = start_table(app, "HA", seed=3)
    settle(app, scene)
    for _ in range(200):  # the deal, the banners, then nothing but the human's turn
        if app.rest_time() > 0:
            break
        app.step(1 / 60)
    assert scene.match.seats[scene.match.to_act].is_human and scene.control.waiting()
    assert draws_over(app, fake, 10.0) <= 10 / MAX_REST + 1
    ai = start_table(app, "AA", seed=3)  # nobody to wait for: the computers play on
    assert draws_over(app, fake, 2.0) >= 100 and ai.match.records
    app.close()


def test_input_and_window_events_wake_the_loop_at_once(fake) -> None:
    app = make_app()
    app.mgr.push(MainMenuScene())
    draws_over(app, fake, 1.0)
    assert app.rest_time() > 0
    for ev in (pygame.KEYDOWN, pygame.WINDOWEXPOSED, pygame.VIDEORESIZE):
        post(ev, key=pygame.K_DOWN, mod=0, unicode="", scancode=0, w=1280, h=720,
             size=(1280, 720))
        before = fake.now
        woken = app.rest()
        assert [e.type for e in woken] == [ev] and fake.now == before  # no wait at all
        assert app.step(1 / 60, woken)
    app.close()


def test_the_manager_asks_only_the_scenes_it_updates() -> None:
    class Moving(Scene):
        pass

    class Still(Scene):
        def next_frame_in(self) -> float:
            return REST

    app = make_app()
    app.mgr.push(Moving())
    assert app.mgr.next_frame_in() == 0.0
    app.mgr.push(Still())  # the moving one below is not updated: it cannot change
    assert app.mgr.next_frame_in() == REST
    app.close()
