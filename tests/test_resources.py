"""The asset resolver finds fonts, sounds and the icon in every supported layout."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tabletop import resources
from tabletop.resources import asset_path, asset_roots, assets_root
from tabletop.ui.audio import SOUNDS

ROOT = Path(__file__).resolve().parents[1]


def test_checkout_assets_are_found():
    assert asset_path("fonts", "DejaVuSans.ttf").is_file()
    assert asset_path("fonts", "LICENSE-DejaVu.txt").is_file()
    for name in SOUNDS:
        assert asset_path("sounds", f"{name}.wav").is_file(), name
    assert asset_path("icon.png").is_file() and asset_path("icon.ico").is_file()
    # tabletop/assets (what the wheel ships) and the top-level assets/ are the same files
    assert (ROOT / "tabletop" / "assets").resolve() == (ROOT / "assets").resolve()


def test_assets_are_small():
    total = sum(p.stat().st_size for p in (ROOT / "assets").rglob("*") if p.is_file())
    assert total < 3_000_000, total


def _fake_assets(base: Path) -> Path:
    (base / "assets" / "fonts").mkdir(parents=True)
    (base / "assets" / "fonts" / "x.ttf").write_bytes(b"")
    return base / "assets"


def test_pyinstaller_bundle_wins(tmp_path, monkeypatch):
    fake = _fake_assets(tmp_path)
    monkeypatch.delenv("TABLETOP_ASSETS", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets_root() == fake
    assert asset_path("fonts", "x.ttf") == fake / "fonts" / "x.ttf"


def test_environment_override(tmp_path, monkeypatch):
    fake = _fake_assets(tmp_path)
    monkeypatch.setenv("TABLETOP_ASSETS", str(fake))
    assert asset_roots()[0] == fake and assets_root() == fake


def test_top_level_fallback_without_the_package_link(tmp_path, monkeypatch):
    """A checkout where tabletop/assets is not a symlink (e.g. Windows) still works."""
    pkg = tmp_path / "tabletop"
    pkg.mkdir()
    fake = _fake_assets(tmp_path)
    monkeypatch.delenv("TABLETOP_ASSETS", raising=False)
    monkeypatch.setattr(resources, "__file__", str(pkg / "resources.py"))
    monkeypatch.setattr(resources, "_PACKAGE_DIR", pkg)
    assert assets_root() == fake


def test_missing_assets_say_where_they_looked(tmp_path, monkeypatch):
    monkeypatch.delenv("TABLETOP_ASSETS", raising=False)
    monkeypatch.setattr(resources, "__file__", str(tmp_path / "pkg" / "resources.py"))
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "pkg")
    with pytest.raises(FileNotFoundError, match="looked in"):
        assets_root()


@pytest.mark.slow
def test_wheel_carries_the_assets(tmp_path):
    # build from a copy so the in-tree build/ directory never lands in the checkout
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, symlinks=True, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "saves"))
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps",
                          "-w", str(tmp_path), "-q"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    wheel = next(tmp_path.glob("tabletop-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "tabletop/assets/fonts/DejaVuSans.ttf" in names
    assert "tabletop/assets/fonts/LICENSE-DejaVu.txt" in names
    assert "tabletop/assets/sounds/flip.wav" in names
    assert "tabletop/assets/icon.png" in names
    assert not any(n.startswith("assets/") for n in names)
