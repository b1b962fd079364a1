"""The pure layers (core, ai, testing, every game's pure half: all of ``games/<g>/`` but its
``table/``) must not import pygame."""

import importlib
import pkgutil
import subprocess
import sys

import tabletop.games


def _pure_modules() -> list[str]:
    mods = ["tabletop.core", "tabletop.ai", "tabletop.testing"]
    for pkg in ("tabletop.core", "tabletop.ai", "tabletop.testing"):
        module = importlib.import_module(pkg)
        mods += [f"{pkg}.{m.name}" for m in pkgutil.iter_modules(module.__path__)]
    mods.append("tabletop.games")
    for game in pkgutil.iter_modules(tabletop.games.__path__):
        package = f"tabletop.games.{game.name}"  # its PLUGIN, and every module but the table half
        mods.append(package)
        found = importlib.import_module(package).__path__
        mods += [f"{package}.{m.name}" for m in pkgutil.iter_modules(found) if m.name != "table"]
    return mods


def test_pure_layers_import_without_pygame():
    mods = _pure_modules()
    assert {"tabletop.games.hyrule.rules", "tabletop.games.treasure.gods", "tabletop.games.ard_ri"} <= set(mods)
    assert not [m for m in mods if ".table" in m]
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import importlib\n"
        f"for m in {mods!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m.startswith('pygame')]\n"
        "assert not [m for m in bad if sys.modules[m] is not None], bad\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_purity_check_would_catch_pygame():
    code = "import sys; sys.modules['pygame'] = None\nimport pygame\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode != 0
