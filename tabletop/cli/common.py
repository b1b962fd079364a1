"""Helpers shared by the commands: finding games, checking player counts, parsing --option,
--deck and --first. The checks that need the game raise ``UsageError`` (``usage_error``): one line
naming the flag and what it accepts, exit code 2 (see ``args`` for the checks argparse makes).
"""

from __future__ import annotations

import argparse
from typing import Any

from ..core.plugin import GamePlugin
from ..core.rules import MatchConfig, resolve_options
from ..games import REGISTRY, listed
from .args import UsageError, whole


def usage_error(message: str) -> Exception:
    return UsageError(message)


def plugin_for(game_id: str, flag: str = "") -> GamePlugin:
    """The game called ``game_id``; ``flag`` names the flag that gave it, if one did."""
    if game_id not in REGISTRY:
        raise usage_error((f"{flag}: " if flag else "")
                          + f"unknown game {game_id!r} (games: {', '.join(p.meta.game_id for p in listed())})")
    return REGISTRY[game_id]


def parse_options(plugin: GamePlugin, pairs: list[str] | None) -> dict[str, Any]:
    given: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise usage_error(f"--option takes key=value, not {pair!r}")
        given[key.strip()] = value.strip()
    try:
        return resolve_options(plugin.meta, given)
    except ValueError as exc:
        raise usage_error(f"--option: {exc}") from None


def check_players(plugin: GamePlugin, players: int) -> int:
    meta = plugin.meta
    if not meta.min_players <= players <= meta.max_players:
        raise usage_error(f"--players takes {meta.min_players} to {meta.max_players} for {meta.title}, "
                          f"not {players}")
    return players


def make_config(plugin: GamePlugin, players: int, seed: int, options: dict[str, Any]) -> MatchConfig:
    players = check_players(plugin, players)
    try:  # an option limited to some player counts ("Teams need 4, 6 or 8 players")
        resolve_options(plugin.meta, options, players)
    except ValueError as exc:
        raise usage_error(f"--option: {exc}") from None
    return MatchConfig(plugin.meta.game_id, players, seed, options)


def parse_deck(plugin: GamePlugin, cfg: MatchConfig, text: str | None) -> tuple[int, ...]:
    if not text or text.strip() == "-":
        return ()
    try:
        return tuple(plugin.rules.deck(cfg).parse_cards(text.replace(",", " ").split()))
    except ValueError as exc:
        raise usage_error(f"--deck: {exc}") from None


def parse_decks(plugin: GamePlugin, cfg: MatchConfig,
                texts: list[str] | None) -> tuple[tuple[int, ...], tuple[tuple[str, ...], ...]]:
    """``--deck``, once per deal: the opening deal's stacked card ids, and the card codes of
    the later deals and reshuffles, in the order the game makes them ("-" or "": seeded).
    The later orders are checked when the match starts (``BaseRules.stack_later``)."""
    texts = texts or []
    first = parse_deck(plugin, cfg, texts[0] if texts else None)
    later = []
    for k, text in enumerate(texts[1:], start=2):
        codes = tuple(text.replace(",", " ").split()) if text.strip() != "-" else ()
        try:  # unknown or over-used cards, named with the deal they are for
            plugin.rules.deck(cfg).parse_cards(codes)
        except ValueError as exc:
            raise usage_error(f"--deck (deal {k}): {exc}") from None
        later.append(codes)
    while later and not later[-1]:
        later.pop()
    return first, tuple(later)


def choose_first(plugin: GamePlugin, cfg: MatchConfig, seat: int | None) -> MatchConfig:
    """``--first N``: the game's first dealer or player (``BaseRules.first_option``)."""
    if seat is None:
        return cfg
    try:
        return plugin.rules.choose_first(cfg, seat)
    except ValueError as exc:
        text = str(exc)
        raise usage_error(f"--first {text}" if text.startswith("takes ") else f"--first: {text}") from None


def add_game_args(p: argparse.ArgumentParser, default_players: int | None = 2) -> None:
    p.add_argument("game", help="game id (see 'tabletop games')")
    p.add_argument("--players", type=whole(0), default=default_players, help="number of players")
    p.add_argument("--seed", type=whole(), default=1, help="deal number / seed")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a rule option (repeatable)")
