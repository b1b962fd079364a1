"""Treasure's house rules (rules file T14, decision T-39): every configuration flag is a rule
option; a scenario on laid-out cards for each non-default value."""

from __future__ import annotations

import pytest

from tabletop.core.rules import MatchConfig
from tabletop.games.treasure import gods as gd
from tabletop.games.treasure import scoring
from tabletop.games.treasure.rules import META, RULES

from .helpers import codes, legal, play, table

HOUSE = {"builderColorEffect": ("runsOf3", "setsOf2", "literalNoop"),
         "colorRunDoubleMembership": (True, False), "godsInMixedRuns": (True, False),
         "multipliersApplyToHand": (False, True),
         "maxRebuilds": (2, 0, 1, 3), "matchTarget": (100, 50, 150, 200),
         "playDirection": ("clockwise", "counterclockwise")}


def test_every_t14_flag_is_a_house_rule_with_its_default_first():
    for key, choices in HOUSE.items():
        spec = META.option(key)
        assert spec.house_rule and spec.choices == choices and spec.default == choices[0]
        assert spec.help and "T-" not in spec.help
    assert not META.option("decks").house_rule and not META.option("hands").house_rule


@pytest.mark.parametrize(("key", "value"), [(k, v) for k, vs in HOUSE.items() for v in vs[1:]])
def test_the_config_round_trips_every_value(key, value):
    cfg = MatchConfig("treasure", 3, 5, {key: value})
    assert RULES.config(RULES.new_game(cfg)).options[key] == value


# --- builderColorEffect (T-13) --------------------------------------------------------------------
BUILDER_COLOUR = {1: [("colour", ["Builder", "Lady", "Thief", "Changeling"])]}


def test_builder_in_a_colour_runs_of_three_by_default():
    s = table(2, {0: ["3W", "4F", "5S", "7L", "7V", "9L"]}, groups=BUILDER_COLOUR)
    s = play(s, "gather 3W", "gather 4F", "gather 5S")
    assert "commit run" in legal(s)
    s = table(2, {0: ["7L", "7V", "9L"]}, groups=BUILDER_COLOUR)
    assert "gather 7L" not in legal(s)  # sets still need three


def test_builder_in_a_colour_sets_of_two():
    opts = {"builderColorEffect": "setsOf2"}
    s = table(2, {0: ["7L", "7V", "9L"]}, groups=BUILDER_COLOUR, options=opts)
    s = play(s, "gather 7L", "gather 7V")
    assert legal(s) >= {"commit set"}
    s = play(s, "commit set")
    assert [g[0] for g in s.groups[0]] == ["set"] and len(s.groups[0][0][1]) == 2
    s = table(2, {0: ["3W", "4F", "5S", "9L"]}, groups=BUILDER_COLOUR, options=opts)
    assert "gather 3W" not in legal(s)  # no runs of three with this reading
    assert "sets of two cards may be tabled" in RULES.public_info(s)["effects"]


def test_builder_in_a_colour_does_nothing_when_taken_literally():
    opts = {"builderColorEffect": "literalNoop"}
    s = table(2, {0: ["3W", "4F", "5S", "7L", "7V", "9L"]}, groups=BUILDER_COLOUR, options=opts)
    assert not {"gather 3W", "gather 7L"} & legal(s)
    assert RULES.public_info(s)["mins"] == [3, 4, 4]


# --- colorRunDoubleMembership (T-07) ------------------------------------------------------------------
def test_a_colour_s_run_members_score_once_with_the_flag_off():
    groups = {0: [("colour", ["1W", "2W", "3W", "4W", "8W"])]}
    s = table(2, {0: ["9L", "9V"], 1: ["8L"]}, groups=groups)
    assert RULES.hand_result(s)[0][0] == 4 * 8 + 4  # four run members count twice
    s = table(2, {0: ["9L", "9V"], 1: ["8L"]}, groups=groups,
              options={"colorRunDoubleMembership": False})
    assert RULES.hand_result(s)[0][0] == 5 * 4


