"""Where the first-run tour's labels go (``ui/widgets/callout.py``): beside their place,
on screen, off everything they must keep clear, and pointing at the place they name."""

from hypothesis import given
from hypothesis import strategies as st

from tabletop.ui.table.layout import clusters, edge_crosses, overlap, taking_in_names
from tabletop.ui.widgets.callout import arrowhead, facing, leader, place_box, place_callout, reach

SCREEN = (1280, 720)
SIZE = (120, 30)
GAP = 28


def test_a_label_goes_above_its_place_when_that_is_free():
    spot, side = place_callout(SIZE, (500, 400, 200, 100), [], SCREEN, GAP)
    assert side == "above" and spot == (540, 400 - GAP - 30, 120, 30)


def test_a_label_over_a_tab_goes_to_the_side_instead():
    """The Rules tab at the top right, with the Log tab under it and no room above: the old
    placement put the label below the tab, on the Log tab; now it goes to the left."""
    rules = (1184, 10, 90, 28)
    log = (1184, 44, 90, 28)
    spot, side = place_callout(SIZE, rules, [log], SCREEN, GAP)
    assert side == "left" and not overlap(spot, log) and spot[0] + spot[2] <= rules[0]


def test_a_label_slides_along_its_side_past_something_in_the_way():
    target = (400, 400, 400, 200)
    box = (540, 300, 200, 80)  # over the centre of the target's top side
    spot, side = place_callout(SIZE, target, [box], SCREEN, GAP)
    assert side == "above" and not overlap(spot, box)
    assert spot[0] in (400, 400 + 400 - 120)  # slid to one end of the side


