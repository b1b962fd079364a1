"""Treasure: the viewer's empty places are named. With eight players in a 1240x620 window the
gathering place (where picked cards gather before they are tabled) and the next group's place
were bare outlines: a new player could not tell what they were. They read "Gathering" and "New
group" now with five to eight players, clear of everything else the table draws (with two to
four the first-run tour's words and the Hint's need that room)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.treasure.table.places import GATHERING, NEW_GROUP
from tabletop.ui.table.declare import next_member

from .test_table_layout import drawn, table


@pytest.mark.parametrize("players", [5, 8])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_gathering_place_and_the_next_group_are_named(players, size):
    app, scene = table("treasure", players, size, "mid")
    lay, me = scene.layout, scene.bottom
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    nxt = next_member(f"group/{me}/", [z for z in scene.current_view().zones if z.startswith(f"group/{me}/")])
    titles = scene.hud.title_rects(lay, counts)
    assert lay.zones[f"pending/{me}"].label == GATHERING and f"pending/{me}" in titles
    assert lay.zones[nxt].label == NEW_GROUP and nxt in titles
    others = {k: pygame.Rect(*map(round, r)) for k, r in drawn(scene).items()
              if not k.startswith(("toast", "banner", "pop/"))}
    for zid in (f"pending/{me}", nxt):
        pill = titles[zid]
        hit = [k for k, r in others.items() if k not in (f"zone/{zid}", f"label/title/{zid}")
               and r.inflate(-2, -2).colliderect(pill)]
        assert not hit, f"{zid}'s name {pill} lies on {hit}"
