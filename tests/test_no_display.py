"""With no display, ``tabletop`` says so in one sentence and exits non-zero (issue 22, item 3)
instead of running with a window nobody can see (SDL falls back to drawing off screen)."""

from __future__ import annotations

import os
import subprocess
import sys

from tabletop.ui import window as app  # the display checks the app runs first


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env.update(extra)
    return env


def test_no_display_is_one_sentence_and_a_non_zero_exit():
    """On Linux (CI's platform) a missing DISPLAY is known before SDL starts."""
    done = subprocess.run([sys.executable, "-m", "tabletop"], env=_env(), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert lines == [f"tabletop: {app.NO_DISPLAY}"], done.stderr
    assert done.stdout == ""


def test_a_display_sdl_cannot_reach_is_refused(monkeypatch):
    """DISPLAY names a server that is not there: SDL falls back to its off-screen driver."""
    import pygame

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":77")
    monkeypatch.setattr(pygame.display, "init", lambda: None)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    monkeypatch.setattr(pygame.display, "quit", lambda: None)
    assert app.display_problem() == ("no window can be opened on the display ':77'; "
                                     "the command line works without one: tabletop --help")


def test_a_driver_asked_for_is_honoured(monkeypatch):
    """Tests, benches and screenshots ask for the dummy driver: that is not a missing display."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.delenv("DISPLAY", raising=False)
    assert app.display_problem() is None
