"""Keltis scenarios with stacked or hand-built tables: every edge case of shared/rules/keltis.md."""

from collections import Counter

import pytest

from tabletop.core.actions import IllegalAction, NotationError
from tabletop.core.events import Notice
from tabletop.core.ids import PUBLIC
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.keltis.deck import DECK, KIND, STONE_IDS, VALUE
from tabletop.games.keltis.rules import (
    DRAW,
    FINAL,
    OVER,
    PLAY,
    RULES,
    row_score,
    row_status,
    stone_score,
)

from .helpers import build, codes, keltis_match, play, texts

FILL = "Y0 Y1 Y2 Y8 Y9 Y10 P0 P10"  # a harmless second hand


def conserved(s) -> bool:
    counts = Counter(c for z in RULES.zones(s).values() for c in z.cards)
    return sorted(counts) == list(range(110)) and max(counts.values()) == 1


# --- components and setup ---------------------------------------------------------------------
def test_deck_has_the_110_cards_of_k1():
    kinds = Counter(c.kind for c in DECK.cards)
    assert kinds == {"number": 80, "end": 10, "point": 11, "stone": 9}
    red = Counter(c.rank for c in DECK.cards if c.suit == "R" and c.kind == "number")
    assert red == {0: 1, 1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 1, 9: 1, 10: 1}
    assert [DECK.code(c) for c in DECK.ids_for("RE")] == ["RE", "RE"]
    assert DECK.ids_for("W0") and DECK.ids_for("W10") and DECK.ids_for("S9")
    assert DECK[DECK.ids_for("G10")[0]].name == "Green 10"


@pytest.mark.parametrize("players, draw_pile, removed", [(2, 55, 30), (3, 77, 0), (4, 69, 0)])
def test_draw_pile_sizes_after_removal_and_deal(players, draw_pile, removed):
    for seed in range(5):
        s = RULES.new_game(MatchConfig("keltis", players, seed))
        assert len(s.draw) == draw_pile and len(s.removed) == removed
        assert all(len(h) == 8 for h in s.hands)
        assert s.stones == STONE_IDS and conserved(s)
        # nobody, not even a spectator, sees a removed card or the draw pile
        for viewer in (*range(players), PUBLIC):
            zones = RULES.view(s, viewer).zones
            assert all(c is None for c in zones["removed"].cards + zones["draw"].cards)


def test_stacked_deal_and_first_player_option():
    m = keltis_match(["R3 R4 R5 R6 R7 R8 R9 R10", FILL], draw="B5 B6")
    s = m.state
    assert codes(s.hands[0]) == sorted("R3 R4 R5 R6 R7 R8 R9 R10".split())
    assert DECK.code(s.draw[-1]) == "B5" and DECK.code(s.draw[-2]) == "B6"
    assert m.to_act == 0
    assert keltis_match(["R3 R4 R5 R6 R7 R8 R9 R10", FILL], firstPlayer=2).to_act == 1
    firsts = {keltis_match([FILL, "R3 R4 R5 R6 R7 R8 R9 R10"], seed=seed, firstPlayer="random").to_act
              for seed in range(20)}
    assert firsts == {0, 1}


def test_stones_cannot_be_stacked_and_chosen_seat_must_exist():
    with pytest.raises(ValueError):
        RULES.new_game(MatchConfig("keltis", 2, 1), stacked=(STONE_IDS[0],))
    with pytest.raises(ValueError):
        RULES.new_game(MatchConfig("keltis", 2, 1, {"firstPlayer": 3}))


# --- edge case 1: direction ---------------------------------------------------------------------
def test_direction_is_fixed_by_the_first_differing_value():
    s = build(2, ["R3 R4 R3 W0 W1 W2 B0 B1", FILL], rows={(0, "R"): "R5 R5"})
    assert "play R3" in texts(s) and "play R4" in texts(s)
    s = play(s, "play R3", "draw deck", "discard Y0", "draw deck")
    assert row_status(s.rows[2])[2] == -1  # descending
    assert "play R4" not in texts(s)  # 4 > 3 in a descending row
    assert "play R3" in texts(s)  # equal values are always allowed


