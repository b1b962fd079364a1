"""What a game tells the generic AI: its heuristics. Each game's ``games/<g>/ai.py`` defines
an object satisfying ``GameAI`` and hands it to its plugin as ``GamePlugin.ai``.

* ``greedy(rules, state, rng)``: a sensible move for ``rules.to_act(state)`` using only what
  that seat can see (the greedy bot and Easy use it on the real state; it must not peek).
* ``rollout(rules, state, rng)``: a fast policy for play-outs inside search; it runs on
  determinized worlds, so it may read the whole state.
* ``evaluate(rules, state)``: optional per-seat values in [0, 1] for cut-off play-outs
  (None: play out to the end).
* ``round_over(rules, state)``: optional; True when a hand or round has just ended in
  ``state`` (the score so far says who is ahead and the next deal is chance anyway). With
  ``SearchParams.stop_at_round`` a play-out stops at the first such state and uses
  ``evaluate`` there (``round_over_hook`` finds the hook, None when a game has none).

Multi-step decisions (``core/steps.py``) need nothing from a game: each gather is one
decision of the search, and the steps convention guarantees a commit is always reachable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..core.actions import Action
from ..core.rng import Rng
from ..core.rules import BaseRules


class GameAI(Protocol):
    def greedy(self, rules: BaseRules, state: Any, rng: Rng) -> Action: ...

    def rollout(self, rules: BaseRules, state: Any, rng: Rng) -> Action: ...

    def evaluate(self, rules: BaseRules, state: Any) -> tuple[float, ...] | None: ...


def round_over_hook(ai: Any) -> Callable[[BaseRules, Any], bool] | None:
    """The game's optional ``round_over`` hook (not part of the required protocol)."""
    return getattr(ai, "round_over", None) if ai is not None else None
