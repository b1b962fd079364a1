"""Secrecy checks on one step's events, for the conformance harness (issue 17 item 20).

Two promises, checked for every seat and for ``PUBLIC``:

* **no leak**: the events redacted for a seat never name a card while it moves between
  places that seat cannot see (a captured card shuffled into the stock and dealt to another
  seat is a back, even though everyone saw it captured);
* **the same view either way**: starting from the seat's view before the step and following
  its redacted events one by one (``follow``) gives the seat's view after the step: every
  pile holds the same cards, the same faces and the same number of backs. Only the order
  inside a pile is left to the view (the UI snaps to it after animating). A shuffle of a pile
  the seat cannot see makes it forget the faces it saw go in.

Pure: no pygame, no I/O.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core.events import CardsFlipped, CardsMoved, Event, ZoneShuffled, redact
from ..core.ids import ALL, PUBLIC, CardId, PlayerId, ZoneId
from ..core.rules import BaseRules
from ..core.views import TableView, ZoneView
from ..core.zones import Vis, Zone

Piles = dict[ZoneId, list[CardId | None]]


class FollowError(AssertionError):
    """The redacted events cannot be followed on the seat's old view."""


def _zone_open(zv: ZoneView | None, viewer: PlayerId) -> bool:
    """Whether the pile as a whole shows its faces to ``viewer`` (public knowledge only)."""
    if zv is None:
        return False
    return viewer == ALL or zv.vis is Vis.PUBLIC or (zv.vis is Vis.OWNER and zv.owner == viewer)


def _take(pile: list[CardId | None], card: CardId | None, zid: ZoneId) -> None:
    """Remove ``card`` from the seat's picture of a pile: the named card if the seat knew
    it was there, else a back (the top-most one)."""
    if card is not None and card in pile:
        pile.remove(card)
        return
    for i in range(len(pile) - 1, -1, -1):
        if pile[i] is None:
            del pile[i]
            return
    what = f"card {card}" if card is not None else "an unnamed card"
    raise FollowError(f"{what} leaves {zid}, but the seat's view of {zid} has no such card "
                      f"and no back it could be ({pile})")


def follow(view: TableView, events: Iterable[Event], viewer: PlayerId) -> Piles:
    """The seat's piles after following ``events`` (redacted for it) from ``view``."""
    piles: Piles = {zid: list(z.cards) for zid, z in view.zones.items()}
    for ev in events:
        if isinstance(ev, CardsMoved):
            src = piles.setdefault(ev.src, [])
            for card in ev.cards:
                _take(src, card, ev.src)
            dst = piles.setdefault(ev.dst, [])
            if ev.index is None:
                dst.extend(ev.cards)
            else:
                dst[ev.index:ev.index] = list(ev.cards)
        elif isinstance(ev, CardsFlipped):
            pile = piles.setdefault(ev.zone, [])
            for card in ev.cards:
                if card is not None and card not in pile:
                    _take(pile, None, ev.zone)  # the back that turned out to be this card
                    pile.append(card)
        elif isinstance(ev, ZoneShuffled):
            if not _zone_open(view.zones.get(ev.zone), viewer):
                piles[ev.zone] = [None] * len(piles.get(ev.zone, []))
    return piles


def _seen_at(zones: Mapping[ZoneId, Zone], zid: ZoneId, card: CardId, viewer: PlayerId) -> bool:
    zone = zones.get(zid)
    return zone is not None and zone.visible_to(card, viewer)


def leak(shown: Sequence[Event], before: Mapping[ZoneId, Zone], after: Mapping[ZoneId, Zone],
         viewer: PlayerId) -> str | None:
    """The first card the events ``shown`` to ``viewer`` (already redacted) name while it moves
    between places ``viewer`` cannot see, or None."""
    for ev in shown:
        if isinstance(ev, CardsMoved):
            for card in ev.cards:
                if card is None:
                    continue
                at_src = _seen_at(before, ev.src, card, viewer) or (
                    ev.src not in before and _seen_at(after, ev.src, card, viewer))
                at_dst = _seen_at(after, ev.dst, card, viewer) or (
                    ev.dst not in after and _seen_at(before, ev.dst, card, viewer))
                if not (at_src or at_dst):
                    return (f"events shown to {viewer} name card {card} moving {ev.src} -> {ev.dst}, "
                            f"places {viewer} cannot see")
    return None


def mismatch(piles: Piles, view: TableView) -> str | None:
    """Where the followed piles differ from the rebuilt view (order aside), or None."""
    for zid in sorted(set(piles) | set(view.zones)):
        mine = piles.get(zid, [])
        shown = list(view.zones[zid].cards) if zid in view.zones else []
        if mine == shown:
            continue
        if len(mine) != len(shown):
            return f"{zid}: following the events gives {len(mine)} cards, the view has {len(shown)}"
        missing = Counter(c for c in shown if c is not None) - Counter(c for c in mine if c is not None)
        if missing:
            return f"{zid}: the view shows {sorted(missing)} that the events never showed there"
        extra = Counter(c for c in mine if c is not None) - Counter(c for c in shown if c is not None)
        if extra:
            return f"{zid}: the events showed {sorted(extra)} there, the view hides them"
    return None


class _Views:
    """Every seat's view of one state, kept for the next step (whose state before is this
    step's state after): the harness walks a match step by step."""

    def __init__(self) -> None:
        self.state: Any = None
        self.views: dict[PlayerId, TableView] = {}

    def of(self, rules: BaseRules[Any], state: Any, viewers: Sequence[PlayerId]) -> dict[PlayerId, TableView]:
        if state is not self.state:
            self.state, self.views = state, {v: rules.view(state, v) for v in viewers}
        return self.views


_views_before, _views_after = _Views(), _Views()


def check_step_secrecy(rules: BaseRules[Any], before_state: Any, after_state: Any,
                       events: Sequence[Event], num_players: int) -> str | None:
    """Both promises for one step, for every seat and ``PUBLIC``; the first problem or None.

    The seats' views of ``after_state`` are kept for the next call, whose ``before_state`` it
    is when the harness walks a match (a cache keyed by the state object itself)."""
    global _views_before, _views_after
    viewers = (*range(num_players), PUBLIC)
    before, after = rules.zones(before_state), rules.zones(after_state)
    if _views_after.state is before_state:  # the last step's views after are these views before
        _views_before, _views_after = _views_after, _views_before
    old = _views_before.of(rules, before_state, viewers)
    new = _views_after.of(rules, after_state, viewers)
    for viewer in viewers:
        shown = redact(events, before, after, viewer)
        problem = leak(shown, before, after, viewer)
        if problem:
            return problem
        try:
            piles = follow(old[viewer], shown, viewer)
        except FollowError as exc:
            return f"seat {viewer} cannot follow the events: {exc}"
        problem = mismatch(piles, new[viewer])
        if problem:
            return f"seat {viewer}, view rebuilt vs followed: {problem}"
    return None
