"""Ard Rí: the seat plates stay where they are between the seat's own view and the replay or
the game-over view of the same game at the same size. A rival's block widened into the free
room of the top row only where the last place of its line showed faces: the Chosen cards,
hidden from the seat but open in the replay and once the game is over, so the plates moved
(Dara's from x 496 to 434 with four players at 1280×720). The Cattle Field, open to all,
ends the line now and the blocks widen alike in every view."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app

PLUGIN = REGISTRY["ard_ri"]
NAMES = ["Aoife", "Ciara", "Dara", "Eimear", "Fionn"]


def played(n: int, seed: int, moves: int) -> Match:
    seats = tuple(Seat("human" if p == 0 else "ai", NAMES[p], "random") for p in range(n))
    match = Match(PLUGIN.rules, MatchConfig("ard_ri", n, seed, {}), seats)
    bot = RandomBot()
    while len(match.records) < moves and not match.is_over:
        match.submit(bot.choose(PLUGIN.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    return match


def plates(scene) -> dict:
    return {seat: tuple(round(v) for v in r) for seat, r in scene.layout.plates.items()}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("moves", [60, 10_000], ids=["mid-game", "game-over"])
def test_the_plates_sit_alike_in_the_seat_view_and_the_replay(n, moves):
    match = played(n, 3, moves)
    app = make_app((1280, 720))
    seat = TableScene(PLUGIN, match, CATALOG.table_for("ard_ri"), autoplay=False)
    app.mgr.reset(seat)
    frames(app, 3)
    at_seat = plates(seat)
    replay = ReplayScene(PLUGIN, match, CATALOG.table_for("ard_ri"))
    app.mgr.reset(replay)
    frames(app, 3)
    replay.seek(len(match.records))
    frames(app, 3)
    assert plates(replay) == at_seat


@pytest.mark.parametrize("n", [3, 4, 5])
def test_the_plates_sit_alike_before_and_after_the_game_is_over(n):
    """At the end every hand and Chosen place is shown: the plates stay where play left them."""
    app = make_app((1280, 720))
    during = played(n, 3, 60)
    scene = TableScene(PLUGIN, during, CATALOG.table_for("ard_ri"), autoplay=False)
    app.mgr.reset(scene)
    frames(app, 3)
    at_play = plates(scene)
    over = played(n, 3, 10_000)
    assert over.is_over
    scene = TableScene(PLUGIN, over, CATALOG.table_for("ard_ri"), autoplay=False)
    app.mgr.reset(scene)
    frames(app, 3)
    assert plates(scene) == at_play
