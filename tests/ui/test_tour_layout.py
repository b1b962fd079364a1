"""The first-run tour and its welcome box on the tables (split from
``test_table_layout.py``, whose tables and helpers they use): the tour's labels, outlines and
welcome box keep off the table's words, cards, prompt, messages and buttons. (Every table's
tour is also checked there, in ``tour_and_preview``.)"""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import inside, overlap

from .helpers import frames, make_app
from .test_table_layout import SIZES, my_turn


@pytest.mark.parametrize("gid,n", [("keltis", 3), ("hyrule", 2), ("treasure", 4), ("ard_ri", 3), ("seanchai", 2)])
@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tours_labels_keep_off_the_message_on_show(gid, n, size):
    """A rival's move announced as the tour opens on the player's turn: no label of the tour
    lies on the message (dimmed under the tour, a label on it would read as part of it)."""
    app, scene = my_turn(gid, n, size)
    scene.toasts.show("Dara (AI) takes Wishing Stone 7")
    frames(app, 1)
    assert scene.toast_box is not None
    shown = [tuple(scene.toast_box)]
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    app.mgr.pop(tour)
    # and a message just where the hand's label went (as when the strip pushes it up)
    scene.toast_box = pygame.Rect(tour.callouts[0]).inflate(40, 10)
    shown.append(tuple(scene.toast_box))
    again = scene.comfort.tour()
    app.mgr.push(again)
    frames(app)
    for message, placed in zip(shown, (tour, again), strict=True):
        for (label, _), c in zip(placed.marks, placed.callouts, strict=True):
            assert not overlap(tuple(c), message), f"{label!r} lies on the message"


@pytest.mark.parametrize("gid,n", [("treasure", 4), ("keltis", 3), ("seanchai", 2), ("ard_ri", 3), ("hyrule", 2)])
def test_the_tours_places_mark_leaves_the_hand_to_its_own_mark(gid, n):
    """Where a card drawn goes to the hand (Treasure), the tour's "Where cards go now" box
    stays around the places to act on, not around the hand as well (half the table)."""
    app, scene = my_turn(gid, n, (1280, 720))
    places = [r for label, r in scene.comfort.tour_marks() if label == "Where cards go now"]
    hand = scene.layout.zones[f"hand/{scene.bottom}"].extent(1)
    cx, cy = hand[0] + hand[2] / 2, hand[1] + hand[3] / 2
    assert places
    for x, y, w, h in places:
        assert not (x <= cx <= x + w and y <= cy <= y + h)


@pytest.mark.parametrize("gid,n,size", [("treasure", 3, (1920, 1080)), ("treasure", 3, (1280, 720)),
                                        ("ard_ri", 3, (1280, 720))])
def test_the_tours_welcome_box_hides_no_words_of_the_table_where_it_need_not(gid, n, size):
    """The welcome box, at the table's middle height, used to hide half of Treasure's
    "Discard pile (top at the right)"; shifted a little sideways it hides no name plate and
    no label, and still no marked place, tab or button."""
    app, scene = my_turn(gid, n, size)
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    box = tuple(tour.box)
    for r in scene.comfort.words():
        assert not overlap(box, r), f"the welcome box hides a word of the table at {r}"
    for label, r in tour.marks:
        assert not overlap(box, r), f"the welcome box hides {label!r}"
    for r in scene.comfort.tour_keep_clear():
        assert not overlap(box, r)


@pytest.mark.parametrize("gid,n", [("ard_ri", 3), ("treasure", 3), ("keltis", 3)])
def test_the_tours_places_mark_takes_in_the_places_names(gid, n):
    """The "Where cards go now" mark holds the names written over its places (Ard Rí's
    "Cattle Field · wealth 2"), so its label's arrow does not run through them."""
    app, scene = my_turn(gid, n, (1280, 720))
    lay = scene.layout
    boxes = [r for label, r in scene.comfort.tour_marks() if label == "Where cards go now"]
    idx = scene.board.index
    places = {d.dst for moves in idx.drags.values() for d, _ in moves if isinstance(d.dst, str)} | set(idx.zone_clicks)
    pills = scene.title_pills()  # every titled place's name, as drawn (or the room the game writes it in)
    titled = [z for z in places if f"title/{z}" in lay.labels and z in lay.zones and z != f"hand/{scene.bottom}"]
    assert all(z in pills for z in titled), "a titled place has no name where it is drawn"
    names = [pills[z] for z in titled]
    assert names, "no named place to check"
    for r in names:
        assert any(inside(r, box) for box in boxes), f"{r} is outside the marks {boxes}"


