"""How the blocks along the top share the row's width once some of them widen.

A block along the top that has a row of faces to show (``_Placer.widens``: Treasure's groups,
a Keltis rival's rows, a Seanchaí team's point field) takes more of the row than its seat's
box, so its faces step wider instead of free room lying between the blocks. A widening block
takes its equal share of the row and, where the block after it has nothing more to show (its
hand's backs, a plate) and keeps its box, the room up to that block too. (Each took its equal
share alone, so a Seanchaí team's point field of fifteen pairs lay in a third of the row, each
card a sliver, beside two blocks of one card back each.)
"""

from __future__ import annotations

from collections.abc import Sequence


def widened(boxes: Sequence[tuple[float, float]], wide: Sequence[bool], width: float,
            margin: float, gap: float) -> list[tuple[float, float]]:
    """Each block's (x, w) along the row, left to right: ``boxes`` as the seats were placed,
    ``wide`` whether each block widens. A widening block takes its equal share of the row and,
    where the block after it does not widen, the room up to that block too (never to the left:
    the blocks' contents lie at the left of their room, and a block taking room at its left
    moved its name plate away from its seat). A lone widening block takes the row's whole
    width; a widening block never gets less than its own box."""
    k = len(boxes)
    if k == 1:
        return [(margin, width - 2 * margin)] if wide[0] else list(boxes)
    each = (width - 2 * margin - (k - 1) * gap) / k
    out = list(boxes)
    for q in range(k):
        if not wide[q]:
            continue
        left = margin + q * (each + gap)
        right = left + each
        if q + 1 < k and not wide[q + 1]:  # the room its neighbour leaves
            right = max(right, boxes[q + 1][0] - gap)
        elif q + 1 == k:
            right = width - margin
        if right - left > boxes[q][1]:
            out[q] = (left, right - left)
    return out
