"""Ard Rí: the dashed gold line from a client to their lord was explained only in the lesson;
a new player saw dashes and nothing said what they meant. Each line now carries its words
("Aoife's client", "Your client", "The client of Dara (AI)") on a pill on the line, near the
client, covering no cards' place, name plate, place name or button; where the line has no
room (plates side by side along the top row) a pill says it whole ("Brian (AI) is the client
of Orla (AI)") at the free spot nearest the line."""

from __future__ import annotations

import math
from itertools import pairwise

import pygame
import pytest

from tabletop.games.ard_ri.table.clients import (
    client_captions,
    client_routes,
    client_words,
    whole_words,
)

from ..games.ard_ri.helpers import position
from . import test_ard_ri_table as ard
from .helpers import frames, make_app
from .test_table_layout import drawn


def test_the_words_agree_with_any_name():
    assert client_words("Aoife") == "Aoife's client"
    assert client_words("James") == "James' client"
    assert client_words("You") == "Your client"
    assert client_words("Dara (AI)") == "The client of Dara (AI)"
    assert whole_words("Brian (AI)", "Orla (AI)") == "Brian (AI) is the client of Orla (AI)"
    assert whole_words("You", "Aoife") == "You are Aoife's client"
    assert whole_words("Orla (AI)", "You") == "Orla (AI) is your client"


def _segment_distance(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def _winter_table(size, n: int, lords, monkeypatch):
    """Winter with ``n`` seats whose lords are ``lords`` (−1: none), each with a field and a
    proven warrior, the viewer first, at ``size`` (the app is returned to keep it open)."""
    monkeypatch.setattr(ard, "NAMES", ["You", "Orla (AI)", "Brian (AI)", "Dara (AI)", "Eimear (AI)"])
    fields = [["10C", "3S", "9H", "8C"], ["7S", "4D"], ["5S", "2D"], ["6S", "3D"], ["8S", "5D"]]
    houses = [["KS"], ["QH"], ["JD"], ["2H"], ["3H"]]
    s = position(n, "winter", houses=dict(enumerate(houses[:n])), fields=dict(enumerate(fields[:n])),
                 proven=[h[0] for h in houses[:n]], lord=lords)
    app = make_app(size)
    scene = ard.start(app, s, "H" + "A" * (n - 1))
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("n, lords", [(3, (-1, 0, 0)), (5, (3, 0, 3, -1, 1))], ids=["3 seats", "5 seats"])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1880, 1000), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_client_line_is_named_on_the_table_clear_of_everything(size, n, lords, monkeypatch):
    _app, scene = _winter_table(size, n, lords, monkeypatch)
    lay, view = scene.layout, scene.current_view()
    pills = {k: r for k, r in scene.game.felt_rects(lay, view).items() if k.startswith("client/")}
    clients = [c for c, lord in enumerate(lords) if lord >= 0]
    assert sorted(pills) == [f"client/{c}" for c in clients], "each client's line is named"
    screen = pygame.Rect(0, 0, *size)
    others = {k: pygame.Rect(*map(round, r)) for k, r in drawn(scene).items()
              if not k.startswith(("mark/", "toast", "banner", "pop/"))}  # (messages over all)
    boxes = {k: pygame.Rect(*map(round, r)) for k, r in pills.items()}
    for k, r in boxes.items():
        assert screen.contains(r), f"{k} {r} leaves the window"
        hit = {name: o for name, o in others.items() if o.inflate(-1, -1).colliderect(r)}
        assert not hit, f"{k} {r} covers {hit}"
        for j, o in boxes.items():
            assert j == k or not o.colliderect(r), f"{k} {r} meets {j} {o}"
    on_line = 0
    names = ard.NAMES
    routes = dict(client_routes(lay, view))
    for client, pill, _, words in client_captions(lay, view, names, scene.theme):
        route = routes[client]
        if words == client_words(names[lords[client]]):  # on its line (or just beside it)
            on_line += 1
            near = min(_segment_distance(pill.center, p, q) for p, q in pairwise(route))
            assert near <= max(pill.w, pill.h), f"{pill} is off its line"
        else:  # away from its line the words name both seats
            assert words == whole_words(names[client], names[lords[client]])
    if n == 3:
        assert on_line == len(clients), "with three seats each pill lies on its line"


@pytest.mark.parametrize("n, lords", [(3, (-1, 0, 0)), (4, (2, 3, -1, 0)), (5, (3, 0, 3, -1, 1))],
                         ids=["3 seats", "4 seats", "5 seats"])
@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_client_line_crosses_no_other_plate_and_no_card(size, n, lords, monkeypatch):
    """The dashed line ran straight from plate to plate: along the top row (five seats) it
    crossed the plates between, and down to the viewer it crossed a rival's field. It is routed
    round them now (``client_routes``): it touches no plate but its two seats' and no place of
    cards (as they lie, or at their declared count)."""
    _app, scene = _winter_table(size, n, lords, monkeypatch)
    lay, view = scene.layout, scene.current_view()
    routes = dict(client_routes(lay, view))
    assert sorted(routes) == [c for c, lord in enumerate(lords) if lord >= 0]
    cards = {}
    for zid, zl in lay.zones.items():
        if zid in lay.overlays:
            continue
        zv = view.zones.get(zid)
        count = max(1, len(zv.cards) if zv is not None else 0)
        for k, r in enumerate((zl.extent(count), zl.room(max(1, int(zl.extra.get("full", 1)))))):
            cards[f"{zid}#{k}"] = r
    for client, route in routes.items():
        ends = (client, lords[client])
        walls = {f"plate/{s}": r for s, r in lay.plates.items() if s not in ends} | cards
        for p, q in pairwise(route):
            hit = [k for k, r in walls.items()
                   if pygame.Rect(round(r[0]) + 1, round(r[1]) + 1, round(r[2]) - 2, round(r[3]) - 2).clipline(p, q)]
            assert not hit, f"{n} seats: client {client}'s line {p}->{q} crosses {hit}"
