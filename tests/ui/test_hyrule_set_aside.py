"""Hyrule's set-aside cards at the end of a match (play-tester): the viewer there (everyone's
cards shown) saw the top card of the undealt rest face up and greyed, and nothing said why.
Under the pile, where its faces show: "Not dealt this round" (shared/rules/hyrule.md §2: the
rest of the deck is set aside for the round and plays no part); in play, only backs, no words."""

from __future__ import annotations

import pygame
import pytest

import tabletop.games.hyrule.table.scene as hyrule_scene
from tabletop.catalog import CATALOG
from tabletop.core.ids import ALL
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app
from .test_table_layout import play


def _table(n: int, size, end: bool):
    app = make_app(size, speed="off")
    match = play("hyrule", n, 1, None if end else 3 * n)
    scene = TableScene(REGISTRY["hyrule"], match, CATALOG.table_for("hyrule"), autoplay=False,
                       viewer=ALL if end else 0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", [2, 3, 5])
def test_the_set_aside_cards_say_why_they_lie_apart(n, size, monkeypatch):
    app, scene = _table(n, size, end=True)
    assert any(s.face is not None and s.tint for s in scene.board.piles["stock"])  # face up, greyed
    said: list[str] = []
    real = hyrule_scene.text

    def spy(words, *rest, **kw):
        said.append(words)
        return real(words, *rest, **kw)
    monkeypatch.setattr(hyrule_scene, "text", spy, raising=False)
    view = scene.current_view()
    scene.game.draw_felt(pygame.Surface(size), scene.layout, view, scene.theme)
    assert " ".join(said[-2:]).endswith("Not dealt this round") or said[-1] == "Not dealt this round", said
    words = pygame.Rect(scene.words_under()["stock"])
    x, y, w, h = scene.layout.zones["stock"].extent(len(scene.board.piles["stock"]))
    assert words.top >= y + h and words.left < x + w and words.right > x  # under the pile
    app.close()


def test_in_play_the_pile_is_backs_and_says_nothing():
    app, scene = _table(3, (1280, 720), end=False)
    assert all(s.face is None for s in scene.board.piles["stock"])
    assert "stock" not in scene.words_under()
    app.close()
