"""Ard Rí with four players: the large preview of a rival's card lies by that card. The top
card of Eimear's hand (a card every seat knows, shown face up on her pile at the top right)
had its preview at the far left of the window, 1000 px away: no spot by it held a preview
1.15 hand cards high, the least there was. A small card's preview may now be smaller, down to
twice the card, where that keeps it by its card.

The keyboard's preview of the viewer's own Roundhouse and Chosen cards lay 300-550 px from
its card (at the top of the window, where its whole caption had room) while the pointer's lay
beside it: it now goes where the pointer's does, slid a little for as much of its caption as
finds room there (``zoomspot._slid``)."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import _apart

from .helpers import frames, make_app

PLUGIN = REGISTRY["ard_ri"]


def table(n: int, seed: int, moves: int, size: tuple[int, int] = (1280, 720)) -> TableScene:
    seats = tuple(Seat("human" if p == 0 else "ai", f"P{p + 1}", "random") for p in range(n))
    match = Match(PLUGIN.rules, MatchConfig("ard_ri", n, seed, {}), seats)
    bot = RandomBot()
    while len(match.records) < moves and not match.is_over:
        match.submit(bot.choose(PLUGIN.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    app = make_app(size)
    scene = TableScene(PLUGIN, match, CATALOG.table_for("ard_ri"), autoplay=False)
    app.mgr.reset(scene)
    frames(app, 3)
    return scene


@pytest.mark.parametrize("focused", [False, True], ids=["hover", "keyboard"])
def test_the_preview_of_a_rivals_known_hand_card_lies_by_it(focused):
    scene = table(4, 3, 120)
    shown = [s for s in scene.board.sprites() if s.zone.startswith("hand/") and s.zone != "hand/0"
             and s.face is not None]
    assert shown, "no rival's hand card shows its face here"
    for s in shown:
        r = scene.keys.preview_rect(s, focused)
        assert r[3] >= 2 * s.h - 0.5, "a preview is larger than its card"
        assert _apart(r, s.rect()) <= r[3] / 2, f"{s.zone}: the preview {r} lies far from {s.rect()}"


#: (window, players, seed, moves): the viewer's Roundhouse or Chosen cards whose keyboard
#: preview lay far from them (the first at the top of a 1240x620 window, 300 px above its card)
OWN = [((1240, 620), 2, 6, 80), ((1240, 620), 3, 2, 40), ((1240, 620), 2, 1, 40),
       ((1280, 720), 2, 1, 40), ((1280, 720), 4, 2, 120), ((1920, 1080), 2, 1, 40)]


@pytest.mark.parametrize("size,n,seed,moves", OWN, ids=lambda v: "x".join(map(str, v)) if isinstance(v, tuple) else str(v))
def test_the_keyboards_preview_of_an_own_card_lies_where_the_pointers_does(size, n, seed, moves):
    scene = table(n, seed, moves, size)
    own = [s for s in scene.board.sprites() if s.zone in ("roundhouse/0", "pending/0") and s.face is not None]
    assert own, "no Roundhouse or Chosen card of the viewer's shows its face here"
    margin = scene.layout.metrics.px(8)
    for s in own:
        pointer, focused = scene.keys.preview_rect(s, False), scene.keys.preview_rect(s, True)
        reach = max(_apart(pointer, s.rect()), pointer[3] / 2) + 2 * margin
        assert _apart(focused, s.rect()) <= reach, (
            f"{s.zone}: the keyboard's preview {focused} lies {_apart(focused, s.rect()):.0f} px from "
            f"{s.rect()}, the pointer's {pointer} {_apart(pointer, s.rect()):.0f} px")
