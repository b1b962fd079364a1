"""Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012), for any game.

One tree for the searching seat, keyed by the sequence of actions from the root. Every
iteration draws a fresh world with ``rules.determinize(root, me, rng)``, walks the tree with
UCB over the children that are legal *in that world* (availability counts: a child's
exploration term uses how often it was available, not its parent's visits, because legal
sets differ between worlds), expands one node, plays out with the game's rollout policy
(ε-greedy) and backs up a reward vector: each node is credited with the reward of the seat
that moved into it, so 3–5 players are searched max^n style and teammates share rewards.

It talks to the game only through the ``RulesEngine`` and ``AiHooks`` protocols. On the real
state it calls only ``to_act``, ``legal_actions`` and ``determinize`` (the no-peek rule).

Anytime API, so a UI can run it in time slices: ``start(state, rng)``, then
``step(max_ms)`` until it returns True, then ``best()``. ``run`` does all of it at once.
Budgets: ``iterations`` (machine-independent, used by tests and tournaments), ``time_ms``
(soft wall-clock budget) and ``deadline_ms`` (hard cap); whichever ends first.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..core.actions import Action
from ..core.protocols import AiHooks, RulesEngine
from ..core.rng import Rng
from ..core.steps import pending_id


class RunawayPlayout(RuntimeError):
    """A play-out went past the game's ``max_steps``: the rules let it loop (a bug)."""


@dataclass(frozen=True)
class SearchParams:
    iterations: int | None = 1000  # None: no iteration cap (then a time budget is needed)
    time_ms: float | None = None  # soft wall-clock budget from ``start``
    deadline_ms: float | None = None  # hard cap from ``start``
    c: float = 0.7  # UCB exploration constant (rewards lie in [0, 1])
    use_policy: bool = True  # rollouts with the game's policy (else uniformly random)
    epsilon: float = 0.1  # chance of a random move inside a policy rollout
    rollout_depth: int | None = None  # cut play-outs after this many plies, if evaluate() can
    #: stop play-outs at the end of a hand or round (the game's ``round_over`` hook) and use
    #: its ``evaluate`` there: long matches of many rounds stay cheap to search
    stop_at_round: bool = False
    #: with ``stop_at_round``: a move that itself ends the hand is evaluated right there
    #: (False, the old behaviour: such a play-out goes on through the whole next hand)
    round_end_at_once: bool = False
    #: play-outs by the game's ``rollout_as`` hook, which is told the searching seat (so the
    #: other seats may play as the bots they are modelled on), where the game has one
    rollout_as: bool = False
    margin_weight: float = 0.0  # blend of score share into the reward (play on when behind)
    cheat: bool = False  # search the real state (tests and the strength ceiling only)
    #: flat determinized Monte Carlo (PIMC) instead of a tree: every iteration draws one world
    #: and plays every root action out in it with the same random numbers (common random
    #: numbers), so the actions are compared on identical deals; ``iterations`` counts worlds
    flat: bool = False
    #: share of the budgets for a follow-up step of a multi-step decision (the seat already
    #: has cards pending, ``core/steps.py``): its first step searched the same choice, so
    #: each further card of a group costs less thinking
    follow_up: float = 1.0

    def __post_init__(self) -> None:
        if self.iterations is None and self.time_ms is None and self.deadline_ms is None:
            raise ValueError("a search needs an iteration or time budget")


