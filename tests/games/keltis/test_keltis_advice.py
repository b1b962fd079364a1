"""The Hint's reason for a Keltis move says what the move is worth by the rules."""

from __future__ import annotations

from tabletop.games.keltis.advice import advice
from tabletop.games.keltis.rules import RULES

from .helpers import build


def test_a_point_card_on_the_point_row_is_worth_one_point_whatever_its_number():
    """The Hint read "Put the Point card 3 on your Point row: 3 points on your Point row",
    while every card there scores 1 (the rules, the Scores sheet)."""
    s = build(2, ["W3 W10 G1 G2 Y3 Y4 R5 R6", "B1 B2 B3 B4 P5 P6 P7 P8"])
    for code in ("W3", "W10"):
        a = RULES.parse_action(s, f"play {code} points")
        words = advice(RULES, s, a)
        assert words.startswith("1 more point") and f"{code[1:]} point" not in words, words
    after = RULES.apply(s, RULES.parse_action(s, "play W10 points")).state
    assert RULES.seat_score(after, 0) - RULES.seat_score(s, 0) == 1  # (as the rules score it)


def test_a_claims_reason_says_only_what_the_move_does_not():
    """The Hint read "Discard the Red 9 and the Pink 9 to take Wishing Stone 9, then draw two:
    Wishing Stone 9 turns your stones from −4 to −1, and you draw two": the stone and the two
    draws twice. The reason now only adds what the stone is worth."""
    s = build(2, ["R9 P9 G1 G2 Y3 Y4 R5 R6", "B1 B2 B3 B4 P5 P6 P7 P8"])
    claim = next(a for a in RULES.legal_actions(s) if a.kind == "claim")
    move, why = RULES.describe(s, claim), advice(RULES, s, claim)
    assert why == "your stones go from −4 to −1"
    said = f"{move}: {why}"
    assert said.count("draw two") == 1 and said.count("Wishing Stone") == 1, said
