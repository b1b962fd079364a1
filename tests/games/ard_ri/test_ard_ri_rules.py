"""Ard Rí scenario tests on laid-out positions: one or more per numbered rule (A-1–A-17)
and decision (D-A1–D-A27) of ``shared/rules/ard_ri.md``."""

import pytest

from tabletop.core.actions import IllegalAction, NotationError
from tabletop.core.events import CardsFlipped, Notice
from tabletop.core.ids import PUBLIC
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.cards import CODE, VALUE, deck
from tabletop.games.ard_ri.help import RULES_TEXT
from tabletop.games.ard_ri.rules import RULES
from tabletop.games.ard_ri.wealth import wealth

from .helpers import codes, legal, play, position

# --- decks, roles, setup --------------------------------------------------------


@pytest.mark.parametrize(("n", "decks"), [(2, 1), (3, 2), (4, 2), (5, 3)])
def test_a1_deck_count_follows_players_and_no_jokers(n, decks):
    spec = RULES.deck(MatchConfig("ard_ri", n, 0))
    assert len(spec) == 52 * decks
    assert not any(c.code == "JK" for c in spec.cards)


def test_a1_deck_option_overrides():
    assert len(RULES.deck(MatchConfig("ard_ri", 2, 0, {"decks": 3}))) == 156


def test_a2_roles():
    spec = deck(1)
    assert {c.kind for c in spec.cards if c.rank <= 10} == {"cattle"}
    assert {c.kind for c in spec.cards if c.rank >= 11} == {"warrior"}
    assert VALUE[spec.ids_for("AS")[0]] == 1 and VALUE[spec.ids_for("10H")[0]] == 10
    assert VALUE[spec.ids_for("KH")[0]] == 0


def test_a4_setup_deals_nine_and_the_rest_is_empty():
    s = RULES.new_game(MatchConfig("ard_ri", 3, 5))
    assert [len(h) for h in s.hands] == [9, 9, 9]
    assert len(s.deck) == 104 - 27
    assert not any(s.fields) and not any(s.houses) and not s.wilderness and not s.otherworld
    assert s.season == "spring" and s.round == 1
    # first season: everybody has wealth 0, so the order is the seat order from the dealer's left
    assert s.order == tuple((s.dealer + 1 + k) % 3 for k in range(3))


# --- wealth and order --------------------------------------------------------------------


def test_a5_wealth_counts_two_highest_per_suit_in_the_field():
    s = position(2, fields={0: ["10H", "9H", "8H", "AS"]})
    assert wealth(s.fields[0]) == 10 + 9 + 1


def test_a5_order_descending_wealth_ties_keep_previous_order():
    s = position(4, "summer", fields={0: ["2H"], 1: ["9S"], 2: ["2C"], 3: ["5D"]}, order=(2, 0, 3, 1))
    assert s.order == (1, 3, 2, 0)  # 9, 5, then the two 2s in their previous order (2 before 0)
    assert RULES.to_act(s) == 1


def test_d_a5_samhain_keeps_autumns_order():
    s = position(2, "autumn", fields={0: ["10C"], 1: ["9S"]}, houses={0: ["KS"], 1: ["KH"]}, proven=["KS", "KH"])
    assert s.order == (0, 1)
    s = s._replace(fields=(s.fields[1], s.fields[0]))  # seat 1 is the wealthier now
    s = play(s, "draw", "draw")
    assert s.season == "samhain" and s.order == (0, 1) and RULES.to_act(s) == 0
    s = play(s, "gather 9S", "commit pay", "gather 10C", "commit pay")
    assert s.season == "winter" and s.order == (0, 1)  # both fields are empty now: a tie


# --- A-6 Spring --------------------------------------------------------------------------------


def test_a6_spring_cattle_of_one_suit():
    s = position(2, hands={0: ["7H", "8H", "2S", "KS"]}, fields={0: ["10C"]})
    assert RULES.to_act(s) == 0
    assert legal(s) == {"gather 7H", "gather 8H", "gather 2S", "pass"}  # never a warrior
    s = play(s, "gather 7H")
    assert legal(s) == {"gather 8H", "commit cattle"}
    s = play(s, "gather 8H", "commit cattle")
    assert codes(s.fields[0]) == ["10C", "7H", "8H"]
    assert RULES.to_act(s) == 1


