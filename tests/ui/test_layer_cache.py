"""Issue 27, frames: the table's cached layers (``ui/table/layers.py``) repaint only what changed.

* A card-only change (a card taken from one pile onto another that already held cards, with the
  view unchanged) patches the table layer and leaves the under layer (felt, outlines, plates)
  alone: counted in ``DrawLayers.builds``, never timed.
* A whole step of seeded play animates without drawing the under layer in full: it is patched
  where a mark or badge changed, and the layer of the view the step settles on is drawn ahead.
* What the cache shows is what drawing everything afresh shows, pixel for pixel, on every frame
  of those steps (the patches restore exactly the rects they touch).
* The zones' titles are placed once per layout and piles' counts (``Hud.title_builds``): a
  table at rest, or a step's frames with the same counts, never place them again.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.events import redact
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layers import DrawLayers

from .helpers import DT, make_app

SIZE = (1280, 720)


def _table(app, gid: str, players: int, moves: int, seed: int = 1) -> TableScene:
    """A table ``moves`` seeded random moves into a match, the first seat human, at rest."""
    plugin = REGISTRY[gid]
    seats = (Seat("human", "Aoife"),) + tuple(Seat("ai", f"P{i}") for i in range(1, players))
    match = Match(plugin.rules, MatchConfig(gid, players, seed), seats)
    bot = RandomBot()
    while len(match.records) < moves and not match.is_over:
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    viewer = match.to_act if match.to_act is not None else 0
    scene = TableScene(plugin, match, CATALOG.table_for(gid), autoplay=False, viewer=viewer)
    app.mgr.reset(scene)
    for _ in range(4):
        scene.update(DT)
        _cached(scene)
    return scene


def _fresh(app, scene: TableScene) -> bytes:
    """The frame drawn with no cache at all: a new ``DrawLayers`` paints everything, and the
    titles' places are worked out again."""
    cached = scene.layers
    scene.layers = DrawLayers(scene.hud, cached.felt)
    scene.hud.forget_titles()
    try:
        surf = pygame.Surface(SIZE).convert()
        scene.draw(surf)
        return pygame.image.tobytes(surf, "RGB")
    finally:
        scene.layers = cached


def _cached(scene: TableScene) -> bytes:
    surf = pygame.Surface(SIZE).convert()
    scene.draw(surf)
    return pygame.image.tobytes(surf, "RGB")


@pytest.fixture
def app():
    return make_app(SIZE)


def _move_one_card(scene: TableScene) -> tuple[str, str]:
    """Take the top card of one shown pile onto another, both holding cards before and after;
    the view is left as it was (only the cards change). Returns (from, to)."""
    board, lay = scene.board, scene.layout
    assert lay is not None
    zones = [z for z, pile in board.piles.items() if z in lay.zones and len(pile) >= 2]
    targets = [z for z, pile in board.piles.items() if z in lay.zones and pile]
    for src in zones:
        for dst in targets:
            if dst != src:
                card = board.piles[src].pop()
                card.zone = dst
                board.piles[dst].append(card)
                board.snap_all()
                return src, dst
    pytest.skip("no two piles with cards to move between")


@pytest.mark.parametrize("gid, players, moves", [("keltis", 2, 20), ("hyrule", 4, 6),
                                                 ("ard_ri", 3, 30)])
def test_a_card_only_change_patches_the_cards_and_never_repaints_the_felt(app, gid, players, moves):
    scene = _table(app, gid, players, moves)
    before = dataclasses.replace(scene.layers.builds)
    _move_one_card(scene)
    shown = _cached(scene)
    after = scene.layers.builds
    assert after.under == before.under, "a card-only change painted the felt layer again"
    assert after.under_patch == before.under_patch
    assert after.patch == before.patch + 1 or after.table == before.table + 1
    assert shown == _fresh(app, scene)


