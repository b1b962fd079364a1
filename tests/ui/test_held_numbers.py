"""While a card is held, the number keys choose its places ("1 Discard pile · 2 Your Green
row"): the action buttons' key caps, which say "1" for the first button (Keltis' "1 Stone 1:
Yellow + Red"), are not shown then, and come back when the card is put back."""

from __future__ import annotations

import pygame

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets import button

from .helpers import frames, key, make_app


def test_the_buttons_number_keys_hide_while_a_card_is_held(monkeypatch):
    plugin = REGISTRY["keltis"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"))
    match = Match(plugin.rules, MatchConfig("keltis", 2, 64, {}), seats)  # four stones to claim
    app = make_app((1240, 620), speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    assert len(scene.buttons) == 4
    caps = {b.hint for b in scene.buttons}
    drawn: list[str] = []
    real = button.text

    def spy(words, *args, **kwargs):
        drawn.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(button, "text", spy)
    frames(app, 1)
    assert caps <= set(drawn), "the buttons' number keys are not shown"
    key(app, pygame.K_TAB)
    while scene.keys.focus.current().kind != "card":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert scene.keys.focus.held is not None
    drawn.clear()
    frames(app, 1)
    assert not caps & set(drawn), f"number keys {sorted(caps & set(drawn))} shown while a card is held"
    assert {b.label for b in scene.buttons} <= set(drawn)  # the buttons themselves stay
    key(app, pygame.K_ESCAPE)
    drawn.clear()
    frames(app, 1)
    assert caps <= set(drawn), "the number keys did not come back"
