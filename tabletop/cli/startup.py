"""``tabletop bench startup``: time to the first frame, bare pygame-ce vs Tabletop.

Each measurement starts a fresh process and stops the clock when the child prints its
first-frame marker. The bare reference opens a window and flips once; Tabletop runs with
``TABLETOP_FIRST_FRAME_EXIT=1``, which makes the app print the marker and quit right after
its first interactive main-menu frame. The frozen build is measured too when
``dist/Tabletop`` exists (``pyinstaller build.spec``). Target: Tabletop ≤ 2.5× the bare figure.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

MARKER = "FIRST-FRAME"
BARE = (
    "import pygame\n"
    "pygame.init()\n"
    "screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)\n"
    "screen.fill((20, 90, 50))\n"
    "pygame.display.flip()\n"
    f"print({MARKER!r}, flush=True)\n"
    "pygame.quit()\n"
)


def frozen_executable(root: Path | None = None) -> Path | None:
    root = root or Path.cwd()
    name = "Tabletop.exe" if sys.platform == "win32" else "Tabletop"
    exe = root / "dist" / "Tabletop" / name
    return exe if exe.exists() else None


def time_to_marker(cmd: list[str], env: dict[str, str], timeout: float = 60.0) -> float:
    """Seconds from process start to the marker line on stdout."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if MARKER in line:
                elapsed = time.perf_counter() - t0
                proc.wait(timeout=timeout)
                return elapsed
        raise RuntimeError(f"{cmd[0]} exited without drawing a frame (code {proc.wait()})")
    finally:
        if proc.poll() is None:
            proc.kill()


def measure(cmd: list[str], env: dict[str, str], runs: int) -> float:
    time_to_marker(cmd, env)  # warm the file cache once
    return statistics.median(time_to_marker(cmd, env) for _ in range(runs))


def run(args: argparse.Namespace) -> int:
    runs = max(3, min(getattr(args, "games", 5) or 5, 15))
    env = dict(os.environ, TABLETOP_FIRST_FRAME_EXIT="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure an installed app: bytecode is cached
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    bare = measure([sys.executable, "-c", BARE], env, runs)
    print(f"bench startup (median of {runs} runs, video driver {env['SDL_VIDEODRIVER']})")
    print(f"  bare pygame-ce window, first frame : {bare * 1000:7.0f} ms")
    source = measure([sys.executable, "-m", "tabletop"], env, runs)
    print(f"  Tabletop from source, main menu    : {source * 1000:7.0f} ms  ({source / bare:.2f}x bare)")
    exe = frozen_executable()
    if exe is None:
        print("  Tabletop onedir build              :  not built (pyinstaller build.spec)")
    else:
        frozen = measure([str(exe)], env, runs)
        print(f"  Tabletop onedir build, main menu   : {frozen * 1000:7.0f} ms  ({frozen / bare:.2f}x bare)")
    return 0
