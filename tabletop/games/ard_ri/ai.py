"""Ard Rí's AI hooks for the shared Easy/Medium/Hard levels (``ai/hooks.py``).

``greedy`` decides from what the acting seat sees: its own hand, Roundhouse and pending
cards, the public fields, Marches, Wilderness, proven warriors, the cards everyone knows and
the counts of the rest (the no-peek test re-deals every hidden card and expects the same
move). A multi-card choice is planned whole by an exact local solver and then gathered card
by card: the **upkeep** payment (the minimal payment that costs the least wealth, over every
subset of the cheapest field cards), the **blockers** (every assignment of defenders to
attackers, valued by the cattle they save and the warriors that die), the **gift** (one card
per suit that beats the target's visible highest cards at the least cost). ``rollout`` is
the same policy; ``evaluate`` turns clients, wealth, warriors and cards at the end of a round
into winning chances; ``round_over`` marks the start of a new round (or the end), so that
Medium and Hard play-outs stop there.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from ...ai.levels import Level
from ...core.actions import Action
from ...core.protocols import AiHooksBase
from ...core.rng import Rng
from ...core.rules import BaseRules
from ...core.steps import COMMIT, GATHER
from .cards import CODE, RANK, SUIT_NO, VALUE
from .moves import gift_sources
from .state import ArdState, clients, clients_to_win
from .upkeep import is_minimal_payment
from .wealth import wealth

WARRIOR_WORTH = {11: 5, 12: 7, 13: 9}  # a warrior's worth in cattle points (upkeep is 5)
#: Hard is the shared ISMCTS with the tactician's ε-greedy play-outs stopping at the round's
#: end (``tree.py``, ``plugin.bots["hard-tree"]``, issue 29); Medium is the tactician's policy
#: with its first steps searched over sampled worlds (``hard.py``, ``plugin.bots
#: ["hard-search"]``, Hard before). The shared ISMCTS with random play-outs (Medium before,
#: ``tree.RANDOM``, bot ``medium-random``) beat that bot head to head (docs/ai.md).
ARD_RI_LEVELS = {
    "medium": Level("medium", "Medium", bot="hard-search"),
    "hard": Level("hard", "Hard", bot="hard-tree"),
}


def _pick(legal: tuple[Action, ...], wanted: list[int]) -> Action | None:
    """The first gather of a wanted card (or a copy of it: the same code), else None."""
    codes = [CODE[c] for c in wanted]
    for a in legal:
        if a.kind == GATHER and CODE[a.cards[0]] in codes:
            return a
    return None


def _commit(legal: tuple[Action, ...]) -> Action | None:
    return next((a for a in legal if a.kind == COMMIT), None)


def _kind(legal: tuple[Action, ...], kind: str) -> Action | None:
    return next((a for a in legal if a.kind == kind), None)


def wealth_loss(field: tuple[int, ...], taken: tuple[int, ...] | list[int]) -> int:
    rest = list(field)
    for c in taken:
        rest.remove(c)
    return wealth(field) - wealth(rest)


def single_losses(field: tuple[int, ...]) -> dict[int, int]:
    """``wealth_loss(field, [c])`` for every card ``c`` of the field, in one pass: a card
    below its suit's second highest costs nothing, else its value less the suit's third."""
    by_suit: list[list[int]] = [[], [], [], []]
    for c in field:
        by_suit[SUIT_NO[c]].append(VALUE[c])
    for vals in by_suit:
        vals.sort(reverse=True)
    out = {}
    for c in field:
        vals = by_suit[SUIT_NO[c]]
        v = VALUE[c]
        if len(vals) < 2 or v >= vals[1]:
            out[c] = v - (vals[2] if len(vals) > 2 else 0)
        else:
            out[c] = 0
    return out


def best_payment(field: tuple[int, ...], chosen: tuple[int, ...], need: int) -> list[int]:
    """Exact over the field's cheapest cards (at most 12 after the chosen ones): the minimal
    payment holding ``chosen`` that loses the least wealth, then the least cattle."""
    losses = single_losses(field)
    rest = sorted((c for c in field if c not in chosen), key=lambda c: (losses[c], VALUE[c]))[:12]
    best: tuple[int, int] | None = None
    out: list[int] = []
    for k in range(len(rest) + 1):
        for extra in itertools.combinations(rest, k):
            pay = list(chosen) + list(extra)
            if not is_minimal_payment([VALUE[c] for c in pay], need):
                continue
            key = (wealth_loss(field + tuple(chosen), pay) if chosen else wealth_loss(field, pay),
                   sum(VALUE[c] for c in pay))
            if best is None or key < best:
                best, out = key, pay
    return out


def visible_highest(s: ArdState, t: int) -> tuple[int, int]:
    """The target's highest cattle per suit that everyone can see (field and known hand
    cards), and how many of its hand cards are unknown."""
    known = set(s.known)
    hand = s.hands[t] if s.target_zones == "field+hand" else ()  # the house rule: field only
    best = [0, 0, 0, 0]
    for c in s.fields[t] + tuple(c for c in hand if c in known):
        if VALUE[c] > best[SUIT_NO[c]]:
            best[SUIT_NO[c]] = VALUE[c]
    unknown = sum(1 for c in hand if c not in known)
    return sum(best), unknown


def best_gift(s: ArdState, p: int, beat: int) -> tuple[list[int], int]:
    """One cattle card per suit from hand or field: the cheapest gift worth more than
    ``beat`` (a field card costs its wealth, a hand card half its value), else the largest."""
    pend = s.pending[p]
    have = {SUIT_NO[c]: c for c in pend}
    hand, field = gift_sources(s, p)  # the gift.sources house rule
    cands: list[list[tuple[int, int, int]]] = [[], [], [], []]
    for c in hand:
        v = VALUE[c]
        if v:
            cands[SUIT_NO[c]].append((c, v, v // 2))
    losses = single_losses(field)
    for c in field:
        cands[SUIT_NO[c]].append((c, VALUE[c], losses[c] + 1))
    options: list[list[tuple[int, int, int]]] = []
    for suit in range(4):
        if suit in have:
            options.append([(have[suit], VALUE[have[suit]], 0)])
            continue
        cand = cands[suit]
        cand.sort(key=lambda x: (-x[1], x[2]))
        options.append(cand[:4])
    if any(not o for o in options):
        return [], 0
    firsts = [o[0] for o in options]  # each suit's highest card (the cheapest of equals)
    top = sum(x[1] for x in firsts)
    if top <= beat:  # nothing beats it: the largest gift, the first one met in product order
        return [x[0] for x in firsts], top
    # the cheapest gift worth more than ``beat``; ties: the first in product order
    best: tuple[tuple[int, int, int], ...] | None = None
    best_cost = 0
    o0, o1, o2, o3 = options
    for a in o0:
        for b in o1:
            ab, abc = a[1] + b[1], a[2] + b[2]
            for c in o2:
                abc_v, abc_c = ab + c[1], abc + c[2]
                for d in o3:
                    if abc_v + d[1] > beat:
                        cost = abc_c + d[2]
                        if best is None or cost < best_cost:
                            best, best_cost = (a, b, c, d), cost
    assert best is not None
    return [x[0] for x in best], sum(x[1] for x in best)


def best_blocks(s: ArdState, d: int) -> list[tuple[int, int]]:
    """Exact: every assignment of the defender's warriors at home to the open attackers
    aimed at it, valued by the plunder each block prevents and the combat's deaths."""
    taken = set(s.aims)
    attackers = [a for a, t in s.attack if t == d and a not in taken]
    defenders = list(s.houses[d])[:6]
    field = s.fields[d]

    def saved(a: int) -> int:
        same = sum(VALUE[c] for c in field if SUIT_NO[c] == SUIT_NO[a])
        other = max((VALUE[c] for c in field if SUIT_NO[c] != SUIT_NO[a]), default=0)
        if s.target >= 0:  # céilsine: blocking every enforcer keeps us free
            return 30
        return max(same, other)

    def fight(df: int, a: int) -> int:
        value = 0
        if RANK[df] >= RANK[a]:
            value += WARRIOR_WORTH[RANK[a]]
        if RANK[a] >= RANK[df]:
            value -= WARRIOR_WORTH[RANK[df]]
        return value

    best: list[tuple[int, int]] = []
    best_value = 0

    def search(i: int, used: frozenset[int], plan: list[tuple[int, int]], value: int) -> None:
        nonlocal best, best_value
        if value > best_value:
            best, best_value = list(plan), value
        if i == len(attackers):
            return
        search(i + 1, used, plan, value)
        a = attackers[i]
        for j, df in enumerate(defenders):
            if j not in used:
                plan.append((df, a))
                search(i + 1, used | {j}, plan, value + saved(a) + fight(df, a))
                plan.pop()

    search(0, frozenset(), [], 0)
    return best


