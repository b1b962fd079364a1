"""A refused move's reason is read at least as easily as the prompt: in a narrow message strip
it shrank to 14 px under a 16 px prompt (Keltis at 1280x800); now it never goes under the
prompt's size, and one line wider than the strip wraps inside it (or takes the wider place
across the table) rather than running over the card beside the strip (Keltis' Blue row)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY
from tabletop.ui.table.hud import PROMPT_PX
from tabletop.ui.table.refusals import DROP_HINT
from tabletop.ui.widgets.toast import Toasts

from .helpers import frames
from .test_table_layout import my_turn

REFUSALS = (f"The Queen of Hearts can't go there: {DROP_HINT}.",
            "Your Red row runs downward: play 5 or lower")
GAMES = [g for g in sorted(REGISTRY) if g in CATALOG and not REGISTRY[g].hidden]


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid", GAMES)
def test_a_refusal_is_as_large_as_the_prompt_and_keeps_to_its_place(gid, size, monkeypatch):
    app, scene = my_turn(gid, REGISTRY[gid].meta.min_players, size)
    lay, hud = scene.layout, scene.hud
    m = lay.metrics
    view = scene.board.view or scene.current_view()
    prompt_px = max(m.font(*PROMPT_PX), hud.prompt_lines(lay, scene.game.prompt(view, False))[1])
    seen: list[tuple] = []
    real = scene.toasts.draw
    monkeypatch.setattr(scene.toasts, "draw", lambda surf, theme, *at: (seen.append(at), real(surf, theme, *at)))
    strip = lay.areas["messages"]
    for reason in REFUSALS:
        scene.toasts.clear()
        scene.toasts.show(reason, warn=True, passing=True)
        seen.clear()
        frames(app, 2)
        cx, _, px, span, _ = seen[-1]
        box = scene.toast_box
        assert px >= prompt_px, f"{reason!r} at {px} px under a {prompt_px} px prompt"
        assert pygame.Rect(0, 0, *size).contains(box), box
        if span is not None and span[0] == round(strip[0]):  # in the strip: within its columns
            assert strip[0] - 1 <= box.left and box.right <= strip[0] + strip[2] + 1, (box, strip)
        lines = Toasts._lines(scene.toasts.current, px, cx, m.w, span)
        assert len(lines) <= 2 and all(len(x.split()) > 1 for x in lines), lines  # no word alone
