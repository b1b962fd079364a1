"""The replay viewer reads as a replay (issue of the play-testers, 2026-11-29): one control
looks chosen at a time, and no seat's plate prompts a turn."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY
from tabletop.persistence.saves import load_match
from tabletop.ui.scenes.replay import ReplayScene

from .helpers import click, frames, key, make_app

SAVES = Path(__file__).resolve().parents[2] / "saves"


def _replay(game: str = "keltis", at: int = 7) -> tuple:
    app = make_app((1280, 720), speed="off")
    replay = ReplayScene(REGISTRY[game], load_match(SAVES / f"{game}-demo.json"), CATALOG.table_for(game))
    app.mgr.reset(replay)
    frames(app, 2)
    replay.seek(at)
    frames(app, 2)
    return app, replay


def test_the_gold_control_is_the_one_the_tab_ring_is_on():
    """The ring rested on Review while Play stayed gold: two controls looked chosen. Gold is
    what Enter presses: the ringed control, or Play with no ring (a click hides it)."""
    app, replay = _replay()
    assert [b.label for b in replay.controls if b.primary] == ["Play"]
    for _ in range(4):  # to Review
        key(app, pygame.K_TAB)
        ringed = replay.nav.focused()
        assert replay.nav.shown and [b for b in replay.controls if b.primary] == [ringed]
    assert ringed.label == "Review"
    click(app, (5, 5))  # a click on the felt hides the ring
    assert not replay.nav.shown and [b.label for b in replay.controls if b.primary] == ["Play"]
    app.close()


def test_no_plate_prompts_a_turn_in_the_replay(monkeypatch):
    """The acting seat's plate said "To play" and glowed while the replay stood still, as if
    it were a live turn; the caption names who made the move shown, and no plate has a turn
    badge ("Winner" at the end is no prompt, and stays)."""
    app, replay = _replay()
    assert replay.match.to_act is not None  # someone would be to act here in a live game
    statuses: list[str] = []
    real = replay.hud.plate_words

    def spy(lay, view, seat, lines, status, *rest):
        statuses.append(status)
        return real(lay, view, seat, lines, status, *rest)
    monkeypatch.setattr(replay.hud, "plate_words", spy)
    replay.seek(replay.pos + 1)  # a new view: the plates are drawn again
    frames(app, 2)
    assert statuses and not any(statuses), statuses
    name = replay.names[replay.source.records[replay.pos - 1].action.player]
    assert name in replay.caption()
    app.close()
