"""The hot-seat hand-off in the identity: the seat's avatar with its symbol, the title in the
display face, the reason and the recap kept, nothing overlapping at any size."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.ui.render.avatars import avatar, seat_avatar
from tabletop.ui.render.theme import seat_colour
from tabletop.ui.scenes import handoff
from tabletop.ui.scenes.handoff import HandoffScene

from .test_look_screens import _manager

RECAP = ["Aoife played the 7 of Hearts.", "Bran played the Queen of Hearts and took the trick.",
         "Dara played the Ace of Swords.", "Eimear played a Tingle and took the trick.",
         "2 earlier lines left out", "Fionn played the 2 of Bombs."]


def shown(size, recap, reason, monkeypatch):
    calls: list[tuple[str, bool]] = []
    real = handoff.text

    def spy(s, px, colour, bold=False, **kw):
        calls.append((s, kw.get("display", False)))
        return real(s, px, colour, bold, **kw)

    monkeypatch.setattr(handoff, "text", spy)
    mgr = _manager(size)
    scene = HandoffScene("Ciara", 1, lambda: None, recap, reason)
    mgr.push(scene)
    surf = pygame.Surface(size)
    calls.clear()
    mgr.draw(surf)
    return mgr, scene, surf, calls


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
def test_avatar_title_reason_and_recap_are_shown_apart(size, monkeypatch):
    mgr, scene, surf, calls = shown(size, RECAP, "Ciara: answer Dara's Púka", monkeypatch)
    assert ("Pass to Ciara", True) in calls  # the title in the display face
    assert ("Ciara: answer Dara's Púka", False) in calls
    drawn = [s for s, _ in calls]
    assert scene.lines and all(line in drawn for line in scene.lines)
    assert scene.lines == RECAP[len(RECAP) - len(scene.lines):]  # the newest lines kept
    if size != (1024, 600):
        assert scene.lines == RECAP
    rects = {k: r for k, r in scene.rects.items()} | {"button": scene.button.rect}
    for k, r in rects.items():
        assert pygame.Rect(0, 0, *size).contains(r), k
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), (a, b)


def test_the_seats_avatar_is_drawn_at_the_top(monkeypatch):
    mgr, scene, surf, _ = shown((1280, 720), [], "", monkeypatch)
    face = scene.rects["avatar"]
    colour, _ = seat_colour(scene.theme, 1)
    want = avatar(seat_avatar(mgr.ctx, 1), face.w, colour)
    # the medallion's opaque middle, pixel for pixel
    for dx, dy in ((0, 0), (-10, 6), (8, -12)):
        x, y = face.w // 2 + dx, face.h // 2 + dy
        assert surf.get_at((face.x + x, face.y + y))[:3] == want.get_at((x, y))[:3]
    assert "recap" not in scene.rects
