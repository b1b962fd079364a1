"""The Kit test game by id from the command line, with its team option limited to 4/6/8."""

from __future__ import annotations

import json

from tabletop.__main__ import main


def test_sim_kit_with_eight_seats_and_teams(capsys):
    assert main(["sim", "kit", "--players", "8", "--option", "teams=true", "--games", "6", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6 and len(data["wins"]) == 8
    # partners (seat p and p + 4) share every result
    assert all(abs(data["wins"][p] - data["wins"][p + 4]) < 1e-9 for p in range(4))


def test_teams_with_a_player_count_that_cannot_have_them_is_a_usage_error(capsys):
    assert main(["sim", "kit", "--players", "5", "--option", "teams=true"]) == 2
    assert "Teams need 4, 6 or 8 players" in capsys.readouterr().err


def test_run_kit_moves_in_steps(tmp_path, capsys):
    moves = tmp_path / "moves.txt"
    moves.write_text("gather 7S\ngather 7H\ncommit set\nanswer 7C\ndecline\n")
    deck = "7S 7H 7D 8S 2D 7C 3C 4C 5H 9H JS QH"
    assert main(["run", "kit", "--players", "2", "--deck", deck, "--moves", str(moves)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["actions"] == 5 and report["scores"] == [0, 2]  # the answer took the set
    assert report["to_act"] == 1 and report["legal"] == ["draw"]