def test_a6_spring_pass_plays_nothing():
    s = position(2, hands={0: ["7H"]}, fields={0: ["10C"]})
    s = play(s, "pass")
    assert codes(s.fields[0]) == ["10C"] and RULES.to_act(s) == 1


# --- A-8 Summer -------------------------------------------------------------------------------


def test_a8_summer_warriors_face_down():
    s = position(2, "summer", hands={0: ["KS", "QH", "7H"]}, fields={0: ["10C"]})
    assert legal(s) == {"gather KS", "gather QH", "pass"}
    s = play(s, "gather KS", "gather QH", "commit warriors")
    assert codes(s.houses[0]) == ["KS", "QH"]
    other = RULES.view(s, 1).zones["roundhouse/0"]
    assert other.cards == (None, None)  # the opponent sees two backs
    assert RULES.view(s, 0).zones["roundhouse/0"].cards == s.houses[0]
    assert RULES.zones(s)["roundhouse/0"].may_hold == frozenset({"warrior"})


# --- A-9 Autumn -------------------------------------------------------------------------------


def test_a9_kth_player_draws_k_from_the_deck():
    s = position(2, "autumn", fields={0: ["10C"]}, draw=["2S", "3S", "4S"])
    assert s.order == (0, 1)
    s = play(s, "draw")
    assert codes(s.hands[0]) == ["2S"]
    s = play(s, "draw")
    assert codes(s.hands[1]) == ["3S", "4S"]


def test_a9_wilderness_smaller_than_k_is_taken_whole():
    s = position(2, "autumn", fields={0: ["10C"]}, wilderness=["KS"])
    s = play(s, "draw")  # first player draws 1 from the deck
    assert legal(s) == {"draw", "take"}
    s = play(s, "take")
    assert codes(s.hands[1]) == ["KS"] and not s.wilderness
    # taken from a face-up pile: everyone knows it is there
    assert RULES.view(s, 0).zones["hand/1"].cards == s.hands[1]


def test_a9_wilderness_choose_k_never_mixed_with_the_deck():
    s = position(2, "autumn", fields={0: ["10C"]}, wilderness=["KS", "QS", "JS"])
    s = play(s, "draw")
    assert legal(s) == {"draw", "gather KS", "gather QS", "gather JS"}
    s = play(s, "gather KS")
    assert legal(s) == {"gather QS", "gather JS"}  # no draw once a Wilderness card is chosen
    s = play(s, "gather JS", "commit take")
    assert codes(s.hands[1]) == ["JS", "KS"] and codes(s.wilderness) == ["QS"]


# --- A-10 Samhain -----------------------------------------------------------------------------


def test_a10_exile_unproven_draws_two_each_then_pay():
    s = position(2, "samhain", houses={0: ["KS", "QS"]}, proven=["QS"], fields={0: ["5H", "3H", "2C"]},
                 draw=["2D", "3D", "4D"])
    assert RULES.to_act(s) == 0 and s.stage == "exile"
    assert legal(s) == {"gather KS", "keep"}  # the proven Queen may not be exiled
    s = play(s, "gather KS", "commit exile")
    assert codes(s.hands[0]) == ["2D", "3D"] and codes(s.wilderness) == ["KS"]
    assert s.stage == "pay"  # one warrior left: 5 to pay
    assert legal(s) == {"gather 5H", "gather 3H", "gather 2C"}
    s = play(s, "gather 3H")
    assert legal(s) == {"gather 2C"}  # 3 + 5 would not be minimal; 3 + 2 is
    s = play(s, "gather 2C", "commit pay")
    assert codes(s.fields[0]) == ["5H"] and codes(s.discard) == ["2C", "3H"]


def test_a10_upkeep_must_be_minimal_no_change():
    s = position(2, "samhain", houses={0: ["KS"]}, proven=["KS"], fields={0: ["10H", "4S", "3C"]})
    assert s.stage == "pay"
    assert legal(s) == {"gather 10H", "gather 4S", "gather 3C"}
    s2 = play(s, "gather 10H")
    assert legal(s2) == {"commit pay"}  # 10 alone pays 5; adding more is not minimal
    s3 = play(s, "gather 4S")
    assert legal(s3) == {"gather 3C"}  # 4 + 10 would not be minimal


