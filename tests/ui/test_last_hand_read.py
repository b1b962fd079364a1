"""The last table of a match is read before the results: every game waits at the end with
"See the results", by mouse or keyboard, as it waits for the next deal between hands. A
one-hand Treasure match went to the results 0.9 s after the last move, over a sheet that had
only just opened; Hyrule's last trick, 0.3 s after "Dara wins the trick …" showed."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene

from .helpers import click, frames, key, make_app

LABEL = "See the results"


def one_move_from_the_end(gid: str, options: dict) -> tuple[Match, object]:
    """A match (seat 0 human, seat 1 a computer) at seat 0's last move, and that move: the
    first seeded random match that seat 0 ends."""
    plugin = REGISTRY[gid]
    rules = plugin.rules
    for seed in range(1, 40):
        cfg = MatchConfig(gid, 2, seed, options)
        rng = Rng.derived(seed, "last-hand")
        s = rules.new_game(cfg)
        while rules.to_act(s) is not None:
            legal = rules.legal_actions(s)
            ending = [a for a in legal if rules.to_act(rules.apply(s, a).state) is None]
            if ending and rules.to_act(s) == 0:
                seats = (Seat("human", "Aoife"), Seat("ai", "Ciara (AI)", "random"))
                return Match(rules, cfg, seats, states=[s]), ending[0]
            s = rules.apply(s, rng.choice([a for a in legal if a not in ending] or legal)).state
    raise AssertionError("no match found that seat 0 ends")


def at_the_end(gid: str, options: dict):
    app = make_app((1280, 720), speed="off")
    app.ctx.ai_delay = 0.0
    match, last = one_move_from_the_end(gid, options)
    scene = TableScene(REGISTRY[gid], match, CATALOG.table_for(gid))
    app.mgr.reset(scene)
    frames(app, 5)
    assert match.to_act == 0
    scene.submit(last)
    frames(app, 300)  # five seconds: the results came after 0.9 s
    assert match.is_over
    return app, scene


CASES = [("treasure", {"hands": 1}), ("treasure", {}), ("seanchai", {}), ("hyrule", {}), ("keltis", {}),
         ("ard_ri", {})]


@pytest.mark.parametrize(("gid", "options"), CASES, ids=lambda c: str(c))
@pytest.mark.parametrize("by", ["click", "enter"])
def test_the_last_hand_waits_to_be_read_then_the_results_come_on_request(gid, options, by):
    app, scene = at_the_end(gid, options)
    assert not isinstance(app.mgr.top, ResultsScene), "the results came before the last hand was read"
    if gid == "treasure":  # the hand's sheet is up, with how it scored
        assert scene.sheet.open and scene.sheet.sheet().details
    (button,) = [b for b in scene.buttons if b.label == LABEL]
    assert not scene.sheet.open or not scene.sheet.rect.colliderect(button.rect), "the sheet hides the button"
    if by == "click":
        click(app, button.rect.center)
    else:
        key(app, pygame.K_RETURN)
    frames(app, 3)
    assert isinstance(app.mgr.top, ResultsScene)


def test_a_table_of_computers_goes_to_the_results_by_itself():
    """No person at the table: nobody to read it, nothing waits."""
    app = make_app((1280, 720), speed="off")
    app.ctx.ai_delay = 0.0
    match, last = one_move_from_the_end("treasure", {"hands": 1})
    match = Match(match.rules, match.config, (Seat("ai", "Aoife (AI)", "random"), Seat("ai", "Ciara (AI)", "random")),
                  states=[match.state])
    scene = TableScene(REGISTRY["treasure"], match, CATALOG.table_for("treasure"))
    app.mgr.reset(scene)
    for _ in range(1200):
        frames(app)
        if isinstance(app.mgr.top, ResultsScene):
            break
    assert match.is_over and isinstance(app.mgr.top, ResultsScene)
