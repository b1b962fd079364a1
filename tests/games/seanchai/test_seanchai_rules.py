"""Seanchaí scenario tests: one or more per numbered rule (S-1–S-22) and decision (D-S#) of
``shared/rules/seanchai.md``, on laid-out (stacked) hands."""

import pytest

from tabletop.core.actions import IllegalAction
from tabletop.core.events import Notice
from tabletop.core.rules import MatchConfig, option_available, resolve_options
from tabletop.games.seanchai.cards import CARDS, DECK, ID, KIND, POINTS, SCEAL_CARDS, SUITS
from tabletop.games.seanchai.rules import DEAL, META, RULES

from .helpers import ALL_OFF, field, ids, legal, play, seed_with_dealer, table

DARK_ON = {"scealta": True, "dark": True, "shamrocks": False}


# --- S-1 – S-5: the cards ---------------------------------------------------------------------------
def test_s1_deck_composition():
    kinds = [c.kind for c in CARDS]
    assert len(DECK) == 60
    assert kinds.count("regular") == 42 and kinds.count("shamrock") == 8
    assert kinds.count("dark") == 6 and kinds.count("wild") == 4
    assert [c.name for c in CARDS if c.kind == "wild"] == ["Faery"] * 3 + ["Leprechaun"]
    st_patrick = CARDS[ID["REL-1"]]
    assert st_patrick.name == "St. Patrick" and st_patrick.kind == "regular" and st_patrick.suit == "REL"
    for suit in SUITS:
        assert sum(c.suit == suit for c in CARDS) == 6


def test_s2_s4_card_records():
    assert CARDS[ID["LEG-1"]].human == "M" and CARDS[ID["LEG-4"]].human == "F"
    assert [c.ident for c in CARDS if c.gold] == ["TRE-4", "TRE-5"]
    assert sum(c.human == "M" for c in CARDS) == 11 and sum(c.human == "F" for c in CARDS) == 6
    assert sum(bool(c.sceal) for c in CARDS) == 27
    assert all(not c.human and not c.sceal for c in CARDS if c.kind != "regular")


def test_s3_points_come_from_the_table():
    assert {POINTS[i] for i in range(60) if KIND[i] in ("regular", "wild", "shamrock")} == {5}
    assert {POINTS[i] for i in range(60) if KIND[i] == "dark"} == {-10}


def test_s5_nine_scealta_of_three_suits():
    assert len(SCEAL_CARDS) == 9
    assert SCEAL_CARDS["S1"] == ids(["LEG-1", "ROL-2", "WAR-1"])
    assert set(SCEAL_CARDS["S9"]) == set(ids(["TRE-4", "STO-4", "WAR-4"]))
    for cards in SCEAL_CARDS.values():
        assert len({CARDS[c].suit for c in cards}) == 3


# --- S-7 – S-11: structure and setup ------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_s8_s9_deal_sizes_and_tableau(n):
    s = RULES.new_game(MatchConfig("seanchai", n, 3, {"shamrocks": True}))
    assert all(len(h) == DEAL[n] for h in s.hands)
    assert len(s.tableau) == 5 and len(s.draw) == 60 - 5 - n * DEAL[n]
    assert DEAL == {2: 13, 3: 11, 4: 9, 5: 7}


