"""The ``next`` move is pressed by the next hand's first player, the seat after its dealer: the
log and the hand-off's recap said "Aoife deals the next hand" when Eimear dealt hand 2."""

from __future__ import annotations

import pytest

from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.seanchai.rules import RULES

NAMES = ("Aoife", "Ciara", "Dara", "Eimear")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_next_hand_is_said_to_be_dealt_by_its_dealer(seed):
    match = Match(RULES, MatchConfig("seanchai", 4, seed, {"teams": True}),
                  tuple(Seat("ai", n) for n in NAMES))
    rng = Rng.derived(seed, "next-words")
    seen = 0
    while not match.is_over and len(match.records) < 2000:
        legal = match.legal()
        a = next((x for x in legal if x.kind == "next"), None) or rng.choice(legal)
        before = match.state
        match.submit(a)
        if a.kind != "next":
            continue
        after = match.state
        dealer = NAMES[after.dealer]
        said = RULES.narrate(before, a, list(NAMES))
        assert said == f"Hand {after.hand_no + 1} is dealt by {dealer}", said
        assert a.player != after.dealer  # (the presser plays first: they are not the dealer)
        you = list(NAMES)
        you[after.dealer] = "You"
        assert RULES.narrate(before, a, you).endswith("is dealt by you")
        seen += 1
    assert seen == 3
