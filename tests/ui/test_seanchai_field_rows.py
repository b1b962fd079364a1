"""Seanchaí: every point field keeps its cards' names in sight (``fieldrows.FieldRows``).

* The viewer's field at some 14 cards flattened into one cramped row ("Sh ro", "Pu") where
  the height held no rows of whole cards: it now lays overlapping rows, each lying over the
  one under it, which shows its foot, where the name is printed (16 cards at 1240×620 and
  1280×800).
* A rival's (the other team's) field was one row of seven in its block: from 13 cards the
  names were cut ("Fae", "Chan lin"). Its rows now go down into the felt under its block.

A card's name is where its face prints it: the band ``nameband.name_band`` must hold the ink
of every card's name (``faces.name_area``) at the sizes the table uses, and no card drawn
later may lie on that band. The fields stay in the window and off every other place, label
and plate."""

from __future__ import annotations

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.seanchai.cards import DECK
from tabletop.games.seanchai.table.faces import name_area
from tabletop.games.seanchai.table.fieldrows import FieldRows
from tabletop.games.seanchai.table.nameband import name_band
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import overlap
from tests.games.seanchai.helpers import table as stacked

from .helpers import frames, make_app
from .test_seanchai_count_lines import count_table
from .test_table_layout import drawn, table

SIZES = [(1240, 620), (1280, 800), (1920, 1080), (2560, 1440)]


def hidden_names(zl, n: int) -> list[int]:
    """The cards (by index) whose name band lies under a card drawn after it."""
    cw, ch = zl.card
    top, right, bottom = name_band(zl.card)
    rects = [(x - cw / 2, y - ch / 2, cw, ch) for x, y in (zl.slot(i, n) for i in range(n))]
    return [i for i, (x, y, _, _) in enumerate(rects)
            if any(overlap((x + 1, y + top, right - 1, bottom - top), r) for r in rects[i + 1:])]


@pytest.mark.parametrize("card", [(37, 52), (48, 67), (53, 74), (55, 77), (62, 86), (63, 87), (69, 96),
                                  (71, 99), (79, 110), (80, 112), (93, 130), (96, 134), (128, 179)])
def test_the_name_band_holds_every_cards_name(card):
    top, right, bottom = name_band(card)
    for spec in DECK.cards:
        x, y, w, h = name_area(spec, card)
        assert y >= top and x + w <= right and y + h <= bottom, (spec.name, (x, y, w, h), top, right, bottom)


def others_of(scene, zid: str) -> dict:
    return {k: r for k, r in drawn(scene).items()
            if k not in (f"zone/{zid}", f"label/title/{zid}")
            and not k.startswith(("toast", "banner", "pop/"))}  # (messages lie over all)


def check_field(scene, zid: str, size, named: int, most: int = 22) -> None:
    w, h = size
    zl = scene.layout.zones[zid]
    assert isinstance(zl, FieldRows)
    others = others_of(scene, zid)
    for n in range(1, most + 1):
        if n <= named:
            assert not hidden_names(zl, n), f"{zid}, {n} cards: the names of {hidden_names(zl, n)} are hidden"
        x, y, fw, fh = zl.extent(n)
        assert x >= 0 and y >= 0 and x + fw <= w and y + fh <= h, f"{zid}, {n} cards leave the window"
        hit = [k for k, r in others.items() if overlap((x, y, fw, fh), r)]
        if zl.rows(n) > 1 or n <= 7:  # (one row past its seven declared cards: as ever)
            assert not hit, f"{zid}, {n} cards: the point field {(x, y, fw, fh)} meets {hit}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_viewers_field_stays_in_the_window_and_off_the_rest(size, players):
    """(It showed every name up to 15 or 16 cards, in rows lying over each other that hid
    every index; its indexes and names: ``test_seanchai_field_index.py``.)"""
    app, scene = table("seanchai", players, size, "mid")
    check_field(scene, f"field/{scene.bottom}", size, 0)


