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


def gathering_tables(players: int, size: tuple[int, int]):
    """For each other seat, the table (seat 0 looking) as that seat gathers its second card:
    seeded random moves from deal 5, the seats named as the app names computers."""
    from tabletop.ai.bots import RandomBot, bot_rng
    from tabletop.catalog import CATALOG
    from tabletop.core.match import Match, Seat
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.table.seating import DEFAULT_NAMES

    from .helpers import frames, make_app

    plugin = REGISTRY["treasure"]
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i] + ("" if i == 0 else " (AI)"), "random")
                  for i in range(players))
    moves, bot, seen = [], RandomBot(), set()
    match = Match(plugin.rules, MatchConfig("treasure", players, 5, {}), seats)
    while len(seen) < players - 1 and len(match.records) < 600 and not match.is_over:
        zones = plugin.rules.zones(match.state)
        for p in range(1, players):
            if p not in seen and len(zones[f"pending/{p}"].cards) >= 2:
                seen.add(p)
                moves.append((p, len(match.records)))
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(5, match.to_act, len(match.records))))
    assert len(seen) == players - 1, f"seats {set(range(1, players)) - seen} never gathered"
    actions = [r.action for r in match.records]
    for p, at in moves:
        replayed = Match(plugin.rules, MatchConfig("treasure", players, 5, {}), seats)
        for a in actions[:at]:
            replayed.submit(a)
        app = make_app(size, speed="off")
        scene = TableScene(plugin, replayed, CATALOG.table_for("treasure"), autoplay=False)
        app.mgr.reset(scene)
        frames(app, 2)
        yield p, scene


@pytest.mark.parametrize("players", [5, 8])
@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_other_seats_gathering_places_are_named(players, size):
    """The viewer's gathering place read "Gathering"; another seat's, in the centre toward
    it, carried no name while it gathered there. It reads "Ciara (AI) gathering" now (or the
    name alone where the whole would crowd "Gathering" beside it: eight players at 1240x620),
    clear of everything else the table draws and of the other names on its line."""
    from tabletop.games.treasure.table.places import gathering

    for p, scene in gathering_tables(players, size):
        lay = scene.layout
        zid = f"pending/{p}"
        counts = {z: len(pile) for z, pile in scene.board.piles.items()}
        titles = scene.hud.title_rects(lay, counts)
        assert lay.zones[zid].label in gathering(scene.names[p]), lay.zones[zid].label
        assert zid in titles, f"{scene.names[p]}'s gathering place has no name"
        pill = titles[zid]
        assert pygame.Rect(0, 0, *size).contains(pill)
        words = {z: w for z, w, _, _ in scene.hud._title_spots(lay, counts)}
        assert words[zid] == lay.zones[zid].label, f"the name is cut: {words[zid]!r}"  # ("Gráinne's …")
        others = {k: pygame.Rect(*map(round, r)) for k, r in drawn(scene).items()
                  if not k.startswith(("toast", "banner", "pop/", "label/title/"))}  # (the names:
        others.update({f"name/{z}": r for z, r in titles.items()})  # those drawn, as drawn)
        hit = [k for k, r in others.items() if k not in (f"zone/{zid}", f"name/{zid}")
               and r.inflate(-2, -2).colliderect(pill)]
        assert not hit, f"{zid}'s name {pill} lies on {hit}"
        apart = pill.inflate(2 * lay.metrics.px(4), 0)  # two names on a line read as two
        close = [z for z, r in titles.items() if z != zid and r.colliderect(apart)]
        assert not close, f"{zid}'s name {pill} runs into the names of {close}: {[titles[z] for z in close]}"
        cards = [pygame.Rect(sp.rect()) for sp in scene.board.piles.get(zid, [])]
        assert pill.collidelist(cards) < 0, f"{zid}'s name lies on its own cards"