def test_the_places_a_card_may_go_get_an_outline_each_and_share_one_label():
    """Seanchaí's first turn: a hand card goes onto its pair in the tableau (a card, not a
    place), a flip comes from the draw pile, a pair lands in the point field. The mark used to
    leave out the tableau, and with it in, one box round all three took in half the table: now
    each group of places has its own outline, and one label reaches them all."""
    app, scene = my_turn("seanchai", 2, (1280, 720), moves=0, until=lambda m: m.state.stage == "act")
    lay = scene.layout
    places = [r for label, r in scene.comfort.tour_marks() if label == "Where cards go now"]
    assert len(places) >= 2
    for zone in ("tableau", "draw", "field/0"):
        extent = lay.zones[zone].extent(1)
        holding = [r for r in places if inside(extent, r)]
        assert len(holding) == 1, f"{zone} lies in {len(holding)} marks"
    assert not any(inside(lay.zones["draw"].extent(1), r) and inside(lay.zones["tableau"].extent(1), r)
                   for r in places)
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    shared = {tuple(c) for (label, _), c in zip(tour.marks, tour.callouts, strict=True)
              if label == "Where cards go now"}
    assert len(shared) == 1
    outlines = [tuple(tour.outline(r)) for _, r in tour.marks]
    assert not any(overlap(next(iter(shared)), o) for o in outlines)


@pytest.mark.parametrize("gid,n", [("treasure", 4), ("keltis", 3), ("seanchai", 4), ("ard_ri", 3), ("hyrule", 3)])
@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_shared_labels_lines_never_cross_the_welcome_box(gid, n, size):
    """A place further from the shared label than the welcome box gets a label of its own
    (Treasure: the line to the draw pile ran under the box, as if the box were the place)."""
    from tabletop.ui.widgets.callout import reach

    app, scene = my_turn(gid, n, size)
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    owners: set[tuple] = set()
    for (label, r), c, side in zip(tour.marks, tour.callouts, tour.sides, strict=True):
        if tuple(c) in owners and side:
            line = reach(tuple(c), tuple(tour.outline(r)), side)
            assert not tour.box.clipline(*line), f"{label!r}: the line to {r} crosses the welcome box"
        owners.add(tuple(c))
    if gid == "treasure":  # the discard pile (its top may be taken) is marked
        extent = scene.layout.zones["discard"].extent(1)
        assert any(inside(extent, r) for label, r in tour.marks if label == "Where cards go now")


