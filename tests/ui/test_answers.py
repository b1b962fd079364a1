"""Answers out of turn on the table (issue 13, part 4) and teams on the plates (part 8), with
the test-only kit game: the hand-off names the reason, the banner says "Your answer", undo
never crosses another seat's answer; partners' plates say who they play with."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.testing.kitgame.table import KitTable
from tabletop.ui.scenes.handoff import ARM_DELAY, HandoffScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.teams import team_line, team_members, teams_of
from tabletop.ui.table.turns import turn_word, window_of

from .helpers import frames, make_app, post

PLUGIN = REGISTRY["kit"]
RULES = PLUGIN.rules
NAMES = ["Aoife", "Ciara", "Dara", "Eimear"]


def table(app, kinds: str, seed: int = 1, **options) -> TableScene:
    seats = tuple(Seat("human" if k == "H" else "ai", NAMES[i], "random") for i, k in enumerate(kinds))
    m = Match(RULES, MatchConfig("kit", len(kinds), seed, options), seats)
    scene = TableScene(PLUGIN, m, KitTable())
    app.mgr.reset(scene)
    return scene


def run_until(app, scene: TableScene, done, limit: int = 2000) -> None:
    for _ in range(limit):
        frames(app)
        if done():
            return
    raise AssertionError("never got there")


def idle(scene: TableScene) -> bool:
    return scene.board.index is not None and not scene.board.busy


def continue_handoff(app) -> None:
    frames(app, round(ARM_DELAY * 60) + 2)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    frames(app)


def table_a_set(app, scene: TableScene) -> None:
    """Seed 1: Aoife gathers her two 9s and tables them as a set."""
    for kind in ("gather", "gather", "commit"):
        run_until(app, scene, lambda: idle(scene))
        scene.submit(next(a for a in scene.match.legal() if a.kind == kind))


@pytest.fixture
def app():
    return make_app((1280, 720))


def test_the_hand_off_names_the_answer_and_the_banner_says_your_answer(app, tmp_path):
    scene = table(app, "HH")
    run_until(app, scene, lambda: isinstance(app.mgr.top, HandoffScene))
    first = app.mgr.top
    assert first.reason == ""  # Aoife's own turn: no reason to give
    continue_handoff(app)
    assert scene.hud.banner[0] == "Your turn, Aoife"
    table_a_set(app, scene)
    run_until(app, scene, lambda: isinstance(app.mgr.top, HandoffScene))
    handoff = app.mgr.top
    window = RULES.window(scene.match.state)
    assert window is not None and window.answerer == 1 and window.about == 0
    assert handoff.name == "Ciara"
    assert handoff.reason == window.prompt(NAMES[:2]) and handoff.reason.startswith("Ciara: answer Aoife's ")
    surf = pygame.Surface((1280, 720))
    app.mgr.draw(surf)
    pygame.image.save(surf, os.path.join(os.environ.get("TABLETOP_SHOTS", str(tmp_path)),
                                         "handoff-answer-1280x720.png"))
    continue_handoff(app)
    assert scene.hud.banner[0] == "Your answer, Ciara"
    view = scene.current_view()
    assert window_of(view) == window and turn_word(view, 1) == "Your answer"
    assert turn_word(view, 0) == "Your turn"  # words for the seat that is not answering


def test_undo_never_crosses_another_seats_answer(app):
    scene = table(app, "HA")
    table_a_set(app, scene)
    # Ciara (computer) answers or declines in the window, then takes her turn
    run_until(app, scene, lambda: scene.match.to_act == 0 and idle(scene))
    answered = [r for r in scene.match.records if r.action.player == 1 and r.in_window]
    assert answered  # her step in the window lies between Aoife's commit and now
    assert not scene.control.can_undo()
    before = len(scene.match.records)
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    frames(app)
    assert len(scene.match.records) == before


def test_partners_plates_say_who_they_play_with(app, tmp_path):
    cfg = MatchConfig("kit", 4, 2, {"teams": True})
    assert teams_of(RULES, cfg) == [1, 2, 1, 2]  # partners opposite
    assert teams_of(RULES, MatchConfig("kit", 4, 2, {})) is None  # everyone for themselves
    scene = table(app, "HAAA", seed=2, teams=True)
    run_until(app, scene, lambda: idle(scene))
    teams = scene.hud.teams
    assert teams is not None and teams[0] == teams[2] and teams[1] == teams[3] and teams[0] != teams[1]
    assert team_line(teams, 0) == "Team 1" and team_line(teams, 3) == "Team 2"
    assert team_members(teams, NAMES) == ["Team 1: Aoife & Dara", "Team 2: Ciara & Eimear"]
    scores = scene.current_view().info["scores"]
    assert scores[0] == scores[2] and scores[1] == scores[3]  # one shared score per team
    surf = pygame.Surface((1280, 720))
    app.mgr.draw(surf)
    pygame.image.save(surf, os.path.join(os.environ.get("TABLETOP_SHOTS", str(tmp_path)),
                                         "kit-teams-1280x720.png"))
