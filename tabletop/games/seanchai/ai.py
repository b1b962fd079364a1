"""Seanchaí's AI hooks for the shared Easy/Medium/Hard levels (``ai/hooks.py``).

``greedy`` reads only the legal moves, the acting seat's own hand and the public zones (it
never peeks: the no-peek test runs it): it counters whenever it can, pairs towards scéalta,
plays Shamrocks for the extra flip, aims Dark cards at the leader and discards what it
needs least (keeping counters and scéal cards). ``rollout`` is a cheaper version of the same
for play-outs (with two players, and in team play, Hard's play-outs, ``rollout_as``, play
the other side by ``greedy`` itself); ``evaluate`` turns the score so far (the finished
hands plus the point fields, minus an estimate of the cards still in hand) into each seat's
winning chances;
``round_over`` marks the end of a hand (the count) so play-outs may stop there.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from ...ai.levels import HARD, MEDIUM
from ...core.actions import Action
from ...core.protocols import AiHooksBase
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
from .rules import HANDS
from .state import SState, side_of

#: cards worth keeping in hand for Dark Powers: every counter
_COUNTERS = frozenset().union(*COUNTER_IDS.values())
_STO = frozenset(ID[c] for c in STONEWORK)
_GOLD = frozenset(ID[c] for c in GOLD)


def _leader(rules: BaseRules, s: SState, p: int, targets: list[Action]) -> Action:
    """The Dark use aimed at the opponent with the highest score (ties: the next seat)."""
    scores = rules.view(s, p).info["scores"]  # through the seat's own view: no peeking
    return _at_leader(scores, s.n, p, targets)


def _at_leader(scores: list[int] | tuple[int, ...], n: int, p: int, targets: list[Action]) -> Action:
    return max(targets, key=lambda a: (scores[int(a.choice or 0)], -((int(a.choice or 0) - p) % n)))


def _use(rules: BaseRules, s: SState, uses: list[Action], rng: Rng) -> Action:
    """The play-outs' Dark use: a card at random, aimed as greedy aims it, at the leader.
    With more than two players the greedy seats all aim at whoever leads, so play-outs
    that aimed at random let the search lead into their fire (Hard with five players was
    no better than greedy until its play-outs aimed this way; docs/ai.md). The card is
    drawn first, as before, so two-player play-outs draw the same random numbers."""
    pick = _pick(uses, rng)
    if s.n == 2 or pick.kind != "use":
        return pick
    same = [a for a in uses if a.cards == pick.cards and a.src == pick.src]
    if len(same) == 1:
        return pick
    totals = rules.side_totals(s)
    return _at_leader([totals[side_of(s, q)] for q in range(s.n)], s.n, pick.player, same)


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


#: Seanchaí's levels (docs/ai.md has the figures behind them). Both search levels are flat
#: determinized Monte Carlo (PIMC) with ``_policy`` play-outs that stop at the end of the hand
#: in play (a four-hand match is long and the next deal is chance anyway), evaluated there;
#: a move that itself ends the hand is evaluated at once. A tree (the shared Medium) walked on
#: into the next hand below such a move and undervalued going out. Medium: 20 worlds with 20 %
#: random moves in the play-outs; Hard: 100 worlds, no random moves (200 were no stronger in
#: our probes and cost twice the time), and with two players its play-outs play the rival as
#: greedy itself (``SeanchaiAI.rollout_as``): 88.3 % against greedy where ``_policy`` for both
#: seats won 81.4 % on the same 90 deals it was chosen on, 83.2 % against 81.5 % over the 300
#: deals of seeds 31-40 but even on the seven seeds not used to choose it (2026-11-28,
#: docs/ai.md), for about 1.35 times the CPU. In team play the other team is played so too:
#: 76.2 % against 73.2 % on the same 200 games (seeds 1-3), for about 1.6 times the CPU.
_SEARCH = replace(HARD.search, stop_at_round=True, round_end_at_once=True)
SEANCHAI_LEVELS = {
    "medium": replace(MEDIUM, search=replace(_SEARCH, iterations=20, epsilon=0.2, time_ms=250.0,
                                             deadline_ms=300.0)),
    "hard": replace(HARD, search=replace(_SEARCH, iterations=100, rollout_as=True)),
}


#: The logistic scale (points) of a side's lead over the best other side as its chance to win
#: the match, by the number of sides and the hands still to play after this one (1, 2, 3).
#: Fitted by maximum likelihood on greedy-against-greedy matches (2,000 with two players,
#: 600-800 with three to five and with teams; docs/ai.md): the more hands to come, the less a
#: lead says, as the deal's luck adds up. A fixed 25 before made the search treat a 20-point
#: lead after the first hand as two-thirds of a won match; it is nearer three-fifths.
_LEAD_SCALE = {2: (35.0, 50.0, 60.0), 3: (35.0, 50.0, 70.0), 4: (35.0, 50.0, 55.0),
               5: (30.0, 35.0, 40.0)}


def lead_scale(sides: int, hands_left: int) -> float:
    """The scale for ``sides`` sides with ``hands_left`` hands still to play after this one
    (mid-hand, the hand in play counts as one to come)."""
    row = _LEAD_SCALE[min(max(sides, 2), 5)]
    return row[min(max(hands_left, 1), len(row)) - 1]


def _pick(options: list[Action], rng: Rng) -> Action:
    return options[0] if len(options) == 1 else options[rng.randrange(len(options))]


def _policy(rules: BaseRules, s: SState, rng: Rng) -> Action:
    """The play-out policy (it runs on determinized worlds, where it may read everything):
    greedy's rules of thumb, made cheap. Counter always; pair when possible (a hand card
    rather than a wild, a pair that completes or builds a scéal first; a flipped card with a
    hand card first, which also empties the hand); take Dark cards and Shamrocks off the
    tableau before flipping; play Shamrocks; use a Dark card from the hand as the discard;
    else discard at random one of the cards least worth keeping. Every Dark card is aimed at
    the leader, as greedy aims it (``_use``)."""
    legal = rules.legal_actions(s)
    first = legal[0]
    kind = first.kind
    if kind in ("counter", "next", "target"):
        if kind == "target" and len(legal) > 1:
            return _pick(list(legal), rng)
        return first
    stage = s.stage
    if stage == "answer":
        return first  # decline: the only move
    if kind == "pair":
        side = side_of(s, first.player)
        best: list[Action] = []
        best_v = -1000
        for a in legal:
            if a.kind != "pair":
                break
            x, y = a.cards
            v = 0
            if stage == "flipped":
                if a.choice == "hand":
                    v += 8 if KIND[y] != WILD else -4
            elif KIND[x] == WILD:
                v -= 4
            if s.scealta:
                v += _sceal_gain(s, side, a.cards)
            if v > best_v:
                best, best_v = [a], v
            elif v == best_v:
                best.append(a)
        if stage == "flipped" or best_v > -4:
            return _pick(best, rng)
    if stage == "flipped":
        if kind == "use":
            return _use(rules, s, list(legal), rng)
        return legal[-1]  # leave
    uses = [a for a in legal if a.kind == "use"]
    if stage == "act" and (uses or legal[-1].kind == "shamrock"):
        if uses:
            return _use(rules, s, uses, rng)
        return legal[-1]
    if stage == "act":
        for a in legal:
            if a.kind == "flip":
                return a
    if kind == "shamrock":
        return first
    if uses:
        return _use(rules, s, uses, rng)
    discards = [a for a in legal if a.kind == "discard"]
    if not discards:
        return _pick(list(legal), rng)
    low = min(_keep(s, a.cards[0]) for a in discards)
    return _pick([a for a in discards if _keep(s, a.cards[0]) == low], rng)


class SeanchaiAI(AiHooksBase):
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
        return _policy(rules, state, rng)

    def rollout_as(self, rules: BaseRules, state: Any, rng: Rng, me: int) -> Action:
        """The play-outs of a search by seat ``me`` (``SearchParams.rollout_as``): with two
        players the rival plays greedy's own move on the sampled world, where ``_policy``
        only approximates it (it agrees on about 85 % of the choices: the tie-breaks among
        discards and pairs, the ability's target and the Shamrock-or-Dark order differ), so
        each world predicts what a greedy rival would do there; the searcher's own moves stay
        ``_policy``'s. In team play the same holds for the other team's two seats (the
        partner plays as the searcher does). With three to five players and no teams every
        seat keeps ``_policy``."""
        s: SState = state
        if s.n == 2 or s.teams:
            p = rules.legal_actions(s)[0].player
            if side_of(s, p) != side_of(s, me):
                return self.greedy(rules, s, rng)
        return _policy(rules, s, rng)

    def round_over(self, rules: BaseRules, state: Any) -> bool:
        return state.stage in ("scored", "over")

    def evaluate(self, rules: BaseRules, state: Any) -> tuple[float, ...] | None:
        s: SState = state
        totals = rules.side_totals(s)
        if s.stage not in ("scored", "over"):
            for q in range(s.n):  # cards still in hand count against (an estimate: 5 each)
                totals[side_of(s, q)] -= 5 * len(s.hands[q])
        n_sides = len(totals)
        scale = lead_scale(n_sides, HANDS - s.hand_no - (1 if s.stage == "scored" else 0))
        out_side = []
        for side in range(n_sides):
            others = max(totals[o] for o in range(n_sides) if o != side)
            out_side.append(1.0 / (1.0 + math.exp(-(totals[side] - others) / scale)))
        return tuple(out_side[side_of(s, p)] for p in range(s.n))


AI = SeanchaiAI()

