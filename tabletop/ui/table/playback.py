"""The board's half that turns a step's events into animation (``TableBoard.play_events``):
moves, flips and shuffles grouped into beats, a trick's taker glowing before it gathers, and
a settle on the step's view when they are done. Split from ``board.py``, which keeps the
sprites' truth (``reconcile``) and the pointer.

A finished trick (cards leaving the game's play places, ``trick_zones``) is told while it is
seen: the rules' notices that follow its gathering ("Dara wins the trick with the Queen …")
come as the hold begins, not after the cards have gone (the message named a card nowhere on
the table). Its hold is a ``stop``: a press that hurries the animation (``Animator.hurry``)
shows the trick rather than skipping it. With ``stop_at_hold`` (the replay) the step ends on
the finished trick, and the rest (its gathering, the settle) waits in ``deferred`` until
``resume`` (the next step)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...core.events import CardsFlipped, CardsMoved, Event, Notice, ZoneShuffled
from ...core.ids import ALL, CardId, ZoneId
from ...core.views import TableView, ZoneView
from ...core.zones import Vis
from .animator import Beat, Tween
from .easing import in_out_sine, out_cubic
from .layout import TableLayout
from .sprites import LAYER_FLYING, LAYER_HAND, LAYER_TABLE, CardSprite

FLY_TIME = 0.38
FLIP_TIME = 0.28
STAGGER = 0.045


def shows_face(zv: ZoneView | None, viewer: int) -> bool:
    """Whether cards arriving in this zone are face up for the viewer (a zone-level guess
    used mid-animation; the final reconcile uses the view's own per-card answer)."""
    if zv is None:
        return True
    if viewer == ALL or zv.vis is Vis.PUBLIC:
        return True
    return zv.vis is Vis.OWNER and zv.owner == viewer


class EventPlayback:
    """``TableBoard``'s animation from events (its attributes are the board's own)."""

    @property
    def busy(self) -> bool:
        return self.animator.busy

    @property
    def pending_view(self) -> TableView | None:
        """The view the queued step settles on (None when no step is queued): the table's
        cached layers draw its felt ahead (``layers.DrawLayers``)."""
        return self._pending_view

    def play_events(self, events: Iterable[Event], view: TableView,
                    layout: TableLayout | None = None) -> None:
        """Queue the animation of one step's (redacted) events, then settle on ``view``."""
        if layout is not None:
            self.layout = layout
        self.drag = None
        self.hover = None
        self._pending_view = view
        before = self.view
        groups = self._groups(list(events))
        beats: list[Beat] = []
        told: set[int] = set()  # the groups of notices told as a trick's hold begins
        for i, group in enumerate(groups):
            if i in told:
                continue
            hold = self.hold_before(group[0]) * self.pause_scale if self.hold_before else 0.0
            if hold > 0:  # the finished trick stays; the card that took it glows meanwhile
                trick = self._gathers_trick(group[0])
                news: list[Event] = []
                for j in range(i + 1, len(groups)) if trick else ():
                    if not all(isinstance(e, Notice) for e in groups[j]):
                        break
                    news += groups[j]
                    told.add(j)
                beats.append(Beat(lambda ev=group[0], news=tuple(news): self._glow_taker(ev, news),
                                  hold=0.0 if trick and self.stop_at_hold else hold, label="hold",
                                  stop=trick))
            else:
                news = []
            beats.append(Beat(self._beat_fn(group, view, before, tuple(news)), label=type(group[0]).__name__))
        beats.append(Beat(self._settle_fn(view), label="settle"))
        self.deferred = []
        if self.stop_at_hold:  # the step ends on its first finished trick (the replay)
            stop = next((k for k, b in enumerate(beats) if b.stop), None)
            if stop is not None:
                beats, self.deferred = beats[:stop + 1], beats[stop + 1:]
        for beat in beats:
            self.animator.enqueue(beat)

    def resume(self) -> None:
        """Go on from a finished trick the last step ended on (``stop_at_hold``): its
        gathering and the settle on the step's view."""
        beats, self.deferred = self.deferred, []
        for beat in beats:
            self.animator.enqueue(beat)

    def _gathers_trick(self, ev: Event) -> bool:
        """Whether ``ev`` takes the cards of a finished trick from the play places."""
        return self.trick_zones is not None and isinstance(ev, CardsMoved) \
            and ev.src.startswith(self.trick_zones[0])

    def _glow_taker(self, ev: Event, news: tuple[Event, ...] = ()) -> list:
        """Before a trick is gathered: light up the cards of the seat that took it (the game's
        ``taker``), so everyone sees who took it, and tell its ``news`` (the notices that
        follow its gathering) while it is seen. The next reconcile clears the glow."""
        zone = self.taker(ev) if self.taker is not None else None
        for s in self.piles.get(zone, ()) if zone is not None else ():
            s.glow = True
        tell = self.on_told or self.on_event
        for notice in news:
            if tell:
                tell(notice)
        return []

    def _groups(self, events: list[Event]) -> list[list[Event]]:
        """Consecutive moves/flips run together unless one feeds the next (a card must land
        in its play slot before the trick is gathered) or the game wants a pause first."""
        groups: list[list[Event]] = []
        held: list[bool] = []
        for ev in events:
            hold = bool(self.hold_before and self.hold_before(ev) > 0)
            if groups:
                last = groups[-1]
                prev = last[-1]
                if isinstance(ev, CardsMoved) and isinstance(prev, CardsMoved):
                    dsts = {e.dst for e in last if isinstance(e, CardsMoved)}
                    srcs = {e.src for e in last if isinstance(e, CardsMoved)}
                    feeds = ev.src in dsts or ev.dst in srcs
                    if not feeds and (not hold or held[-1]):
                        last.append(ev)
                        continue
                if isinstance(ev, CardsFlipped) and isinstance(prev, CardsFlipped):
                    last.append(ev)
                    continue
            groups.append([ev])
            held.append(hold)
        return groups

    def _settle_fn(self, view: TableView) -> Callable[[], list[Tween]]:
        """The last beat: snap to the view, except that cards still away from their slots
        (the layout changed under them: zones appeared or went) glide there."""
        def start() -> list[Tween]:
            self._pending_view = None
            was = {id(s): (s.x, s.y, s.w, s.h) for s in self.sprites()}
            self.reconcile(view)
            tweens = []
            for s in self.sprites():
                old = was.get(id(s))
                if old is None or old == (s.x, s.y, s.w, s.h) or s.hidden:
                    continue
                target = {"x": s.x, "y": s.y, "w": s.w, "h": s.h}
                s.x, s.y, s.w, s.h = old
                tweens.append(Tween(s, target, FLY_TIME, out_cubic))
            return tweens
        return start

    def _beat_fn(self, group: list[Event], view: TableView, before: TableView | None,
                 news: tuple[Event, ...] = ()) -> Callable[[], list[Tween]]:
        """A beat moving ``group``'s cards; ``news``: a finished trick's notices, told as its
        hold began, whose score (``on_taken``: "+3" by the taker's plate) shows as this beat
        gathers it (it popped up over the held trick, before the cards were taken)."""
        def start() -> list[Tween]:
            tweens: list[Tween] = []
            touched: set[ZoneId] = set()
            delays: dict[int, float] = {}
            moved = 0
            revealed = False  # a card came to light: a flip, another seat's card played
            for notice in news if self.on_told else ():
                if self.on_taken:
                    self.on_taken(notice)
            for ev in group:
                if self.on_event:
                    self.on_event(ev)
                if isinstance(ev, CardsMoved):
                    for card in ev.cards:
                        s = self._take(ev.src, card)
                        face = card if (card is not None and shows_face(view.zones.get(ev.dst), view.viewer)) else None
                        if face is None and s.face is not None and shows_face(view.zones.get(ev.dst), view.viewer):
                            face = s.face
                        dst = self.piles.setdefault(ev.dst, [])
                        if ev.index is None:
                            dst.append(s)
                        else:
                            dst.insert(min(ev.index, len(dst)), s)
                        s.zone = ev.dst
                        s.layer = LAYER_FLYING
                        delay = moved * STAGGER
                        moved += 1
                        revealed = revealed or (face is not None and s.face is None)
                        if face != s.face:
                            tweens += self._flip(s, face, FLY_TIME, delay)
                        s.tint = s.chosen = False
                        s.key = ("c", face) if face is not None else ("m", id(s))
                        s.glow = False
                        s.lift = 0.0
                        delays[id(s)] = delay
                    touched |= {ev.src, ev.dst}
                elif isinstance(ev, CardsFlipped):
                    pile = self.piles.get(ev.zone, [])
                    for k, card in enumerate(ev.cards):
                        s = self._find(pile, card)
                        if s is None:
                            continue
                        face = card if ev.face_up else None
                        if face is None and ev.face_up:
                            continue  # nothing new to show this viewer
                        revealed = revealed or (face is not None and s.face is None)
                        tweens += self._flip(s, face, FLIP_TIME, k * STAGGER)
                        s.tint = False
                elif isinstance(ev, ZoneShuffled):
                    for s in self.piles.get(ev.zone, [])[-3:]:
                        tweens.append(Tween(s, {"lift": 6.0}, 0.08, in_out_sine))
                        tweens.append(Tween(s, {"lift": 0.0}, 0.08, in_out_sine, delay=0.08))
            if self.arrange is not None:  # a card arriving in a sorted hand flies to its place
                for zid in touched:
                    pile = self.piles.get(zid, [])
                    faces = tuple(s.key[1] if s.key[0] == "c" else None for s in pile)
                    self.piles[zid] = [pile[i] for i in self.arrange(zid, faces)]
            if revealed and self.held is not None:
                # a new card to weigh is a new decision, not the next click of the last one
                # (a Shamrock's flip): the held hand closes up with this beat, not when the
                # pointer happens to leave it (``heldshape.py``)
                touched.add(self.held.zone)
                self.held = None
            if touched:
                tweens += self._relayout(touched, delays)
            return tweens
        return start

    def _relayout(self, zones: set[ZoneId], delays: dict[int, float]) -> list[Tween]:
        tweens: list[Tween] = []
        self._restack()
        for zid in zones:
            for s, (x, y, w, h) in self._targets(zid):
                if (s.x, s.y, s.w, s.h) == (x, y, w, h):
                    continue
                delay = delays.get(id(s), 0.0)
                if s.layer == LAYER_FLYING:
                    s.hidden = False

                def land(s: CardSprite = s) -> None:
                    zl = self.zone_layout(s.zone)
                    s.layer = LAYER_HAND if zl is not None and zl.kind == "fan" else LAYER_TABLE
                tweens.append(Tween(s, {"x": x, "y": y, "w": w, "h": h}, FLY_TIME, out_cubic,
                                    delay=delay, on_done=land if s.layer == LAYER_FLYING else None))
        return tweens

    def _flip(self, s: CardSprite, face: CardId | None, duration: float, delay: float) -> list[Tween]:
        half = duration / 2

        def turn(s: CardSprite = s, face: CardId | None = face) -> None:
            s.face = face

        return [Tween(s, {"scale_x": 0.0}, half, in_out_sine, delay=delay, on_done=turn),
                Tween(s, {"scale_x": 1.0}, half, in_out_sine, delay=delay + half)]

    @staticmethod
    def _find(pile: list[CardSprite], card: CardId | None) -> CardSprite | None:
        if card is not None:
            for s in pile:
                if s.face == card:
                    return s
        for s in reversed(pile):
            if s.face is None:
                return s
        return pile[-1] if pile else None

    def _take(self, zone: ZoneId, card: CardId | None) -> CardSprite:
        pile = self.piles.setdefault(zone, [])
        s = self._find(pile, card)
        if s is None:  # inconsistent events: make one at the zone so nothing is lost
            zl = self.zone_layout(zone)
            x, y = zl.slot(0, 1) if zl else (0.0, 0.0)
            cw, ch = zl.card if zl else (1, 1)
            return CardSprite(("m", zone), None, zone, x, y, cw, ch)
        pile.remove(s)
        return s

    def deal_in(self, source: ZoneId, prefix: str) -> None:
        """Animate the opening deal: every card of the ``prefix`` zones flies in from
        ``source`` (the initial deal is not a rules event; later deals are)."""
        zl = self.zone_layout(source)
        if zl is None:
            return
        sx, sy = zl.slot(0, 1)
        hands = [(zid, pile) for zid, pile in sorted(self.piles.items()) if zid.startswith(prefix)]
        order: list[CardSprite] = []
        longest = max((len(p) for _, p in hands), default=0)
        for i in range(longest):  # round robin, as a dealer deals
            order += [pile[i] for _, pile in hands if i < len(pile)]
        targets = {id(s): (s.x, s.y, s.w, s.h) for s in order}
        for s in order:
            s.x, s.y, s.w, s.h = sx, sy, float(zl.card[0]), float(zl.card[1])
            s.layer = LAYER_FLYING

        def start() -> list[Tween]:
            tweens = []
            for k, s in enumerate(order):
                x, y, w, h = targets[id(s)]

                def land(s: CardSprite = s) -> None:
                    self._restack_one(s)
                tweens.append(Tween(s, {"x": x, "y": y, "w": w, "h": h}, 0.32, out_cubic,
                                    delay=k * 0.03, on_done=land))
            return tweens

        self.animator.enqueue(Beat(start, label="deal"))
