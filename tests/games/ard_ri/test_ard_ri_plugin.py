"""Ard Rí's plugin: registered and listed (its table exists), options, bounds and the in-app rules."""

from tabletop.core.rules import MatchConfig, option_available
from tabletop.games import REGISTRY, listed
from tabletop.games.ard_ri import PLUGIN
from tabletop.games.ard_ri.rules import BACKSTOP_ROUNDS, META, RULES


def test_registered_and_listed_in_the_picker():
    assert REGISTRY["ard_ri"] is PLUGIN and not PLUGIN.hidden
    assert PLUGIN in listed()


def test_options_and_their_defaults():
    assert META.option("decks").default == "auto"  # by the number of players
    assert META.option("rounds").default == 12  # D-A23
    assert option_available(META, "decks", 5) is None
    cfg = MatchConfig("ard_ri", 3, 0, {"rounds": 0})
    assert RULES.new_game(cfg).rounds == BACKSTOP_ROUNDS
    assert RULES.config(RULES.new_game(cfg)) == MatchConfig("ard_ri", 3, 0, {"decks": "auto", "rounds": 0})


def test_max_steps_grows_with_rounds_and_players():
    short = RULES.max_steps(MatchConfig("ard_ri", 2, 0, {"rounds": 6}))
    assert short < RULES.max_steps(MatchConfig("ard_ri", 2, 0)) < RULES.max_steps(MatchConfig("ard_ri", 5, 0))


def test_rules_text_covers_every_season_and_our_decisions():
    text = PLUGIN.rules_text
    for word in ("Spring", "Bealtaine", "Summer", "Autumn", "Samhain", "Winter", "Céilsine", "Ard Rí",
                 "Where the published rules are silent", "round limit"):
        assert word in text


def test_decks_speaks_to_players_and_a_format_1_save_with_decks_0_still_loads(tmp_path):
    """Issue 22, item 12: "Auto (1 deck for 2 players, 2 for 3–4, 3 for 5)", not "A-1: …" and
    not decks=0; a save written when the automatic choice was 0 upgrades (format 2) and loads."""
    import json

    from tabletop.core.match import Match, Seat
    from tabletop.persistence.saves import LoadedSave, SaveRecord, open_save

    spec = META.option("decks")
    assert "A-1" not in spec.help and "Auto (1 deck for 2 players, 2 for 3–4, 3 for 5)" in spec.help
    assert spec.choices[0] == "auto" and spec.label_for("auto") == "Auto"
    cfg = MatchConfig("ard_ri", 3, 4, {"decks": "auto", "rounds": 12})
    match = Match(RULES, cfg, (Seat("human", "Ann"), Seat("ai", "Bo", "easy"), Seat("ai", "Cy", "easy")))
    for _ in range(5):
        match.submit(RULES.legal_actions(match.state)[0])
    data = SaveRecord.from_match(match).to_json()
    data["format"] = 1
    data["config"]["options"]["decks"] = 0  # as format 1 wrote "by players"
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    loaded = open_save(path)
    assert isinstance(loaded, LoadedSave), loaded
    assert loaded.match.config.options["decks"] == "auto" and loaded.match.state.decks == 2
