"""The hot-seat recap (issue 17 item 7): who won each trick, suits named as the cards show."""

import re

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.hyrule.rules import RULES
from tabletop.ui.recap import recap_lines

NAMES = ["You", "Aoife", "Brian", "Ciara", "Dara"]


def _match(moves: int, variant: str = "strategy") -> Match:
    m = Match(RULES, MatchConfig("hyrule", 5, 4, {"variant": variant}))
    rng = Rng(4)
    for _ in range(moves):
        m.submit(rng.choice(m.legal()))
    return m


def _won_tricks_since(m: Match, seat: int) -> int:
    last = max(i for i, r in enumerate(m.records) if r.action.player == seat)
    return sum(1 for r in m.records[last + 1:] for e in r.events if getattr(e, "key", "") == "trick_won")


def test_the_recap_keeps_who_won_the_trick_when_moves_must_give_way():
    for moves in range(6, 30):
        m = _match(moves)
        seat = RULES.to_act(m.state)
        if _won_tricks_since(m, seat) == 0:
            continue
        lines = recap_lines(RULES, m.records, m.states, NAMES, seat)
        assert len(lines) <= 5
        assert any(re.search(r"wins? the trick with the .* [♠♣♦♥]|wins? the trick with a Tingle", x)
                   for x in lines), lines
        if len(lines) == 5 and lines[0].startswith("…"):
            return  # a long stretch: the oldest moves gave way, the winner stayed
    raise AssertionError("no position needed trimming")


def test_cards_are_named_with_the_suit_symbol_they_show():
    m = _match(3)
    lines = recap_lines(RULES, m.records, m.states, NAMES, RULES.to_act(m.state))
    plays = [x for x in lines if " plays the " in x or " play the " in x]
    assert plays and all(re.search(r"of (Rupees ♦|Bombs ♣|Swords ♠|Hearts ♥)", x) for x in plays), plays


def test_the_recap_says_you_in_the_second_person():
    m = _match(12)
    for seat in range(5):
        for line in recap_lines(RULES, m.records, m.states, NAMES, seat, limit=50):
            assert not re.search(r"\bYou (plays|wins|captures|picks)\b", line), line


def test_the_trick_your_own_move_completed_is_in_your_recap():
    m = Match(RULES, MatchConfig("hyrule", 3, 2))
    rng = Rng(2)
    while not any(getattr(e, "key", "") == "trick_won" for e in (m.records[-1].events if m.records else ())):
        m.submit(rng.choice(m.legal()))
    closer = m.records[-1].action.player
    while RULES.to_act(m.state) != closer:
        m.submit(rng.choice(m.legal()))
    lines = recap_lines(RULES, m.records, m.states, NAMES, closer)
    assert "the trick with" in lines[0] or "the trick with" in lines[1], lines
