"""The pure layers (core, ai, every game's rules and ai) must not import pygame."""

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
    for game in pkgutil.iter_modules(tabletop.games.__path__):
        for part in ("rules", "ai", "help"):
            name = f"tabletop.games.{game.name}.{part}"
            if importlib.util.find_spec(name) is not None:
                mods.append(name)
    return mods


def test_pure_layers_import_without_pygame():
    mods = _pure_modules()
    assert "tabletop.games.hyrule.rules" in mods
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
