"""Treasure scenario tests on laid-out hands: every numbered rule area of treasure.md and every
god effect (T7.3's table), the worked scoring example (T11.6) and the edge cases listed there."""

from __future__ import annotations

import pytest

from tabletop.core.actions import Action, IllegalAction
from tabletop.core.rules import MatchConfig
from tabletop.games.treasure import gods as gd
from tabletop.games.treasure.deck import DECK1, G, build_deck, ident, ident_code, parse_ident
from tabletop.games.treasure.deck import NATURAL as RULES_NATURAL
from tabletop.games.treasure.groups import COLOUR, RUN, SET, completable, is_valid, run_members
from tabletop.games.treasure.rules import QUIET_ROUNDS, RULES
from tabletop.games.treasure.scoring import membership_value

from .helpers import codes, legal, play, table

MINS = (3, 4, 4)


def ids(*codes_: str) -> tuple[int, ...]:
    return tuple(parse_ident(c) for c in codes_)


# --- the deck (A2) ---------------------------------------------------------------------------
def test_deck_is_54_cards_five_suits_and_nine_gods_at_their_ranks():
    assert len(DECK1) == 54
    gods = [c for c in DECK1.cards if c.kind == "god"]
    assert [(c.name, c.rank) for c in gods] == [
        ("Lady", 1), ("Dark Lord", 2), ("Builder", 3), ("Thief", 4), ("Protectress", 5),
        ("Seductress", 6), ("Minion", 7), ("Friend", 8), ("Changeling", 9)]
    assert sorted({c.suit for c in DECK1.cards}) == ["F", "G", "L", "S", "V", "W"]
    assert len({c.code for c in DECK1.cards}) == 54
    assert len(build_deck(2)) == 108 and len(build_deck(2, second_gods=False)) == 99


# --- T2/T5: what counts as a group --------------------------------------------------------------
def test_worked_group_examples():
    assert is_valid(SET, ids("1W", "1F", "Lady"), MINS)
    assert is_valid(RUN, ids("3V", "4L", "5F", "6S"), MINS)
    assert is_valid(RUN, ids("1W", "DarkLord", "3F", "4L"), MINS)  # gods mixed in (T-04)
    assert not is_valid(RUN, ids("9W", "1F", "2F", "3F"), MINS)  # no wrap
    assert not is_valid(RUN, ids("3V", "4L", "5F"), MINS)  # 4 needed
    assert is_valid(RUN, ids("3V", "4L", "5F"), (3, 3, 4))  # Builder in a colour
    assert is_valid(COLOUR, ids("DarkLord", "Seductress", "Minion", "Friend", "Changeling"), MINS)
    assert not is_valid(COLOUR, ids("2L", "6L", "7L"), MINS)
    assert is_valid(COLOUR, ids("2L", "6L", "7L"), (3, 4, 3))  # Builder in a set
    gods_colour = ids("DarkLord", "Seductress", "Minion", "Friend", "Changeling")
    assert run_members(gods_colour, 4) == (1, 2, 3, 4)
    assert run_members(ids("2L", "6L", "7L", "9L"), 4) == ()
    assert run_members(ids("2L", "6L", "7L", "9L", "8L"), 4) == (1, 2, 3, 4)
    # duplicates (two decks): the earliest placed of a rank is the run member (T-32)
    assert run_members(ids("6L", "7L", "7L", "8L", "9L"), 4) == (0, 1, 3, 4)


def test_completable_knows_changing_cards():
    fixed = [(frozenset({1}), frozenset({r})) for r in (5, 6)]
    assert not completable(ids("3F"), fixed, MINS)
    wild = [(frozenset({2}), frozenset(range(1, 10)))]
    assert completable(ids("3F"), fixed + wild, MINS)  # 3, wild 4, 5, 6


# --- T4/T-36: a turn, groups in steps -------------------------------------------------------------
def test_draw_options_then_gather_only_completable_cards():
    s = table(2, {0: ["3W", "4F", "5S", "9L", "1V"]}, discard=["7F", "6V"], stage="draw")
    assert legal(s) == {"draw", "take", "take all"}
    s = play(s, "take all")
    assert codes(s.hands[0]) == sorted(["3W", "4F", "5S", "9L", "1V", "7F", "6V"])
    gathers = {m for m in legal(s) if m.startswith("gather")}
    assert gathers == {"gather 3W", "gather 4F", "gather 5S", "gather 6V", "gather 7F"}
    s = play(s, "gather 4F")
    assert "discard 9L" not in legal(s) and "commit run" not in legal(s)
    s = play(s, "gather 5S", "gather 6V", "gather 7F")
    assert {m for m in legal(s) if m.startswith("commit")} == {"commit run"}
    s = play(s, "commit run")
    assert s.groups[0][0][0] == "run" and codes(s.groups[0][0][1]) == ["4F", "5S", "6V", "7F"]
    # T-33: the run grows at its ends only; 3W is now an addition
    assert "add 3W to 1/1" in legal(s)
    s = play(s, "add 3W to 1/1", "discard 9L")
    assert s.turn == 1 and s.stage == "draw"


