"""Every registered game, from the registry alone: a new game is covered here without a test
copied for it (issue 24). Each game's own folder of tests adds its scenarios and its options'
particular cycles; this file asks every game the same questions.

- the conformance harness at the fewest players (every count, 20 seeds each, under ``-m slow``),
  each option cycled through its choices where the player count allows them
  (``choice_available``);
- the same seed plays the same game;
- the plugin says what the app needs: a title matching ``games.TITLES``, in-app rules, a demo
  position and a bound on the match's length.
"""

from __future__ import annotations

import zlib
from typing import Any

import pytest

from tabletop.core.plugin import GamePlugin
from tabletop.core.rules import MatchConfig, choice_available, resolve_options
from tabletop.games import REGISTRY, TITLES
from tabletop.testing.conformance import check_game, check_seed_decides_the_game


def cycled_options(plugin: GamePlugin, players: int, seed: int) -> dict[str, Any]:
    """Each option takes a choice picked by the seed (a different one per option), kept only
    where this player count allows it and it agrees with the choices made so far."""
    meta = plugin.meta
    chosen: dict[str, Any] = {}
    for spec in meta.options:
        value = spec.choices[(seed + zlib.crc32(spec.key.encode())) % len(spec.choices)]
        if choice_available(meta, spec.key, value, players) is not None:
            continue
        try:
            resolve_options(meta, {**chosen, spec.key: value}, players)
        except ValueError:
            continue
        chosen[spec.key] = value
    return chosen


def counts(game_id: str) -> list[int]:
    meta = REGISTRY[game_id].meta
    return list(range(meta.min_players, meta.max_players + 1))


def conformance(game_id: str, players: int, seeds: range) -> None:
    plugin = REGISTRY[game_id]
    configs = [MatchConfig(game_id, players, seed, cycled_options(plugin, players, seed)) for seed in seeds]
    report = check_game(plugin.rules, configs, determinize_every=40, replay_every=151)
    assert report.games == len(seeds) and report.steps >= len(seeds) * players


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_conformance_at_the_fewest_players(game_id: str) -> None:
    """One game each at the fewest players (a game at the most players costs up to ~20 s: the
    slow run plays every count, and each game's own conformance tests its largest table)."""
    players = REGISTRY[game_id].meta.min_players
    conformance(game_id, players, range(900 + players, 901 + players))


@pytest.mark.slow
@pytest.mark.parametrize("game_id, players", [(g, n) for g in REGISTRY for n in counts(g)])
def test_conformance_over_every_player_count_and_option(game_id: str, players: int) -> None:
    conformance(game_id, players, range(2000, 2020))


def test_the_options_are_cycled_not_left_at_their_defaults() -> None:
    """The cycling is not vacuous: across a few seeds every game with options plays a choice
    other than the default."""
    for gid in REGISTRY:
        meta = REGISTRY[gid].meta
        if not meta.options:
            continue
        players = meta.max_players
        seen = [cycled_options(REGISTRY[gid], players, seed) for seed in range(6)]
        assert any(value != meta.option(key).default for opts in seen for key, value in opts.items()), gid


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_the_seed_decides_the_game(game_id: str) -> None:
    meta = REGISTRY[game_id].meta
    check_seed_decides_the_game(REGISTRY[game_id].rules, game_id, players=meta.min_players)


@pytest.mark.parametrize("game_id", list(TITLES))
def test_each_listed_game_declares_what_the_app_needs(game_id: str) -> None:
    plugin = REGISTRY[game_id]
    assert plugin.meta.game_id == game_id and plugin.meta.title == TITLES[game_id]
    assert not plugin.hidden and plugin.rules_text.strip().startswith("#")
    assert plugin.demo is not None and plugin.meta.min_players <= plugin.demo.players <= plugin.meta.max_players
    assert plugin.rules.max_steps(MatchConfig(game_id, plugin.meta.max_players, 1)) > 0
