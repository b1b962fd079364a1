"""The Hint's reason for a Seanchaí move is true of the move it names (a new player's report:
the Hint on a Shamrock lying on the tableau said "you flip one more card", but taking a
tableau Shamrock is the whole action and flips nothing, S-13 A4; only a Shamrock played from
the hand flips, S-16)."""

from __future__ import annotations

from tabletop.games.seanchai.advice import advice
from tabletop.games.seanchai.rules import RULES

from .helpers import ALL_OFF, ids, play, table

ALL_ON = {"scealta": True, "dark": True, "shamrocks": True}


def reason(s, text: str) -> str:
    return advice(RULES, s, RULES.parse_action(s, text))


def test_a_tableau_shamrock_is_the_action_and_flips_nothing():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["SHM-1", "LEG-2"], ["LAN-1"], options=ALL_OFF)
    said = reason(s, "shamrock SHM")
    assert "you flip" not in said and "flips nothing" in said and "your action" in said


def test_a_shamrock_from_the_hand_flips_unless_the_draw_pile_is_empty():
    s = table(2, {0: ["SHM-1", "LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["LEG-2"], ["LAN-1", "LAN-2"],
              options=ALL_ON)
    s = play(s, "pair LEG-1 LEG-2")
    assert reason(s, "shamrock SHM") == "five points, and you flip a card"
    empty = s._replace(draw=())
    assert "no flip" in reason(empty, "shamrock SHM") and "you flip" not in reason(empty, "shamrock SHM")


def test_a_dark_card_taken_from_the_tableau_does_not_leave_the_hand():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["DRK-PUKA", "TRE-6"], ["LAN-1"], options=ALL_OFF)
    said = reason(s, "use DRK-PUKA on 2")
    assert "out of your hand" not in said and "off the tableau" in said
    held = table(2, {0: ["DRK-PUKA", "ROL-1"], 1: ["WAR-1"]}, ["TRE-6"], ["LAN-1"], options=ALL_OFF)
    held = play(held, "flip", "leave")
    assert "out of your hand" in reason(held, "use DRK-PUKA on 2")


def test_a_countered_changeling_is_turned_away_not_cancelled():
    s = table(2, {0: ["DRK-CHANGELING", "LEG-1", "LEG-5"], 1: ["WAR-1", "WLD-FAERY-1"]}, ["TRE-6"],
              ["LAN-6"], fields={1: ["ROL-2"]}, options=ALL_ON)
    s = play(s, "flip", "leave", "use DRK-CHANGELING on 2")
    said = reason(s, "counter WLD-FAERY")
    assert "cancels" not in said and "use it on an opponent" in said
    s = play(s, "counter WLD-FAERY")
    assert "out of your hand" not in reason(s, "use DRK-CHANGELING on 1")


def test_a_discarded_counter_or_sceal_card_is_not_said_to_stay():
    s = table(2, {0: ["WLD-FAERY-1", "LEG-1", "LEG-5"], 1: ["WAR-1"]}, ["TRE-6"], ["LAN-6"],
              options=ALL_ON)
    s = play(s, "flip", "leave")
    assert "stay" not in reason(s, "discard WLD-FAERY")  # a Faery is a counter
    assert "stay" not in reason(s, "discard LEG-1")  # Cú Chulainn tells the Táin
    assert reason(s, "discard LEG-5").endswith("counters and scéal cards stay")  # Oisín: neither


def test_flip_and_leave_do_not_weigh_a_pair_there_is_none_of():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["TRE-6"], ["LAN-6", "STO-1"], options=ALL_OFF)
    assert "no pair is worth" not in reason(s, "flip")
    s = play(s, "flip")
    assert "worth" not in reason(s, "leave")
    assert ids(["LAN-6"]) == s.flip
