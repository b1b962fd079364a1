"""Helpers shared by the commands: finding games, parsing --option and --deck."""

from __future__ import annotations

import argparse
from typing import Any

from ..core.plugin import GamePlugin
from ..core.rules import MatchConfig, resolve_options
from ..games import REGISTRY


def usage_error(message: str) -> Exception:
    from . import UsageError

    return UsageError(message)


def plugin_for(game_id: str) -> GamePlugin:
    if game_id not in REGISTRY:
        raise usage_error(f"unknown game {game_id!r} (games: {', '.join(sorted(REGISTRY))})")
    return REGISTRY[game_id]


def parse_options(plugin: GamePlugin, pairs: list[str] | None) -> dict[str, Any]:
    given: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise usage_error(f"--option {pair!r}: write it as key=value")
        given[key.strip()] = value.strip()
    try:
        return resolve_options(plugin.meta, given)
    except ValueError as exc:
        raise usage_error(str(exc)) from None


def make_config(plugin: GamePlugin, players: int, seed: int, options: dict[str, Any]) -> MatchConfig:
    meta = plugin.meta
    if not meta.min_players <= players <= meta.max_players:
        raise usage_error(f"{meta.title} takes {meta.min_players}–{meta.max_players} players")
    return MatchConfig(meta.game_id, players, seed, options)


def parse_deck(plugin: GamePlugin, cfg: MatchConfig, text: str | None) -> tuple[int, ...]:
    if not text:
        return ()
    try:
        return tuple(plugin.rules.deck(cfg).parse_cards(text.replace(",", " ").split()))
    except ValueError as exc:
        raise usage_error(f"--deck: {exc}") from None


def add_game_args(p: argparse.ArgumentParser, default_players: int | None = 2) -> None:
    p.add_argument("game", help="game id (see 'tabletop games')")
    p.add_argument("--players", type=int, default=default_players, help="number of players")
    p.add_argument("--seed", type=int, default=1, help="deal number / seed")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a rule option (repeatable)")
