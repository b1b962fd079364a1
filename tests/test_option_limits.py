"""Options refused before any window opens (issue 22, item 2): every option's limits for a
player count live in one place (``OptionSpec.players`` / ``OptionSpec.limits``, checked by
``core.rules.choice_available``) that the command line, the setup screen and save loading
share: one sentence on stderr, exit code 2, no window."""

from __future__ import annotations

import pytest

from tabletop import app as app_module
from tabletop.__main__ import main
from tabletop.core.rules import MatchConfig, check_config, choice_available
from tabletop.games import REGISTRY

REFUSED = [
    (["--game", "keltis", "--players", "2", "--option", "firstPlayer=4"],
     "Seat 4 can be the first player only with 4 players"),
    (["--game", "hyrule", "--players", "2", "--option", "youngest=5"],
     "Seat 5 can be the youngest player only with 5 players"),
    (["--game", "treasure", "--players", "6", "--option", "decks=1"], "One deck is not enough"),
    (["--game", "seanchai", "--players", "3", "--option", "teams=on"], "Teams need exactly 4 players"),
]


@pytest.fixture
def no_window(monkeypatch):
    def refuse(*_args, **_kw):
        raise AssertionError("a window was started for options the player count refuses")

    monkeypatch.setattr(app_module, "init_pygame", refuse)


@pytest.mark.parametrize(("argv", "reason"), REFUSED, ids=[" ".join(a[1:]) for a, _ in REFUSED])
def test_the_window_refuses_a_choice_the_player_count_does_not_allow(argv, reason, capsys,
                                                                    no_window) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [f"tabletop: --option: {err.split('--option: ')[1].strip()}"]
    assert reason in err and "Traceback" not in err


@pytest.mark.parametrize(("argv", "reason"), REFUSED, ids=[" ".join(a[1:]) for a, _ in REFUSED])
def test_the_commands_refuse_them_too(argv, reason, capsys) -> None:
    game, rest = argv[1], argv[2:]
    assert main(["sim", game, *rest, "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and reason in err


@pytest.mark.parametrize(("game", "key", "value", "players", "ok"), [
    ("keltis", "firstPlayer", 3, 2, False), ("keltis", "firstPlayer", 3, 3, True),
    ("keltis", "firstPlayer", 4, 3, False), ("keltis", "firstPlayer", 2, 2, True),
    ("hyrule", "youngest", 3, 2, False), ("hyrule", "youngest", 5, 5, True),
    ("treasure", "decks", 1, 5, False), ("treasure", "decks", 1, 4, True),
    ("treasure", "decks", 1, 2, True), ("treasure", "decks", 2, 2, False),
    ("treasure", "decks", 2, 8, True), ("seanchai", "teams", True, 5, False),
    ("seanchai", "teams", True, 4, True), ("seanchai", "teams", False, 3, True),
])
def test_one_check_decides_each_choice(game, key, value, players, ok) -> None:
    meta = REGISTRY[game].meta
    assert (choice_available(meta, key, value, players) is None) == ok
    cfg = MatchConfig(game, players, 1, {key: value})
    if ok:
        check_config(meta, cfg)
    else:  # save loading and new_game refuse it with the same sentence
        with pytest.raises(ValueError, match=choice_available(meta, key, value, players)):
            check_config(meta, cfg)
        with pytest.raises(ValueError):
            REGISTRY[game].rules.new_game(cfg)


def test_option_texts_speak_to_players_not_in_rule_ids():
    """Issue 22, item 12: no "A-1: …" or "T-13" in what setup and 'tabletop games' show."""
    import re

    jargon = re.compile(r"\b(?:[A-Z]{1,2}|D-[A-Z]{1,2})-?\d+\b|\b[A-Z]-Q\d+")
    for plugin in REGISTRY.values():
        for spec in plugin.meta.options:
            for text in (spec.label, spec.help, *spec.choice_labels):
                assert not jargon.search(text), (plugin.meta.game_id, spec.key, text)


def test_save_loading_refuses_a_choice_the_player_count_does_not_allow(tmp_path):
    """The same sentence from the save loader (an edited or foreign file)."""
    import json

    from tabletop.core.match import Match, Seat
    from tabletop.persistence.saves import LoadProblem, SaveRecord, open_save

    rules = REGISTRY["keltis"].rules
    match = Match(rules, MatchConfig("keltis", 2, 3, {"firstPlayer": 2}), (Seat("human", "A"), Seat("ai", "B")))
    data = SaveRecord.from_match(match).to_json()
    data["config"]["options"]["firstPlayer"] = 4
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    loaded = open_save(path)
    assert isinstance(loaded, LoadProblem)
    assert "Seat 4 can be the first player only with 4 players" in str(loaded)