def test_s7_first_dealer_random_and_s11_play_starts_left_of_dealer():
    dealers = {RULES.new_game(MatchConfig("seanchai", 4, seed, {})).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    for seed in range(5):
        s = RULES.new_game(MatchConfig("seanchai", 3, seed, {}))
        assert s.turn == (s.dealer + 1) % 3


def test_s9_any_card_may_lie_in_the_starting_tableau():
    order = ids(["LEG-1", "LEG-2"] + [f"ROL-{i}" for i in range(1, 7)] + [f"WAR-{i}" for i in range(1, 6)]
                + ["LAN-1", "LAN-2"] + [f"REL-{i}" for i in range(1, 7)] + [f"TRE-{i}" for i in range(1, 6)]
                + ["DRK-PUKA", "SHM-1", "WLD-FAERY-1", "STO-1", "STO-2"])
    cfg = MatchConfig("seanchai", 2, seed_with_dealer(2, 1, {"shamrocks": True}), {"shamrocks": True})
    s = RULES.new_game(cfg, order)
    assert s.tableau == ids(["DRK-PUKA", "SHM-1", "WLD-FAERY-1", "STO-1", "STO-2"])
    assert "use DRK-PUKA on 2" in legal(s) and "shamrock SHM" in legal(s)  # A3, A4


def test_s10_dealt_shamrocks_replaced_until_none_when_the_variant_is_off():
    hand0 = ["SHM-1", "SHM-2"] + [f"LEG-{i}" for i in range(1, 7)] + [f"ROL-{i}" for i in range(1, 6)]
    hand1 = [f"WAR-{i}" for i in range(1, 7)] + [f"LAN-{i}" for i in range(1, 7)] + ["REL-1"]
    tab = ["REL-2", "REL-3", "REL-4", "REL-5", "REL-6"]
    top = ["SHM-3", "TRE-1", "TRE-2"]  # the first replacement is a Shamrock again
    order = ids(hand0 + hand1 + tab + top)
    cfg = MatchConfig("seanchai", 2, seed_with_dealer(2, 1, ALL_OFF), ALL_OFF)
    s = RULES.new_game(cfg, order)
    assert set(s.hands[0]) == set(ids(hand0[2:] + ["TRE-1", "TRE-2"]))
    assert field(s, 0) == set(ids(["SHM-1", "SHM-2", "SHM-3"]))
    # with the variant on, dealt Shamrocks stay in the hand
    on = {"shamrocks": True}
    s = RULES.new_game(MatchConfig("seanchai", 2, seed_with_dealer(2, 1, on), on), order)
    assert set(ids(["SHM-1", "SHM-2"])) <= set(s.hands[0]) and not s.fields[0]


def test_s7_four_hands_dealer_rotates_and_the_game_ends():
    from tabletop.core.rng import Rng

    s = RULES.new_game(MatchConfig("seanchai", 3, 8, {}))
    dealers, rng = [s.dealer], Rng(1)
    while not RULES.is_terminal(s):
        hand = s.hand_no
        s = RULES.apply_fast(s, rng.choice(RULES.legal_actions(s)))
        if s.hand_no != hand:
            dealers.append(s.dealer)
    assert len(s.history) == 4
    assert dealers == [(dealers[0] + k) % 3 for k in range(4)]


# --- S-12: the Caorthánach skip -------------------------------------------------------------------------
def test_s12_skip_loses_the_whole_turn_and_clears():
    s = table(3, {0: ["LEG-1", "LEG-2"], 1: ["ROL-1", "ROL-2"], 2: ["WAR-1", "WAR-2"]}, ["LAN-1"], ["LAN-2"],
              options=ALL_OFF)
    s = s._replace(skip=(0, 1, 0))
    s = play(s, "flip", "leave", "discard LEG-1")
    assert s.turn == 2 and s.skip == (0, 0, 0) and s.hands[1] == ids(["ROL-1", "ROL-2"])


# --- S-13: the action ---------------------------------------------------------------------------------------
def test_s13_a1_pairs_same_suit_and_wild_either_way():
    s = table(2, {0: ["LEG-1", "WLD-FAERY-1", "DRK-PUKA", "ROL-1"], 1: ["WAR-1"]},
              ["LEG-2", "WLD-LEPRECHAUN", "TRE-1", "SHM-1"], ["LAN-1"], options=ALL_OFF)
    moves = legal(s)
    assert "pair LEG-1 LEG-2" in moves  # same suit
    assert "pair WLD-FAERY LEG-2" in moves and "pair WLD-FAERY TRE-1" in moves  # wild + regular
    assert "pair LEG-1 WLD-LEPRECHAUN" in moves and "pair ROL-1 WLD-LEPRECHAUN" in moves  # regular + wild
    assert "pair WLD-FAERY WLD-LEPRECHAUN" not in moves  # two wilds never pair
    assert not any("DRK-PUKA" in m and m.startswith("pair") for m in moves)  # Dark never pairs
    assert not any("SHM" in m and m.startswith("pair") for m in moves)  # Shamrock never pairs
    assert "pair ROL-1 TRE-1" not in moves  # different suits
    s = play(s, "pair LEG-1 LEG-2")
    assert field(s, 0) == set(ids(["LEG-1", "LEG-2"])) and s.stage == "discard"


def test_s13_a4_takes_a_tableau_shamrock_and_only_one_action():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["SHM-1", "LEG-2"], ["LAN-1"], options=ALL_OFF)
    s = play(s, "shamrock SHM")
    assert field(s, 0) == {ID["SHM-1"]} and s.stage == "discard"
    assert legal(s) == {"discard LEG-1", "discard ROL-1"}  # one action: no pair now


def test_d_s8_no_action_possible_goes_straight_to_the_discard():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["TRE-1"], options=ALL_OFF)
    s = s._replace(draw=())
    s = RULES._start_turn(s._replace(removed=tuple(c for c in range(60) if c not in ids(
        ["LEG-1", "ROL-1", "WAR-1", "TRE-1"]))), 0, [])
    assert legal(s) == {"discard LEG-1", "discard ROL-1"}
    # the phase still says "act": whether a hidden hand can pair is nobody else's business
    assert RULES.phase(s) == "act"
    other = s._replace(hands=(ids(["TRE-2", "ROL-1"]), s.hands[1]))
    assert RULES.phase(other) == RULES.phase(s) and "pair TRE-2 TRE-1" in legal(other)


# --- S-14: Flip-Resolve ------------------------------------------------------------------------------------
def test_s14_flipped_shamrock_scores_and_flips_again_then_pairing_is_optional():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["LAN-1"], ["SHM-1", "LEG-2"], options=ALL_OFF)
    s = play(s, "flip")
    assert field(s, 0) == {ID["SHM-1"]} and s.flip == (ID["LEG-2"],) and s.stage == "flipped"
    assert legal(s) == {"pair LEG-2 LEG-1 hand", "leave"}  # only the flipped card pairs
    left = play(s, "leave")
    assert ID["LEG-2"] in left.tableau and left.stage == "discard"
    paired = play(s, "pair LEG-2 LEG-1 hand")
    assert field(paired, 0) == set(ids(["SHM-1", "LEG-1", "LEG-2"]))


