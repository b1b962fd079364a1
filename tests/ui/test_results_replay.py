"""The results offer the game's replay: a player who wanted to see how the last tricks went
looked for it there, and found it only under Statistics. Its Close comes back to the results;
the results' box holds its four buttons at the smallest window a 1280x720 screen gives."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.scenes.replay import ReplayScene

from .helpers import click, finished_table, frames, key


@pytest.mark.parametrize(("gid", "n"), [("hyrule", 3), ("treasure", 8), ("keltis", 4)])
def test_the_results_open_the_games_replay_and_take_it_back(gid, n):
    app, scene = finished_table(gid, n)
    match = scene.match
    results = app.mgr.make("results", scene)
    app.mgr.push(results)
    frames(app, 60)
    for b in results.buttons:  # inside the box, apart
        assert results.box.contains(b.rect), (b.label, b.rect, results.box)
    assert sum(b.rect.collidelist([o.rect for o in results.buttons if o is not b]) >= 0
               for b in results.buttons) == 0
    replay = next(b for b in results.buttons if b.label == "Replay")
    click(app, replay.rect.center)
    frames(app, 2)
    top = app.mgr.top
    assert isinstance(top, ReplayScene) and top.source is match
    key(app, pygame.K_ESCAPE)  # Close
    frames(app, 2)
    assert app.mgr.top is results
    key(app, pygame.K_p)  # its key
    frames(app, 2)
    assert isinstance(app.mgr.top, ReplayScene)
    app.close()
