"""Look through a public pile (issue 13, part 7): every card, top first, in a panel.

A pile on the table shows only its top few cards. A click on a public pile (when the click
means no move), or the V key with the pointer or the keyboard focus on it, opens this panel
over the table; Esc, V, any click or a right click closes it. Only what the viewer's view
shows is listed: a face-down card is never in it, and a pile the game shows only by its count
(``extra["backs"]``, Hyrule's captured tricks) does not open.
"""

from __future__ import annotations

import pygame

from ...core.cards import DeckSpec
from ...core.ids import CardId, ZoneId
from ...core.views import TableView
from ...core.zones import Vis
from ..render.fonts import text
from ..scenes.base import Scene
from ..widgets.grid import Grid, draw_scrollbar
from ..widgets.panel import dim, draw_panel
from .layout import TableLayout

CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_v, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def viewable(view: TableView | None, layout: TableLayout | None, zone: ZoneId) -> bool:
    """Whether ``zone`` is a public pile with at least two cards the viewer can see (one card
    is in full view already)."""
    if view is None or layout is None:
        return False
    zl, zv = layout.zones.get(zone), view.zones.get(zone)
    if zl is None or zv is None or zl.extra.get("backs"):
        return False
    if zl.kind != "pile" and not zl.extra.get("viewable"):
        return False
    return zv.vis is Vis.PUBLIC and sum(c is not None for c in zv.cards) >= 2


class PileViewScene(Scene):
    opaque = False

    def __init__(self, title: str, cards: list[CardId | None], deck: DeckSpec) -> None:
        super().__init__()
        self.title = title
        self.cards = [c for c in reversed(cards) if c is not None]  # top first
        self.deck = deck
        self.grid = Grid(len(self.cards))
        self.box = pygame.Rect(0, 0, 0, 0)
        self.card_h = 0

    def resize(self, w: int, h: int) -> None:
        self.card_h = self.px(130, 84)
        cw = self.ctx.art.size_for_height(self.card_h)[0] if self.ctx.art is not None else self.card_h * 5 // 7
        gap = self.px(12, 6)
        margin = self.px(40)
        cols = max(1, min(len(self.cards), (w - 2 * margin - self.px(60) + gap) // (cw + gap)))
        inner_w = cols * (cw + gap) - gap
        title_h, foot_h = self.px(60), self.px(44)
        rows = -(-len(self.cards) // cols)
        inner_h = min(h - 2 * margin - title_h - foot_h, rows * (self.card_h + gap) - gap)
        self.box = pygame.Rect(0, 0, inner_w + self.px(60), inner_h + title_h + foot_h)
        self.box.center = (w // 2, h // 2)
        area = pygame.Rect(0, self.box.y + title_h, inner_w, inner_h)
        area.centerx = self.box.centerx
        self.grid.layout(area, (cw, self.card_h), gap)

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key in CLOSE_KEYS:
            self.close()
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button in (1, 3):
            self.close()
            return True
        self.grid.handle(ev)  # wheel, arrows, PgUp/PgDn scroll
        return True  # modal

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        dim(surf, 160)
        draw_panel(surf, self.box, th.panel, 240, th.panel_edge, radius=self.px(14), width=2)
        n = len(self.cards)
        title = text(f"{self.title}: {n} card{'s' if n != 1 else ''}, top first", self.px(26, 16),
                     th.text, bold=True)
        surf.blit(title, title.get_rect(center=(self.box.centerx, self.box.y + self.px(32))))
        art = self.ctx.art
        size = art.size_for_height(self.card_h)
        clip = surf.get_clip()
        surf.set_clip(self.grid.area)
        for i in self.grid.visible():
            r = self.grid.rect(i)
            surf.blit(art.face(self.deck, self.cards[i], size), r.topleft)
        surf.set_clip(clip)
        draw_scrollbar(surf, self.grid, th)
        hint = text("Esc, V or a click: close · wheel or arrows: scroll", self.px(15, 14), th.text_dim)
        surf.blit(hint, hint.get_rect(midbottom=(self.box.centerx, self.box.bottom - self.px(12))))