def test_s14_flipped_card_pairs_with_the_tableau_or_a_wild():
    s = table(2, {0: ["WLD-FAERY-1", "ROL-1"], 1: ["WAR-1"]}, ["LAN-1", "LAN-3"], ["LAN-2"], options=ALL_OFF)
    s = play(s, "flip")
    assert legal(s) == {"pair LAN-2 WLD-FAERY hand", "pair LAN-2 LAN-1 tableau", "pair LAN-2 LAN-3 tableau",
                        "leave"}


def test_s14_flipped_wild_pairs_any_regular():
    s = table(2, {0: ["WLD-FAERY-1", "ROL-1"], 1: ["WAR-1"]}, ["LAN-1", "WLD-LEPRECHAUN"], ["WLD-FAERY-2"],
              options=ALL_OFF)
    s = play(s, "flip")
    assert legal(s) == {"pair WLD-FAERY ROL-1 hand", "pair WLD-FAERY LAN-1 tableau", "leave"}


def test_s14_flipped_dark_is_used_at_once_and_ends_the_flip():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["LAN-1"], ["DRK-BANSHEE", "SHM-1"], options=ALL_OFF)
    s = play(s, "flip")
    assert legal(s) == {"use DRK-BANSHEE on 2"}
    s = play(s, "use DRK-BANSHEE on 2")
    assert field(s, 1) == {ID["DRK-BANSHEE"]} and s.stage == "discard" and s.draw[-1] == ID["SHM-1"]


def test_d_s14_empty_draw_pile_no_flip():
    s = table(2, {0: ["LEG-1"], 1: ["WAR-1"]}, ["LEG-2"], options=ALL_OFF)
    s = RULES._start_turn(s._replace(draw=(), removed=tuple(c for c in range(60) if c not in ids(
        ["LEG-1", "WAR-1", "LEG-2"]))), 0, [])
    assert "flip" not in legal(s)


# --- S-15: going out ------------------------------------------------------------------------------------
def test_s15_emptying_the_hand_by_the_action_goes_out_without_discard():
    s = table(2, {0: ["LEG-1"], 1: ["WAR-1", "WAR-2"]}, ["LEG-2"], options=ALL_OFF)
    s = play(s, "pair LEG-1 LEG-2")
    assert s.stage == "scored" and s.history[0][0] == (10, 0, 5, 0) and s.history[0][1] == (0, 0, 0, -10)


def test_s15_a_counter_can_go_out_out_of_turn():
    s = table(2, {0: ["DRK-DEARGDUR", "LEG-1"], 1: ["STO-1"]}, ["TRE-1"], options=DARK_ON)
    s = play(s, "flip", "leave", "use DRK-DEARGDUR on 2")
    assert RULES.to_act(s) == 1 and legal(s) == {"counter STO-1", "decline"}
    s = play(s, "counter STO-1")
    assert s.stage == "scored"
    assert s.history[0][1] == (5, 0, 5, 0)  # the Stonework card scores; no -10
    assert s.history[0][0][3] == -5  # LEG-1 left in hand


# --- S-16: Shamrock plays ---------------------------------------------------------------------------------
def test_s16_shamrock_play_flips_and_the_discard_still_follows():
    on = {"shamrocks": True, "dark": False, "scealta": False}
    s = table(2, {0: ["SHM-1", "SHM-2", "LEG-1"], 1: ["WAR-1"]}, ["TRE-1"], ["ROL-1", "LEG-2", "LAN-1"],
              options=on)
    s = play(s, "flip", "leave")
    assert "shamrock SHM" in legal(s) and "discard SHM" not in legal(s)  # D-S12: never discarded
    s = play(s, "shamrock SHM")
    assert s.flip == (ID["LEG-2"],) and s.stage == "flipped"
    s = play(s, "pair LEG-2 LEG-1 hand")
    assert s.stage == "discard" and legal(s) == {"shamrock SHM"}  # a Shamrock only: play it
    s = play(s, "shamrock SHM")  # the last card still flips (D-S29), then the hand ends
    assert s.stage == "flipped" and s.flip == (ID["LAN-1"],) and not s.hands[0]
    s = play(s, "leave")
    assert s.stage == "scored" and s.history[0][0][2] == 5


# --- D-S29: a last card that is a Shamrock still flips, then the hand ends (+5) ------------------------
SHAM_ONLY = {"shamrocks": True, "dark": False, "scealta": False}


