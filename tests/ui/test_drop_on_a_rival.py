"""A card dropped on a rival's hand means that rival's place (issue 29 play-through, Seanchaí
with four players in teams at 2560×1440): the prompt says "drag it onto their point field",
but a team's one field lies at its first seat, so a new player who wanted to use the Dullahan
on Eimear dropped it on Eimear's hand and was refused. A drop on a rival's hand (or on a
partner of the team whose field it is) now uses the card there; a drop back on the player's
own hand still plays nothing."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.games import REGISTRY
from tabletop.games.seanchai.cards import ID
from tabletop.ui.scenes.chooser import ChooserScene
from tabletop.ui.scenes.table import TableScene

from ..games.seanchai.helpers import play, table
from .helpers import drag, frames, grab_point, make_app, settle, sprite_of

PLUGIN = REGISTRY["seanchai"]
RULES = PLUGIN.rules
DARK = {"scealta": True, "dark": True, "shamrocks": True}
NAMES = ["You", "Ciara (AI)", "Dara (AI)", "Eimear (AI)"]


def _scene(s, n: int):
    app = make_app(speed="off")
    seats = (Seat("human", NAMES[0]),) + tuple(Seat("ai", NAMES[p], "random") for p in range(1, n))
    scene = TableScene(PLUGIN, Match(RULES, RULES.config(s), seats, states=[s]), CATALOG.table_for("seanchai"))
    app.mgr.reset(scene)
    settle(app, scene)
    return app, scene


def _centre_of(scene, zone: str) -> tuple[int, int]:
    x, y, w, h = scene.board.extent(zone)
    return round(x + w / 2), round(y + h / 2)


def _puka_at_the_discard(n: int, options: dict):
    s = table(n, {0: ["DRK-PUKA", "LEG-1", "LEG-5"], 1: ["WAR-1"], 2: ["WAR-2"], 3: ["WAR-3"]},
              ["TRE-6"], ["LAN-6"], options=options)
    return play(s, "flip", "leave")


def _drop_the_puka_on(zone: str):
    """Three players, the Púka dragged from the viewer's hand onto ``zone``'s middle."""
    app, scene = _scene(_puka_at_the_discard(3, DARK), 3)
    drag(app, grab_point(sprite_of(scene, ID["DRK-PUKA"])), _centre_of(scene, zone))
    frames(app, 2)
    return app, scene


def test_a_dark_card_dropped_on_a_rivals_hand_is_used_on_that_rival():
    app, scene = _drop_the_puka_on("hand/2")
    assert scene.match.records, [t.message for t in scene.toasts.items]  # (the AIs play on)
    assert RULES.format_action(scene.match.records[0].action) == "use DRK-PUKA on 3"  # Dara
    app.close()


def test_a_dark_card_dropped_back_on_your_own_hand_plays_nothing():
    app, scene = _drop_the_puka_on("hand/0")
    assert not scene.match.records
    app.close()


@pytest.mark.parametrize("partner", [3, 1])
def test_in_teams_a_drop_on_either_partner_asks_who_receives_it_starting_on_that_one(partner):
    # the chooser starts on the partner the card was dropped on (it started on the first
    # partner, so a drop on Eimear offered Ciara and Enter gave Ciara the card)
    s = _puka_at_the_discard(4, {**DARK, "teams": True})
    app, scene = _scene(s, 4)
    lay = scene.board.layout
    assert lay.owners.get("field/1") == 1 and not any(
        z for z, seat in lay.owners.items() if seat == 3 and z.startswith("field/"))  # no field at Eimear
    puka = sprite_of(scene, ID["DRK-PUKA"])
    drag(app, grab_point(puka), _centre_of(scene, f"hand/{partner}"))
    frames(app, 3)
    top = app.mgr.top
    assert isinstance(top, ChooserScene), [t.message for t in scene.toasts.items]
    assert top.title == "Who receives the Púka?", top.title
    assert sorted(a.choice for _, a in top.options) == ["1", "3"]
    assert top.options[top.grid.focus][1].choice == str(partner), top.options[top.grid.focus][0]
    app.close()
