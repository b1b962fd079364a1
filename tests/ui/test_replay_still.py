"""The replay viewer reads as a replay (issue of the play-testers, 2026-11-29): one control
looks chosen at a time, and no seat's plate prompts a turn."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY
from tabletop.persistence.saves import load_match
from tabletop.ui.scenes.replay import ReplayScene

from .helpers import click, frames, key, make_app, spy_arrows

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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["hyrule", "keltis", "treasure"])
def test_the_tab_rings_arrow_keeps_clear_of_the_caption_and_the_timeline(game, size, monkeypatch):
    """The ring's arrow over Review touched the caption's pill (the move shown) and stood on
    the timeline's bar; on every control it keeps clear of both, and of the cards."""
    app = make_app(size, speed="off")
    replay = ReplayScene(REGISTRY[game], load_match(SAVES / f"{game}-demo.json"), CATALOG.table_for(game))
    app.mgr.reset(replay)
    frames(app, 2)
    replay.seek(7)
    frames(app, 2)
    arrows = spy_arrows(monkeypatch)
    key(app, pygame.K_TAB)
    gap = replay.px(2)
    for _ in replay.controls:
        arrows.clear()
        frames(app, 1)
        ringed = replay.nav.focused()
        caption = replay.caption_box()[0]
        cards = [pygame.Rect(s.rect()) for s in replay.board.sprites()]
        assert arrows, f"no arrow on {ringed.label}"
        for a in arrows:
            assert not a.colliderect(caption.inflate(2 * gap, 2 * gap)), (ringed.label, a, caption)
            assert not a.colliderect(replay.timeline.rect), (ringed.label, a, replay.timeline.rect)
            assert a.collidelist(cards) < 0 and pygame.Rect((0, 0), size).contains(a), (ringed.label, a)
        key(app, pygame.K_TAB)
    app.close()