def _plan_target(s: ArdState, p: int) -> tuple[str, int]:
    """Winter: céilsine on the weakest-looking rival, or a raid on the richest field, or a
    hunt. Returns (plan, target)."""
    others = [q for q in range(s.n) if q != p]
    mine = len(s.houses[p])
    need_wins = clients_to_win(s.n) - clients(s, p)
    best_ceil = None
    for t in others:
        if s.lord[t] == p:
            continue
        v, unknown = visible_highest(s, t)
        margin = min(unknown, 4) * 2
        gift, g = best_gift(s, p, v + margin)
        if not gift:
            continue
        strong = mine > len(s.houses[t])
        if g > v + margin or (strong and g > v):
            score = (g - v - margin) + (10 if need_wins == 1 else 0)
            if best_ceil is None or score > best_ceil[0]:
                best_ceil = (score, t)
    if best_ceil is not None:
        return "ceilsine", best_ceil[1]
    if mine:
        rich = max(others, key=lambda q: (wealth(s.fields[q]) - 4 * len(s.houses[q]), -q))
        if s.fields[rich] and mine > len(s.houses[rich]):
            return "raid", rich
    return "hunt", -1


class ArdRiAI(AiHooksBase):
    levels = ARD_RI_LEVELS

    def greedy(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        s: ArdState = state
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        p = legal[0].player
        st = s.stage
        pend = s.pending[p]
        if st == "cattle":
            if not pend:
                gains = []
                for suit in range(4):
                    cards = [c for c in s.hands[p] if VALUE[c] and SUIT_NO[c] == suit]
                    if cards:
                        gains.append((wealth(s.fields[p] + tuple(cards)) - wealth(s.fields[p]), -suit, cards))
                if not gains or max(gains)[0] <= 0:
                    return _kind(legal, "pass") or legal[-1]
                return _pick(legal, max(gains)[2]) or legal[0]
            return next((a for a in legal if a.kind == GATHER), None) or legal[-1]
        if st == "warriors":
            return next((a for a in legal if a.kind == GATHER), None) or legal[-1]
        if st == "draw":
            k = s.idx + 1
            if pend or (len(s.wilderness) >= k and k <= 3):
                wild = [a for a in legal if a.kind == GATHER]
                if wild:
                    return max(wild, key=lambda a: (RANK[a.cards[0]], -a.cards[0]))
                return _commit(legal) or _kind(legal, "take") or legal[0]
            return _kind(legal, "draw") or legal[0]
        if st == "exile":
            affordable = sum(VALUE[c] for c in s.fields[p]) // 5
            proven = [c for c in s.houses[p] if c in s.proven]
            down = sorted((c for c in s.houses[p] if c not in s.proven), key=lambda c: -RANK[c])
            keep = max(0, affordable - len(proven))
            exile = down[keep:]
            a = _pick(legal, exile) if exile else None
            if a is not None:
                return a
            return _commit(legal) or _kind(legal, "keep") or legal[-1]
        if st == "pay":
            need = 5 * len(s.houses[p])
            plan = best_payment(s.fields[p], pend, need)
            a = _pick(legal, [c for c in plan if c not in pend])
            return a or _commit(legal) or legal[0]
        if st == "desert":
            gathers = [a for a in legal if a.kind == GATHER]
            if gathers:
                return min(gathers, key=lambda a: (RANK[a.cards[0]], a.cards[0]))
            return legal[-1]
        if st == "defence":
            plan = best_blocks(s, p)
            for df, att in plan:
                for a in legal:
                    if a.kind == GATHER and a.cards[0] == df and a.choice and f"on:{att}" in a.choice:
                        return a
            for df, att in plan:  # a copy of the planned attacker (one move for both)
                for a in legal:
                    if a.kind == GATHER and a.cards[0] == df and a.choice and \
                            CODE[int(a.choice.split("on:")[1])] == CODE[att]:
                        return a
            return _commit(legal) or _kind(legal, "decline") or legal[-1]
        if st == "plunder":
            def gain(a: Action) -> tuple[int, int]:
                t = int((a.src or "field/0").split("/")[1])
                if len(a.cards) > 1:
                    taken = [a.cards[1]]
                else:
                    taken = [c for c in s.fields[t] if SUIT_NO[c] == SUIT_NO[a.cards[0]]]
                return (sum(VALUE[c] for c in taken) + wealth_loss(s.fields[t], taken), -a.cards[-1])
            return max(legal, key=gain)
        if st == "gift":
            v, unknown = visible_highest(s, s.target)
            gift, _ = best_gift(s, p, v + min(unknown, 4) * 2)
            a = _pick_gift(legal, gift)
            return a or _commit(legal) or legal[0]
        if st == "enforce":
            t = s.target
            home = len(s.houses[t])
            if len(s.houses[p]) + len(pend) > home:
                if len(pend) <= home:
                    gathers = [a for a in legal if a.kind == GATHER]
                    if gathers:
                        return min(gathers, key=lambda a: (RANK[a.cards[0]], a.cards[0]))
                return _commit(legal) or legal[0]
            return _kind(legal, "withdraw") or _commit(legal) or legal[0]
        if st in ("act", "hunt", "raid"):
            return self._winter(s, p, legal)
        return legal[0]

    def _winter(self, s: ArdState, p: int, legal: tuple[Action, ...]) -> Action:
        if s.stage == "hunt":
            more = [a for a in legal if a.kind == GATHER]
            return more[0] if more else legal[-1]
        if s.stage == "raid":
            t = s.aims[0]
            if len(s.pending[p]) <= len(s.houses[t]):
                more = [a for a in legal if a.kind == GATHER and a.choice and a.choice.endswith(f"raid:{t}")]
                if more:
                    return max(more, key=lambda a: (RANK[a.cards[0]], -a.cards[0]))
            return _commit(legal) or legal[-1]
        plan, t = _plan_target(s, p)
        if plan == "ceilsine":
            a = next((a for a in legal if a.kind == "ceilsine" and a.choice == str(t)), None)
            if a is not None:
                return a
        if plan == "raid":
            raids = [a for a in legal if a.kind == GATHER and a.choice and a.choice.endswith(f"raid:{t}")]
            if raids:
                return max(raids, key=lambda a: (RANK[a.cards[0]], -a.cards[0]))
        last = s.idx == s.n - 1
        hunters = [a for a in legal if a.kind == GATHER and a.choice and a.choice.endswith("hunt")]
        if last and hunters:
            return hunters[0]
        return _kind(legal, "hunt") or legal[0]

    def rollout(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        return self.greedy(rules, state, rng)

    def round_over(self, rules: BaseRules, state: Any) -> bool:
        s: ArdState = state
        return s.season == "over" or (s.round > 1 and s.season == "spring" and s.idx == 0
                                      and not any(s.pending))

    def evaluate(self, rules: BaseRules, state: Any) -> tuple[float, ...] | None:
        s: ArdState = state
        if s.season == "over":
            return rules.returns(s)
        worth = [40 * clients(s, p) + wealth(s.fields[p]) + 4 * len(s.houses[p]) + len(s.hands[p])
                 for p in range(s.n)]
        out = []
        for p in range(s.n):
            best_other = max(worth[q] for q in range(s.n) if q != p)
            out.append(1.0 / (1.0 + math.exp(-(worth[p] - best_other) / 15.0)))
        return tuple(out)


def _pick_gift(legal: tuple[Action, ...], gift: list[int]) -> Action | None:
    """The gather of a planned gift card: that very card (hand or field), else a copy."""
    return next((a for a in legal if a.kind == GATHER and a.cards[0] in gift), None) or _pick(legal, gift)


AI = ArdRiAI()
