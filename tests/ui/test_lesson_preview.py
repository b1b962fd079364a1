"""A card's large preview keeps off a lesson's panel: the panel is drawn over the previews, and
in Hyrule's lesson at 1920×1080 it hid the top of the focused card's preview and its caption
("Four of Hearts in your hand") at steps 4 and 5."""

from __future__ import annotations

import pygame

from tabletop.ui.table import keyplay

from .gestures import perform
from .helpers import frames, key, lesson_table


def test_the_focused_cards_preview_keeps_off_the_lesson_panel(tmp_path, monkeypatch):
    app, scene = lesson_table(tmp_path, "hyrule", (1920, 1080))
    captions: list[pygame.Rect] = []  # the preview's words, as drawn
    real = keyplay.draw_panel
    monkeypatch.setattr(keyplay, "draw_panel", lambda surf, box, *a, **k: (
        captions.append(pygame.Rect(box)), real(surf, box, *a, **k)))
    play = scene.control.guided

    def ready() -> bool:
        return not scene.board.busy and play.waits_for_learner() and (
            play.reading() or scene.board.index is not None)

    covered, seen, worded = [], 0, 0
    while play.active:
        for _ in range(900):
            if ready() or not play.active:
                break
            frames(app)
        if not play.active:
            break
        if play.reading():
            key(app, pygame.K_n)
            continue
        for _ in range(4):  # the keyboard through the first cards of the hand
            key(app, pygame.K_TAB)
            frames(app, 2)
            s = scene.keys.focused_sprite()
            if s is None or s.face is None:
                continue
            seen += 1
            preview = pygame.Rect(scene.keys.preview_rect(s, focused=True))
            if preview.colliderect(scene.tutor.panel):
                covered.append((play.index + 1, s.face, tuple(preview), tuple(scene.tutor.panel)))
            worded += bool(captions)
            if captions and captions[-1].colliderect(scene.tutor.panel):
                covered.append((play.index + 1, s.face, "caption", tuple(captions[-1])))
            captions.clear()
        key(app, pygame.K_ESCAPE)
        perform(app, scene, play.expected())
        frames(app, 2)
    assert seen >= 20  # the lesson's moves were reached and its cards previewed
    assert worded >= 20  # and their captions drawn
    assert not covered, covered
    app.close()
