"""The difficulty levels offered for AI seats. They differ in policy, not only in budget:

* **Easy**: the game's greedy heuristic, but half of its moves are random legal ones.
* **Medium**: ISMCTS, 250 iterations, uniformly random play-outs (no game knowledge in them).
* **Hard**: flat determinized Monte Carlo (PIMC): up to 200 sampled worlds, in each of which
  every legal move is played out by the game's rollout policy (no random moves) with common
  random numbers; the reward blends win/loss with the card margin (0.3). Within a 0.9 s budget
  and a 2 s hard deadline. It beat ISMCTS with the same policy in Hyrule (docs/ai.md).

In a multi-step decision (``core/steps.py``) the steps after the first get 40% of these
budgets (``SearchParams.follow_up``): the first step already weighed the same choice. Games
without steps (Hyrule, Keltis) are not affected.

``deterministic=True`` drops the wall-clock limits so a decision depends only on the seed
(tests, tournaments): on a machine fast enough to finish the iterations in time that is the
same bot. The figures behind these numbers are in ``docs/ai.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .ismcts import SearchParams


@dataclass(frozen=True)
class Level:
    name: str
    label: str
    mistakes: float = 0.0  # greedy levels: chance of a random legal move
    search: SearchParams | None = None  # search levels
    #: a game-specific bot for this level: a key of ``plugin.bots`` (the factory gets the
    #: rules). A game uses it where its own solver measurably beats the generic search.
    bot: str | None = None

    def deterministic(self) -> Level:
        if self.search is None:
            return self
        return replace(self, search=replace(self.search, time_ms=None, deadline_ms=None))


EASY = Level("easy", "Easy", mistakes=0.5)
MEDIUM = Level("medium", "Medium", search=SearchParams(
    iterations=250, time_ms=250.0, deadline_ms=300.0, use_policy=False, follow_up=0.4))
HARD = Level("hard", "Hard", search=SearchParams(
    iterations=200, time_ms=900.0, deadline_ms=2000.0, use_policy=True, epsilon=0.0,
    margin_weight=0.3, flat=True, follow_up=0.4))

LEVELS: dict[str, Level] = {lv.name: lv for lv in (EASY, MEDIUM, HARD)}
#: the levels a player may choose for an AI seat, in menu order
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)
