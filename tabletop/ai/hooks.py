"""What a game tells the generic AI: its heuristics. Each game's ``games/<g>/ai.py`` defines
an ``AiHooks`` object (``core/protocols.py``, defaults in ``AiHooksBase``) and hands it to its
plugin as ``GamePlugin.ai``.

* ``greedy(rules, state, rng)``: a sensible move for ``rules.to_act(state)`` using only what
  that seat can see (the greedy bot and Easy use it on the real state; it must not peek).
* ``rollout(rules, state, rng)``: a fast policy for play-outs inside search; it runs on
  determinized worlds, so it may read the whole state.
* ``evaluate(rules, state)``: per-seat values in [0, 1] for cut-off play-outs (None: play
  out to the end).
* ``round_over`` (optional, None by default): ``round_over(rules, state)`` is True when a
  hand or round has just ended in ``state`` (the score so far says who is ahead and the next
  deal is chance anyway). With ``SearchParams.stop_at_round`` a play-out stops at the first
  such state and uses ``evaluate`` there.
* ``levels`` (optional, none by default): the difficulty levels the game redefines, by name
  (``ai/levels.py``; ``make_bot`` uses them).

Multi-step decisions (``core/steps.py``) need nothing from a game: each gather is one
decision of the search, and the steps convention guarantees a commit is always reachable.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from ..core.protocols import AiHooks, AiHooksBase
from .levels import Level

__all__ = ["AiHooks", "AiHooksBase", "game_levels"]


def game_levels(ai: AiHooks | None) -> Mapping[str, Level]:
    """The levels a game's hooks redefine, by name (none without hooks)."""
    return cast(Mapping[str, Level], ai.levels) if ai is not None else {}
