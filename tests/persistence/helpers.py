"""Seeded games for the persistence tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY

BOT = RandomBot()


def option_sets(game: str) -> list[dict[str, Any]]:
    """A spread of option combinations (every choice of every option appears)."""
    meta = REGISTRY[game].meta
    widest = max((len(o.choices) for o in meta.options), default=1)
    return [{o.key: o.choices[i % len(o.choices)] for o in meta.options}
            for i in range(widest)]


def configs(game: str, count: int) -> Iterator[MatchConfig]:
    meta = REGISTRY[game].meta
    sets = option_sets(game)
    for i in range(count):
        players = meta.min_players + i % (meta.max_players - meta.min_players + 1)
        cfg = MatchConfig(game, players, 1000 + i, sets[i % len(sets)])
        try:
            REGISTRY[game].rules.new_game(cfg)
        except ValueError:  # e.g. a starting seat beyond this player count
            cfg = MatchConfig(game, players, 1000 + i, {})
        yield cfg


def seats_for(n: int, humans: int = 1) -> tuple[Seat, ...]:
    return tuple(Seat("human", f"Human {i + 1}") if i < humans else Seat("ai", f"Bot {i}", "easy")
                 for i in range(n))


def bot_step(match: Match) -> None:
    seat = match.to_act
    assert seat is not None
    match.submit(BOT.choose(match.rules, match.state, bot_rng(match.config.seed, seat,
                                                              len(match.records))))


def play_to(match: Match, ply: int | None = None) -> Match:
    while not match.is_over and (ply is None or len(match.records) < ply):
        bot_step(match)
    return match


def new_match(cfg: MatchConfig, humans: int = 1, stacked: tuple[int, ...] = ()) -> Match:
    return Match(REGISTRY[cfg.game_id].rules, cfg, seats_for(cfg.num_players, humans), stacked)
