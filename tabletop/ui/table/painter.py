"""Draws card sprites: faces and backs from the card art, shadows, glows, flips.

Surfaces come from ``CardArt`` at the exact size of the zone (already converted); a sprite in
flight between two sizes, or squashed by a flip, is scaled from the nearest cached surface.
Every face blitted in a frame is recorded in ``faces_drawn`` so tests can check what a
screen actually showed (e.g. no hidden face behind a hand-off).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...core.cards import DeckSpec
from ...core.ids import CardId
from ..widgets.panel import soft_box
from .sprites import LAYER_DRAG, LAYER_FLYING, CardSprite


def _ready(s: pygame.Surface) -> pygame.Surface:
    """Converted to the display format when there is one (alpha blits are far cheaper)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return s.convert_alpha()
    return s


#: shadow softness buckets: a card at rest casts a tight shadow, a lifted or flying one a
#: wider, softer one (the card seems higher above the cloth)
SHADOW_REST, SHADOW_LIFTED = 0, 1


@lru_cache(maxsize=32)
def _shadow(w: int, h: int, level: int = SHADOW_LIFTED) -> pygame.Surface:
    """A soft drop shadow for a ``w``×``h`` card: a rounded dark shape, blurred (cached)."""
    pad = max(3, w // 14) if level == SHADOW_REST else max(5, w // 6)
    alpha = 80 if level == SHADOW_REST else 105
    return _ready(soft_box(w, h, pad, max(2, w // 14), (0, 0, 0, alpha)))


@lru_cache(maxsize=16)
def _glow(w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    pad = max(3, w // 16)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(200 * (1 - i / (pad + 1)))
        pygame.draw.rect(s, (*colour, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                         width=2, border_radius=max(2, w // 14) + i)
    return _ready(s)


@lru_cache(maxsize=8)
def _tint(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (20, 30, 60, 95), s.get_rect(), border_radius=max(2, w // 14))
    return _ready(s)


@lru_cache(maxsize=16)
def _ring(w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A chosen card's outline: a solid band along its edge, with a dark line inside it so it
    reads on a light face too (the selection; not the glow of a card that may be played)."""
    band = max(2, round(w / 28))
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 14)
    pygame.draw.rect(s, (*colour, 255), s.get_rect(), width=band, border_radius=radius)
    pygame.draw.rect(s, (20, 24, 30, 150), s.get_rect().inflate(-2 * band, -2 * band), width=1,
                     border_radius=max(1, radius - band))
    return _ready(s)


@lru_cache(maxsize=8)
def _dim(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 140), s.get_rect(), border_radius=max(2, w // 14))
    return _ready(s)


class CardPainter:
    def __init__(self, art, deck: DeckSpec, highlight: tuple[int, int, int] = (255, 214, 74)) -> None:
        self.art = art
        self.deck = deck
        self.highlight = highlight
        #: the sizes the art is asked for (the zones' card sizes); sprites between sizes
        #: (in flight, mid-flip) are scaled from the nearest, never painted anew
        self.sizes: list[tuple[int, int]] = []
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._images: dict[tuple, pygame.Surface] = {}
        self.faces_drawn: list[CardId] = []
        self.backs_drawn = 0
        self.blits = 0
        self.on_screen = 0  # cards visible this frame (blitted now or held in a cached layer)

    def image(self, face: CardId | None, size: tuple[int, int]) -> pygame.Surface:
        key = (face, size)
        img = self._images.get(key)
        if img is None:
            if face is None:
                img = self.art.back(self.deck, size)
            else:
                img = self.art.face(self.deck, face, size)
            if len(self._images) > 400:
                self._images.clear()
            self._images[key] = img
        return img

    def _canonical(self, w: int, h: int) -> tuple[int, int]:
        """The nearest zone card size (shadows are cached per canonical size only)."""
        if not self.sizes or (w, h) in self.sizes:
            return w, h
        base = min(self.sizes, key=lambda sz: abs(sz[1] - h))
        return (base[0] if w > base[0] * 0.9 else max(1, w)), base[1]

    def sized(self, face: CardId | None, w: int, h: int, sw: int) -> pygame.Surface:
        """The card at ``sw``×``h`` (``w`` is its unsquashed width)."""
        if not self.sizes or (w, h) in self.sizes:
            img = self.image(face, (w, h))
            return img if sw == w else pygame.transform.scale(img, (sw, h))
        base = min(self.sizes, key=lambda sz: abs(sz[1] - h))
        key = (face, sw, h)
        img = self._scaled.get(key)
        if img is None:
            if len(self._scaled) > 64:
                self._scaled.clear()
            img = pygame.transform.smoothscale(self.image(face, base), (sw, h))
            self._scaled[key] = img
        return img

    def begin_frame(self) -> None:
        self.faces_drawn = []
        self.backs_drawn = 0
        self.blits = 0
        self.on_screen = 0

    def draw(self, surf: pygame.Surface, sprites: list[CardSprite]) -> None:
        for s in sprites:
            self.draw_one(surf, s)

    def draw_one(self, surf: pygame.Surface, s: CardSprite) -> None:
        w, h = max(1, round(s.w)), max(1, round(s.h))
        sw = max(0, round(w * abs(s.scale_x)))
        if sw < 1:
            return
        x = round(s.x - sw / 2)
        y = round(s.y - h / 2 - s.lift)
        self._shadow_under(surf, s, x, y, sw, h)
        img = self.sized(s.face, w, h, sw)
        surf.blit(img, (x, y))
        self.blits += 1
        self.on_screen += 1
        if s.face is None:
            self.backs_drawn += 1
        else:
            self.faces_drawn.append(s.face)
            if s.tint:
                surf.blit(_tint(sw, h), (x, y))
        if s.dim:
            surf.blit(_dim(sw, h), (x, y))
        if s.glow:
            g = _glow(sw, h, self.highlight)
            pad = (g.get_width() - sw) // 2
            surf.blit(g, (x - pad, y - pad))
        if s.chosen:
            surf.blit(_ring(sw, h, self.highlight), (x, y))

    def _shadow_under(self, surf: pygame.Surface, s: CardSprite, x: int, y: int, sw: int, h: int) -> None:
        """Every card casts a shadow: tight at rest, wider and further off while it is lifted,
        flying or dragged (the light comes from the top left)."""
        spot = self._shadow_spot(s, x, y, sw, h)
        if spot is not None:
            surf.blit(*spot)

    def _shadow_spot(self, s: CardSprite, x: int, y: int, sw: int,
                     h: int) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """The shadow ``s`` casts and where it goes (None: a hidden card casts none)."""
        up = s.lift > 0.5 or s.layer in (LAYER_FLYING, LAYER_DRAG)
        if s.hidden:
            return None
        bw, bh = self._canonical(sw, h)
        sh = _shadow(bw, bh, SHADOW_LIFTED if up else SHADOW_REST)
        pad = (sh.get_width() - bw) // 2
        if s.layer == LAYER_DRAG:
            off = round(h * 0.06)
        elif up:
            off = round(3 + s.lift * 0.35)
        else:
            off = max(1, round(h * 0.018))
        return sh, (x - pad + off // 2 + (sw - bw) // 2, y - pad + off + round(s.lift))

    def bounds(self, s: CardSprite) -> pygame.Rect:
        """Every pixel ``draw_one`` may touch for ``s``: the card, its shadow and its glow (an
        empty rect for a card squashed to nothing). The table's cached layer repaints only the
        bounds of the cards that changed (``layers.DrawLayers``)."""
        w, h = max(1, round(s.w)), max(1, round(s.h))
        sw = max(0, round(w * abs(s.scale_x)))
        if sw < 1:
            return pygame.Rect(0, 0, 0, 0)
        x = round(s.x - sw / 2)
        y = round(s.y - h / 2 - s.lift)
        r = pygame.Rect(x, y, sw, h)
        spot = self._shadow_spot(s, x, y, sw, h)
        if spot is not None:
            r.union_ip(spot[0].get_rect(topleft=spot[1]))
        if s.glow:
            g = _glow(sw, h, self.highlight)
            pad = (g.get_width() - sw) // 2
            r.union_ip(g.get_rect(topleft=(x - pad, y - pad)))
        return r

    def zoom(self, surf: pygame.Surface, face: CardId, centre: tuple[int, int], height: int) -> pygame.Rect:
        """A large preview of ``face`` centred near ``centre``, kept on screen."""
        w, h = self.art.size_for_height(height)
        r = pygame.Rect(0, 0, w, h)
        r.center = centre
        r.clamp_ip(surf.get_rect())
        sh = _shadow(w, h, SHADOW_LIFTED)
        pad = (sh.get_width() - w) // 2
        surf.blit(sh, (r.x - pad + 4, r.y - pad + 8))
        surf.blit(self.art.face(self.deck, face, (w, h)), r)
        self.faces_drawn.append(face)
        return r


# --- table marks: empty places, drop targets and the seat to act ------------------------------

@lru_cache(maxsize=64)
def _slot_mark(w: int, h: int, state: str, colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    """An empty place as four soft corner marks on a faint darker patch (not a box); a drop
    target as a glowing patch with a dashed edge (the dashes keep it readable without colour)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    if state == "empty":
        pygame.draw.rect(s, (0, 0, 0, 34), s.get_rect(), border_radius=radius)
        arm = max(4, min(w, h) // 5)
        lw = max(1, min(w, h) // 60)
        c = (*colour, 120)
        for cx, dx in ((0, 1), (w - 1, -1)):
            for cy, dy in ((0, 1), (h - 1, -1)):
                pygame.draw.line(s, c, (cx + dx * radius // 2, cy), (cx + dx * arm, cy), lw)
                pygame.draw.line(s, c, (cx, cy + dy * radius // 2), (cx, cy + dy * arm), lw)
                pygame.draw.line(s, c, (cx + dx * radius // 2, cy), (cx, cy + dy * radius // 2), lw)
        return _ready(s)
    fill = {"target": 40, "hot": 80, "turn": 26}[state]
    pygame.draw.rect(s, (*colour, fill), s.get_rect(), border_radius=radius)
    width = max(2, min(w, h) // (28 if state == "hot" else 45))
    dash = max(6, min(w, h) // 8)
    edge = (*colour, 235 if state != "turn" else 170)
    r = s.get_rect().inflate(-width, -width)
    # dashed edge along the straight sides, solid rounded corners
    pygame.draw.rect(s, edge, r, width, border_radius=radius)
    if state != "hot":
        hole = (0, 0, 0, 0)
        for x in range(r.x + radius + dash, r.right - radius - dash, 2 * dash):
            for y in (r.y, r.bottom - width):
                s.fill(hole, (x, y - 1, dash, width + 2))
        for y in range(r.y + radius + dash, r.bottom - radius - dash, 2 * dash):
            for x in (r.x, r.right - width):
                s.fill(hole, (x - 1, y, width + 2, dash))
    return _ready(s)


def paint_slot(surf: pygame.Surface, rect: pygame.Rect, theme, state: str, radius: int) -> None:
    """Draw a place on the table: ``state`` is "empty", "target", "hot" (the target under a
    dragged card) or "turn" (where the player to act will play)."""
    colour = theme.text_dim if state == "empty" else theme.highlight
    if rect.w > 0 and rect.h > 0:
        surf.blit(_slot_mark(rect.w, rect.h, state, tuple(colour), radius), rect)


@lru_cache(maxsize=32)
def _halo(w: int, h: int, colour: tuple[int, int, int], radius: int, spread: int) -> pygame.Surface:
    return _ready(soft_box(w + spread // 2, h + spread // 2, spread - spread // 4, radius + spread // 4,
                           (*colour, 170)))


def paint_glow(surf: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int) -> None:
    """A soft halo around ``rect`` (the name plate of the seat to act), drawn before the plate."""
    spread = max(8, rect.h // 3)
    g = _halo(rect.w, rect.h, tuple(colour), radius, spread)
    surf.blit(g, (rect.x - spread, rect.y - spread))
