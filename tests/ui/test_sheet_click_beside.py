"""The score sheet says "Esc, M or a click: close", but a click on the table beside it did
nothing to it (only a click on the sheet closed it), and went on to the table under it (a
click on Seanchaí's draw pile flipped a card). A click beside the open sheet puts it away and
does nothing else; the buttons on show beside it still work."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene

from .helpers import click, frames, key, make_app
from .test_score_sheets import played

GAMES = [("seanchai", {}), ("keltis", {}), ("treasure", {}), ("hyrule", {"rounds": 3})]


@pytest.mark.parametrize("gid,opts", GAMES, ids=[g for g, _ in GAMES])
def test_a_click_beside_the_open_sheet_closes_it_and_acts_on_nothing(gid, opts) -> None:
    app = make_app((1920, 1080), speed="off")
    match = played(gid, 2, 3, lambda m: len(m.records) >= 12 and m.to_act == 0, opts, kinds=["human", "ai"])
    scene = TableScene(REGISTRY[gid], match, CATALOG.table_for(gid), viewer=0, autoplay=False)
    app.mgr.reset(scene)
    frames(app, 2)
    assert scene.sheet.tab is not None
    done = len(match.records)
    spots = []
    for zid, zl in scene.layout.zones.items():  # the middle of each place, then a felt corner
        if zl.zone not in scene.layout.overlays:
            spots.append((zid, (round(zl.cx), round(zl.cy))))
    spots.append(("felt", (scene.layout.metrics.w // 2, 4)))
    tried = 0
    for what, pos in spots:
        if not scene.sheet.open:
            key(app, pygame.K_m)
            frames(app)
        assert scene.sheet.open, f"{gid}: M did not open the sheet"
        buttons = [*scene.buttons, *scene.comfort.tabs] + ([scene.sheet.tab] if scene.sheet.tab else [])
        if scene.sheet.rect.collidepoint(pos) or any(b.rect.collidepoint(pos) for b in buttons):
            continue
        click(app, pos)
        frames(app)
        tried += 1
        assert not scene.sheet.open, f"{gid}: a click on {what} {pos} left the sheet open"
        assert len(match.records) == done, f"{gid}: a click on {what} beside the sheet made a move"
        assert scene.keys.focus.held is None, f"{gid}: a click on {what} beside the sheet picked up a card"
    assert tried >= 2
    app.close()
