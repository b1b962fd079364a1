"""A card dropped on a tableau card it does not pair with is told why (S-13 A1, S-14: the same
suit, or a wild card with a regular card). A new player dragged Cú Chulainn (Legends) onto the
War Chariot (Warfare) in Learn to play and read "First your one action: pair with the tableau,
flip, or take a Dark card or a Shamrock.", which says nothing of the suits."""

from __future__ import annotations

import pytest

from tabletop.core.tutorial import start
from tabletop.games.seanchai.cards import ID
from tabletop.games.seanchai.rules import RULES
from tabletop.games.seanchai.tutorial import TUTORIAL

from .helpers import ALL_OFF, play, table


def test_the_lessons_drop_names_both_suits():
    match = start(TUTORIAL, RULES, "You")
    s = match.state  # step 2: pair Cú Chulainn with Oisín
    assert RULES.why_not_onto(s, 0, ID["LEG-1"], ID["WAR-3"], ["You", "Fiachra"]) == (
        "The War Chariot is a Warfare card; Cú Chulainn pairs only with a Legends card or a wild card.")
    assert RULES.why_not_onto(s, 0, ID["LEG-1"], ID["LEG-5"], ["You", "Fiachra"]) == ""  # it pairs
    assert RULES.why_not_onto(s, 1, ID["LEG-1"], ID["WAR-3"], ["You", "Fiachra"]) == ""  # not their turn


@pytest.mark.parametrize("hand,onto,said", [
    ("WLD-FAERY-1", "WLD-LEPRECHAUN", "Two wild cards never pair: the Faery pairs with a regular card."),
    ("LEG-1", "DRK-PUKA", "The Púka never pairs: to take it as your action, drag it onto an "
                          "opponent's point field."),
    ("LEG-1", "SHM-2", "The Shamrock never pairs: to take it as your action, drag it to your point field."),
    ("LEG-1", "WLD-LEPRECHAUN", ""), ("WLD-FAERY-1", "WAR-3", ""),  # a wild card pairs a regular one
])
def test_wild_dark_and_shamrock_cards_on_the_tableau(hand, onto, said):
    s = table(2, {0: [hand, "ROL-1"], 1: ["WAR-1"]}, [onto, "TRE-6"], ["LAN-1"], options=ALL_OFF)
    assert RULES.why_not_onto(s, 0, ID[hand], ID[onto]) == said


def test_the_flipped_card_is_told_its_suit_too():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["TRE-6", "WAR-3"], ["ROL-5"], options=ALL_OFF)
    s = play(s, "flip")
    assert RULES.why_not_onto(s, 0, ID["ROL-5"], ID["TRE-6"]) == (
        "The Cross of Cong is a Treasures card; the Brehon pairs only with a Roles card or a wild card.")
    assert RULES.why_not_onto(s, 0, ID["LEG-1"], ID["TRE-6"]) == ""  # only the flipped card pairs now