def test_a10_desertion_when_upkeep_cannot_be_paid():
    s = position(2, "samhain", houses={0: ["KS", "QS", "JS"]}, proven=["KS", "QS", "JS"], fields={0: ["7H"]},
                 draw=["2D"])
    assert s.stage == "desert"  # 7 pays for one warrior: two must desert
    s = play(s, "gather JS up")
    assert "commit desert" not in legal(s)
    s = play(s, "gather QS up", "commit desert")
    assert codes(s.wilderness) == ["JS", "QS"] and not s.hands[0]  # no cards for deserters
    assert s.stage == "pay"
    s = play(s, "gather 7H", "commit pay")
    assert codes(s.houses[0]) == ["KS"]


def test_a10_seat_without_warriors_skips_samhain():
    s = position(2, "samhain", houses={1: ["KS"]}, proven=["KS"], fields={1: ["5H"]})
    assert RULES.to_act(s) == 1


# --- A-11 Winter: hunt, pass ------------------------------------------------------------------


def test_a11_hunt_alone_draws_three():
    s = position(2, "winter", draw=["2D", "3D", "4D", "5D"])
    s = play(s, "hunt")
    assert codes(s.hands[s.order[0]]) == ["2D", "3D", "4D"]


def test_a11_hunt_with_proven_warriors_only():
    s = position(2, "winter", houses={0: ["KS", "QS"]}, proven=["KS"], fields={0: ["10H"]},
                 draw=["2D", "3D", "4D", "5D", "6D"])
    assert "gather KS up hunt" in legal(s) and "gather QS hunt" not in legal(s)
    s = play(s, "gather KS up hunt", "commit hunt")
    assert len(s.hands[0]) == 4 and codes(s.marches) == ["KS"]


def test_a11_pass():
    s = position(2, "winter", fields={0: ["10H"]})
    s = play(s, "pass")
    assert RULES.to_act(s) == 1


# --- A-12 Raid --------------------------------------------------------------------------------


def _raid_position(**kw):
    return position(2, "winter", houses={0: ["KH", "JS"], 1: ["QC", "JD"]},
                    fields={0: ["10C", "9C"], 1: ["9H", "3H", "5S"]},
                    **kw)


def test_a12_attack_turns_warriors_face_up_and_opens_the_window():
    s = _raid_position()
    s = play(s, "gather KH at 2", "commit raid")
    assert codes(s.marches) == ["KH"]
    assert RULES.view(s, 1).zones["marches"].cards == s.marches  # face up for all
    w = RULES.window(s)
    assert w is not None and w.answerer == 1 and w.about == 0 and RULES.to_act(s) == 1
    assert legal(s) == {"gather QC on KH", "gather JD on KH", "decline"}


def test_a12_unblocked_attacker_takes_all_of_its_suit_or_one_other():
    s = play(_raid_position(), "gather KH at 2", "commit raid", "decline")
    assert RULES.to_act(s) == 0 and s.stage == "plunder"
    assert legal(s) == {"plunder KH at 2 all", "plunder KH at 2 5S"}
    s2 = play(s, "plunder KH at 2 all")
    assert codes(s2.fields[1]) == ["5S"] and sorted(codes(s2.marches)) == ["3H", "9H", "KH"]


def test_a12_combat_king_kills_queen_and_blocked_attacker_takes_nothing():
    s = play(_raid_position(), "gather KH at 2", "commit raid", "gather QC on KH", "commit block")
    assert codes(s.otherworld) == ["QC"] and codes(s.marches) == ["KH"]
    assert codes(s.fields[1]) == ["3H", "5S", "9H"]  # blocked: no plunder even though it won
    assert RULES.to_act(s) == 1  # the raid is over: next player's Winter action


def test_a12_same_rank_kills_both_and_suits_do_not_matter():
    s = position(2, "winter", houses={0: ["JS"], 1: ["JD"]}, fields={0: ["10C"]})
    s = play(s, "gather JS at 2", "commit raid", "gather JD on JS", "commit block")
    assert codes(s.otherworld) == ["JD", "JS"] and not s.marches


def test_a12_one_defender_per_attacker_and_marches_warriors_cannot_defend():
    s = position(2, "winter", houses={0: ["KH", "KS"], 1: ["QC", "JD"]}, fields={0: ["10C"]})
    s = play(s, "gather KH at 2", "gather KS at 2", "commit raid", "gather QC on KH")
    assert "gather JD on KH" not in legal(s) and "gather JD on KS" in legal(s)