@pytest.mark.parametrize("gid,n", [("treasure", 4), ("keltis", 2), ("seanchai", 3), ("ard_ri", 3), ("hyrule", 2)])
@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_tour_outline_cuts_through_a_places_name(gid, n, size):
    """Keltis at 1280x720: the places' mark took in the discard piles beside the draw pile,
    and its top edge ran through the draw pile's name "Draw". A name an outline would cross
    is now taken in whole; names wholly outside stay outside."""
    from tabletop.ui.table.layout import edge_crosses

    app, scene = my_turn(gid, n, size)
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    names = list(scene.title_pills().values())
    assert names
    for label, r in tour.marks:
        outline = tuple(tour.outline(r))
        for name in names:
            assert not edge_crosses(outline, tuple(name)), f"{label!r}'s outline runs through the name at {name}"


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tour_keeps_off_the_prompt_above_a_grown_bar(size):
    """Keltis deal 64 again: what to do stands above the four claim buttons (cards can move
    too), higher than the bar's own area. The tour's "Your hand" label sat on it at 1240x620;
    the hand's mark now takes the prompt in, so no label covers it."""
    plugin = REGISTRY["keltis"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"))
    match = Match(plugin.rules, MatchConfig("keltis", 2, 64, {}), seats)
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    prompt = scene.prompt_box
    assert prompt is not None and prompt.bottom <= min(b.rect.top for b in scene.buttons)
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    for (label, _), c in zip(tour.marks, tour.callouts, strict=True):
        assert not c.colliderect(prompt), f"the tour's {label!r} {c} covers the prompt {prompt}"
    assert not tour.box.colliderect(prompt)


def test_the_tour_keeps_its_labels_off_every_button_on_show():
    """The tour's labels and welcome box keep off the Scores tab and Undo/Redo as they do off
    the side tabs and the action bar (under Xvfb, Treasure at 1240x620: the Scores tab was
    left out of what they keep clear)."""
    app, scene = my_turn("treasure", 3, (1240, 620))
    assert scene.sheet.tab is not None
    clear = scene.comfort.tour_keep_clear()
    for r in scene.shown_buttons():
        assert tuple(r) in clear, f"the tour may cover the button at {r}"
    assert tuple(scene.sheet.tab.rect) in clear


def test_the_welcome_box_leaves_the_led_card_in_sight():
    """Hyrule at 1280x720 on the viewer's turn, Ciara's card led: at its full width the
    welcome box covered that card wherever it stood (it weighed only the table's words). It
    now weighs the cards on the table as well, and may take a narrower size (the same two
    lines of words), which leaves nine tenths of the led card in sight (it covered three
    quarters of it; the box now takes the top of Ciara's captured pile instead)."""
    from tabletop.ui.table.layout import shared_area

    app, scene = my_turn("hyrule", 2, (1280, 720))
    assert scene.board.piles.get("play/1"), "no card led: the test proves nothing"
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    led = scene.board.extent("play/1")
    hidden = shared_area(tuple(tour.box), led) / (led[2] * led[3])
    assert hidden < 0.1, f"the welcome box {tour.box} covers {hidden:.0%} of the led card at {led}"


def test_the_tours_words_on_clicking_hold_on_a_table_where_a_click_cannot_play_every_card():
    """"Drag or click a card to play it": in Keltis a card with a row and the discard pile to go
    to is not played by a click, nor is Treasure's discard (a click picks it up, for a click
    on its place). The tour says so: "click it, then its place"."""
    app, scene = my_turn("keltis", 2, (1280, 720))
    idx = scene.board.index
    drag_only = [c for c in idx.drags if not idx.click_card(c) and not idx.card_clicks.get(c)]
    assert drag_only, "every card here plays on a click: the check would prove nothing"
    hint = scene.comfort.tour().hint
    assert "Drag or click a card to play it" not in hint
    assert "click it, then its place" in hint


@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_line_of_the_welcome_words_is_in_the_box_above_its_button(size):
    """The box was sized for two lines and drew two: at 1240×620 the narrower box cut the
    words off at "… Enter to". It now grows a line's height for each further line."""
    app, scene = my_turn("keltis", 2, size)
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    lines = tour._hint_lines(tour.box.w)
    assert " ".join(lines).split() == tour.hint.split()  # every word drawn
    last_bottom = tour.box.y + tour.px(58 + 22 * (len(lines) - 1)) + tour.px(16, 12) // 2
    assert len(lines) >= 2 and last_bottom <= tour.ok.rect.top and inside(tuple(tour.ok.rect), tuple(tour.box))


@pytest.mark.parametrize("gid,n", [("treasure", 3), ("ard_ri", 3)])  # a bar up at the first turn
@pytest.mark.parametrize("size", [(1240, 620), *SIZES[:2]], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tours_hand_outline_never_cuts_through_a_button(gid, n, size):
    """Treasure, 1240x620, a draw to make: the two draw buttons were wider than the action
    bar's area, and the "Your hand" outline ran through "Draw from the draw pile". The
    outline now takes in every button it meets, whole."""
    app, scene = my_turn(gid, n, size)
    hand = pygame.Rect([r for label, r in scene.comfort.tour_marks() if label == "Your hand"][0])
    tabs = [pygame.Rect(b.rect) for b in scene.comfort.tabs]
    buttons = [b for b in scene.shown_buttons() if b.w and b not in tabs]
    assert buttons
    for b in buttons:
        assert hand.contains(b) or not hand.colliderect(b), (b, hand)
    frames(app, 1)


@pytest.mark.parametrize("size", [(1240, 620), *SIZES], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_places_outline_cuts_through_a_button(size):
    """Keltis, deal 64 (four stones to claim), 1920x1080: the Blue row and the Wishing stones,
    30 px apart, made one outline, which ran across the prompt and "Stone 4: Green + Yellow".
    A group whose outline would cross a button none of its places lies on is drawn place by
    place."""
    plugin = REGISTRY["keltis"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"))
    match = Match(plugin.rules, MatchConfig("keltis", 2, 64, {}), seats)
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"))
    app.mgr.reset(scene)
    frames(app, 10)
    tabs = [pygame.Rect(b.rect) for b in scene.comfort.tabs]
    buttons = [b for b in scene.shown_buttons() if b.w and b not in tabs]
    assert len(buttons) >= 4
    places = [pygame.Rect(r) for label, r in scene.comfort.tour_marks() if label == "Where cards go now"]
    assert places
    for p in places:
        for b in buttons:
            assert p.contains(b) or not p.colliderect(b), (p, b)
