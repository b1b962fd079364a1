"""``tabletop bench idle`` (issue 27): it is a bench command, its verdicts follow the 3 % goal,
and a resting app's child draws about once a second (frames counted, never timed)."""

from __future__ import annotations

from tabletop.cli import build_parser
from tabletop.cli.bench_idle import STATES, measure, report


def test_idle_is_a_bench_with_a_seconds_flag() -> None:
    args = build_parser().parse_args(["bench", "idle", "--seconds", "3"])
    assert args.what == "idle" and args.seconds == 3.0 and args.game is None


def test_the_report_gives_ratios_to_both_bare_windows_and_the_goal() -> None:
    rows = {k: {"cpu": 0.2, "wall": 10.0, "frames": 10} for k in STATES}
    rows["bare wait"] = {"cpu": 0.1, "wall": 10.0, "frames": 10}
    rows["bare 60 fps"] = {"cpu": 3.0, "wall": 10.0, "frames": 600}
    rows["table"] = {"cpu": 1.0, "wall": 10.0, "frames": 600, "settled": False}
    lines = report(rows)
    menu = next(ln for ln in lines if "main menu" in ln)
    assert "2.0 %" in menu and "2.0x" in menu and "0.07x" in menu and "ok" in menu
    table = next(ln for ln in lines if "table waiting" in ln)
    assert "OVER" in table and "never came to rest" in table
    rows["bare wait"] = {"cpu": 0.4, "wall": 10.0, "frames": 10}  # a loaded machine's floor
    rows["menu"] = {"cpu": 0.45, "wall": 10.0, "frames": 10}
    menu = next(ln for ln in report(rows) if "main menu" in ln)
    assert "at the bare wait's floor" in menu


def test_a_menu_left_alone_draws_about_once_a_second() -> None:
    result = measure("menu", 1.0, "keltis", "dummy")
    assert result["settled"] and result["frames"] <= 2  # 60 a second before issue 27