def test_d_a25_no_cattle_of_its_suit_only_one_other():
    s = position(2, "winter", houses={0: ["KH"]}, fields={0: ["10C"], 1: ["5S", "2D"]})
    s = play(s, "gather KH at 2", "commit raid", "decline")
    assert legal(s) == {"plunder KH at 2 5S", "plunder KH at 2 2D"}


def test_a12_empty_field_nothing_to_plunder():
    s = position(2, "winter", houses={0: ["KH"]}, fields={0: ["10C"]})
    s = play(s, "gather KH at 2", "commit raid", "decline")
    assert RULES.to_act(s) == 1 and s.stage == "act"


def test_a12_several_targets_answer_in_the_order_named():
    s = position(3, "winter", houses={0: ["KH", "KS"], 1: ["JD"], 2: ["JC"]}, fields={0: ["10C"]})
    s = play(s, "gather KH at 3", "gather KS at 2", "commit raid")
    assert RULES.to_act(s) == 2
    s = play(s, "decline")
    assert RULES.to_act(s) == 1 and legal(s) == {"gather JD on KS", "decline"}


# --- A-13 End of Winter -----------------------------------------------------------------------


def test_a13_end_of_winter_warriors_home_proven_cattle_to_raider():
    s = play(_raid_position(), "gather KH at 2", "commit raid", "decline", "plunder KH at 2 5S", "pass")
    assert s.season == "spring" and s.round == 2
    assert codes(s.houses[0]) == ["JS", "KH"] and "KH" in codes(s.proven)
    assert "5S" in codes(s.fields[0]) and not s.marches


def test_d_a26_enforcers_wait_in_the_marches_and_come_home_proven():
    s = position(2, "winter", houses={0: ["KH"], 1: ["QC"]},
                 hands={0: ["2S", "2H", "2D", "2C"]}, fields={0: ["AC", "10C", "9C"], 1: ["10H"]})
    s = play(s, "ceilsine 2", "gather 2S", "gather 2H", "gather 2D", "gather 2C", "commit gift")
    s = play(s, "gather KH", "commit enforce", "gather QC on KH", "commit block")
    assert codes(s.marches) == ["KH"] and s.lord == (-1, -1)


# --- A-14 Deck exhaustion ---------------------------------------------------------------------


def test_a14_empty_deck_reshuffles_the_discard_never_the_otherworld():
    s = position(2, "winter", draw=["2D"], discard=["3D", "4D"])
    s = play(s, "hunt")
    assert codes(s.hands[0]) == ["2D", "3D", "4D"] and not s.deck and not s.discard
    assert s.otherworld  # untouched


def test_a14_both_empty_the_rest_of_the_draw_is_lost():
    s = position(2, "winter", draw=["2D"], discard=[])
    step = RULES.apply(s, RULES.parse_action(s, "hunt"))
    assert codes(step.state.hands[0]) == ["2D"]
    assert any(isinstance(e, Notice) and e.key == "lost" for e in step.events)


# --- Céilsine and victory ----------------------------------------------------


def _ceilsine(hand1=("9H",), field1=("10S",), gift=("5S", "5H", "5D", "5C"), n=2, **kw):
    return position(n, "winter", hands={0: list(gift), 1: list(hand1)}, fields={0: ["AC", "10C", "9C"], 1: list(field1)}, **kw)


def test_a15_gift_one_card_per_suit():
    s = play(_ceilsine(gift=("5S", "6S", "5H", "5D", "5C")), "ceilsine 2", "gather 5S")
    assert "gather 6S" not in legal(s) and "gather 5H" in legal(s)


def test_a15_gift_may_come_from_the_field():
    s = play(_ceilsine(gift=("5S", "5H", "5D")), "ceilsine 2")
    assert "gather AC field" in legal(s)


