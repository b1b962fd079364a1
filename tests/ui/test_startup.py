"""Start-up (issue 7: time to the first frame): the first menu frame imports no game, no save
loader and no Pillow; Continue comes from a quick look at the autosaves and the full check a
few frames later agrees with it or corrects it; what waits for later changes no pixel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.app import App, _parse, first_scene, init_pygame, warm_up
from tabletop.catalog import CATALOG
from tabletop.cli import startup
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY, TITLES
from tabletop.games.hyrule.rules import DECK
from tabletop.persistence import peek as peek_mod
from tabletop.persistence import saves as saves_mod
from tabletop.persistence.paths import Paths
from tabletop.persistence.peek import load_skip, peek_continue, update_skip
from tabletop.persistence.saves import SaveStore
from tabletop.ui.audio import Audio
from tabletop.ui.catalog import Catalog
from tabletop.ui.prefs import Prefs
from tabletop.ui.render import felt
from tabletop.ui.render.theme import THEMES
from tabletop.ui.scenes.menu import FAN_DECK, MainMenuScene
from tabletop.ui.scenes.saved import find_continue

from .helpers import frames

HEAVY = ("tabletop.core.match", "tabletop.persistence.saves", "PIL")


def _match(game: str = "hyrule", moves: int = 4, seats=("human", "ai"), seed: int = 3) -> Match:
    """A seeded match after ``moves`` moves (-1: played to the end)."""
    plugin = REGISTRY[game]
    m = Match(plugin.rules, MatchConfig(game, len(seats), seed, {}),
              tuple(Seat(k, f"P{i}", "easy") for i, k in enumerate(seats)))
    while moves and not m.is_over:
        m.submit(m.legal()[0])
        moves -= 1
    return m


def _autosave(paths: Paths, name: str, age: int, match: Match | None = None, **edit) -> Path:
    """An autosave ``age`` minutes old (older files are looked at later); ``edit`` changes
    fields of its JSON (or ``raw=`` replaces the whole file)."""
    path = SaveStore(paths, demos=False).autosave(match or _match(), name)
    if "raw" in edit:
        path.write_bytes(edit["raw"])
    elif edit:
        data = json.loads(path.read_text())
        data.update(edit)
        path.write_text(json.dumps(data))
    t = 1_700_000_000 - 60 * age
    os.utime(path, (t, t))
    return path


def test_the_quick_look_needs_no_game_and_matches_what_the_game_knows():
    assert FAN_DECK == DECK  # the fan's cards are Hyrule's, from the same cache files
    assert TITLES == {gid: REGISTRY[gid].meta.title for gid in TITLES}
    assert peek_mod.MAX_BYTES == saves_mod.MAX_BYTES


@pytest.mark.parametrize("case, full_check_agrees", [
    ("finished", True), ("abandoned", True), ("damaged", True), ("not a save", True),
    ("empty", True), ("flag not a bool", True), ("hash mismatch", False), ("unknown game", False),
])
def test_quick_look_agrees_with_the_full_check_or_learns(tmp_path, case, full_check_agrees):
    paths = Paths.at(tmp_path).ensure()
    good = _autosave(paths, "good", age=10)
    newer = {
        "finished": lambda: _autosave(paths, "new", 1, _match(moves=-1)),
        "abandoned": lambda: _autosave(paths, "new", 1, abandoned=True),
        "damaged": lambda: _autosave(paths, "new", 1, raw=b'{"kind": "tabletop-save", "form'),
        "not a save": lambda: _autosave(paths, "new", 1, raw=b'{"hello": 1}'),
        "empty": lambda: _autosave(paths, "new", 1, raw=b""),
        "flag not a bool": lambda: _autosave(paths, "new", 1, finished="no"),
        "hash mismatch": lambda: _autosave(paths, "new", 1, state_hash="sha256:" + "0" * 64),
        "unknown game": lambda: _autosave(paths, "new", 1, game="chess"),
    }[case]()
    prefs = Prefs(paths)
    turned_down: list[Path] = []
    full = find_continue(prefs, turned_down)
    assert full is not None and full.path == good and turned_down == [newer]
    quick = peek_continue(paths.autosaves, load_skip(paths.cache))
    assert (quick.path == good) is full_check_agrees
    update_skip(paths.cache, turned_down)
    assert peek_continue(paths.autosaves, load_skip(paths.cache)).path == good
    newer.write_bytes(newer.read_bytes() + b" ")  # a changed file is looked at afresh
    assert peek_continue(paths.autosaves, load_skip(paths.cache)).path == (good if full_check_agrees else newer)


def _app(root: Path) -> App:
    init_pygame()
    app = App((1280, 720), "off", Prefs.load(Paths.at(root).ensure()))
    app.ctx.ai_process = False
    first_scene(_parse([]), app.mgr)
    return app


def _hint(app: App) -> str:
    menu = app.mgr.top
    assert isinstance(menu, MainMenuScene)
    return menu.continue_text if menu.continue_button is not None else ""


def test_the_menu_corrects_a_quick_look_the_full_check_refuses_and_remembers_it(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    _autosave(paths, "good", 10, _match(moves=3))
    _autosave(paths, "edited", 1, _match(moves=5), state_hash="sha256:" + "0" * 64)
    app = _app(tmp_path)
    frames(app, 1)
    assert _hint(app) == "Hyrule, 5 moves in"  # the first frame: the quick look
    frames(app, len(warm_up(app.ctx)) + 2)
    assert not app.ctx.later and app.ctx.audio.started
    assert _hint(app) == "Hyrule, 3 moves in"  # the full check: the edited file is no game
    app.close()
    app = _app(tmp_path)  # the next start's first frame already knows
    frames(app, 1)
    assert _hint(app) == "Hyrule, 3 moves in"
    app.close()


def test_continue_pressed_on_the_first_frame_opens_only_a_checked_game(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    _autosave(paths, "hot", 1, _match(moves=2, seats=("human", "human")))
    app = _app(tmp_path)
    frames(app, 1)
    assert _hint(app) == "Hyrule, 2 moves in, hot seat"
    menu = app.mgr.top
    menu.continue_button.on_click()  # before any deferred step ran
    assert not isinstance(app.mgr.top, MainMenuScene)
    app.close()


def test_a_game_the_quick_look_has_no_title_for_is_checked_at_once(tmp_path, monkeypatch):
    monkeypatch.setattr("tabletop.catalog.CATALOG", Catalog({}, lambda: CATALOG.entries()))
    _autosave(Paths.at(tmp_path).ensure(), "k", 1, _match("keltis", moves=3))
    app = _app(tmp_path)
    assert _hint(app) == "Keltis, 3 moves in"  # before the first frame
    app.close()


FIRST_FRAME_IMPORTS = "import sys; print(' '.join(m for m in {heavy!r} if m in sys.modules))"


@pytest.mark.parametrize("with_save", [False, True])
def test_the_first_frame_imports_no_game_no_saves_and_no_pillow(tmp_path, with_save):
    """The real entry point (``python -m tabletop``) to its first frame, twice: the first
    start paints the menu's cards (Pillow), the second finds them in the art cache."""
    env = dict(os.environ, TABLETOP_FIRST_FRAME_EXIT="1", **{
        var: str(tmp_path / var.lower()) for var in startup.XDG})
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if with_save:
        data = Path(env["XDG_DATA_HOME"]) / "Tabletop"
        _autosave(Paths(data, tmp_path / "c", tmp_path / "k", tmp_path / "l"), "m", 1)
    for _ in range(2):
        out = subprocess.run([sys.executable, "-X", "importtime", "-m", "tabletop"], env=env,
                             capture_output=True, text=True, timeout=60, cwd=startup.ROOT)
        assert "FIRST-FRAME" in out.stdout, out.stderr[-2000:]
    imported = {line.rsplit("|", 1)[-1].strip() for line in out.stderr.splitlines()
                if line.startswith("import time:")}
    assert not [m for m in imported if m.split(".")[0] == "PIL" or m in HEAVY
                or m.startswith("tabletop.games.")], sorted(imported)  # the titles only: no game
    assert "tabletop.ui.scenes.menu" in imported


