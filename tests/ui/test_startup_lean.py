"""Issue 27, start-up: what the first menu frame no longer pays for.

* no rules core: the catalog, the game registry and the menu name games by their titles, so
  ``core.plugin``/``core.rules``/``core.events`` wait for the warm-up after the first frame;
* no argparse for a plain ``tabletop``: with no flags the app takes ``DEFAULTS``, which must be
  exactly what the flag parser gives;
* the felt read whole from the art cache is the painted felt, pixel for pixel; so are the
  logo and the fan's card faces, kept as raw bytes (no drawing, no PNG to decode);
* nor the animator (the settings read its speeds from ``ui/table/speeds.py``), ``datetime``,
  the confirm dialog (only a quit with a game in progress asks) or the keymap (the menu's key
  hints and ``?`` come from ``ui/keynames.py``); the window's icon is read back raw.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pygame

from tabletop.app import DEFAULTS, _parse, _parser
from tabletop.cli import startup
from tabletop.ui.render import felt, logo
from tabletop.ui.render.art import CardArt
from tabletop.ui.render.theme import THEMES
from tabletop.ui.scenes.menu import FAN_DECK
from tabletop.ui.window import set_icon

LATER = ("tabletop.core.plugin", "tabletop.core.rules", "tabletop.core.events",
         "tabletop.core.protocols", "argparse", "tabletop.cli", "tabletop.ui.table.animator",
         "datetime", "tabletop.ui.scenes.confirm", "tabletop.ui.keymap")


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


def _display() -> None:
    if pygame.display.get_surface() is None:
        pygame.display.init()


def test_the_logo_read_from_the_cache_is_the_drawn_logo(tmp_path, monkeypatch):
    _display()
    theme = THEMES["classic"]
    drawn = logo.logo(41, theme)
    draws = []
    real = logo.logo
    monkeypatch.setattr(logo, "logo", lambda *a: draws.append(a) or real(*a))
    first = logo.cached_logo.__wrapped__(41, theme, tmp_path)  # drawn, then kept
    assert len(list(tmp_path.glob("logo-41-*.rgba"))) == 1 and len(draws) == 1
    again = logo.cached_logo.__wrapped__(41, theme, tmp_path)  # read back, not drawn
    assert len(draws) == 1
    assert again.get_size() == drawn.get_size()
    assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(drawn, "RGBA") \
        == pygame.image.tobytes(again, "RGBA")
    for px in range(20, 20 + 2 * logo.LOGO_KEPT):  # only the latest few sizes stay
        logo.cached_logo.__wrapped__(px, theme, tmp_path)
    assert len(list(tmp_path.glob("logo-*"))) == logo.LOGO_KEPT


def test_raw_card_faces_are_the_png_faces_and_skip_the_png(tmp_path, monkeypatch):
    _display()
    card, size = FAN_DECK.ids_for("QD")[0], (61, 85)
    png = CardArt(cache_dir=tmp_path).face(FAN_DECK, card, size)  # painted, kept as a PNG
    first = CardArt(cache_dir=tmp_path).face(FAN_DECK, card, size, raw=True)  # the PNG, kept raw
    assert len(list(tmp_path.rglob("*.rgba"))) == 1
    loads = []
    real_load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *a: loads.append(a) or real_load(*a))
    art = CardArt(cache_dir=tmp_path)
    again = art.face(FAN_DECK, card, size, raw=True)
    assert not loads and art.stats == {"painted": 0, "disk_hits": 1, "memory_hits": 0}
    assert pygame.image.tobytes(png, "RGBA") == pygame.image.tobytes(first, "RGBA") \
        == pygame.image.tobytes(again, "RGBA")


def test_the_icon_kept_raw_is_the_png_icon(tmp_path, monkeypatch):
    _display()
    icons, loads = [], []
    real_load = pygame.image.load
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    monkeypatch.setattr(pygame.image, "load", lambda *a: loads.append(a) or real_load(*a))
    set_icon()  # no cache: the PNG
    set_icon(tmp_path)  # the PNG, then kept
    set_icon(tmp_path)  # read back
    assert len(loads) == 2 and len(icons) == 3 and len(list(tmp_path.glob("icon-*.rgba"))) == 1
    png, _, raw = (pygame.image.tobytes(i, "RGBA") for i in icons)
    assert raw == png and icons[2].get_size() == (256, 256)
