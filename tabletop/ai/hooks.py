"""What a game tells the generic AI: its heuristics. Each game's ``games/<g>/ai.py`` defines
an object satisfying ``GameAI`` and hands it to its plugin as ``GamePlugin.ai``.

* ``greedy(rules, state, rng)``: a sensible move for ``rules.to_act(state)`` using only what
  that seat can see (the greedy bot and Easy use it on the real state; it must not peek).
* ``rollout(rules, state, rng)``: a fast policy for play-outs inside search; it runs on
  determinized worlds, so it may read the whole state.
* ``evaluate(rules, state)``: optional per-seat values in [0, 1] for cut-off play-outs
  (None: play out to the end).
"""

from __future__ import annotations

from typing import Any, Protocol

from ..core.actions import Action
from ..core.rng import Rng
from ..core.rules import BaseRules


class GameAI(Protocol):
    def greedy(self, rules: BaseRules, state: Any, rng: Rng) -> Action: ...

    def rollout(self, rules: BaseRules, state: Any, rng: Rng) -> Action: ...

    def evaluate(self, rules: BaseRules, state: Any) -> tuple[float, ...] | None: ...
