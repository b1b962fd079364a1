"""Every game in the catalog, from its one declaration (``GameEntry``, issue 24): what the app
shows of it works for each game without a test copied per game. The layout, room and
steadiness checks of every table are parametrized over the catalog too
(``test_table_layout.py``, ``test_table_steady.py``, ``test_fresh_profile.py``)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.context import make_context
from tabletop.core.rules import MatchConfig
from tabletop.games import TITLES
from tabletop.ui.render.art import CardArt, family_for
from tabletop.ui.scenes.manager import SceneManager
from tabletop.ui.scenes.picker import GamePickerScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.table.gamescene import GameTable
from tabletop.ui.window import init_pygame

ENTRIES = [e.game_id for e in CATALOG.entries()]


def test_the_catalog_lists_every_titled_game_and_only_them() -> None:
    listed = [e.game_id for e in CATALOG.listed()]
    assert sorted(listed) == sorted(TITLES)
    assert all(CATALOG.title(g) == TITLES[g] for g in TITLES)
    assert "kit" in CATALOG and "kit" not in listed  # the tests' game: reachable, never offered


@pytest.mark.parametrize("game_id", ENTRIES)
def test_the_table_half_gives_a_fresh_table_with_its_seats(game_id: str) -> None:
    entry = CATALOG.get(game_id)
    assert entry is not None
    first, second = entry.table(), entry.table()
    assert isinstance(first, GameTable) and first is not second and first.seats is not None


@pytest.mark.parametrize("game_id", ENTRIES)
def test_the_games_own_painter_paints_its_deck(game_id: str, tmp_path) -> None:
    """A game that declares ``faces`` gets its deck painted by them (not the generic face);
    one that declares none lies on a shared painter."""
    init_pygame()
    entry = CATALOG.get(game_id)
    assert entry is not None
    meta = entry.plugin.meta
    deck = entry.plugin.rules.deck(MatchConfig(game_id, meta.min_players, 1))
    family = family_for(deck)
    if entry.faces is not None:
        assert family is entry.faces
    else:
        assert family.name in ("standard", "generic")
    art = CardArt(cache_dir=tmp_path)
    face = art.face(deck, deck.cards[0].id, (63, 88))
    assert face.get_size() == (63, 88) and art.stats["painted"] == 1


@pytest.mark.parametrize("game_id", [g for g in TITLES])
def test_the_rules_screen_shows_the_entrys_figure_and_the_picker_its_length(game_id: str) -> None:
    init_pygame()
    pygame.display.set_mode((1280, 720))
    entry = CATALOG.get(game_id)
    assert entry is not None and entry.length  # every listed game says how long it takes
    ctx = make_context("off")
    ctx.audio = None
    mgr = SceneManager(ctx, (1280, 720))
    rules = RulesScene(entry.plugin)
    mgr.push(rules)
    rules.draw(pygame.display.get_surface())
    assert (rules.figure is not None) == (entry.figure is not None)
    assert (rules.figure_rect is not None) == (entry.figure is not None)
    picker = GamePickerScene()
    mgr.push(picker)
    assert entry.plugin in picker.plugins
    assert any(entry.length in line for line in picker._facts(entry.plugin, 400))
