"""A click on a Seanchaí card that cannot be played says why (a new player's report: in the
Action step a click on the Shamrock in the hand gave no useful reason). The table's click
place is the clicker's point field (``SeanchaiTable.click_place``), so a refused click gets the
rules' reason for it; a Shamrock or a Dark card in the hand waits for the action first."""

from __future__ import annotations

from tabletop.games.seanchai.cards import ID
from tabletop.games.seanchai.rules import RULES
from tabletop.games.seanchai.table.scene import SeanchaiTable

from .helpers import play, table

ON = {"scealta": True, "dark": True, "shamrocks": True}


def test_the_click_place_is_the_viewers_point_field_a_teams_too():
    game = SeanchaiTable()
    s = table(2, {0: ["LEG-1"], 1: ["WAR-1"]}, ["TRE-6"], ["LAN-1"], options=ON)
    game.view = RULES.view(s, 1)
    assert game.click_place(ID["WAR-1"]) == "field/1"
    teams = table(4, {0: ["LEG-1"], 1: ["WAR-1"], 2: ["ROL-1"], 3: ["REL-1"]}, ["TRE-6"], ["LAN-1"],
                  options={**ON, "teams": True})
    game.view = RULES.view(teams, 3)
    assert game.click_place(ID["REL-1"]) == "field/1"  # seats 2 & 4 share field/1


def test_a_shamrock_or_dark_card_in_the_hand_waits_for_the_action():
    s = table(2, {0: ["SHM-1", "DRK-PUKA", "LAN-1"], 1: ["WAR-2"]}, ["SHM-2", "REL-6"], ["LAN-2"], options=ON)
    assert s.stage == "act"
    said = RULES.why_not(s, 0, ID["SHM-1"], "field/0")
    assert said.startswith("Play your Shamrock after your action")
    assert RULES.why_not(s, 0, ID["DRK-PUKA"], None).startswith(
        "The Púka in your hand is your discard, used on an opponent after your action")


def test_a_dark_card_clicked_in_the_discard_is_told_where_it_goes():
    """Three players: the Dark card has two receivers, so a click cannot choose; it said
    only "Drag the card to a highlighted place to play it"."""
    s = table(3, {0: ["DRK-PUKA", "LEG-1", "LEG-5"], 1: ["WAR-1"], 2: ["WAR-2"]}, ["TRE-6"], ["LAN-6"],
              options=ON)
    s = play(s, "flip", "leave")
    game = SeanchaiTable()
    game.view = RULES.view(s, 0)
    place = game.click_place(ID["DRK-PUKA"])
    assert RULES.why_not(s, 0, ID["DRK-PUKA"], place) == (
        "The Púka is used on an opponent: drag it onto their point field.")
