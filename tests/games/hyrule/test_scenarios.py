"""Hyrule scenarios on stacked decks with named moves (rules file §4–§6)."""

import pytest

from tabletop.core.actions import IllegalAction, NotationError
from tabletop.core.events import CardsFlipped, Notice
from tabletop.core.ids import PUBLIC

from .helpers import codes, hyrule_match, play

# Seat 0 wins three tricks with diamonds, seat 1 three with clubs, seat 2 the last with KC:
# 9 / 9 / 3 captured, a tie between seats 0 and 1.
TIED_HANDS = ["KD QD JD 2H 3H 4H 5H", "3S 5S 7S 9C 10C JC QC", "2C 4C 6C 4S 6S 8S KC"]
TIED_MOVES = [
    "play KD", "play 2C", "play 3S",     # order 0, 2, 1 (counter-clockwise from seat 0)
    "play QD", "play 4C", "play 5S",
    "play JD", "play 6C", "play 7S",
    "play 2H", "play 4S", "play 9C",
    "play 3H", "play 6S", "play 10C",
    "play 4H", "play 8S", "play JC",     # seat 1 now level with seat 0 and won last: leads
    "play QC", "play 5H", "play KC",     # order 1, 0, 2
]


def test_deal_gives_each_seat_its_stacked_block():
    m = hyrule_match(TIED_HANDS)
    s = m.state
    assert codes(s.hands[0]) == sorted(TIED_HANDS[0].split())
    assert codes(s.hands[2]) == sorted(TIED_HANDS[2].split())
    assert len(s.stock) == 54 - 21


def test_youngest_leads_and_play_goes_counter_clockwise():
    m = hyrule_match(["2H 3H 4H 5H 6H 7H 8H", "2S 3S 4S 5S 6S 7S 8S",
                      "2D 3D 4D 5D 6D 7D 8D", "2C 3C 4C 5C 6C 7C 8C"], youngest=3)
    assert m.to_act == 2
    order = []
    for move in ("play 2D", "play 2S", "play 2H", "play 2C"):
        order.append(m.to_act)
        play(m, move)
    assert order == [2, 1, 0, 3]


def test_most_captured_leads_next_trick():
    m = hyrule_match(TIED_HANDS)
    play(m, "play KD", "play 2C", "play 3S")
    assert m.state.won[0] and len(m.state.won[0]) == 3
    assert m.to_act == 0 and m.state.order == (0, 2, 1)


def test_tied_leaders_go_to_the_one_who_won_the_last_trick():
    m = hyrule_match(TIED_HANDS)
    play(m, *TIED_MOVES[:18])
    assert [len(w) for w in m.state.won] == [9, 9, 0]
    assert m.state.last_winner == 1
    assert m.to_act == 1 and m.state.order == (1, 0, 2)


def test_out_of_turn_and_unheld_cards_are_refused_with_reasons():
    m = hyrule_match(TIED_HANDS)
    with pytest.raises(IllegalAction, match="not legal now"):
        m.submit_text("play 3S")  # seat 1's card, seat 0 to act
    with pytest.raises(NotationError, match="not a Hyrule move"):
        m.submit_text("fold")
    assert m.actions == []


def test_tied_round_is_settled_by_a_runoff():
    m = hyrule_match(TIED_HANDS)
    play(m, *TIED_MOVES)
    s = m.state
    assert m.is_over
    assert s.round_captured == ((9, 9, 3),)
    (winner,) = s.round_winners[0]
    assert winner in (0, 1)
    assert len(s.runoff) == 2 and s.runoff_seats == (0, 1)
    keys = [e.key for e in m.records[-1].events if isinstance(e, Notice)]
    assert "runoff" in keys and "runoff_won" in keys
    assert m.rules.returns(s)[winner] == 1.0
    assert sum(m.rules.returns(s)) == 1.0
    assert m.rules.scores(s) == (9, 9, 3)


def test_runoff_is_reproducible_from_the_seed():
    a = hyrule_match(TIED_HANDS, seed=5)
    b = hyrule_match(TIED_HANDS, seed=5)
    play(a, *TIED_MOVES)
    play(b, *TIED_MOVES)
    assert a.state_hash() == b.state_hash()


def test_accepted_tie_is_a_shared_win():
    m = hyrule_match(TIED_HANDS, tie="accept")
    play(m, *TIED_MOVES)
    assert m.state.round_winners == ((0, 1),)
    assert m.rules.returns(m.state) == (0.5, 0.5, 0.0)


