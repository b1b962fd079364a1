"""The interaction index: which gestures the local human may make, built from legal actions.

The UI never decides legality. ``InteractionIndex.build`` maps every legal action to a
gesture (architecture B5):

* an action with cards and a destination zone is a **drag** of its first card onto that zone;
* an action with cards and no destination is a **click** on its first card;
* an action without cards is a **button** labelled with ``rules.describe``; if it names a
  source zone it is also a click on that zone (draw from a pile, take the discard pile).

A card with exactly one legal move can be played by clicking it (click-to-play). Cards the
player has gathered for a multi-card decision (``carry``: the pending zone's cards) travel
together: an action without cards that takes them from that zone to a destination (a commit)
is also a drag of any of them, carrying all (issue 13, part 3). A commit is never a click on
its source, the gathered cards: a click there takes a card back (``selection.py``), as in
every card game; it is a click on its destination place instead. A game can
override the mapping per action (``gesture`` callback) where the default is wrong, and may
give one action several gestures (a list): e.g. a Keltis stone claim is a drag of either card
onto the other (a drag's destination may be a card), onto the stone, or a button. This
module is pure (no pygame): the harness and tests use it without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ...core.actions import Action
from ...core.ids import CardId, ZoneId
from ...core.steps import pending_owner


@dataclass(frozen=True, slots=True)
class Drag:
    grab: CardId
    cards: tuple[CardId, ...]
    dst: ZoneId | CardId  # a zone, or a card to drop onto
    click: bool = True  # False: a click on the card never plays this move (drag only)


@dataclass(frozen=True, slots=True)
class Click:
    target: ZoneId | CardId


@dataclass(frozen=True, slots=True)
class Button:
    label: str
    group: str = "actions"


Gesture = Drag | Click | Button
GestureFn = Callable[[Action], "Gesture | list[Gesture] | None"]


def default_gesture(a: Action, describe: Callable[[Action], str]) -> Gesture:
    if a.cards and a.dst:
        return Drag(a.cards[0], a.cards, a.dst)
    if a.cards:
        return Click(a.cards[0])
    return Button(describe(a))


@dataclass
class InteractionIndex:
    drags: dict[CardId, list[tuple[Drag, Action]]] = field(default_factory=dict)
    card_clicks: dict[CardId, list[Action]] = field(default_factory=dict)
    zone_clicks: dict[ZoneId, list[Action]] = field(default_factory=dict)
    buttons: list[tuple[Button, Action]] = field(default_factory=list)
    #: identical copies the rules list once (Treasure with two decks: one action per code, the
    #: lowest id): a copy the moves do not name -> the copy lying beside it that they do. The
    #: board makes the copy a hand touches the named one (``TableBoard.take_twin``), so either
    #: copy plays alike (``twins_of``)
    twins: dict[CardId, CardId] = field(default_factory=dict)

    @classmethod
    def build(cls, actions: Iterable[Action], describe: Callable[[Action], str],
              gesture: GestureFn | None = None,
              carry: Mapping[ZoneId, tuple[CardId, ...]] | None = None) -> InteractionIndex:
        idx = cls()
        for a in actions:
            got = (gesture(a) if gesture else None) or default_gesture(a, describe)
            for g in (got if isinstance(got, list) else [got]):
                idx._add(g, a)
            carried = carry.get(a.src, ()) if carry and a.src is not None else ()
            if carried and not a.cards and a.dst is not None:  # drag the selection as one
                for c in carried:  # (a click on a gathered card takes it back: no click)
                    idx._add(Drag(c, (c, *(o for o in carried if o != c)), a.dst, click=False), a)
        return idx

    def _add(self, g: Gesture, a: Action) -> None:
        if isinstance(g, Drag):
            self.drags.setdefault(g.grab, []).append((g, a))
        elif isinstance(g, Click):
            if isinstance(g.target, str):
                self.zone_clicks.setdefault(g.target, []).append(a)
            else:
                self.card_clicks.setdefault(g.target, []).append(a)
        else:
            self.buttons.append((g, a))
            if a.src is not None and not a.cards:  # a pile to click; a commit, its destination
                place = a.dst if pending_owner(a.src) is not None else a.src
                if place is not None:
                    self.zone_clicks.setdefault(place, []).append(a)

    def twins_of(self, piles: Mapping[ZoneId, Sequence[tuple[CardId | None, str]]]) -> None:
        """Alias each face-up copy in ``piles`` (zone -> (card, its code) in order) that no
        move names to a copy of the same code in the same zone that one does."""
        active = self.active_cards()
        for cards in piles.values():
            named: dict[str, CardId] = {}
            for card, code in cards:
                if card is not None and card in active:
                    named.setdefault(code, card)
            for card, code in cards:
                if card is not None and card not in active and code in named:
                    self.twins[card] = named[code]

    @property
    def empty(self) -> bool:
        return not (self.drags or self.card_clicks or self.zone_clicks or self.buttons)

    def active_cards(self) -> set[CardId]:
        """Cards that react to the pointer (hover glow)."""
        return set(self.drags) | set(self.card_clicks)

    def can_grab(self, card: CardId) -> bool:
        return card in self.drags

    def destinations(self, card: CardId) -> set[ZoneId | CardId]:
        return {d.dst for d, _ in self.drags.get(card, ())}

    def carried(self, card: CardId) -> tuple[CardId, ...]:
        """The cards that travel with ``card`` when it is dragged (itself first)."""
        moves = self.drags.get(card)
        return moves[0][0].cards if moves else (card,)

    def drop(self, card: CardId, zone: ZoneId | CardId) -> list[Action]:
        """Actions for dropping ``card`` on ``zone`` or on a card (several: a choice is needed)."""
        return [a for d, a in self.drags.get(card, ()) if d.dst == zone]

    def click_card(self, card: CardId) -> list[Action]:
        """Actions a click on ``card`` may mean: its click actions, else its only move."""
        clicks = self.card_clicks.get(card)
        if clicks:
            return list(clicks)
        drags = self.drags.get(card, ())
        moves = list(dict.fromkeys(a for _, a in drags))  # one move, many drops
        if len(moves) != 1 or not any(d.click for d, _ in drags):
            return []  # (a game may keep a move off the click: Treasure's discard)
        return moves

    def click_zone(self, zone: ZoneId) -> list[Action]:
        return list(self.zone_clicks.get(zone, ()))

    def all_actions(self) -> list[Action]:
        out: list[Action] = []
        for moves in self.drags.values():
            out.extend(a for _, a in moves)
        for acts in (*self.card_clicks.values(), *self.zone_clicks.values()):
            out.extend(acts)
        out.extend(a for _, a in self.buttons)
        return list(dict.fromkeys(out))  # an action with several gestures is listed once


def reachable(actions: Sequence[Action], index: InteractionIndex) -> bool:
    """Whether every legal action has a gesture in ``index`` (the harness check)."""
    covered = set(index.all_actions())
    return all(a in covered for a in actions)
