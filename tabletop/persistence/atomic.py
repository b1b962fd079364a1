"""Atomic file replacement: a crash or kill at any moment leaves either the old file or the
new one, never a mix.

The new content goes to a temporary file in the same folder (same file system, so the rename
is atomic), is flushed and fsynced, then ``os.replace``s the target; finally the folder itself
is fsynced so the rename survives a power cut (POSIX; Windows has no directory handles).
A temporary file left by a killed process is named ``.<target>.<pid>.tmp`` and is never read
as a save; ``sweep_temp`` clears old ones.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomic(path: Path | str, data: bytes | str) -> None:
    """Replace ``path`` with ``data`` atomically (creating the folder if needed)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    tmp = path.with_name(f".{path.name}.{os.getpid()}{TEMP_SUFFIX}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o644)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def is_temp(path: Path) -> bool:
    return path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)


def sweep_temp(folder: Path | str, older_than: float = 60.0) -> int:
    """Remove temporary files of interrupted writes older than ``older_than`` seconds.

    They are never the only copy of anything (the target still holds the previous save).
    Returns how many were removed.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return 0
    now = time.time()
    removed = 0
    for entry in folder.iterdir():
        try:
            if is_temp(entry) and entry.is_file() and now - entry.stat().st_mtime >= older_than:
                entry.unlink()
                removed += 1
        except OSError:
            continue
    return removed
