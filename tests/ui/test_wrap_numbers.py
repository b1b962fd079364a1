"""A number never stands alone on a wrapped line: Treasure's god badges read "runs ×2", never
"runs" over a lone "×2" (``scroll_text.wrap``, which every wrapped text on screen uses)."""

import itertools

import pytest

from tabletop.games.treasure.table.badgefit import lines_of
from tabletop.games.treasure.table.score import SHORT
from tabletop.ui.widgets.scroll_text import NUMBER, wrap, wrap_even

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

