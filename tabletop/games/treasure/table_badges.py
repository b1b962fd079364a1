"""The god effects on the Treasure table: under each group, a badge per effect it causes
("Lady: runs ×2"), in the group's caption room (``kit.Part.caption``). A cancelled effect
reads "cancelled", dimmed; the full words are in the rules' notices and the Scores sheet."""

from __future__ import annotations

import pygame

from ...core.views import TableView
from ...ui.render.fonts import text
from ...ui.render.theme import Theme
from ...ui.table.hud import fit_text
from ...ui.table.layout import TableLayout
from ...ui.widgets.panel import draw_panel
from . import gods as gd
from .table_score import badges, groups_of


def draw_badges(surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
    groups = groups_of(view)
    if not groups:
        return
    mask = gd.flags(groups.values())
    m = lay.metrics
    px = m.font(14, 14)
    pad = m.px(5)
    for zid, found in badges(groups, mask).items():
        rect = lay.labels.get(f"caption/{zid}")
        if rect is None or not found:
            continue
        x, y, w, h = rect
        zl = lay.zones.get(zid)
        if zl is not None:  # right under the group's cards while it is shorter than its room
            zv = view.zones.get(zid)
            ex = zl.extent(max(1, zv.count if zv is not None else 1))
            x, w = min(x, ex[0]), max(w, 0.0)
        words = " · ".join(b.text for b in found)
        line = fit_text(words, px, round(w) - 2 * pad)
        active = any(b.on for b in found)
        img = text(line, px, theme.highlight if active else theme.text_dim, bold=True)
        box = pygame.Rect(0, 0, min(round(w), img.get_width() + 2 * pad), round(h))
        box.midtop = (round(rect[0] + rect[2] / 2), round(y))
        draw_panel(surf, box, theme.panel, 215, theme.highlight if active else None,
                   radius=m.px(6), width=1)
        surf.blit(img, img.get_rect(center=box.center))
