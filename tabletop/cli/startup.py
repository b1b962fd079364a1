"""``tabletop bench startup``: time to the first frame, bare pygame-ce vs Tabletop.

Each measurement starts a fresh process and stops the clock when the child prints its
first-frame marker; the CPU time the child used is read when it exits right after the
marker. The bare reference imports pygame, opens a 1280×720 window, flips once, prints the
marker and leaves at once, as Tabletop does: with ``TABLETOP_FIRST_FRAME_EXIT=1`` the app
prints the marker and exits (``os._exit``) right after its first interactive main-menu frame.
Target: Tabletop ≤ 2.5× the bare figure.

What is launched, and why:

- **source**: the ``tabletop`` console script of this interpreter (the file pip wrote into
  its scripts folder), run directly, as a player's ``tabletop`` runs it, but never through a
  version manager's shim found on ``PATH`` (pyenv's is a shell script that costs ~65 ms of wall
  time before Python starts, which is not Tabletop's start-up). It is used only if it imports
  this checkout; otherwise (not installed, or an editable install pointing at another copy)
  ``python -m tabletop`` from this checkout is measured. The line above the table says which.
- **onedir**: ``dist/Tabletop/Tabletop`` beside this checkout (``pyinstaller build.spec``),
  with a warning when it is older than the sources.
- every Tabletop run uses a throwaway profile (on Linux, through the XDG folders): a
  1280×720 window, an art cache and platformdirs' answer (``persistence/paths.py``) kept by
  one warm-up run (as on any start after the first), no saves for **menu**, and one
  unfinished Hyrule autosave for **Continue** (the menu then shows Continue and what it
  resumes). Bytecode is cached (``PYTHONDONTWRITEBYTECODE`` is
  dropped for the children), as for an installed app.

Runs are interleaved (bare, source, onedir, bare, …) and medians reported, so a burst of
load on a shared machine hits every figure alike; CPU time is the steadier figure there.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from pathlib import Path

MARKER = "FIRST-FRAME"
BARE = (
    "import os\n"
    "import pygame\n"
    "pygame.init()\n"
    "screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)\n"
    "screen.fill((20, 90, 50))\n"
    "pygame.display.flip()\n"
    f"print({MARKER!r}, flush=True)\n"
    "os._exit(0)\n"  # like the app: the CPU figure ends at the first frame
)
ROOT = Path(__file__).resolve().parents[2]  # the checkout this module belongs to
XDG = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")

Command = tuple[list[str], dict[str, str]]


def frozen_executable(root: Path | None = None) -> Path | None:
    """The onedir build beside the checkout (not beside the current folder)."""
    name = "Tabletop.exe" if sys.platform == "win32" else "Tabletop"
    exe = (root or ROOT) / "dist" / "Tabletop" / name
    return exe if exe.is_file() else None


def _newest_source(root: Path) -> float:
    return max((p.stat().st_mtime for p in (root / "tabletop").rglob("*.py")), default=0.0)


def source_command(env: dict[str, str]) -> tuple[list[str], str]:
    """How a player starts Tabletop from this checkout (see the module docstring) and a
    description of it."""
    name = "tabletop.exe" if sys.platform == "win32" else "tabletop"
    script = Path(sysconfig.get_path("scripts")) / name
    if script.is_file():
        probe = subprocess.run([sys.executable, "-c", "import tabletop; print(tabletop.__file__)"],
                               capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
        found = probe.stdout.strip()
        if probe.returncode == 0 and found and Path(found).resolve() == ROOT / "tabletop" / "__init__.py":
            return [str(script)], f"console script {script}"
        reason = f"imports {found or 'nothing'}, not this checkout"
    else:
        reason = "not installed"
    return [sys.executable, "-m", "tabletop"], f"{sys.executable} -m tabletop ({script.name}: {reason})"


def time_to_marker(cmd: list[str], env: dict[str, str], timeout: float = 60.0) -> tuple[float, float]:
    """(wall seconds from process start to the marker, CPU seconds the process used).

    The child exits right after printing the marker, so its CPU time is the cost of reaching
    the first frame; on a loaded machine that is the steadier of the two figures. A child
    that has not drawn within ``timeout`` seconds is killed and reported with its stderr.
    """
    with tempfile.TemporaryFile() as errors:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=errors, text=True, env=env,
                                cwd=ROOT)
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                if MARKER in line:
                    elapsed = time.perf_counter() - t0
                    _, status, usage = os.wait4(proc.pid, 0)
                    proc.returncode = os.waitstatus_to_exitcode(status)
                    return elapsed, usage.ru_utime + usage.ru_stime
            code = proc.wait()
            errors.seek(0)
            tail = errors.read().decode(errors="replace").strip().splitlines()[-5:]
            why = f"exit code {code}" if timer.is_alive() else f"killed after {timeout:.0f} s"
            raise RuntimeError(f"{' '.join(cmd)} did not draw a frame ({why})"
                               + "".join(f"\n    {line}" for line in tail))
        finally:
            timer.cancel()
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def measure_all(commands: dict[str, Command], runs: int) -> dict[str, tuple[float, float]]:
    """Median (wall, CPU) seconds to the first frame per command. Runs are interleaved (bare,
    source, frozen, bare, …) so a burst of load on a shared machine hits every figure alike."""
    for cmd, env in commands.values():
        time_to_marker(cmd, env)  # warm the file cache, the bytecode cache and the art cache
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, (cmd, env) in commands.items():
            samples[name].append(time_to_marker(cmd, env))
    return {name: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
            for name, values in samples.items()}


def make_profile(root: Path, with_autosave: bool) -> dict[str, str]:
    """A throwaway profile under ``root``: XDG variables for the child's environment."""
    from dataclasses import replace

    from ..persistence.paths import APP_NAME, Paths
    from ..persistence.settings import Settings, save_settings

    xdg = {var: str(root / var.lower()) for var in XDG}
    paths = Paths(Path(xdg["XDG_DATA_HOME"]) / APP_NAME, Path(xdg["XDG_CONFIG_HOME"]) / APP_NAME,
                  Path(xdg["XDG_CACHE_HOME"]) / APP_NAME, Path(xdg["XDG_STATE_HOME"]) / APP_NAME / "log")
    paths.ensure()
    save_settings(paths.settings_file, replace(Settings(), window_size=(1280, 720)))
    if with_autosave:
        from ..core.match import Match, Seat
        from ..core.rules import MatchConfig
        from ..games import REGISTRY
        from ..persistence.saves import SaveStore

        rules = REGISTRY["hyrule"].rules
        match = Match(rules, MatchConfig("hyrule", 3, 7, {}),
                      (Seat("human", "You"), Seat("ai", "Player 2 (AI)", "easy"),
                       Seat("ai", "Player 3 (AI)", "easy")))
        for _ in range(9):
            match.submit(match.legal()[0])
        SaveStore(paths, demos=False).autosave(match, "bench-startup")
    return xdg


