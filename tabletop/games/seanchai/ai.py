"""Seanchaí's AI hooks for the shared Easy/Medium/Hard levels (``ai/hooks.py``).

``greedy`` reads only the legal moves, the acting seat's own hand and the public zones (it
never peeks: the no-peek test runs it): it counters whenever it can, pairs towards scéalta,
plays Shamrocks for the extra flip, aims Dark cards at the leader and discards what it
needs least (keeping counters and scéal cards). ``rollout`` is a cheaper version of the same
for play-outs; ``evaluate`` turns the score so far (the finished hands plus the point fields,
minus an estimate of the cards still in hand) into each seat's winning chances;
``round_over`` marks the end of a hand (the count) so play-outs may stop there.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from ...ai.levels import HARD, MEDIUM
from ...core.actions import Action
from ...core.rng import Rng
from ...core.rules import BaseRules
from .cards import (
    COUNTER_IDS,
    GOLD,
    ID,
    KIND,
    SCEAL,
    SCEAL_CARDS,
    STONEWORK,
    WILD,
)
from .rules import SState, side_of

#: cards worth keeping in hand for Dark Powers: every counter
_COUNTERS = frozenset().union(*COUNTER_IDS.values())
_STO = frozenset(ID[c] for c in STONEWORK)
_GOLD = frozenset(ID[c] for c in GOLD)


def _leader(rules: BaseRules, s: SState, p: int, targets: list[Action]) -> Action:
    """The Dark use aimed at the opponent with the highest score (ties: the next seat)."""
    scores = rules.view(s, p).info["scores"]  # through the seat's own view: no peeking
    return max(targets, key=lambda a: (scores[int(a.choice or 0)], -((int(a.choice or 0) - p) % s.n)))


def _sceal_gain(s: SState, side: int, cards: tuple[int, ...]) -> int:
    """How much closer ``cards`` put the side's point field to complete scéalta."""
    if not s.scealta:
        return 0
    have = set(s.fields[side])
    gain = 0
    for c in cards:
        sym = SCEAL[c]
        if not sym:
            continue
        got = sum(1 for x in SCEAL_CARDS[sym] if x in have or x in cards)
        gain += 40 if got == 3 else 6 * got
    return gain


def _keep(s: SState, c: int) -> int:
    """How much a hand card is worth keeping (the lowest is discarded)."""
    k = KIND[c]
    value = 0
    if s.dark and c in _COUNTERS:
        value += 6 + (2 if c in _GOLD or c not in _STO else 0)
    if k == WILD:
        value += 4
    if SCEAL[c] and s.scealta:
        value += 2
    return value


#: the shared levels, with play-outs that stop at the end of the hand in play and use
#: ``evaluate`` there: a four-hand match is long, and the next deal is chance anyway
SEANCHAI_LEVELS = {
    "medium": replace(MEDIUM, search=replace(MEDIUM.search, stop_at_round=True)),
    "hard": replace(HARD, search=replace(HARD.search, stop_at_round=True)),
}


class SeanchaiAI:
    levels = SEANCHAI_LEVELS

    def greedy(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        s: SState = state
        legal = rules.legal_actions(s)
        p = legal[0].player
        side = side_of(s, p)
        kinds = {a.kind for a in legal}
        if "counter" in kinds:
            return next(a for a in legal if a.kind == "counter")
        if "decline" in kinds:
            return legal[-1]
        uses = [a for a in legal if a.kind == "use"]
        if s.stage == "ability":
            return max(legal, key=lambda a: (_sceal_gain(s, side, a.cards), -a.cards[0]))
        pairs = [a for a in legal if a.kind == "pair"]
        if pairs:
            def pair_value(a: Action) -> tuple:
                wild_cost = sum(4 for c in a.cards if KIND[c] == WILD and c in s.hands[p])
                return (_sceal_gain(s, side, a.cards) - wild_cost, -a.cards[0], -a.cards[1])
            best = max(pairs, key=pair_value)
            if s.stage == "flipped" or pair_value(best)[0] > -4 or "flip" not in kinds:
                return best
        if s.stage in ("flipped", "redirect") and uses:
            return _leader(rules, s, p, uses)
        if s.stage == "flipped":
            return next(a for a in legal if a.kind == "leave")
        rocks = [a for a in legal if a.kind == "shamrock"]
        if rocks:
            return rocks[0]
        if s.stage == "act" and any(a.kind == "flip" or a.src == "tableau" for a in legal):
            if uses:
                return _leader(rules, s, p, uses)
            if "flip" in kinds:
                return next(a for a in legal if a.kind == "flip")
            return legal[0]
        if uses:  # discard a Dark card by using it: -10 out of our hand onto the leader's field
            return _leader(rules, s, p, uses)
        discards = [a for a in legal if a.kind == "discard"]
        if discards:
            return min(discards, key=lambda a: (_keep(s, a.cards[0]), a.cards[0]))
        return legal[0]

    def rollout(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        first = legal[0].kind
        if first == "counter":
            return legal[0]
        pairs = [a for a in legal if a.kind == "pair"]
        if pairs:
            return pairs[rng.randrange(len(pairs))]
        if first == "shamrock":
            return legal[0]
        return legal[rng.randrange(len(legal))]

    def round_over(self, rules: BaseRules, state: Any) -> bool:
        return state.stage in ("scored", "over")

    def evaluate(self, rules: BaseRules, state: Any) -> tuple[float, ...] | None:
        s: SState = state
        totals = rules.side_totals(s)
        if s.stage not in ("scored", "over"):
            for q in range(s.n):  # cards still in hand count against (an estimate: 5 each)
                totals[side_of(s, q)] -= 5 * len(s.hands[q])
        n_sides = len(totals)
        out_side = []
        for side in range(n_sides):
            others = max(totals[o] for o in range(n_sides) if o != side)
            out_side.append(1.0 / (1.0 + math.exp(-(totals[side] - others) / 25.0)))
        return tuple(out_side[side_of(s, p)] for p in range(s.n))


AI = SeanchaiAI()

