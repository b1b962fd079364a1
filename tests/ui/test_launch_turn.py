""""Your turn" is not shown while the card that completes a trick is still being resolved
(issue 17, item 14)."""

from __future__ import annotations

import pygame

from tabletop.ui.table import hud as hud_module

from .helpers import frames, make_app, settle, start_table


def drawn_words(monkeypatch, scene, surf) -> list[str]:
    words: list[str] = []
    real = hud_module.text

    def recording(s, *args, **kw):
        words.append(s)
        return real(s, *args, **kw)

    monkeypatch.setattr(hud_module, "text", recording)
    scene.layers.forget()  # draw the plates again
    scene.draw(surf)
    monkeypatch.setattr(hud_module, "text", real)
    return words


def test_no_your_turn_while_the_trick_you_completed_is_resolved(monkeypatch):
    app = make_app(speed="normal")
    app.ctx.ai_delay = 0.0
    scene = start_table(app, "HA", seed=4)
    surf = pygame.Surface(app.window.size)
    for _ in range(20):
        settle(app, scene, limit=2000)
        assert scene.match.to_act == 0
        if scene.board.piles.get("play/1"):  # the AI led: your card completes the trick
            break
        scene.submit(scene.match.legal()[0])
    else:
        raise AssertionError("the AI never led a trick")
    assert "Your turn" in drawn_words(monkeypatch, scene, surf)  # before: your turn indeed
    scene.submit(scene.match.legal()[0])
    frames(app, 30)  # the card has landed; the trick waits to be gathered
    assert scene.board.busy and scene.match.to_act is not None
    words = drawn_words(monkeypatch, scene, surf)
    assert "Your turn" not in words