def test_the_felt_from_its_cached_ingredients_is_the_same_without_pillow(tmp_path, monkeypatch):
    theme = THEMES["classic"]
    felt._grain_tiles.cache_clear()
    painted = pygame.image.tobytes(felt.paint_felt((333, 201), theme), "RGB")
    felt._grain_tiles.cache_clear()
    assert pygame.image.tobytes(felt.paint_felt((333, 201), theme, tmp_path), "RGB") == painted
    assert sorted(p.name.split("-")[0] for p in tmp_path.iterdir()) == ["grain", "light"]

    def no_pillow(*args):
        raise AssertionError("painted again")

    monkeypatch.setattr(felt, "_paint_light", no_pillow)
    monkeypatch.setattr(felt, "_paint_grain", no_pillow)
    felt._grain_tiles.cache_clear()
    assert pygame.image.tobytes(felt.paint_felt((333, 201), theme, tmp_path), "RGB") == painted
    felt._grain_tiles.cache_clear()


def test_felt_light_files_are_pruned(tmp_path):
    theme = THEMES["classic"]
    for w in range(400, 400 + 8 * 12, 8):
        felt.paint_felt((w, 300), theme, tmp_path)
    assert len(list(tmp_path.glob("light-*"))) == felt._LIGHTS_KEPT


def test_sound_can_wait_for_start():
    au = Audio(True, 0.5, start=False)
    assert not au.started and not au.available and au.names() == ()
    au.play("flip")  # the first effect starts it
    assert au.started and au.available and "flip" in au.names()


def test_bench_startup_reports_a_child_that_draws_nothing(tmp_path):
    env = dict(os.environ)
    with pytest.raises(RuntimeError, match="boom"):
        startup.time_to_marker([sys.executable, "-c", "import sys; sys.exit('boom')"], env)
    with pytest.raises(RuntimeError, match="killed after"):
        startup.time_to_marker([sys.executable, "-c", "import time; time.sleep(30)"], env,
                               timeout=0.5)
    wall, cpu = startup.time_to_marker([sys.executable, "-c", startup.BARE], env)
    assert 0 < wall < 30 and 0 < cpu < 30
    assert startup.frozen_executable(tmp_path) is None


def test_bench_startup_profile_has_a_continue(tmp_path):
    xdg = startup.make_profile(tmp_path, with_autosave=True)
    data = Path(xdg["XDG_DATA_HOME"]) / "Tabletop"
    found = peek_continue(data / "saves" / "auto")
    assert found is not None and found.game == "hyrule" and found.ply == 9
    settings = json.loads((Path(xdg["XDG_CONFIG_HOME"]) / "Tabletop" / "settings.json").read_text())
    assert settings["window_size"] == [1280, 720]
