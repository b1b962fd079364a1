"""Every bad flag value, for the window and every command: one sentence naming the flag and
what it accepts, exit code 2, and no window opened (issue 17, item 3)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tabletop import app as app_module
from tabletop.__main__ import main
from tabletop.ai.registry import PLAYER_LEVELS
from tabletop.cli.args import one_line

BAD = [
    # the window
    (["--game", "nosuch"], "--game"),
    (["--game", "hyrule", "--players", "9"], "--players"),
    (["--game", "hyrule", "--option", "foo=bar"], "--option"),
    (["--game", "hyrule", "--option", "variant"], "--option"),
    (["--game", "hyrule", "--players", "3", "--humans", "4"], "--humans"),
    (["--level", "godlike"], "--level"),
    (["--players", "9"], "--players"),  # a match flag without --game would be ignored
    (["--option", "foo=bar"], "--option"),
    (["--level", "hard"], "--level"),
    (["--size", "0x0"], "--size"),
    (["--size", "big"], "--size"),
    (["--players", "two"], "--players"),
    (["--seed", "1.5"], "--seed"),
    (["--speed", "turbo"], "--speed"),
    (["--frames", "-1"], "--frames"),
    (["--learn", "nosuch"], "--learn"),
    (["--learn", "kit"], "--learn"),
    (["--learn", "hyrule", "--game", "keltis"], "--learn"),
    # the commands
    (["sim", "hyrule", "--games", "-5"], "--games"),
    (["sim", "hyrule", "--games", "0"], "--games"),
    (["sim", "hyrule", "--players", "0"], "--players"),
    (["sim", "hyrule", "--players", "9"], "--players"),
    (["sim", "hyrule", "--seed", "x"], "--seed"),
    (["sim", "hyrule", "--bots", "greedy,random,random"], "--bots"),
    (["sim", "hyrule", "--bots", "wizard"], "--bots"),
    (["sim", "hyrule", "--option", "variant=turbo"], "--option"),
    (["run", "hyrule", "--players", "1", "--moves", "-"], "--players"),
    (["run", "hyrule", "--deck", "ZZ", "--moves", "-"], "--deck"),
    (["run", "hyrule", "--moves", "/nonexistent/moves.txt"], "--moves"),
    (["tournament", "hyrule", "--a", "hard", "--b", "wizard"], "--b"),
    (["tournament", "hyrule", "--a", "hard", "--b", "greedy", "--games", "0"], "--games"),
    (["tournament", "hyrule", "--a", "hard", "--b", "greedy", "--jobs", "-2"], "--jobs"),
    (["tournament", "keltis", "--a", "hard", "--b", "greedy", "--players", "6"], "--players"),
    (["bench", "rules", "hyrule", "--games", "-1"], "--games"),
    (["bench", "rules", "hyrule", "--players", "7"], "--players"),
    (["bench", "turbo"], "what"),
    (["bench", "ai", "hyrule", "--level", "godlike"], "--level"),
    (["screenshot", "hyrule", "--out", "x.png", "--size", "5x5"], "--size"),
    (["screenshot", "hyrule", "--out", "x.png", "--size", "99999x99999"], "--size"),
    (["screenshot", "hyrule", "--out", "x.png", "--moves", "-3"], "--moves"),
    (["screenshot", "hyrule", "--out", "x.png", "--viewer", "0"], "--viewer"),
    (["screenshot", "hyrule", "--out", "x.png", "--viewer", "4"], "--viewer"),
    (["screenshot", "hyrule"], "--out"),
    (["nosuchcommand"], "COMMAND"),
]


@pytest.fixture
def no_window(monkeypatch):
    def refuse(*_args, **_kw):
        raise AssertionError("a window was started for a bad flag")

    monkeypatch.setattr(app_module, "init_pygame", refuse)


@pytest.mark.parametrize(("argv", "flag"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_a_bad_flag_value_is_one_sentence_naming_it_and_exit_2(argv, flag, capsys, no_window):
    assert main(argv) == 2
    out = capsys.readouterr()
    lines = out.err.splitlines()
    assert len(lines) == 1, out.err
    assert lines[0].startswith("tabletop"), lines[0]
    assert flag in lines[0], lines[0]
    assert "Traceback" not in out.err and "usage:" not in out.err


def test_argparse_complaints_become_sentences_that_start_with_the_flag():
    assert one_line("argument --games: takes a whole number from 1 up, not '-5'") == \
        "--games takes a whole number from 1 up, not '-5'"
    assert one_line("argument --speed: invalid choice: 'x' (choose from 'off', 'fast')") == \
        "--speed takes one of off, fast, not 'x'"
    assert one_line("the following arguments are required: --out") == \
        "the following arguments are required: --out"


def test_the_window_s_level_choices_are_the_setup_screen_s():
    assert app_module.LEVELS == ("random", *PLAYER_LEVELS)


def test_good_flags_still_run(capsys):
    assert main(["sim", "hyrule", "--games", "1", "--players", "5"]) == 0
    assert "Hyrule: 1 game, 5 players" in capsys.readouterr().out


def test_help_prints_no_pygame_banner():
    """``tabletop --help`` printed pygame's "Hello from the pygame community" banner above the
    usage: the entry point hides it (one can still ask for it by setting the variable)."""
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    out = subprocess.run([sys.executable, "-m", "tabletop", "--help"], capture_output=True,
                         text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("usage: tabletop"), out.stdout[:200]
    assert "pygame" not in out.stdout + out.stderr
