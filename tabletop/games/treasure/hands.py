"""The course of a Treasure hand: the deal (T-33), a rebuilt draw pile (T9.1, T-35), the
start of each turn with T-37's no-progress end and T9.2's exhausted pile, and the hand's end
and scoring (T11; the match ends at the target or after the last hand). Mixed into
``TreasureRules``, which provides ``deck`` and ``config``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.cards import DeckSpec, restacked, stacked_order
from ...core.events import (
    TURN_CHANGED,
    CardsFlipped,
    CardsMoved,
    Event,
    Notice,
    PhaseChanged,
    ScoreChanged,
    ZoneShuffled,
)
from ...core.ids import CardId
from ...core.rng import Rng
from . import scoring
from .meta import DRAW, HAND_CARDS, OVER, QUIET_ROUNDS, SCORED
from .state import TState, all_groups

#: ``TreasureRules._deck_of``'s decks, by the options' state fields
_DECKS: dict[tuple[Any, ...], DeckSpec] = {}


class HandCycle:
    """A hand's deal, turns and end, mixed into ``TreasureRules``."""

    def _deck_of(self, s: TState) -> DeckSpec:
        """``self.deck(self.config(s))``, remembered by the fields the config is made of (the
        seed aside, which neither the deck nor the config's check reads)."""
        key = (s.n, s.decks, s.gods2, s.max_hands, s.house, s.max_rebuilds, s.target, s.step,
               s.first_dealer)
        deck = _DECKS.get(key)
        if deck is None:
            deck = _DECKS[key] = self.deck(self.config(s))
        return deck

    def _deal(self, s: TState, events: list[Event] | None, stacked: Sequence[CardId] | None = None,
              first: bool = False) -> TState:
        """A fresh hand: every card shuffled; seat q gets the order's cards 9q…9q+8, the next
        card starts the discard pile, the rest is the draw pile (its first card on top).
        ``events`` None: no events (``apply_fast``; the hand cycle's methods all take it so)."""
        deck = self._deck_of(s)
        n = s.n
        if not first and events is not None:  # everything goes back into the draw pile first
            for q in range(n):
                if s.hands[q]:
                    events.append(CardsMoved(s.hands[q], f"hand/{q}", "stock"))
                for k, g in enumerate(s.groups[q]):
                    events.append(CardsMoved(g[1], f"group/{q}/{k}", "stock"))
            if s.discard:
                events.append(CardsMoved(s.discard, "discard", "stock"))
            events.append(ZoneShuffled("stock"))
        shuffled = Rng.derived(s.seed, "deal", s.hand_no).shuffled(range(len(deck)))
        if first:
            order = stacked_order(deck, shuffled, stacked)
        elif s.stacks:  # a stacked order for this hand's deal
            order = restacked(deck, shuffled, s.stacks[0])
            s = s._replace(stacks=s.stacks[1:])
        else:
            order = shuffled
        hands = tuple(tuple(sorted(order[q * HAND_CARDS:(q + 1) * HAND_CARDS])) for q in range(n))
        top = order[n * HAND_CARDS]
        stock = tuple(reversed(order[n * HAND_CARDS + 1:]))
        if not first and events is not None:
            for q in range(n):
                events.append(CardsMoved(hands[q], "stock", f"hand/{q}"))
            events.append(CardsMoved((top,), "stock", "discard"))
        empty: tuple[tuple[int, ...], ...] = ((),) * n
        s = s._replace(hands=hands, pending=empty, decl=empty, groups=empty, stock=stock,
                       discard=(top,), known=(), flags=s.house, builder_used=False, rebuilds=0,
                       turns=0, quiet=0, progress=False)
        return self._start_turn(s, (s.dealer + s.step) % n, events)

    def _rebuild(self, s: TState, events: list[Event] | None) -> TState:
        """T9.1: the top discard stays; the others are shuffled into a new draw pile (every
        rebuild counts, whatever caused it: T-35)."""
        under = s.discard[:-1]
        if events is not None:
            events.append(CardsMoved(under, "discard", "stock"))
            events.append(ZoneShuffled("stock"))
        stock = tuple(Rng.derived(s.seed, "rebuild", s.hand_no, s.rebuilds).shuffled(sorted(under)))
        if s.stacks:  # a stacked order for this rebuild, top first (the stock's top is last)
            stock = tuple(reversed(restacked(self._deck_of(s), stock[::-1], s.stacks[0])))
            s = s._replace(stacks=s.stacks[1:])
        if events is not None:
            events.append(Notice("rebuilt", (s.rebuilds + 1, s.max_rebuilds)))
        return s._replace(stock=stock, discard=s.discard[-1:], rebuilds=s.rebuilds + 1)

    def _start_turn(self, s: TState, p: int, events: list[Event] | None,
                    changes: dict[str, Any] | None = None) -> TState:
        """Seat ``p``'s turn begins (``changes``: the last move's, made in the same step).
        After a discard, the turn that ended counts toward T-37's no-progress end."""
        if changes:
            quiet = 0 if s.progress else s.quiet + 1
            if quiet < QUIET_ROUNDS * s.n and s.stock:  # the usual case, one new state
                if events is not None:
                    events.append(TURN_CHANGED[p])
                return s._replace(turn=p, stage=DRAW, turns=s.turns + 1, quiet=quiet,
                                  progress=False, **changes)
            s = s._replace(quiet=quiet, **changes)
        if s.quiet >= QUIET_ROUNDS * s.n:
            return self._end_hand(s, events, "stalled")
        if not s.stock:
            if len(s.discard) < 2 or s.rebuilds >= s.max_rebuilds:
                return self._end_hand(s, events, "exhausted")  # T9.2
            s = self._rebuild(s, events)
        if events is not None:
            events.append(TURN_CHANGED[p])
        return s._replace(turn=p, stage=DRAW, turns=s.turns + 1, progress=False)

    def hand_result(self, s: TState) -> list[tuple[int, int]]:
        """(table points, hand points) per seat for the hand as it lies (T11)."""
        table = scoring.table_points(all_groups(s), s.flags, s.n)
        return [(table[q], scoring.hand_points(s.hands[q], s.flags)) for q in range(s.n)]

    def _end_hand(self, s: TState, events: list[Event] | None, why: str) -> TState:
        result = self.hand_result(s)
        totals = tuple(t + a + b for t, (a, b) in zip(s.totals, result, strict=True))
        if events is not None:
            for q in range(s.n):
                events.append(ScoreChanged(q, sum(result[q]), totals[q]))
            events.append(Notice("hand_over", (why, s.turn)))
        s = s._replace(totals=totals, last=tuple(result))
        if events is not None:
            for q in range(s.n):
                if s.hands[q]:
                    events.append(CardsFlipped(s.hands[q], f"hand/{q}", True))
        if any(abs(t) >= s.target for t in totals) or s.hand_no + 1 >= s.max_hands:
            if events is not None:
                events.append(PhaseChanged(OVER))
            return s._replace(stage=OVER, known=())
        # the hand lies open for its scoring sheet until the next dealer deals
        if events is not None:
            events.append(PhaseChanged(SCORED))
        return s._replace(stage=SCORED, known=(), turn=(s.dealer + s.step) % s.n)