def test_ascending_example_and_equal_values():
    s = build(2, ["R3 R6 R7 R7 W0 W1 W2 B0", FILL], rows={(0, "R"): "R3"})
    s = play(s, "play R3")
    assert row_status(s.rows[2]) == (0, 3, 0)  # 3, 3: still open
    s = play(s, "draw deck", "discard Y0", "draw deck", "play R6")
    assert row_status(s.rows[2]) == (0, 6, 1)
    s = play(s, "draw deck", "discard Y1", "draw deck", "play R7", "draw deck", "discard Y2", "draw deck")
    assert "play R7" in texts(s)


def test_a_descending_row_refuses_higher_cards_with_a_clear_error():
    s = build(2, ["R9 R4 W0 W1 W2 B0 B1 B2", FILL], rows={(0, "R"): "R7 R5"})
    with pytest.raises(IllegalAction, match="not legal"):
        RULES.parse_action(s, "play R9")
    assert "play R4" in texts(s)


def test_end_cards_start_or_close_rows_and_only_a_second_end_follows():
    s = build(2, ["RE RE R9 BE W0 W1 W2 G3", FILL], rows={(0, "R"): "R7 R8"})
    assert "play RE" in texts(s) and "play BE" in texts(s)  # BE would start (and end) a row
    s = play(s, "play RE", "draw deck", "discard Y0", "draw deck")
    assert "play R9" not in texts(s)  # closed
    assert "play RE" in texts(s)  # the second End card still fits
    s = play(s, "play RE", "draw deck", "discard Y1", "draw deck")
    assert row_status(s.rows[2])[0] == 2 and len(s.rows[2]) == 4
    s = play(s, "play BE")
    assert len(s.rows[4]) == 1 and s.stage == DRAW  # a 1-card ended row


# --- edge case 2: Point cards on rows -------------------------------------------------------------
def test_point_card_needs_the_rows_last_number_value():
    s = build(2, ["W6 W7 W3 RE B0 B1 B2 B3", FILL], rows={(0, "R"): "R3 R6", (0, "G"): "GE"})
    t = texts(s)
    assert "play W6 R" in t and "play W7 R" not in t
    assert "play W6 points" in t and "play W7 points" in t
    assert not [x for x in t if x.endswith(" G")]  # a row holding only an End card takes none
    s = play(s, "play W6 R")
    assert len(s.rows[2]) == 3 and row_status(s.rows[2]) == (0, 6, 1)  # last stays 6
    s = play(s, "draw deck", "discard Y0", "draw deck", "play RE", "draw deck", "discard Y1", "draw deck")
    assert not [x for x in texts(s) if x.startswith("play W") and x.endswith(" R")]


def test_point_card_value_ignored_in_the_point_row():
    s = build(2, ["W3 W9 B0 B1 B2 B3 B4 B5", FILL], points={0: "W0"})
    s = play(s, "play W9 points")
    assert codes(s.points[0]) == ["W0", "W9"]
    assert RULES.scores(s)[0] == 2 - 4  # two Point cards, no stones


# --- edge case 3: stones ------------------------------------------------------------------------------
def test_stone_claims_pairs_of_number_cards_only():
    s = build(2, ["R5 R5 G5 W5 R0 G0 R10 G10", FILL])
    claims = sorted(x for x in texts(s) if x.startswith("claim"))
    assert claims == ["claim G5 R5", "claim R5 R5"]  # no 0s, no 10s, no Point card
    with pytest.raises(NotationError):
        RULES.parse_action(s, "claim R5 W5")
    with pytest.raises(NotationError):
        RULES.parse_action(s, "claim R10 G10")
    with pytest.raises(NotationError):
        RULES.parse_action(s, "claim R0 G0")
    assert RULES.parse_action(s, "claim G5 R5") == RULES.parse_action(s, "claim R5 G5")


