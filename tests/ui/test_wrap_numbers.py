"""A number never stands alone on a wrapped line: Treasure's god badges read "runs ×2", never
"runs" over a lone "×2" (``scroll_text.wrap``, which every wrapped text on screen uses)."""

import itertools

import pytest

from tabletop.games.treasure.table.badgefit import lines_of
from tabletop.games.treasure.table.score import SHORT
from tabletop.ui.widgets.scroll_text import NUMBER, wrap, wrap_even, wrap_items

from .helpers import init_pygame


def _alone(lines: list[str]) -> list[str]:
    return [ln for ln in lines if NUMBER.fullmatch(ln.strip(" ·"))]


@pytest.mark.parametrize("px", [13, 14, 18])
def test_no_god_badge_leaves_a_multiplier_alone_on_a_line(px):
    """Every pair of effects a badge may list, in every room a badge gets (from 150 px)."""
    init_pygame()
    bad = []
    for a, b in itertools.permutations(sorted(set(SHORT.values())), 2):
        for width in range(150, 420, 4):
            lines = lines_of([a, b], px, width)
            if _alone(lines):
                bad.append((a, b, width, lines))
    assert not bad, bad[:5]


def test_wrap_keeps_a_number_with_the_word_before_it():
    init_pygame()
    line = "Now runs score ×2 · wind cards score ×½ · Hand 2 of 12"
    for width in range(90, 700, 3):
        for lines in (wrap(line, width, 15, True), wrap_even(line, width, 15, True)):
            assert not _alone(lines), (width, lines)
            assert " ".join(lines).split() == line.split()  # every word, in order



@pytest.mark.parametrize("px", [13, 14])
def test_a_badge_keeps_each_effect_whole_on_a_line_where_it_fits_one(px):
    """Wrapped as one text, a badge split an effect over two lines ("cancels the" over
    "Protectress"); each effect now stays whole where the room holds it alone."""
    from tabletop.ui.render.fonts import text

    init_pygame()
    parts = ["runs of 3", "flame ×2 cancelled", "cancels the Protectress", "colours ×½", "sets ×½"]
    widest = max(text(p, px, (0, 0, 0), bold=True).get_width() for p in parts)
    for width in range(widest, widest + 300, 7):
        lines = lines_of(parts, px, width)
        assert [p for line in lines for p in line.split(" · ")] == parts, (width, lines)
        assert all(text(line, px, (0, 0, 0), bold=True).get_width() <= width for line in lines)
    narrow = lines_of(parts, px, widest - 10)  # too narrow for the longest: only it wraps
    assert "cancels the Protectress" not in narrow and " ".join(narrow).count("Protectress") == 1


def test_a_held_cards_places_wrap_between_places():
    """The keyboard's caption lists a held card's places; wrapped between words, a number
    ended one line and its place began the next ("… in the Tableau · 2" / "onto the Brian
    Boru …", Seanchaí at 1240x620)."""
    init_pygame()
    line = ("1 onto the War Chariot in the Tableau · 2 onto the Brian Boru in the Tableau · "
            "3 Your Point field")
    for width in range(300, 700, 6):  # (each place fits on a line from about 280 px)
        lines = wrap_items(line, width, 15)
        assert " · ".join(lines) == line, (width, lines)  # broken only between places
        assert all(ln[0].isdigit() for ln in lines), (width, lines)
    assert len(wrap_items(line, 300, 15)) == 3
    assert wrap_items("1 onto the War Chariot in the Tableau", 200, 15) == wrap_even(
        "1 onto the War Chariot in the Tableau", 200, 15)  # a place wider than the room: by words