def test_scoring_once_multiplies_both_types_and_a_half_rounds_toward_zero():
    """T-07 (b): one membership, 4 × colour × run × suit. Runs half (the Dark Lord in a set),
    colours half (the Seductress in a run), wind half (the Dark Lord in a colour): ½ a card."""
    groups = {1: [("set", ["DarkLord", "2W", "2F"]), ("run", ["Seductress", "5L", "7L", "8L"]),
                  ("colour", ["DarkLord", "Builder", "Minion", "Changeling"])],
              0: [("colour", ["1W", "2W", "3W", "4W"])]}
    s = table(3, {0: ["9L"], 1: ["8V"]}, groups=groups, options={"colorRunDoubleMembership": False,
                                                                  "decks": 2})
    values = scoring.card_values(s.groups[0][0], s.flags)
    assert [str(v) for v in values] == ["1/2"] * 4
    assert RULES.hand_result(s)[0][0] == 2


# --- godsInMixedRuns (T-04) ----------------------------------------------------------------------------
APART = {"godsInMixedRuns": False}


def test_gods_join_runs_of_ordinary_cards_by_default():
    s = table(2, {0: ["Builder", "4W", "5F", "6S", "9L"], 1: ["8L"]})  # the Builder is a 3
    s = play(s, "gather Builder", "gather 4W", "gather 5F", "gather 6S")
    assert "commit run" in legal(s)


def test_gods_only_in_runs_of_gods_with_the_flag_off():
    s = table(2, {0: ["Builder", "4W", "5F", "6S", "7V", "9L"], 1: ["8L"]}, options=APART)
    assert "gather Builder" not in legal(s)  # no set of 3s, no colour of gods, no run with it
    s = play(s, "gather 4W")
    assert "gather Builder" not in legal(s) and "gather 5F" in legal(s)
    s = play(s, "gather 5F", "gather 6S", "gather 7V", "commit run")
    assert [g[0] for g in s.groups[0]] == ["run"]
    s = table(2, {0: ["Lady", "DarkLord", "Builder", "Thief", "4W"], 1: ["8L"]}, options=APART)
    s = play(s, "gather Lady", "gather DarkLord", "gather Builder")
    assert "gather 4W" not in legal(s) and "gather Thief" in legal(s)
    s = play(s, "gather Thief")
    assert legal(s) >= {"commit run", "commit colour"}


def test_gods_only_no_mixed_additions_to_runs():
    groups = {0: [("run", ["5W", "6F", "7S", "8V"]), ("run", ["Lady", "DarkLord", "Builder", "Thief"])]}
    hand = {0: ["Changeling", "5L", "4W", "9F"], 1: ["8L"]}
    s = table(2, hand, groups=groups)
    assert {"add Changeling to 1/1", "add 5L to 1/2", "add 4W to 1/1", "add 9F to 1/1"} <= legal(s)
    s = table(2, hand, groups=groups, options=APART)
    adds = {m for m in legal(s) if m.startswith("add")}
    assert adds == {"add 4W to 1/1", "add 9F to 1/1"}
    changeling = next(c for c in s.hands[0] if codes([c]) == ["Changeling"])
    assert RULES.why_not(s, 0, changeling, "group/0/0").startswith(
        "House rule: a run holds only gods or only ordinary cards")


