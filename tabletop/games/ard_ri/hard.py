"""Ard Rí's Hard player: the greedy player's solvers with the tactics of céilsine and of home
defence, and a short search over the Winter action.

What the greedy player (``ai.py``) misses, and Hard knows:

* **enforced céilsine cannot fail when you outnumber the defence.** Each defender blocks one
  enforcer (A-12 step 2, A-15 step 5), and one unblocked enforcer is enough. So with more
  warriors at home than the target has at home, céilsine succeeds whatever the gift is worth:
  Hard then offers its *cheapest* gift (the target keeps it, D-A15) and sends exactly one
  warrior more than the target can block, its weakest ones;
* **warriors in the Marches cannot defend** (A-12): before it raids or hunts, Hard keeps at
  home at least as many warriors as any rival still to act this Winter has at home, so no
  one can enforce céilsine on it afterwards; if it cannot keep that many it does not send any;
* **blocking a céilsine that cannot be stopped** (more enforcers than defenders) only loses
  warriors: Hard then blocks only where its defender wins the fight outright;
* **the Wilderness holds only warriors**, known by everyone: in Autumn Hard takes them when
  it can feed them (or exile them at Samhain for two cards each).

On top of that policy, the Winter action (the one decision that can end the game at once)
is searched: each candidate first move is played out in sampled worlds (``determinize``: only
what the seat can see) with this policy to the end of the round, which is at most one Winter
away, and judged by the evaluation of the round's end (``ai.evaluate``). Every other decision
is the policy's. It reads only its own seat's cards and public facts; the no-peek tests
re-deal the rest and expect the same move.
"""

from __future__ import annotations

import time
from typing import Any

from ...ai.bots import BotBase
from ...core.actions import Action
from ...core.rng import Rng
from ...core.rules import BaseRules
from ...core.steps import GATHER
from .ai import AI, ArdRiAI, _commit, _kind, _plan_target, best_gift, visible_highest
from .cards import RANK, SUIT_NO, VALUE
from .moves import gift_possible, gift_sources
from .state import ArdState, clients

#: worlds sampled for the Winter action, per candidate move (deterministic: no clock)
WORLDS = 48
#: the timed bot (the app's) stops sampling after this long, once it has this many worlds
TIME_BUDGET_S = 0.6
MIN_WORLDS = 4
#: the decisions searched (their first step), with their share of ``WORLDS``: the rest of
#: the year is long to play out, the Winter short
SEARCHED = {"act": 1.0, "cattle": 0.25, "warriors": 0.25, "draw": 0.25, "exile": 0.25, "enforce": 0.5, "defence": 0.5}


def later_rivals(s: ArdState, p: int) -> list[int]:
    """The seats still to act this Winter after ``p`` (public: the order of play)."""
    return [q for q in s.order[s.idx + 1:] if q != p]


def home(s: ArdState, q: int) -> int:
    """Warriors in ``q``'s Roundhouse: the ones that can defend now (public count)."""
    return len(s.houses[q])


def can_gift(s: ArdState, q: int) -> bool:
    """Whether ``q`` may be able to offer a gift (a cattle card of each suit), judged from
    what everyone sees: the suits of its field and of its known hand cards, and whether its
    unknown hand cards are enough for the suits missing."""
    known = set(s.known)
    hand, field = gift_sources(s, q)  # the gift.sources house rule
    suits = {SUIT_NO[c] for c in field}
    unknown = 0
    for c in hand:
        if c not in known:
            unknown += 1
        elif VALUE[c]:
            suits.add(SUIT_NO[c])
    return 4 - len(suits) <= unknown