def run(args: argparse.Namespace) -> int:
    if getattr(sys, "frozen", False):
        print("bench startup: run it from a source checkout (it starts the built app itself)",
              file=sys.stderr)
        return 2
    runs = max(3, min(getattr(args, "games", 5) or 5, 15))
    env = dict(os.environ, TABLETOP_FIRST_FRAME_EXIT="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure an installed app: bytecode is cached
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    source, how = source_command(env)
    exe = frozen_executable()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="tabletop-startup-") as tmp:
        menu_env = dict(env, **make_profile(Path(tmp) / "menu", False))
        cont_env = dict(env, **make_profile(Path(tmp) / "continue", True))
        cont_env["XDG_CACHE_HOME"] = menu_env["XDG_CACHE_HOME"]  # one art cache, warmed once
        commands: dict[str, Command] = {
            "bare": ([sys.executable, "-c", BARE], env),
            "source": (source, menu_env),
            "source+continue": (source, cont_env),
        }
        if exe is not None:
            commands["frozen"] = ([str(exe)], menu_env)
            commands["frozen+continue"] = ([str(exe)], cont_env)
        times = measure_all(commands, runs)
    bare_wall, bare_cpu = times["bare"]
    print(f"bench startup (median of {runs} interleaved runs, video driver {env['SDL_VIDEODRIVER']}, "
          f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after)")
    print(f"  source: {how}")
    if sys.platform in ("win32", "darwin"):
        print("  profile: the player's own (the throwaway profile needs XDG folders)")
    if exe is not None and exe.stat().st_mtime < _newest_source(ROOT):
        print(f"  warning: {exe} is older than the sources (rebuild: pyinstaller build.spec)")
    print(f"  {'':40s} {'wall':>8s} {'x bare':>7s} {'CPU':>8s} {'x bare':>7s}")
    labels = {"bare": "bare pygame-ce window, first frame",
              "source": "Tabletop from source, main menu",
              "source+continue": "Tabletop from source, menu + Continue",
              "frozen": "Tabletop onedir build, main menu",
              "frozen+continue": "Tabletop onedir build, menu + Continue"}
    for name, (wall, cpu) in times.items():
        print(f"  {labels[name]:40s} {wall * 1000:6.0f}ms {wall / bare_wall:6.2f}x "
              f"{cpu * 1000:6.0f}ms {cpu / bare_cpu:6.2f}x")
    if exe is None:
        print(f"  {labels['frozen']:40s} not built (pyinstaller build.spec)")
    return 0

