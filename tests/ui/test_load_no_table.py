"""The Load screen and games registered without a table yet: their demo positions are left
out, a save of yours is marked "table coming", and nothing crashes. Every game has its table
now, so the tests take one away (a game may again be registered before its table)."""

from __future__ import annotations

import shutil

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY, TITLES
from tabletop.persistence.examples import example_path
from tabletop.persistence.paths import Paths
from tabletop.persistence.saves import demo_dir
from tabletop.ui.catalog import Catalog
from tabletop.ui.scenes.load import LoadScene, has_table, marks

from .helpers import click
from .test_persistence_ui import key, menu_button, prefs_app

GAME = "treasure"  # the game the tests treat as one without a table


@pytest.fixture()
def no_table(monkeypatch):
    """``GAME`` without a table for the length of a test: the app's catalog (which every
    screen asks, through ``ctx.catalog``) without its entry."""
    monkeypatch.setattr("tabletop.catalog.CATALOG", without(GAME))
    return GAME


def without(game_id: str) -> Catalog:
    """The app's catalog less one game (its rules stay registered: a game before its table)."""
    return Catalog(TITLES, lambda: [e for e in CATALOG.entries() if e.game_id != game_id])


def _open_load(app) -> LoadScene:
    click(app, menu_button(app, "Load").rect.center)
    load = app.mgr.top
    assert isinstance(load, LoadScene)
    return load


def test_demos_of_games_without_a_table_are_left_out(tmp_path, no_table):
    folder = demo_dir()
    assert folder is not None
    assert no_table not in without(no_table) and example_path(folder, no_table).exists()
    app = prefs_app(tmp_path)
    load = _open_load(app)
    demos = [e for e in load.entries() if e.kind == "demo"]
    assert demos and all(e.ok and e.record is not None for e in demos)
    assert {e.record.game for e in demos if e.record} == set(REGISTRY) - {no_table} - {
        g for g, p in REGISTRY.items() if p.hidden}
    assert all(has_table(e, load.ctx.catalog) for e in demos)
    load.draw(app.window.surface)
    app.close()


def test_a_save_of_a_game_without_a_table_is_labelled_and_does_not_open(tmp_path, no_table):
    game = no_table
    folder = demo_dir()
    assert folder is not None
    paths = Paths.at(tmp_path).ensure()
    mine = paths.named_saves / f"my {game}.json"
    shutil.copy(example_path(folder, game), mine)
    app = prefs_app(tmp_path)
    load = _open_load(app)
    i = next(i for i, ln in enumerate(load.lines) if ln.entry is not None and ln.entry.path == mine)
    entry = load.lines[i].entry
    assert entry is not None and entry.ok and not has_table(entry, load.ctx.catalog)
    assert "table coming" in marks(entry, load.ctx.catalog)
    load.selected = i
    key(app, pygame.K_RETURN)
    assert app.mgr.top is load  # still on the Load screen
    toast = load.toasts.current
    assert toast is not None and toast.warn and toast.message == f"{REGISTRY[game].meta.title} has no table yet (table coming)"
    load.draw(app.window.surface)
    assert mine.exists()
    app.close()


def test_a_lesson_is_marked_as_a_lesson_not_as_an_abandoned_game(tmp_path):
    """A Learn-to-play game left half-way was listed as "Keltis · abandoned", like a game of
    the player's own (which the statistics count; a lesson never is)."""
    from dataclasses import replace

    from tabletop.persistence.saves import SaveEntry, parse_save, read_save

    folder = demo_dir()
    assert folder is not None
    record = parse_save(read_save(example_path(folder, "keltis")))
    lesson = SaveEntry(tmp_path / "a.json", "auto", 0.0, replace(record, tutorial="guided", abandoned=True))
    game = SaveEntry(tmp_path / "b.json", "auto", 0.0, replace(record, abandoned=True))
    assert marks(lesson, CATALOG) == ["lesson", "left"]
    assert marks(game, CATALOG) == ["abandoned"]