def test_take_top_discard_and_discard_it_again_is_allowed():
    s = table(2, {0: ["3W", "8L"]}, discard=["5F", "6V"], stage="draw")
    s = play(s, "take", "discard 6V")
    assert s.discard[-1] in build_deck(1).ids_for("6V")


def test_set_and_colour_commit_and_additions_to_own_groups():
    s = table(2, {0: ["5W", "5F", "5S", "5V", "2L", "6L", "7L", "9L", "3S"]})
    s = play(s, "gather 5W", "gather 5F", "gather 5S", "commit set")
    assert "add 5V to 1/1" in legal(s) and "add 3S to 1/1" not in legal(s)
    s = play(s, "gather 2L", "gather 6L", "gather 7L", "gather 9L")
    assert "commit colour" in legal(s) and "commit run" not in legal(s)
    s = play(s, "commit colour", "add 5V to 1/1")
    assert len(s.groups[0][0][1]) == 4


def test_cannot_add_to_another_players_group_without_an_effect():
    s = table(2, {0: ["8W", "3L"]}, groups={1: [("run", ["4F", "5F", "6S", "7V"])]})
    assert "add 8W to 2/1" not in legal(s) and "add 3L to 2/1" not in legal(s)
    assert "only while the Lady" in RULES.why_not(s, 0, s.hands[0][0], "group/1/0", ["You", "B"])


# --- T7: every god effect ---------------------------------------------------------------------------
def _groups_with(god: str, position: str) -> dict:
    """The god tabled in ``position`` with plain cards around it (no other god)."""
    r = parse_ident(god) % 10
    if position == SET:
        return {1: [("set", [god, f"{r}W", f"{r}F"])]}
    if position == RUN:
        lo = min(r, 6)
        ranks = [k for k in range(lo, lo + 4) if k != r][:3]
        return {1: [("run", [god] + [f"{k}S" for k in ranks])]}
    others = [g for g in ("Lady", "Builder", "Protectress", "Minion", "Changeling") if g != god][:3]
    if god in ("DarkLord", "Thief"):
        others = ["Protectress", "Minion", "Changeling"]
    return {1: [("colour", [god] + others)]}


GODS = ("Lady", "DarkLord", "Builder", "Thief", "Protectress", "Seductress", "Minion", "Friend", "Changeling")


@pytest.mark.parametrize("god", GODS)
@pytest.mark.parametrize("position", (SET, RUN, COLOUR))
def test_each_god_in_each_position_sets_its_effect(god, position):
    s = table(2, groups=_groups_with(god, position))
    flag, words = gd.EFFECTS[(parse_ident(god) % 10, position)]
    assert s.flags & flag, words
    assert words in gd.active_words(s.flags)


@pytest.mark.parametrize("canceller, god", (("DarkLord", "Lady"), ("Seductress", "Protectress"),
                                             ("Minion", "Friend")))
def test_a_cancelling_god_tabled_before_the_god_it_cancels_is_told_truly(canceller, god):
    """The Dark Lord in a run with no Lady on the table: the log said "Now the Lady's effects
    are cancelled", which reads as if a Lady had been there. It says what holds either way."""
    from tabletop.core.events import Notice
    from tabletop.games.treasure.words import notice_text
    groups = {"DarkLord": _groups_with("DarkLord", RUN), "Minion": _groups_with("Minion", SET),
              "Seductress": {1: [("colour", ["Seductress", "Builder", "Minion", "Changeling"])]}}
    s = table(2, groups=groups[canceller])
    assert parse_ident(god) not in [x for gs in s.groups for g in gs for x in g[2]]
    told = notice_text(Notice("effects", (s.flags, 0)), ["You", "Dara"])
    assert f"the {god} has no effect" in told
    assert "cancelled" not in told


