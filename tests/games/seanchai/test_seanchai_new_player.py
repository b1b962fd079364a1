"""What a new player tripped over at the Seanchaí table (played by mouse and keys, 4 players,
teams, Dark Powers and Shamrocks on): prompts that named actions the player did not have or
left out those they had, a chooser titled "Which one?", a counter logged twice, "the
Brigid's Cross"."""

from __future__ import annotations

from tabletop.games.seanchai.cards import ID
from tabletop.games.seanchai.rules import RULES
from tabletop.games.seanchai.table.scene import SeanchaiTable
from tabletop.games.seanchai.words import the_card

from .helpers import play, table

ON = {"scealta": True, "dark": True, "shamrocks": True}


def _prompt(s, seat=0):
    game = SeanchaiTable()
    view = RULES.view(s, seat)
    game.view = view
    return game.prompt(view, False)


def test_the_action_prompt_names_the_actions_open():
    # no hand card pairs with the tableau; a Shamrock and the Dullahan lie on it
    s = table(2, {0: ["ROL-1", "REL-1"], 1: ["WAR-1"]}, ["SHM-1", "DRK-DULLAHAN", "LEG-6"], ["LAN-1"],
              options=ON)
    assert _prompt(s) == "Click the draw pile, or take a Shamrock or a Dark card from the tableau"
    pairs = table(2, {0: ["ROL-1", "LEG-1"], 1: ["WAR-1"]}, ["LEG-6"], ["LAN-1"], options=ON)
    assert _prompt(pairs) == "Drag a card onto its pair in the tableau, or click the draw pile"
    both = table(2, {0: ["ROL-1", "LEG-1"], 1: ["WAR-1"]}, ["LEG-6", "SHM-1"], ["LAN-1"], options=ON)
    assert _prompt(both) == ("Drag a card onto its pair in the tableau, click the draw pile, or take "
                             "a Shamrock from the tableau")
    # the draw pile empty and nothing to pair: the discard, though the step is still "act"
    dry = table(2, {0: ["ROL-1", "LEG-1"], 1: ["WAR-1"]}, ["TRE-6"], [], options=ON)
    dry = dry._replace(draw=())
    assert RULES.phase(dry) == "act" and _prompt(dry) == "No action is possible: discard onto the tableau"


def test_the_discard_prompt_offers_a_held_shamrock():
    s = play(table(2, {0: ["LEG-1", "SHM-1", "WAR-2"], 1: ["WAR-1"]}, ["LEG-2"], ["LAN-1"], options=ON),
             "pair LEG-1 LEG-2")
    assert s.stage == "discard"
    assert _prompt(s) == ("Discard onto the tableau (a Dark card: onto an opponent's field), or first "
                          "play a Shamrock for a flip")


def test_the_receiver_chooser_of_a_team_field_asks_who_receives():
    s = table(4, {0: ["DRK-PUKA", "LEG-1"], 1: ["WAR-1"], 2: ["ROL-1"], 3: ["REL-1"]}, ["TRE-6"],
              ["LAN-1"], options={**ON, "teams": True})
    s = play(s, "flip", "leave")
    uses = [a for a in RULES.legal_actions(s) if a.kind == "use"]
    assert len(uses) == 2 and {a.dst for a in uses} == {"field/1"}  # one field, two receivers
    game = SeanchaiTable()
    game.view = RULES.view(s, 0)
    assert game.choice_title(uses) == "Who receives the Púka?"


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


def test_the_rules_say_how_to_play_at_the_table():
    """The help said what the moves are but not how to make them on the table: a new player
    looked for a button to take the tableau's Shamrock and did not know a team's field asks
    who receives a Dark card."""
    from tabletop.games.seanchai.help import RULES_TEXT

    table_part = RULES_TEXT.split("# At the table\n")[1].split("\n# ")[0]
    for words in ("drag a card of your hand onto a tableau card", "click the draw pile",
                  "drag it onto an opponent's point field", "which of them receives it",
                  "drag a card onto the tableau", "H gives a hint"):
        assert words in table_part, words
    assert "A hand that holds only Shamrocks at the discard plays them" in RULES_TEXT
    s = play(table(2, {0: ["SHM-1", "SHM-2"], 1: ["WAR-1"]}, ["LEG-2"], ["LAN-1", "LAN-2"], options=ON),
             "flip", "leave")
    assert {a.kind for a in RULES.legal_actions(s)} == {"shamrock"}  # what the help says


def test_the_flipped_cards_prompt_names_it_and_what_it_pairs_with():
    s = play(table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["TRE-6"], ["ROL-5"], options=ON), "flip")
    assert _prompt(s) == "Pair the flipped Brehon with a Roles card or a wild card, or put it on the tableau"
    w = play(table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["TRE-6"], ["WLD-FAERY-2"], options=ON), "flip")
    assert _prompt(w) == "Pair the flipped Faery with a regular card, or put it on the tableau"


def test_a_shamrock_taken_from_the_tableau_is_not_logged_as_played():
    """The log said "Aoife plays a Shamrock" for a Shamrock taken from the tableau (the action,
    no flip) as for one played from the hand (a flip follows)."""
    s = table(2, {0: ["LEG-1", "SHM-2"], 1: ["WAR-1"]}, ["SHM-1", "TRE-6"], ["LAN-1"], options=ON)
    take = next(a for a in RULES.legal_actions(s) if a.kind == "shamrock")
    assert take.src == "tableau"
    assert RULES.narrate(s, take, ["You", "Dara"]) == "You take a Shamrock from the tableau"
    assert RULES.narrate(s, take, ["Aoife", "Dara"]) == "Aoife takes a Shamrock from the tableau"
    s = play(s, "flip", "leave")
    played = next(a for a in RULES.legal_actions(s) if a.kind == "shamrock")
    assert played.src == "hand/0" and RULES.narrate(s, played, ["Aoife", "Dara"]) == "Aoife plays a Shamrock"
