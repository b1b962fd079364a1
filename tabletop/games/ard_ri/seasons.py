"""The year moving on (A-5–A-17): seasons and turns, commits, draws, Samhain, Winter's
actions, and the end of Winter. Pure functions of the state; events are appended to ``ev``.
Raids and céilsine are in ``raids.py``.
"""

from __future__ import annotations

from ...core.cards import restacked
from ...core.events import CardsMoved, Event, Notice, PhaseChanged, TurnChanged, ZoneShuffled
from ...core.rng import Rng
from . import raids
from .cards import IS_WARRIOR, VALUE
from .cards import deck as card_deck
from .state import SEASONS, ArdState, put, without
from .upkeep import UPKEEP
from .wealth import order_of_play

__all__ = ["SEASONS", "start_season", "commit", "plain", "plunder", "draw", "next_turn"]

FIRST_STAGE = {"spring": "cattle", "summer": "warriors", "autumn": "draw", "winter": "act"}


def start_season(s: ArdState, season: str, ev: list[Event]) -> ArdState:
    """A-5: recompute the order at the start of each season; a festival (Samhain) keeps the
    order of the season before it (D-A5). Bealtaine (A-7) has no effect in the basic game:
    it is the place court abilities would trigger (D-A21, D-A27)."""
    order = s.order if season == "samhain" else order_of_play(s.fields, s.order)
    if season == "summer":
        ev.append(PhaseChanged("bealtaine"))  # hook point: no effect in the basic game
    ev.append(PhaseChanged(season))
    return next_turn(s._replace(season=season, order=order, idx=0), ev)


def next_turn(s: ArdState, ev: list[Event]) -> ArdState:
    """The seat at ``s.idx`` begins, or the season ends; Samhain passes over seats with no
    warriors (public knowledge)."""
    while True:
        if s.idx >= s.n:
            return end_season(s, ev)
        p = s.order[s.idx]
        stage = samhain_stage(s, p) if s.season == "samhain" else FIRST_STAGE[s.season]
        if stage:
            ev.append(TurnChanged(p))
            return s._replace(stage=stage)
        s = s._replace(idx=s.idx + 1)


def end_season(s: ArdState, ev: list[Event]) -> ArdState:
    if s.season != "winter":
        return start_season(s, SEASONS[SEASONS.index(s.season) + 1], ev)
    s = end_of_winter(s, ev)
    if s.round >= s.rounds:  # D-A23: the round limit
        ev.append(PhaseChanged("over"))
        return s._replace(season="over", stage="")
    return start_season(s._replace(round=s.round + 1), "spring", ev)


def end_of_winter(s: ArdState, ev: list[Event]) -> ArdState:
    """A-13: warriors in the Marches go home face up (proven); stolen cattle join the raider's
    Cattle Field."""
    houses, fields, proven = list(s.houses), list(s.fields), set(s.proven)
    for p in range(s.n):
        mine = tuple(c for c, o in zip(s.marches, s.m_owner, strict=True) if o == p)
        warriors = tuple(c for c in mine if IS_WARRIOR[c])
        cattle = tuple(c for c in mine if not IS_WARRIOR[c])
        if warriors:
            ev.append(CardsMoved(warriors, "marches", f"roundhouse/{p}"))
            houses[p] += warriors
            proven.update(warriors)
        if cattle:
            ev.append(CardsMoved(cattle, "marches", f"field/{p}"))
            fields[p] += cattle
    return s._replace(houses=tuple(houses), fields=tuple(fields), proven=tuple(sorted(proven)),
                      marches=(), m_owner=())


def samhain_stage(s: ArdState, p: int) -> str:
    """A-10 for seat ``p``: exile if it has unproven warriors, else desert or pay (or nothing)."""
    house = s.houses[p]
    if not house:
        return ""
    if any(c not in s.proven for c in house):
        return "exile"
    return upkeep_stage(s, p)


def upkeep_stage(s: ArdState, p: int) -> str:
    warriors = len(s.houses[p])
    if not warriors:
        return ""
    total = sum(VALUE[c] for c in s.fields[p])
    return "pay" if total >= UPKEEP * warriors else "desert"


def done(s: ArdState, ev: list[Event]) -> ArdState:
    """The acting seat's turn this season is over."""
    return next_turn(s._replace(idx=s.idx + 1, stage="", aims=(), target=-1, attack=(), blocks=(),
                                defence=(), loot=()), ev)