#: players -> how many cards every rival's field shows with every name in sight at every size
#: (one row of seven showed five to ten). The one beside the side tabs had the least: the kit
#: kept the tabs' column from the centre band's top (y≈153 at 1280×800, the tabs stand from
#: y≈335), so its rows had no room (4 to 10 cards; now 10 to 18)
RIVAL_NAMED = {2: 16, 3: 14, 4: 10, 5: 10}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_rivals_field_goes_into_rows_that_show_every_name(size, players):
    app, scene = table("seanchai", players, size, "mid")
    rivals = sorted(z for z in scene.layout.zones if z.startswith("field/") and z != f"field/{scene.bottom}")
    for zid in rivals:
        check_field(scene, zid, size, RIVAL_NAMED[players])


def teams_table(size):
    """Four players in two teams, mid-hand."""
    s = stacked(4, {p: ["LEG-1", "ROL-1", "WAR-1", "LAN-1", "REL-1", "STO-1"][p:p + 2] for p in range(4)},
                ["TRE-1"], ["TRE-2"], options={"teams": True})
    seats = tuple(Seat("human" if i == 0 else "ai", f"P{i + 1}") for i in range(4))
    match = Match(REGISTRY["seanchai"].rules, MatchConfig("seanchai", 4, 0, {"teams": True}), seats, states=[s])
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_other_teams_field_goes_into_rows(size):
    app, scene = teams_table(size)
    assert sorted(z for z in scene.layout.zones if z.startswith("field/")) == ["field/0", "field/1"]
    check_field(scene, "field/0", size, 0)  # (its indexes and names: test_seanchai_field_index.py)
    check_field(scene, "field/1", size, 14 if size == (1240, 620) else 12)


def name_shown(zl, n: int) -> float:
    """The least share of a card's name band (its width) that no later card covers."""
    cw, ch = zl.card
    top, right, bottom = name_band(zl.card)
    cards = [(x - cw / 2, y - ch / 2) for x, y in (zl.slot(i, n) for i in range(n))]
    worst = 1.0
    for i, (x, y) in enumerate(cards):
        x0, x1, y0, y1 = x + 1, x + right, y + top, y + bottom
        end = x1
        for x2, y2 in cards[i + 1:]:
            if y2 < y1 and y2 + ch > y0 and x2 + cw > x0 and x2 < x1:
                end = min(end, max(x0, x2))
        worst = min(worst, (end - x0) / (x1 - x0))
    return worst


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_rivals_field_past_its_named_rows_still_shows_most_of_each_name(size, players):
    """Past the rows that show every name a rival's field fell back on one row: at 22 cards a
    sliver of each card (0.15 to 0.41 of its name). It lies in the rows that step its cards
    widest while each row shows its names' band (0.43 to 1.0 now)."""
    app, scene = table("seanchai", players, size, "mid")
    for zid in sorted(z for z in scene.layout.zones if z.startswith("field/") and z != f"field/{scene.bottom}"):
        zl = scene.layout.zones[zid]
        for n in range(1, 23):
            assert name_shown(zl, n) >= 0.4, f"{zid}, {n} cards: {name_shown(zl, n):.2f} of a name shows"
        check_field(scene, zid, size, 0)


def scene_at(players: int, size, seed: int, moves: int):
    from .test_table_layout import play

    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["seanchai"], play("seanchai", players, seed, moves), CATALOG.table_for("seanchai"),
                       autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return scene


