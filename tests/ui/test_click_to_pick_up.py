"""Click to pick up, click to put down (player-expectations: click-to-play "is popular with
older players … with dry or shaky hands"). In Keltis every number card has two places, its
row and its discard pile, so a click could not play it: the table said "Drag the card to a
highlighted place to play it", and a player who cannot drag could play only by keyboard. A
click on such a card now picks it up as Enter does (raised, its places outlined and
numbered), a click on one of its places puts it there, and a second click on the card, or
Esc, puts it back."""

from __future__ import annotations

import pygame

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.focus import Stop
from tabletop.ui.table.pointer import PICKED_UP

from .helpers import click, frames, key, make_app, post, sprite_of

PLUGIN = REGISTRY["keltis"]


def _table():
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"))
    match = Match(PLUGIN.rules, MatchConfig("keltis", 2, 64, {}), seats)
    app = make_app((1240, 620), speed="off")
    scene = TableScene(PLUGIN, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    return app, scene


def _two_place_card(scene) -> int:
    idx = scene.board.index
    return next(c for c in sorted(scene.current_view().zones["hand/0"].cards)
                if len(idx.destinations(c)) == 2 and not idx.click_card(c))


def _middle(rect) -> tuple[int, int]:
    x, y, w, h = rect
    return round(x + w / 2), round(y + h / 2)


def _click_card(app, scene, card) -> None:
    s = sprite_of(scene, card)
    click(app, (round(s.x), round(s.y + s.h * 0.3)))  # low on the card: not its raised neighbour


def test_a_click_picks_a_card_up_and_a_click_on_its_place_puts_it_there():
    app, scene = _table()
    card = _two_place_card(scene)
    _click_card(app, scene, card)
    focus = scene.keys.focus
    assert focus.held == card, [t.message for t in scene.toasts.items]
    assert PICKED_UP in [t.message for t in scene.toasts.items]
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))  # the pointer leaves it
    frames(app, 20)
    assert sprite_of(scene, card).lift > 0, "the card picked up fell back when the pointer left it"
    places = focus.places()
    assert scene.keys._badges is not None and scene.keys._badges[1] == ["1", "2"]  # outlined, numbered
    row = next(p for p in places if "discard" not in str(p))
    click(app, _middle(scene.keys.stop_rect(Stop("dest", row))))
    frames(app, 3)
    records = scene.match.records
    assert len(records) == 1 and records[0].action.cards == (card,) and records[0].action.dst == row
    assert focus.held is None and scene.board.raised is None
    app.close()


def test_a_second_click_on_the_card_or_esc_puts_it_back():
    app, scene = _table()
    card = _two_place_card(scene)
    _click_card(app, scene, card)
    assert scene.keys.focus.held == card
    _click_card(app, scene, card)
    assert scene.keys.focus.held is None and not scene.match.records
    # put back: no refusal, and "Now click where it goes" is taken back at once, not left to fade
    assert not scene.toasts.items, [t.message for t in scene.toasts.items]
    _click_card(app, scene, card)
    assert scene.keys.focus.held == card
    assert PICKED_UP in [t.message for t in scene.toasts.items]
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert scene.keys.focus.held is None and not scene.match.records
    assert PICKED_UP not in [t.message for t in scene.toasts.items]
    frames(app, 18)
    assert sprite_of(scene, card).lift == 0
    app.close()


def test_a_click_away_from_its_places_puts_it_back_and_means_what_it_would():
    app, scene = _table()
    card = _two_place_card(scene)
    _click_card(app, scene, card)
    other = next(c for c in scene.current_view().zones["hand/0"].cards if c != card
                 and len(scene.board.index.destinations(c)) == 2 and not scene.board.index.click_card(c))
    _click_card(app, scene, other)  # another card: that one is picked up instead
    frames(app, 20)
    assert sprite_of(scene, card).lift == 0 and scene.keys.focus.held == other
    assert not scene.match.records
    app.close()


def test_a_new_decision_forgets_the_picked_up_card():
    # (a hand-off or an Undo starts a new decision: the keyboard's focus lets the card go, and
    # the hover must no longer keep it raised)
    app, scene = _table()
    card = _two_place_card(scene)
    _click_card(app, scene, card)
    assert scene.board.raised == card
    scene.keys.focus.sync(None, 0)  # what a new decision does to the focus
    frames(app, 2)
    assert scene.keys.focus.held is None and scene.board.raised is None
    app.close()


def test_a_card_put_down_on_a_pile_of_cards_does_not_open_the_pile_too():
    # a click on a pile of two or more open cards that means no move opens it (V's panel); a
    # click that puts the picked-up card down there is a move, and with the animations off the
    # pile was still there to open when the button came up
    from tabletop.ui.table.pileview import PileViewScene

    from ..games.keltis.helpers import build

    s = build(2, ["R3 R5 G2 G4 Y1 Y6 B2 P8", "G7 G8 Y2 Y3 B4 B5 P1 P2"], piles={"R": "R1 R2"})
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"))
    match = Match(PLUGIN.rules, PLUGIN.rules.config(s), seats, states=[s])
    app = make_app((1240, 620), speed="off")
    scene = TableScene(PLUGIN, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    card = next(c for c in scene.current_view().zones["hand/0"].cards if PLUGIN.rules.deck(
        match.config).code(c) == "R5")
    _click_card(app, scene, card)
    assert scene.keys.focus.held == card
    pile = next(p for p in scene.keys.focus.places() if "discard" in str(p))
    click(app, _middle(scene.board.extent(pile)))
    frames(app, 3)
    assert match.records and match.records[0].action.dst == pile
    assert not isinstance(app.mgr.top, PileViewScene), "the pile opened over the move"
    app.close()
