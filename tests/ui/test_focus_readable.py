"""A keyboard player can tell which card is focused (issue 28, item 1): the focused card is shown
whole and large (the pointer's preview) with its name and place in words; V looks through the
pile of the focused card; a held card's places are named, not only numbered; the card's click
meaning (gather it for a group) has one key, A, for every card."""

from __future__ import annotations

import re

import pygame

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table import keyplay
from tabletop.ui.table.focus import PLAY_HERE, Stop
from tabletop.ui.table.pileview import PileViewScene, viewable

from .helpers import frames, key, make_app

NAMES = ("Aoife", "Ciara", "Dara")


def table_at(app, game: str, moves: int, players: int = 3) -> TableScene:
    """``game`` after ``moves`` seeded random moves, Aoife (seat 0, human) to act."""
    plugin = REGISTRY[game]
    seats = tuple(Seat("human" if i == 0 else "ai", NAMES[i], "random") for i in range(players))
    match = Match(plugin.rules, MatchConfig(game, players, 11, {}), seats)
    bot = RandomBot()
    for _ in range(moves):
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(11, match.to_act, len(match.records))))
    assert match.to_act == 0
    scene = TableScene(plugin, match, CATALOG.table_for(game))
    app.mgr.reset(scene)
    for _ in range(300):
        frames(app)
        if scene.board.index is not None and not scene.board.busy:
            return scene
    raise AssertionError("the table never waited for Aoife")


def drawn(scene: TableScene, monkeypatch) -> tuple[list[tuple[int, int]], list[str]]:
    """One frame: the cards previewed large (face, height) and the words of the keyboard part."""
    zoomed: list[tuple[int, int]] = []
    words: list[str] = []
    real_zoom, real_text = scene.painter.zoom, keyplay.text

    def zoom(surf, face, centre, height):
        zoomed.append((face, height))
        return real_zoom(surf, face, centre, height)

    def text(s, *a, **kw):
        words.append(s)
        return real_text(s, *a, **kw)

    monkeypatch.setattr(scene.painter, "zoom", zoom)
    monkeypatch.setattr(keyplay, "text", text)
    scene.draw(pygame.Surface(scene.size))
    monkeypatch.undo()
    return zoomed, words


def test_every_focused_card_is_shown_large_with_its_name_and_place(monkeypatch):
    """Seanchaí mid-game: the hand, the tableau and the draw pile. Each card the Tab key
    reaches is drawn whole at preview size, its name and its place in words under it."""
    app = make_app()
    scene = table_at(app, "seanchai", 40)
    deck, lay = scene.deck, scene.layout
    seen = set()
    key(app, pygame.K_TAB)  # the first Tab shows the ring, on the first stop
    for _ in range(len(scene.focus.stops())):
        stop = scene.focus.current()
        if stop.kind == "card":
            zoomed, words = drawn(scene, monkeypatch)
            sprite = scene.board.sprite_for(stop.target)
            assert zoomed and zoomed[-1][0] == stop.target, "the focused card is not previewed"
            assert zoomed[-1][1] >= 1.15 * lay.metrics.card_h > sprite.h * 0.99
            name = deck.cards[stop.target].name
            assert name in words, f"{name} is not named: {words}"
            place = "in your hand" if sprite.zone == "hand/0" else "in the Tableau"
            assert place in words, words
            seen.add(sprite.zone)
        key(app, pygame.K_TAB)
    assert {"hand/0", "tableau"} <= seen


def test_v_looks_through_the_pile_of_the_focused_card():
    from .test_pileview import keltis_with_a_deep_discard

    app = make_app()
    scene, pile = keltis_with_a_deep_discard(app)
    assert viewable(scene.board.view, scene.layout, pile)
    top = scene.board.piles[pile][-1].face
    scene.focus.shown = True
    scene.focus.current = lambda: Stop("card", top)  # the focus on a card of the pile
    key(app, pygame.K_v)
    assert isinstance(app.mgr.top, PileViewScene)
    assert app.mgr.top.cards == list(scene.board.view.zones[pile].cards)[::-1]


def test_a_held_card_names_its_places_and_gathers_with_one_key(monkeypatch):
    """Treasure: a hand card may be discarded, dragged to the gathering place or to the next
    group, or clicked (picked for a group). Held, its places are numbered and named; the click
    is A, never a number."""
    app = make_app()
    scene = table_at(app, "treasure", 9)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    focus = scene.focus
    held = focus.held
    assert held is not None and focus.destinations()[-1] == PLAY_HERE
    places = focus.places()
    assert PLAY_HERE not in places and len(places) >= 2
    _, words = drawn(scene, monkeypatch)
    line = " ".join(words)
    assert f"Holding the {scene.deck.cards[held].name}" in words
    assert re.search(r"\b\d Discard pile", line) and "A: click it" in line, words  # (numbered
    # in screen order: row by row, left to right)
    for n in range(1, len(places) + 1):
        assert f"{n} " in line
    key(app, pygame.K_RIGHT)  # the focus on a place: its key, a colon, then the place
    _, words = drawn(scene, monkeypatch)
    now = [w for w in words if w.startswith("Now on")]
    assert len(now) == 1 and re.match(r"Now on \d+: \S", now[0]), words
    key(app, pygame.K_1 + len(places))  # one past the places: no place, nothing happens
    assert focus.held == held
    before = len(scene.match.records)
    key(app, pygame.K_a)
    assert len(scene.match.records) == before + 1
    assert scene.match.records[-1].action.kind == "gather"


def test_a_gathers_the_focused_card_without_picking_it_up():
    app = make_app()
    scene = table_at(app, "treasure", 9)
    key(app, pygame.K_TAB)
    card = scene.focus.current().target
    before = len(scene.match.records)
    key(app, pygame.K_a)
    assert len(scene.match.records) == before + 1
    last = scene.match.records[-1].action
    assert last.kind == "gather" and last.cards == (card,)
