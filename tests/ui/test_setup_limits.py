"""Setup with option limits and teams (issue 13, part 8): an option not available at this
player count is greyed out and says why; with teams, each seat's row names its team."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.games import REGISTRY
from tabletop.ui.render.fonts import font
from tabletop.ui.scenes.setup import MatchSetupScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets.button import Button

from .helpers import click, frames, make_app

PLUGIN = REGISTRY["kit"]


def option_button(scene: MatchSetupScene, label_row: str):
    row = next(r for text, r in scene.rows if text == label_row)
    return next(w for w in scene.widgets if getattr(w, "rect", None) is not None
                and w.rect.y == row.y and w.rect.x > row.x and hasattr(w, "enabled"))


def players_button(scene: MatchSetupScene, sign: str):
    return next(w for w in scene.widgets if getattr(w, "label", None) == sign)


def help_for(scene: MatchSetupScene, index: int) -> str:
    return " ".join(scene.helps[index][0])


@pytest.fixture
def setup_scene():
    app = make_app((1280, 720))
    scene = MatchSetupScene(PLUGIN)
    app.mgr.reset(scene)
    frames(app)
    return app, scene


def test_teams_are_greyed_out_with_three_players_and_say_why(setup_scene) -> None:
    app, scene = setup_scene
    assert scene.n == 3
    teams = option_button(scene, "Teams")
    assert not teams.enabled and teams.label == "Off"
    assert help_for(scene, 0) == "Teams need 4, 6 or 8 players."
    click(app, teams.rect.center)
    assert scene.options["teams"] is False and scene.team_tags == []


def test_four_players_may_play_in_teams_and_each_seat_shows_its_team(setup_scene, tmp_path) -> None:
    app, scene = setup_scene
    click(app, players_button(scene, "+").rect.center)
    assert scene.n == 4
    teams = option_button(scene, "Teams")
    assert teams.enabled and help_for(scene, 0) == PLUGIN.meta.option("teams").help
    click(app, teams.rect.center)
    assert scene.options["teams"] is True
    assert [t for t, _ in scene.team_tags] == ["Team 1", "Team 2", "Team 1", "Team 2"]
    for (_, tag), (_, row) in zip(scene.team_tags, scene.seat_rows, strict=True):
        assert row.contains(tag) and not any(
            w.rect.colliderect(tag) for w in scene.widgets if getattr(w, "rect", None) is not None)
    for _ in range(4):
        click(app, players_button(scene, "+").rect.center)
    assert scene.n == 8 and len(scene.team_tags) == 8
    body = font(scene.px(19, 13), True)
    for w in scene.widgets:  # every label fits its button, the team tags included
        if type(w) is Button:  # (avatar buttons show a picture)
            assert body.size(w.label)[0] <= w.rect.w, w.label
    for tag, r in scene.team_tags:
        assert font(scene.px(16, 13), True).size(tag)[0] <= r.w
    surf = pygame.Surface((1280, 720))
    app.mgr.draw(surf)
    pygame.image.save(surf, os.path.join(os.environ.get("TABLETOP_SHOTS", str(tmp_path)),
                                         "setup-teams-8p-1280x720.png"))


def test_an_option_left_on_is_not_sent_at_a_count_it_does_not_allow(setup_scene) -> None:
    app, scene = setup_scene
    click(app, players_button(scene, "+").rect.center)
    click(app, option_button(scene, "Teams").rect.center)
    click(app, players_button(scene, "+").rect.center)  # 5 players: teams greyed again
    assert scene.n == 5 and scene.options["teams"] is True
    assert scene.effective_options()["teams"] is False and scene.team_tags == []
    assert option_button(scene, "Teams").label == "Off"
    scene._start()
    frames(app)
    table = app.mgr.stack[0]
    assert isinstance(table, TableScene) and table.match.config.options["teams"] is False
    assert scene.error == ""
