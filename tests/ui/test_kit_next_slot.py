"""A family of zones that appear during play can lay out its next member (issue 13 loose
end): the kit game's gathered cards dragged onto the table land as a new group, though the
group's zone only exists once the commit has made it; its prompt says "Your turn" or
"Your answer" as the view's window says."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.testing.kitgame.table import KitTable
from tabletop.ui.table.kit import next_member

from .helpers import drag, make_app
from .test_selection import PLUGIN, gather_by_click, gatherable, gathered, kit_table, settle


def test_next_member_is_one_past_the_highest() -> None:
    assert next_member("group/0/", []) == "group/0/0"
    assert next_member("group/0/", ["group/0/0", "group/0/1", "group/0/10"]) == "group/0/11"


def test_the_viewer_has_a_place_for_the_next_group_and_opponents_do_not() -> None:
    app = make_app((1280, 720))
    scene = kit_table(app)
    view = scene.current_view()
    assert "group/0/0" not in view.zones  # the rules have not made it yet
    assert "group/0/0" in scene.layout.zones and scene.layout.owners["group/0/0"] == 0
    assert not any(z.startswith("group/1/") for z in scene.layout.zones)
    app.close()


def test_the_gathered_cards_dragged_onto_the_table_become_a_group() -> None:
    app = make_app((1280, 720))
    scene = kit_table(app)
    first, second = gatherable(scene)
    gather_by_click(app, scene, first)
    gather_by_click(app, scene, second)
    lead = scene.board.piles["pending/0"][-1]
    assert "group/0/0" in scene.board.index.destinations(lead.face)
    assert scene.board.drop_rect("group/0/0") is not None
    slot = scene.layout.zones["group/0/0"]
    n = len(scene.match.records)
    drag(app, (round(lead.x), round(lead.y - lead.lift)), (round(slot.cx), round(slot.cy)))
    settle(app, scene)
    last = scene.match.records[n].action
    assert last.kind == "commit" and last.dst == "group/0/0"
    assert gathered(scene) == [] and "group/0/0" in scene.current_view().zones
    assert "group/0/1" in scene.layout.zones  # and the next one has its place
    app.close()


def test_the_prompt_says_your_answer_in_a_window() -> None:
    m = Match(PLUGIN.rules, MatchConfig("kit", 2, 1, {}), (Seat("human", "Aoife"), Seat("ai", "Ciara")))
    view = PLUGIN.rules.view(m.state, 0)
    table = KitTable()
    assert table.prompt(view, True) == "Your turn: choose below"
    answering = replace(view, info={**view.info, "window": {"answerer": 0, "about": 1, "what": "a set"}})
    assert table.prompt(answering, True) == "Your answer: choose below"