def test_joker_against_joker_carries_over_to_the_next_winner():
    m = hyrule_match(["JK 2D 3D 4D 5D 6D 7D", "JK 2C 3C 4C 5C 6C 7C"])
    play(m, "play JK", "play JK")
    assert len(m.state.pot) == 2 and m.state.won == ((), ())
    assert m.to_act == 0  # nobody captured: the previous leader leads again
    play(m, "play 7D", "play 2C")  # diamonds beat clubs
    assert len(m.state.won[0]) == 4 and m.state.pot == ()


def test_joker_tie_on_the_last_trick_is_discarded_uncounted():
    m = hyrule_match(["2D 3D 4D 5D 6D 7D JK", "2C 3C 4C 5C 6C 7C JK"], tie="accept")
    for rank in "234567":
        play(m, f"play {rank}D", f"play {rank}C")
    play(m, "play JK", "play JK")
    s = m.state
    assert m.is_over and len(s.discard) == 2
    assert m.rules.scores(s) == (12, 0)


def test_special_card_beats_a_joker_in_play():
    m = hyrule_match(["JK 2D 3D 4D 6D 7D 8D", "5D 2C 3C 4C 6C 7C 8C"])
    play(m, "play JK", "play 5D")
    assert len(m.state.won[1]) == 2


def test_three_player_trick_with_joker_and_specials():
    m = hyrule_match(["JK 2D 3D 4D 6D 7D 8D", "AS 2C 3C 4C 6C 7C 8C", "3H 2S 4S 6S 7S 8S 9S"])
    play(m, "play JK", "play 3H", "play AS")  # order 0, 2, 1
    assert len(m.state.won[2]) == 3


def test_chance_variant_hides_commits_then_reveals_together():
    m = hyrule_match(["2D 3D 4D 5D 6D 7D 8D", "2C 3C 4C 5C 6C 7C 8C"], variant="chance")
    play(m, "play 8D")
    view1 = m.rules.view(m.state, 1)
    assert view1.zones["play/0"].cards == (None,)
    assert m.rules.view(m.state, PUBLIC).zones["play/0"].cards == (None,)
    assert m.rules.view(m.state, 0).zones["play/0"].cards != (None,)
    play(m, "play 2C")
    flips = [e for e in m.records[-1].events if isinstance(e, CardsFlipped)]
    assert len(flips) == 2 and all(f.face_up for f in flips)
    assert len(m.state.won[0]) == 2


def test_blind_pick_plays_a_random_card_from_the_hand():
    m = hyrule_match(["2D 3D 4D 5D 6D 7D 8D", "2C 3C 4C 5C 6C 7C 8C"],
                     variant="chance", blind_pick=True)
    assert [m.rules.format_action(a) for a in m.legal()] == ["play random"]
    before = set(m.state.hands[0])
    play(m, "play random")
    (played,) = m.state.plays[0]
    assert played in before and played not in m.state.hands[0]


def test_best_of_three_match_redeals_and_counts_rounds():
    m = hyrule_match(["2D 3D 4D 5D 6D 7D 8D", "2C 3C 4C 5C 6C 7C 8C"], rounds=3)
    for rank in "2345678":
        play(m, f"play {rank}D", f"play {rank}C")
    s = m.state
    assert s.round_no == 2 and s.round_winners == ((0,),)
    assert all(len(h) == 7 for h in s.hands) and s.won == ((), ())
    assert m.rules.scores(s) == (14, 0)
    assert m.rules.rounds_won(s) == (1, 0)


def test_two_jokers_in_hand_are_one_choice():
    m = hyrule_match(["JK JK 2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C 7C 8C"])
    texts = [m.rules.format_action(a) for a in m.legal()]
    assert texts.count("play JK") == 1 and len(texts) == 6


NAMES = ["Aoife", "Brian", "Ciara"]


def test_log_lines_name_players_and_never_a_hidden_card():
    m = hyrule_match(["2D 3D 4D 5D 6D 7D 8D", "2C 3C 4C 5C 6C 7C 8C"], variant="chance")
    line = m.rules.narrate(m.state, m.legal()[0], NAMES)
    assert line == "Aoife picks a card face down"
    m2 = hyrule_match(TIED_HANDS)
    assert m2.rules.narrate(m2.state, m2.rules.parse_action(m2.state, "play KD"), NAMES) == \
        "Aoife plays the King of Rupees ♦"
    play(m2, "play KD", "play 2C", "play 3S")
    texts = [m2.rules.notice_text(e, NAMES) for e in m2.records[-1].events if isinstance(e, Notice)]
    assert "Aoife wins the trick with the King of Rupees ♦ and captures 3 cards" in texts
