"""The setup screen's keyboard: the focus ring is hidden until a key is pressed, and shows
from the first Tab on; Tab walks the screen in reading order: the left column top to bottom
(each row left to right), then the right column, then the bottom row left to right: Back,
then Start (Start came before Back, which lies left of it)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import REGISTRY
from tabletop.ui.scenes.setup import MatchSetupScene
from tabletop.ui.table import focus

from .helpers import click, frames, key, make_app

GAMES = sorted(g for g in REGISTRY if g != "kit")


def walk(app, scene) -> list[tuple[str, pygame.Rect]]:
    """Tab from the first stop once round: each stop's label and place, in Tab order."""
    n = len([s for s in scene._stops() if s.enabled])
    seen = []
    for _ in range(n):
        stop = scene.nav.focused()
        seen.append((stop.label, pygame.Rect(stop.rect)))
        key(app, pygame.K_TAB)
    assert scene.nav.focused().rect == seen[0][1], "Tab did not come round to the first stop"
    return seen


def check_reading_order(seen: list[tuple[str, pygame.Rect]], w: int, h: int, what: str) -> None:
    bottom = [(label, r) for label, r in seen if r.top >= h * 0.85]
    body = [(label, r) for label, r in seen if r.top < h * 0.85]
    assert seen[-len(bottom):] == bottom, f"{what}: the bottom row is not last"
    assert [r.x for _, r in bottom] == sorted(r.x for _, r in bottom), f"{what}: {[lb for lb, _ in bottom]}"
    columns = [r.centerx >= w // 2 for _, r in body]
    assert columns == sorted(columns), f"{what}: the columns are not one after the other"
    for (a, ra), (b, rb) in zip(body, body[1:], strict=False):
        if (ra.centerx >= w // 2) != (rb.centerx >= w // 2):
            continue
        same_row = abs(ra.centery - rb.centery) < min(ra.h, rb.h) / 2
        assert (same_row and rb.x > ra.x) or (not same_row and rb.centery > ra.centery), \
            f"{what}: Tab goes from {a!r} {tuple(ra)} back to {b!r} {tuple(rb)}"


@pytest.mark.parametrize("gid", GAMES)
def test_tab_walks_the_setup_screen_in_reading_order(gid, monkeypatch):
    app = make_app((1280, 720))
    scene = MatchSetupScene(REGISTRY[gid])
    app.mgr.reset(scene)
    frames(app)
    rings: list[tuple] = []
    real = focus.draw_focus
    monkeypatch.setattr(focus, "draw_focus", lambda surf, rect, *a, **k: (rings.append(tuple(rect)),
                                                                         real(surf, rect, *a, **k))[1])
    frames(app)
    assert not scene.nav.shown and not rings  # no ring for a mouse player
    key(app, pygame.K_TAB)
    frames(app)
    assert scene.nav.shown and rings and rings[-1] == tuple(scene.nav.focused().rect), "no ring after Tab"
    seen = walk(app, scene)
    labels = [label for label, _ in seen]
    assert labels[-2:] == ["Back", "Start"], labels
    check_reading_order(seen, 1280, 720, gid)
    house = next((b for b in scene.widgets if getattr(b, "label", "").startswith("House rules")), None)
    if house is not None:
        click(app, house.rect.center)
        key(app, pygame.K_TAB)
        seen = walk(app, scene)
        assert [label for label, _ in seen][-2:] == ["◂ Back to setup", "Start"]
        check_reading_order(seen, 1280, 720, f"{gid} house rules")