def test_d_s29_last_shamrock_flips_and_the_flipped_card_pairs_then_the_hand_ends():
    s = table(2, {0: ["SHM-1", "LEG-1"], 1: ["WAR-1", "WAR-2"]}, ["ROL-1", "LEG-3"],
              ["ROL-2", "LEG-2"], options=SHAM_ONLY)
    s = play(s, "pair LEG-1 LEG-3")
    assert s.stage == "discard" and legal(s) == {"shamrock SHM"}
    s = play(s, "shamrock SHM")
    assert s.stage == "flipped" and s.flip == ids(["ROL-2"]) and not s.hands[0]
    assert legal(s) == {"pair ROL-2 ROL-1 tableau", "leave"}
    s = play(s, "pair ROL-2 ROL-1 tableau")
    assert s.stage == "scored"
    assert field(s, 0) == set(ids(["LEG-1", "LEG-3", "SHM-1", "ROL-2", "ROL-1"]))
    assert s.history[0][0] == (25, 0, 5, 0)  # five cards in the point field, +5 for going out


def test_d_s29_a_flipped_shamrock_flips_again_and_leaving_the_card_still_goes_out():
    s = table(2, {0: ["SHM-1"], 1: ["WAR-1"]}, ["ROL-1"], ["LAN-1", "SHM-2", "STO-3"],
              options=SHAM_ONLY)
    s = play(s, "flip", "leave")
    assert legal(s) == {"shamrock SHM"}
    s = play(s, "shamrock SHM")
    assert s.flip == ids(["STO-3"]) and ID["SHM-2"] in s.fields[0]
    s = play(s, "leave")
    assert s.stage == "scored" and ID["STO-3"] in s.tableau and s.history[0][0][2] == 5


def test_d_s29_a_flipped_dark_card_is_used_before_the_hand_ends():
    on = {"shamrocks": True, "dark": True, "scealta": False}
    s = table(2, {0: ["SHM-1", "LEG-1"], 1: ["WAR-1", "LAN-1"]}, ["LEG-3"], ["DRK-PUKA"], options=on)
    s = play(s, "pair LEG-1 LEG-3", "shamrock SHM")
    assert s.stage == "flipped" and legal(s) == {"use DRK-PUKA on 2"}
    s = play(s, "use DRK-PUKA on 2", "decline")
    assert s.stage == "scored" and ID["DRK-PUKA"] in s.fields[1]
    assert s.history[0][0][2] == 5 and s.history[0][1][0] == -10


def test_s16_without_the_variant_no_shamrock_plays_and_flipped_shamrocks_still_count():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["TRE-1"], ["LAN-1"], options=ALL_OFF)
    s = play(s, "flip", "leave")
    assert all(not m.startswith("shamrock") for m in legal(s))


