"""The seat layout kit on synthetic zone declarations, 2–8 seats: the allocator, the placement of
declared zones, zones that appear during play (the table re-lays itself out, animated), seat
styles and names."""

from __future__ import annotations

import itertools

import pytest

from tabletop.core.views import TableView, ZoneView
from tabletop.core.zones import Vis
from tabletop.ui.render.theme import THEMES
from tabletop.ui.table.declare import zone_key
from tabletop.ui.table.kit import PLATE, STATUS, Part, Seats, Stack, lay_out, toward_rows
from tabletop.ui.table.layout import inside, metrics_for, overlap
from tabletop.ui.table.seating import DEFAULT_NAMES, MAX_SEATS, allocate, seat_style, split_sides

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]
DECL = Seats(
    own=(Stack(((STATUS,), (PLATE,))),
         Part("hand/{seat}", "fan", 1.0, cards=8, step=0.55, grow=True, lift=True),
         Part("meld/{seat}/*", "row", 0.45, cards=3, step=0.3, wrap=3),
         Part("won/{seat}", "pile", 0.5, count=True)),
    other=((PLATE, Part("hand/{seat}", "fan", 0.38, cards=6, step=0.3),
            Part("won/{seat}", "pile", 0.38, count=True)),
           (Part("meld/{seat}/*", "row", 0.38, cards=3, step=0.3, wrap=4),)),
    centre=(Part("stock", "pile", 0.5, count=True, title=18, label="Stock", at="left"),
            Part("discard", "pile", 0.5, count=True, title=18, label="Discard", at="right")),
    toward=(Part("play/{seat}", "pile", 0.6),),
)


def view(n: int, melds: dict[int, int] | None = None) -> TableView:
    """A view with each seat's hand, won pile and play slot, ``melds[seat]`` melds each."""
    zones: dict[str, ZoneView] = {}

    def zone(zid: str, owner: int | None, count: int) -> None:
        zones[zid] = ZoneView(zid, owner, Vis.PUBLIC, tuple(range(count)), (True,) * count)

    for p in range(n):
        zone(f"hand/{p}", p, 6)
        zone(f"won/{p}", p, 2)
        zone(f"play/{p}", p, 0)
        for k in range((melds or {}).get(p, 0)):
            zone(f"meld/{p}/{k}", p, 3)
    zone("stock", None, 20)
    zone("discard", None, 3)
    return TableView(0, 0, "play", zones, {})


def rects(lay) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for zid, zl in lay.zones.items():
        x, y, w, h = zl.extent(zl.extra.get("full", 1))
        if zl.extra.get("lift"):
            y, h = y - zl.card[1] * 0.13, h + zl.card[1] * 0.13
        out[zid] = (x, y, w, h)
    out.update({f"plate/{s}": r for s, r in lay.plates.items()})
    out.update(lay.areas)
    out.update(lay.labels)
    return out


@pytest.mark.parametrize("n", range(2, MAX_SEATS + 1))
def test_allocator_puts_the_viewer_at_the_bottom_and_the_others_clockwise(n):
    for bottom in range(n):
        s = allocate(n, bottom, 1280, 720, (300, 110), (220, 120), 470, 12, 10)
        assert s is not None and s.sides[bottom] == "bottom"
        others = [(bottom + k) % n for k in range(1, n)]
        left = [p for p in others if s.sides[p] == "left"]
        top = [p for p in others if s.sides[p] == "top"]
        right = [p for p in others if s.sides[p] == "right"]
        assert left + top + right == others  # clockwise: left side, top, right side
        assert len(left) - len(right) in (0, 1)  # balanced
        assert [s.blocks[p][1] for p in left] == sorted((s.blocks[p][1] for p in left), reverse=True)
        assert [s.blocks[p][0] for p in top] == sorted(s.blocks[p][0] for p in top)
        assert [s.blocks[p][1] for p in right] == sorted(s.blocks[p][1] for p in right)
        boxes = [s.blocks[p] for p in others] + [s.centre]
        for a, b in itertools.combinations(boxes, 2):
            assert not overlap(a, b)
        assert all(inside(r, (0, 0, 1280, 720)) for r in boxes)


