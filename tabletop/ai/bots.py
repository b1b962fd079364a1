"""The bot interface and the bots: random, greedy, easy (greedy with mistakes) and search.

A bot answers ``choose(rules, state, rng)`` for the seat ``rules.to_act(state)``. It may use
only what that seat knows: ``to_act``, ``legal_actions``, ``info_key`` and ``determinize`` on
the real state; anything else only on determinized worlds (the no-peek tests hold it to this).
The game's greedy hook must itself build on ``rules.view`` for its seat.
The caller derives ``rng`` from the match seed, the seat and the ply (``bot_rng``), so a match
replays and resumes with the same decisions.

``begin(rules, state, rng)`` is the anytime form of ``choose``: it returns a ``Decision``
whose ``step(max_ms)`` is called until it returns True, then ``best()`` is the move. Cheap
bots finish at once; search bots think in slices (a UI can run them between frames).
``configure(deterministic, iterations)`` sets a bot's search budgets (``make_bot``); a bot
without a search keeps them as they are. ``BotBase`` gives both defaults.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ..core.actions import Action
from ..core.ids import PlayerId
from ..core.protocols import AiHooks, RulesEngine
from ..core.rng import Rng
from .ismcts import ISMCTS, SearchParams


@runtime_checkable
class Decision(Protocol):
    def step(self, max_ms: float | None = None) -> bool: ...

    def best(self) -> Action: ...

    @property
    def iterations(self) -> int | None:
        """Search iterations run so far (None: a decision made without a search)."""
        ...


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, rules: Any, state: Any, rng: Rng) -> Action: ...

    def begin(self, rules: Any, state: Any, rng: Rng) -> Decision: ...

    def configure(self, deterministic: bool, iterations: int | None) -> Bot: ...


def bot_rng(seed: int, seat: PlayerId, ply: int) -> Rng:
    return Rng.derived(seed, "bot", seat, ply)


class Ready:
    """A decision that was made at once."""

    iterations: int | None = None

    def __init__(self, action: Action) -> None:
        self.action = action

    def step(self, max_ms: float | None = None) -> bool:
        return True

    def best(self) -> Action:
        return self.action


class BotBase:
    """A bot's defaults: ``begin`` decides at once with ``choose``; ``configure`` keeps the bot
    as it is (it has no search budget to set)."""

    name: str = "bot"

    def choose(self, rules: Any, state: Any, rng: Rng) -> Action:
        raise NotImplementedError

    def begin(self, rules: Any, state: Any, rng: Rng) -> Decision:
        return Ready(self.choose(rules, state, rng))

    def configure(self, deterministic: bool, iterations: int | None) -> Bot:
        return self


class RandomBot(BotBase):
    name = "random"

    def choose(self, rules: RulesEngine, state: Any, rng: Rng) -> Action:
        return rng.choice(rules.legal_actions(state))


class GreedyBot(BotBase):
    """The game's greedy heuristic; with ``mistakes`` > 0 it sometimes plays a random legal
    move instead (Easy). Without game hooks it plays at random."""

    def __init__(self, ai: AiHooks | None, mistakes: float = 0.0, name: str = "greedy") -> None:
        self.ai = ai
        self.mistakes = mistakes
        self.name = name

    def choose(self, rules: RulesEngine, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        if self.ai is None or (self.mistakes > 0.0 and rng.random() < self.mistakes):
            return legal[rng.randrange(len(legal))]
        return self.ai.greedy(rules, state, rng)


class ShareBot(BotBase):
    """A level between two bots: ``weak`` (the greedy player) takes a ``share`` of the
    decisions, drawn with the bot's seeded generator, ``strong`` (Hard) the rest. A move
    ``strong`` has begun and not finished (``begun(state)``: a group half gathered) stays
    ``strong``'s, so no plan is left half made. Treasure's and Hyrule's Medium: the greedy
    player with random mistakes was weaker than the plain greedy player there (docs/ai.md)."""

    def __init__(self, strong: Bot, weak: Bot, share: float, name: str = "medium",
                 begun: Any = None) -> None:
        self.strong = strong
        self.weak = weak
        self.share = share
        self.name = name
        self.begun = begun

    def _weak_turn(self, state: Any, rng: Rng) -> bool:
        if self.begun is not None and self.begun(state):
            return False
        return rng.random() < self.share

    def choose(self, rules: Any, state: Any, rng: Rng) -> Action:
        bot = self.weak if self._weak_turn(state, rng) else self.strong
        return bot.choose(rules, state, rng)

    def begin(self, rules: Any, state: Any, rng: Rng) -> Decision:
        if self._weak_turn(state, rng):
            return Ready(self.weak.choose(rules, state, rng))
        return self.strong.begin(rules, state, rng)

    def configure(self, deterministic: bool, iterations: int | None) -> Bot:
        return ShareBot(self.strong.configure(deterministic, iterations), self.weak, self.share,
                        self.name, self.begun)


class SearchBot(BotBase):
    """ISMCTS with the game's hooks (``params.cheat``: the ceiling bot that sees all cards)."""

    def __init__(self, ai: AiHooks | None, params: SearchParams, name: str = "search") -> None:
        self.ai = ai
        self.params = params
        self.name = name

    def begin(self, rules: RulesEngine, state: Any, rng: Rng) -> ISMCTS:
        search = ISMCTS(rules, self.ai, self.params)
        search.start(state, rng)
        return search

    def choose(self, rules: RulesEngine, state: Any, rng: Rng) -> Action:
        search = self.begin(rules, state, rng)
        search.step(None)
        return search.best()
