"""Ard Rí's plugin: registered and listed (its table exists), options, bounds and the in-app rules."""

from tabletop.core.rules import MatchConfig, option_available
from tabletop.games import REGISTRY, listed
from tabletop.games.ard_ri import PLUGIN
from tabletop.games.ard_ri.rules import BACKSTOP_ROUNDS, META, RULES


def test_registered_and_listed_in_the_picker():
    assert REGISTRY["ard_ri"] is PLUGIN and not PLUGIN.hidden
    assert PLUGIN in listed()


def test_options_and_their_defaults():
    assert META.option("decks").default == 0  # by the number of players
    assert META.option("rounds").default == 12  # D-A23
    assert option_available(META, "decks", 5) is None
    cfg = MatchConfig("ard_ri", 3, 0, {"rounds": 0})
    assert RULES.new_game(cfg).rounds == BACKSTOP_ROUNDS
    assert RULES.config(RULES.new_game(cfg)) == MatchConfig("ard_ri", 3, 0, {"decks": 0, "rounds": 0})


def test_max_steps_grows_with_rounds_and_players():
    short = RULES.max_steps(MatchConfig("ard_ri", 2, 0, {"rounds": 6}))
    assert short < RULES.max_steps(MatchConfig("ard_ri", 2, 0)) < RULES.max_steps(MatchConfig("ard_ri", 5, 0))


def test_rules_text_covers_every_season_and_our_decisions():
    text = PLUGIN.rules_text
    for word in ("Spring", "Bealtaine", "Summer", "Autumn", "Samhain", "Winter", "Céilsine", "Ard Rí",
                 "Where the published rules are silent", "round limit"):
        assert word in text
