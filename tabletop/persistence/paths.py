"""Where Tabletop keeps its files: one ``Paths`` object that the app passes around.

Normally the platformdirs user directories (data, config, cache, log). With ``--portable``
everything lives in a ``portable-data`` folder beside the program: beside the executable for a
PyInstaller build (``sys.executable``; never inside ``sys._MEIPASS``, which a one-file build
deletes on exit), beside the ``tabletop`` package when run from source. Tests use ``Paths.at``.
"""

from __future__ import annotations

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
        from platformdirs import PlatformDirs

        dirs = PlatformDirs(APP_NAME, APP_AUTHOR)
        return cls(dirs.user_data_path, dirs.user_config_path, dirs.user_cache_path,
                   dirs.user_log_path)

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