def test_a15_success_when_gift_beats_highest_cards_field_and_hand():
    s = _ceilsine(hand1=("9H",), field1=("10S",))  # V = 10 + 9 = 19; G = 20
    step = RULES.apply(play(s, "ceilsine 2", "gather 5S", "gather 5H", "gather 5D", "gather 5C"),
                       RULES.parse_action(play(s, "ceilsine 2", "gather 5S", "gather 5H", "gather 5D", "gather 5C"),
                                          "commit gift"))
    t = step.state
    assert t.lord[1] == 0 and t.winner == 0 and t.season == "over"  # one client wins with 2
    assert codes(t.fields[1]) == ["10S", "5C", "5D", "5H", "5S"]  # the gift lands in every case
    flips = [e for e in step.events if isinstance(e, CardsFlipped)]
    assert flips and codes(flips[0].cards) == ["9H"]  # the hand card counted is shown
    assert RULES.returns(t) == (1.0, 0.0)


def test_a15_equal_is_not_enough_and_the_target_keeps_the_gift():
    s = _ceilsine(hand1=("10H",), field1=("10S",))  # V = 20 = G
    s = play(s, "ceilsine 2", "gather 5S", "gather 5H", "gather 5D", "gather 5C", "commit gift")
    assert s.stage == "enforce" and legal(s) == {"withdraw"}  # no warriors to enforce with
    s = play(s, "withdraw")
    assert s.lord == (-1, -1) and len(s.fields[1]) == 5 and RULES.to_act(s) == 1


def test_a15_enforced_by_one_unblocked_warrior_no_plunder():
    s = _ceilsine(hand1=("10H",), field1=("10S",), houses={0: ["JS"]}, n=3)
    s = play(s, "ceilsine 2", "gather 5S", "gather 5H", "gather 5D", "gather 5C", "commit gift",
             "gather JS", "commit enforce")
    assert RULES.window(s).answerer == 1 and RULES.window(s).what == "céilsine"
    s = play(s, "decline")
    assert s.lord[1] == 0 and s.winner == -1  # three players: two clients are needed
    assert len(s.fields[1]) == 5  # enforcers take no plunder


def test_a15_not_on_your_own_client():
    s = _ceilsine(n=3, lord=(-1, 0, -1))
    assert "ceilsine 2" not in legal(s) and "ceilsine 3" in legal(s)


def test_a16_new_lord_replaces_old_and_no_cycles():
    s = _ceilsine(n=3, lord=(1, 2, -1))  # 0 is 1's client, 1 is 2's client
    s = play(s, "ceilsine 2", "gather 5S", "gather 5H", "gather 5D", "gather 5C", "commit gift")
    assert s.lord == (-1, 0, -1)  # 1 leaves 2 for 0, and 0 stops being 1's client


def test_a17_two_clients_win_with_three_players():
    s = _ceilsine(n=3, lord=(-1, -1, 0))
    s = play(s, "ceilsine 2", "gather 5S", "gather 5H", "gather 5D", "gather 5C", "commit gift")
    assert s.winner == 0 and RULES.to_act(s) is None


# --- D-A23, D-A24: round limit and scores -----------------------------------------------------


def test_d_a23_round_limit_on_by_default():
    assert RULES.meta.option("rounds").default == 12
    s = position(2, "winter", fields={0: ["10H"], 1: ["10S"]}, rounds_done=11)
    s = play(s, "pass", "pass")
    assert s.season == "over"
    assert RULES.returns(s) == (0.5, 0.5)  # same wealth, same field size: a shared win


def test_d_a23_ranking_clients_then_wealth_then_field_cards():
    s = position(2, "winter", fields={0: ["10H", "AS"], 1: ["10S", "AH"]}, rounds_done=11, lord=(1, -1))
    s = play(s, "pass", "pass")
    assert RULES.returns(s) == (0.0, 1.0)
    s = position(2, "winter", fields={0: ["10H", "AS"], 1: ["9S", "AH"]}, rounds_done=11)
    assert RULES.returns(play(s, "pass", "pass")) == (1.0, 0.0)  # wealth 11 against 10
    s = position(2, "winter", fields={0: ["10H", "AS"], 1: ["9S", "AH", "AC"]}, rounds_done=11)
    assert RULES.returns(play(s, "pass", "pass")) == (0.0, 1.0)  # wealth 11 each: 2 cards against 3


def test_d_a24_score_shows_clients_then_wealth():
    s = position(3, "winter", fields={0: ["10H", "9H", "8H", "7S"]}, lord=(-1, 0, -1))
    assert RULES.view(s, PUBLIC).info["score_text"][0] == "1 client · wealth 26"
    assert RULES.scores(s)[0] == 126
    assert RULES.score_breakdown(s)[0] == [("Clients", 1), ("Wealth", 26), ("Cards in field", 4)]
    assert not RULES.score_is_points  # the results show no "Total" of 126


