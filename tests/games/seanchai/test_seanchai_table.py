"""Seanchaí's table gestures: every legal move has one, and the main ones are the natural
drags (a hand card onto its tableau partner, a Dark card onto an opponent's point field)."""

from __future__ import annotations

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.match import Match
from tabletop.core.rules import MatchConfig
from tabletop.games.seanchai.cards import ID
from tabletop.games.seanchai.rules import RULES
from tabletop.games.seanchai.table.scene import SeanchaiTable
from tabletop.ui.table.interaction import Button, InteractionIndex, reachable

from .helpers import play, table

GAME = SeanchaiTable()


def _index(s) -> InteractionIndex:
    return InteractionIndex.build(RULES.legal_actions(s), lambda a: RULES.describe(s, a), GAME.gesture)


def test_every_legal_action_has_a_gesture():
    for seed, (n, options) in enumerate([(2, {}), (3, {"dark": False}), (4, {"teams": True}),
                                         (5, {"shamrocks": False})]):
        m = Match(RULES, MatchConfig("seanchai", n, seed, options))
        bot = RandomBot()
        while not m.is_over:
            assert reachable(m.legal(), _index(m.state))
            m.submit(bot.choose(RULES, m.state, bot_rng(seed, m.to_act, len(m.records))))


def test_pair_by_dragging_onto_the_tableau_card_and_flip_by_clicking_the_pile():
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["LEG-2", "TRE-1"], ["LAN-1"])
    idx = _index(s)
    (pair,) = idx.drop(ID["LEG-1"], ID["LEG-2"])
    assert RULES.format_action(pair) == "pair LEG-1 LEG-2"
    assert ID["LEG-2"] in idx.destinations(ID["LEG-1"])  # the partner is highlighted
    assert ID["TRE-1"] not in idx.destinations(ID["LEG-1"])
    assert [RULES.format_action(a) for a in idx.click_zone("draw")] == ["flip"]


def test_dark_card_onto_an_opponents_field_and_the_answer_buttons():
    on = {"dark": True, "shamrocks": False}
    s = table(3, {0: ["DRK-DULLAHAN", "LEG-1", "LEG-5"], 1: ["TRE-5", "WAR-1"], 2: ["WAR-2"]}, ["TRE-6"],
              ["LAN-6"], fields={1: ["ROL-2"]}, options=on)
    s = play(s, "flip", "leave")
    idx = _index(s)
    assert idx.destinations(ID["DRK-DULLAHAN"]) >= {"field/1", "field/2"}
    (use,) = idx.drop(ID["DRK-DULLAHAN"], "field/1")
    s = play(s, RULES.format_action(use))
    idx = _index(s)
    labels = {b.label for b, _ in idx.buttons}
    assert {"Let it happen", "Counter with the Ardagh Chalice"} <= labels
    assert ID["TRE-5"] in idx.active_cards()  # the card that can answer glows
    assert Button("Let it happen") in {b for b, _ in idx.buttons}


def test_a_hand_of_a_shamrock_alone_is_told_to_play_it_not_to_discard():
    """A helper's hand held only a Shamrock at the discard step: the prompt said "Discard onto
    the tableau", and the try was refused ("A Shamrock is never paired or discarded")."""
    on = {"shamrocks": True, "dark": False, "scealta": False}
    s = table(2, {0: ["SHM-1", "SHM-2", "LEG-1"], 1: ["WAR-1"]}, ["TRE-1"], ["ROL-1", "LEG-2", "LAN-1"],
              options=on)
    s = play(s, "flip", "leave", "shamrock SHM", "pair LEG-2 LEG-1 hand")
    assert s.stage == "discard"
    game = SeanchaiTable()
    assert game.prompt(RULES.view(s, 0), False) == "Play your Shamrock to your point field"
    before = play(table(2, {0: ["LEG-1", "WAR-1"], 1: ["WAR-2"]}, ["LEG-2"], ["LAN-1"], options=on),
                  "pair LEG-1 LEG-2")
    assert before.stage == "discard"
    assert game.prompt(RULES.view(before, 0), False).startswith("Discard onto the tableau")
