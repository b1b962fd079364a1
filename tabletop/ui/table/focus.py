"""Keyboard play on the table: a focus that walks over exactly the gestures the mouse has.

The focus never invents moves: its stops come from the ``InteractionIndex`` (cards that can be
played or picked up, piles that can be clicked) plus the action buttons, so the keyboard
reaches the same legal actions as the pointer, through the same index calls:

* Tab / Right / Down move to the next stop, Shift+Tab / Left / Up to the previous one (the
  first key while the ring is hidden only shows it, on the first stop; a mouse click hides it);
* Enter or Space on a card plays it when it has one meaning (as a click does), otherwise it
  is *picked up*: the focus then walks over its destinations, each numbered, and Enter or a
  number key drops it there (``InteractionIndex.drop``, as a mouse drop);
* Enter on a pile clicks it (``click_zone``); Enter on a button presses it;
* number keys choose a destination while a card is held, or the nth button otherwise; the
  held card's own click meaning (gather it into a group, take it) is never a number, whose
  count would change from card to card: it has one key, ``gather`` (A), held or not;
* Esc puts a held card back (``cancel`` returns False when nothing was held: the scene
  then opens the pause menu).

The model is pure (no pygame) so tests can walk it; ``draw_focus`` and ``draw_targets`` paint
the ring: a thick dashed outline with an arrow and a number badge, never colour alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...core.actions import Action
from ...core.ids import CardId, ZoneId
from .interaction import InteractionIndex

Rect = tuple[float, float, float, float]
PLAY_HERE = "__click__"  # a held card's "just play it" choice (its click meaning)


@dataclass(frozen=True, slots=True)
class Stop:
    kind: str  # "card", "zone", "button" or "dest" (a destination of the held card)
    target: CardId | ZoneId | int  # a card, a zone, a button index, or a destination


@dataclass
class Result:
    """What a key meant: actions to submit (a choice when several), a button to press,
    or nothing (the focus only moved)."""

    actions: list[Action] = field(default_factory=list)
    button: int | None = None


@dataclass
class KeyFocus:
    index: InteractionIndex | None = None
    buttons: int = 0
    pos: int = 0
    held: CardId | None = None
    shown: bool = False  # the ring is drawn once the keyboard was used
    fresh: bool = False  # a new decision: the ring not yet moved nor put on a marked card
    order: Callable[[CardId | ZoneId], tuple[float, float]] | None = None  # on-screen place
    #: where a card or a place lies on screen (its middle), None where it is not laid out
    where: Callable[[CardId | ZoneId], tuple[float, float] | None] | None = None
    #: the card marked "Hint" now (a lesson's card, or the Hint's), where the keyboard starts
    marked: Callable[[], CardId | None] | None = None

    # --- stops -------------------------------------------------------------------------------
    def sync(self, index: InteractionIndex | None, buttons: int) -> None:
        """Follow the scene's current index: a new index (a new decision) starts afresh."""
        if index is not self.index or buttons != self.buttons:
            self.index = index
            self.buttons = buttons
            self.pos = 0
            self.held = None
            self.fresh = True

    def _place(self, target: CardId | ZoneId) -> tuple[float, float]:
        return self.order(target) if self.order is not None else (0.0, 0.0)

    def stops(self) -> list[Stop]:
        idx = self.index
        if idx is None:
            return []
        if self.held is not None:
            return [Stop("dest", d) for d in self.destinations()]
        # each copy of a card is a stop, the copies the moves do not name too (a second A♠ of two
        # decks was skipped: the ring jumped over a card in the hand); ``KeyPlay`` makes the
        # copy the ring is on the named one before it acts (``TableBoard.take_twin``)
        cards = sorted(idx.active_cards() | set(idx.twins), key=lambda c: (self._place(c), c))
        zones = sorted(idx.zone_clicks, key=lambda z: (self._place(z), z))
        return ([Stop("card", c) for c in cards] + [Stop("zone", z) for z in zones]
                + [Stop("button", i) for i in range(self.buttons)])

    def destinations(self) -> list[CardId | ZoneId | str]:
        """Where the held card may go, in screen order; its click meaning last."""
        idx = self.index
        if idx is None or self.held is None:
            return []
        dests: list[CardId | ZoneId | str] = sorted(
            idx.destinations(self.held), key=lambda d: (self._place(d), str(d)))
        if idx.card_clicks.get(self.held):
            dests.append(PLAY_HERE)
        return dests

    def places(self) -> list[CardId | ZoneId]:
        """The held card's numbered destinations: 1 … n (its click meaning is not one)."""
        return [d for d in self.destinations() if d != PLAY_HERE]  # type: ignore[misc]

    def current(self) -> Stop | None:
        stops = self.stops()
        if not stops:
            return None
        if self.fresh and self.shown:  # a new decision with the ring on show: on the marked card
            at = self._marked_at(stops)
            if at is not None:
                self.pos, self.fresh = at, False
        self.pos %= len(stops)
        return stops[self.pos]

    # --- keys --------------------------------------------------------------------------------
    def move(self, step: int) -> None:
        """Tab/arrows. While the ring is hidden (a new decision, or the mouse was used) the
        first key only shows it, on the first stop: nothing is skipped unseen. Where a card
        is marked "Hint" on a new decision, the first key forward goes there: a lesson says
        "press Tab to reach it and Enter to play it", and Tab, Enter played the first card
        of the hand."""
        stops = self.stops()
        n = len(stops)
        if self.fresh or not self.shown:
            self.fresh = False
            at = self._marked_at(stops) if step > 0 else None
            if at is not None:
                self.shown, self.pos = True, at
                return
        if not self.shown:
            self.shown = True
            self.pos = 0 if step > 0 else max(0, n - 1)
            return
        if n:
            self.pos = (self.pos + step) % n

    def _marked_at(self, stops: list[Stop]) -> int | None:
        """The stop of the card marked "Hint", if it is one."""
        marked = self.marked() if self.marked is not None else None
        return next((i for i, s in enumerate(stops) if s.kind == "card" and s.target == marked), None)

    def pointer_used(self) -> None:
        """The mouse took over: hide the ring until the keyboard is used again."""
        self.shown = False

    def activate(self) -> Result:
        """Enter/Space on the focused stop."""
        self.shown = True
        stop = self.current()
        idx = self.index
        if stop is None or idx is None:
            return Result()
        if stop.kind == "button":
            return Result(button=int(stop.target))
        if stop.kind == "zone":
            return Result(idx.click_zone(str(stop.target)))
        if stop.kind == "dest":
            return self._drop(stop.target)
        card = stop.target
        assert not isinstance(card, str)
        dests = idx.destinations(card)
        clicks = idx.card_clicks.get(card)
        if not dests:
            return Result(idx.click_card(card))
        if len(dests) == 1 and not clicks:
            # the card's only move, where a click would play it too: a game keeps a move off
            # the click where it should not be made by one touch (Treasure's discard, which
            # ends the turn), and then Enter picks the card up like any other, to be put down
            moves = idx.click_card(card)
            if moves:
                return Result(moves)
        self.hold(card)
        return Result()

    def hold(self, card: CardId) -> None:
        """Pick ``card`` up (Enter, or a click on a card with places): its places become the
        stops, the focus on the one nearest to it."""
        self.held = card
        self.pos = self.nearest(card)

    def nearest(self, card: CardId) -> int:
        """The stop a card picked up starts on: its destination nearest to it on screen
        (Keltis: the row, not "1: Discard pile" first in screen order, where a second Enter
        discarded it); the first where places are unknown. The numbering keeps screen order."""
        dests = self.destinations()
        at = self.where(card) if self.where is not None else None
        if at is None or not dests:
            return 0
        best, far = 0, float("inf")
        for i, d in enumerate(dests):
            there = self.where(d) if d != PLAY_HERE else None  # (a click is no place)
            if there is not None and (gap := (there[0] - at[0]) ** 2 + (there[1] - at[1]) ** 2) < far:
                best, far = i, gap
        return best

    def number(self, n: int) -> Result:
        """Number key ``n`` (1-based): a destination of the held card, else the nth button."""
        self.shown = True
        if self.held is not None:
            places = self.places()
            return self._drop(places[n - 1]) if 1 <= n <= len(places) else Result()
        return Result(button=n - 1) if 1 <= n <= self.buttons else Result()

    def gather(self) -> Result:
        """The gather key (A): the focused or held card's click meaning (gather it for a
        group, take it), the same key for every card; nothing for a card without one."""
        self.shown = True
        idx = self.index
        if idx is None:
            return Result()
        if self.held is not None:
            return self._drop(PLAY_HERE) if idx.card_clicks.get(self.held) else Result()
        stop = self.current()
        if stop is None or stop.kind != "card":
            return Result()
        return Result(list(idx.card_clicks.get(stop.target, [])))  # type: ignore[arg-type]

    def _drop(self, dest: CardId | ZoneId | str) -> Result:
        idx, card = self.index, self.held
        if idx is None or card is None:
            return Result()
        acts = idx.card_clicks.get(card, []) if dest == PLAY_HERE else idx.drop(card, dest)
        self.held = None
        return Result(list(acts))

    def cancel(self) -> bool:
        """Esc: put the held card back. False when nothing was held."""
        if self.held is None:
            return False
        card, self.held = self.held, None
        stops = self.stops()
        self.pos = next((i for i, s in enumerate(stops) if s.target == card), 0)
        return True