def test_the_worked_scoring_example():
    s = table(3, {0: ["9L", "1V"], 1: ["2S"], 2: []}, groups={
        0: [("set", ["1W", "1F", "Lady"]), ("run", ["3V", "4L", "5F", "6S"])],
        1: [("colour", ["DarkLord", "Seductress", "Minion", "Friend", "Changeling"])],
        2: [("colour", ["2L", "6L", "7L", "9L"])]}, options={"decks": 2})
    # the example has Alice hold a Fool of Leaves and Carol table one: one deck has only one,
    # so it is laid out from two decks (the scoring is the same)
    assert not s.flags & gd.LADY_CANCELLED  # the Dark Lord is in the colour only
    result = RULES.hand_result(s)
    assert result == [(42, -18), (52, -2), (10, 0)]
    assert [a + b for a, b in result] == [24, 50, 10]


def test_membership_values_are_whole_numbers():
    values = set()
    for mask in range(0, 1 << 24, 40_961):
        for kind in (SET, RUN, COLOUR):
            for x in ids("1W", "9F", "5L", "9V", "Changeling"):
                values.add(membership_value(mask, kind, x))
    assert values <= {1, 2, 4, 8, 16, 32}


def test_dark_lord_in_a_run_cancels_all_the_ladys_effects_whatever_the_order():
    s = table(2, groups={0: [("set", ["Lady", "1W", "1F"])], 1: [("run", ["DarkLord", "3S", "4S", "5S"])]})
    assert s.flags & gd.LADY_CANCELLED and not s.flags & gd.RUNS_X2
    s = table(2, {0: ["Lady", "2W", "3W", "4W"]}, groups={1: [("run", ["DarkLord", "3S", "4S", "5S"])]})
    s = play(s, "gather Lady", "gather 2W", "gather 3W", "gather 4W", "commit run")
    assert not s.flags & gd.EXTEND_RUNS


def test_lady_in_a_run_lets_anyone_extend_other_runs_and_the_card_scores_for_its_placer():
    s = table(2, {0: ["8W", "9W", "3L"]}, groups={1: [("run", ["Lady", "2S", "3S", "4S"]),
                                                     ("colour", ["5F", "7F", "8F", "9F"])]})
    assert s.flags & gd.EXTEND_RUNS
    assert "add 3L to 2/1" not in legal(s)  # 3 is in the run already; only 5 extends it
    s = table(2, {0: ["5W", "9W"]}, groups={1: [("run", ["Lady", "2S", "3S", "4S"])]})
    s = play(s, "add 5W to 2/1")
    assert s.groups[1][0][3] == (1, 1, 1, 1, 0)
    table_pts = [a for a, _ in RULES.hand_result(s)]
    assert table_pts == [4, 16]


def test_two_decks_parity_cancels_the_cancellation_and_effects_do_not_stack():
    opts = {"decks": 2}
    s = table(3, groups={0: [("set", ["Lady", "1W", "1F"]), ("set", ["Lady", "1S", "1V"])]}, options=opts)
    assert s.flags & gd.RUNS_X2
    one = table(3, groups={0: [("run", ["2S", "3S", "4S", "5S"])], 1: [("set", ["Lady", "1W", "1F"])]},
                options=opts)
    two = table(3, groups={0: [("run", ["2S", "3S", "4S", "5S"])], 1: [("set", ["Lady", "1W", "1F"]),
                                                                  ("set", ["Lady", "1S", "1V"])]}, options=opts)
    assert RULES.hand_result(one)[0] == RULES.hand_result(two)[0] == (32, 0)  # ×2, not ×4
    dl1 = table(3, groups={1: [("set", ["Lady", "1W", "1F"]), ("run", ["DarkLord", "3S", "4S", "5S"])]},
                options=opts)
    assert not dl1.flags & gd.RUNS_X2
    dl2 = table(3, groups={1: [("set", ["Lady", "1W", "1F"]), ("run", ["DarkLord", "3S", "4S", "5S"]),
                               ("run", ["DarkLord", "3F", "4F", "5F"])]}, options=opts)
    assert dl2.flags & gd.RUNS_X2  # the second Dark Lord cancels the cancellation


def test_minion_in_a_set_cancels_the_friend_and_seductress_in_a_colour_the_protectress():
    s = table(2, groups={0: [("set", ["Friend", "8W", "8F"]), ("colour", ["Protectress", "Lady", "Builder", "Changeling"])]})
    assert s.flags & gd.EXTEND_SETS and s.flags & gd.EXTEND_COLOURS
    s = table(2, groups={0: [("set", ["Friend", "8W", "8F"])], 1: [("set", ["Minion", "7W", "7F"])]})
    assert s.flags & gd.FRIEND_CANCELLED and not s.flags & gd.EXTEND_SETS
    s = table(2, groups={0: [("set", ["Protectress", "5W", "5F"])],
                         1: [("colour", ["Seductress", "Lady", "Builder", "Changeling"])]})
    assert s.flags & gd.PROTECTRESS_CANCELLED and not s.flags & gd.LEAF_X2


