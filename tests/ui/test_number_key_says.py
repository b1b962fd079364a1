"""A number key with nothing behind it says so on the table: only the "invalid" sound said it,
and with the sound off (or no sound card) nothing did (Treasure: 2 pressed while a held card
had one place to go)."""

from __future__ import annotations

import pygame

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.keyplay import nothing_on

from .helpers import frames, key, make_app


def test_the_words_name_the_numbers_there_are() -> None:
    assert nothing_on(2, 1, True) == "Nothing on 2: the only place is number 1"
    assert nothing_on(7, 3, True) == "Nothing on 7: the places are numbered 1 to 3"
    assert nothing_on(4, 2, False) == "Nothing on 4: the buttons are numbered 1 to 2"
    assert nothing_on(1, 0, False) == "Nothing on 1: pick a card up first (Tab, Enter)"


def test_a_number_beyond_the_held_cards_places_is_told() -> None:
    app = make_app((1280, 720), speed="off")
    plugin = REGISTRY["keltis"]
    match = Match(plugin.rules, MatchConfig("keltis", 2, 3, {"firstPlayer": 1}),
                  (Seat("human", "You"), Seat("ai", "Ciara", "random")))
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    assert match.to_act == 0 and len(scene.buttons) < 9
    key(app, pygame.K_9)  # nothing held: the number would be a button's
    assert scene.toasts.recent[-1] == nothing_on(9, len(scene.buttons), False)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # a hand card picked up
    places = len(scene.keys.focus.places())
    assert scene.keys.focus.held is not None and 1 < places < 9
    before = len(match.records)
    key(app, pygame.K_9)
    assert scene.toasts.recent[-1] == f"Nothing on 9: the places are numbered 1 to {places}"
    assert len(match.records) == before  # nothing played
