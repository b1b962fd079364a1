"""The Sort button keeps clear of the prompt and the messages: Seanchaí, two players, a
13-card hand at 1240x620 put "Sort: as dealt" above the left end of the hand, which there is
the left end of the prompt's room, under the prompt. It now goes beside that room, and a
message on show lies clear of it. Checked by rects on seeded positions of every
game where the viewer's hand is big enough to sort, at 1240x620 and 1280x800."""

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

from .helpers import frames, make_app

SIZES = [(1240, 620), (1280, 800)]
CASES = [(gid, n) for gid in sorted(REGISTRY) if gid in CATALOG
         for n in sorted({REGISTRY[gid].meta.min_players, 3, REGISTRY[gid].meta.max_players})
         if REGISTRY[gid].meta.min_players <= n <= REGISTRY[gid].meta.max_players]
LONG = "That card can't go there: drop it on a highlighted place where a card of its suit lies."


def _positions(gid: str, n: int, seeds=(1, 2, 3), plies=(0, 6, 24)):
    """Matches after seeded random moves, seat 0 to act (at the first such ply from each)."""
    plugin = REGISTRY[gid]
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i], "random") for i in range(n))
    for seed in seeds:
        for least in plies:
            match = Match(plugin.rules, MatchConfig(gid, n, seed, {}), seats)
            rng = Rng.derived(seed, "sort-spot")
            while not match.is_over and (len(match.records) < least or match.to_act != 0):
                match.submit(rng.choice(match.legal()))
            if not match.is_over:
                yield seed, least, match


def _check(scene: TableScene, what: str) -> bool:
    """Whether Sort is on show; if it is, that it covers none of the words and buttons."""
    tools, lay = scene.tools, scene.layout
    if not tools.sort_shown():
        return False
    sort = pygame.Rect(tools.sort_button.rect)
    assert pygame.Rect(0, 0, lay.metrics.w, lay.metrics.h).contains(sort), f"{what}: Sort {sort} off screen"
    keep = {k: pygame.Rect(*map(round, lay.areas[k])) for k in ("actions", "messages") if k in lay.areas}
    if scene.prompt_box is not None:
        keep["the prompt"] = scene.prompt_box
    keep |= {f"button {b.label!r}": pygame.Rect(b.rect) for b in scene.buttons}
    keep |= {f"plate {p}": pygame.Rect(*map(round, r)) for p, r in lay.plates.items()}
    for name, r in keep.items():
        assert not sort.colliderect(r), f"{what}: Sort {sort} lies on {name} {r}"
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    for message in ("Ciara wins the trick", LONG):  # a message on show keeps off Sort
        scene.toasts.clear()
        scene.toasts.show(message)
        placed = scene._toast_place(lay, counts, "", None)
        assert placed is not None and not placed[0].colliderect(sort), \
            f"{what}: the message {message!r} at {placed[0]} covers Sort {sort}"
    scene.toasts.clear()
    return True


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n", CASES)
def test_sort_keeps_clear_of_the_prompt_and_messages(gid, n, size):
    app = make_app(size, speed="off")
    shown = 0
    for seed, least, match in _positions(gid, n):
        scene = TableScene(REGISTRY[gid], match, CATALOG.table_for(gid), autoplay=False, viewer=0)
        app.mgr.reset(scene)
        frames(app, 2)
        shown += _check(scene, f"{gid}, {n} players, {size}, seed {seed}, {least}+ moves")
    if (gid, n) == ("seanchai", 2):
        assert shown, "a 13-card Seanchaí hand shows Sort"
    app.close()
