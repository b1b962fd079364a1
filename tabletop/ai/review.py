"""The review of a game: for each decision of a seat, what Hard would have played from that
seat's information at that moment, and what the seat's own choice cost in win chance.

What Hard would have played is Hard's own move: the game's Hard bot, made deterministic, asked
with the seed a Hard seat would have had at that move (``bot_rng``). (Before, the review named
the best move of its own estimate, a different and noisier search: it could call the Hint's
move a blunder.) How much the choice cost is a second opinion, the same for every game: worlds
are drawn with ``rules.determinize(state, seat, rng)``, so only what the seat could see then is
used; in each world Hard's move and the one played are played out by the game's rollout policy
with the same random numbers (common random numbers), to the end or to the end of the hand
where the game can say who is ahead there (``round_over`` + ``evaluate``). The reward is the
seat's win chance (a shared win counts its share). The cost is Hard's move's mean less the
played move's (none when the played move rates as well or better), with the standard error of
their paired differences.

Grades follow the chess sites' expected-points scale: a cost of 0.05–0.10 win chance is an
inaccuracy, 0.10–0.20 a mistake, more a blunder, and only where the cost is more than twice its
standard error. A decision's accuracy is 103.1668·e^(−0.04354·Δ) − 3.1669 (Δ the cost in
percentage points, clipped to 0–100), the published Lichess formula; a seat's is, as there, the
mean of the arithmetic and the harmonic mean of its decisions' (the harmonic mean weighs the
bad ones: a plain mean gave 95 % to a player who discarded his first card every turn, where
most single moves cost little). Beside it, how often the seat played Hard's own move.

Reproducible: decision ``ply`` is judged with ``Rng.derived(seed, "review", ply)`` and Hard is
asked with ``bot_rng(seed, seat, ply)``. Anytime: ``Reviewer.step(max_ms)`` judges a decision
at a time, so a window can show progress and cancel.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.actions import Action
from ..core.rng import Rng
from .bots import Bot, bot_rng
from .hooks import game_levels
from .ismcts import ISMCTS, SearchParams
from .levels import HARD
from .registry import make_bot

#: grades by cost in win chance (from the largest), a cost under the last has none
GRADES = ((0.20, "blunder"), (0.10, "mistake"), (0.05, "inaccuracy"))
SCREEN_WORLDS = 8  # the fewest worlds a move is weighed over; the Hint's first, quick pass
KEEP = 4  # moves the Hint's quick pass keeps for the full one (besides the hinted move)


@dataclass(frozen=True)
class Judged:
    """One decision of a seat, judged."""

    ply: int  # the move's index in the match (0 = the first move)
    seat: int
    played: Action
    best: Action  # what Hard would have played
    played_value: float  # the seat's win chance after its move (the play-outs' estimate)
    best_value: float  # the same after Hard's move
    error: float  # the standard error of the cost
    worlds: int
    choices: int  # legal moves there were

    @property
    def cost(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    @property
    def margin(self) -> float:
        """The cost's margin of error: two standard errors (about 95 %). What the words show
        after "±", so that a cost within it reads as within it (±0.10 beside a cost of 0.17
        that was "within the margin" read as a contradiction)."""
        return 2 * self.error

    @property
    def grade(self) -> str:
        """"blunder", "mistake", "inaccuracy" or "" (a cost within its margin of error: "")."""
        if self.cost <= self.margin:
            return ""
        return next((name for limit, name in GRADES if self.cost >= limit), "")

    @property
    def accuracy(self) -> float:
        delta = min(100.0, max(0.0, self.cost * 100.0))
        return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * delta) - 3.1669))


@dataclass
class Review:
    seats: tuple[int, ...]
    decisions: list[Judged] = field(default_factory=list)

    def of(self, seat: int) -> list[Judged]:
        return [d for d in self.decisions if d.seat == seat]

    def costly(self, seat: int | None = None) -> list[Judged]:
        """The graded decisions, the costliest first."""
        chosen = self.decisions if seat is None else self.of(seat)
        return sorted((d for d in chosen if d.grade), key=lambda d: (-d.cost, d.ply))

    def closest(self, limit: int = 3) -> list[Judged]:
        """Where no decision is graded: the ones where Hard would have played otherwise, the
        costliest first (each within its margin of error; a choice the play-outs rate as
        well as Hard's is listed too, as worth the same)."""
        return sorted((d for d in self.decisions if d.best != d.played),
                      key=lambda d: (-d.cost, d.ply))[:limit]

    def accuracy(self, seat: int) -> float | None:
        """The mean of the arithmetic and harmonic means of the seat's decisions' accuracies
        (each at least 1 for the harmonic one, which a 0 would make 0)."""
        judged = self.of(seat)
        if not judged:
            return None
        mean = sum(d.accuracy for d in judged) / len(judged)
        harmonic = len(judged) / sum(1.0 / max(1.0, d.accuracy) for d in judged)
        return (mean + harmonic) / 2

    def agreement(self, seat: int) -> tuple[int, int]:
        """(decisions where the seat played Hard's move, decisions judged)."""
        judged = self.of(seat)
        return sum(1 for d in judged if d.played == d.best), len(judged)


def review_params(plugin: Any) -> SearchParams:
    """Hard's play-out settings for this game, with the reward its win chance alone."""
    hard = game_levels(plugin.ai).get("hard", HARD)
    base = hard.search if hard.search is not None else HARD.search
    assert base is not None
    return replace(base, flat=True, margin_weight=0.0, epsilon=0.0, iterations=1,
                   time_ms=None, deadline_ms=None, cheat=False,
                   stop_at_round=base.stop_at_round or getattr(plugin.ai, "round_over", None) is not None)


class _Worlds(ISMCTS):
    """The flat search, keeping each world's rewards per move (for paired differences)."""

    def rewards(self, state: Any, seat: int, moves: Sequence[Action], worlds: int,
                rng: Rng) -> list[list[float]]:
        self._teams, self._max_plies = None, 0
        rows = []
        for _ in range(worlds):
            world = self.rules.determinize(state, seat, rng)
            if self._teams is None:
                self._teams = self._team_map(world)
            if not self._max_plies:
                self._max_plies = self.rules.max_steps(self.rules.config(world))
            seed = rng.next_u64()
            rows.append([self._playout(self.rules.apply_fast(world, a), Rng(seed))[seat]
                         for a in moves])
        return rows


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs)


