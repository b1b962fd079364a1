"""The command line: games, sim, run (with a stacked deck), bench rules; errors exit 2."""

import json
import subprocess
import sys

from tabletop.__main__ import main

from .games.hyrule.helpers import hyrule_match, play
from .games.hyrule.test_scenarios import TIED_HANDS, TIED_MOVES


def test_games_lists_hyrule_with_options(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "hyrule: Hyrule (2-5 players)" in out
    assert "--option variant=strategy|chance" in out


def test_sim_reports_every_seat(capsys):
    assert main(["sim", "hyrule", "--players", "3", "--games", "20", "--seed", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20 and len(data["wins"]) == 3
    assert abs(sum(data["wins"]) - 20) < 1e-9


def test_sim_writes_a_percentage_as_the_app_does(capsys):
    """The command line wrote "wins 1.0 (50.0%)" where the app writes "50 %" (a space before
    the sign, ``core.names.percent``): every percentage it prints has the space."""
    import re

    assert main(["sim", "hyrule", "--games", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"\(\d+\.\d %\)", out), out
    assert not re.search(r"\d%", out), out


def test_sim_is_reproducible(capsys):
    main(["sim", "hyrule", "--games", "10", "--seed", "9", "--json"])
    first = capsys.readouterr().out
    main(["sim", "hyrule", "--games", "10", "--seed", "9", "--json"])
    assert capsys.readouterr().out == first


def test_run_reproduces_a_scenario_position(tmp_path, capsys):
    moves = tmp_path / "moves.txt"
    moves.write_text("# the tied game, first 18 moves\n" + "\n".join(TIED_MOVES[:18]) + "\n\n")
    code = main(["run", "hyrule", "--players", "3", "--seed", "1",
                 "--deck", " ".join(TIED_HANDS), "--moves", str(moves)])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    m = hyrule_match(TIED_HANDS)
    play(m, *TIED_MOVES[:18])
    assert report["state_hash"] == m.state_hash()
    assert report["to_act"] == 1 and report["viewer"] == 1
    assert report["legal"] == ["play QC"]
    # only the acting player's hand is visible
    assert report["view"]["zones"]["hand/1"]["cards"] == ["QC"]
    assert report["view"]["zones"]["hand/0"]["cards"] == [None]


def test_run_rejects_an_unparsable_line_with_exit_2(tmp_path, capsys):
    moves = tmp_path / "moves.txt"
    moves.write_text("play KD\nplay the best card\n")
    code = main(["run", "hyrule", "--players", "3", "--deck", " ".join(TIED_HANDS), "--moves", str(moves)])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and "line 2" in err and "not a Hyrule move" in err


def test_run_rejects_an_illegal_move_with_exit_2(tmp_path, capsys):
    moves = tmp_path / "moves.txt"
    moves.write_text("play 3S\n")
    code = main(["run", "hyrule", "--players", "3", "--deck", " ".join(TIED_HANDS), "--moves", str(moves)])
    err = capsys.readouterr().err
    assert code == 2 and "line 1" in err and "not legal now" in err


def test_bad_game_option_and_deck_exit_2(capsys):
    assert main(["sim", "nosuchgame"]) == 2
    assert main(["sim", "hyrule", "--option", "variant=turbo"]) == 2
    assert main(["run", "hyrule", "--deck", "ZZ", "--moves", "-"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 3 and "unknown game" in err[0] and "variant" in err[1] and "ZZ" in err[2]


def test_bench_rules_prints_actions_per_second(capsys):
    assert main(["bench", "rules", "hyrule", "--players", "2", "--games", "20"]) == 0
    out = capsys.readouterr().out
    assert "actions/s" in out and "2 players" in out


def test_bench_rules_draws_its_random_picks_before_the_clock(capsys, monkeypatch):
    """The random pick of a move was drawn in the timed loop (``Rng.randrange``): 9–12 % of
    the bench's instructions, the bench's own cost timed as the rules'. The picks are drawn
    ahead now; the loop draws none, and every game is still played to its end."""
    import re

    from tabletop.core.rng import Rng

    calls = []
    real = Rng.randrange
    monkeypatch.setattr(Rng, "randrange", lambda self, n: calls.append(n) or real(self, n))
    assert main(["bench", "rules", "treasure", "--players", "3", "--games", "5"]) == 0
    lines = [ln for ln in capsys.readouterr().out.splitlines() if "actions/s" in ln]
    actions = [int(re.search(r"(\d+) actions in", ln).group(1)) for ln in lines]
    assert len(actions) == 2 and min(actions) > 5 * 50  # whole games
    assert len(calls) <= 2 * 5 * 3, len(calls)  # the deals' own draws (a dealer) only


def test_console_script_reads_moves_from_stdin():
    out = subprocess.run([sys.executable, "-m", "tabletop", "run", "hyrule", "--players", "3",
                          "--deck", " ".join(TIED_HANDS), "--moves", "-"],
                         input="play KD\n", capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["actions"] == 1
