"""Random clicks, drags and keys through every scene never crash the app (seeded)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.rng import Rng
from tabletop.ui.scenes.menu import MainMenuScene

from .helpers import frames, make_app, post, start_table

KEYS = [pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN, pygame.K_SPACE, pygame.K_n, pygame.K_y,
        pygame.K_r, pygame.K_q, pygame.K_DOWN]


@pytest.mark.parametrize("seed,start", [(2, "menu"), (7, "hotseat")])
def test_random_input_never_crashes(seed, start):
    rng = Rng(seed)
    app = make_app((1280, 720), speed="fast")
    if start == "menu":
        app.mgr.reset(MainMenuScene())
    else:
        start_table(app, "HAH", seed)
    seen = set()
    for _ in range(1500):
        r = rng.random()
        x, y = rng.randrange(1280), rng.randrange(720)
        if r < 0.35:
            post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
        elif r < 0.6:
            post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
            post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
        elif r < 0.7:
            post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
            post(pygame.MOUSEMOTION, pos=(rng.randrange(1280), rng.randrange(720)), rel=(0, 0),
                 buttons=(1, 0, 0))
            frames(app)
            post(pygame.MOUSEBUTTONUP, pos=(rng.randrange(1280), rng.randrange(720)), button=1)
        elif r < 0.75:
            post(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="")
        frames(app)
        seen.add(type(app.mgr.top).__name__)
        if app.ctx.quit_requested or not app.running:  # "Quit" was clicked: start over
            app.ctx.quit_requested, app.running = False, True
            app.mgr.reset(MainMenuScene())
    assert len(seen) >= 2  # it went somewhere