def test_opponents_go_along_the_top_while_they_fit_then_down_the_sides():
    assert split_sides(3, 3) == (0, 3, 0)
    assert split_sides(3, 2) == (1, 1, 1)
    assert split_sides(4, 2) == (1, 2, 1)
    assert split_sides(7, 3) == (2, 3, 2)
    assert split_sides(7, 2) == (3, 1, 3)
    assert allocate(8, 0, 1280, 720, (300, 110), (220, 300), 470, 12, 10) is None  # too tall
    with pytest.raises(ValueError):
        allocate(9, 0, 1280, 720, (300, 110), (220, 120), 470, 12, 10)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", range(2, MAX_SEATS + 1))
def test_every_declared_zone_is_placed_apart_and_on_screen(n, size):
    w, h = size
    for melds in ({}, {p: 3 for p in range(n)}):
        v = view(n, melds)
        lay = lay_out(DECL, metrics_for(w, h), v, 0, n)
        assert set(v.zones) == set(lay.zones)  # every zone of the view has a place
        assert set(lay.plates) == set(range(n))
        assert lay.seats[0].side == "bottom"
        assert {lay.owners[f"hand/{p}"] for p in range(n)} == set(range(n))
        r = rects(lay)
        for name, rect in r.items():
            assert inside(rect, (0, 0, w, h)), f"{name} {rect} off screen ({n} seats)"
        for (a, ra), (b, rb) in itertools.combinations(r.items(), 2):
            if {a, b} <= {"actions", "messages"}:
                continue
            assert not overlap(ra, rb), f"{a} overlaps {b} ({n} seats, {w}x{h})"


def test_the_viewers_hand_is_centred_and_the_play_slots_lie_toward_their_seats():
    lay = lay_out(DECL, metrics_for(1280, 720), view(4), 0, 4)
    assert lay.zones["hand/0"].cx == pytest.approx(640)
    slots = {p: lay.zones[f"play/{p}"] for p in range(4)}
    assert slots[0].cy > slots[2].cy  # the viewer's slot is nearer the viewer than the far seat's
    assert slots[1].cx < slots[0].cx < slots[3].cx  # left seat's slot left, right seat's right
    assert toward_rows(2) == ([0], [1]) and toward_rows(8) == ([1, 0, 7], [2, 3, 4, 5, 6])


def test_zones_that_appear_change_the_key_and_the_layout():
    before, after = view(3), view(3, {1: 1})
    assert zone_key(before) != zone_key(after)
    assert zone_key(view(3)) == zone_key(before)
    m = metrics_for(1280, 720)
    lay = lay_out(DECL, m, after, 0, 3)
    assert "meld/1/0" in lay.zones and "meld/1/0" not in lay_out(DECL, m, before, 0, 3).zones
    many = lay_out(DECL, m, view(3, {0: 5}), 0, 3)  # five melds wrap into two rows of three
    ys = sorted({round(many.zones[f"meld/0/{k}"].cy) for k in range(5)})
    assert len(ys) == 2
    lots = lay_out(DECL, m, view(3, {1: 11}), 0, 3)  # natural order: 10 comes after 2
    order = sorted(range(11), key=lambda k: (lots.zones[f"meld/1/{k}"].cy, lots.zones[f"meld/1/{k}"].cx))
    assert order == list(range(11))


def test_eight_seat_styles_and_names():
    for theme in THEMES.values():
        styles = [seat_style(theme, p) for p in range(MAX_SEATS)]
        assert len({s[1] for s in styles}) == MAX_SEATS  # told apart by symbol alone
        assert len({s[0] for s in styles}) == MAX_SEATS
    assert len(set(DEFAULT_NAMES)) == MAX_SEATS


def test_names_for_eight_seats_are_remembered():
    from tabletop.persistence.settings import Settings, settings_from_json

    s = Settings()
    assert len(s.player_names) == MAX_SEATS and s.name_for(7) == "Player 8"
    names = ["A", "B", "C", "D", "E", "F", "G", "H"]
    loaded, notice = settings_from_json({"version": 1, "player_names": names})
    assert notice is None and loaded.name_for(7) == "H"


