"""Issue 27, start-up: what the first menu frame no longer pays for.

* no rules core: the catalog, the game registry and the menu name games by their titles, so
  ``core.plugin``/``core.rules``/``core.events`` wait for the warm-up after the first frame;
* no argparse for a plain ``tabletop``: with no flags the app takes ``DEFAULTS``, which must be
  exactly what the flag parser gives;
* the felt read whole from the art cache is the painted felt, pixel for pixel.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pygame

from tabletop.app import DEFAULTS, _parse, _parser
from tabletop.cli import startup
from tabletop.ui.render import felt
from tabletop.ui.render.theme import THEMES

LATER = ("tabletop.core.plugin", "tabletop.core.rules", "tabletop.core.events",
         "tabletop.core.protocols", "argparse", "tabletop.cli")


def test_no_flags_means_the_parsers_defaults():
    assert vars(_parser().parse_args([])) == DEFAULTS
    assert vars(_parse([])) == DEFAULTS
    assert vars(_parse(["--frames", "3"]))["frames"] == 3


def test_the_first_frame_imports_neither_the_rules_core_nor_argparse(tmp_path):
    env = dict(os.environ, TABLETOP_FIRST_FRAME_EXIT="1", **{
        var: str(tmp_path / var.lower()) for var in startup.XDG})
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for _ in range(2):  # the second start finds the art cache warm, as a player's does
        out = subprocess.run([sys.executable, "-X", "importtime", "-m", "tabletop"], env=env,
                             capture_output=True, text=True, timeout=60, cwd=startup.ROOT)
        assert "FIRST-FRAME" in out.stdout, out.stderr[-2000:]
    imported = {line.rsplit("|", 1)[-1].strip() for line in out.stderr.splitlines()
                if line.startswith("import time:")}
    assert "tabletop.ui.scenes.menu" in imported
    assert not [m for m in LATER if m in imported], sorted(m for m in LATER if m in imported)


def test_the_felt_read_whole_from_the_cache_is_the_painted_felt(tmp_path):
    if pygame.display.get_surface() is None:
        pygame.display.init()
    theme = THEMES["classic"]
    painted = pygame.image.tobytes(felt.paint_felt((321, 187), theme), "RGB")
    first = felt.cached_felt((321, 187), theme, tmp_path)  # painted, then kept
    assert (tmp_path / "whole-321x187.rgb").is_file()
    again = felt.cached_felt((321, 187), theme, tmp_path)  # read back
    assert pygame.image.tobytes(first, "RGB") == painted == pygame.image.tobytes(again, "RGB")
    for w in range(300, 300 + 2 * felt._WHOLE_KEPT):  # only the latest few sizes stay
        felt.cached_felt((w, 60), theme, tmp_path)
    assert len(list(tmp_path.glob("whole-*"))) == felt._WHOLE_KEPT