# --- multipliersApplyToHand (T-19) ----------------------------------------------------------------------
def test_hand_cards_take_the_suit_multipliers_with_the_flag_on():
    lady_colour = {1: [("colour", ["Lady", "Builder", "Minion", "Changeling"])]}  # wind ×2
    s = table(2, {0: ["5W", "3F"], 1: ["8L"]}, groups=lady_colour)
    assert RULES.hand_result(s)[0][1] == -8
    s = table(2, {0: ["5W", "3F"], 1: ["8L"]}, groups=lady_colour,
              options={"multipliersApplyToHand": True})
    assert RULES.hand_result(s)[0][1] == -13  # -10 - 3
    dark_colour = {1: [("colour", ["DarkLord", "Builder", "Minion", "Changeling"])]}  # wind ×½
    s = table(2, {0: ["5W", "3W"], 1: ["8L"]}, groups=dark_colour,
              options={"multipliersApplyToHand": True})
    assert RULES.hand_result(s)[0][1] == -4  # -2.5 - 1.5 = -4


# --- maxRebuilds (T-26) ----------------------------------------------------------------------------------
def test_no_rebuild_allowed_ends_the_hand_at_an_empty_draw_pile():
    s = table(2, {0: ["9W", "8W"], 1: ["3W", "4W"]}, discard=["5F"], stock_size=0,
              options={"maxRebuilds": 0})
    s = play(s, "discard 9W")
    assert s.stage in ("scored", "over") and s.rebuilds == 0


def test_a_third_rebuild_with_three_allowed():
    s = table(2, {0: ["9W", "8W"], 1: ["3W", "4W"]}, discard=["5F"], stock_size=0,
              options={"maxRebuilds": 3})._replace(rebuilds=2)
    s = play(s, "discard 9W")
    assert s.stage == "draw" and s.rebuilds == 3 and codes(s.discard) == ["9W"]


# --- matchTarget (T-29) ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("target", "over"), [(50, True), (100, False)])
def test_the_match_target(target, over):
    s = table(2, {0: ["3W", "4F", "5S", "6V"], 1: ["9L"]}, totals=(40, 0),
              options={"matchTarget": target})
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert (s.stage == "over") == over and s.totals[0] == 56


# --- playDirection (T-30) ------------------------------------------------------------------------------------
def test_counter_clockwise_turns_deal_and_builder_draw():
    opts = {"playDirection": "counterclockwise"}
    s = RULES.new_game(MatchConfig("treasure", 3, 7, opts))
    assert s.turn == (s.dealer - 1) % 3  # the player to the dealer's right starts
    s = table(3, {0: ["9W", "8W"], 1: ["1L"], 2: ["2L"]}, options=opts)
    s = play(s, "discard 9W")
    assert s.turn == 2
    s = table(3, {0: ["Builder", "4W", "5W", "6W", "9L"], 1: ["1L"], 2: ["2L"]},
              stock=["1W", "1F", "1S", "1V", "2W", "2F", "2S", "2V", "3L"], options=opts)
    s = play(s, "gather Builder", "gather 4W", "gather 5W", "gather 6W", "commit run")
    assert codes(s.hands[0]) == sorted(["9L", "1W", "1F", "1S"])
    assert codes(s.hands[2]) == sorted(["2L", "1V", "2W", "2F"])  # the right-hand neighbour next
    assert codes(s.hands[1]) == sorted(["1L", "2S", "2V", "3L"])
    s = table(3, {0: ["3W", "4F", "5S", "6V"], 1: ["9L"], 2: ["8L"]}, options=opts)._replace(dealer=1)
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert legal(s) == {"deal"} and RULES.to_act(s) == 0  # the dealer's right deals next
    s = play(s, "deal")
    assert s.dealer == 0 and s.turn == 2


@pytest.mark.parametrize(("key", "value"), [(k, v) for k, vs in HOUSE.items() for v in vs[1:]])
def test_the_computer_plays_a_hand_under_every_house_rule(key, value):
    """Hard (Treasure's planner), greedy and random finish a hand, every move legal."""
    from tabletop.ai.bots import bot_rng
    from tabletop.ai.registry import make_bot
    from tabletop.core.match import Match
    from tabletop.games import REGISTRY

    plugin = REGISTRY["treasure"]
    cfg = MatchConfig("treasure", 3, 11, {key: value, "hands": 1})
    bots = [make_bot(plugin, name, deterministic=True, iterations=30) for name in ("hard", "greedy", "random")]
    match = Match(plugin.rules, cfg)
    while not match.is_over:
        seat = match.to_act
        match.submit(bots[seat].choose(plugin.rules, match.state, bot_rng(cfg.seed, seat, len(match.records))))
    assert match.is_over and len(match.records) <= RULES.max_steps(cfg)


