"""The first-run tour's "Where cards go now" outlines cut through no card lying on the table
(Keltis: two outlines met on the blue discard pile, which no card in hand could go to, and
each cut through it); a card an outline would cross is taken in whole, as a name is."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.table.layout import edge_crosses

from .test_preview_off_hand import CASES, from_a_full_hand
from .test_table_layout import my_turn


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("gid", "n"), CASES, ids=str)
def test_no_places_outline_cuts_through_a_card(gid, n, size):
    app, scene = my_turn(gid, n, size, moves=0, until=from_a_full_hand)
    hand = f"hand/{scene.bottom}"
    px = scene.layout.metrics.px
    outlines = [pygame.Rect(round(x), round(y), round(w), round(h)).inflate(px(10), px(10))
                for x, y, w, h in scene.comfort.places_marks(hand)]  # as the tour draws them
    assert outlines
    for s in scene.board.sprites():
        if s.zone == hand or s.zone not in scene.layout.zones:
            continue
        card = tuple(round(v) for v in s.rect())
        for o in outlines:
            assert not edge_crosses(tuple(o), card), f"the outline {o} cuts through {s.zone}'s card {card}"


@pytest.mark.parametrize("seed", [2, 22])
def test_keltis_outlines_leave_a_discard_pile_no_card_can_go_to_whole(seed):
    """Keltis with three players at 1240x620, the first turn: the green discard pile, which
    no card in hand could go to, lay where the outlines cut through it."""
    from tabletop.catalog import CATALOG
    from tabletop.core.match import Match, Seat
    from tabletop.core.rng import Rng
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.table import TableScene

    from .helpers import frames, make_app

    plugin = REGISTRY["keltis"]
    match = Match(plugin.rules, MatchConfig("keltis", 3, seed, {}),
                  tuple(Seat("human" if i == 0 else "ai", f"P{i}", "random") for i in range(3)))
    rng = Rng.derived(seed, "probe")
    while len(match.records) < 2 or match.to_act != 0:
        match.submit(rng.choice(match.legal()))
    app = make_app((1240, 620), speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    px = scene.layout.metrics.px
    outlines = [pygame.Rect(round(x), round(y), round(w), round(h)).inflate(px(10), px(10))
                for x, y, w, h in scene.comfort.places_marks("hand/0")]
    piles = [s for s in scene.board.sprites() if s.zone.startswith("discard")]
    assert piles
    for s in piles:
        card = tuple(round(v) for v in s.rect())
        for o in outlines:
            assert not edge_crosses(tuple(o), card), f"the outline {o} cuts through {s.zone}'s card {card}"