def test_it_keeps_off_the_table_where_it_can_and_covers_it_where_it_must():
    target = (400, 400, 400, 200)
    cards = [(300, 300, 700, 90)]  # the table's cards all along the top side
    spot, side = place_callout(SIZE, target, [], SCREEN, GAP, better_clear=cards)
    assert side != "above" and not overlap(spot, cards[0])
    blocked = [(0, 0, 1280, 399), (0, 0, 399, 720), (801, 0, 479, 720), (0, 601, 1280, 119)]
    spot, side = place_callout(SIZE, target, [], SCREEN, GAP, better_clear=blocked)
    assert side == "above" and spot[1] == 400 - GAP - 30  # nothing free: the first spot
    message = (380, 340, 440, 40)  # a message all along the place's top: the label goes below
    spot, side = place_callout(SIZE, target, [], SCREEN, GAP, better_clear=[message])
    assert side == "below" and spot == (540, 600 + GAP, 120, 30)
    message = (300, 335, 400, 30)  # one nearly along it: the label covers as little as it can
    spot, side = place_callout(SIZE, target, [], SCREEN, GAP, better_clear=blocked[1:] + [message])
    assert side == "above" and spot == (680, 400 - GAP // 2 - 30, 120, 30)


def test_with_no_free_spot_it_stays_on_screen_above_or_below():
    target = (0, 0, 1280, 100)
    spot, side = place_callout(SIZE, target, [(0, 0, 1280, 720)], SCREEN, GAP)
    assert side == "below" and 0 <= spot[0] <= 1280 - 120 and 0 <= spot[1] <= 720 - 30


@given(x=st.integers(0, 1200), y=st.integers(0, 680), w=st.integers(10, 400), h=st.integers(10, 300),
       ox=st.integers(0, 1200), oy=st.integers(0, 680))
def test_a_label_is_on_screen_and_off_its_place(x, y, w, h, ox, oy):
    target = (x, y, min(w, 1280 - x), min(h, 720 - y))
    other = (ox, oy, 150, 60)
    spot, side = place_callout(SIZE, target, [other], SCREEN, GAP)
    assert 0 <= spot[0] and spot[0] + spot[2] <= 1280 and 0 <= spot[1] and spot[1] + spot[3] <= 720
    start, end = leader(spot, target, side)
    tip = arrowhead(end, side, 10)
    if not overlap(spot, other) and not overlap(spot, target):
        # a free spot: the line leaves the label and ends on the target's facing edge
        tx, ty, tw, th = target
        assert tx <= end[0] <= tx + tw and ty <= end[1] <= ty + th
        assert tip[0] == end
        if side in ("above", "below"):
            assert start[0] == end[0]
        else:
            assert start[1] == end[1]


def test_the_welcome_box_keeps_off_the_marks_then_off_the_words():
    """Mid-height is taken by a mark: the box goes to the next height; a word under the
    centred spot there: it shifts sideways rather than hide it."""
    size = (620, 150)
    mark = (0, 230, 1280, 140)  # across the screen at mid-height (0.42 of 720)
    free = place_box(size, SCREEN, [mark])
    assert not overlap(free, mark) and free[0] == (1280 - 620) // 2
    word = (free[0] + 10, free[1] + 10, 60, 16)
    shifted = place_box(size, SCREEN, [mark], [word])
    assert not overlap(shifted, mark) and not overlap(shifted, word) and shifted[1] == free[1]


@given(st.integers(0, 1200), st.integers(0, 700), st.integers(1, 400), st.integers(1, 300))
def test_the_welcome_box_is_always_on_screen(x, y, w, h):
    box = place_box((620, 150), SCREEN, [(x, y, w, h)], [(y, x, h, w)])
    assert box[0] >= 0 and box[1] >= 0 and box[0] + 620 <= SCREEN[0] and box[1] + 150 <= SCREEN[1]


def test_a_label_finds_the_gap_between_a_message_and_a_tab_over_a_long_side():
    """The hand's long top side with a message over its middle-right and a tab at its right
    end, and another mark up to its left end: the spot a quarter along is free (the centred
    and end spots are not), so the label takes it rather than one beside the hand."""
    target = (470, 480, 740, 230)
    message = (740, 450, 280, 26)
    tab = (1130, 430, 70, 26)
    other = (240, 150, 330, 470)  # another mark's outline, reaching past the hand's left end
    spot, side = place_callout(SIZE, target, [message, tab, other], SCREEN, GAP)
    assert side == "above"
    assert not any(overlap(spot, r) for r in (message, tab, other))


def test_places_near_each_other_share_an_outline_and_far_ones_get_their_own():
    draw, flipped = (10, 240, 80, 120), (100, 240, 80, 120)  # side by side
    tableau = (280, 230, 780, 140)  # 100 px to the right
    field = (10, 500, 260, 100)  # far below
    groups = clusters([field, draw, tableau, flipped], 40)
    assert groups == [tableau, field, (10, 240, 170, 120)]  # largest first
    assert clusters([draw, (200, 240, 80, 120), flipped], 40) == [(10, 240, 270, 120)]  # in a chain
    assert clusters([draw], 40) == [draw]


def test_an_outline_takes_in_a_name_it_would_cut_through_and_leaves_the_others():
    mark = (20, 226, 660, 370)  # outline (pad 10): 10..690 x 216..606
    across = (18, 212, 48, 18)  # "Draw", on the outline's top edge
    outside = (700, 230, 200, 18)  # a name beyond the outline
    inside = (30, 480, 80, 18)  # a name well inside
    grown = taking_in_names(mark, [across, outside, inside], 10)
    assert grown == (18, 212, 662, 384)  # the name taken in whole, nothing else added
    assert not edge_crosses((8, 202, 682, 404), across)
    assert taking_in_names(mark, [outside, inside], 10) == mark
    assert edge_crosses((10, 216, 680, 390), across) and not edge_crosses((10, 216, 680, 390), outside)


def test_a_shared_label_faces_and_reaches_each_further_place():
    label = (500, 170, 200, 30)
    assert facing(label, (300, 230, 600, 140)) == "above"
    assert facing(label, (0, 490, 280, 110)) == "above"  # further down than left
    assert facing(label, (0, 150, 100, 60)) == "right"
    assert facing(label, (450, 160, 300, 60)) is None  # on it
    start, end = reach(label, (0, 490, 280, 110), "above")
    assert start == (500, 200) and end == (140, 490)  # the label's nearest bottom point, the top's middle
    start, end = reach(label, (0, 150, 100, 60), "right")
    assert start == (500, 180) and end == (100, 180)