@pytest.mark.parametrize("gid, players, moves", [("keltis", 4, 30), ("hyrule", 5, 12),
                                                 ("ard_ri", 5, 40), ("seanchai", 3, 20),
                                                 ("treasure", 4, 30)])
def test_a_step_never_draws_the_felt_in_full_and_every_frame_matches_a_fresh_draw(app, gid, players,
                                                                                 moves):
    scene = _table(app, gid, players, moves)
    rules = scene.plugin.rules
    state = scene.match.state
    viewer = scene.board.view.viewer if scene.board.view is not None else 0
    start = dataclasses.replace(scene.layers.builds)
    steps = 0
    while steps < 3 and rules.legal_actions(state):  # three steps, each animated to its end
        step = rules.apply(state, rules.legal_actions(state)[0])
        events = redact(step.events, rules.zones(state), rules.zones(step.state), viewer)
        state = step.state
        scene.board.play_events(events, rules.view(state, viewer), scene.layout)
        for _ in range(600):
            scene.update(DT)
            shown = _cached(scene)
            assert shown == _fresh(app, scene), f"a frame differs from a fresh draw ({gid})"
            if not scene.board.busy:
                break
        steps += 1
    assert steps
    builds = scene.layers.builds
    assert builds.under == start.under, "a step drew the felt layer in full"
    assert builds.ahead >= steps - 1


@pytest.mark.parametrize("gid, players, moves", [("keltis", 4, 30), ("ard_ri", 5, 40),
                                                 ("treasure", 4, 30)])
def test_titles_are_placed_once_per_layout_and_counts(app, gid, players, moves):
    """A table at rest places its titles no more; a step places them once for each set of
    piles' counts it shows (the cached layer's key and its drawing share them, and so do the
    step's first frame, its frames drawn ahead and the one that settles)."""
    scene = _table(app, gid, players, moves)
    hud = scene.hud
    rest = hud.title_builds
    for _ in range(5):
        scene.update(DT)
        _cached(scene)
    assert hud.title_builds == rest, "a table at rest placed its titles again"
    rules = scene.plugin.rules
    state = scene.match.state
    viewer = scene.board.view.viewer if scene.board.view is not None else 0
    step = rules.apply(state, rules.legal_actions(state)[0])
    events = redact(step.events, rules.zones(state), rules.zones(step.state), viewer)
    after = rules.view(step.state, viewer)
    scene.board.play_events(events, after, scene.layout)
    seen = {tuple((z, len(p)) for z, p in scene.board.piles.items()),
            tuple((z, len(zv.cards)) for z, zv in after.zones.items())}
    start = hud.title_builds
    for _ in range(600):
        scene.update(DT)
        seen.add(tuple((z, len(p)) for z, p in scene.board.piles.items()))
        _cached(scene)
        if not scene.board.busy:
            break
    assert hud.title_builds - start <= len(seen), "a step placed the same titles twice"


def test_keltis_rows_outside_a_patch_are_not_painted(app, monkeypatch):
    """The step's first frame patches the viewer's plate: Keltis' row labels and lanes lying
    elsewhere are skipped (counted), and drawn in full when nothing clips."""
    from tabletop.games.keltis.table import scene as keltis

    scene = _table(app, "keltis", 4, 30)
    drawn = []
    for name in ("_own_row", "_their_row"):
        real = getattr(keltis, name)
        monkeypatch.setattr(keltis, name, lambda *a, real=real: drawn.append(a[2]) or real(*a))
    lay, view = scene.layout, scene.board.view
    surf = pygame.Surface(SIZE).convert()
    scene.game.draw_felt(surf, lay, view, scene.theme)
    everything = len(drawn)
    assert everything >= 5  # the viewer's five rows at least
    x, y, w, h = lay.plates[view.viewer]
    surf.set_clip(pygame.Rect(round(x), round(y), round(w), round(h)))
    del drawn[:]
    scene.game.draw_felt(surf, lay, view, scene.theme)
    assert len(drawn) < everything
