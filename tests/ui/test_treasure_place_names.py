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


@pytest.mark.parametrize("players", [2, 3, 4, 5, 8])
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
        cards = [pygame.Rect(sp.rect()) for sp in scene.board.piles.get(zid, [])]
        assert pill.collidelist(cards) < 0, f"{zid}'s name lies on its own cards"  # (laid
        # out under its place, it went up behind the gathered cards)


def test_the_names_give_way_to_the_hint_and_the_tour(monkeypatch):
    """With two to four players the names are there too, but they give way: a long Hint goes
    where it went without them (at four players it kept off "Gathering" and grew down over
    the prompt), the name under it is left out until it goes, and the first-run tour is laid
    out as without them, a name under its marks or words left out while it is up."""
    from .helpers import frames
    from .test_toast_wrap import LONG, _table_with_toasts_seen

    app, scene, drawn_toasts = _table_with_toasts_seen(monkeypatch, "treasure", 4, 8)
    lay, me = scene.layout, scene.bottom
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    assert lay.zones[f"pending/{me}"].label == GATHERING
    assert f"pending/{me}" in scene.hud.title_rects(lay, counts)
    hinter = scene.control.hinter
    hinter.action, hinter._ply = scene.match.legal()[0], len(scene.match.records)
    scene.toasts.show(LONG, 6.0)
    frames(app, 20)
    box = drawn_toasts[-1]
    prompt = scene.hud.prompt_rect(lay, scene.keys.prompt(scene.game.prompt(scene.current_view(), False)))
    assert not box.colliderect(prompt), "the Hint kept off the name and went over the prompt"
    pill = pygame.Rect(lay.labels[f"title/pending/{me}"])
    assert box.colliderect(pill) and f"pending/{me}" not in scene.hud.title_rects(lay, counts)
    scene.toasts.items.clear()
    frames(app, 2)
    assert f"pending/{me}" in scene.hud.title_rects(lay, counts), "the name is back"
    assert scene.next_frame_in() > 1.0  # and the table rests again

    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app, 3)
    shown = scene.hud.title_rects(lay, counts)
    covers = tour.covers()
    for zid in (f"pending/{me}", *(k.partition("/")[2] for k in lay.give_way)):
        if zid in shown:
            assert shown[zid].collidelist(covers) < 0, f"{zid}'s name lies under the tour"
    soft = [tuple(lay.labels[k]) for k in lay.give_way]
    assert not any(tuple(r) in soft for r in tour.words + tour.better_clear)
