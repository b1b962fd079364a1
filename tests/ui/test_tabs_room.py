"""The kit reserves the Rules/Log/Hint/Help tabs' room (``areas["tabs"]``) where the tabs are
drawn, not down the centre band's whole height: at 1280×800 it reserved the band from y≈153
while the tabs stand from y≈335, and a rival's point field beside them (Seanchaí, four and
five players) could not go down into rows (``tabcolumn``)."""

from __future__ import annotations

import pytest

from tabletop.ui.table.layout import inflate, inside

from .test_table_layout import table

CASES = [("seanchai", 4), ("seanchai", 5), ("keltis", 3), ("hyrule", 4), ("treasure", 5), ("ard_ri", 4)]


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("gid", "players"), CASES, ids=lambda c: str(c))
def test_the_tabs_room_is_where_the_tabs_stand(gid, players, size):
    app, scene = table(gid, players, size, "mid")
    column = scene.layout.areas.get("tabs")
    if column is None:  # (a table whose opponents shrink gives the column up)
        return
    tabs = [tuple(b.rect) for b in scene.comfort.tabs]
    top, bottom = min(r[1] for r in tabs), max(r[1] + r[3] for r in tabs)
    assert all(inside(r, inflate(column, 1, 1)) for r in tabs), (column, tabs)
    assert column[1] >= top - 1 and column[1] + column[3] <= bottom + 1, \
        f"the tabs' room {column} reaches beyond the tabs ({top}..{bottom})"