def test_cards_added_before_a_cancellation_stay_and_score():
    s = table(2, {0: ["5W", "DarkLord", "1W", "3W", "4W", "9L"]}, groups={1: [("run", ["Lady", "2S", "3S", "4S"])]})
    s = play(s, "add 5W to 2/1", "gather 1W", "gather DarkLord", "gather 3W", "gather 4W", "commit run")
    assert not s.flags & gd.EXTEND_RUNS and s.groups[1][0][3][-1] == 0
    assert "add 9L to 2/1" not in legal(s)
    assert RULES.hand_result(s)[0] == (4 + 16, -9)


def test_a_second_builder_in_a_run_does_not_draw_again():
    s = table(3, {0: ["Builder", "4W", "5W", "6W", "9L"]}, groups={1: [("run", ["Builder", "4F", "5F", "6F"])]},
              options={"decks": 2})._replace(builder_used=True)
    s = play(s, "gather Builder", "gather 4W", "gather 5W", "gather 6W", "commit run")
    assert codes(s.hands[0]) == ["9L"] and s.hands[1] == ()


def test_builder_draw_rebuilds_then_skips_when_nothing_is_left():
    s = table(2, {0: ["Builder", "4W", "5W", "6W", "9L"]}, stock=["1W", "1F"], stock_size=2)
    s = s._replace(rebuilds=1)
    s = play(s, "gather Builder", "gather 4W", "gather 5W", "gather 6W", "commit run")
    assert s.rebuilds == 2 and len(s.hands[0]) == 4 and len(s.hands[1]) == 3  # rebuilt once more (T-35)
    s = table(2, {0: ["Builder", "4W", "5W", "6W", "9L"]}, stock=["1W", "1F"], stock_size=2)
    s = s._replace(rebuilds=2)
    s = play(s, "gather Builder", "gather 4W", "gather 5W", "gather 6W", "commit run")
    assert len(s.hands[0]) == 3 and s.hands[1] == ()  # two draws made, the rest skipped


def test_builder_in_a_run_every_player_draws_three_once():
    s = table(3, {0: ["Builder", "4W", "5W", "6W", "9L"], 1: ["1L"], 2: ["2L"]}, stock=["1W", "1F", "1S", "1V", "2W", "2F", "2S", "2V", "3L"])
    s = play(s, "gather Builder", "gather 4W", "gather 5W", "gather 6W", "commit run")
    assert codes(s.hands[0]) == sorted(["9L", "1W", "1F", "1S"])
    assert codes(s.hands[1]) == sorted(["1L", "1V", "2W", "2F"])
    assert codes(s.hands[2]) == sorted(["2L", "2S", "2V", "3L"])
    assert s.builder_used


