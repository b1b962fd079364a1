"""Hyrule's precedence, pair by pair and trick by trick (rules file §3, §4)."""

import itertools

import pytest

from tabletop.games.hyrule.precedence import beats, trick_winner
from tabletop.games.hyrule.rules import DECK


def card(code: str):
    return DECK[DECK.ids_for(code)[0]]


@pytest.mark.parametrize("winner,loser", [
    ("2D", "KC"), ("2D", "KS"), ("2C", "KS"), ("2C", "KH"), ("2S", "KH"), ("2H", "KD"),
])
def test_cross_suit_relation(winner, loser):
    assert beats(card(winner), card(loser))
    assert not beats(card(loser), card(winner))


def test_every_pair_of_different_non_joker_cards_has_exactly_one_winner():
    plain = [c for c in DECK.cards if c.kind != "joker"]
    for a, b in itertools.combinations(plain, 2):
        assert beats(a, b) != beats(b, a), (a.code, b.code)


def test_same_suit_higher_rank_wins_ace_low():
    assert beats(card("KH"), card("AH"))
    assert beats(card("2S"), card("AS"))


def test_joker_beats_everything_but_the_specials():
    for c in DECK.cards:
        if c.kind == "joker":
            continue
        if c.code in ("3H", "AS", "5C", "5D"):
            assert beats(c, card("JK")) and not beats(card("JK"), c)
        else:
            assert beats(card("JK"), c) and not beats(c, card("JK"))


def test_joker_against_joker_is_a_tie():
    j1, j2 = (DECK[i] for i in DECK.ids_for("JK"))
    assert not beats(j1, j2) and not beats(j2, j1)
    assert trick_winner([j1, j2]) is None


def test_special_cards_are_ordinary_without_a_joker():
    # 5D against 6D: plain same-suit comparison, the special status does not apply
    assert trick_winner([card("5D"), card("6D")]) == 1
    # AS against 2C: clubs beat spades
    assert trick_winner([card("AS"), card("2C")]) == 1


@pytest.mark.parametrize("cards,expected", [
    (["JK", "5D"], "5D"),
    (["JK", "3H", "AS"], "3H"),
    (["AS", "5C", "JK"], "AS"),
    (["5D", "5C", "JK", "KD"], "5C"),
    (["JK", "KD", "QS"], "JK"),
])
def test_specials_against_a_joker(cards, expected):
    specs = [card(c) for c in cards]
    assert cards[trick_winner(specs)] == expected


def test_three_card_suit_cycle_goes_to_the_higher_rank():
    # H beats D, D beats C, C beats H: everyone beats one card; rank decides.
    specs = [card("5H"), card("9D"), card("2C")]
    assert trick_winner(specs) == 1


def test_four_card_trick_counts_then_rank():
    # 7H beats 3D; 3D beats KC, 2S; KC beats 2S, 7H; 2S beats 7H -> 3D and KC tie on 2, K wins
    specs = [card("7H"), card("3D"), card("KC"), card("2S")]
    assert trick_winner(specs) == 2


def test_single_card_beating_all_others_wins():
    specs = [card("KD"), card("2C"), card("3S"), card("9S"), card("QC")]
    assert trick_winner(specs) == 0


def test_count_and_rank_tie_broken_by_suit_order():
    # 8D beats 8C; 8C beats 8H; 8H beats 8D: a cycle of equal ranks -> suit order D > C > S > H
    specs = [card("8H"), card("8C"), card("8D")]
    assert specs[trick_winner(specs)].code == "8D"


def test_two_jokers_and_a_plain_card_tie():
    specs = [card("JK"), DECK[DECK.ids_for("JK")[1]], card("9H")]
    assert trick_winner(specs) is None
