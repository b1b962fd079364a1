"""The command line as a tinkerer finds it (issue 23, item 10): ``--help`` lists the commands,
the test-only kit game is not shown (still reachable by its id), ``--players 0`` names the
game's real minimum, ``screenshot`` reports the moves it made, ``bench frame`` measures the
table it is asked for or every game's largest."""

from __future__ import annotations

import pytest

from tabletop.__main__ import main
from tabletop.cli import bench_frame as frame_bench
from tabletop.cli import build_parser
from tabletop.games import listed


def test_help_lists_every_command(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert set(sub.choices) == {"games", "sim", "run", "replay", "review", "bench", "tournament",
                                "screenshot", "tutorial"}
    for name in sub.choices:
        assert f"\n  {name} " in out, name
    assert "95 % interval" in out and "%%" not in out  # a percentage as the app writes it


def test_the_kit_game_is_not_listed_but_still_runs(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "kit" not in out.lower() and "test game" not in out
    assert main(["sim", "nosuchgame"]) == 2
    err = capsys.readouterr().err
    assert "kit" not in err and "hyrule" in err
    assert main(["sim", "kit", "--games", "1"]) == 0


@pytest.mark.parametrize("argv", [["sim", "keltis", "--players", "0"],
                                  ["run", "keltis", "--players", "0", "--moves", "-"],
                                  ["bench", "rules", "keltis", "--players", "0"],
                                  ["tournament", "keltis", "--a", "hard", "--b", "greedy", "--players", "0"],
                                  ["--game", "keltis", "--players", "0"]])
def test_players_0_names_the_game_s_real_minimum(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "--players takes 2 to 4 for Keltis, not 0" in err and "\n" not in err


def test_screenshot_reports_the_moves_made_when_the_match_ends_first(tmp_path, capsys):
    out = tmp_path / "end.png"
    assert main(["screenshot", "hyrule", "--moves", "500", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "(the match ended before 500)" in said and "500 moves" not in said
    assert out.stat().st_size > 0
    assert main(["screenshot", "hyrule", "--moves", "3", "--out", str(out)]) == 0
    assert ", 3 moves, " in capsys.readouterr().out


def test_bench_frame_measures_every_game_at_its_largest_table_or_the_one_asked_for():
    every = frame_bench.cases(None, None)
    assert every == [(p.meta.game_id, p.meta.max_players) for p in listed()]
    assert ("treasure", 8) in every and all(g != "kit" for g, _ in every)
    assert frame_bench.cases("keltis", 3) == [("keltis", 3)]
    assert frame_bench.cases("ard_ri", None) == [("ard_ri", 5)]


def test_bench_frame_mid_game_leaves_a_move_to_make():
    for game_id, players in (("hyrule", 2), ("treasure", 8)):
        _plugin, match = frame_bench._mid_game(game_id, players, seed=1)
        assert not match.is_over and len(match.records) > 0


def test_bench_frame_runs_for_one_table(capsys):
    assert main(["bench", "frame", "hyrule", "--players", "3", "--games", "100"]) == 0
    out = capsys.readouterr().out
    assert "bench frame: Hyrule, 3 players" in out and "table render" in out and "raw floor" in out


def test_bench_frame_refuses_a_player_count_in_one_line(capsys):
    assert main(["bench", "frame", "keltis", "--players", "9"]) == 2
    assert capsys.readouterr().err.strip() == "tabletop bench: --players takes 2 to 4 for Keltis, not 9"


def test_a_command_that_quits_pygame_leaves_text_drawing_working():
    """``bench frame`` and ``screenshot`` end with pygame.quit(): the fonts cached before it
    died with it, and the next render in the process raised "Invalid font" (every later UI
    test failed after this file)."""
    import pygame

    from tabletop.app import init_pygame
    from tabletop.ui.render.fonts import quit_pygame, text

    init_pygame(sound=False)
    text("before", 16, (0, 0, 0))
    quit_pygame()
    init_pygame(sound=False)
    pygame.display.set_mode((64, 64))
    assert text("after", 16, (0, 0, 0)).get_width() > 0
