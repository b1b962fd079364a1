"""The table's two cached draw layers: a frame costs one full-screen blit plus the cards that
move, not the felt, plates and every resting card again.

* the under layer: felt, slot outlines, titles, the game's marks on the felt, name plates and
  status. It is keyed on what it draws (the slot marks and titles the piles' counts give, not
  the counts themselves; the view; who thinks; whether a step settles), so a card landing on a
  pile that already held cards leaves it alone. The layout keeps plates clear of cards, so they
  can sit under the card layer. When the view is the same and only marks, titles or a plate's
  badge changed (a step starts: the turn outline goes, "Your turn" waits), only the rect they
  cover is painted again (on a scratch surface, clipped with a margin: pygame's polygons cut
  by a clip leave stray pixels along its edge, so the margin is thrown away).
* the table layer: the under layer plus every card at rest. When only cards changed it is
  patched: the changed cards' old and new bounds are restored from the under layer and the
  resting cards that meet them are drawn again there, clipped (the same pixels as a full
  redraw, without a full-screen copy).

A full-screen copy costs about 2 ms at 1920×1080 on the shared machine (memory bound), so a
frame does at most two: the frame that rebuilds the under layer blits it to the screen and
draws the resting cards there directly, and the table layer is built from it on the next
frame (issue 27: such frames did three copies, 11–14 ms). While a step animates, the under
layer of the view it will settle on (``TableBoard.pending_view``) is drawn ahead, a part per
frame (the felt; the marks and titles; the game's marks; the plates and status), and the frame
that settles swaps it in instead of drawing it (a key that differs in marks or badges only is
patched after the swap). ``builds`` counts what was drawn, so tests can check that a
card-only change never repaints the felt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...core.views import TableView
from .board import TableBoard
from .hud import Hud, plate_area
from .layout import TableLayout
from .painter import CardPainter
from .sprites import LAYER_FLYING, CardSprite

#: a patch whose rects add up to more than this share of the window repaints the whole
#: layer instead (one full copy is cheaper than overlapping part copies that add up to it)
PATCH_LIMIT = 0.9
#: pixels drawn around a patched rect and thrown away (stray pixels of clipped shapes)
CLIP_MARGIN = 8
#: the stage of an under layer drawn ahead once all four parts are painted
AHEAD_DONE = 4


@dataclass
class Builds:
    """How often each layer was drawn: ``under`` (felt and all under the cards, in full),
    ``under_patch`` (where its marks or badges changed), ``ahead`` (for a step's next view),
    ``table`` (the table layer in full), ``patch`` (the table layer where cards changed)."""

    under: int = 0
    under_patch: int = 0
    ahead: int = 0  # under layers drawn ahead for the view a step settles on
    table: int = 0
    patch: int = 0


def _merged(rects: list[pygame.Rect], near: int) -> list[pygame.Rect]:
    """``rects`` (empty ones dropped), those less than ``near`` pixels apart merged into one."""
    out: list[pygame.Rect] = []
    for r in rects:
        if not r.w or not r.h:
            continue
        r = r.copy()
        while True:
            hit = next((g for g in out if g.inflate(near, near).colliderect(r)), None)
            if hit is None:
                break
            out.remove(hit)
            r.union_ip(hit)
        out.append(r)
    return out


def _state(s: CardSprite) -> tuple:
    """Everything about a resting card that its pixels depend on, and its place in the stack."""
    return (s.key, s.face, s.tint, s.dim, s.glow, s.chosen, s.hidden, s.x, s.y, s.w, s.h, s.lift,
            s.scale_x, s.layer, s.order)


class DrawLayers:
    def __init__(self, hud: Hud, felt: Callable[[tuple[int, int]], pygame.Surface]) -> None:
        self.hud = hud
        self.felt = felt
        self.builds = Builds()
        self._under: pygame.Surface | None = None
        self._under_key: tuple | None = None
        self._memo: dict[tuple, tuple] = {}  # under_key's recent inputs -> the key derived
        self._marks: dict[tuple, list] = {}  # under key -> (marks, titles) as rects, for patches
        #: the under layer drawn ahead for a step's next view: its surface, key and stage
        #: (how many of its four parts are painted: the felt, the marks and titles, the game's
        #: marks, the plates)
        self._ahead: pygame.Surface | None = None
        self._ahead_key: tuple | None = None
        self._ahead_stage = 0
        self._scratch: pygame.Surface | None = None  # where an under patch is drawn
        self._table: pygame.Surface | None = None
        self._table_under: tuple | None = None  # the under key the table layer was built on
        self._table_dirty: list[pygame.Rect] = []  # where the under layer changed since
        self._cards: list[tuple[tuple, pygame.Rect]] = []  # the table layer's cards: state, bounds

    def forget(self) -> None:
        """Draw everything again at the next frame (tests that record what is drawn)."""
        self._under_key = self._table_under = self._ahead_key = None
        self._ahead_stage = 0
        self._memo.clear()

    def draw(self, surf: pygame.Surface, lay: TableLayout, view: TableView, board: TableBoard,
             turn_zone: str | None, painter: CardPainter) -> tuple[list[CardSprite], dict[str, int]]:
        """The felt and every card on the table: the cached layers, then the cards moving in
        their places. Returns the cards (bottom first) and the zones' counts. The cards in the
        air (flying, dragged) wait for ``draw_airborne``: over what is drawn over the table's
        cards (a folded field's bars lay over a card dragged across them)."""
        counts = board.spans()
        targets: set[str] = set()
        hot = None
        if board.drag is not None and board.drag.moved:
            targets = set(board.drag.targets)
            hot = board.drop_target()
        size = surf.get_size()
        key = self.under_key(lay, size, view, counts, targets, hot, turn_zone)
        still = board.still_zones()
        sprites = board.draw_list()
        resting = [s for s in sprites if s.zone in still]
        drawn = built = False  # the under layer changed this frame; the table layer was built
        if key != self._under_key or self._under is None or self._under.get_size() != size:
            drawn = True
            self._take_ahead(key)
            if key != self._under_key and not self._patch_under(lay, view, counts, targets, hot,
                                                                turn_zone, key):
                self._build_under(lay, size, view, counts, targets, hot, turn_zone, key)
        if self._table_under != self._under_key and drawn:
            # the table layer waits for the next frame: one never copies the window three times
            assert self._under is not None
            surf.blit(self._under, (0, 0))
            painter.draw(surf, resting)
        else:
            built = self._table_under != self._under_key
            surf.blit(self._table_layer(resting, painter), (0, 0))
            painter.faces_drawn.extend(s.face for s in resting if s.face is not None)
            painter.on_screen += len(resting)
        painter.draw(surf, [s for s in sprites if s.zone not in still and s.layer < LAYER_FLYING])
        if not drawn and not built:
            self._draw_ahead(lay, size, board)
        return sprites, counts

    @staticmethod
    def draw_airborne(surf: pygame.Surface, sprites: list[CardSprite], painter: CardPainter) -> None:
        """The cards flying or dragged (of ``draw``'s ``sprites``), above everything on the
        table: the marks and count badges drawn over the cards at rest."""
        painter.draw(surf, [s for s in sprites if s.layer >= LAYER_FLYING])

    def under_key(self, lay: TableLayout, size: tuple[int, int], view: TableView,
                  counts: dict[str, int], targets: set[str], hot: str | None,
                  turn_zone: str | None, settling: bool | None = None) -> tuple:
        """What the under layer shows, as a key: the view, the slot marks and titles the
        counts give, and the hud's state where it shows (a seat thinking, a step settling).
        Its first three items (size, layout, view) say whether a patch can turn one into
        another."""
        hud = self.hud
        thinking = hud.thinking if hud.thinking == view.to_act else None
        if settling is None:
            settling = hud.settling
        settling = settling and view.to_act is not None  # the seat to act's badge waits
        raw = (size, id(lay), id(view), tuple(counts.items()), frozenset(targets), hot, turn_zone,
               thinking, settling, hud.hidden_titles, hud.held_top)
        known = self._memo.get(raw)
        if known is not None:
            return known
        marks = tuple((tuple(r), state) for r, state in
                      hud.slot_marks(lay, counts, targets, hot, turn_zone))
        titles = tuple((zid, tuple(r)) for zid, r in hud.title_rects(lay, counts).items())
        key = (size, id(lay), id(view), marks, titles, thinking, settling)
        if len(self._memo) >= 4:  # the frame's inputs and the next view's
            self._memo.clear()
        self._memo[raw] = key
        return key

    def _paint_under(self, under: pygame.Surface, lay: TableLayout, view: TableView,
                     counts: dict[str, int], targets: set[str], hot: str | None,
                     turn_zone: str | None, settling: bool) -> None:
        """Everything the under layer holds over the felt (clipped to ``under``'s clip)."""
        hud = self.hud
        was, hud.settling = hud.settling, settling
        try:
            hud.draw_zones_under(under, lay, view, counts, targets, hot, turn_zone)
            hud.draw_plates(under, lay, view)
            hud.draw_status(under, lay, view)
        finally:
            hud.settling = was

    def _new_surface(self, size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size)
        return surf.convert() if pygame.display.get_surface() is not None else surf

    def _build_under(self, lay: TableLayout, size: tuple[int, int], view: TableView,
                     counts: dict[str, int], targets: set[str], hot: str | None,
                     turn_zone: str | None, key: tuple) -> None:
        """Felt, slot outlines, titles, the game's marks, name plates and status."""
        under = self._under if self._under is not None and self._under.get_size() == size else None
        if under is None:
            under = self._new_surface(size)
        under.blit(self.felt(size), (0, 0))
        self._paint_under(under, lay, view, counts, targets, hot, turn_zone, self.hud.settling)
        self._set_under(under, key)
        self.builds.under += 1

    def _set_under(self, under: pygame.Surface, key: tuple) -> None:
        self._under, self._under_key = under, key
        self._table_under = None  # built on it at the next frame that needs it
        self._table_dirty = []

    def _take_ahead(self, key: tuple) -> None:
        """Swap in the under layer drawn ahead for this view, if it is complete (a key that
        differs in marks or badges only, as while the step's last cards glide, is patched
        next)."""
        ahead = self._ahead
        if self._ahead_stage != AHEAD_DONE or self._ahead_key is None or self._ahead_key[:3] != key[:3] \
                or ahead is None or ahead.get_size() != key[0]:
            return
        old = self._under
        self._set_under(ahead, self._ahead_key)
        self._ahead, self._ahead_key, self._ahead_stage = old, None, 0

    def _draw_ahead(self, lay: TableLayout, size: tuple[int, int], board: TableBoard) -> None:
        """While a step animates, draw the under layer of the view it settles on, a part a
        frame (the felt; the slot marks and titles; the game's marks; the plates and status),
        in the order ``_paint_under`` draws them: the frame that settles swaps it in instead
        of drawing it."""
        view = board.pending_view
        if view is None or self._under_key is None or id(view) == self._under_key[2]:
            return
        counts = {zid: len(zv.cards) for zid, zv in view.zones.items()}
        turn_zone = self.hud.game.turn_zone(view.to_act) if view.to_act is not None else None
        key = self.under_key(lay, size, view, counts, set(), None, turn_zone, settling=False)
        if key != self._ahead_key:
            self._ahead_key, self._ahead_stage = key, 0
        if self._ahead_stage == AHEAD_DONE:
            return
        ahead = self._ahead if self._ahead is not None and self._ahead.get_size() == size else None
        if ahead is None:
            ahead = self._ahead = self._new_surface(size)
        if self._ahead_stage == 0:
            ahead.blit(self.felt(size), (0, 0))
        elif self._ahead_stage == 1:
            self.hud.draw_marks(ahead, lay, counts, set(), None, turn_zone)
        elif self._ahead_stage == 2:
            self.hud.game.draw_felt(ahead, lay, view, self.hud.theme)
        else:
            was, self.hud.settling = self.hud.settling, False
            try:
                self.hud.draw_plates(ahead, lay, view)
                self.hud.draw_status(ahead, lay, view)
            finally:
                self.hud.settling = was
            self.builds.ahead += 1
        self._ahead_stage += 1

    def _patch_under(self, lay: TableLayout, view: TableView, counts: dict[str, int],
                     targets: set[str], hot: str | None, turn_zone: str | None,
                     key: tuple) -> bool:
        """The same view with other slot marks, titles or plate badges: paint again only the
        rect they cover (False: another view, layout or size, draw it all)."""
        old, under = self._under_key, self._under
        if old is None or under is None or old[:3] != key[:3]:
            return False
        rects = [pygame.Rect(r) for r, _ in set(old[3]) ^ set(key[3])]
        rects += [pygame.Rect(r) for _, r in set(old[4]) ^ set(key[4])]
        seats = {s for s in (old[5], key[5]) if s is not None and old[5] != key[5]}
        if old[6] != key[6] and view.to_act is not None:  # the badge waits, or shows again
            seats.add(view.to_act)
        for seat in seats:  # a plate and its halo
            x, y, w, h = lay.plates.get(seat, (0, 0, 0, 0))
            rects.append(plate_area(pygame.Rect(round(x), round(y), round(w), round(h))))
        area = under.get_rect()
        groups = _merged([r.clip(area) for r in rects], 2 * CLIP_MARGIN)
        if groups:
            # one pass of the drawing on a scratch surface (a pass costs more than the copies),
            # clipped to the rects with a margin round each: pygame's polygons cut by a clip
            # leave stray pixels along its edge, so only the inside of the margin is copied
            scratch = self._scratch
            if scratch is None or scratch.get_size() != area.size:
                scratch = self._scratch = self._new_surface(area.size)
            felt = self.felt(area.size)
            outers = [g.inflate(2 * CLIP_MARGIN, 2 * CLIP_MARGIN).clip(area) for g in groups]
            for outer in outers:
                scratch.blit(felt, outer, outer)
            scratch.set_clip(outers[0].unionall(outers[1:]))  # between them: not copied back
            try:
                self._paint_under(scratch, lay, view, counts, targets, hot, turn_zone,
                                  self.hud.settling)
            finally:
                scratch.set_clip(None)
            for g in groups:
                under.blit(scratch, g, g)
        table_on_it = self._table_under == old
        self._under_key = key
        if table_on_it:
            self._table_under = key
            self._table_dirty += groups
        self.builds.under_patch += 1
        return True

    def _table_layer(self, resting: list[CardSprite], painter: CardPainter) -> pygame.Surface:
        """The under layer plus every card at rest: as it was, patched where cards changed,
        or drawn again in full."""
        under = self._under
        assert under is not None
        states = [_state(s) for s in resting]
        table = self._table
        fresh = table is None or table.get_size() != under.get_size()
        if not fresh and self._table_under == self._under_key and not self._table_dirty \
                and len(states) == len(self._cards) \
                and all(a == b[0] for a, b in zip(states, self._cards, strict=True)):
            assert table is not None
            return table
        bounds = [painter.bounds(s) for s in resting]
        on_screen, faces = painter.on_screen, len(painter.faces_drawn)
        if fresh or self._table_under != self._under_key:
            table = self._full(under, resting, painter)
        else:
            assert table is not None
            dirty = _merged(self._dirty(states, bounds) + self._table_dirty, 0)  # a card once
            if sum(r.w * r.h for r in dirty) > PATCH_LIMIT * under.get_width() * under.get_height():
                table = self._full(under, resting, painter)
            else:
                self._patch(table, under, dirty, resting, bounds, painter)
        painter.on_screen = on_screen  # counted by the caller, every frame
        del painter.faces_drawn[faces:]
        self._table, self._table_under, self._table_dirty = table, self._under_key, []
        self._cards = list(zip(states, bounds, strict=True))
        return table

    def _full(self, under: pygame.Surface, resting: list[CardSprite],
              painter: CardPainter) -> pygame.Surface:
        """The table layer drawn again: the under layer, then every resting card."""
        table = self._table
        if table is None or table.get_size() != under.get_size():
            table = under.copy()
        else:
            table.blit(under, (0, 0))
        painter.draw(table, resting)
        self.builds.table += 1
        return table

    def _dirty(self, states: list[tuple], bounds: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where the table layer differs: the old bounds of the cards that went or changed
        (place, face, stacking) and the new bounds of the cards that came or changed."""
        new = set(states)
        old = {state for state, _ in self._cards}
        out = [r for state, r in self._cards if state not in new and r.w and r.h]
        out += [r for state, r in zip(states, bounds, strict=True) if state not in old and r.w and r.h]
        return out

    def _patch(self, table: pygame.Surface, under: pygame.Surface, dirty: list[pygame.Rect],
               resting: list[CardSprite], bounds: list[pygame.Rect], painter: CardPainter) -> None:
        """Repaint ``dirty`` only: the under layer there, then every resting card that meets
        it, bottom first, clipped to it (the same pixels as a full redraw)."""
        area = table.get_rect()
        for r in dirty:
            r = r.clip(area)
            if not r.w or not r.h:
                continue
            table.blit(under, r, r)
            table.set_clip(r)
            for s, b in zip(resting, bounds, strict=True):
                if b.colliderect(r):
                    painter.draw_one(table, s)
            table.set_clip(None)
        self.builds.patch += 1