# --- drawing (pygame only from here on) ------------------------------------------------------
def dashed_rect(surf, rect, colour, width: int, dash: int) -> None:
    """A dashed rectangle outline: the dashes are the shape that says 'this one'."""
    import pygame

    r = pygame.Rect(rect)
    for (x0, y0), (x1, y1) in ((r.topleft, r.topright), (r.topright, r.bottomright),
                               (r.bottomright, r.bottomleft), (r.bottomleft, r.topleft)):
        length = max(abs(x1 - x0), abs(y1 - y0))
        steps = max(1, length // (2 * dash))
        for k in range(steps + 1):
            a = min(1.0, 2 * k * dash / max(1, length))
            b = min(1.0, (2 * k + 1) * dash / max(1, length))
            if a >= 1.0:
                break
            pygame.draw.line(surf, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                             (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)


def _kept(surf, keep: Sequence[Rect]) -> list:
    """The pixels of ``surf`` at ``keep`` (words on the table, as drawn), to put back over the
    dashed lines drawn after: the lines pass under the words (``_put_back``)."""
    import pygame

    bounds = surf.get_rect()
    rects = [pygame.Rect(*map(round, r)).clip(bounds) for r in keep]
    return [(r.topleft, surf.subsurface(r).copy()) for r in rects if r.w and r.h]


def _put_back(surf, kept: list) -> None:
    for at, img in kept:
        surf.blit(img, at)


def arrow_points(rect, size: int, below: bool = False) -> list[tuple[int, int]]:
    """The arrow's triangle just above ``rect`` (below it when there is no room above, or
    when asked ``below``)."""
    import pygame

    r = pygame.Rect(rect)
    cx = r.centerx
    if r.top - size * 2 >= 0 and not below:
        tip = r.top - size // 3
        return [(cx, tip), (cx - size, tip - size), (cx + size, tip - size)]
    tip = r.bottom + size // 3
    return [(cx, tip), (cx - size, tip + size), (cx + size, tip + size)]


def arrow_above(surf, rect, colour, size: int, outline=(0, 0, 0), keep_off=()) -> None:
    """A downward arrow just above ``rect`` (below it when there is no room above); off
    everything in ``keep_off`` (other buttons: on the game picker's Play it hid "play" of
    "Learn to play" above it): below where that is clear, else none (the dashed ring says it)."""
    import pygame

    pts = None
    for below in (False, True):
        tri = arrow_points(rect, size, below)
        xs, ys = [x for x, _ in tri], [y for _, y in tri]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        if box.collidelist([pygame.Rect(k) for k in keep_off]) < 0:
            pts = tri
            break
    if pts is None:
        return
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, outline, pts, max(1, size // 6))


def badge_size(label: str, px: int) -> tuple[int, int]:
    """The width and height of ``badge``'s disc (one or two characters) or pill (a word:
    "Hard", a seat's name, which a disc the word's width would make tall and round)."""
    from ..render.fonts import text

    img = text(label, px, (0, 0, 0), bold=True)
    pad = max(3, px // 4)
    h = img.get_height() + pad
    return max(h, img.get_width() + 2 * pad), h


def badge_rect(centre, label: str, px: int, within=None):
    """Where ``badge`` paints, centred on ``centre``, and moved inside ``within`` (the window)
    where that is given: a "Hint" badge on a pile at the window's left edge read "int"."""
    import pygame

    w, h = badge_size(label, px)
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(centre[0]), round(centre[1]))
    if within is not None:
        r.clamp_ip(within)
    return r


def badge(surf, centre, label: str, px: int, fill, ink=(0, 0, 0)) -> None:
    """A badge with a number, a letter or a word in it (the label tells targets apart)."""
    import pygame

    from ..render.fonts import text

    img = text(label, px, ink, bold=True)
    r = badge_rect(centre, label, px, surf.get_rect().inflate(-4, -4))  # its round end in sight
    pygame.draw.rect(surf, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surf, ink, r, max(1, px // 8), border_radius=r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))


def _focus_geometry(rect: Rect, unit: float):
    """The focus ring's rect, line width, dash, arrow size and badge font size: one place for
    what ``draw_focus`` draws and ``focus_extent`` keeps clear."""
    import pygame

    pad = _ring_pad(unit)
    r = pygame.Rect(round(rect[0]), round(rect[1]), round(rect[2]), round(rect[3])).inflate(2 * pad, 2 * pad)
    return r, _ring_width(unit), max(6, round(10 * unit)), max(8, round(13 * unit)), max(12, round(16 * unit))


def _ring_pad(unit: float) -> int:
    return max(3, round(5 * unit))


def _ring_width(unit: float) -> int:
    return max(3, round(4 * unit))


def ring_reach(unit: float) -> int:
    """How far outside its place the focus ring's line runs (its pad and its width)."""
    return _ring_pad(unit) + _ring_width(unit)


def draw_focus(surf, rect: Rect, colour, unit: float, label: str | None = None, keep_off=(),
               words: Sequence[Rect] = ()) -> None:
    """The keyboard focus ring: a thick dashed outline, an arrow (off ``keep_off``), and an
    optional badge. The outline passes under ``words`` (on the table, as drawn)."""
    r, width, dash, arrow, px = _focus_geometry(rect, unit)
    kept = _kept(surf, words)
    dashed_rect(surf, r, (0, 0, 0), width + 2, dash)
    dashed_rect(surf, r, colour, width, dash)
    _put_back(surf, kept)
    arrow_above(surf, r, colour, arrow, keep_off=keep_off)
    if label:
        badge(surf, _label_centre(r, width, label, px), label, px, colour)


def _label_centre(ring: Rect, width: int, label: str, px: int) -> tuple[float, float]:
    """The centre of the focus ring's badge: on the ring's top left corner, its bottom on the
    ring's line, so it never reaches inside the place (centred on the corner, the Hint's
    badge covered the first letters of Treasure's "Draw pile", the title inside the ring)."""
    return ring.left, ring.top + width - badge_size(label, px)[1] / 2


def label_extent(rect: Rect, unit: float, label: str):
    """Where ``draw_focus`` paints its ``label`` badge (the Hint's "Hint")."""
    r, width, _, _, px = _focus_geometry(rect, unit)
    return badge_rect(_label_centre(r, width, label, px), label, px).inflate(2, 2)


def focus_extent(rect: Rect, unit: float, label: str | None = None):
    """Everything ``draw_focus`` paints (ring, arrow, badge) as one rect: what a message placed
    beside the focused card must leave in sight."""
    import pygame

    r, width, _, arrow, px = _focus_geometry(rect, unit)
    out = r.inflate(width + 2, width + 2)
    pts = arrow_points(r, arrow)
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    out.union_ip(pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    if label:
        out.union_ip(badge_rect(_label_centre(r, width, label, px), label, px).inflate(2, 2))
    return out


def draw_targets(surf, rects: list[Rect], colour, unit: float, hot: int | None = None,
                 numbers: bool = False, labels: list[str] | None = None,
                 words: Sequence[Rect] = ()) -> None:
    """Legal destinations: a dashed outline each (thicker on the one under the card), with
    a number badge when the keyboard can choose them by number (``labels``: the badges'
    words when they are not 1 … n). The outlines pass under ``words`` (on the table, as
    drawn): where two raiders' outlines met, their lines crossed the words under both
    ("at Aoife", Ard Rí's Marches)."""
    kept = _kept(surf, words)
    for i, r in enumerate(_target_outlines(rects, unit)):
        width = max(2, round((5 if i == hot else 2) * unit))
        dashed_rect(surf, r, colour, width, max(5, round(8 * unit)))
    _put_back(surf, kept)
    if numbers or labels:
        target_badges(surf, rects, colour, unit, labels)


def _target_outlines(rects: list[Rect], unit: float) -> list:
    """The dashed outline ``draw_targets`` puts round each destination."""
    import pygame

    pad = max(2, round(4 * unit))
    return [pygame.Rect(round(r[0]), round(r[1]), round(r[2]), round(r[3])).inflate(2 * pad, 2 * pad)
            for r in rects]


def target_badges(surf, rects: list[Rect], colour, unit: float, labels: list[str] | None = None,
                  keep_off: Sequence[Rect] = ()) -> None:
    """The destinations' number badges (``labels``: their words when not 1 … n), on their
    outlines' top right corners (``target_badge_rects``). Drawn after the focus ring, which
    passes through the badge of the place it is on (Keltis: the ring's dark edge crossed the
    Green row's "2")."""
    px = _target_badge_px(unit)
    for label, r in zip(_target_labels(rects, labels), target_badge_rects(rects, unit, labels, keep_off),
                        strict=True):
        badge(surf, r.center, label, px, colour)


def target_badge_rects(rects: list[Rect], unit: float, labels: list[str] | None = None,
                       keep_off: Sequence[Rect] = ()) -> list:
    """Where ``target_badges`` paints each badge: its outline's top right corner, else the
    first other corner clear of ``keep_off`` (the table's titles and captions) and of the
    badges before it. Ard Rí, 1240x620: the Roundhouse's "1" covered the sum of Stones under
    the Cattle Field, in the field's caption line."""
    import pygame

    px = _target_badge_px(unit)
    clear = [pygame.Rect(round(r[0]), round(r[1]), round(r[2]), round(r[3])) for r in keep_off]
    out: list = []
    for label, r in zip(_target_labels(rects, labels), _target_outlines(rects, unit), strict=True):
        spots = [badge_rect(c, label, px) for c in (r.topright, r.topleft, r.bottomright, r.bottomleft)]
        free = [b for b in spots if b.collidelist(clear) == -1 and b.collidelist(out) == -1]
        out.append(free[0] if free else spots[0])
    return out


def _target_badge_px(unit: float) -> int:
    return max(12, round(15 * unit))


def _target_labels(rects: list[Rect], labels: list[str] | None) -> list[str]:
    return [labels[i] if labels and i < len(labels) else str(i + 1) for i in range(len(rects))]
