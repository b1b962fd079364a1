"""``tabletop bench startup``: time to the first frame, bare pygame-ce vs Tabletop.

Each measurement starts a fresh process and stops the clock when the child prints its
first-frame marker; the CPU time the child used is read when it exits right after the
marker. The bare reference opens a window and flips once; Tabletop runs with
``TABLETOP_FIRST_FRAME_EXIT=1``, which makes the app print the marker and exit right after
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


def time_to_marker(cmd: list[str], env: dict[str, str], timeout: float = 60.0) -> tuple[float, float]:
    """(wall seconds from process start to the marker, CPU seconds the process used).

    The child exits right after printing the marker, so its CPU time is the cost of reaching
    the first frame; on a loaded machine that is the steadier of the two figures.
    """
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if MARKER in line:
                elapsed = time.perf_counter() - t0
                _, status, usage = os.wait4(proc.pid, 0)
                proc.returncode = os.waitstatus_to_exitcode(status)
                return elapsed, usage.ru_utime + usage.ru_stime
        raise RuntimeError(f"{cmd[0]} exited without drawing a frame (code {proc.wait()})")
    finally:
        if proc.poll() is None:
            proc.kill()


def measure_all(commands: dict[str, list[str]], env: dict[str, str],
                runs: int) -> dict[str, tuple[float, float]]:
    """Median (wall, CPU) seconds to the first frame per command. Runs are interleaved (bare,
    source, frozen, bare, …) so a burst of load on a shared machine hits every figure alike."""
    for cmd in commands.values():
        time_to_marker(cmd, env)  # warm the file cache and the bytecode cache once
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, cmd in commands.items():
            samples[name].append(time_to_marker(cmd, env))
    return {name: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
            for name, values in samples.items()}


def run(args: argparse.Namespace) -> int:
    runs = max(3, min(getattr(args, "games", 5) or 5, 15))
    env = dict(os.environ, TABLETOP_FIRST_FRAME_EXIT="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure an installed app: bytecode is cached
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    commands = {"bare": [sys.executable, "-c", BARE], "source": [sys.executable, "-m", "tabletop"]}
    exe = frozen_executable()
    if exe is not None:
        commands["frozen"] = [str(exe)]
    times = measure_all(commands, env, runs)
    bare_wall, bare_cpu = times["bare"]
    print(f"bench startup (median of {runs} interleaved runs, video driver {env['SDL_VIDEODRIVER']}, "
          f"load average {os.getloadavg()[0]:.1f})")
    print(f"  {'':36s} {'wall':>8s} {'x bare':>7s} {'CPU':>8s} {'x bare':>7s}")
    labels = {"bare": "bare pygame-ce window, first frame", "source": "Tabletop from source, main menu",
              "frozen": "Tabletop onedir build, main menu"}
    for name, (wall, cpu) in times.items():
        print(f"  {labels[name]:36s} {wall * 1000:6.0f}ms {wall / bare_wall:6.2f}x "
              f"{cpu * 1000:6.0f}ms {cpu / bare_cpu:6.2f}x")
    if exe is None:
        print(f"  {labels['frozen']:36s} not built (pyinstaller build.spec)")
    return 0
