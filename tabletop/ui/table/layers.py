"""The table's two cached draw layers: a frame costs one full-screen blit plus the cards that
move, not the felt, plates and every resting card again.

* the background: felt, slot outlines, name plates and status, redrawn only when one of them
  changes (the layout keeps plates clear of cards, so they can sit under the card layer);
* the resting layer: the background plus every card at rest, redrawn only when one changes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.views import TableView
from .board import TableBoard
from .hud import Hud
from .layout import TableLayout
from .painter import CardPainter
from .sprites import CardSprite


class DrawLayers:
    def __init__(self, hud: Hud, felt: Callable[[tuple[int, int]], pygame.Surface]) -> None:
        self.hud = hud
        self.felt = felt
        self._bg: pygame.Surface | None = None
        self._bg_key: tuple | None = None
        self._rest: pygame.Surface | None = None
        self._rest_key: tuple | None = None

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: TableView, board: TableBoard,
             turn_zone: str | None, painter: CardPainter) -> tuple[list[CardSprite], dict[str, int]]:
        """The felt and every card: the cached layers, then the cards in motion. Returns the
        cards as drawn (bottom first) and the zones' counts."""
        counts = {zid: len(p) for zid, p in board.piles.items()}
        targets: set[str] = set()
        hot = None
        if board.drag is not None and board.drag.moved:
            targets = set(board.drag.targets)
            hot = board.drop_target()
        bg = self.background(lay, surf.get_size(), view, counts, targets, hot, turn_zone)
        still = board.still_zones()
        sprites = board.draw_list()
        resting = [s for s in sprites if s.zone in still]
        surf.blit(self.resting(bg, resting, painter), (0, 0))
        painter.faces_drawn.extend(s.face for s in resting if s.face is not None)
        painter.on_screen += len(resting)
        painter.draw(surf, [s for s in sprites if s.zone not in still])
        return sprites, counts

    def background(self, lay: TableLayout, size: tuple[int, int], view: TableView,
                   counts: dict[str, int], targets: set[str], hot: str | None,
                   turn_zone: str | None) -> pygame.Surface:
        """Felt, slot outlines, name plates and status, for these counts and targets."""
        key = (size, id(view), tuple(sorted(counts.items())), frozenset(targets), hot, turn_zone,
               self.hud.thinking, self.hud.settling, id(lay))
        if self._bg is not None and self._bg_key == key:
            return self._bg
        bg = self._bg if self._bg is not None and self._bg.get_size() == size else None
        if bg is None:
            bg = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                bg = bg.convert()
        bg.blit(self.felt(size), (0, 0))
        self.hud.draw_zones_under(bg, lay, view, counts, targets, hot, turn_zone)
        self.hud.draw_plates(bg, lay, view)
        self.hud.draw_status(bg, lay, view)
        self._bg, self._bg_key = bg, key
        return bg

    def resting(self, bg: pygame.Surface, resting: list[CardSprite],
                painter: CardPainter) -> pygame.Surface:
        """The background plus every card at rest."""
        key = (self._bg_key, tuple((s.key, s.face, s.tint, s.dim, s.x, s.y, s.w) for s in resting))
        if self._rest is not None and self._rest_key == key and self._rest.get_size() == bg.get_size():
            return self._rest
        if self._rest is None or self._rest.get_size() != bg.get_size():
            self._rest = bg.copy()
        else:
            self._rest.blit(bg, (0, 0))
        on_screen = painter.on_screen
        painter.draw(self._rest, resting)
        painter.on_screen = on_screen  # counted by the caller, every frame
        faces = painter.faces_drawn
        del faces[len(faces) - sum(1 for s in resting if s.face is not None):]
        self._rest_key = key
        return self._rest
