"""A click on a gathered ("Chosen") card takes that card back, as in every card app; it never
commits the decision. In Ard Rí's Spring a player dragged a cattle card onto the Cattle Field,
it lay in "Chosen" with "Put it in your Cattle Field" on offer, and a click on it put it in
the field at once and the turn passed. The commit is made by its button, by dragging the
selection onto its place, or by a click on that place (an empty one too)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.actions import Action
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.interaction import InteractionIndex

from ..games.ard_ri.helpers import position
from .helpers import click, drag, frames, key, make_app, post
from .test_ard_ri_table import RULES, at, card, move, ready, start, zone_at


@pytest.fixture
def app():
    return make_app((1280, 720))


def chosen(scene: TableScene) -> list[int]:
    return [s.face for s in scene.board.piles.get("pending/0", [])]


def hand(scene: TableScene) -> list[int]:
    return list(scene.match.state.hands[0])


def moves(scene: TableScene) -> list[str]:
    return [RULES.format_action(r.action) for r in scene.match.records]


@pytest.mark.parametrize("field", [["2C", "8S"], []], ids=["cards-in-the-field", "empty-field"])
def test_a_click_on_the_chosen_cattle_takes_it_back_and_a_click_on_the_field_commits(app, field):
    s = position(2, "spring", hands={0: ["7H", "3H", "9S"], 1: ["4C"]}, fields={0: field})
    scene = start(app, s, "HA")
    seven = card(s, "7H", "hand/0")
    move(app, scene, seven, "field/0")  # dropped on the field: it waits in "Chosen"
    assert chosen(scene) == [seven] and moves(scene) == ["gather 7H"]
    assert [b.label for b in scene.buttons] == ["Put it in your Cattle Field"]

    click(app, at(scene, seven))  # a click on the chosen card: back to the hand, nothing made
    ready(app, scene)
    assert chosen(scene) == [] and seven in hand(scene)
    assert moves(scene) == [] and scene.match.to_act == 0

    move(app, scene, seven, "field/0")  # chosen again, then a click on the Cattle Field
    field_cards = scene.board.piles["field/0"]
    click(app, at(scene, field_cards[0].face) if field_cards else zone_at(scene, "field/0"))
    ready(app, scene)
    assert moves(scene)[:2] == ["gather 7H", "commit cattle"]
    assert seven in scene.match.state.fields[0]


def test_a_click_on_a_chosen_card_takes_back_that_card_only(app):
    s = position(2, "spring", hands={0: ["7H", "3H", "5H", "9S"], 1: ["4C"]}, fields={0: ["2C"]})
    scene = start(app, s, "HA")
    seven, three, five = (card(s, c, "hand/0") for c in ("7H", "3H", "5H"))
    for c in (seven, three, five):
        move(app, scene, c, "field/0")
    assert moves(scene) == ["gather 7H", "gather 3H", "gather 5H"]
    click(app, at(scene, three))  # the one in the middle
    ready(app, scene)
    assert chosen(scene) == [seven, five] and three in hand(scene)
    assert moves(scene) == ["gather 7H", "gather 5H"]
    sprite = next(sp for sp in scene.board.piles["pending/0"] if sp.face == five)
    assert sprite.glow and sprite.lift > 0  # the rest of the selection stays raised
    key(app, pygame.K_y, pygame.KMOD_CTRL)  # Redo chooses it again
    ready(app, scene)
    assert moves(scene) == ["gather 7H", "gather 5H", "gather 3H"]
    pos = at(scene, seven)  # a right click still takes back that card and every later one
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
    frames(app)
    ready(app, scene)
    assert chosen(scene) == [] and moves(scene) == []


def test_the_selection_dragged_onto_the_field_commits_it(app):
    s = position(2, "spring", hands={0: ["7H", "3H", "9S"], 1: ["4C"]}, fields={0: ["2C"]})
    scene = start(app, s, "HA")
    seven, three = card(s, "7H", "hand/0"), card(s, "3H", "hand/0")
    move(app, scene, seven, "field/0")
    move(app, scene, three, "field/0")
    move(app, scene, three, "field/0")  # the selection, from "Chosen", onto the field
    assert moves(scene)[:3] == ["gather 7H", "gather 3H", "commit cattle"]


def test_cards_chosen_from_the_wilderness_dragged_onto_the_hand_are_taken(app):
    """The hand is where this commit puts them: dropped there they are taken, not put back."""
    s = position(2, "autumn", hands={0: ["5D"], 1: ["4C"]}, fields={0: ["2C"]},
                 wilderness=["9H", "8H", "7H"])
    scene = start(app, s, "HA")
    nine = card(s, "9H", "wilderness")
    move(app, scene, nine, "pending/0")
    assert moves(scene) == ["gather 9H"] and chosen(scene) == [nine]
    five = next(sp for sp in scene.board.piles["hand/0"])
    drag(app, at(scene, nine), (round(five.x), round(five.y)))
    ready(app, scene)
    assert moves(scene)[:2] == ["gather 9H", "commit take"] and nine in scene.match.state.hands[0]


def test_a_commit_is_a_click_on_its_destination_never_on_the_gathered_cards():
    gather = Action("gather", 0, (7,), "hand/0", "pending/0")
    run = Action("commit", 0, (), "pending/0", "group/0/0", "run")
    colour = Action("commit", 0, (), "pending/0", "group/0/0", "colour")
    draw = Action("draw", 0, (), "stock", None)
    idx = InteractionIndex.build([gather, run, colour, draw], lambda a: a.kind,
                                 carry={"pending/0": (3, 5)})
    assert idx.click_zone("pending/0") == [] and idx.click_card(3) == []
    assert idx.click_zone("group/0/0") == [run, colour]  # two there: the table asks which
    assert idx.click_zone("stock") == [draw]  # a pile is still clicked to draw from
    assert idx.drop(3, "group/0/0") == [run, colour]


def test_a_click_anywhere_in_the_places_dashed_outline_clicks_it(app):
    """The Cattle Field's outline takes in its name ("Cattle Field · wealth 0"), far wider than
    its one empty card place: a click within the outline, beside the place, commits too."""
    s = position(2, "spring", hands={0: ["7H", "3H", "9S"], 1: ["4C"]}, fields={})
    scene = start(app, s, "HA")
    move(app, scene, card(s, "7H", "hand/0"), "field/0")
    x, y, w, h = scene.keys.place_outline("field/0")
    ex, _, _, _ = scene.board.extent("field/0")
    assert x + 4 < ex - 20  # the outline reaches well left of the card place
    click(app, (round(x + 4), round(y + h / 2)))
    ready(app, scene)
    assert moves(scene)[:2] == ["gather 7H", "commit cattle"]
