"""Find the bundled ``assets/`` directory wherever Tabletop runs from.

Three layouts are supported, tried in this order:

1. a PyInstaller bundle: ``build.spec`` copies ``assets/`` to ``sys._MEIPASS/assets``;
2. the package itself: ``tabletop/assets`` is a symlink to the top-level ``assets/`` in a
   source checkout, and in an installed wheel it is a real directory (``pyproject.toml``
   ships it as package data of ``tabletop.assets``);
3. the top-level ``assets/`` beside the package (a checkout where the symlink is missing,
   e.g. a Windows clone without symlink support).

``TABLETOP_ASSETS`` overrides all of them (tests, custom art).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_MARKER = Path("fonts")  # every real assets directory has its fonts


def asset_roots() -> list[Path]:
    """Candidate asset directories, most specific first."""
    roots: list[Path] = []
    override = os.environ.get("TABLETOP_ASSETS")
    if override:
        roots.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle) / "assets")
    roots.append(Path(__file__).parent / "assets")
    roots.append(_PACKAGE_DIR.parent / "assets")
    return roots


def assets_root() -> Path:
    """The first candidate that holds real assets.

    Raises ``FileNotFoundError`` naming every place looked at, so a broken build says why.
    """
    roots = asset_roots()
    for root in roots:
        if (root / _MARKER).is_dir():
            return root
    raise FileNotFoundError("no assets directory found; looked in: "
                            + ", ".join(str(r) for r in roots))


def asset_path(*parts: str) -> Path:
    """Path of an asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``.

    The file is not required to exist (callers may probe optional assets).
    """
    return assets_root().joinpath(*parts)
