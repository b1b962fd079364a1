"""Every game's Learn to play, played to its end in a real X11 window under Xvfb, by mouse and
by keyboard: the same play-through as ``test_tutorial_table.py`` with SDL's x11 video driver
instead of the dummy one, and a picture of the screen (``import -window root``) at the end of
each game's run, written to ``$TABLETOP_LESSON_SHOTS`` when it is set.

Marker ``xvfb`` (not in the default run): ``python3 -m pytest -m xvfb tests/ui/test_xvfb_lessons.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .test_xvfb import _tools

pytestmark = pytest.mark.xvfb
DISPLAY = ":93"


def _in_real_window(marker: str, path: str, selected: str | None, timeout: int) -> str:
    """Run the tests of ``path`` (``-m marker``, ``-k selected``) in a child pytest whose SDL
    draws into a real X11 window on a fresh Xvfb display; returns its output (it must pass)."""
    missing = _tools()
    if missing:
        pytest.skip(missing)
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=DISPLAY, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        root = Path(__file__).resolve().parents[2]
        argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", "-m", marker,
                str(root / path), *(["-k", selected] if selected else [])]
        run = subprocess.run(argv, cwd=root, env=env, capture_output=True, text=True, timeout=timeout)
        assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
        return run.stdout
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)


def test_every_lesson_in_a_real_window():
    out = _in_real_window("not xvfb", "tests/ui/test_tutorial_table.py", "played_to_its_end", 900)
    assert out.count(".") >= 10  # five games, by mouse and by keys
    shots = os.environ.get("TABLETOP_LESSON_SHOTS")
    if shots:
        assert any(p.name.endswith("-x11.png") for p in Path(shots).iterdir())


def test_a_whole_game_of_each_by_keyboard_in_a_real_window():
    """Issue 28: a keyboard-only game of each of the five games, in a real window."""
    out = _in_real_window("slow", "tests/ui/test_keyboard_games.py", None, 1800)
    assert out.count(".") >= 5