def test_gods_apart_gathers_and_adds_match_the_plain_definition():
    """Random hands under godsInMixedRuns=false: every gather listed can still be completed
    (exactly, ``completable_apart``), every one that can is listed, and no listed addition
    mixes gods into a run of ordinary cards or the reverse."""
    from tabletop.core.rng import Rng
    from tabletop.games.treasure import gods as gd
    from tabletop.games.treasure.deck import NATURAL, G, build_deck, ident_code
    from tabletop.games.treasure.groups import completable_apart
    from tabletop.games.treasure.moves import identities, options_for

    checked = 0
    for seed in range(8):
        s = RULES.new_game(MatchConfig("treasure", 2 + seed % 2, seed, {**APART, "hands": 1}))
        rng = Rng(seed)
        while RULES.to_act(s) is not None:
            if s.stage == "meld":
                p = s.turn
                got = {RULES.format_action(a) for a in RULES.legal_actions(s) if a.kind == "gather"}
                want = set()
                for i, c in enumerate(s.hands[p]):
                    rest = s.hands[p][:i] + s.hands[p][i + 1:]
                    avail = [(options_for(d, s.flags), NATURAL[d] // 10 == G) for d in rest]
                    for x in identities(c, s.flags):
                        if completable_apart(s.decl[p] + (x,), avail, gd.mins_for(s.flags)):
                            suffix = "" if x == NATURAL[c] else f" as {ident_code(x)}"
                            want.add(f"gather {build_deck(2).code(c)}{suffix}")
                assert got == want
                checked += 1
            acts = RULES.legal_actions(s)
            s = RULES.apply(s, acts[rng.randrange(len(acts))]).state
    assert checked > 50


@pytest.mark.parametrize(("value", "text"), [("runsOf3", "runs of 3"), ("setsOf2", "sets of 2"),
                                             ("literalNoop", "no effect (house rule)")])
def test_the_builder_s_badge_says_what_the_house_rule_makes_him_do(value, text):
    from tabletop.core.ids import PUBLIC
    from tabletop.games.treasure.table.score import badges, groups_of

    s = table(2, {0: ["9L"], 1: ["8L"]}, groups=BUILDER_COLOUR, options={"builderColorEffect": value})
    groups = groups_of(RULES.view(s, PUBLIC))
    mask = gd.flags(groups.values(), RULES.view(s, PUBLIC).info["house"])
    builder = [b for b in badges(groups, mask)["group/1/0"] if b.god == gd.BUILDER]
    assert [b.text for b in builder] == [text]


def test_a_cancelled_effect_s_badge_says_which_effect_is_cancelled():
    """The Dark Lord in a run cancels the Lady: the Lady's badge named no effect ("cancelled"
    beside other effects, as in "runs of 3 · cancelled"); it says which one is off."""
    from tabletop.core.ids import PUBLIC
    from tabletop.games.treasure.table.score import badges, groups_of

    s = table(2, {0: ["9L"], 1: ["8L"]},
              groups={0: [("set", ["Lady", "3W", "3F"])], 1: [("run", ["DarkLord", "5S", "6S", "7S"])]})
    view = RULES.view(s, PUBLIC)
    groups = groups_of(view)
    mask = gd.flags(groups.values(), view.info["house"])
    assert not mask & gd.RUNS_X2 and mask & gd.LADY_CANCELLED
    lady = [b for b in badges(groups, mask)["group/0/0"] if b.god == gd.LADY]
    assert [(b.text, b.on) for b in lady] == [("runs ×2 cancelled", False)]
