"""A Dark card's words name its user as the one who chooses (S-20: "the user makes all
choices"). A new player read "a human card of your choice goes back … to your hand" in the
answer window, said to the receiver, who chooses nothing; and the log's "Ciara (AI) takes the
Seanchaí" after a Púka read as if Ciara took the card for herself."""

from __future__ import annotations

import pytest

from tabletop.core.match import Match, Seat
from tabletop.games.seanchai.cards import POWERS
from tabletop.games.seanchai.rules import RULES
from tabletop.games.seanchai.words import answer_situation
from tabletop.ui.widgets.log_panel import build_log

from .helpers import play, table

DARK_ON = {"scealta": True, "dark": True, "shamrocks": False}
USERS = ("Ciara (AI)", "Aoife", "You")


@pytest.mark.parametrize("user", USERS)
@pytest.mark.parametrize("dark", sorted(POWERS))
def test_letting_it_happen_names_the_user_as_the_one_who_chooses(user, dark):
    said = answer_situation(user, dark, 0)
    let = said[said.index("Let it happen"):]
    assert "your choice" not in said and "of " + user not in said
    if POWERS[dark].targets:  # the user chooses the human card
        who = "you choose" if user == "You" else f"{user} chooses"
        assert who in let, let
    assert "  " not in said and "'s choice" not in said


def _ability(dark: str):
    """Seat 1 uses ``dark`` on seat 2, who lets it happen: seat 1 chooses the Queen."""
    s = table(2, {0: [dark, "LEG-1", "LEG-5"], 1: ["WAR-1"]}, ["TRE-6"], ["LAN-6"],
              fields={1: ["ROL-2"]}, options=DARK_ON)
    s = play(s, "flip", "leave", f"use {dark} on 2")
    if RULES.window(s) is not None:
        s = play(s, "decline")
    return s, RULES.parse_action(s, "target ROL-2")


@pytest.mark.parametrize("dark,names,said", [
    ("DRK-PUKA", ["Aoife", "You"], "Aoife sends the Queen back to your hand with the Púka"),
    ("DRK-PUKA", ["You", "Ciara (AI)"], "You send the Queen back to the hand of Ciara (AI) with the Púka"),
    ("DRK-PUKA", ["Ciara (AI)", "Aoife"], "Ciara (AI) sends the Queen back to Aoife's hand with the Púka"),
    ("DRK-BANSHEE", ["Aoife", "You"],
     "Aoife removes the Queen from your point field for this hand with the Banshee"),
    ("DRK-DULLAHAN", ["You", "Dara"],
     "You remove the Queen from Dara's point field for this hand with the Dullahan"),
    ("DRK-CHANGELING", ["Aoife", "You"], "Aoife takes the Queen from your point field with the Changeling"),
])
def test_the_log_says_what_the_ability_did_with_the_card(dark, names, said):
    s, a = _ability(dark)
    assert RULES.narrate(s, a, names) == said


def test_the_answer_and_the_users_choice_are_part_of_the_users_turn_in_the_log():
    """The log numbered "Aoife uses the Púka", "Ciara lets the Púka happen" and Aoife's
    choice as three turns; they are one: Aoife's."""
    s = table(2, {0: ["DRK-PUKA", "LEG-1", "LEG-5"], 1: ["WAR-1", "WAR-2"]}, ["TRE-6"], ["LAN-6"],
              fields={1: ["ROL-2"]}, options=DARK_ON)
    names = ["Aoife", "Ciara (AI)"]
    match = Match(RULES, RULES.config(s), tuple(Seat("human", n) for n in names), states=[s])
    for move in ("flip", "leave", "use DRK-PUKA on 2", "decline", "target ROL-2", "flip"):
        match.submit_text(move)
    groups = build_log(RULES, match.records, match.states, names)
    assert [g.title for g in groups] == ["Turn 1 · Aoife", "Turn 2 · Ciara (AI)"]
    assert [ln.text for ln in groups[0].lines][-3:] == [
        "Aoife uses the Púka on Ciara (AI)", "Ciara (AI) lets the Púka happen",
        "Aoife sends the Queen back to the hand of Ciara (AI) with the Púka"]
    assert [ln.seat for ln in groups[0].lines][-3:] == [0, 1, 0]  # each line marked by its mover


@pytest.mark.parametrize("user", USERS + ("Player 2",))
def test_the_user_chooses_the_card_as_the_subject_of_the_sentence(user):
    """"… and a male human card Player 2 chooses leaves your point field" read awkwardly: the
    chooser is the subject ("… and Player 2 chooses a male human card to leave your point
    field."), grammatical for "You" too."""
    who = "you choose" if user == "You" else f"{user} chooses"
    said = answer_situation(user, "DRK-DEARGDUR", 0)
    assert f"and {who} a male human card to leave your point field." in said, said
    for dark in ("DRK-PUKA", "DRK-BANSHEE", "DRK-DULLAHAN"):
        said = answer_situation(user, dark, 0)
        assert f"and {who} a human card to " in said, said
        assert " chooses leaves" not in said and " choose leaves" not in said and " chooses goes" not in said
