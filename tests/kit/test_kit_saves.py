"""Kit games save and reload like any game (steps, windows and groups replay from the action
list), and a save whose options break a player-count limit is refused with the reason."""

from __future__ import annotations

import json

import pytest

from tabletop.core.match import Match
from tabletop.persistence.saves import SaveError, load_match, parse_save, save_match

from .helpers import kit_match


def _mid_window_match():
    m = kit_match([["7S", "7H", "7D", "8S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "QH"])
    for text in ("gather 7S", "gather 7H", "commit set", "answer 7C"):
        m.submit_text(text)
    return m


def test_a_match_in_a_response_window_saves_and_reloads(tmp_path):
    m = _mid_window_match()
    path = tmp_path / "kit.json"
    save_match(m, path)
    loaded = load_match(path)
    assert isinstance(loaded, Match), loaded
    assert loaded.state_hash() == m.state_hash()
    assert loaded.window == m.window and loaded.to_act == 0
    assert loaded.state.stack == m.state.stack and type(loaded.state.stack[0]).__name__ == "Effect"


def test_a_save_with_teams_for_five_players_is_refused_with_the_reason(tmp_path):
    m = kit_match([["7S", "7H", "7D", "8S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "QH"])
    path = tmp_path / "kit.json"
    save_match(m, path)
    data = json.loads(path.read_text())
    data["config"]["players"] = 5
    data["config"]["options"]["teams"] = True
    data["seats"] = (data["seats"] * 3)[:5]
    with pytest.raises(SaveError, match="Teams need 4, 6 or 8 players"):
        parse_save(json.dumps(data))
