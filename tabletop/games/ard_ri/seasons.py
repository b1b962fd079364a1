"""What the seats do in the Celtic year (A-6–A-11, A-14): commits of each season, the
one-word moves, draws from the Draw-Deck and Samhain's exile, desertion and upkeep. Pure
functions of the state; events are appended to ``ev``. The calendar (seasons, turns, the end
of Winter) is ``year.py``; raids and céilsine are ``raids.py``.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import restacked
from ...core.events import CardsMoved, Event, Notice, ZoneShuffled
from ...core.rng import Rng
from . import raids
from .cards import deck as card_deck
from .moves import FIELD, HAND, HOUSE, PENDING
from .state import SEASONS, ArdState, put, without
from .year import done, next_turn, start_season, upkeep_stage

__all__ = ["SEASONS", "start_season", "commit", "plain", "plunder", "draw", "next_turn"]


def draw(s: ArdState, p: int, k: int, ev: list[Event] | None) -> ArdState:
    """Seat ``p`` draws ``k`` from the Draw-Deck; A-14: an empty deck is remade from the
    shuffled Discard pile (never the Otherworld or Wilderness); if both are empty the rest of
    the draw is lost."""
    deck, discard, got = list(s.deck), s.discard, []
    shuffles = s.shuffles
    while k > 0:
        if not deck:
            if not discard:
                if ev is not None:
                    ev.append(Notice("lost", (p, k), p))
                break
            if got:
                if ev is not None:
                    ev.append(CardsMoved(tuple(got), "deck", HAND[p]))
                s = s._replace(hands=put(s.hands, p, s.hands[p] + tuple(got)))
                got = []
            if ev is not None:
                ev.append(CardsMoved(discard, "discard", "deck"))
            s = s._replace(known=without(s.known, discard))  # face down again: forgotten
            deck = Rng.derived(s.seed, "reshuffle", shuffles).shuffled(sorted(discard))
            if s.stacks:  # a stacked order for this reshuffle, top first (the top is last)
                spec = card_deck(s.decks)
                deck = list(reversed(restacked(spec, deck[::-1], s.stacks[0])))
                s = s._replace(stacks=s.stacks[1:])
            shuffles += 1
            if ev is not None:
                ev.append(ZoneShuffled("deck"))
            discard = ()
        got.append(deck.pop())
        k -= 1
    if got:
        if ev is not None:
            ev.append(CardsMoved(tuple(got), "deck", HAND[p]))
    return s._replace(deck=tuple(deck), discard=discard, shuffles=shuffles,
                      hands=put(s.hands, p, s.hands[p] + tuple(got)))


def drawn(s: ArdState, p: int, k: int, ev: list[Event] | None,
          changes: dict[str, Any]) -> tuple[ArdState, dict[str, Any] | None]:
    """``draw`` as changes for ``done`` to make in its one new state, added to ``changes``
    (which touch neither the deck nor the hands): (the state, the changes still to make).
    A draw that needs a reshuffle (or finds too few cards) is made by ``draw`` itself."""
    deck = s.deck
    if k <= 0 or len(deck) < k:
        return draw(s._replace(**changes) if changes else s, p, k, ev), None
    got = deck[:-k - 1:-1]  # the top (last) card first
    if ev is not None:
        ev.append(CardsMoved(got, "deck", HAND[p]))
    changes["deck"] = deck[:-k]
    changes["hands"] = put(s.hands, p, s.hands[p] + got)
    return s, changes


def plain(s: ArdState, p: int, kind: str, ev: list[Event] | None) -> ArdState:
    """The one-word moves: pass, draw, take, keep, hunt, withdraw, decline."""
    if kind == "pass":
        return done(s, ev)
    if kind == "draw":  # A-9 from the Draw-Deck
        s, changes = drawn(s, p, s.idx + 1, ev, {})
        return done(s, ev, changes)
    if kind == "take":  # the whole Wilderness (it holds no more than k)
        got = s.wilderness
        if ev is not None:
            ev.append(CardsMoved(got, "wilderness", HAND[p]))
        return done(s, ev, {"wilderness": (), "hands": put(s.hands, p, s.hands[p] + got),
                            "known": tuple(sorted(set(s.known) | set(got)))})
    if kind == "keep":  # exile nobody
        return after_exile(s, p, ev)
    if kind == "hunt":  # hunt with no warriors
        s, changes = drawn(s, p, 3, ev, {})
        return done(s, ev, changes)
    if kind == "withdraw":  # A-15 step 5: not enforced, céilsine fails
        if ev is not None:
            ev.append(Notice("failed", (p, s.target), p))
        return done(s, ev)
    if kind == "decline":
        return raids.blocked(s, s.defence[0], ev)
    raise ValueError(kind)


def after_exile(s: ArdState, p: int, ev: list[Event] | None,
                changes: dict[str, Any] | None = None) -> ArdState:
    """Exile is over: upkeep, or the turn's end. ``changes`` (touching neither the
    Roundhouse nor the Cattle Field the upkeep reads) are made in the same new state."""
    stage = upkeep_stage(s, p)
    if stage:
        return s._replace(stage=stage, **changes) if changes else s._replace(stage=stage)
    return done(s, ev, changes)


def commit(s: ArdState, p: int, choice: str, ev: list[Event] | None) -> ArdState:
    pend = s.pending[p]
    cleared = put(s.pending, p, ())
    if choice == "cattle":
        if ev is not None:
            ev.append(CardsMoved(pend, PENDING[p], FIELD[p]))
        return done(s, ev, {"pending": cleared, "fields": put(s.fields, p, s.fields[p] + pend)})
    if choice == "warriors":  # face down, unproven
        if ev is not None:
            ev.append(CardsMoved(pend, PENDING[p], HOUSE[p]))
        return done(s, ev, {"pending": cleared, "houses": put(s.houses, p, s.houses[p] + pend)})
    if choice == "take":  # A-9 from the Wilderness, chosen cards
        if ev is not None:
            ev.append(CardsMoved(pend, PENDING[p], HAND[p]))
        return done(s, ev, {"pending": cleared, "hands": put(s.hands, p, s.hands[p] + pend)})
    if choice == "pay":  # A-10 step 2
        if ev is not None:
            ev.append(CardsMoved(pend, PENDING[p], "discard"))
        return done(s, ev, {"pending": cleared, "discard": s.discard + pend})
    if choice == "exile":  # A-10 step 1: face up to the Wilderness, 2 cards each
        if ev is not None:
            ev.append(CardsMoved(pend, PENDING[p], "wilderness"))
        s, changes = drawn(s, p, 2 * len(pend), ev, {"pending": cleared, "wilderness": s.wilderness + pend})
        return after_exile(s, p, ev, changes)
    if choice == "desert":  # A-10 step 3: no draw
        if ev is not None:
            ev.append(CardsMoved(pend, PENDING[p], "wilderness"))
            ev.append(Notice("deserted", (p, len(pend)), p))
        return after_exile(s, p, ev, {"pending": cleared, "wilderness": s.wilderness + pend})
    if choice == "hunt":  # to the Marches, draw 3 + hunters
        if ev is not None:
            ev.append(CardsMoved(pend, PENDING[p], "marches"))
        s, changes = drawn(s, p, 3 + len(pend), ev, {"pending": cleared, "marches": s.marches + pend,
                                                      "m_owner": s.m_owner + (p,) * len(pend)})
        return done(s, ev, changes)
    s = s._replace(pending=cleared)
    if choice in ("raid", "enforce"):
        return raids.attack(s, p, pend, choice, ev)
    if choice == "block":
        return raids.block(s, p, pend, ev)
    if choice == "gift":
        return raids.gift(s, p, pend, ev)
    raise ValueError(choice)


def plunder(s: ArdState, p: int, cards: tuple[int, ...], ev: list[Event] | None) -> ArdState:
    return raids.plunder(s, p, cards, ev)


