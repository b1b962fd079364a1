"""How the blocks along the top share the row's width once some of them widen.

A block along the top that has a row of faces to show (``_Placer.widens``: Treasure's groups,
a Keltis rival's rows, a Seanchaí team's point field) takes more of the row than its seat's
box, so its faces step wider instead of free room lying between the blocks. The blocks that
widen share equally what the others leave: a block with nothing more to show (its hand's
backs, a plate) keeps its box, and the room beside it goes to its widening neighbours. (When
every block widened the shares were equal; when only some did they were equal all the same,
so a Seanchaí team's point field of fifteen pairs lay in a third of the row, each card a
sliver, beside two blocks of one card back each.)
"""

from __future__ import annotations

from collections.abc import Sequence


def widened(boxes: Sequence[tuple[float, float]], wide: Sequence[bool], width: float,
            margin: float, gap: float) -> list[tuple[float, float]]:
    """Each block's (x, w) along the row, left to right: ``boxes`` as the seats were placed,
    ``wide`` whether each block widens. A lone widening block takes the row's whole width; a
    widening block never gets less than its own box."""
    out = list(boxes)
    if len(boxes) == 1:
        return [(margin, width - 2 * margin)] if wide[0] else out
    i = 0
    while i < len(boxes):
        if not wide[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(boxes) and wide[j + 1]:
            j += 1
        left = margin if i == 0 else boxes[i - 1][0] + boxes[i - 1][1] + gap
        right = width - margin if j == len(boxes) - 1 else boxes[j + 1][0] - gap
        k = j - i + 1
        each = (right - left - (k - 1) * gap) / k
        for q in range(i, j + 1):
            if each > boxes[q][1]:
                out[q] = (left + (q - i) * (each + gap), each)
        i = j + 1
    return out
