"""Duplicate tournaments between two bots, with a Wilson interval on the win rate.

Every deal (a seeded ``MatchConfig``) is played N times with the seats rotated: A sits in
seat r and B in every other seat, for r = 0..N-1. Luck of the deal thus cancels out between
the paired games. A's result per game is its return (1 win, 0 loss, ties shared), so the win
rate counts ties as half; with N > 2 it is A's seat share (fair share 1/N).

When the game puts seats in teams (``rules.team_of`` gives some seats the same team, e.g.
Seanchaí or the kit game with ``teams=on`` and 4 players), A takes every seat of one team and
B every other seat, rotated over the teams (one game per team per deal): "a Hard team against
a greedy team". A's result is its team's part of the game's returns (partners each receive
the team's return in these games, so a team win is 1 and a tie of two teams 1/2), and the
fair share is 1/(number of teams).

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

from ..core.names import percent
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
    teams: list[int] = field(default_factory=list)  # each seat's team when A plays a team; else []

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["ci95"] = list(self.ci95)
        return out

    def summary(self) -> str:
        lo, hi = self.ci95
        sides = (f"{self.a} team vs {self.b} team ({len(set(self.teams))} teams of seats "
                 f"{team_text(self.teams)})" if self.teams else f"{self.a} vs {self.b}")
        return (f"{self.game}, {self.players} players, {self.games} games ({self.deals} duplicate "
                f"deals), seed {self.seed}{' ' + str(self.options) if self.options else ''}\n"
                f"  {sides}: win rate of {self.a} {percent(self.win_rate, 1)} "
                f"(95 % CI {100 * lo:.1f}–{percent(hi, 1)}, fair share {percent(self.fair_share)})\n"
                f"  mean score {self.a} {self.mean_score_a:.2f}, others {self.mean_score_others:.2f}, "
                f"difference {self.mean_score_diff:+.2f}")


def team_text(teams: list[int]) -> str:
    """Seats grouped by team, e.g. ``0+2 / 1+3``."""
    order = list(dict.fromkeys(teams))
    return " / ".join("+".join(str(p) for p, t in enumerate(teams) if t == team) for team in order)


_BOTS: dict[tuple[str, str, bool], Any] = {}


def _bot(game: str, name: str, timed: bool) -> Any:
    from ..games import REGISTRY

    key = (game, name, timed)
    if key not in _BOTS:
        _BOTS[key] = make_bot(REGISTRY[game], name, deterministic=not timed)
    return _BOTS[key]


def deal_config(spec: Spec, deal: int) -> MatchConfig:
    return MatchConfig(spec.game, spec.players, derive(spec.seed, "deal", deal) >> 1, dict(spec.options))


def seat_teams(spec: Spec) -> list[int]:
    """Each seat's team (``rules.team_of``) when some seats play as partners; else ``[]``."""
    from ..games import REGISTRY

    rules = REGISTRY[spec.game].rules
    cfg = deal_config(spec, 0)
    teams = [rules.team_of(cfg, seat) for seat in range(spec.players)]
    return teams if len(set(teams)) < spec.players else []


def a_seats(spec: Spec) -> list[tuple[int, ...]]:
    """A's seats in each rotation: one seat at a time, or every seat of one team at a time."""
    teams = seat_teams(spec)
    if not teams:
        return [(r,) for r in range(spec.players)]
    return [tuple(p for p, t in enumerate(teams) if t == team) for team in dict.fromkeys(teams)]


def play_deal(spec: Spec, deal: int) -> list[tuple[float, float, float]]:
    """Play one deal once per rotation: (A's return, A's mean score, mean score of the others).

    With teams, A's return is its team's part of the summed returns (see the module note)."""
    from ..games import REGISTRY

    rules = REGISTRY[spec.game].rules
    cfg = deal_config(spec, deal)
    a_bot, b_bot = _bot(spec.game, spec.a, spec.timed), _bot(spec.game, spec.b, spec.timed)
    rotations = a_seats(spec)
    team_play = len(rotations) < spec.players
    out = []
    for r, mine in enumerate(rotations):
        bots = [a_bot if seat in mine else b_bot for seat in range(spec.players)]
        game_seed = derive(cfg.seed, "rotation", r)
        s = rules.new_game(cfg)
        ply = 0
        while (seat := rules.to_act(s)) is not None:
            action = bots[seat].choose(rules, s, bot_rng(game_seed, seat, ply))
            s = rules.apply(s, action).state  # checks legality
            ply += 1
        scores, returns = rules.scores(s), rules.returns(s)
        own = [scores[q] for q in mine]
        others = [scores[q] for q in range(spec.players) if q not in mine]
        if team_play:
            total = sum(returns)
            result = sum(returns[q] for q in mine) / total if total > 0 else 0.0
        else:
            result = returns[mine[0]]
        out.append((result, sum(own) / len(own), sum(others) / len(others)))
    return out


def _play_deal_job(job: tuple[Spec, int]) -> list[tuple[float, float, float]]:
    return play_deal(*job)


def run(spec: Spec, games: int, jobs: int = 1,
        progress: Callable[[int, int], None] | None = None) -> Result:
    """Play ``games`` games (rounded up to whole duplicate deals) and summarise them for A."""
    rotations = len(a_seats(spec))
    deals = max(1, math.ceil(games / rotations))
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
                  wins, wins / n, wilson(wins, n), 1.0 / rotations, mean_a, mean_o,
                  mean_a - mean_o, spec.timed, seat_teams(spec))


def stderr_progress(every: int = 10) -> Callable[[int, int], None]:
    """A progress printer for long runs: a line every ``every`` percent."""
    state = {"last": -1}

    def show(done: int, total: int) -> None:
        pct = 100 * done // total
        if pct // every != state["last"]:
            state["last"] = pct // every
            print(f"  … {done}/{total} deals", file=sys.stderr, flush=True)

    return show