def test_claim_takes_the_stone_and_draws_two():
    s = build(2, ["R5 R5 G5 B1 B2 B3 B4 B6", FILL], draw_top="Y3 Y4")
    step = RULES.apply(s, RULES.parse_action(s, "claim R5 R5"))
    s = step.state
    assert codes(s.won[0]) == ["S5"] and DECK.ids_for("S5")[0] not in s.stones
    assert any(isinstance(e, Notice) and e.key == "stone_claimed" for e in step.events)
    assert s.stage == DRAW and s.pending == 2 and len(s.hands[0]) == 6
    assert "draw R" not in texts(s)  # both red 5s are this turn's discards
    s = play(s, "draw deck")
    assert s.stage == DRAW and s.turn == 0
    s = play(s, "draw deck")
    assert s.stage == PLAY and s.turn == 1 and len(s.hands[0]) == 8
    assert codes(s.hands[0]) == sorted("G5 B1 B2 B3 B4 B6 Y3 Y4".split())
    # stone 5 is gone: no more claims of 5s
    s2 = build(2, ["R5 G5 B1 B2 B3 B4 B6 G0", FILL], stones={1: "S5"})
    assert not [x for x in texts(s2) if x.startswith("claim")]
    assert conserved(s2)


def test_stone_and_row_scoring_tables():
    assert [row_score(k) for k in range(13)] == [0, -4, -3, -2, 1, 2, 3, 6, 7, 10, 10, 10, 10]
    assert [stone_score(k) for k in range(10)] == [-4, -1, 0, 4, 6, 10, 10, 10, 10, 10]


def test_rules_file_scoring_example():
    s = build(2, [FILL, "P1 P2 P3 P4 P5 P6 P7 P8"],
              rows={(0, "R"): "R2 R3 R3 R5 W5 R8 RE", (0, "B"): "B10"},
              points={0: "W1 W2 W3"}, stones={0: "S1 S2"})
    assert RULES.scores(s)[0] == 5
    lines = RULES.score_breakdown(s)[0]
    assert sum(v for _, v in lines) == 5 and ("Red row (7 cards)", 6) in lines
    # a count agrees with its noun ("1 cards" stood under the Point row on the results)
    assert ("Blue row (1 card)", -4) in lines and ("Wishing stones (2 stones)", 0) in lines
    assert ("Point row (3 cards)", 3) in lines


# --- edge case 4: the fifth ended row -------------------------------------------------------------
def _four_ended(**options):
    return build(2, ["RE BE B3 B4 B5 B6 B7 B8", FILL],
                 rows={(0, "R"): "R1 R2 RE", (0, "G"): "GE", (1, "Y"): "YE", (1, "P"): "P9 PE"},
                 **options)


def test_second_end_card_in_an_ended_row_does_not_count():
    s = _four_ended()
    assert RULES.ended_rows(s) == 4
    s = play(s, "play RE")
    assert s.stage == DRAW and RULES.ended_rows(s) == 4


def test_fifth_ended_row_ends_the_game_at_once_without_a_draw():
    s = _four_ended()
    step = RULES.apply(s, RULES.parse_action(s, "play BE"))
    s = step.state
    assert s.stage == FINAL and s.turn == 1 and s.ender == 0 and s.reason == "rows"
    assert len(s.hands[0]) == 7  # no draw
    assert any(isinstance(e, Notice) and e.key == "end_by_rows" for e in step.events)
    assert "done" in texts(s) and not [x for x in texts(s) if x.startswith(("draw", "discard", "claim"))]


def test_distinct_colours_mode_needs_five_colours():
    s = build(2, ["GE BE B3 B4 B5 B6 B7 B8", FILL],
              rows={(0, "R"): "RE", (0, "G"): "G3", (1, "R"): "RE", (1, "Y"): "YE", (1, "P"): "PE"},
              endRowCountMode="distinctColours")
    assert RULES.ended_rows(s) == 3  # R, Y, P
    s2 = play(s, "play GE")
    assert s2.stage == DRAW and RULES.ended_rows(s2) == 4  # 5 ended rows, but 4 colours
    s2 = play(s2, "draw deck", "discard Y0", "draw deck", "play BE")
    assert s2.stage == FINAL