def _stderr(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)


class Reviewer:
    """Judges the decisions of ``seats`` in a match (its states and actions), a slice at a time."""

    def __init__(self, plugin: Any, states: Sequence[Any], actions: Sequence[Action],
                 seats: Sequence[int], *, worlds: int = 32, seed: int = 0,
                 hard: Bot | None = None) -> None:
        self.rules = plugin.rules
        self.search = _Worlds(plugin.rules, plugin.ai, review_params(plugin))
        #: the game's Hard, deterministic: what it plays depends on the seed alone, not on how
        #: loaded the machine is (``hard``: a cheaper Hard for tests)
        self.hard = hard if hard is not None else make_bot(plugin, "hard", deterministic=True)
        self.states, self.actions = states, actions
        self.worlds, self.seed = max(SCREEN_WORLDS, worlds), seed
        self.review = Review(tuple(seats))
        self.todo = [i for i, a in enumerate(actions)
                     if a.player in seats and len(self.rules.legal_actions(states[i])) > 1]
        self.total = len(self.todo)

    @property
    def done(self) -> bool:
        return not self.todo

    @property
    def progress(self) -> float:
        return 1.0 if not self.total else 1.0 - len(self.todo) / self.total

    def step(self, max_ms: float | None = None) -> bool:
        """Judge decisions until ``max_ms`` is spent (at least one); True when all are judged."""
        t0 = time.perf_counter()
        while self.todo:  # judged, then struck off: ``done`` never runs ahead of the result
            self.review.decisions.append(self.judge(self.todo[0]))
            self.todo.pop(0)
            if max_ms is not None and (time.perf_counter() - t0) * 1000.0 >= max_ms:
                break
        return self.done

    def run(self) -> Review:
        self.step(None)
        return self.review

    def judge(self, ply: int) -> Judged:
        """Decision ``ply``: Hard's move from the seat's information, then Hard's move and the
        one played weighed over the same worlds, all from the seat's information."""
        state, played = self.states[ply], self.actions[ply]
        seat = played.player
        legal = self.rules.legal_actions(state)
        hard = self.hard.choose(self.rules, state, bot_rng(self.seed, seat, ply))
        moves = [hard] if hard == played else [hard, played]
        rows = self.search.rewards(state, seat, moves, self.worlds, Rng.derived(self.seed, "review", ply))
        means = [_mean([r[k] for r in rows]) for k in range(len(moves))]
        mine = len(moves) - 1
        diffs = [r[0] - r[mine] for r in rows]
        return Judged(ply, seat, played, hard, means[mine], means[0], _stderr(diffs),
                      len(rows), len(legal))


def weigh(plugin: Any, state: Any, seat: int, *, worlds: int = 16, seed: int = 0,
          ply: int = 0, keep: Action | None = None) -> list[tuple[Action, float]]:
    """Every legal move of ``seat`` in ``state`` with its win chance by the review's search
    (a few worlds for all, the full ``worlds`` for the best few and for ``keep``, the hinted
    move, wherever the screening put it), best first. The Hint's reason uses it; only what
    the seat can see is used."""
    rules = plugin.rules
    legal = list(rules.legal_actions(state))
    search = _Worlds(rules, plugin.ai, review_params(plugin))
    rng = Rng.derived(seed, "weigh", ply)
    moves = legal
    if len(legal) > KEEP:
        rows = search.rewards(state, seat, legal, SCREEN_WORLDS, rng)
        means = [_mean([r[k] for r in rows]) for k in range(len(legal))]
        moves = [legal[k] for k in sorted(range(len(legal)), key=lambda k: -means[k])[:KEEP]]
        if keep is not None and keep in legal and keep not in moves:
            moves.append(keep)
    rows = search.rewards(state, seat, moves, max(SCREEN_WORLDS, worlds), rng)
    values = [(a, _mean([r[k] for r in rows])) for k, a in enumerate(moves)]
    return sorted(values, key=lambda av: -av[1])
