"""Where files live, and atomic replacement."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from tabletop.persistence import atomic, paths
from tabletop.persistence.atomic import is_temp, sweep_temp, write_atomic
from tabletop.persistence.paths import PORTABLE_DIR, Paths


def test_user_paths_come_from_platformdirs():
    p = Paths.user()
    assert not p.portable
    assert "Tabletop" in str(p.data) and "Tabletop" in str(p.config)
    assert p.saves == p.data / "saves" and p.settings_file == p.config / "settings.json"


def test_portable_from_source_is_beside_the_package(tmp_path):
    p = Paths.from_flags(portable=True)
    assert p.portable and p.data.parent.name == PORTABLE_DIR
    assert p.data.parent.parent == Path(paths.__file__).resolve().parents[2]


def test_portable_frozen_is_beside_the_executable_never_in_meipass(tmp_path, monkeypatch):
    exe_dir = tmp_path / "Tabletop"
    exe_dir.mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe_dir / "Tabletop.exe"))
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_MEI12345"), raising=False)
    p = Paths.from_flags(portable=True)
    assert p.data == exe_dir / PORTABLE_DIR / "data"
    assert "_MEI" not in str(p.config)


def test_ensure_creates_the_folders(tmp_path):
    p = Paths.at(tmp_path).ensure()
    for folder in (p.data, p.config, p.cache, p.log, p.autosaves, p.named_saves):
        assert folder.is_dir()


def test_write_atomic_replaces_and_leaves_no_temp(tmp_path):
    target = tmp_path / "sub" / "f.json"
    write_atomic(target, "one")
    write_atomic(target, b"two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["f.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    write_atomic(target, "old")

    def boom(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", boom)
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_sweep_temp_removes_only_old_temp_files(tmp_path):
    old = tmp_path / f".a.json.{os.getpid()}.tmp"
    fresh = tmp_path / ".b.json.1.tmp"
    keep = tmp_path / "a.json"
    for f in (old, fresh, keep):
        f.write_text("x")
    past = time.time() - 3600
    os.utime(old, (past, past))
    assert is_temp(old) and not is_temp(keep)
    assert sweep_temp(tmp_path, older_than=60) == 1
    assert not old.exists() and fresh.exists() and keep.exists()
