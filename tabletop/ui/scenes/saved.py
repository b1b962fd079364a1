"""Opening saved games from the menus: Continue, the Load list, the replay viewer (the main
menu's own buttons are in ``menu.py``).

``open_loaded`` puts a checked save on the table: an unfinished game resumes (a hot-seat one
behind the hand-off screen, which the table shows before any hand: its viewer starts public),
a finished one opens in the replay viewer. An autosave keeps its match id (the same file goes
on being rewritten); a named or demo save continues as a new match of its own, so the file
the player loaded is never overwritten and statistics count the new game once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...persistence.atomic import is_temp
from ...persistence.peek import CONTINUE_SCAN, newest_first
from ...persistence.saves import (
    LoadedSave,
    LoadProblem,
    SaveEntry,
    SaveError,
    open_save,
    parse_save,
    read_save,
)

if TYPE_CHECKING:
    from ..prefs import Prefs


def find_continue(prefs: Prefs, turned_down: list[Path] | None = None) -> LoadedSave | None:
    """The last unfinished, not abandoned game: the newest autosaves are read cheaply (no
    replay) until one qualifies; only that one is replayed and checked. ``turned_down``
    collects the files looked at and passed over."""
    for path in newest_first(prefs.paths.autosaves)[:CONTINUE_SCAN]:
        try:
            record = parse_save(read_save(path))
        except (OSError, SaveError):
            record = None
        if record is not None and not (record.finished or record.abandoned):
            loaded = open_save(path)
            if isinstance(loaded, LoadedSave) and not loaded.match.is_over:
                return loaded
        if turned_down is not None:
            turned_down.append(path)
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
            quick = parse_save(read_save(path))
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
    record = loaded.record
    entry = mgr.ctx.catalog.get(record.game)
    if entry is None:
        return False
    plugin, game = entry.plugin, entry.table()
    if loaded.match.is_over:
        mgr.push(mgr.make("replay", plugin, loaded.match, game))
        return True
    scene = mgr.make("table", plugin, loaded.match, game)
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
