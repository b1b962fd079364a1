"""Duplicate tournaments between two bots, with a Wilson interval on the win rate.

Every deal (a seeded ``MatchConfig``) is played N times with the seats rotated: A sits in
seat r and B in every other seat, for r = 0..N-1. Luck of the deal thus cancels out between
the paired games. A's result per game is its return (1 win, 0 loss, ties shared), so the win
rate counts ties as half; with N > 2 it is A's seat share (fair share 1/N).

Bots play with iteration budgets only (``deterministic``), so a tournament gives the same
figures on any machine; ``timed=True`` uses the levels' wall-clock limits instead.
"""

from __future__ import annotations

import math
import multiprocessing
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from typing import Any

from ..core.rng import derive
from ..core.rules import MatchConfig
from .bots import bot_rng
from .registry import make_bot

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (successes may be fractional: ties)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1.0 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Spec:
    game: str
    a: str
    b: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    timed: bool = False


@dataclass
class Result:
    game: str
    a: str
    b: str
    players: int
    seed: int
    options: dict[str, Any]
    deals: int
    games: int
    wins_a: float
    win_rate: float
    ci95: tuple[float, float]
    fair_share: float
    mean_score_a: float
    mean_score_others: float
    mean_score_diff: float
    timed: bool

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["ci95"] = list(self.ci95)
        return out

    def summary(self) -> str:
        lo, hi = self.ci95
        return (f"{self.game}, {self.players} players, {self.games} games ({self.deals} duplicate "
                f"deals), seed {self.seed}{' ' + str(self.options) if self.options else ''}\n"
                f"  {self.a} vs {self.b}: win rate of {self.a} {100 * self.win_rate:.1f}% "
                f"(95% CI {100 * lo:.1f}–{100 * hi:.1f}%, fair share {100 * self.fair_share:.0f}%)\n"
                f"  mean score {self.a} {self.mean_score_a:.2f}, others {self.mean_score_others:.2f}, "
                f"difference {self.mean_score_diff:+.2f}")


_BOTS: dict[tuple[str, str, bool], Any] = {}


def _bot(game: str, name: str, timed: bool) -> Any:
    from ..games import REGISTRY

    key = (game, name, timed)
    if key not in _BOTS:
        _BOTS[key] = make_bot(REGISTRY[game], name, deterministic=not timed)
    return _BOTS[key]


def deal_config(spec: Spec, deal: int) -> MatchConfig:
    return MatchConfig(spec.game, spec.players, derive(spec.seed, "deal", deal) >> 1, dict(spec.options))


def play_deal(spec: Spec, deal: int) -> list[tuple[float, float, float]]:
    """Play one deal once per rotation: (A's return, A's score, mean score of the others)."""
    from ..games import REGISTRY

    rules = REGISTRY[spec.game].rules
    cfg = deal_config(spec, deal)
    a_bot, b_bot = _bot(spec.game, spec.a, spec.timed), _bot(spec.game, spec.b, spec.timed)
    out = []
    for r in range(spec.players):
        bots = [a_bot if seat == r else b_bot for seat in range(spec.players)]
        game_seed = derive(cfg.seed, "rotation", r)
        s = rules.new_game(cfg)
        ply = 0
        while (seat := rules.to_act(s)) is not None:
            action = bots[seat].choose(rules, s, bot_rng(game_seed, seat, ply))
            s = rules.apply(s, action).state  # checks legality
            ply += 1
        scores = rules.scores(s)
        others = [scores[q] for q in range(spec.players) if q != r]
        out.append((rules.returns(s)[r], float(scores[r]), sum(others) / len(others)))
    return out


def _play_deal_job(job: tuple[Spec, int]) -> list[tuple[float, float, float]]:
    return play_deal(*job)


def run(spec: Spec, games: int, jobs: int = 1,
        progress: Callable[[int, int], None] | None = None) -> Result:
    """Play ``games`` games (rounded up to whole duplicate deals) and summarise them for A."""
    deals = max(1, math.ceil(games / spec.players))
    work = [(spec, d) for d in range(deals)]
    rows: list[tuple[float, float, float]] = []
    results: Iterator[list[tuple[float, float, float]]]
    pool = None
    if jobs > 1:
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        results = pool.imap(_play_deal_job, work, chunksize=4)
    else:
        results = map(_play_deal_job, work)
    try:
        for i, deal_rows in enumerate(results, start=1):
            rows.extend(deal_rows)
            if progress is not None:
                progress(i, deals)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    n = len(rows)
    wins = sum(r[0] for r in rows)
    mean_a = sum(r[1] for r in rows) / n
    mean_o = sum(r[2] for r in rows) / n
    return Result(spec.game, spec.a, spec.b, spec.players, spec.seed, dict(spec.options), deals, n,
                  wins, wins / n, wilson(wins, n), 1.0 / spec.players, mean_a, mean_o,
                  mean_a - mean_o, spec.timed)


def stderr_progress(every: int = 10) -> Callable[[int, int], None]:
    """A progress printer for long runs: a line every ``every`` percent."""
    state = {"last": -1}

    def show(done: int, total: int) -> None:
        pct = 100 * done // total
        if pct // every != state["last"]:
            state["last"] = pct // every
            print(f"  … {done}/{total} deals", file=sys.stderr, flush=True)

    return show
