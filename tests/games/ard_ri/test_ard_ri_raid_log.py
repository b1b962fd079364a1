"""A raid's outcome in the log (A-12): who blocked what and which warriors died, how many
raiders got through to whom, and what each took; said for any name ("You" included) and
naming only cards every seat sees (warriors face up in the Marches, cattle in a field)."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.events import Notice
from tabletop.core.ids import PUBLIC
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.cards import CODE
from tabletop.games.ard_ri.rules import RULES
from tabletop.ui.widgets.log_panel import build_log

from .helpers import position

RAID = ["gather KS up at 2", "gather QS up at 2", "gather JD up at 2", "commit raid",
        "gather QH up on QS", "gather KC up on JD", "commit block", "plunder KS at 2 all"]


def _raid_log(names):
    s = position(2, "winter", hands={0: ["5D"], 1: ["4C"]}, houses={0: ["KS", "QS", "JD"], 1: ["QH", "KC"]},
                 proven=["KS", "QS", "QH", "JD", "KC"], fields={0: ["10C", "9C"], 1: ["7S", "4S", "4H"]})
    match = Match(RULES, RULES.config(s), tuple(Seat("human", n) for n in names), states=[s])
    for move in RAID:
        match.submit_text(move)
    return [line.text for g in build_log(RULES, match.records, match.states, names) for line in g.lines]


@pytest.mark.parametrize("names,said", [
    (["Aoife", "Dara (AI)"],
     ["Aoife raids Dara (AI) with 3 warriors",
      "Dara (AI) blocks the Queen of Spades with the Queen of Hearts: both die",
      "Dara (AI) blocks the Jack of Diamonds with the King of Clubs: the Jack of Diamonds dies",
      "Aoife gets 1 raider through to Dara (AI)",
      "Aoife plunders Dara (AI): the King of Spades takes the Four and Seven of Spades"]),
    (["You", "Dara (AI)"],
     ["You raid Dara (AI) with 3 warriors", "You get 1 raider through to Dara (AI)",
      "You plunder Dara (AI): the King of Spades takes the Four and Seven of Spades"]),
    (["Dara (AI)", "You"],
     ["Dara (AI) raids you with 3 warriors",
      "You block the Jack of Diamonds with the King of Clubs: the Jack of Diamonds dies",
      "Dara (AI) gets 1 raider through to you"]),
])
def test_the_log_says_how_a_raid_ended(names, said):
    log = _raid_log(names)
    for line in said:
        assert line in log, (line, log)
    assert not any("'s King" in line or "'s Queen" in line for line in log), log


def test_a_raid_all_blocked_is_repelled():
    s = position(2, "winter", houses={0: ["JS"], 1: ["KH"]}, proven=["JS", "KH"],
                 fields={0: ["10C"], 1: ["7S"]})
    names = ["Aoife", "You"]
    match = Match(RULES, RULES.config(s), tuple(Seat("human", n) for n in names), states=[s])
    for move in ["gather JS up at 2", "commit raid", "gather KH up on JS", "commit block"]:
        match.submit_text(move)
    log = [line.text for g in build_log(RULES, match.records, match.states, names) for line in g.lines]
    assert "You block the Jack of Spades with the King of Hearts: the Jack of Spades dies" in log
    assert "You repel the raid: no raider gets through" in log


@pytest.mark.parametrize("n", [2, 3, 4])
def test_raid_notices_name_only_cards_every_seat_sees(n):
    """Over seeded random games: every card a fight names lies face up where everyone sees it
    (the Marches, or the Otherworld for the dead) once the step is over."""
    bot, fights, throughs = RandomBot(), 0, 0
    for seed in range(1, 30):
        match = Match(RULES, MatchConfig("ard_ri", n, seed, {"rounds": 6}),
                      tuple(Seat("ai", f"P{i}") for i in range(n)))
        while not match.is_over:
            match.submit(bot.choose(RULES, match.state, bot_rng(seed, match.to_act, len(match.records))))
            seen = {CODE[c] for zone in ("marches", "otherworld")
                    for c in RULES.view(match.state, PUBLIC).zones[zone].cards if c is not None}
            for ev in match.records[-1].events:
                if isinstance(ev, Notice) and ev.key == "fight":
                    fights += 1
                    assert {ev.args[2], ev.args[3]} <= seen, (ev, seen)
                throughs += isinstance(ev, Notice) and ev.key == "through"
        if fights >= 3:
            break
    assert fights >= 3 and throughs


def test_an_enforced_gift_counts_its_warriors_and_a_desertion_is_told_once():
    """"Dara (AI) enforces the gift (1 card)" beside "raids you with 1 warrior"; and "loses
    deserters (2 cards)" before the rules' own "2 warriors desert …"."""
    from tabletop.core.actions import Action
    from tabletop.games.ard_ri.words import narrate

    s = position(2, "winter", houses={0: ["KS", "QS"]}, proven=["KS", "QS"])
    s = s._replace(stage="enforce", pending=((s.houses[0][0],), ()))
    names = ["Aoife", "Dara (AI)"]
    assert narrate(s, Action("commit", 0, choice="enforce"), names) == "Aoife enforces the gift with 1 warrior"
    assert narrate(s, Action("commit", 0, choice="desert"), names) == ""


def test_a_raid_and_its_defence_are_one_turn_in_the_log():
    """The defender's blocks answer the raid (a response window): they belong to the raider's
    turn, which goes on to the plunder; the log numbered them as turns of their own."""
    s = position(2, "winter", hands={0: ["5D"], 1: ["4C"]}, houses={0: ["KS", "QS", "JD"], 1: ["QH", "KC"]},
                 proven=["KS", "QS", "QH", "JD", "KC"], fields={0: ["10C", "9C"], 1: ["7S", "4S", "4H"]})
    names = ["Aoife", "Dara (AI)"]
    match = Match(RULES, RULES.config(s), tuple(Seat("human", n) for n in names), states=[s])
    for move in RAID:
        match.submit_text(move)
    groups = build_log(RULES, match.records, match.states, names)
    assert [g.title for g in groups] == ["Turn 1 · Aoife"]
    seats = [ln.seat for ln in groups[0].lines]
    assert 1 in seats and seats[-1] == 0  # Dara's blocks inside Aoife's turn, her plunder last
