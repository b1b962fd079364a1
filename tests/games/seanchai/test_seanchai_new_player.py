"""What a new player tripped over at the Seanchaí table (played by mouse and keys, 4 players,
teams, Dark Powers and Shamrocks on): a counter logged twice, "the Brigid's Cross"."""

from __future__ import annotations

from tabletop.games.seanchai.cards import ID
from tabletop.games.seanchai.rules import RULES
from tabletop.games.seanchai.words import the_card

from .helpers import play, table

ON = {"scealta": True, "dark": True, "shamrocks": True}


def test_a_counter_is_one_line_in_the_log_and_its_notice_says_what_came_of_it():
    s = table(2, {0: ["DRK-PUKA", "LEG-1", "LEG-2"], 1: ["WLD-FAERY-1", "WAR-1"]}, ["TRE-6"], ["LAN-1"],
              options=ON)
    s = play(s, "flip", "leave", "use DRK-PUKA on 2")
    a = RULES.parse_action(s, "counter WLD-FAERY")
    names = ["Aoife", "You"]
    assert RULES.narrate(s, a, names) == "You counter the Púka with the Faery"
    said = [RULES.notice_text(e, names) for e in RULES.apply(s, a).events if type(e).__name__ == "Notice"]
    assert said == ["The Púka is countered and removed: no −10"]
    c = table(2, {0: ["DRK-CHANGELING", "LEG-1", "LEG-2"], 1: ["WLD-FAERY-1", "WAR-1"]}, ["TRE-6"],
              ["LAN-1"], options=ON)
    c = play(c, "flip", "leave", "use DRK-CHANGELING on 2")
    a = RULES.parse_action(c, "counter WLD-FAERY")
    assert RULES.narrate(c, a, ["Aoife", "Dara (AI)"]) == "Dara (AI) counters the Changeling with the Faery"
    said = [RULES.notice_text(e, names) for e in RULES.apply(c, a).events if type(e).__name__ == "Notice"]
    assert said == ["You take over the Changeling and must use it at once"]


def test_brigids_cross_takes_no_article():
    assert the_card(ID["REL-5"]) == "Brigid's Cross"
