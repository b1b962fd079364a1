"""Two places' names on one line keep apart: at 150 % text Keltis' "Point row" and "Your
stones", each wider than its place, took only the other's place for a bound and ran together,
3 px apart ("Point rowYour stones"). A title now counts its neighbour's words up to halfway
between the two, and keeps twice the usual gap from them."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.cli import screenshot
from tabletop.ui.render import fonts
from tabletop.ui.scenes import table as table_scene
from tabletop.ui.window import init_pygame

TABLES = [("keltis", 2), ("keltis", 4), ("hyrule", 5), ("seanchai", 4), ("treasure", 5),
          ("ard_ri", 3)]


@pytest.fixture(autouse=True)
def large_text():
    init_pygame(sound=False)
    pygame.display.set_mode((1280, 720))
    fonts.set_scale(1.5)
    yield
    fonts.set_scale(1.0)


@pytest.mark.parametrize(("game", "players"), TABLES, ids=[f"{g}-{n}" for g, n in TABLES])
@pytest.mark.parametrize("size", [(1280, 720), (1240, 620)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_names_on_one_line_stand_apart_at_150_percent(monkeypatch, game, players, size):
    seen: list[table_scene.TableScene] = []
    draw = table_scene.TableScene.draw
    monkeypatch.setattr(table_scene.TableScene, "draw",
                        lambda self, surf: (seen.append(self), draw(self, surf)))
    screenshot.render(game, players, 1, 30, size, 0)
    scene = seen[-1]
    lay = scene.layout
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    spots = scene.hud._title_spots(lay, counts)
    least = 2 * lay.metrics.px(6) - 2  # (rounding)
    close = []
    for (_, wa, _, ra), (_, wb, _, rb) in itertools.combinations(spots, 2):
        if ra.bottom <= rb.top or rb.bottom <= ra.top:
            continue  # not on one line
        gap = max(rb.left - ra.right, ra.left - rb.right)
        if gap < least:
            close.append((wa, wb, gap))
    assert not close, f"names on one line closer than {least} px: {close}"
