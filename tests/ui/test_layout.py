"""The Hyrule table at 1280×720 and 1920×1080 with 2–5 seats: nothing overlaps, nothing is
cut off. Element rectangles come from the layout itself (zones at their fullest, name
plates, status line, action bar)."""

from __future__ import annotations

import itertools

import pytest

from tabletop.core.match import Match
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.hyrule.scene import HyruleTable
from tabletop.ui.render.art import CardArt
from tabletop.ui.render.fonts import font
from tabletop.ui.table.layout import inside, metrics_for, overlap, seat_places

FULL = {"hand": 7, "play": 1, "won": 20, "pot": 3, "stock": 20, "discard": 2}


def _rects(w, h, n, bottom=0):
    plugin = REGISTRY["hyrule"]
    view = plugin.rules.view(Match(plugin.rules, MatchConfig("hyrule", n, 1)).state, bottom)
    m = metrics_for(w, h, CardArt().size_for_height)
    lay = HyruleTable().layout(m, view, bottom, n)
    badge = m.font(15, 12) * 0.9
    out = {}
    for zid, zl in lay.zones.items():
        kind = zid.split("/")[0]
        if kind == "runoff":
            continue
        x, y, rw, rh = zl.extent(FULL[kind])
        if zl.kind == "fan" and not zl.vertical and kind == "hand" and zid == f"hand/{bottom}":
            y -= zl.card[1] * 0.13  # hover lift
            rh += zl.card[1] * 0.13
        if zl.show_count:
            rh += badge
        out[zid] = (x, y, rw, rh)
    for seat, r in lay.plates.items():
        out[f"plate/{seat}"] = r
    for name, r in lay.areas.items():
        out[name] = r
    # the your-turn prompt is as wide as its text, centred in the action area
    x, y, aw, ah = lay.areas["actions"]
    prompt = HyruleTable().prompt(view, False)
    pw = font(m.font(16, 12), True).size(prompt)[0] + m.px(24)
    out["prompt"] = (x + aw / 2 - pw / 2, y, pw, ah)
    return lay, out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_nothing_overlaps_or_is_cut_off(size, n):
    w, h = size
    lay, rects = _rects(w, h, n)
    screen = (0, 0, w, h)
    for name, r in rects.items():
        assert inside(r, screen), f"{name} {r} is cut off at {w}x{h}"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        if {a, b} == {"actions", "prompt"}:
            continue  # one or the other: the prompt shows only when there are no buttons
        assert not overlap(ra, rb), f"{a} {ra} overlaps {b} {rb} ({n} players, {w}x{h})"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_runoff_row_fits_between_seats(n):
    lay, rects = _rects(1280, 720, n)
    x, y, w, h = lay.zones["runoff"].extent(n)
    for name, r in rects.items():
        if name.startswith(("play/", "actions")):
            continue  # play slots are empty during a run-off
        assert not overlap((x, y, w, h), r), f"run-off row overlaps {name}"


def test_viewer_sits_at_the_bottom_and_others_clockwise():
    places = seat_places(4, 2)
    assert places[2].side == "bottom"
    assert [places[s].side for s in (3, 0, 1)] == ["left", "top", "right"]
    assert {p.side for p in seat_places(5, 0).values()} == {"bottom", "left", "top-left", "top-right", "right"}
