"""``tabletop replay FILE [--text]``."""

from __future__ import annotations

from tabletop.cli import run_cli
from tabletop.core.match import Seat
from tabletop.core.rules import MatchConfig
from tabletop.persistence.saves import save_match

from .helpers import new_match, play_to


def test_replay_prints_one_line_per_action(tmp_path, capsys):
    match = play_to(new_match(MatchConfig("hyrule", 2, 8, {})))
    match.seats = (Seat("human", "Aoife"), Seat("ai", "Bot", "easy"))
    save_match(match, tmp_path / "g.json")
    assert run_cli(["replay", str(tmp_path / "g.json")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "# Hyrule, 2 players, seed 8"
    moves = lines[1:-1]
    assert len(moves) == len(match.records)
    first = match.records[0].action
    assert moves[0].split() == ["1", match.name(first.player), "play",
                                match.rules.format_action(first).split()[1]]
    assert lines[-1].startswith("# finished: Aoife ")


def test_replay_text_describes_moves(tmp_path, capsys):
    match = play_to(new_match(MatchConfig("hyrule", 2, 8, {})), 3)
    save_match(match, tmp_path / "g.json")
    assert run_cli(["replay", str(tmp_path / "g.json"), "--text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5 and "— Play the " in lines[1]
    assert lines[-1] == "# unfinished after 3 moves: " + ", ".join(
        f"{match.name(i)} {s}" for i, s in enumerate(match.rules.scores(match.state)))


def test_replay_bad_file_is_one_line_exit_2(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text('{"kind": "tabletop-save", "format": 99}')
    assert run_cli(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "newer Tabletop" in err
    assert run_cli(["replay", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
