"""Kit's AI hooks: a plain greedy policy (table the biggest group, answer when possible).

``greedy`` reads only the legal actions and the acting seat's own hand (it never peeks);
``rollout`` is the same policy; ``evaluate`` is each seat's share of the points so far;
``round_over`` marks the end of the drawing "hand" (the stock has run out, nothing pending),
so play-outs with ``SearchParams.stop_at_round`` stop there.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.protocols import AiHooksBase
from ...core.rng import Rng
from ...core.rules import BaseRules


class KitAI(AiHooksBase):
    def greedy(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        for kind in ("commit", "answer"):
            if kind in by_kind:
                return by_kind[kind][0]
        if "gather" in by_kind:
            # the card that keeps the most cards gatherable after it (a longer group)
            best = max(by_kind["gather"], key=lambda a: (len(rules.legal_actions(rules.apply_fast(state, a))),
                                                           -a.cards[0]))
            return best
        return legal[0]

    def rollout(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        for a in legal:
            if a.kind in ("commit", "answer"):
                return a
        gathers = [a for a in legal if a.kind == "gather"]
        if gathers:
            return gathers[rng.randrange(len(gathers))]
        return legal[-1]

    def round_over(self, rules: BaseRules, state: Any) -> bool:
        return not state.stock and not state.stack and not any(state.pending)

    def evaluate(self, rules: BaseRules, state: Any) -> tuple[float, ...] | None:
        scores = rules.scores(state)
        total = sum(scores)
        if total <= 0:
            return tuple(1.0 / len(scores) for _ in scores)
        return tuple(v / total for v in scores)


AI = KitAI()