def draw(s: ArdState, p: int, k: int, ev: list[Event]) -> ArdState:
    """Seat ``p`` draws ``k`` from the Draw-Deck; A-14: an empty deck is remade from the
    shuffled Discard pile (never the Otherworld or Wilderness); if both are empty the rest of
    the draw is lost."""
    deck, discard, got = list(s.deck), s.discard, []
    shuffles = s.shuffles
    while k > 0:
        if not deck:
            if not discard:
                ev.append(Notice("lost", (p, k), p))
                break
            if got:
                ev.append(CardsMoved(tuple(got), "deck", f"hand/{p}"))
                s = s._replace(hands=put(s.hands, p, s.hands[p] + tuple(got)))
                got = []
            ev.append(CardsMoved(discard, "discard", "deck"))
            s = s._replace(known=without(s.known, discard))  # face down again: forgotten
            deck = Rng.derived(s.seed, "reshuffle", shuffles).shuffled(sorted(discard))
            if s.stacks:  # a stacked order for this reshuffle, top first (the top is last)
                spec = card_deck(s.decks)
                deck = list(reversed(restacked(spec, deck[::-1], s.stacks[0])))
                s = s._replace(stacks=s.stacks[1:])
            shuffles += 1
            ev.append(ZoneShuffled("deck"))
            discard = ()
        got.append(deck.pop())
        k -= 1
    if got:
        ev.append(CardsMoved(tuple(got), "deck", f"hand/{p}"))
    return s._replace(deck=tuple(deck), discard=discard, shuffles=shuffles,
                      hands=put(s.hands, p, s.hands[p] + tuple(got)))


def plain(s: ArdState, p: int, kind: str, ev: list[Event]) -> ArdState:
    """The one-word moves: pass, draw, take, keep, hunt, withdraw, decline."""
    if kind == "pass":
        return done(s, ev)
    if kind == "draw":  # A-9 from the Draw-Deck
        return done(draw(s, p, s.idx + 1, ev), ev)
    if kind == "take":  # the whole Wilderness (it holds no more than k)
        got = s.wilderness
        ev.append(CardsMoved(got, "wilderness", f"hand/{p}"))
        s = s._replace(wilderness=(), hands=put(s.hands, p, s.hands[p] + got),
                       known=tuple(sorted(set(s.known) | set(got))))
        return done(s, ev)
    if kind == "keep":  # exile nobody
        return after_exile(s, p, ev)
    if kind == "hunt":  # hunt with no warriors
        return done(draw(s, p, 3, ev), ev)
    if kind == "withdraw":  # A-15 step 5: not enforced, céilsine fails
        ev.append(Notice("failed", (p, s.target), p))
        return done(s, ev)
    if kind == "decline":
        return raids.blocked(s, s.defence[0], ev)
    raise ValueError(kind)


def after_exile(s: ArdState, p: int, ev: list[Event]) -> ArdState:
    stage = upkeep_stage(s, p)
    return s._replace(stage=stage) if stage else done(s, ev)


def commit(s: ArdState, p: int, choice: str, ev: list[Event]) -> ArdState:
    pend = s.pending[p]
    s = s._replace(pending=put(s.pending, p, ()))
    if choice == "cattle":
        ev.append(CardsMoved(pend, f"pending/{p}", f"field/{p}"))
        return done(s._replace(fields=put(s.fields, p, s.fields[p] + pend)), ev)
    if choice == "warriors":  # face down, unproven
        ev.append(CardsMoved(pend, f"pending/{p}", f"roundhouse/{p}"))
        return done(s._replace(houses=put(s.houses, p, s.houses[p] + pend)), ev)
    if choice == "take":  # A-9 from the Wilderness, chosen cards
        ev.append(CardsMoved(pend, f"pending/{p}", f"hand/{p}"))
        return done(s._replace(hands=put(s.hands, p, s.hands[p] + pend)), ev)
    if choice == "exile":  # A-10 step 1: face up to the Wilderness, 2 cards each
        ev.append(CardsMoved(pend, f"pending/{p}", "wilderness"))
        s = draw(s._replace(wilderness=s.wilderness + pend), p, 2 * len(pend), ev)
        return after_exile(s, p, ev)
    if choice == "desert":  # A-10 step 3: no draw
        ev.append(CardsMoved(pend, f"pending/{p}", "wilderness"))
        ev.append(Notice("deserted", (p, len(pend)), p))
        return after_exile(s._replace(wilderness=s.wilderness + pend), p, ev)
    if choice == "pay":  # A-10 step 2
        ev.append(CardsMoved(pend, f"pending/{p}", "discard"))
        return done(s._replace(discard=s.discard + pend), ev)
    if choice == "hunt":  # to the Marches, draw 3 + hunters
        ev.append(CardsMoved(pend, f"pending/{p}", "marches"))
        s = s._replace(marches=s.marches + pend, m_owner=s.m_owner + (p,) * len(pend))
        return done(draw(s, p, 3 + len(pend), ev), ev)
    if choice in ("raid", "enforce"):
        return raids.attack(s, p, pend, choice, ev)
    if choice == "block":
        return raids.block(s, p, pend, ev)
    if choice == "gift":
        return raids.gift(s, p, pend, ev)
    raise ValueError(choice)


def plunder(s: ArdState, p: int, cards: tuple[int, ...], ev: list[Event]) -> ArdState:
    return raids.plunder(s, p, cards, ev)