# --- edge case 5: own discards ---------------------------------------------------------------------
def test_own_discard_cannot_be_drawn_back_but_the_next_player_may_take_it():
    s = build(2, ["B4 B5 R1 R2 R3 R6 R7 R8", FILL], piles={"B": "B9", "G": "G7"})
    s = play(s, "discard B4")
    t = texts(s)
    assert "draw B" not in t and "draw G" in t and "draw deck" in t
    s = play(s, "draw deck")
    assert "draw B" in texts(play(s, "discard Y0"))  # seat 2 discarded Y0; B4 is takeable
    s = play(s, "discard Y0", "draw B")
    assert "B4" in codes(s.hands[1])
    assert codes(s.piles[4]) == ["B9"]  # only the top card was taken (K-22)


def test_a_card_taken_from_a_discard_pile_stays_known():
    s = build(2, ["B4 B5 R1 R2 R3 R6 R7 R8", FILL], piles={"G": "G7"})
    s = play(s, "discard B4", "draw G")
    g7 = DECK.ids_for("G7")[0]
    assert g7 in s.known[0]
    seen = RULES.view(s, 1).zones["hand/0"].cards
    assert seen.count(g7) == 1 and seen.count(None) == 7
    world = RULES.determinize(s, 1, Rng(7))
    assert g7 in world.hands[0] and RULES.view(world, 1) == RULES.view(s, 1)
    s = play(s, "discard Y0", "draw deck", "discard G7")
    assert g7 not in s.known[0]


# --- K-23 and the last card --------------------------------------------------------------------------
def test_last_card_ends_the_game_and_a_second_draw_is_lost():
    s = build(2, ["R5 G5 B1 B2 B3 B4 B6 B7", FILL], draw_size=1, piles={"Y": "Y3"})
    s = play(s, "claim G5 R5", "draw deck")
    assert s.stage == FINAL and s.reason == "deck" and len(s.hands[0]) == 7 and not s.draw


def test_k23_discard_first_then_the_last_card_keeps_eight():
    s = build(2, ["R5 G5 B1 B2 B3 B4 B6 B7", FILL], draw_size=1, piles={"Y": "Y3"})
    s = play(s, "claim G5 R5", "draw Y")
    assert s.stage == DRAW and s.pending == 1
    s = play(s, "draw deck")
    assert s.stage == FINAL and len(s.hands[0]) == 8 and s.turn == 1


# --- final plays ---------------------------------------------------------------------------------------
def test_final_plays_existing_rows_only_by_default():
    s = build(2, ["R5 R6 B3 W5 W8 GE B1 B2", "P1 P2 P3 P4 W1 G4 G5 G6"],
              rows={(0, "R"): "R2 R4", (1, "G"): "G3"}, draw_size=1)
    s = play(s, "discard B1", "draw deck")
    assert s.stage == FINAL and s.turn == 1
    t1 = texts(s)
    assert set(t1) == {"play G4", "play G5", "play G6", "done"}  # no new Pink row, no Point row yet
    s = play(s, "play G4", "play G5")  # two plays: the turn passes on by itself
    assert s.turn == 0 and s.stage == FINAL
    t0 = texts(s)
    assert set(t0) == {"play R5", "play R6", "done"}
    s = play(s, "play R5", "done")
    assert s.stage == OVER and RULES.legal_actions(s) == () and RULES.to_act(s) is None
    assert sum(RULES.returns(s)) == pytest.approx(1.0)


def test_final_plays_may_start_rows_with_the_option():
    s = build(2, ["R5 R6 B3 W5 W8 GE B1 B2", "P1 P2 P3 P4 W1 G4 G5 G6"],
              rows={(0, "R"): "R2 R4", (1, "G"): "G3"}, draw_size=1, finalPlaysMayStartRows=True)
    s = play(s, "discard B1", "draw deck")
    assert {"play P1", "play W1 points", "play G4"} <= set(texts(s))
    s = play(s, "play W1 points", "play P1", "play R5", "play W5 R")
    assert s.stage == OVER
    assert len(s.rows[2]) == 4 and len(s.points[1]) == 1


