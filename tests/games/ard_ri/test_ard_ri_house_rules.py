"""Ard Rí's house rules (A-15 / A-Q19, decision T-39): the gift's sources and the zones the
target's highest cattle are counted in, each a rule option with a scenario for every
non-default value."""

from __future__ import annotations

import pytest

from tabletop.core.events import CardsFlipped
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.rules import META, RULES

from .helpers import codes, legal, play, position


def test_both_alternatives_are_house_rules_with_the_default_first():
    gift, zones = META.option("gift.sources"), META.option("ceilsine.targetZones")
    assert gift.house_rule and gift.choices == ("hand+field", "hand", "field")
    assert zones.house_rule and zones.choices == ("field+hand", "field")
    assert gift.default == "hand+field" and zones.default == "field+hand"
    for spec in (gift, zones):
        assert "A-" not in spec.help


@pytest.mark.parametrize(("key", "value"), [("gift.sources", "hand"), ("gift.sources", "field"),
                                            ("ceilsine.targetZones", "field")])
def test_the_config_round_trips(key, value):
    cfg = MatchConfig("ard_ri", 3, 2, {key: value})
    assert RULES.config(RULES.new_game(cfg)).options[key] == value


def _winter(options, gift_hand=("5S", "5H", "5D", "5C"), field0=("AC", "10C", "9C"),
            hand1=("9H",), field1=("10S",)):
    return position(2, "winter", hands={0: list(gift_hand), 1: list(hand1)},
                    fields={0: list(field0), 1: list(field1)}, options=options)


def test_gift_from_the_hand_only():
    s = _winter({"gift.sources": "hand"}, gift_hand=("5S", "5H", "5D"))
    assert "ceilsine 2" not in legal(s)  # no club in hand: the field's clubs do not count
    s = play(_winter({"gift.sources": "hand"}), "ceilsine 2")
    assert not any(m.endswith("field") for m in legal(s)) and "gather 5C" in legal(s)


def test_gift_from_the_field_only():
    opts = {"gift.sources": "field"}
    s = _winter(opts)
    assert "ceilsine 2" not in legal(s)  # the field holds only clubs
    s = _winter(opts, gift_hand=(), field0=("AS", "2H", "3D", "4C", "9C"))
    s = play(s, "ceilsine 2")
    assert legal(s) == {"gather AS field", "gather 2H field", "gather 3D field", "gather 4C field",
                        "gather 9C field"}
    s = play(s, "gather AS field", "gather 2H field", "gather 3D field", "gather 9C field",
             "commit gift")
    assert codes(s.fields[0]) == ["4C"] and len(s.fields[1]) == 5


def test_the_gift_must_beat_the_field_only():
    """Hand 9H is not counted: V = 10 (the field's 10S) against G = 20 succeeds; by default
    V = 19 and the same gift also succeeds, but with 10H in hand it fails by default."""
    moves = ("ceilsine 2", "gather 5S", "gather 5H", "gather 5D", "gather 5C", "commit gift")
    s = play(_winter({}, hand1=("10H",)), *moves)
    assert s.stage == "enforce"  # by default: V = 10 + 10 = 20, not beaten
    s0 = _winter({"ceilsine.targetZones": "field"}, hand1=("10H",))
    s = s0
    for m in moves[:-1]:
        s = play(s, m)
    step = RULES.apply(s, RULES.parse_action(s, "commit gift"))
    assert step.state.lord[1] == 0 and step.state.winner == 0  # V = 10 < 20: a client
    assert not [e for e in step.events if isinstance(e, CardsFlipped)]  # the hand stays hidden
    assert codes(step.state.hands[1]) == ["10H"]


@pytest.mark.parametrize(("key", "value"), [("gift.sources", "hand"), ("gift.sources", "field"),
                                            ("ceilsine.targetZones", "field")])
def test_the_computer_plays_under_every_house_rule(key, value):
    """Hard and greedy play a short game to its end, every move legal."""
    from tabletop.ai.bots import bot_rng
    from tabletop.ai.registry import make_bot
    from tabletop.core.match import Match
    from tabletop.games import REGISTRY

    plugin = REGISTRY["ard_ri"]
    cfg = MatchConfig("ard_ri", 2, 6, {key: value, "rounds": 6})
    bots = [make_bot(plugin, name, deterministic=True, iterations=20) for name in ("hard", "greedy")]
    match = Match(plugin.rules, cfg)
    while not match.is_over:
        seat = match.to_act
        match.submit(bots[seat].choose(plugin.rules, match.state, bot_rng(cfg.seed, seat, len(match.records))))
    assert match.is_over
