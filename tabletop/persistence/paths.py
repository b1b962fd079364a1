"""Where Tabletop keeps its files: one ``Paths`` object that the app passes around.

Normally the platformdirs user directories (data, config, cache, log); on Linux and the other
XDG systems their answer is kept in the cache folder it names (``paths.json``), and a later
start in the same environment reads it there rather than importing platformdirs (issue 27:
~5 ms of the first frame; ``Paths.user``). With ``--portable``
everything lives in a ``portable-data`` folder beside the program: beside the executable for a
PyInstaller build (``sys.executable``; never inside ``sys._MEIPASS``, which a one-file build
deletes on exit), beside the ``tabletop`` package when run from source. Tests use ``Paths.at``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ..core.lean import lean_dataclass

APP_NAME = "Tabletop"
APP_AUTHOR = "Tabletop"
PORTABLE_DIR = "portable-data"


def program_dir() -> Path:
    """The folder the program runs from (the executable's folder when frozen)."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[2]


@lean_dataclass(frozen=True)  # made for the first frame: no code compiled (``core/lean.py``)
class Paths:
    """The app's folders: data (saves, statistics), config (settings), cache, log."""

    data: Path
    config: Path
    cache: Path
    log: Path
    portable: bool = False

    # --- constructors ------------------------------------------------------------------------
    @classmethod
    def user(cls) -> Paths:
        """platformdirs' user folders: read from its memo when one was kept for this
        environment (``_memo_file``), else asked (and the memo kept)."""
        memo = _memo_file()
        if memo is not None:
            kept = _read_memo(memo)
            if kept is not None:
                return kept
        from platformdirs import PlatformDirs

        dirs = PlatformDirs(APP_NAME, APP_AUTHOR)
        paths = cls(dirs.user_data_path, dirs.user_config_path, dirs.user_cache_path,
                    dirs.user_log_path)
        if memo is not None and memo == paths.cache / MEMO:
            _write_memo(memo, paths)
        return paths

    @classmethod
    def at(cls, root: Path | str, portable: bool = False) -> Paths:
        """Everything under one folder (portable mode and tests)."""
        root = Path(root)
        return cls(root / "data", root / "config", root / "cache", root / "log", portable)

    @classmethod
    def portable_beside(cls, base: Path | None = None) -> Paths:
        return cls.at((base or program_dir()) / PORTABLE_DIR, portable=True)

    @classmethod
    def from_flags(cls, portable: bool) -> Paths:
        """What the app uses: ``--portable`` or the user directories."""
        return cls.portable_beside() if portable else cls.user()

    # --- files -------------------------------------------------------------------------------
    @property
    def saves(self) -> Path:
        return self.data / "saves"

    @property
    def autosaves(self) -> Path:
        return self.saves / "auto"

    @property
    def named_saves(self) -> Path:
        return self.saves / "named"

    @property
    def rejected(self) -> Path:
        """Where unreadable files are moved when the player dismisses them (never deleted)."""
        return self.saves / "rejected"

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"

    @property
    def stats_file(self) -> Path:
        return self.data / "stats.json"

    def ensure(self) -> Paths:
        for folder in (self.data, self.config, self.cache, self.log, self.autosaves,
                       self.named_saves):
            folder.mkdir(parents=True, exist_ok=True)
        return self


# --- the memo of platformdirs' answer (issue 27) ---------------------------------------------
#: platformdirs' answer, kept in the cache folder it names: read back by later starts in the
#: same environment (the same variables, user, interpreter and platformdirs files)
MEMO = "paths.json"
_MEMO_KIND = "tabletop-paths"
#: what platformdirs' user folders depend on, on an XDG system
_MEMO_ENV = ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


def _memo_file() -> Path | None:
    """Where the memo for this environment would be: the cache folder by the XDG rules; the
    memo itself says whether it is platformdirs' answer here (``_read_memo``). None where
    platformdirs asks the system (Windows, macOS, Android, iOS) or HOME is not absolute."""
    if sys.platform in ("win32", "darwin", "ios", "android", "cygwin") or hasattr(sys, "getandroidapilevel") \
            or "ANDROID_DATA" in os.environ or "ANDROID_ROOT" in os.environ:
        return None
    home = os.environ.get("HOME", "")
    if not os.path.isabs(home):
        return None
    cache = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(cache):
        cache = os.path.join(home, ".cache")
    return Path(cache) / APP_NAME / MEMO


def _memo_key() -> list:
    return [sys.platform, os.geteuid(), sys.executable, *(os.environ.get(v) for v in _MEMO_ENV)]


def _identity(file: str) -> list | None:
    """A file as it is now (platformdirs' own, or the frozen program): a memo kept beside
    another version of it is not used."""
    try:
        st = os.stat(file)
    except OSError:
        return None
    return [file, st.st_mtime_ns, st.st_size]


def _platformdirs_file() -> str:
    """The file that identifies the platformdirs in use: its package's, or the frozen
    program itself (whose platformdirs lives inside it)."""
    if getattr(sys, "frozen", False):
        return sys.executable
    import platformdirs

    return platformdirs.__file__


def _read_memo(memo: Path) -> Paths | None:
    """The paths the memo keeps, if it was written by platformdirs' answer for this very
    environment; None otherwise (missing, damaged, another environment or version)."""
    import json

    try:
        data = json.loads(memo.read_bytes())
        if (not isinstance(data, dict) or data.get("kind") != _MEMO_KIND
                or data.get("key") != _memo_key() or not isinstance(data.get("platformdirs"), list)
                or _identity(str(data["platformdirs"][0])) != data["platformdirs"]):
            return None
        paths = Paths(*(Path(data[name]) for name in ("data", "config", "cache", "log")))
    except (OSError, ValueError, TypeError, KeyError, IndexError):
        return None
    return paths if paths.cache / MEMO == memo else None


def _write_memo(memo: Path, paths: Paths) -> None:
    """Keep platformdirs' answer for later starts (never fails: a start without it asks
    platformdirs again)."""
    import json

    from .atomic import write_atomic

    identity = _identity(_platformdirs_file())
    if identity is None:
        return
    data = {"kind": _MEMO_KIND, "key": _memo_key(), "platformdirs": identity,
            **{name: str(getattr(paths, name)) for name in ("data", "config", "cache", "log")}}
    try:
        write_atomic(memo, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    except (OSError, ValueError):
        pass
