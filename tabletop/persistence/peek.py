"""A quick look at the autosaves for the main menu's first frame: is there a game to continue?

``find_continue`` (``ui/scenes/saved.py``) decides Continue properly: it parses the newest
autosaves and replays the first unfinished one through its game's rules, which needs the game
registry (tens of milliseconds of imports) before the menu could show. At start-up the menu
asks this module instead: the same files in the same order, read as plain JSON (upgraded by
``migrations``), skipping what ``find_continue`` skips without a replay (unreadable files,
other kinds of file, finished and abandoned games), importing no game. The full check follows
a few frames later and the menu corrects itself if it disagrees (a damaged file, a save the
current rules cannot replay). Such a file is then remembered in ``continue-skip.json`` in the
cache folder, by name, size and modification time (and app version), so the next start's
quick look passes over it as the full check would.
"""

from __future__ import annotations

import json
from pathlib import Path

from .. import __version__
from ..core.lean import lean_dataclass
from .guard import DataError, loads, read_regular, text_problem
from .migrations import CURRENT, MigrationError, detect_format, upgrade

CONTINUE_SCAN = 40  # newest autosaves looked at for Continue
MAX_BYTES = 4 * 1024 * 1024  # as saves.MAX_BYTES: anything larger is not a save
SKIP_FILE = "continue-skip.json"
SKIP_BYTES = 1024 * 1024
#: text fields and their limits, as ``saves`` checks them (levels need the registry: the
#: full check alone tests those)
_TEXT_FIELDS = (("label", 80), ("app", 40), ("saved_at", 40), ("match_id", 80))
_NAME_LIMIT = 40


@lean_dataclass(frozen=True)  # in the first frame: no code compiled (``core/lean.py``)
class Peek:
    """What the menu shows for Continue before the full check: the file and its summary."""

    path: Path
    game: str
    ply: int
    hot_seat: bool


def newest_first(folder: Path) -> list[Path]:
    """The ``.json`` files of ``folder``, newest first (the order Continue looks at them)."""
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


def stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


def quick_look(path: Path) -> Peek | None:
    """``path`` read as plain JSON: its summary when it looks like an unfinished game."""
    try:
        data = loads(read_regular(path, MAX_BYTES))  # DataError: not a file, too large, …
        fmt = detect_format(data)
        if fmt is None or not 0 <= fmt <= CURRENT:
            return None
        data = upgrade(data, fmt)
    except (OSError, DataError, MigrationError, KeyError, TypeError):
        return None
    # the full check refuses flags that are not true/false: only an exact False qualifies
    if data.get("finished", False) is not False or data.get("abandoned", False) is not False:
        return None
    game, actions, seats = data.get("game"), data.get("actions"), data.get("seats")
    if not (isinstance(game, str) and isinstance(actions, list) and isinstance(seats, list)):
        return None
    # the text policy (``guard``), as the full check applies it
    if any(text_problem(data.get(key, ""), limit) for key, limit in _TEXT_FIELDS):
        return None
    if not all(isinstance(s, dict) and not text_problem(s.get("name", ""), _NAME_LIMIT)
               for s in seats):
        return None
    humans = sum(1 for s in seats if s.get("kind") == "human")
    return Peek(path, game, len(actions), humans >= 2)


def peek_continue(folder: Path, skip: dict[str, list[int]] | None = None) -> Peek | None:
    """The newest autosave that looks like an unfinished game, without replaying anything.
    ``skip``: file name -> stamp of files the full check turned down (``load_skip``)."""
    skip = skip or {}
    for path in newest_first(folder)[:CONTINUE_SCAN]:
        if path.name in skip and skip[path.name] == stamp(path):
            continue
        peek = quick_look(path)
        if peek is not None:
            return peek
    return None


def load_skip(cache: Path) -> dict[str, list[int]]:
    """The files the full check turned down (empty when unreadable or from another version)."""
    try:
        data = loads(read_regular(cache / SKIP_FILE, SKIP_BYTES))
    except (OSError, DataError):
        return {}
    if not isinstance(data, dict) or data.get("app") != __version__:
        return {}
    files = data.get("files")
    return files if isinstance(files, dict) else {}


def update_skip(cache: Path, turned_down: list[Path]) -> None:
    """After the full check: remember the files it turned down that the quick look would
    take (by name and stamp), so the next quick look agrees. Writes only on a change and
    never raises."""
    files = {p.name: st for p in turned_down
             if (st := stamp(p)) is not None and quick_look(p) is not None}
    if files == load_skip(cache):
        return
    try:
        from .atomic import write_atomic

        write_atomic(cache / SKIP_FILE, json.dumps({"app": __version__, "files": files}))
    except OSError:
        pass
