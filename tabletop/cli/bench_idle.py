"""``tabletop bench idle``: what the app costs while nobody touches it (issue 27).

For ``--seconds`` (default 10) in each still state (the main menu, a Keltis table waiting for
the human, the hot-seat hand-off, the rules, the settings, a dialog over the table) a fresh
process runs the app's own loop (``App.run``) and reports its CPU time per wall second.
Beside them, measured in the same run and the same way: a bare pygame-ce window that waits for
events (``pygame.event.wait`` with a 1 s timeout) and one that redraws at 60 fps, the floor
and the ceiling; the ratios are to those. Goal: ≤ 3 % of a core in every state; on a loaded
machine the bare wait itself may cost more (SDL pumps its events while waiting), and a state
within 1.25× of it is said to be at that floor.

Each child first settles (up to 30 s: the first frame's deferred work, the deal, the AI's
turns) until the app rests, then measures. The AI thinks in its worker process as in the
app; that process is not counted (it idles while a human is to play).

Drivers: always SDL's ``dummy`` video driver (no window: drawing and flips cost CPU, nothing
reaches a screen); also a real window when ``DISPLAY`` is set (X11, e.g. under Xvfb), where
a flip goes through the X server as for a player.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from ..core.names import percent

#: the states measured, in print order (the bare references come first)
STATES = ("bare wait", "bare 60 fps", "menu", "table", "handoff", "rules", "settings", "dialog")
LABELS = {
    "bare wait": "bare pygame window, waits for events",
    "bare 60 fps": "bare pygame window, redraws at 60 fps",
    "menu": "main menu",
    "table": "table waiting for the human",
    "handoff": "hot-seat hand-off screen",
    "rules": "rules screen",
    "settings": "settings screen",
    "dialog": "dialog over the table",
}
GOAL = 0.03  # of a core, at rest
SETTLE_LIMIT = 30.0  # seconds a child may take to come to rest
SIZE = (1280, 720)


def _bare(state: str, seconds: float) -> dict:
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
    clock = pygame.time.Clock()
    frames, t0, c0 = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        if state == "bare wait":
            pygame.event.wait(1000)
            pygame.event.get()
        else:
            clock.tick(60)
            pygame.event.get()
        screen.fill((20, 90, 50))
        pygame.display.flip()
        frames += 1
    return {"cpu": time.process_time() - c0, "wall": time.perf_counter() - t0, "frames": frames}


def _open(state: str, app, game: str, first_scene) -> None:
    """Put ``app`` in ``state`` (the menu, or a table with a screen over it)."""
    table = state in ("table", "handoff", "dialog")
    args = argparse.Namespace(game=game if table else None, players=2, humans=1, level="easy",
                              seed=1, option=None, open=None)
    first_scene(args, app.mgr)
    mgr = app.mgr
    if state == "rules":
        mgr.push(mgr.make("rules", app.ctx.catalog.get(game).plugin))
    elif state == "settings":
        mgr.push(mgr.make("settings"))


def _cover(state: str, app) -> None:
    """The screen that goes over the settled table."""
    mgr = app.mgr
    if state == "handoff":
        mgr.push(mgr.make("handoff", "Ciara", 1, lambda: None,
                          ["Aoife played a card.", "Aoife drew a card."]))
    elif state == "dialog":
        mgr.push(mgr.make("confirm", "Quit Tabletop?", "The game in progress will be lost.",
                          "Quit", lambda: None))


def _app_state(state: str, seconds: float, game: str, app_module) -> dict:
    import pygame

    from ..ui.window import init_pygame

    init_pygame(sound=False)
    app = app_module.App(SIZE, "normal", None)
    _open(state, app, game, app_module.first_scene)
    marks: dict = {"frames": 0}
    start = time.perf_counter()

    def after_frame() -> None:
        now = time.perf_counter()
        if "t0" not in marks:
            if app.rest_time() > 0 or now - start > SETTLE_LIMIT:  # at rest (a table: the
                # human's turn, ``TableController.waiting``)
                if not marks.get("covered"):
                    marks["covered"] = True  # the hand-off or the dialog goes over it, which
                    _cover(state, app)  # then comes to rest too
                    return
                marks.update(t0=now, c0=time.process_time(), settled=now - start < SETTLE_LIMIT)
            return
        marks["frames"] += 1
        if now - marks["t0"] >= seconds:
            marks.update(wall=now - marks["t0"], cpu=time.process_time() - marks["c0"])
            app.running = False

    app.run(pygame.time.Clock(), after_frame=after_frame)
    app.close()
    return {"cpu": marks["cpu"], "wall": marks["wall"], "frames": marks["frames"],
            "settled": marks["settled"]}


def child(state: str, seconds: float, game: str, app_module=None) -> None:
    """Run in the measuring process: one state, one JSON line on stdout. ``app_module`` is
    ``tabletop.app``, handed in by the child's command line (the app imports the commands, so
    a command never imports the app: ``tests/test_layers.py``)."""
    result = (_bare(state, seconds) if state.startswith("bare")
              else _app_state(state, seconds, game, app_module))
    print(json.dumps(result), flush=True)
    os._exit(0)  # nothing after the measurement (the AI worker is not waited for)


def measure(state: str, seconds: float, game: str, driver: str | None) -> dict:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)
    if driver is not None:
        env["SDL_VIDEODRIVER"] = driver
    code = (f"import tabletop.app; from tabletop.cli.bench_idle import child; "
            f"child({state!r}, {seconds!r}, {game!r}, tabletop.app)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=seconds + SETTLE_LIMIT + 60)
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"bench idle {state}: {out.stderr.strip()[-400:]}")
    return json.loads(lines[-1])


def report(rows: dict[str, dict]) -> list[str]:
    """The table for one driver: CPU share, frames per second, ratios, goal."""
    share = {k: r["cpu"] / r["wall"] for k, r in rows.items()}
    floor, ceiling = share["bare wait"], share["bare 60 fps"]
    lines = [f"  {'':40s} {'CPU':>8s} {'frames/s':>9s} {'x wait':>8s} {'x 60fps':>8s}"]
    for k in STATES:
        r = rows[k]
        verdict = "" if k.startswith("bare") else (
            "  ok (goal <= 3 %)" if share[k] <= GOAL else
            "  over 3 %, at the bare wait's floor" if share[k] <= 1.25 * floor else
            "  OVER the 3 % goal")
        if not r.get("settled", True):
            verdict += " (never came to rest)"
        lines.append(f"  {LABELS[k]:40s} {percent(share[k], 1):>8s} {r['frames'] / r['wall']:9.1f} "
                     f"{share[k] / max(floor, 1e-9):7.1f}x {share[k] / max(ceiling, 1e-9):7.2f}x"
                     f"{verdict}")
    return lines


def run(args: argparse.Namespace) -> int:
    seconds = float(getattr(args, "seconds", 10.0))
    game = args.game or "keltis"
    drivers: list[tuple[str, str | None]] = [("dummy (no window; SDL_VIDEODRIVER=dummy)", "dummy")]
    if os.environ.get("DISPLAY"):
        drivers.append((f"real window (X11, DISPLAY={os.environ['DISPLAY']})", None))
    print(f"bench idle: the process's CPU time per wall second, {seconds:g} s in each state, "
          f"{SIZE[0]}x{SIZE[1]}, table: {game} 2 players (load average {os.getloadavg()[0]:.2f})")
    worst = 0.0
    for label, driver in drivers:
        rows = {k: measure(k, seconds, game, driver) for k in STATES}
        print(f"driver {label}")
        for line in report(rows):
            print(line)
        worst = max(worst, *(rows[k]["cpu"] / rows[k]["wall"] for k in STATES[2:]))
    print(f"  worst still state {percent(worst, 1)} of a core (goal <= 3 %); "
          f"load average after {os.getloadavg()[0]:.2f}")
    return 0