def test_final_plays_start_after_the_ender_and_end_with_them():
    s = build(3, ["RE BE B3 B4 B5 B6 B7 B8", FILL, "P3 P4 P5 P6 P7 P8 P9 G10"],
              rows={(0, "R"): "R1 RE", (1, "G"): "GE", (1, "Y"): "YE", (2, "P"): "P2 PE"}, turn=0)
    s = play(s, "play BE")
    order = []
    while s.stage == FINAL:
        order.append(s.turn)
        s = play(s, "done")
    assert order == [1, 2, 0]


# --- notation, duplicates, stalling --------------------------------------------------------------------
def test_identical_cards_give_one_action_each():
    s = build(2, ["R5 R5 G5 G5 W1 B1 B2 B3", FILL])
    t = texts(s)
    assert len(t) == len(set(t))
    assert t.count("discard R5") == 1 and t.count("play R5") == 1
    assert sorted(x for x in t if x.startswith("claim")) == ["claim G5 G5", "claim G5 R5", "claim R5 R5"]


def test_notation_errors_and_illegal_moves():
    s = build(2, ["R5 R6 B3 W5 W8 GE B1 B2", FILL])
    with pytest.raises(NotationError):
        RULES.parse_action(s, "fly away")
    with pytest.raises(IllegalAction):
        RULES.parse_action(s, "draw deck")  # it is the play step
    with pytest.raises(IllegalAction):
        RULES.parse_action(s, "play W5 R")  # no red row
    assert RULES.parse_action(s, "  PLAY   w5 POINTS ").kind == "play"


def test_stalling_is_cut_off_by_a_compulsory_draw_pile_draw():
    s = build(2, ["R5 R6 B3 W5 W8 GE B1 B2", FILL], piles={"G": "G7"})
    limit = RULES.stall_limit(2)
    s = s._replace(quiet=limit - 1)
    s = play(s, "discard R5")
    assert "draw G" in texts(s)
    s = play(s, "draw G")  # another turn without a draw-pile draw
    assert s.quiet == limit
    s = play(s, "discard Y0")
    assert texts(s) == ["draw deck"]
    s = play(s, "draw deck")
    assert s.quiet == 0


def test_narration_never_names_a_hidden_card():
    s = build(2, ["R5 R6 B3 W5 W8 GE B1 B2", FILL], draw_top="B10")
    s = play(s, "discard R5")
    line = RULES.narrate(s, RULES.parse_action(s, "draw deck"), ["Aoife", "Brian"])
    assert line == "Aoife draws from the draw pile" and "10" not in line
    assert all(RULES.describe(s, a) for a in RULES.legal_actions(s))


def test_every_card_kind_has_its_table_data():
    for c in range(110):
        assert (VALUE[c] == -1) == (KIND[c] == 1)


def test_the_stones_a_pair_can_take_are_the_legal_claims():
    """``stones_a_pair_can_take`` (what the table's prompt reads from a view) is K4 B as the
    rules list it: over seeded games, the values of the legal claims at every play decision."""
    from tabletop.core.match import Match
    from tabletop.games.keltis.rules import stones_a_pair_can_take

    checked = with_claims = 0
    for seed in range(1, 9):
        match = Match(RULES, MatchConfig("keltis", 2 + seed % 3, seed, {}))
        rng = Rng.derived(seed, "claims")
        while not match.is_over:
            legal = match.legal()
            p = match.to_act
            view = RULES.view(match.state, p)
            if view.info.get("stage") == "play":  # a turn's play (no stone in the final plays)
                claims = {VALUE[a.cards[0]] for a in legal if a.kind == "claim"}
                assert stones_a_pair_can_take(view.zones[f"hand/{p}"].cards, view.zones["stones"].cards) == claims
                checked += 1
                with_claims += bool(claims)
            match.submit(rng.choice(legal))
    assert checked > 100 and with_claims > 10