def test_the_live_table_re_lays_itself_out_with_an_animation_when_a_zone_appears():
    """A tabled group is a new zone: the scene lays the table out again on that step (not
    only on resize) and the cards that must make room glide to their new places."""
    from tabletop.catalog import CATALOG
    from tabletop.core.match import Match, Seat
    from tabletop.core.rng import Rng
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.table import TableScene

    from .helpers import frames, make_app

    plugin = REGISTRY.get("kit")
    if plugin is None or CATALOG.table_for("kit") is None:
        pytest.skip("the kit game is not registered")
    seats = (Seat("human", "Aoife"), Seat("ai", "Ciara", "random"))
    rng = Rng.derived(3, "relayout")
    for seed in range(1, 40):
        match = Match(plugin.rules, MatchConfig("kit", 2, seed, {}), seats)
        commit = None
        while not match.is_over and len(match.records) < 200:
            legal = match.legal()
            commit = next((a for a in legal if a.kind == "commit" and a.player == 0), None)
            if commit is not None:
                break
            steps = [a for a in legal if a.kind in ("gather", "commit")]
            match.submit(rng.choice(steps or legal))
        if commit is not None:
            break
    assert commit is not None, "no seed reached a group to table"
    app = make_app((1280, 720), speed="normal")
    scene = TableScene(plugin, match, CATALOG.table_for("kit"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    before = scene.layout
    assert commit.dst not in scene.current_view().zones  # laid out only as the next slot
    assert scene.submit(commit)
    after = scene.layout
    assert after is not before and commit.dst in after.zones  # laid out again on this step
    moved = [z for z in before.zones if z in after.zones and
             (before.zones[z].cx, before.zones[z].cy) != (after.zones[z].cx, after.zones[z].cy)
             and scene.board.piles.get(z)]
    assert moved, "no zone made room for the new group"
    sprite = scene.board.piles[moved[0]][0]
    xs = []
    for _ in range(240):
        frames(app)
        xs.append((round(sprite.x), round(sprite.y)))
        if not scene.board.busy:
            break
    assert not scene.board.busy
    target = after.zones[moved[0]].slot(0, len(scene.board.piles[moved[0]]))
    assert (sprite.x, sprite.y) == pytest.approx(target)
    assert len(set(xs)) >= 3  # it travelled (an animation), not a jump


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_turn_badge_never_cuts_a_name(size):
    """'Thinking…' or 'To play' beside 'Ciara (AI)' used to cut it to 'Ciara (…'."""
    import pygame

    from tabletop.catalog import CATALOG
    from tabletop.core.match import Match, Seat
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.table import TableScene

    from .helpers import frames, make_app

    for gid in ("hyrule", "keltis"):
        app = make_app(size, speed="off")
        plugin = REGISTRY[gid]
        seats = (Seat("human", "Aoife"), Seat("ai", "Ciara (AI)", "random"),
                 Seat("ai", "Dara (AI)", "random"))
        scene = TableScene(plugin, Match(plugin.rules, MatchConfig(gid, 3, 1, {}), seats),
                           CATALOG.table_for(gid), autoplay=False, viewer=0)
        app.mgr.reset(scene)
        frames(app)
        lay, view = scene.layout, scene.current_view()
        for seat in (1, 2):
            r = pygame.Rect(*map(round, lay.plates[seat]))
            for status in ("Thinking…", "To play"):
                name, line, badge, _, _ = scene.hud.plate_words(lay, view, seat, ["Score 12", "8 cards"],
                                                          status, r, r.x + round(lay.metrics.px(50)))
                assert name == scene.names[seat], (gid, status, name)
                assert line.startswith("Score 12") and badge is not None and r.contains(badge)


@pytest.mark.parametrize("size", SIZES)
def test_a_hand_declared_wider_than_its_room_squeezes_and_stays_on_screen(size):
    """A grow fan gets exactly the room its line leaves (it squeezes itself): a hand declared
    with a generous step once ran off the right edge with a full opening hand."""
    own = (Stack(((STATUS,), (PLATE,))),
           Part("meld/{seat}/*", "row", 0.62, cards=10, step=0.34),
           Part("hand/{seat}", "fan", 1.0, cards=14, step=0.95, grow=True, lift=True))
    decl = Seats(own=own, other=DECL.other, centre=DECL.centre, toward=DECL.toward)
    v = view(3, melds={0: 1})
    big = ZoneView("hand/0", 0, Vis.PUBLIC, tuple(range(14)), (True,) * 14)
    v = TableView(0, 0, "play", {**v.zones, "hand/0": big}, {})
    lay = lay_out(decl, metrics_for(*size), v, 0, 3)
    hand = lay.zones["hand/0"]
    assert inside(hand.extent(14), (0, 0, *size)), hand.extent(14)
