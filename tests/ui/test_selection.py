"""Multi-card decisions on the table (issue 13, part 3) with the test-only kit game: click to
gather several cards (raised, outlined), commit buttons named by the rules, Esc / right click
take back (undo within the turn), the same by keyboard, and the selection dragged as one."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.core.actions import Action
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.testing.kitgame.table import KitTable
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.board import SELECT_LIFT
from tabletop.ui.table.interaction import InteractionIndex

from .helpers import click, drag, frames, key, make_app, post

PLUGIN = REGISTRY["kit"]


def settle(app, scene: TableScene) -> None:
    for _ in range(600):
        frames(app)
        if scene.board.index is not None and not scene.board.busy:
            return
    raise AssertionError("the table never waited for the human")


def kit_table(app, seed: int = 1) -> TableScene:
    """Seed 1: Aoife (human) may gather 9D and 9C into a set, or draw."""
    m = Match(PLUGIN.rules, MatchConfig("kit", 2, seed, {}),
              (Seat("human", "Aoife"), Seat("ai", "Ciara", "random")))
    scene = TableScene(PLUGIN, m, KitTable())
    app.mgr.reset(scene)
    settle(app, scene)
    return scene


def gathered(scene: TableScene) -> list[int]:
    return [s.face for s in scene.board.piles.get("pending/0", [])]


def gather_by_click(app, scene: TableScene, card: int) -> None:
    s = next(s for s in scene.board.piles["hand/0"] if s.face == card)
    click(app, (round(s.x), round(s.y - s.h * 0.3)))
    settle(app, scene)


def gatherable(scene: TableScene) -> list[int]:
    return [a.cards[0] for a in scene.match.legal() if a.kind == "gather"]


@pytest.fixture
def app():
    return make_app((1280, 720))


def test_click_gathers_cards_raised_and_outlined_and_the_commit_button_says_what_happens(app, tmp_path):
    scene = kit_table(app)
    first, second = gatherable(scene)
    gather_by_click(app, scene, first)
    assert gathered(scene) == [first] and scene.match.records[-1].action.kind == "gather"
    gather_by_click(app, scene, second)
    assert sorted(gathered(scene)) == sorted([first, second])
    for s in scene.board.piles["pending/0"]:
        assert s.glow and s.lift == pytest.approx(s.h * SELECT_LIFT)  # raised and outlined
    labels = [b.label for b in scene.buttons]
    commits = [a for a in scene.match.legal() if a.kind == "commit"]
    assert commits and labels == [PLUGIN.rules.describe(scene.match.state, a) for a in commits]
    assert "Table them as a set" in labels
    surf = pygame.Surface((1280, 720))
    app.mgr.draw(surf)
    pygame.image.save(surf, os.path.join(os.environ.get("TABLETOP_SHOTS", str(tmp_path)),
                                         "multiselect-1280x720.png"))
    click(app, scene.buttons[labels.index("Table them as a set")].rect.center)
    assert scene.match.records[-1].action.kind == "commit"


def test_esc_and_right_click_take_gathered_cards_back(app):
    scene = kit_table(app)
    first, second = gatherable(scene)
    gather_by_click(app, scene, first)
    gather_by_click(app, scene, second)
    n = len(scene.match.records)
    key(app, pygame.K_ESCAPE)
    assert gathered(scene) == [first] and len(scene.match.records) == n - 1
    assert not any(type(s).__name__ == "PauseScene" for s in app.mgr.stack)  # not the pause menu
    post(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=3)
    post(pygame.MOUSEBUTTONUP, pos=(3, 3), button=3)
    frames(app)
    assert gathered(scene) == [] and len(scene.match.records) == n - 2
    hand = [s.face for s in scene.board.piles["hand/0"]]
    assert first in hand and second in hand
    key(app, pygame.K_ESCAPE)  # nothing gathered: Esc is the pause menu again
    assert type(app.mgr.top).__name__ == "PauseScene"


def test_a_right_click_on_a_gathered_card_takes_it_and_the_later_ones_back(app):
    scene = kit_table(app)
    first, second = gatherable(scene)
    gather_by_click(app, scene, first)
    gather_by_click(app, scene, second)
    s = next(s for s in scene.board.piles["pending/0"] if s.face == first)
    pos = (round(s.x - s.w * 0.42), round(s.y - s.lift))  # its uncovered left strip
    assert scene.board.sprite_at(*pos) is s
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
    frames(app)
    assert gathered(scene) == []


def test_the_same_by_keyboard(app):
    scene = kit_table(app)
    want = set(gatherable(scene))
    for _ in range(2):
        for _ in range(12):  # Tab to a card that can be gathered, Enter gathers it
            key(app, pygame.K_TAB)
            stop = scene.focus.current()
            if stop is not None and stop.kind == "card" and stop.target in gatherable(scene):
                break
        key(app, pygame.K_RETURN)
        settle(app, scene)
    assert set(gathered(scene)) == want
    key(app, pygame.K_ESCAPE)
    assert len(gathered(scene)) == 1
    key(app, pygame.K_BACKSPACE, pygame.KMOD_SHIFT)  # Shift+Backspace: all of them
    assert gathered(scene) == []
    for card in want:  # gather again, then commit with the focused button
        scene.submit(next(a for a in scene.match.legal() if a.cards == (card,)))
        settle(app, scene)
    for _ in range(20):
        key(app, pygame.K_TAB)
        stop = scene.focus.current()
        if stop is not None and stop.kind == "button":
            break
    assert scene.buttons[stop.target].label == "Table them as a set"
    key(app, pygame.K_RETURN)
    assert scene.match.records[-1].action.kind == "commit"


def test_the_selection_drags_as_one_onto_a_commit_destination():
    commit = Action("commit", 0, (), "pending/0", "group/0/0", "set")
    gather = Action("gather", 0, (7,), "hand/0", "pending/0")
    idx = InteractionIndex.build([gather, commit], lambda a: a.kind, carry={"pending/0": (3, 5)})
    assert idx.drop(3, "group/0/0") == [commit] and idx.drop(5, "group/0/0") == [commit]
    assert set(idx.carried(5)) == {3, 5} and idx.carried(5)[0] == 5
    assert [a for _, a in idx.buttons] == [commit]  # and still a button
    plain = InteractionIndex.build([gather, commit], lambda a: a.kind)
    assert not plain.can_grab(3)


def test_the_selection_dragged_back_onto_the_hand_is_taken_back(app):
    scene = kit_table(app)
    first, second = gatherable(scene)
    gather_by_click(app, scene, first)
    gather_by_click(app, scene, second)
    lead = scene.board.piles["pending/0"][-1]
    assert scene.board.index.can_grab(lead.face) and set(scene.board.index.carried(lead.face)) == {first, second}
    hand = scene.board.piles["hand/0"]
    target = (round(hand[len(hand) // 2].x), round(hand[len(hand) // 2].y))
    n = len(scene.match.records)
    drag(app, (round(lead.x), round(lead.y - lead.lift)), target)
    settle(app, scene)
    assert gathered(scene) == [] and len(scene.match.records) == n - 2
    assert {first, second} <= {s.face for s in scene.board.piles["hand/0"]}