def test_going_out_by_tabling_ends_the_hand_without_a_discard_but_a_builder_draw_refills():
    s = table(2, {0: ["3W", "4F", "5S", "6V"], 1: ["9L", "8L"]})
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert s.stage == "scored" and s.totals == (16, -17)
    s = table(2, {0: ["Builder", "4F", "5S", "6V"], 1: ["9L"]})
    s = play(s, "gather Builder", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert s.stage == "meld" and len(s.hands[0]) == 3  # not out: must discard (T-27)


def test_thief_in_a_run_lets_stones_change_rank_and_they_cost_9_in_hand():
    s = table(2, {0: ["3S", "5W", "6F", "8V", "7S"]}, groups={1: [("run", ["Thief", "1L", "2L", "3L"])]})
    assert s.flags & gd.STONES_CHANGE
    assert "gather 3S as 7S" in legal(s)
    s = play(s, "gather 5W", "gather 6F", "gather 3S as 7S", "gather 8V", "commit run")
    assert s.groups[0][0][2] == (parse_ident("5W"), parse_ident("6F"), parse_ident("7S"), parse_ident("8V"))
    assert RULES.hand_result(s)[0][1] == -9  # the Stones 7 still in hand is a changing card


def test_thief_in_a_colour_makes_every_hand_worth_zero():
    s = table(2, {0: ["9L", "Lady"], 1: ["8F"]}, groups={1: [("colour", ["Thief", "Lady", "Minion", "Changeling"][:1] + ["Builder", "Minion", "Changeling"])]})
    assert s.flags & gd.HAND_ZERO
    assert [h for _, h in RULES.hand_result(s)] == [0, 0]


def test_a_gods_colour_grows_an_embedded_run_and_gains_run_effects():
    s = table(2, {0: ["DarkLord", "9W"]}, groups={0: [("colour", ["Lady", "Builder", "Thief", "Minion"])]},
              stock=["1W", "1F", "1S", "1V", "2W", "2F"])
    assert not s.flags & gd.BUILDER_DRAW and s.flags & gd.WIND_X2
    s = play(s, "add DarkLord to 1/1")
    assert s.flags & gd.LADY_CANCELLED and not s.flags & gd.WIND_X2
    assert s.builder_used and len(s.hands[0]) == 4 and len(s.hands[1]) == 3


def test_changeling_in_a_colour_lets_queens_change_colour_when_placed():
    s = table(2, {0: ["1V", "2W", "3W", "4W"]}, groups={1: [("colour", ["Changeling", "Lady", "Builder", "Thief"])]})
    assert "gather 1V as 1W" in legal(s)
    s = play(s, "gather 1V as 1W", "gather 2W", "gather 3W", "gather 4W")
    assert "commit colour" in legal(s)


# --- T9/T10: exhaustion, rebuilds -------------------------------------------------------------------
def test_empty_draw_pile_with_one_discard_ends_the_hand():
    s = table(2, {0: ["9W", "8W"]}, stock_size=0)
    s = s._replace(hands=(s.hands[0], tuple(sorted(s.discard))), discard=())
    s = play(s, "discard 9W")
    assert s.stage in ("scored", "over") and s.last[0] == (0, -8)


def test_no_rebuild_after_two_ends_the_hand():
    s = table(2, {0: ["9W", "8W"], 1: ["1W"]}, stock_size=0)._replace(rebuilds=2)
    s = play(s, "discard 9W")
    assert s.stage in ("scored", "over") and s.last == ((0, -8), (0, -1))


def test_rebuild_keeps_the_top_discard_and_counts():
    s = table(2, {0: ["9W", "8W"], 1: ["3W", "4W"]}, discard=["5F"], stock_size=0)
    s = play(s, "discard 9W")
    assert s.rebuilds == 1 and s.stage == "draw" and s.discard == (s.discard[-1],)
    assert codes(s.discard) == ["9W"]


def test_t37_three_rounds_without_progress_end_the_hand():
    """Two players pass cards through the discard pile: after 3 × 2 quiet turns in a row the
    hand ends at once, scored normally, nobody out."""
    s = table(2, {0: ["9W", "8W"], 1: ["3W", "4W"]}, discard=["7F"], stage="draw")
    for k in range(QUIET_ROUNDS * 2):
        assert s.stage == "draw" and s.quiet == k
        p = s.turn
        s = play(s, "take")
        s = play(s, f"discard {codes(s.hands[p])[0]}")
    assert s.stage in ("scored", "over") and s.quiet == 6
    assert s.last == ((0, sum(-int(c[0]) for c in codes(s.hands[0]))),
                      (0, sum(-int(c[0]) for c in codes(s.hands[1]))))


def test_t37_a_draw_from_the_draw_pile_or_a_tabled_card_resets_the_count():
    s = table(2, {0: ["9W", "8W"], 1: ["3W", "4W"]}, discard=["7F"], stage="draw")
    for _ in range(5):  # five quiet turns
        p = s.turn
        s = play(s, "take", f"discard {codes(s.hands[p])[0]}")
    assert s.quiet == 5 and s.turn == 1
    s = play(s, "draw", f"discard {codes(s.hands[1])[0]}")  # progress: the count starts again
    assert s.quiet == 0 and s.stage == "draw"
    s = table(2, {0: ["3W", "4F", "5S", "9V", "8V"], 1: ["3L", "4L"]}, discard=["6V"],
              stage="draw")._replace(quiet=5)
    s = play(s, "take", "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run",
             "discard 9V")
    assert s.quiet == 0 and s.stage == "draw"  # tabling is progress, even after a take
    s = table(2, {0: ["3W", "9V", "8V"], 1: ["3L", "4L"]}, groups={0: [("run", ["4F", "5S", "6V", "7W"])]},
              discard=["8L"], stage="draw")._replace(quiet=5)
    s = play(s, "take", "add 3W to 1/1", "discard 9V")
    assert s.quiet == 0  # so is an addition to any group


def test_t37_a_hand_with_progress_is_never_cut():
    """Long past the old 40-turns-per-player cap, a hand in which every turn draws from the
    draw pile goes on."""
    s = table(2, {0: ["9W"], 1: ["8W"]}, stage="draw")._replace(turns=500)
    for _ in range(20):
        p = s.turn
        s = play(s, "draw", f"discard {codes(s.hands[p])[-1]}")
    assert s.stage == "draw" and s.quiet == 0 and s.turns == 520


# --- T12, T-33, T-34: the match and the options ------------------------------------------------------
def test_match_ends_at_100_or_after_the_hand_limit():
    s = table(2, {0: ["3W", "4F", "5S", "6V"], 1: ["9L"]}, totals=(90, 0))
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert s.stage == "over" and RULES.returns(s) == (1.0, 0.0)
    s = table(2, {0: ["3W", "4F", "5S", "6V"], 1: ["9L"]}, options={"hands": 1})
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert s.stage == "over"
    s = table(2, {0: ["3W", "4F", "5S", "6V"], 1: ["9L"]})
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert legal(s) == {"deal"} and RULES.to_act(s) == 1
    s = play(s, "deal")
    assert s.hand_no == 1 and s.dealer == 1 and s.turn == 0 and all(len(h) == 9 for h in s.hands)


def test_deck_option_follows_player_counts():
    assert len(RULES.deck(MatchConfig("treasure", 5, 1))) == 108
    assert len(RULES.deck(MatchConfig("treasure", 3, 1, {"decks": 2, "second_gods": False}))) == 99
    assert len(RULES.deck(MatchConfig("treasure", 4, 1, {"decks": "auto"}))) == 54
    assert len(RULES.deck(MatchConfig("treasure", 8, 1, {"decks": 2}))) == 108
    assert len(RULES.deck(MatchConfig("treasure", 3, 1, {"decks": 1}))) == 54
    with pytest.raises(ValueError, match="Two players always use one deck"):
        RULES.new_game(MatchConfig("treasure", 2, 1, {"decks": 2}))
    with pytest.raises(ValueError, match="nine cards each"):
        RULES.new_game(MatchConfig("treasure", 6, 1, {"decks": 1}))


def test_illegal_moves_are_refused_with_a_reason():
    s = table(2, {0: ["3W", "9L"]})
    with pytest.raises(IllegalAction):
        play(s, "gather 9L")
    s = table(2, {0: ["3W", "4F", "5S", "9L"]}, stage="draw")
    assert "Draw first" in RULES.why_not(s, 0, s.hands[0][0], "discard", ["You", "B"])


def test_narration_is_grammatical_for_you_and_hides_gathered_cards():
    s = table(2, {0: ["3W", "4F", "5S", "6V", "9L"]})
    a = RULES.parse_action(s, "gather 3W")
    assert RULES.narrate(s, a, ["You", "Bo"]) == "You pick a card for a group"
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V")
    a = RULES.parse_action(s, "commit run")
    assert RULES.narrate(s, a, ["Aoife", "Bo"]).startswith("Aoife tables a run: Prince of Winds")


def test_a_tabled_run_is_told_by_rank_as_the_table_lays_it():
    # gathered 6, 3, 5, 4: the log listed them so while the table showed 3-4-5-6
    from tabletop.games.treasure.deck import ident_name, parse_ident

    s = table(2, {0: ["3W", "4F", "5S", "6V", "9L"]})
    s = play(s, "gather 6V", "gather 3W", "gather 5S", "gather 4F")
    line = RULES.narrate(s, RULES.parse_action(s, "commit run"), ["Aoife", "Bo"])
    ranked = ", ".join(ident_name(parse_ident(c)) for c in ("3W", "4F", "5S", "6V"))
    assert line == f"Aoife tables a run: {ranked}", line


def test_narration_counts_copies_of_a_card_from_two_decks():
    """Two decks hold two of each card: a set read "Prince of Winds, Prince of Flames, Prince
    of Winds", as if a name were written twice by mistake."""
    s = table(5, {0: ["3W", "3F", "3W", "9L"]})
    s = play(s, "gather 3W", "gather 3F", "gather 3W")
    a = RULES.parse_action(s, "commit set")
    assert RULES.narrate(s, a, ["You", "Bo", "Cy", "Di", "Ed"]) == \
        "You table a set: Prince of Winds ×2, Prince of Flames"
    assert ident(G, 1) == parse_ident("Lady")


def _reference_moves(s) -> set[str]:
    """Gathers and adds straight from the definitions (``completable``, ``can_add``): the
    rules' counted fast paths must list exactly these."""
    from tabletop.games.treasure.groups import can_add
    from tabletop.games.treasure.moves import identities, options_for

    p = s.turn
    hand = s.hands[p]
    mins = gd.mins_for(s.flags)
    out = set()
    for i, c in enumerate(hand):
        rest = [options_for(d, s.flags) for d in hand[:i] + hand[i + 1:]]
        for x in identities(c, s.flags):
            suffix = "" if x == RULES_NATURAL[c] else f" as {ident_code(x)}"
            if completable(s.decl[p] + (x,), rest, mins):
                out.add(f"gather {build_deck(2).code(c)}{suffix}")
            if not s.pending[p]:
                for q, k, g in RULES.targets(s, p):
                    if can_add(g[0], g[2], x):
                        out.add(f"add {build_deck(2).code(c)}{suffix} to {q + 1}/{k + 1}")
    return out


def test_fast_gathers_and_adds_match_the_definitions():
    from tabletop.core.rng import Rng

    checked = 0
    for seed in range(12):
        n = 2 + seed % 3
        s = RULES.new_game(MatchConfig("treasure", n, seed, {"hands": 1}))
        rng = Rng(seed)
        while RULES.to_act(s) is not None:
            if s.stage == "meld":
                got = {m for m in legal(s) if m.startswith(("gather", "add"))}
                assert got == _reference_moves(s)
                checked += 1
            acts = RULES.legal_actions(s)
            s = RULES.apply(s, acts[rng.randrange(len(acts))]).state
    assert checked > 200


def test_fast_gathers_match_with_changing_cards():
    s = table(2, {0: ["3S", "5W", "6F", "8V", "7S", "1V", "1W", "5L"]},
              groups={1: [("run", ["Thief", "1L", "2L", "3L"]), ("set", ["Changeling", "9W", "9F"]),
                          ("colour", ["Lady", "Builder", "Minion", "Seductress"])]})
    assert s.flags & gd.STONES_CHANGE and s.flags & gd.WAVES_CHANGE
    got = {m for m in legal(s) if m.startswith(("gather", "add"))}
    assert got == _reference_moves(s) and "gather 3S as 7S" in got
    s = play(s, "gather 3S as 4S")
    got = {m for m in legal(s) if m.startswith(("gather", "add"))}
    assert got == _reference_moves(s)


def test_setup_deals_nine_each_one_discard_and_the_left_of_the_dealer_starts():
    for n in (2, 4, 5, 8):
        s = RULES.new_game(MatchConfig("treasure", n, 7))
        cards = len(RULES.deck(RULES.config(s)))
        assert all(len(h) == 9 for h in s.hands) and len(s.discard) == 1
        assert len(s.stock) == cards - 9 * n - 1
        assert s.turn == (s.dealer + 1) % n and s.stage == "draw"


def test_thief_in_a_set_lets_warriors_change_colour_but_never_a_god():
    s = table(2, {0: ["5F", "6W", "7W", "8W", "Protectress"]}, groups={1: [("set", ["Thief", "4W", "4F"])]})
    assert s.flags & gd.WARRIORS_CHANGE
    moves = legal(s)
    assert "gather 5F as 5W" in moves and not any(m.startswith("gather Protectress as") for m in moves)
    s = play(s, "gather 5F as 5W", "gather 6W", "gather 7W", "gather 8W")
    assert "commit colour" in legal(s) and "commit run" in legal(s)


def test_a_gathered_card_can_be_taken_back_by_undo():
    from tabletop.core.match import Match
    from tabletop.core.steps import take_back

    m = Match(RULES, MatchConfig("treasure", 2, 3, {"hands": 1}))
    m.submit(RULES.parse_action(m.state, "draw"))
    gathers = [a for a in RULES.legal_actions(m.state) if a.kind == "gather"]
    if not gathers:
        pytest.skip("no group in this deal")
    hand = m.state.hands[m.state.turn]
    m.submit(gathers[0])
    assert take_back(m, m.state.turn) == 1 and m.state.hands[m.state.turn] == hand


def test_narrating_an_addition_names_whose_group_it_is():
    s = table(2, {0: ["7F", "9L"], 1: ["8F"]}, groups={0: [("run", ["3W", "4F", "5S", "6V"])]})
    a = RULES.parse_action(s, "add 7F to 1/1")
    assert RULES.narrate(s, a, ["You", "Bo"]) == "You add the Worker of Flames to your own run"
    assert RULES.narrate(s, a, ["Aoife", "Bo"]) == "Aoife adds the Worker of Flames to their own run"
    assert RULES.describe(s, a) == "Add the Worker of Flames to your run"


def test_options_spelled_out_with_their_defaults_work_for_every_player_count():
    from tabletop.core.rules import resolve_options
    from tabletop.games.treasure.rules import META

    for n in range(2, 9):
        cfg = MatchConfig("treasure", n, 1, resolve_options(META, {}, n))
        s = RULES.new_game(cfg)
        assert s.decks == (2 if n >= 5 else 1)
        assert RULES.new_game(RULES.config(s)) == s  # the config a state gives back is accepted


def test_why_not_names_the_rule_a_drop_ran_into():
    s = table(2, {0: ["9L", "2W"]}, groups={0: [("run", ["3W", "4F", "5S", "6V"]), ("set", ["8W", "8F", "8S"])]})
    nine, two = sorted(s.hands[0], key=lambda c: RULES_NATURAL[c] % 10, reverse=True)
    assert RULES.why_not(s, 0, nine, "group/0/0", ["You", "Bo"]) == "A run grows only at its ends: rank 2 or 7."
    assert RULES.why_not(s, 0, two, "group/0/0", ["You", "Bo"]) == ""
    assert RULES.why_not(s, 0, nine, "group/0/1", ["You", "Bo"]).startswith("This set takes only rank 8")
    assert "cannot become part of" in RULES.why_not(s, 0, nine, "pending/0", ["You", "Bo"])
    assert RULES.why_not(s, 1, nine, "discard", ["You", "Bo"]) == "It is not your turn yet."


def test_a_refused_set_names_its_rank_in_the_plural():
    """A Friend dropped on a set of Princesses read "This set takes only rank 4 (Princesss)"."""
    s = table(2, {0: ["9L", "2W"]}, groups={0: [("set", ["4W", "4F", "4S"]), ("set", ["2F", "2S", "2V"])]})
    nine, two = sorted(s.hands[0], key=lambda c: RULES_NATURAL[c] % 10, reverse=True)
    assert RULES.why_not(s, 0, nine, "group/0/0", ["You", "Bo"]) == "This set takes only rank 4 (Princesses)."
    assert RULES.why_not(s, 0, nine, "group/0/1", ["You", "Bo"]) == "This set takes only rank 2 (Kings)."


def test_t37_a_save_made_with_rules_v1_still_loads():
    """Rules v2 (T-37) adds the quiet-turn count to the state; the state hash leaves it out
    (it follows from the moves), so a v1 save that replays to the same position loads."""
    from pathlib import Path

    from tabletop.persistence.saves import LoadedSave, open_save

    path = Path(__file__).parent / "fixtures" / "treasure_rules_v1.json"
    assert '"rules_version": 1' in path.read_text()
    loaded = open_save(path)
    assert isinstance(loaded, LoadedSave), loaded
    assert RULES.meta.rules_version == 2 and loaded.match.state.stage == "draw"


def test_notation_counts_seats_and_groups_from_1_as_players_see_them():
    """Issue 23, item 7: `add 7F to 2/1` is seat 2's first group (zone group/1/0), as in
    Seanchaí's `use … on 2` and Ard Rí's `ceilsine 2`."""
    s = table(2, {0: ["7F", "9L"], 1: ["8F"]},
              groups={0: [("set", ["2W", "2F", "2S"]), ("run", ["3W", "4F", "5S", "6V"])],
                      1: [("run", ["3L", "4L", "5L", "6L"])]})
    assert "add 7F to 1/2" in legal(s) and "add 7F to 1/1" not in legal(s)
    a = RULES.parse_action(s, "add 7F to 1/2")
    assert a.dst == "group/0/1"
    other = Action("add", 0, a.cards, "hand/0", "group/1/0")
    assert RULES.format_action(other) == "add 7F to 2/1"
    assert "add 7F to 0/1" not in {RULES.format_action(x) for x in RULES.legal_actions(s)}


def test_a_second_pick_is_for_the_group_being_gathered_in_words_and_reason():
    """A Hint read "Pick the King of Leaves for a new group: the next card of the group you
    are gathering (two cards so far)" (and "three cards so far" with two gathered): the
    words say which group a pick is for, the reason which card of how many, for what ("the
    second card of the group you are gathering" said the group twice and not what it was)."""
    from tabletop.games import REGISTRY

    s = table(2, hands={0: ["2W", "2F", "2S", "9V", "8L"]}, stock=["5V"])  # drawn: to meld
    first = RULES.parse_action(s, "gather 2W")
    assert RULES.describe(s, first) == "Pick the King of Winds for a new group"
    s = play(s, "gather 2W")
    second = RULES.parse_action(s, "gather 2F")
    assert RULES.describe(s, second) == "Pick the King of Flames for the group you are gathering"
    reason = REGISTRY["treasure"].advice(RULES, s, second)
    assert reason == "the second of three cards for a set, +12 on the table for you"
    s = play(s, "gather 2F")
    assert REGISTRY["treasure"].advice(RULES, s, RULES.parse_action(s, "gather 2S")) == \
        "the third of three cards for a set, +12 on the table for you"