def test_d_a27_court_abilities_named_as_missing():
    assert "do not describe the court cards' special abilities" in RULES_TEXT
    assert "Bealtaine does nothing" in RULES_TEXT


# --- notation, words ---------------------------------------------------------------------------


def test_notation_errors():
    s = position(2, hands={0: ["7H"]}, fields={0: ["10C"]})
    with pytest.raises(NotationError):
        RULES.parse_action(s, "fly away")
    with pytest.raises(IllegalAction):
        RULES.parse_action(s, "gather 8H")


def test_narration_hides_face_down_warriors_and_agrees_with_you():
    s = position(2, "summer", hands={0: ["KS"]}, fields={0: ["10C"]})
    a = RULES.parse_action(s, "gather KS")
    assert RULES.narrate(s, a, ["You", "Dara"]) == ""  # a hidden pick: its commit tells
    assert RULES.describe(s, a) == "Choose the King of Spades"
    s = RULES.apply(s, a).state
    commit = next(x for x in RULES.legal_actions(s) if x.kind == "commit")
    line = RULES.narrate(s, commit, ["You", "Dara"])
    assert "King" not in line
    assert line == "You hide 1 warrior in the Roundhouse"  # (not "warriors (1 card)")
    assert RULES.narrate(s, commit, ["Dara", "You"]) == "Dara hides 1 warrior in the Roundhouse"


def test_why_not_names_the_season_rule():
    s = position(2, hands={0: ["KS", "7H"]}, fields={0: ["10C"]})
    ks = [c for c in s.hands[0] if CODE[c] == "KS"][0]
    assert "Summer" in RULES.why_not(s, 0, ks, "field/0", ["You", "Dara"])


def test_notices_in_words_agree_with_you():
    from tabletop.games.ard_ri.words import notice_words

    assert notice_words(Notice("gift", (0, 1, 20, 19)), ["You", "Dara"]) == "Your gift of 20 is more than Dara's 19"
    assert notice_words(Notice("client", (1, 0)), ["You", "Dara"]) == "Dara makes you a client"
    assert notice_words(Notice("ard_ri", (0,)), ["You", "Dara"]) == "You are Ard Rí!"
    assert notice_words(Notice("lost", (0, 2)), ["You", "Dara"]).endswith("you draw 2 fewer")


def test_cattle_put_in_the_field_are_named():
    """Cattle lie face up in the field, so the line (and the hot-seat recap) names them:
    "Aoife puts cattle in the field (2 cards)" told less than the table shows."""
    s = position(2, hands={0: ["9H", "2H", "KS"]}, fields={0: ["10C"]})
    for code in ("9H", "2H"):
        s = RULES.apply(s, RULES.parse_action(s, f"gather {code}")).state
    commit = next(x for x in RULES.legal_actions(s) if x.kind == "commit")
    assert RULES.narrate(s, commit, ["Aoife", "Dara"]) == "Aoife puts the Two and Nine of Hearts in the field"
    assert RULES.narrate(s, commit, ["You", "Dara"]) == "You put the Two and Nine of Hearts in the field"


def test_copies_of_a_card_put_in_the_field_are_counted():
    """With two or three decks a field takes two copies of a card: the line read "puts the
    Three, Five and Five of Clubs", as if a word were written twice."""
    from tabletop.games.ard_ri.cards import CODE
    from tabletop.games.ard_ri.words import _cattle

    ids = {code: [i for i, c in enumerate(CODE) if c == code] for code in ("3C", "5C", "6C", "9H")}
    assert _cattle([ids["3C"][0], ids["5C"][0], ids["5C"][1]]) == "the Three and two Fives of Clubs"
    assert _cattle([ids["6C"][0], ids["6C"][1], ids["6C"][2]]) == "the three Sixes of Clubs"
    assert _cattle([ids["5C"][0], ids["5C"][1], ids["9H"][0]]) == "two Fives of Clubs and the Nine of Hearts"
    assert _cattle([ids["3C"][0], ids["9H"][0]]) == "the Three of Clubs and the Nine of Hearts"
