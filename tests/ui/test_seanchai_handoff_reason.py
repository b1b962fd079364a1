"""The hand-off that sends a Dark card's user back to choose the card it takes said nothing
under "Pass to Aoife", unlike "Player 2: answer Aoife's Caorthánach". It names the choice; the
hand-off still shows no hand."""

from __future__ import annotations

from tabletop.catalog import CATALOG
from tabletop.core.ids import PUBLIC
from tabletop.core.match import Match, Seat
from tabletop.games import REGISTRY
from tabletop.games.seanchai.rules import RULES
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.table import TableScene
from tests.games.seanchai.helpers import play, table

from .helpers import frames, make_app

DARK_ON = {"scealta": True, "dark": True, "shamrocks": False}


def test_the_hand_off_to_choose_the_card_a_dark_card_takes_says_so() -> None:
    s = table(2, {0: ["DRK-DEARGDUR", "LEG-1", "LEG-5"], 1: ["WAR-1"]}, ["TRE-6"], ["LAN-6"],
              fields={1: ["LEG-2"]}, options=DARK_ON)
    s = play(s, "flip", "leave", "use DRK-DEARGDUR on 2")
    if RULES.window(s) is not None:
        s = play(s, "decline")
    assert RULES.phase(s) == "ability" and RULES.to_act(s) == 0
    match = Match(RULES, RULES.config(s), (Seat("human", "Aoife"), Seat("human", "Ciara")), states=[s])
    app = make_app((1280, 720), speed="off")
    scene = TableScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"))
    app.mgr.reset(scene)
    frames(app, 3)
    top = app.mgr.stack[-1]
    assert isinstance(top, HandoffScene) and scene.control.viewer == PUBLIC
    assert top.reason == "Aoife: choose the card the Dearg Dur takes", top.reason
    app.close()
