"""A real window under Xvfb, driven by xdotool: drag a card in a running ``tabletop``.

Marker ``xvfb`` (not in the default run): ``python3 -m pytest -m xvfb tests/ui/test_xvfb.py``.
Installs xvfb and xdotool with apt-get when missing and possible; skips, saying why, only
when they cannot be had.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.xvfb

SIZE = (1280, 720)


def _tools() -> str | None:
    """None if Xvfb and xdotool are available, else the reason they are not."""
    if shutil.which("Xvfb") and shutil.which("xdotool"):
        return None
    if shutil.which("apt-get") and os.geteuid() == 0:
        subprocess.run(["apt-get", "install", "-y", "xvfb", "xdotool"], capture_output=True, timeout=600)
        if shutil.which("Xvfb") and shutil.which("xdotool"):
            return None
        return "apt-get could not install xvfb and xdotool"
    return "Xvfb/xdotool missing and apt-get (as root) unavailable to install them"


def _positions():
    """Where the first hand card and the human's play slot are, from the same layout code."""
    from tabletop.core.match import Match
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY
    from tabletop.games.hyrule.table.scene import HyruleTable
    from tabletop.ui.render.art import CardArt
    from tabletop.ui.table.layout import metrics_for

    plugin = REGISTRY["hyrule"]
    match = Match(plugin.rules, MatchConfig("hyrule", 2, 11))
    view = plugin.rules.view(match.state, 0)
    lay = HyruleTable().layout(metrics_for(*SIZE, CardArt().size_for_height), view, 0, 2)
    hand = lay.zones["hand/0"]
    x, y = hand.slot(0, 7)
    slot = lay.zones["play/0"]
    first_card = view.zones["hand/0"].cards[0]
    return (round(x - hand.card[0] * 0.38), round(y)), (round(slot.cx), round(slot.cy)), first_card


def _first_run_help_already_seen() -> None:
    """The app (a real one, with its own settings in the test sandbox) would open with the
    first-run tour over the table; this test is about dragging, so mark it dismissed."""
    from tabletop.persistence.paths import Paths
    from tabletop.persistence.settings import Settings, save_settings

    paths = Paths.user().ensure()
    save_settings(paths.settings_file, Settings(help_seen=("hyrule",)))


def _xdo(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, check=True, timeout=20)


def test_drag_a_card_in_a_real_window():
    reason = _tools()
    if reason:
        pytest.skip(reason)
    display = ":97"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        time.sleep(1.0)
        _first_run_help_already_seen()
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   SDL_VIDEO_WINDOW_POS="0,0", PYGAME_HIDE_SUPPORT_PROMPT="1")
        app = subprocess.Popen(
            [sys.executable, "-m", "tabletop", "--game", "hyrule", "--players", "2", "--humans", "1",
             "--seed", "11", "--speed", "fast", "--size", f"{SIZE[0]}x{SIZE[1]}", "--frames", "900",
             "--print-moves"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        (gx, gy), (tx, ty), card = _positions()
        time.sleep(4.0)  # window up, cards painted, animations done
        _xdo(display, "mousemove", str(gx), str(gy))
        time.sleep(0.3)
        _xdo(display, "mousedown", "1")
        for i in range(1, 11):
            _xdo(display, "mousemove", str(gx + (tx - gx) * i // 10), str(gy + (ty - gy) * i // 10))
            time.sleep(0.05)
        _xdo(display, "mouseup", "1")
        out, err = app.communicate(timeout=120)
        moves = [line.split() for line in out.splitlines() if line.startswith("move ")]
        from tabletop.games.hyrule.rules import DECK

        assert moves, f"no move was made; stderr: {err[-800:]}"
        assert moves[0][1] == "0" and moves[0][3] == DECK.code(card), moves[0]
    finally:
        if app is not None and app.poll() is None:
            app.kill()
        xvfb.terminate()
        xvfb.wait(timeout=10)
