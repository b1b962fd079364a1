"""Seanchaí: at 1240×620 (the window a 1280×720 screen gets) the viewer's point field lay in
the plate's width above it and squeezed its cards from five on, their names cut ("Rou
Tow"), while the felt beside it and above it lay empty. The field now takes the width up to
the message strip and the action bar, and rows of whole cards as high as the room above
allows: each card's name (the lower half of the card) lies under no other card, for as many
pairs as a hand commonly wins, and the field keeps off everything else on the table."""

from __future__ import annotations

import pytest

from tabletop.ui.table.layout import overlap

from .test_table_layout import drawn, table

#: how many cards each window shows with every name whole (a hand wins some 6 to 12)
NAMED = {(1240, 620): 12, (1280, 720): 10, (1880, 1000): 12, (2560, 1440): 10}


def hidden_names(zl, n: int) -> list[int]:
    """The cards (by index) whose name, printed across the lower half, lies under a later card."""
    cw, ch = zl.card
    rects = [(x - cw / 2, y - ch / 2, cw, ch) for x, y in (zl.slot(i, n) for i in range(n))]
    out = []
    for i, (x, y, _, _) in enumerate(rects):
        name = (x + 0.06 * cw, y + 0.42 * ch, 0.84 * cw, 0.5 * ch)
        if any(overlap(name, r) for r in rects[i + 1:]):
            out.append(i)
    return out


@pytest.mark.parametrize("size", list(NAMED), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_point_field_shows_every_name_and_keeps_off_the_rest(size, players):
    w, h = size
    app, scene = table("seanchai", players, size, "mid")
    lay = scene.layout
    zid = f"field/{scene.bottom}"
    zl = lay.zones[zid]
    others = {k: r for k, r in drawn(scene).items()
              if k != f"zone/{zid}" and k != f"label/title/{zid}"
              and not k.startswith(("toast", "banner", "pop/"))}  # (messages lie over all)
    for n in range(1, NAMED[size] + 1):
        assert not hidden_names(zl, n), f"{n} cards: the names of cards {hidden_names(zl, n)} are hidden"
        x, y, fw, fh = zl.extent(n)
        assert x >= 0 and y >= 0 and x + fw <= w and y + fh <= h, f"{n} cards leave the window"
        hit = [k for k, r in others.items() if overlap((x, y, fw, fh), r)]
        assert not hit, f"{n} cards: the point field {(x, y, fw, fh)} meets {hit}"
    hand = lay.zones[f"hand/{scene.bottom}"]
    room = hand.span[1] - hand.span[0] if hand.span else hand.max_length
    assert room >= hand.card[0] * 9, "the hand still lays its nine declared cards whole"
