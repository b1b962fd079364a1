"""A refused drop leaves no large card behind: the card flies home and the pointer, still
where the card was dropped, is no longer over it (Seanchai: the Dullahan refused on the
tableau left a big Dullahan over the hand and the Sort button; Keltis: Blue 2 dropped on the
Red row). The refusal's reason stays up long enough to be read."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.seating import DEFAULT_NAMES

from .helpers import frames, grab_point, make_app, post

SIZE = (1240, 620)


def table(gid: str, n: int = 2):
    """``gid`` after some seeded random moves, seat 0 (human, at the bottom) to act with a
    hand card to drag, at the normal animation speed (the card flies home as in play)."""
    plugin = REGISTRY[gid]
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i], "random") for i in range(n))
    match = Match(plugin.rules, MatchConfig(gid, n, 1, {}), seats)
    rng = Rng.derived(1, "refused-drop")
    while len(match.records) < 4 * n or match.to_act != 0 or not any(
            a.src == "hand/0" for a in match.legal()):
        match.submit(rng.choice(match.legal()))
    app = make_app(SIZE, speed="normal")
    scene = TableScene(plugin, match, CATALOG.table_for(gid))
    app.mgr.reset(scene)
    for _ in range(600):
        frames(app)
        if scene.board.index is not None and not scene.board.busy:
            return app, scene
    raise AssertionError("the table never asked seat 0 for a move")


def refused_place(scene):
    """A hand card that can be dragged and the middle of a place (one's own row, the tableau)
    it may not go to, as (sprite, point)."""
    board, lay = scene.board, scene.layout
    for s in board.piles[f"hand/{scene.bottom}"]:
        if s.face is None or not board.index.can_grab(s.face):
            continue
        ok = set(board.index.destinations(s.face))
        for z in sorted(lay.zones):
            if z.startswith(("row/0/", "tableau")) and z not in ok:
                x, y, w, h = board.extent(z)
                if board.sprite_at(x + w / 2, y + h / 2) is None or z == "tableau":
                    return s, (round(x + w / 2), round(y + h / 2))
    raise AssertionError("no refused place found")


@pytest.mark.parametrize("gid", ["keltis", "seanchai"])
def test_a_refused_drop_leaves_no_large_card_over_the_hand(gid):
    app, scene = table(gid)
    s, (x1, y1) = refused_place(scene)
    zooms: list[tuple] = []
    real = scene.painter.zoom

    def spy(surf, face, centre, height):
        r = real(surf, face, centre, height)
        zooms.append((face, pygame.Rect(r)))
        return r

    scene.painter.zoom = spy
    x0, y0 = grab_point(s)
    post(pygame.MOUSEMOTION, pos=(x0, y0), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)
    frames(app)
    for i in range(1, 31):  # a slow drag: half a second (longer than the hover's delay)
        post(pygame.MOUSEMOTION, pos=(round(x0 + (x1 - x0) * i / 30), round(y0 + (y1 - y0) * i / 30)),
             rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1)
    frames(app)
    assert scene.toasts.items, "the drop was not refused"
    zooms.clear()
    frames(app, 90)  # the card flies home; the pointer rests where it let go
    under = scene.board.sprite_at(x1, y1)
    stale = [(f, r) for f, r in zooms if under is None or f != under.face]
    assert not stale, f"a large card stayed up after the refused drop of {s.face}: {stale[-1]}"


def test_a_message_stays_long_enough_to_be_read():
    """A reading pace of 3 words a second and a base of 2 s: a refusal's reason of twelve
    words went after 2.4 s (Seanchai: gone 3 s after the drop)."""
    from tabletop.ui.widgets.toast import Toasts

    words = "The Dullahan is a Dark card: play it onto an opponent's field instead."
    least = 2 + len(words.split()) / 3
    for waiting in (False, True):
        toasts = Toasts()
        toasts.show(words, warn=True)
        if waiting:
            toasts.show("Ciara (AI) plays the Shamrock.")  # another waits behind it
        t = 0.0
        while t < least - 0.05:
            toasts.update(0.05)
            t += 0.05
            assert toasts.current is not None and toasts.current.message == words, (waiting, t)


@pytest.mark.parametrize("gid", ["keltis", "seanchai"])
def test_a_refused_drops_reason_stays_to_be_read(gid):
    app, scene = table(gid)
    s, end = refused_place(scene)
    from .helpers import drag

    drag(app, grab_point(s), end)
    said = [t.message for t in scene.toasts.items if t.warn]
    assert said, "the drop was not refused"
    least = 2 + len(said[0].split()) / 3
    frames(app, round((least - 0.2) * 60))
    assert any(t.message == said[0] for t in scene.toasts.items), f"{said[0]!r} went before {least:.1f} s"
