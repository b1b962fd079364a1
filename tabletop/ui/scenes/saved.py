"""Opening saved games from the menus: Continue, the Load list, the replay viewer.

``open_loaded`` puts a checked save on the table: an unfinished game resumes (a hot-seat one
behind the hand-off screen, which the table shows before any hand: its viewer starts public),
a finished one opens in the replay viewer. An autosave keeps its match id (the same file goes
on being rewritten); a named or demo save continues as a new match of its own, so the file
the player loaded is never overwritten and statistics count the new game once.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...games import REGISTRY
from ...persistence.atomic import is_temp
from ...persistence.saves import (
    LoadedSave,
    LoadProblem,
    SaveEntry,
    SaveError,
    open_save,
    parse_save,
)
from ..games import table_for
from ..render.fonts import text
from ..widgets.button import Button

if TYPE_CHECKING:
    from ..prefs import Prefs
    from .menu import MainMenuScene

CONTINUE_SCAN = 40  # newest autosaves looked at for Continue


def _newest_first(folder: Path) -> list[Path]:
    try:
        files = [p for p in folder.iterdir() if p.suffix == ".json" and p.is_file()
                 and not p.name.startswith(".")]
    except OSError:
        return []

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=mtime, reverse=True)


def find_continue(prefs: Prefs) -> LoadedSave | None:
    """The last unfinished, not abandoned game: the newest autosaves are read cheaply (no
    replay) until one qualifies; only that one is replayed and checked."""
    for path in _newest_first(prefs.paths.autosaves)[:CONTINUE_SCAN]:
        try:
            record = parse_save(path.read_bytes())
        except (OSError, SaveError):
            continue
        if record.finished or record.abandoned:
            continue
        loaded = open_save(path)
        if isinstance(loaded, LoadedSave) and not loaded.match.is_over:
            return loaded
    return None


def save_list(prefs: Prefs) -> list[SaveEntry]:
    """The Load list: your games (unfinished autosaves and named saves, newest first, bad
    files with their reasons), then the demo positions.

    Like ``SaveStore.entries`` but a finished autosave (history: the statistics screen
    replays those) is recognised by reading it, without replaying it, so the list opens fast
    however many games were played (100 finished games: ~7 s with full checks). Checks are
    cached per file while it is unchanged.
    """
    assert prefs.paths is not None
    cache = prefs.load_checks
    own: list[SaveEntry] = []
    for folder, kind in ((prefs.paths.autosaves, "auto"), (prefs.paths.named_saves, "named")):
        for path in _json_files(folder):
            entry = _checked(path, kind, cache)
            if entry is not None:
                own.append(entry)
    own.sort(key=lambda e: (e.record.saved_at if e.record else "", e.modified), reverse=True)
    return own + prefs.store.demos()


def _json_files(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir()
                      if p.suffix.lower() == ".json" and p.is_file() and not is_temp(p))
    except OSError:
        return []


def _checked(path: Path, kind: str, cache: dict) -> SaveEntry | None:
    try:
        st = path.stat()
        modified, stamp = st.st_mtime, (st.st_mtime_ns, st.st_size)
    except OSError:
        modified, stamp = 0.0, (0, -1)
    hit = cache.get(path)
    if hit is not None and hit[0] == stamp:
        return hit[1]
    entry: SaveEntry | None = None
    quick = None
    if kind == "auto":
        try:
            quick = parse_save(path.read_bytes())
        except (OSError, SaveError):
            quick = None  # the full check below gives the reason
    if quick is None or not quick.finished:
        loaded = open_save(path)
        if isinstance(loaded, LoadProblem):
            entry = SaveEntry(path, kind, modified, problem=loaded.reason)
        elif not (kind == "auto" and loaded.record.finished):
            entry = SaveEntry(path, kind, modified, record=loaded.record)
    cache[path] = (stamp, entry)
    return entry


def open_loaded(mgr, loaded: LoadedSave, kind: str = "auto") -> bool:
    """Put a loaded save on the table (or the replay viewer when finished)."""
    from .table import TableScene

    record = loaded.record
    plugin = REGISTRY[record.game]
    game = table_for(record.game)
    if game is None:
        return False
    if loaded.match.is_over:
        from .replay import ReplayScene

        mgr.push(ReplayScene(plugin, loaded.match, game))
        return True
    scene = TableScene(plugin, loaded.match, game)
    scene.resume_id = record.match_id if kind == "auto" and record.match_id else ""
    mgr.reset(scene)
    return True


def open_path(mgr, path: Path, kind: str = "auto") -> str | None:
    """Open a save file; the one-line reason when it cannot be used."""
    loaded = open_save(path)
    if isinstance(loaded, LoadProblem):
        return loaded.reason
    if not open_loaded(mgr, loaded, kind):
        return "this game has no table yet"
    return None


# --- the main menu's extra buttons -----------------------------------------------------------
def menu_buttons(menu: MainMenuScene, base: Iterable[Button]) -> list[Button]:
    """New game, Rules, Quit plus Continue (when there is a game to continue), Load, Settings
    and Statistics, in menu order."""
    base = list(base)
    by_label = {b.label: b for b in base}
    prefs = menu.ctx.prefs
    assert menu.mgr is not None
    mgr = menu.mgr

    def push(factory):
        return lambda: mgr.push(factory())

    def settings_scene():
        from .settings import SettingsScene

        return SettingsScene()

    out: list[Button] = []
    menu.continue_button = None
    menu.continue_text = ""
    if prefs is not None:
        loaded = find_continue(prefs)
        if loaded is not None:
            def go(loaded: LoadedSave = loaded) -> None:
                open_loaded(mgr, loaded, "auto")

            menu.continue_button = Button("Continue", go, primary=True, key=pygame.K_c)
            rec = loaded.record
            moves = f"{rec.ply} move{'' if rec.ply == 1 else 's'}"
            menu.continue_text = (f"{REGISTRY[rec.game].meta.title}, {moves} in"
                                  + (", hot seat" if rec.hot_seat else ""))
            out.append(menu.continue_button)
            by_label["New game"].primary = False
    out.append(by_label["New game"])
    if prefs is not None:
        def load_scene():
            from .load import LoadScene

            return LoadScene()

        out.append(Button("Load", push(load_scene), key=pygame.K_l))
    out.append(by_label["Rules"])
    out.append(Button("Settings", push(settings_scene), key=pygame.K_s))
    if prefs is not None:
        def stats_scene():
            from .stats import StatsScene

            return StatsScene()

        out.append(Button("Statistics", push(stats_scene), key=pygame.K_t))
    out.append(by_label["Quit"])
    return out


def draw_continue_hint(menu: MainMenuScene, surf: pygame.Surface) -> None:
    """What Continue resumes, in small print beside the button."""
    b = menu.continue_button
    if b is None or not getattr(menu, "continue_text", ""):
        return
    img = text(menu.continue_text, menu.px(16, 12), menu.theme.text_dim)
    r = img.get_rect(midleft=(b.rect.right + menu.px(14), b.rect.centery))
    if r.right > surf.get_width() - 4:
        r.midtop = (b.rect.centerx, b.rect.bottom + 2)
    surf.blit(img, r)