class Tactician(ArdRiAI):
    """The greedy player with the tactics above (Hard's policy, also its play-out policy)."""

    def greedy(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        s: ArdState = state
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        p = legal[0].player
        st = s.stage
        if st == "act":
            a = self._act(s, p, legal)
            if a is not None:
                return a
        elif st == "raid":
            return self._raid_more(s, p, legal)
        elif st == "gift":
            return self._gift(s, p, legal)
        elif st == "defence" and s.target >= 0:
            a = self._hopeless_defence(s, p, legal)
            if a is not None:
                return a
        return super().greedy(rules, s, rng)

    # --- Winter -----------------------------------------------------------------------------------
    def _sure_ceilsine(self, s: ArdState, p: int) -> int:
        """A target on whom céilsine cannot fail (we outnumber its defence), -1 none. Prefer
        the rival closest to winning (most clients), then the richest."""
        if not gift_possible(s, p):
            return -1
        mine = home(s, p)
        best, key = -1, None
        for t in range(s.n):
            if t == p or s.lord[t] == p or mine <= home(s, t):
                continue
            k = (clients(s, t), len(s.fields[t]), -t)
            if key is None or k > key:
                best, key = t, k
        return best

    def _safe_to_send(self, s: ArdState, p: int, sent: int) -> bool:
        """Whether ``p`` keeps enough warriors at home after sending ``sent`` of them: no rival
        still to act can then outnumber its defence (and so force céilsine)."""
        left = home(s, p) + len(s.pending[p]) - sent
        threats = [home(s, q) for q in later_rivals(s, p) if can_gift(s, q)]
        return not threats or left >= max(threats)

    def _act(self, s: ArdState, p: int, legal: tuple[Action, ...]) -> Action | None:
        t = self._sure_ceilsine(s, p)
        if t >= 0:
            a = next((a for a in legal if a.kind == "ceilsine" and a.choice == str(t)), None)
            if a is not None:
                return a
        plan, t = _plan_target(s, p)
        if plan == "ceilsine":
            return next((a for a in legal if a.kind == "ceilsine" and a.choice == str(t)), None)
        if plan == "raid":
            need = home(s, t) + 1
            if self._safe_to_send(s, p, need):
                raids = [a for a in legal if a.kind == GATHER and a.choice and a.choice.endswith(f"raid:{t}")]
                if raids:
                    return max(raids, key=lambda a: (RANK[a.cards[0]], -a.cards[0]))
        hunters = [a for a in legal if a.kind == GATHER and a.choice and a.choice.endswith("hunt")]
        if hunters and self._safe_to_send(s, p, 1) and not later_rivals(s, p):
            return hunters[0]
        return _kind(legal, "hunt") or legal[0]

    def _raid_more(self, s: ArdState, p: int, legal: tuple[Action, ...]) -> Action:
        t = s.aims[0]
        pend = s.pending[p]
        if len(pend) <= home(s, t) and self._safe_to_send(s, p, len(pend) + 1):
            more = [a for a in legal if a.kind == GATHER and a.choice and a.choice.endswith(f"raid:{t}")]
            if more:
                return max(more, key=lambda a: (RANK[a.cards[0]], -a.cards[0]))
        return _commit(legal) or legal[-1]

    def _gift(self, s: ArdState, p: int, legal: tuple[Action, ...]) -> Action:
        """The greedy gift, except that a sure céilsine (we outnumber the target's defence)
        whose gift would not beat the target's cards anyway gives the cheapest one."""
        t = s.target
        v, unknown = visible_highest(s, t)
        beat = v + min(unknown, 4) * 2
        gift, g = best_gift(s, p, beat)
        if home(s, p) > home(s, t) and g <= beat:
            gift = _cheapest_gift(s, p)
        a = next((a for a in legal if a.kind == GATHER and a.cards[0] in gift), None)
        return a or _commit(legal) or legal[0]

    def _hopeless_defence(self, s: ArdState, d: int, legal: tuple[Action, ...]) -> Action | None:
        """Céilsine enforced with more enforcers than we can block: it succeeds anyway, so
        block only where our defender kills its enforcer and survives."""
        taken = set(s.aims)
        open_attackers = [a for a, t in s.attack if t == d and a not in taken]
        if len(open_attackers) <= home(s, d):
            return None
        for a in legal:
            if a.kind == GATHER and a.choice and "on:" in a.choice:
                att = int(a.choice.split("on:")[1])
                if RANK[a.cards[0]] > RANK[att] and a.cards[0] in s.houses[d]:
                    return a
        return _commit(legal) or _kind(legal, "decline")


def _cheapest_gift(s: ArdState, p: int) -> list[int]:
    """One cattle card per suit, the lowest of each (a hand card before a field card of the
    same value: a field card may also cost wealth); the cards already given stay."""
    have = {SUIT_NO[c]: c for c in s.pending[p]}
    out: list[int] = []
    for suit in range(4):
        if suit in have:
            out.append(have[suit])
            continue
        hand, field = gift_sources(s, p)  # the gift.sources house rule
        cands = [(VALUE[c], 0, c) for c in hand if VALUE[c] and SUIT_NO[c] == suit]
        cands += [(VALUE[c], 1, c) for c in field if SUIT_NO[c] == suit]
        if cands:
            out.append(min(cands)[2])
    return out


TACTICIAN = Tactician()


class ArdRiHardBot(BotBase):
    """Ard Rí's Hard level: the tactician's policy, with the Winter action searched."""

    def __init__(self, rules: BaseRules, worlds: int = WORLDS, name: str = "hard") -> None:
        self.rules = rules
        self.worlds = worlds
        self.name = name
        self.budget_s: float | None = None

    def configure(self, deterministic: bool, iterations: int | None) -> ArdRiHardBot:
        """``iterations`` sets the worlds of the Winter action; without ``deterministic`` a
        decision also stops sampling after ``TIME_BUDGET_S`` (once ``MIN_WORLDS`` are in),
        so a slow or loaded machine still answers within a second."""
        if iterations is not None:
            self.worlds = iterations
        self.budget_s = None if deterministic else TIME_BUDGET_S
        return self

    def choose(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        s: ArdState = state
        share = SEARCHED.get(s.stage, 0.0)
        worlds = round(self.worlds * share)
        if worlds > 0 and not s.pending[legal[0].player]:
            return self._search(rules, s, rng, legal, worlds)
        return TACTICIAN.greedy(rules, s, rng)

    def candidates(self, s: ArdState, legal: tuple[Action, ...]) -> list[Action]:
        """The Winter action's first moves worth comparing: pass, hunt (alone or with the
        strongest proven warrior), céilsine on each target, and a raid on each target led by
        the strongest warrior (the policy gathers the rest of a raid or hunt)."""
        out: list[Action] = []
        lead: dict[str, Action] = {}
        for a in legal:
            if a.kind != GATHER:
                out.append(a)
                continue
            if s.stage == "cattle":
                key = str(SUIT_NO[a.cards[0]])  # the policy adds the rest of the suit
            elif s.stage == "act":
                key = str(a.choice).split(",")[-1]  # "hunt" or "raid:<t>"
            else:
                key = f"{a.cards[0]}:{a.choice}"
            best = lead.get(key)
            if best is None or (RANK[a.cards[0]], -a.cards[0]) > (RANK[best.cards[0]], -best.cards[0]):
                lead[key] = a
        return out + [lead[k] for k in sorted(lead)]

    def _search(self, rules: BaseRules, s: ArdState, rng: Rng, legal: tuple[Action, ...],
                worlds: int) -> Action:
        """Flat Monte Carlo over the candidates: the same sampled worlds for each (common
        random numbers), played out by the policy to the round's end and evaluated there.
        Ties go to the policy's own choice."""
        me = legal[0].player
        cands = self.candidates(s, legal)
        own = TACTICIAN.greedy(rules, s, rng)
        if own not in cands:
            cands.append(own)
        totals = [0.0] * len(cands)
        stop = None if self.budget_s is None else time.perf_counter() + self.budget_s
        for k in range(worlds):
            if stop is not None and k >= MIN_WORLDS and time.perf_counter() > stop:
                break
            world = rules.determinize(s, me, rng)
            for i, a in enumerate(cands):
                totals[i] += playout(rules, rules.apply_fast(world, a), me)
        best = cands.index(own)
        for i in range(len(cands)):
            if totals[i] > totals[best] + 1e-9:
                best = i
        return cands[best]


def playout(rules: BaseRules, s: ArdState, me: int) -> float:
    """``me``'s value of ``s`` after the policy plays on to the end of the round."""
    rng = Rng(0)  # the policy makes no random choices
    while True:
        if s.season == "over":
            return rules.returns(s)[me]
        if AI.round_over(rules, s):
            value = AI.evaluate(rules, s)
            assert value is not None
            return value[me]
        legal = rules.legal_actions(s)
        a = legal[0] if len(legal) == 1 else TACTICIAN.greedy(rules, s, rng)
        s = rules.apply_fast(s, a)


def make_hard(rules: BaseRules) -> ArdRiHardBot:
    return ArdRiHardBot(rules)
