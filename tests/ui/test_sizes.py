"""Readable at every size: the card-size setting never breaks the layout (checked with the one
layout test's element collection, ``test_table_layout``), every card is drawn from art
rendered at exactly its on-screen size (re-rendered for the window, never an upscaled
bitmap), and the help overlays fit the window."""

from __future__ import annotations

import itertools

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.render.fonts import font
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import inside, overlap

from .helpers import frames, make_app
from .test_table_layout import check, drawn

NAMES = ["Aoife", "Ciara", "Dara", "Eimear", "Fionn"]
SIZES = [(1280, 720), (2560, 1440)]


def table(game: str, n: int, size, card_size: float = 1.0):
    app = make_app(size, speed="off")
    app.ctx.settings["card_size"] = card_size
    plugin = REGISTRY[game]
    seats = tuple(Seat("human" if i == 0 else "ai", NAMES[i], "random") for i in range(n))
    match = Match(plugin.rules, MatchConfig(game, n, 1, {}), seats)
    scene = TableScene(plugin, match, CATALOG.table_for(game), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("card_size", [0.85, 1.15])
@pytest.mark.parametrize("game,n", [("hyrule", 5), ("hyrule", 2), ("keltis", 4)])
def test_card_size_setting_never_breaks_the_layout(game, n, card_size):
    """Small cards are always smaller; large ones are used where the layout has room (two-seat
    Hyrule, four-seat Keltis: its hand squeezes to its room) and fall back to the normal size
    where it has none (five-seat Hyrule)."""
    app, scene = table(game, n, (1280, 720), card_size)
    _, normal = table(game, n, (1280, 720))
    big, base = scene.layout.metrics.card_h, normal.layout.metrics.card_h
    if card_size < 1:
        assert big < base
    else:
        assert big >= base and (big > base) == ((game, n) != ("hyrule", 5))
    check(drawn(scene), 1280, 720, f"{game}, {n} players, cards x{card_size}", scene.layout)


@pytest.mark.parametrize("game", ["hyrule", "keltis"])
def test_cards_are_rendered_at_their_exact_size_at_both_sizes(game):
    heights = []
    for size in SIZES:
        app, scene = table(game, 3, size)
        frames(app, 2)
        painter = scene.painter
        shown = [s for s in scene.board.sprites() if not s.hidden and scene.board.zone_layout(s.zone)]
        assert shown
        for s in shown:
            assert (round(s.w), round(s.h)) in painter.sizes, f"{s} would be scaled"
            if s.face is not None:
                img = scene.ctx.art.face(scene.deck, s.face, (round(s.w), round(s.h)))
                assert img.get_size() == (round(s.w), round(s.h))
        heights.append(scene.layout.metrics.card_h)
    assert heights[1] >= 1.9 * heights[0]  # twice the window: cards drawn twice as tall


@pytest.mark.parametrize("size", SIZES)
def test_help_overlays_fit_the_window(size):
    from tabletop.ui.prefs import Prefs
    from tabletop.ui.scenes.help import ShortcutsScene

    w, h = size
    app, scene = table("keltis", 4, size)
    app.ctx.prefs = Prefs(None)
    keys = ShortcutsScene(scene.open_rules)
    app.mgr.push(keys)
    frames(app)
    px = keys.text_px()
    assert px >= 12 and inside(tuple(keys.box), (0, 0, w, h))
    for r, k, what in keys.rows:
        assert inside(tuple(r), tuple(keys.box))
        assert font(px).size(what)[0] <= r.w * 0.7 and font(px, True).size(k)[0] <= r.w * 0.3
    for (a, _, _), (b, _, _) in itertools.pairwise(keys.rows):
        assert not overlap(tuple(a), tuple(b))
    app.mgr.pop(keys)
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    assert inside(tuple(tour.box), (0, 0, w, h))
    for c in tour.callouts:
        assert inside(tuple(c), (0, 0, w, h)) and not overlap(tuple(c), tuple(tour.box))
    for _, r in tour.marks:
        assert not overlap(r, tuple(tour.box))  # the welcome box hides none of the marks
