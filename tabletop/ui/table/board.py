"""The generic table engine: a display model of card sprites, animated from rule events.

The board holds, per zone, the sprites the player currently sees. It changes in two ways:

* ``reconcile(view, layout)``: every sprite snaps to where the view says (create, destroy,
  re-face, re-position). This is the truth after every step and after every viewer change.
* ``play_events(events, view)``: the step's events (already redacted for the viewer) become
  animation beats that move, flip and gather sprites; when they finish, ``reconcile`` runs
  with the new view, so animation can never show a different game than the rules hold
  (``playback.py``, the board's half that turns events into beats).

Input (hover, drag, click) is resolved against an ``InteractionIndex``; the board only
reports which legal actions a gesture means, the scene submits them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ...core.actions import Action
from ...core.events import Event
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.refusals import Misplaced
from ...core.views import TableView
from .animator import Animator, Beat, Tween
from .easing import out_back, out_cubic
from .heldshape import HeldShape
from .interaction import InteractionIndex
from .layout import Rect, TableLayout, ZoneLayout, contains, distance, inflate, slot_outline
from .playback import FLY_TIME, EventPlayback
from .refusals import refusal_text
from .sprites import LAYER_DRAG, LAYER_FLYING, LAYER_HAND, LAYER_TABLE, CardSprite
from .teams import partners

HOVER_LIFT = 0.12  # of the card height
SELECT_LIFT = 0.16  # of the card height: a selected (gathered) card stands raised
#: a refused click's "zone": the scene asks the game where a click would have put the card
CLICKED = "@click"
#: what a press on a face-down card that can do nothing says (no rules can be asked about it)
FACE_DOWN = "Nothing can be done with that card now."


@dataclass
class DragState:
    lead: CardSprite
    sprites: list[CardSprite]
    offsets: list[tuple[float, float]]  # sprite centre minus pointer
    targets: set[ZoneId]
    origin: ZoneId
    moved: bool = False
    press: tuple[float, float] = (0.0, 0.0)
    seat: PlayerId | None = None  # the seat whose plate or hand it is over (``_onto_seat``)


@dataclass
class Outcome:
    """What a pointer gesture meant: actions to submit (a choice if several), or a message."""

    actions: list[Action] = field(default_factory=list)
    message: str = ""
    #: a refused gesture, (card, the zone it was dropped on or None), for ``rules.why_not``
    refused: tuple[CardId, ZoneId | None] | None = None
    #: a refused drop over a face-up card: that card (``rules.why_not_onto`` may say why not it)
    onto: CardId | None = None
    #: a drop that made a move: (card, where it was dropped)
    dropped: tuple[CardId, ZoneId | CardId] | None = None
    #: a drop on a seat's plate or hand: that seat (a chooser of receivers starts on it)
    seat: PlayerId | None = None


class TableBoard(EventPlayback):
    def __init__(self, animator: Animator | None = None) -> None:
        self.animator = animator or Animator()
        self.layout: TableLayout | None = None
        self.view: TableView | None = None
        self.teams: list[int] | None = None  # each seat's team where partners share places
        self.raised: CardId | None = None  # a card picked up to be put down: the hover keeps it up
        self.piles: dict[ZoneId, list[CardSprite]] = {}
        self.index: InteractionIndex | None = None
        self.drag: DragState | None = None
        self.hover: CardSprite | None = None
        self.hover_time = 0.0
        self.on_event: Callable[[Event], None] | None = None  # HUD/sound hook, at beat start
        #: a finished trick's news in two parts (None: all of it by ``on_event`` as its hold
        #: begins): told (words, sound) as the hold begins, taken (the score pop-up) as its
        #: cards are gathered to the taker
        self.on_told: Callable[[Event], None] | None = None
        self.on_taken: Callable[[Event], None] | None = None
        self.hold_before: Callable[[Event], float] | None = None
        #: the zone whose cards glow before ``ev`` gathers them (who took the trick), if any
        self.taker: Callable[[Event], ZoneId | None] | None = None
        #: where a place to click is outlined on the table (the scene's dashed outline, its
        #: name within it); None: round its cards (``place_at``)
        self.place_rect: Callable[[ZoneId], Rect | None] | None = None
        self._pending_view: TableView | None = None
        self.pause_scale = 1.0
        #: the game's (play places, won places) prefixes: cards leaving the first end a trick
        self.trick_zones: tuple[str, str] | None = None
        self.stop_at_hold = False  # a step ends on a finished trick (the replay: ``playback``)
        self.deferred: list[Beat] = []  # what comes after that trick, until ``resume``
        self.press_zone: ZoneId | None = None  # a press on a clickable pile, decided on release
        #: the display order of a zone's cards (indices into the view's list): a sorted hand
        self.arrange: Callable[[ZoneId, tuple[CardId | None, ...]], list[int]] | None = None
        #: zones whose cards are the player's selection: drawn raised and outlined
        self.selected: Callable[[ZoneId], bool] | None = None
        #: a hand clicked card by card keeps its shape under the pointer (``heldshape.py``)
        self.held: HeldShape | None = None

    # --- the truth ----------------------------------------------------------------------------
    def sprites(self) -> Iterable[CardSprite]:
        for pile in self.piles.values():
            yield from pile

    def zone_layout(self, zone: ZoneId) -> ZoneLayout | None:
        return self.layout.zones.get(zone) if self.layout else None

    def extent(self, zone: ZoneId) -> Rect:
        """Where ``zone``'s cards lie now (its extent for the places they take, one at least);
        the zone must be in the layout."""
        assert self.layout is not None
        return self.layout.zones[zone].extent(max(1, self.span(zone)))

    def span(self, zone: ZoneId) -> int:
        """How many card places ``zone`` takes now: its cards, or a held hand's places as it
        lay when clicked (``heldshape.py``: the cards keep their slots, the gaps too). The
        outlines, the lesson's lit places and what panels keep clear of follow this, not the
        count: a hand held with a gap was outlined, and lit, for one card fewer than it
        spans, its end cards outside."""
        n = len(self.piles.get(zone, []))
        held = self.held
        if held is not None and held.zone == zone and n and held.count > n:
            return held.count
        return n

    def spans(self) -> dict[ZoneId, int]:
        """``span`` of every zone with cards or none, by zone (a held hand is never counted
        aloud: only piles show their counts)."""
        return {z: self.span(z) for z in self.piles}

    def card_extents(self) -> list[Rect]:
        """Where the cards lie now, zone by zone (the zones holding any that are laid out):
        what a panel put over the table keeps clear of where the room allows."""
        assert self.layout is not None
        return [self.extent(z) for z, pile in self.piles.items() if pile and z in self.layout.zones]

    def place_extents(self) -> list[Rect]:
        """Every place laid out, empty ones at their outline: a lesson's panel that kept off
        the cards only lay over Niamh's empty rows, so a new player could not see them."""
        lay = self.layout
        if lay is None:
            return []
        return [slot_outline(self.extent(z), lay.metrics) for z in lay.zones if z not in lay.overlays]

    def target_extents(self) -> list[Rect]:
        """The places a card may go now (zones a card of this decision drops on, clickable
        piles), empty ones too: a lesson's panel covered the empty discard pile its step's
        card was to go to."""
        idx, lay = self.index, self.layout
        if idx is None or lay is None:
            return []
        zones = {d for c in idx.active_cards() for d in idx.destinations(c) if isinstance(d, str)}
        zones |= set(idx.zone_clicks)  # (with the outline round an empty one or the one
        return [slot_outline(self.extent(z), lay.metrics)  # at its turn, ``Hud.slot_marks``)
                for z in sorted(zones) if z in lay.zones]

    def reconcile(self, view: TableView, layout: TableLayout | None = None) -> None:
        """Snap every sprite to the view: same keys keep their objects, others are made."""
        if layout is not None:
            self.layout = layout
        self.view = view
        if self.deferred:  # the rest of a step held on its finished trick: the view is here
            self.deferred, self._pending_view = [], None
        old = {s.key: s for s in self.sprites()}
        self.piles = {}
        for zid, zv in view.zones.items():
            pile: list[CardSprite] = []
            zl = self.zone_layout(zid)
            in_hand = zl is not None and zl.kind == "fan"
            # a pile the game shows only by its count (Hyrule's captured cards) lies face down
            backs = zl is not None and bool(zl.extra.get("backs"))
            order = self.arrange(zid, zv.cards) if self.arrange else range(len(zv.cards))
            for i in order:
                card = zv.cards[i]
                key = ("c", card) if card is not None else ("z", zid, i)
                s = old.pop(key, None)
                if s is None:
                    s = CardSprite(key, card, zid, 0, 0, 1, 1)
                s.face, s.zone = (None if backs else card), zid
                # a known card lying face down on the table (an own commit) is drawn dimmed;
                # one the viewer has chosen (the selection) is not: it would look disabled
                chosen = card is not None and not backs and self.is_selected(zid)
                s.tint = card is not None and not backs and not zv.face_up[i] and not in_hand and not chosen
                s.scale_x, s.lift, s.glow, s.chosen = 1.0, 0.0, False, chosen
                pile.append(s)
            self.piles[zid] = pile
        self.drag = None
        self.hover = None
        self.snap_all()
        for zid, pile in self.piles.items():
            if self.is_selected(zid):
                for s in pile:
                    s.lift, s.glow = self.rest_lift(s), True

    def is_selected(self, zone: ZoneId) -> bool:
        return self.selected is not None and self.selected(zone)

    def rest_lift(self, s: CardSprite) -> float:
        """How high ``s`` stands at rest: raised if it is part of the selection."""
        return s.h * SELECT_LIFT if self.is_selected(s.zone) else 0.0

    def snap_all(self) -> None:
        for zid in self.piles:
            for s, (x, y, w, h) in self._targets(zid):
                s.x, s.y, s.w, s.h = x, y, w, h
        self._restack()

    def _targets(self, zid: ZoneId) -> list[tuple[CardSprite, tuple[float, float, float, float]]]:
        pile = self.piles.get(zid, [])
        zl = self.zone_layout(zid)
        out = []
        n = len(pile)
        held = None
        if self.held is not None and self.held.zone == zid and zl is not None:
            held = self.held.places(zl, pile)
            if held is None:  # a card it never held arrived: the hand lays itself out afresh
                self.held = None
        for i, s in enumerate(pile):
            if zl is None:  # a zone the scene does not show (e.g. the set-aside stock)
                out.append((s, (s.x, s.y, s.w, s.h)))
                continue
            x, y = held[i] if held is not None else zl.slot(i, n)
            out.append((s, (x, y, float(zl.card[0]), float(zl.card[1]))))
        return out

    def _restack(self) -> None:
        for zid, pile in self.piles.items():
            zl = self.zone_layout(zid)
            n = len(pile)
            for i, s in enumerate(pile):
                s.order = i
                if s.layer not in (LAYER_FLYING, LAYER_DRAG):
                    s.layer = LAYER_HAND if zl is not None and zl.kind == "fan" else LAYER_TABLE
                s.hidden = zl is None or (zl.kind == "pile" and i < n - zl.visible_depth)

    def still_zones(self) -> set[ZoneId]:
        """Zones whose every card rests exactly in its slot (no flight, lift, flip or glow):
        the scene draws these once into a cached layer."""
        out = set()
        for zid, pile in self.piles.items():
            zl = self.zone_layout(zid)
            if zl is None:
                continue
            n = len(pile)
            cw, ch = zl.card
            for i, sp in enumerate(pile):
                if sp.layer >= LAYER_FLYING or sp.lift or sp.glow or sp.scale_x != 1.0:
                    break
                x, y = zl.slot(i, n)
                if abs(sp.x - x) > 0.01 or abs(sp.y - y) > 0.01 or sp.w != cw or sp.h != ch:
                    break
            else:
                out.add(zid)
        return out

    def draw_list(self) -> list[CardSprite]:
        """Sprites in drawing order (bottom first)."""
        self._dim_unpickable()
        out = [s for s in self.sprites() if not s.hidden]
        out.sort(key=lambda s: (s.layer, s.order))
        return out

    def _dim_unpickable(self) -> None:
        """While the player chooses a pile to click (draw from), the piles the layout marks
        ``extra["pickable"]`` that are not clickable now are drawn dimmed."""
        clicks = self.index.zone_clicks if self.index is not None and not self.busy else {}
        for zid, pile in self.piles.items():
            zl = self.zone_layout(zid)
            dim = bool(clicks) and zl is not None and bool(zl.extra.get("pickable")) \
                and zid not in clicks
            for s in pile:
                s.dim = dim

    # --- pointer --------------------------------------------------------------------------------
    def sprite_at(self, x: float, y: float) -> CardSprite | None:
        for s in reversed(self.draw_list()):
            if s.contains(x, y):
                return s
        return None

    def drop_rect(self, zone: ZoneId | CardId) -> Rect | None:
        if not isinstance(zone, str):  # a card to drop onto (e.g. the partner of a pair)
            s = self.sprite_for(zone)
            return None if s is None else inflate(s.rect(), s.w * 0.08, s.h * 0.08)
        zl = self.zone_layout(zone)
        if zl is None:
            return None
        n = len(self.piles.get(zone, [])) + 1
        return inflate(zl.extent(n), zl.card[0] * 0.35, zl.card[1] * 0.25)

    def interactive(self) -> bool:
        return self.index is not None and not self.busy

    def update_hover(self, x: float, y: float, dt: float = 0.0) -> None:
        if self.drag is not None:
            return
        if self.held is not None:
            zl = self.zone_layout(self.held.zone)
            if zl is None or not contains(self.held.reach(zl), x, y):
                self.let_go()
        s = self.sprite_at(x, y) if not self.busy else None
        if s is not self.hover:
            if self.hover is not None and not self.is_selected(self.hover.zone) \
                    and self.hover.face != self.raised:
                self._set_lift(self.hover, 0.0)
                self.hover.glow = False
            self.hover = s
            self.hover_time = 0.0
            if s is not None and self.is_selected(s.zone):
                pass  # the selection stays as it stands
            elif s is not None and self.index is not None and s.face is not None \
                    and (s.face in self.index.active_cards() or s.face in self.index.twins):
                s.glow = True
                self._set_lift(s, s.h * HOVER_LIFT)
            elif s is not None and self.index is not None and self.index.click_zone(s.zone):
                s.glow = True  # a pile to click (draw from)

    def _set_lift(self, s: CardSprite, lift: float) -> None:
        self.animator.add_ambient(Tween(s, {"lift": lift}, 0.12, out_cubic))

    def pointer_down(self, x: float, y: float) -> Outcome | None:
        if self.busy:
            self.animator.hurry()
            return None
        s = self.sprite_at(x, y)
        self.press_zone = None
        if s is None:
            self.press_zone = self.place_at(x, y)  # the felt of a place to click
            return None
        # a press on a card that cannot move now, in one's hand or on the table (Seanchaí's
        # tableau in the action step said nothing): the rules say why; a face-down card, that
        # nothing can be done with it
        refused = None if self.view is None else Outcome(refused=(s.face, None)) \
            if s.face is not None else Outcome(message=FACE_DOWN)
        if self.index is None:
            return refused
        self.untwin(s)
        if s.face is None or not (self.index.can_grab(s.face) or self.index.click_card(s.face)):
            if self.index.click_zone(s.zone):
                self.press_zone = s.zone
                return None
            return refused
        carried = [self.sprite_for(c) for c in self.index.carried(s.face)]
        sprites = [c for c in carried if c is not None] or [s]
        self.drag = DragState(s, sprites, [(c.x - x, c.y - y) for c in sprites],
                              self.index.destinations(s.face), s.zone, press=(x, y))
        return None

    def place_at(self, x: float, y: float) -> ZoneId | None:
        """The zone a click at (``x``, ``y``) falls on: the card's there, else the place to
        click whose outline holds it, its name in it too, where the click puts cards there (the
        Cattle Field a commit puts the chosen cards in, empty or not; a pile to draw or take
        from is clicked on its cards)."""
        s = self.sprite_at(x, y)
        if s is not None:
            return s.zone
        lay = self.layout
        places = self.index.zone_clicks if self.index is not None and lay is not None else {}
        for z in sorted(places):
            if any(a.src == z for a in places[z]):
                continue  # a pile to take from is clicked on its cards (its name is no card)
            r = None if z not in lay.zones else self.place_rect(z) if self.place_rect is not None \
                else slot_outline(self.extent(z), lay.metrics)
            if r is not None and contains(r, x, y):
                return z
        return None

    def untwin(self, s: CardSprite) -> None:
        """The copy ``s`` a hand or the keyboard's ring touches, where the moves name the
        identical copy beside it, becomes that one (``take_twin``)."""
        if self.index is not None and s.face is not None and s.face in self.index.twins:
            self.take_twin(s, self.index.twins[s.face])

    def take_twin(self, s: CardSprite, named: CardId) -> None:
        """``s`` (a copy no move names) and the identical copy ``named`` beside it trade
        identities: the card the hand touched is the one the move takes, where it lies."""
        other = self.sprite_for(named)
        if other is None or other.zone != s.zone:
            return
        s.key, other.key = other.key, s.key
        s.face, other.face = other.face, s.face

    def sprite_for(self, card: CardId) -> CardSprite | None:
        """The sprite showing ``card`` face up, if the table shows it."""
        for s in self.sprites():
            if s.face == card:
                return s
        return None

    def pointer_move(self, x: float, y: float) -> None:
        d = self.drag
        if d is None:
            return
        if not d.moved and abs(x - d.press[0]) + abs(y - d.press[1]) < 6:
            return
        if not d.moved:
            d.moved = True
            for s in d.sprites:
                s.layer = LAYER_DRAG
                s.lift = 0.0
            self._glow_card_targets(d, True)
        for s, (ox, oy) in zip(d.sprites, d.offsets, strict=True):
            s.x, s.y = x + ox, y + oy

    def _glow_card_targets(self, d: DragState, on: bool) -> None:
        """Cards that are drop targets glow while a drag is under way (zones are outlined)."""
        for t in d.targets:
            if not isinstance(t, str):
                s = self.sprite_for(t)
                if s is not None:
                    s.glow = on

    def drop_target(self, d: DragState | None = None) -> ZoneId | CardId | None:
        """The highlighted zone (or card) whose drop rectangle holds the lead card's centre
        (the closest). A target card (often small, e.g. a stone) also counts when the
        pointer itself is over it, and then it wins."""
        d = d or self.drag
        if d is None:
            return None
        d.seat = None
        cx, cy = d.lead.x, d.lead.y
        if d.offsets:
            px, py = cx - d.offsets[0][0], cy - d.offsets[0][1]
            under = [s for s in self.draw_list() if s.face is not None and s.face in d.targets
                     and s not in d.sprites and contains(inflate(s.rect(), s.w * 0.08, s.h * 0.08), px, py)]
            if under:
                return under[-1].face  # the topmost card under the pointer
        best: tuple[float, ZoneId | CardId] | None = None
        for zone in d.targets:
            r = self.drop_rect(zone)
            if r is not None and contains(r, cx, cy):
                dist = distance(r, cx, cy)
                if best is None or dist < best[0]:
                    best = (dist, zone)
        return best[1] if best else self._onto_seat(d)

    def _onto_seat(self, d: DragState) -> ZoneId | CardId | None:
        """A card dropped on a seat's name plate, or on a rival's hand, goes to that seat's
        place (or its team's: partners share one), where all its highlighted places there
        mean one move. Ard Rí: a raider dropped on the rival's plate, the likeliest target a
        new player tries, was refused; Seanchaí: a Dark card dropped on a rival's hand, or in
        team play on the partner whose team's field lies at the other partner's seat."""
        if self.layout is None or self.index is None or d.lead.face is None:
            return None
        px, py = (d.lead.x - d.offsets[0][0], d.lead.y - d.offsets[0][1]) if d.offsets else (d.lead.x, d.lead.y)
        seat = self._seat_at(d.lead.x, d.lead.y)  # the card's centre, as for a place; else
        seat = self._seat_at(px, py) if seat is None else seat  # the pointer (a small hand)
        if seat is None:
            return None
        side = {seat, *partners(self.teams, seat)}
        theirs = sorted(str(z) for z in d.targets if self.layout.owners.get(z) in side)
        moves = {tuple(self.index.drop(d.lead.face, z)) for z in theirs}
        if not theirs or len(moves) != 1:
            return None
        d.seat = seat
        return theirs[0]

    def _seat_at(self, x: float, y: float) -> PlayerId | None:
        """The seat whose name plate holds (``x``, ``y``), or a rival whose hand does (the
        viewer's own hand is where a dragged card came from: a drop there puts it back)."""
        lay = self.layout
        assert lay is not None
        for seat, plate in lay.plates.items():
            if contains(plate, x, y):
                return seat
        viewer = self.view.viewer if self.view is not None else None
        for zone, seat in lay.owners.items():
            if (seat != viewer and str(zone).startswith("hand/") and zone in lay.zones
                    and contains(self.extent(zone), x, y)):
                return seat
        return None

    def pointer_up(self, x: float, y: float) -> Outcome | None:
        self.pointer_move(x, y)  # the release point counts even without a motion event
        d = self.drag
        self.drag = None
        pressed, self.press_zone = self.press_zone, None
        if d is None and pressed is not None and self.index is not None:
            # a click on a pile or a place: released where it was pressed
            return Outcome(self.index.click_zone(pressed)) if self.place_at(x, y) == pressed else None
        if d is None or self.index is None:
            return None
        self._glow_card_targets(d, False)
        card = d.lead.face
        assert card is not None
        if not d.moved:
            acts = self.index.click_card(card)
            if acts:
                zl = self.zone_layout(d.origin)
                pile = self.piles.get(d.origin, [])
                if zl is not None and zl.kind == "fan" and not (  # the hand stays put under the
                        self.held is not None and self.held.zone == d.origin  # pointer, as it
                        and self.held.places(zl, pile) is not None):  # was at the first click
                    self.held = HeldShape.of(d.origin, pile)
                return Outcome(acts)
            self.fly_back(d)
            return Outcome(message="Drag the card to a highlighted place to play it.", refused=(card, CLICKED))
        zone = self.drop_target(d)
        if zone is not None:
            return Outcome(self.index.drop(card, zone), dropped=(card, zone), seat=d.seat)
        # where it was dropped, read before it flies back (with animations off it is home at once)
        onto = self._card_under(d, x, y)
        over = self._zone_under(d.lead.x, d.lead.y)
        near_origin = self._near_origin(d)
        self.fly_back(d)
        if not d.targets:
            return Outcome(message="That card cannot be played now.", refused=(card, None))
        if over == d.origin or over is None and near_origin:
            return Outcome()
        return Outcome(message=refusal_text(Misplaced()),
                       refused=(card, over), onto=onto)

    def _card_under(self, d: DragState, x: float, y: float) -> CardId | None:
        """The face-up card under the pointer at a drop, not one of those carried."""
        for s in reversed(self.draw_list()):
            if s.face is not None and s not in d.sprites and s.contains(x, y):
                return s.face
        return None

    def _near_origin(self, d: DragState) -> bool:
        r = self.drop_rect(d.origin)
        return r is not None and contains(r, d.lead.x, d.lead.y)

    def _zone_under(self, x: float, y: float) -> ZoneId | None:
        for zid in self.piles:
            r = self.drop_rect(zid)
            if r is not None and contains(r, x, y):
                return zid
        return None

    def fly_back(self, d: DragState) -> None:
        """Tween the carried cards back to their slots (an illegal or cancelled drop)."""
        self._restack()
        for s, slot in self._targets(d.origin):
            if s in d.sprites:
                self._fly_home(s, slot)

    def fly_home(self) -> None:
        """Every card away from its slot flies back to it (a legal drop the table refused
        after all: not the move a tutorial's step asks for)."""
        self._restack()
        for zid in list(self.piles):
            for s, slot in self._targets(zid):
                if (round(s.x), round(s.y)) != (round(slot[0]), round(slot[1])):
                    self._fly_home(s, slot)

    def _fly_home(self, s: CardSprite, slot: Rect) -> None:
        x, y, w, h = slot
        s.layer = LAYER_FLYING

        def land(s: CardSprite = s) -> None:
            self._restack_one(s)
        self.animator.add_ambient(Tween(s, {"x": x, "y": y, "w": w, "h": h,
                                            "lift": self.rest_lift(s)},
                                        FLY_TIME, out_back, on_done=land))

    def _restack_one(self, s: CardSprite) -> None:
        zl = self.zone_layout(s.zone)
        s.layer = LAYER_HAND if zl is not None and zl.kind == "fan" else LAYER_TABLE

    def cancel_drag(self) -> None:
        self.press_zone = None
        if self.drag is not None:
            d, self.drag = self.drag, None
            self._glow_card_targets(d, False)
            self.fly_back(d)

    def let_go(self) -> None:
        """A held hand closes up where the layout puts it (the pointer left it)."""
        held, self.held = self.held, None
        if held is not None and held.zone in self.piles:
            for tween in self._relayout({held.zone}, {}):
                self.animator.add_ambient(tween)

    def clear_pointer(self) -> None:
        """Forget hover and drag (a hand-off or overlay took the screen)."""
        self.let_go()
        if self.drag is not None:
            self.cancel_drag()
        if self.hover is not None and not self.is_selected(self.hover.zone):
            self.hover.lift = 0.0
            self.hover.glow = False
        self.hover = None
