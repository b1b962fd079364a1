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



class _Said:
    """A stand-in for a game's words: narration by the state (the step's number), notices
    told by their first argument."""

    def __init__(self, moves: dict[int, str]) -> None:
        self.moves = moves

    def narrate(self, state, action, names):
        return self.moves.get(state, "")

    def notice_text(self, ev, names):
        return str(ev.args[0])


def _records(steps):
    """``steps``: (player, [notice texts]) per record; the states are the step numbers."""
    from types import SimpleNamespace

    from tabletop.core.events import Notice

    records = [SimpleNamespace(action=SimpleNamespace(player=p),
                               events=[Notice("said", (text,)) for text in said])
               for p, said in steps]
    return records, list(range(len(steps)))


def test_each_event_is_told_once():
    """Issue 22, item 15: "You counter with the Faery" beside "You counter the Púka with the
    Faery" told the same thing twice; the fuller notice stays, other moves stay."""
    records, states = _records([(0, []), (1, []), (0, ["You counter the Púka with the Faery"])])
    said = _Said({1: "Ciara uses the Púka on you", 2: "You counter with the Faery"})
    lines = recap_lines(said, records, states, ["You", "Ciara"], 1, limit=8)
    assert lines == ["You counter the Púka with the Faery"], lines  # Ciara's own move not retold
    lines = recap_lines(said, records, states, ["You", "Ciara"], 0, limit=8)
    assert lines == ["You counter the Púka with the Faery"], lines
    records, states = _records([(0, []), (1, ["Ciara wins the trick"])])
    said = _Said({1: "Ciara plays the Ace of Hearts ♥"})
    assert recap_lines(said, records, states, ["You", "Ciara"], 0) == [
        "Ciara plays the Ace of Hearts ♥", "Ciara wins the trick"]


def test_outcomes_are_never_hidden_behind_earlier_lines():
    n = 9
    records, states = _records([(0, [])] + [(1 + k % 2, [f"Trick {k + 1} is won"]) for k in range(n)])
    said = _Said({k: f"Seat {1 + k % 2} plays card {k}" for k in range(1, n + 1)})
    lines = recap_lines(said, records, states, ["You", "Ciara", "Dara"], 0, limit=5)
    assert [ln for ln in lines if ln.startswith("Trick")] == [f"Trick {k} is won" for k in range(1, n + 1)]
    assert lines[0] == f"… {n} earlier moves not shown" and len(lines) == n + 1
