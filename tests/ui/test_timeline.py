"""The replay's timeline: two costly decisions a move apart have letters that stand apart (they
read as one smudge, "EB"), and the knob no longer hides a mark under it."""

from __future__ import annotations

import pygame

from tabletop.ui.render.theme import CLASSIC
from tabletop.ui.widgets.timeline import Timeline

from .helpers import init_pygame


def test_close_marks_letters_stand_apart_and_over_the_knob():
    init_pygame()
    line = Timeline(pygame.Rect(100, 600, 800, 8), total=300, pos=37,
                    marks=[(36, "blunder"), (37, "mistake"), (38, "inaccuracy"), (200, "blunder")])
    caps, marks = line.cap_rects(11), line.mark_rects()
    for i, a in enumerate(caps):
        for b in caps[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert caps[0].top == marks[0].y and caps[3].top == marks[3].y  # the first and a lone one stay put
    surf = pygame.Surface((1000, 700))
    line.draw(surf, CLASSIC, 11)
    stem = (marks[1].centerx, line.rect.centery)  # the mistake's stem where the knob stands
    assert surf.get_at(stem)[:3] == CLASSIC.text, "the knob hides the mark under it"