def test_d_s14_shamrock_play_on_an_empty_pile_gives_no_flip():
    on = {"shamrocks": True, "dark": False, "scealta": False}
    s = table(2, {0: ["SHM-1", "LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["LEG-2"], options=on)
    s = s._replace(removed=tuple(c for c in range(60) if c not in ids(["SHM-1", "LEG-1", "ROL-1", "WAR-1", "LEG-2"])),
                   draw=())
    s = RULES._start_turn(s, 0, [])
    s = play(s, "pair LEG-1 LEG-2", "shamrock SHM")
    assert s.stage == "discard" and not s.flip and ID["SHM-1"] in s.fields[0]


# --- S-17: the discard --------------------------------------------------------------------------------------
def test_s17_discards_go_to_the_tableau_dark_is_used_and_the_turn_passes():
    s = table(3, {0: ["LEG-1", "DRK-PUKA", "WLD-FAERY-1"], 1: ["WAR-1"], 2: ["WAR-2"]}, ["TRE-1"], ["LAN-1"],
              options=ALL_OFF)
    s = play(s, "flip", "leave")
    assert legal(s) == {"discard LEG-1", "discard WLD-FAERY", "use DRK-PUKA on 2", "use DRK-PUKA on 3"}
    d = play(s, "discard WLD-FAERY")
    assert d.tableau[-1] == ID["WLD-FAERY-1"] and d.turn == 1
    u = play(s, "use DRK-PUKA on 3")
    assert field(u, 2) == {ID["DRK-PUKA"]} and u.turn == 1


# --- S-19 / S-20: Dark cards -----------------------------------------------------------------------------
def test_s19_basic_game_dark_is_just_minus_ten_no_window():
    s = table(2, {0: ["DRK-PUKA", "LEG-1"], 1: ["WLD-FAERY-1", "WAR-1"]}, ["TRE-1"], ["LAN-1"],
              fields={1: ["LEG-2", "LEG-3"]}, options=ALL_OFF)
    s = play(s, "flip", "leave", "use DRK-PUKA on 2")
    assert RULES.window(s) is None and s.turn == 1 and s.stage == "act"
    assert field(s, 1) == set(ids(["LEG-2", "LEG-3", "DRK-PUKA"]))


def _dark(card, receiver_hand, receiver_field, n=2):
    s = table(n, {0: [card, "LEG-1", "LEG-5"], 1: receiver_hand, **({2: ["WAR-6"]} if n > 2 else {})},
              ["TRE-6"], ["LAN-6"], fields={1: receiver_field}, options=DARK_ON)
    return play(s, "flip", "leave", f"use {card} on 2")


def test_d_s25_window_opens_even_without_a_counter_and_decline_is_legal():
    s = _dark("DRK-PUKA", ["WAR-1"], ["ROL-2"])
    assert RULES.to_act(s) == 1 and s.stage == "answer" and legal(s) == {"decline"}
    w = RULES.window(s)
    assert (w.answerer, w.about, w.what) == (1, 0, "Púka")
    assert w.prompt(["Dara", "Eimear"]) == "Eimear: answer Dara's Púka"
    with_faery = _dark("DRK-PUKA", ["WAR-1", "WLD-FAERY-1"], ["ROL-2"])
    assert RULES.to_act(with_faery) == RULES.to_act(s) and RULES.phase(with_faery) == RULES.phase(s)
    assert legal(with_faery) == {"counter WLD-FAERY", "decline"}


def test_letting_a_dark_card_happen_is_said_once_naming_the_card():
    """The log said it twice: "Dara lets it happen" (the move) and "Dara lets the Púka happen"
    (the rules' notice). The move's line names the card now and the notice is silent; the
    button keeps its short label."""
    s = _dark("DRK-PUKA", ["WAR-1"], ["ROL-2"])
    a = RULES.parse_action(s, "decline")
    names = ["Aoife", "Dara"]
    assert RULES.narrate(s, a, names) == "Dara lets the Púka happen"
    assert RULES.narrate(s, a, ["Aoife", "You"]) == "You let the Púka happen"
    assert RULES.describe(s, a) == "Let it happen"
    events = RULES.apply(s, a).events
    said = [RULES.notice_text(e, names) for e in events if isinstance(e, Notice)]
    assert not any(t and "happen" in t for t in said), said


def test_s20_puka_returns_a_human_to_the_hand_known_to_all():
    s = _dark("DRK-PUKA", ["WAR-1"], ["ROL-2", "TRE-1"])
    s = play(s, "decline")
    assert RULES.to_act(s) == 0 and legal(s) == {"target ROL-2"}  # TRE-1 is not human
    s = play(s, "target ROL-2")
    assert ID["ROL-2"] in s.hands[1] and ID["DRK-PUKA"] in s.fields[1]
    view = RULES.view(s, 0)  # D-S27: everyone sees the returned card
    assert ID["ROL-2"] in view.zones["hand/1"].cards
    assert ID["WAR-1"] not in view.zones["hand/1"].cards


def test_s20_puka_countered_by_a_faery():
    s = play(_dark("DRK-PUKA", ["WAR-1", "WLD-FAERY-2"], ["ROL-2"]), "counter WLD-FAERY")
    assert ID["DRK-PUKA"] in s.removed and field(s, 1) == set(ids(["ROL-2", "WLD-FAERY-2"]))
    assert s.turn == 1 and s.stage == "act"  # the Dark card was the discard: the turn passed


def test_s20_banshee_has_no_counter_and_no_window():
    s = _dark("DRK-BANSHEE", ["WAR-1", "WLD-FAERY-1"], ["ROL-2"])
    assert s.stage == "ability" and RULES.window(s) is None and legal(s) == {"target ROL-2"}
    s = play(s, "target ROL-2")
    assert ID["ROL-2"] in s.removed and field(s, 1) == {ID["DRK-BANSHEE"]}


def test_s20_caorthanach_skip_and_st_patrick_counter():
    s = play(_dark("DRK-CAORTHANACH", ["WAR-1", "WAR-2"], []), "decline")
    # the Caorthánach was the discard; seat 2's turn, the next, is lost at once
    assert s.turn == 0 and s.skip == (0, 0) and field(s, 1) == {ID["DRK-CAORTHANACH"]}
    assert s.hands[1] == ids(["WAR-1", "WAR-2"])
    a3 = table(3, {0: ["LEG-1"], 1: ["WAR-1"], 2: ["WAR-2"]}, ["DRK-CAORTHANACH"], ["LAN-6"], options=DARK_ON)
    a3 = play(a3, "use DRK-CAORTHANACH on 3", "decline")  # taken from the tableau (A3)
    assert a3.skip == (0, 0, 1) and a3.stage == "discard" and RULES.to_act(a3) == 0
    a3 = play(a3, "discard LEG-1")
    assert a3.stage == "scored"  # seat 1 went out
    c = _dark("DRK-CAORTHANACH", ["WAR-1", "REL-1", "STO-1"], [])
    assert legal(c) == {"counter REL-1", "decline"}
    c = play(c, "counter REL-1")
    assert c.skip == (0, 0) and ID["DRK-CAORTHANACH"] in c.removed and ID["REL-1"] in c.fields[1]


def test_s20_dearg_dur_takes_only_males_and_any_stonework_counters():
    s = _dark("DRK-DEARGDUR", ["STO-5", "STO-6", "WAR-1"], ["ROL-2", "ROL-1", "WAR-5"])
    assert legal(s) == {"counter STO-5", "counter STO-6", "decline"}
    s = play(s, "decline")
    assert legal(s) == {"target ROL-1"}


def test_s20_dullahan_countered_only_by_gold():
    s = _dark("DRK-DULLAHAN", ["TRE-5", "TRE-1", "TRE-4"], ["ROL-2"])
    assert legal(s) == {"counter TRE-5", "counter TRE-4", "decline"}
    s = play(s, "decline", "target ROL-2")
    assert ID["ROL-2"] in s.removed


def test_s20_no_human_target_is_just_minus_ten():
    s = play(_dark("DRK-DULLAHAN", ["WAR-1"], ["TRE-1"]), "decline")
    assert s.stage == "act" and RULES.to_act(s) == 1 and field(s, 1) == set(ids(["TRE-1", "DRK-DULLAHAN"]))


def test_s20_changeling_takes_a_human_to_the_user_and_stays_with_the_receiver():
    s = play(_dark("DRK-CHANGELING", ["WAR-1"], ["ROL-2", "LEG-3"]), "decline")
    assert legal(s) == {"target ROL-2"}
    s = play(s, "target ROL-2")
    assert field(s, 1) == set(ids(["LEG-3", "DRK-CHANGELING"])) and ID["ROL-2"] in s.fields[0]


def test_s20_changeling_chain_up_to_three_faeries():
    s = table(3, {0: ["DRK-CHANGELING", "LEG-1", "WLD-FAERY-3"], 1: ["WLD-FAERY-1", "WAR-1"],
                  2: ["WLD-FAERY-2", "WAR-2"]}, ["TRE-6"], ["LAN-6"], fields={0: ["LEG-4"], 2: ["ROL-2"]},
              options=DARK_ON)
    s = play(s, "flip", "leave", "use DRK-CHANGELING on 2")
    s = play(s, "counter WLD-FAERY")  # seat 2 takes it over
    assert s.stage == "redirect" and RULES.to_act(s) == 1 and legal(s) == {"use DRK-CHANGELING on 1",
                                                                           "use DRK-CHANGELING on 3"}
    s = play(s, "use DRK-CHANGELING on 3", "counter WLD-FAERY")  # seat 3 takes it over
    s = play(s, "use DRK-CHANGELING on 1")
    assert RULES.to_act(s) == 0 and legal(s) == {"counter WLD-FAERY", "decline"}  # the third Faery
    s = play(s, "counter WLD-FAERY", "use DRK-CHANGELING on 3", "decline")
    assert RULES.to_act(s) == 0 and legal(s) == {"target ROL-2"}  # no Faery left: it resolves
    s = play(s, "target ROL-2")
    assert ID["ROL-2"] in s.fields[0] and ID["DRK-CHANGELING"] in s.fields[2]
    assert s.stage == "act" and s.turn == 1


def test_d_s26_last_card_faery_chain_resolves_before_the_hand_ends():
    s = table(2, {0: ["DRK-CHANGELING", "LEG-1", "LEG-5"], 1: ["WLD-FAERY-1"]}, ["TRE-6"], ["LAN-6"],
              fields={0: ["ROL-2"]}, options=DARK_ON)
    s = play(s, "flip", "leave", "use DRK-CHANGELING on 2", "counter WLD-FAERY")
    assert s.hands[1] == () and s.stage == "redirect"
    s = play(s, "use DRK-CHANGELING on 1", "decline", "target ROL-2")
    assert s.stage == "scored"  # now the hand ends: seat 2 went out
    cards, _, out, left = s.history[0][1]
    assert out == 5 and cards == 5 + 5 and left == 0
    assert s.history[0][0] == (-10, 0, 0, -10)


def test_s20_team_receivers_are_the_other_team_and_abilities_act_on_team_fields():
    teams = {**DARK_ON, "teams": True}
    s = table(4, {0: ["DRK-CHANGELING", "LEG-1", "LEG-5"], 1: ["WAR-1"], 2: ["WAR-2"], 3: ["WAR-3"]},
              ["TRE-6"], ["LAN-6"], fields={1: ["ROL-2"]}, options=teams)
    s = play(s, "flip", "leave")
    assert {m for m in legal(s) if m.startswith("use")} == {"use DRK-CHANGELING on 2", "use DRK-CHANGELING on 4"}
    s = play(s, "use DRK-CHANGELING on 4")
    assert RULES.to_act(s) == 3  # only the targeted player answers
    s = play(s, "decline", "target ROL-2")
    assert ID["ROL-2"] in s.fields[0] and ID["DRK-CHANGELING"] in s.fields[1]


# --- S-21 / S-22: scoring -------------------------------------------------------------------------------------
def test_s21_scoring_lines_and_a_complete_sceal():
    on = {"scealta": True, "dark": False, "shamrocks": False}
    s = table(2, {0: ["WAR-1"], 1: ["DRK-PUKA", "LAN-1", "ROL-4"]}, ["WAR-2"],
              fields={0: ["LEG-1", "ROL-2", "DRK-BANSHEE"], 1: ["LEG-2"]}, options=on)
    s = play(s, "pair WAR-1 WAR-2")
    assert s.history[0][0] == (5 + 5 + 5 + 5 - 10, 40, 5, 0)
    assert s.history[0][1] == (5, 0, 0, -10 - 5 - 5)  # S2 only in hand: no bonus
    off = table(2, {0: ["WAR-1"], 1: ["LAN-1"]}, ["WAR-2"], fields={0: ["LEG-1", "ROL-2"]}, options=ALL_OFF)
    off = play(off, "pair WAR-1 WAR-2")
    assert off.history[0][0][1] == 0  # variant off: no bonus


def test_the_count_shows_every_hand_and_the_next_player_deals():
    s = table(3, {0: ["WAR-1"], 1: ["LAN-1"], 2: ["LEG-1"]}, ["WAR-2"], options=ALL_OFF)
    s = play(s, "pair WAR-1 WAR-2")
    assert s.stage == "scored" and RULES.to_act(s) == (s.dealer + 2) % 3 and legal(s) == {"next"}
    assert ID["LAN-1"] in RULES.view(s, 0).zones["hand/1"].cards  # shown for the count
    dealer = s.dealer
    s = play(s, "next")
    assert s.hand_no == 1 and s.dealer == (dealer + 1) % 3 and s.turn == (dealer + 2) % 3
    assert all(len(h) == 11 for h in s.hands) and all(KIND[c] == "shamrock" for c in s.fields[0])


def test_score_breakdown_adds_up_and_hand_table():
    s = table(2, {0: ["WAR-1"], 1: ["LAN-1"]}, ["WAR-2"], options=ALL_OFF)
    s = play(s, "pair WAR-1 WAR-2")
    for p, lines in enumerate(RULES.score_breakdown(s)):
        assert sum(v for _, v in lines) == RULES.scores(s)[p]
        assert [label for label, _ in lines[:4]] == ["Cards in point field", "Scéalta", "Going out",
                                                     "Cards left in hand"]
    assert RULES.hand_table(s) == [[15, -5]]


def test_s22_ties_share_and_teams_share():
    s = table(2, {0: ["WAR-1"], 1: ["LAN-1"]}, ["WAR-2"], options=ALL_OFF, hand_no=3)
    s = play(s, "pair WAR-1 WAR-2")
    assert s.over and RULES.returns(s) == (1.0, 0.0)
    tie = s._replace(history=(((10, 0, 0, 0), (10, 0, 0, 0)),))
    assert RULES.returns(tie) == (0.5, 0.5)



def _hand_lines(s, names):
    s = play(s, "flip", "leave")
    events = RULES.apply(s, RULES.parse_action(s, "discard LEG-1")).events
    return [RULES.notice_text(e, names) for e in events if isinstance(e, Notice)]


def test_the_hand_score_is_one_line_naming_every_seat():
    """The table shows one notice at a time: one line per seat left only the last on screen
    ("Hand 1: Fiachra +15" though the learner scored +105)."""
    s = table(3, {0: ["LEG-1"], 1: ["LAN-1", "LAN-2"], 2: ["ROL-1"]}, draw=["TRE-1"],
              fields={1: ["WAR-1", "WAR-2"]}, options=ALL_OFF)
    assert _hand_lines(s, ["Aoife", "You", "Dara (AI)"]) == [
        "Aoife goes out: +5", "Hand 1: Aoife +5, you +0, Dara (AI) −5"]
    assert _hand_lines(s, ["You", "Brian", "Dara (AI)"])[1:] == ["Hand 1: You +5, Brian +0, Dara (AI) −5"]
    teams = {**ALL_OFF, "teams": True}
    s = table(4, {0: ["LEG-1"], 1: ["LAN-1", "LAN-2"], 2: ["ROL-1"], 3: ["WAR-3"]}, draw=["TRE-1"],
              fields={1: ["WAR-1", "WAR-2"]}, options=teams)
    assert _hand_lines(s, ["Aoife", "Brian", "You", "Dara"])[1:] == ["Hand 1: Aoife and you +0; Brian and Dara −5"]


# --- teams (§2.8, D-S28) ------------------------------------------------------------------------------------
def test_d_s28_teams_only_with_four_players():
    assert option_available(META, "teams", 4) is None
    assert option_available(META, "teams", 3) == "Teams need exactly 4 players"
    with pytest.raises(ValueError, match="exactly 4"):
        resolve_options(META, {"teams": True}, 2)
    with pytest.raises(ValueError):
        RULES.new_game(MatchConfig("seanchai", 5, 1, {"teams": True}))
    cfg = MatchConfig("seanchai", 4, 1, {"teams": True})
    assert [RULES.team_of(cfg, p) for p in range(4)] == [0, 1, 0, 1]


def test_teams_share_a_field_and_going_out_ends_the_hand_for_all():
    teams = {**ALL_OFF, "teams": True}
    s = table(4, {0: ["WAR-1"], 1: ["LAN-1"], 2: ["LEG-1", "DRK-PUKA"], 3: ["ROL-1"]}, ["WAR-2"], options=teams)
    assert len(s.fields) == 2
    s = play(s, "pair WAR-1 WAR-2")
    assert s.stage == "scored"
    assert s.history[0][0] == (10, 0, 5, -15)  # the partner's hand counts against the team
    assert s.history[0][1] == (0, 0, 0, -10)
    assert RULES.scores(s)[0] == RULES.scores(s)[2]


# --- notation, refusals, words -----------------------------------------------------------------------------
def test_notation_errors():
    from tabletop.core.actions import NotationError

    s = table(2, {0: ["LEG-1"], 1: ["WAR-1"]}, ["LEG-2"], ["LAN-1"], options=ALL_OFF)
    with pytest.raises(NotationError):
        RULES.parse_action(s, "jump")
    with pytest.raises(IllegalAction, match="not legal now"):
        RULES.parse_action(s, "pair LEG-1 WAR-1")


def test_narration_is_grammatical_for_you():
    s = table(2, {0: ["LEG-1"], 1: ["WAR-1"]}, ["LEG-2"], ["LAN-1"], options=ALL_OFF)
    a = RULES.parse_action(s, "pair LEG-1 LEG-2")
    assert RULES.narrate(s, a, ["You", "Dara"]) == "You pair Cú Chulainn with Fionn mac Cumhaill"
    assert RULES.narrate(s, a, ["Aoife", "Dara"]).startswith("Aoife pairs")
    assert RULES.describe(s, a) == "Pair Cú Chulainn with Fionn mac Cumhaill"
    flip = RULES.parse_action(s, "flip")
    assert RULES.narrate(s, flip, ["You", "Dara"]) == "You flip a card"


def test_why_not_names_the_rule():
    s = table(2, {0: ["LEG-1", "ROL-1", "DRK-PUKA"], 1: ["WAR-1"]}, ["LEG-2"], ["LAN-1"], options=ALL_OFF)
    names = ["You", "Dara"]
    assert RULES.why_not(s, 0, ID["LEG-1"], "field/0", names) == ""
    assert "Roles" in RULES.why_not(s, 0, ID["ROL-1"], "tableau", names)
    assert "opponent" in RULES.why_not(s, 0, ID["DRK-PUKA"], "tableau", names)
    assert RULES.why_not(s, 1, ID["WAR-1"], "tableau", names) == "It is not your turn yet."
    w = _dark("DRK-DULLAHAN", ["WAR-1"], ["ROL-2"])
    assert "Ardagh Chalice" in RULES.why_not(w, 1, ID["WAR-1"], "field/1", names)


def test_max_steps_is_a_real_bound():
    cfg = MatchConfig("seanchai", 2, 1, {})
    assert 400 < RULES.max_steps(cfg) < 2000


def test_scores_count_a_finished_hand_once():
    s = table(2, {0: ["WAR-1"], 1: ["LAN-1"]}, ["WAR-2"], fields={1: ["LEG-1", "LEG-2"]}, options=ALL_OFF)
    assert RULES.scores(s) == (0, 10)  # the hand in play: point fields so far
    s = play(s, "pair WAR-1 WAR-2")
    assert RULES.scores(s) == (15, 5)
    for p, lines in enumerate(RULES.score_breakdown(s)):
        assert sum(v for _, v in lines) == RULES.scores(s)[p]
    assert RULES.scores(play(s, "next"))[0] >= 15  # plus any Shamrocks of the new deal


def test_two_empty_hands_only_the_first_goes_out():
    """Our decision: a last-card Dark discard answered by a last-card counter: the user's hand
    emptied first, so the user goes out."""
    s = table(2, {0: ["LEG-1", "DRK-DEARGDUR"], 1: ["STO-1"]}, ["LEG-2"], ["LAN-6"], options=DARK_ON)
    s = play(s, "pair LEG-1 LEG-2", "use DRK-DEARGDUR on 2", "counter STO-1")
    assert s.stage == "scored" and s.emptied == 0
    assert s.history[0][0][2] == 5 and s.history[0][1][2] == 0


def test_help_text_reads_the_card_table():
    from tabletop.games.seanchai.help import RULES_TEXT

    for card in CARDS:
        assert card.name in RULES_TEXT
    assert "Counter: any Stonework card" in RULES_TEXT and "+40" in RULES_TEXT


def test_people_and_bare_place_names_take_no_article():
    """ "counters with St. Patrick", "pairs Cú Chulainn", but "the Ard Rí", "the Book of
    Kells", "the Púka" (issue 22: the answer button said "Counter with the St. Patrick")."""
    from tabletop.games.seanchai.cards import CARDS
    from tabletop.games.seanchai.words import the_card

    said = {CARDS[c].name: the_card(c) for c in range(len(CARDS))}
    for bare in ("St. Patrick", "St. Brigid", "Cú Chulainn", "Brian Boru", "Gráinne Mhaol",
                 "Glendalough", "Newgrange"):
        assert said[bare] == bare
    for named in ("Ard Rí", "Queen", "Book of Kells", "Púka", "Children of Lir", "Cliffs of Moher",
                  "Brian Boru Harp", "Faery"):
        assert said[named] == f"the {named}"