@pytest.mark.parametrize("size", SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_crowded_field_beside_a_hand_of_few_takes_the_room_it_leaves(size):
    """Two players, seed 1, 81 moves: seventeen cards in the viewer's field beside an empty
    hand lay in three rows of corners at 1280x800 and 1920x1080, their names hidden, while
    the felt up to the message strip lay empty (the hand kept it for nine cards whole). A hand of fewer than four cards
    beside a crowded field leaves it that room: every index and three quarters of every name show
    (every name showed whole in rows lying over each other, which hid every index)."""
    from .test_seanchai_field_index import index_hidden

    scene = scene_at(2, size, 1, 81)
    zid = f"field/{scene.bottom}"
    n = len(scene.board.piles[zid])
    assert n >= 16 and len(scene.board.piles[f"hand/{scene.bottom}"]) < 4
    check_field(scene, zid, size, 0, n)
    zl = scene.layout.zones[zid]
    assert not index_hidden(zl, n) and name_shown(zl, n) >= 0.75


@pytest.mark.parametrize("size", SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_the_count_a_rivals_open_hand_is_no_tight_stack(size):
    """Four players, seed 1, at the first count: the rivals' hands lie open, and lay in a
    stack of backs' steps (a fifth of a card), their names hidden. They step wider now, where
    no rival's cards shrink for it: every name of a hand of up to four cards shows."""
    scene = scene_at(4, size, 1, 35)
    assert scene.current_view().phase == "scored"
    open_hands = 0
    for zid, zl in scene.layout.zones.items():
        n = len(scene.board.piles.get(zid, []))
        if zid.startswith("hand/") and zid != f"hand/{scene.bottom}" and n >= 2:
            open_hands += 1
            assert not hidden_names(zl, n), f"{zid}: the names of {hidden_names(zl, n)} are hidden"
    assert open_hands >= 2


#: the counts looked at: (seed, which count of the match)
COUNTS = [(seed, nth) for seed in range(1, 7) for nth in (1, 2, 3)]


@pytest.mark.parametrize("size", SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,teams", [(4, False), (5, False), (4, True)], ids=["4", "5", "4-teams"])
def test_at_the_count_every_rivals_field_shows_every_name_and_lies_on_nothing(size, players, teams):
    """Five players at 1280x800, seed 3, the second count: Fionn's ten cards lay in three rows
    2.7 cards wide, each card a sliver under the next ("Pú", "St Brig", "Wa Char"), while his
    empty hand kept a room of 3.5 cards beside them; Eimear's seven in four rows of two, a
    sliver of each. 382 names were covered over 573 rivals' fields at the counts of six seeds
    (4 and 5 players, teams or not, 1240x620 to 1920x1080). At the count a rival's field and
    open hand share their line: no card's name in the field lies under another card, and the
    field lies on nothing else drawn (places, names, plates, buttons, the count's lines); nor
    in a hand of up to three cards (11 such hands hid names, "Co", "M", "B": now none)."""
    for seed, nth in COUNTS:
        app, scene = count_table(players, size, teams, nth, seed)
        view = scene.board.view or scene.current_view()
        if view.phase not in ("scored", "over"):
            continue
        what = f"seed {seed}, count {nth}"
        others = {k: r for k, r in drawn(scene).items() if not k.startswith(("toast", "banner", "pop/"))}
        for zid, zl in scene.layout.zones.items():
            n = len(scene.board.piles.get(zid, []))
            if zid.startswith("hand/") and scene.layout.owners.get(zid) != scene.bottom and n <= 3:
                assert not hidden_names(zl, n), f"{what}, {zid}: the names of {hidden_names(zl, n)} are hidden"
            if not zid.startswith("field/") or scene.layout.owners.get(zid) == scene.bottom or not n:
                continue
            assert not hidden_names(zl, n), f"{what}, {zid}: the names of {hidden_names(zl, n)} of {n} are hidden"
            x, y, fw, fh = zl.extent(n)
            assert x >= 0 and y >= 0 and x + fw <= size[0] and y + fh <= size[1], f"{what}, {zid} leaves the window"
            hit = [k for k, r in others.items() if k not in (f"zone/{zid}", f"label/title/{zid}")
                   and overlap((x, y, fw, fh), r)]
            assert not hit, f"{what}, {zid}: {n} cards at {(x, y, fw, fh)} lie on {hit}"


def test_at_the_count_an_open_hand_takes_the_room_its_empty_field_leaves():
    """Five players at 1280x800, seed 5, the third count: Ciara's six cards lay as the kit had
    laid them, each showing under two thirds of its name ("Oi", "Sean ch", "Bri"), beside an
    empty field's outline with room to spare. A hand now takes what its line leaves, less a
    card of its field, where the kit gave it less: each of its cards shows at least four
    fifths of its name's width."""
    app, scene = count_table(5, (1280, 800), False, 3, 5)
    assert (scene.board.view or scene.current_view()).phase in ("scored", "over")
    shares = {}
    for zid, zl in scene.layout.zones.items():
        n = len(scene.board.piles.get(zid, []))
        if zid.startswith("hand/") and scene.layout.owners.get(zid) != scene.bottom and n >= 4:
            shares[zid] = min(1.0, zl.step_for(n) / name_band(zl.card)[1])
    assert len(shares) >= 3
    assert min(shares.values()) >= 0.8, shares