class Node:
    """Statistics of one action sequence from the root, for the seat that made its last move."""

    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class ISMCTS:
    """One decision's search. Reusable: ``start`` resets it."""

    def __init__(self, rules: RulesEngine, ai: AiHooks | None, params: SearchParams) -> None:
        self.rules = rules
        self.ai = ai
        self.params = params
        self.root = Node()
        self.iterations = 0
        self._state: Any = None
        self._me = -1
        self._legal: tuple[Action, ...] = ()
        self._rng = Rng(0)
        self._t0 = 0.0
        self._done = True
        self._teams: list[tuple[int, ...]] | None = None
        self._max_plies = 0
        self._share = 1.0

    # --- anytime API ---------------------------------------------------------------------------
    def start(self, state: Any, rng: Rng) -> None:
        me = self.rules.to_act(state)
        if me is None:
            raise ValueError("the game is over: nothing to decide")
        self._state, self._me, self._rng = state, me, rng
        self._legal = self.rules.legal_actions(state)
        self.root = Node()
        self.iterations = 0
        self._teams = None
        self._max_plies = 0  # from the first world (``config`` is not read on the real state)
        self._share = self.params.follow_up if self._continuing(state, me) else 1.0
        self._t0 = time.perf_counter()
        self._done = len(self._legal) <= 1

    def _continuing(self, state: Any, me: int) -> bool:
        """Whether ``me`` is in the middle of a multi-step decision (its own view says so)."""
        if self.params.follow_up >= 1.0:
            return False
        pending = self.rules.view(state, me).zones.get(pending_id(me))
        return pending is not None and pending.count > 0

    @property
    def done(self) -> bool:
        return self._done

    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self._t0) * 1000.0

    def step(self, max_ms: float | None = None) -> bool:
        """Search for at most ``max_ms`` (None: until the budget is spent); True when done."""
        if self._done:
            return True
        p = self.params
        clock = time.perf_counter
        share = self._share
        limits = [x * share for x in (p.time_ms, p.deadline_ms) if x is not None]
        stop_at = self._t0 + min(limits) / 1000.0 if limits else math.inf
        slice_end = clock() + max_ms / 1000.0 if max_ms is not None else math.inf
        cap = max(1, math.ceil(p.iterations * share)) if p.iterations is not None else math.inf
        while True:
            if self.iterations >= cap:
                self._done = True
                break
            now = clock()
            if now >= stop_at and self.iterations > 0:
                self._done = True
                break
            if now >= slice_end:
                break
            self._iterate()
            self.iterations += 1
        return self._done

    def best(self) -> Action:
        """The most visited legal root action (ties: higher mean reward, then legal order)."""
        if len(self._legal) == 1 or not self.root.children:
            return self._legal[0]
        best_a, best_key = self._legal[0], (-1, -1.0)
        for a in self._legal:
            child = self.root.children.get(a)
            if child is None:
                continue
            key = (child.visits, child.reward / child.visits if child.visits else 0.0)
            if key > best_key:
                best_a, best_key = a, key
        return best_a

    def run(self, state: Any, rng: Rng) -> Action:
        self.start(state, rng)
        self.step(None)
        return self.best()

    def root_stats(self) -> dict[Action, tuple[int, float]]:
        """Visits and mean reward of each root action (for debugging and the hint text)."""
        return {a: (ch.visits, ch.reward / ch.visits if ch.visits else 0.0)
                for a, ch in self.root.children.items()}

    # --- one iteration ---------------------------------------------------------------------------
    def _iterate(self) -> None:
        if self.params.flat:
            self._iterate_flat()
            return
        rules, rng, p = self.rules, self._rng, self.params
        world = self._state if p.cheat else rules.determinize(self._state, self._me, rng)
        if self._teams is None:
            self._teams = self._team_map(world)
        if not self._max_plies:
            self._max_plies = rules.max_steps(rules.config(world))
        apply_fast, legal_actions = rules.apply_fast, rules.legal_actions
        node = self.root
        path: list[tuple[Node, int]] = []
        log, sqrt, c = math.log, math.sqrt, p.c
        while True:
            legal = legal_actions(world)
            if not legal:
                break
            children = node.children
            fresh: list[Action] = []
            for a in legal:
                ch = children.get(a)
                if ch is None:
                    fresh.append(a)
                else:
                    ch.avail += 1
            if fresh:
                a = fresh[rng.randrange(len(fresh))] if len(fresh) > 1 else fresh[0]
                child = Node()
                children[a] = child
                path.append((child, a.player))
                world = apply_fast(world, a)
                break
            best_a: Action = legal[0]
            best_u = -math.inf
            for a in legal:
                ch = children[a]
                u = ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if u > best_u:
                    best_a, best_u = a, u
            node = children[best_a]
            path.append((node, best_a.player))
            world = apply_fast(world, best_a)
        rewards = self._playout(world)
        for n, who in path:
            n.visits += 1
            n.reward += rewards[who]

    def _iterate_flat(self) -> None:
        """One world, every root action played out in it with the same play-out seed."""
        rules, rng, p = self.rules, self._rng, self.params
        world = self._state if p.cheat else rules.determinize(self._state, self._me, rng)
        if self._teams is None:
            self._teams = self._team_map(world)
        if not self._max_plies:
            self._max_plies = rules.max_steps(rules.config(world))
        seed = rng.next_u64()
        children = self.root.children
        for a in self._legal:
            child = children.get(a)
            if child is None:
                child = children[a] = Node()
            rewards = self._playout(rules.apply_fast(world, a), Rng(seed))
            child.visits += 1
            child.reward += rewards[self._me]

    def _playout(self, world: Any, rng: Rng | None = None) -> tuple[float, ...]:
        rules, p, ai = self.rules, self.params, self.ai
        rng = self._rng if rng is None else rng
        apply_fast, legal_actions = rules.apply_fast, rules.legal_actions
        policy = ai.rollout if (ai is not None and p.use_policy) else None
        if policy is not None and p.rollout_as and ai.rollout_as is not None:
            policy = partial(ai.rollout_as, me=self._me)
        depth_cap = p.rollout_depth if (ai is not None and p.rollout_depth is not None) else None
        round_over = ai.round_over if (ai is not None and p.stop_at_round) else None
        eps = p.epsilon
        depth = 0
        first = 0 if p.round_end_at_once else 1
        max_plies = self._max_plies
        while True:
            legal = legal_actions(world)
            if not legal:
                return self._rewards(rules.returns(world), world)
            if (depth_cap is not None and depth >= depth_cap) or (
                    round_over is not None and depth >= first and round_over(rules, world)):
                value = ai.evaluate(rules, world)
                if value is not None:
                    return self._team_rewards(tuple(value))
            if depth > max_plies:
                raise RunawayPlayout(f"a play-out passed max_steps ({max_plies}): the rules loop")
            if len(legal) == 1:
                a = legal[0]
            elif policy is not None and (eps <= 0.0 or rng.random() >= eps):
                a = policy(rules, world, rng)
            else:
                a = legal[rng.randrange(len(legal))]
            world = apply_fast(world, a)
            depth += 1

    # --- rewards -------------------------------------------------------------------------------
    def _team_map(self, world: Any) -> list[tuple[int, ...]] | None:
        cfg = self.rules.config(world)
        n = cfg.num_players
        team = [self.rules.team_of(cfg, q) for q in range(n)]
        if len(set(team)) == n:
            return None
        return [tuple(q for q in range(n) if team[q] == team[s]) for s in range(n)]

    def _team_rewards(self, values: tuple[float, ...]) -> tuple[float, ...]:
        if self._teams is None:
            return values
        return tuple(max(values[q] for q in mates) for mates in self._teams)

    def _rewards(self, returns: tuple[float, ...], world: Any) -> tuple[float, ...]:
        w = self.params.margin_weight
        if w > 0.0:
            scores = self.rules.scores(world)
            lo, hi = min(scores), max(scores)
            if hi > lo:
                returns = tuple((1.0 - w) * r + w * (sc - lo) / (hi - lo)
                                for r, sc in zip(returns, scores, strict=True))
        return self._team_rewards(returns)
