"""A refused drop over a tableau card gets the rules' reason about that card
(``rules.why_not_onto``): in Seanchaí's lesson, Cú Chulainn dragged onto the War Chariot is
told the suits, not "First your one action …"."""

from __future__ import annotations

import pygame

from tabletop.games.seanchai.cards import ID

from .helpers import drag, frames, grab_point, key, sprite_of
from .test_tutorial_table import _guided, _ready, _until


def test_a_drop_on_a_card_of_another_suit_names_the_suits(tmp_path):
    app, scene = _guided(tmp_path, "seanchai")
    key(app, pygame.K_n)  # past the welcome
    _until(app, scene, lambda: _ready(scene))
    chariot = sprite_of(scene, ID["WAR-3"])
    drag(app, grab_point(sprite_of(scene, ID["LEG-1"])), (round(chariot.x), round(chariot.y)))
    frames(app, 2)
    assert not scene.match.records  # nothing was played
    said = [t.message for t in scene.toasts.items]
    assert ("The War Chariot is a Warfare card; Cú Chulainn pairs only with a Legends card or a wild "
            "card.") in said, said
    app.close()


def test_a_click_on_a_card_with_several_places_picks_it_up_and_a_click_puts_it_there():
    """A Dark card clicked at the discard with two opponents: a click cannot say on whom, and
    the table said only "Drag the card to a highlighted place to play it", then the rules'
    reason ("drag it onto their point field"), which a player who cannot drag cannot follow.
    The click now also picks the card up, its places numbered; a click on Dara's field uses
    it on Dara."""
    from tabletop.catalog import CATALOG
    from tabletop.core.match import Match, Seat
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.table import TableScene

    from ..games.seanchai.helpers import play, table
    from .helpers import click, make_app, settle

    plugin = REGISTRY["seanchai"]
    rules = plugin.rules
    s = table(3, {0: ["DRK-PUKA", "LEG-1", "LEG-5"], 1: ["WAR-1"], 2: ["WAR-2"]}, ["TRE-6"], ["LAN-6"],
              options={"scealta": True, "dark": True, "shamrocks": True})
    s = play(s, "flip", "leave")
    app = make_app(speed="off")
    seats = (Seat("human", "You"), Seat("ai", "Ciara (AI)", "random"), Seat("ai", "Dara (AI)", "random"))
    scene = TableScene(plugin, Match(rules, rules.config(s), seats, states=[s]), CATALOG.table_for("seanchai"))
    app.mgr.reset(scene)
    settle(app, scene)
    click(app, grab_point(sprite_of(scene, ID["DRK-PUKA"])))
    frames(app, 2)
    said = [t.message for t in scene.toasts.items]
    assert "The Púka is used on an opponent: drag it onto their point field." in said, said  # why
    assert scene.keys.focus.held == ID["DRK-PUKA"] and scene.keys.focus.places() == ["field/1", "field/2"]
    assert not scene.match.records
    x, y, w, h = scene.board.extent("field/2")
    click(app, (round(x + w / 2), round(y + h / 2)))
    frames(app, 2)
    assert scene.match.records, [t.message for t in scene.toasts.items]
    assert rules.format_action(scene.match.records[0].action) == "use DRK-PUKA on 3"  # Dara
    app.close()
