"""Save at random points of many seeded games of every game; loading gives the same game."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.core.rng import Rng
from tabletop.games import REGISTRY
from tabletop.persistence.saves import LoadedSave, open_save, parse_save, save_match

from .helpers import configs, new_match, play_to

GAMES = sorted(REGISTRY)


def _check_round_trip(tmp_path, cfg, stacked=()):
    rng = Rng.derived(cfg.seed, "save points")
    full = play_to(new_match(cfg, stacked=stacked))
    total = len(full.records)
    points = sorted({total, *(rng.randrange(total + 1) for _ in range(2))})
    for ply in points:
        original = play_to(new_match(cfg, stacked=stacked), ply)
        path = tmp_path / f"{cfg.game_id}-{cfg.seed}-{ply}.json"
        save_match(original, path)
        loaded = open_save(path)
        assert isinstance(loaded, LoadedSave), loaded
        copy = loaded.match
        assert copy.state_hash() == original.state_hash()
        assert copy.legal() == original.legal()
        assert copy.to_act == original.to_act
        assert copy.stacked == tuple(stacked)
        assert loaded.record.finished == original.is_over
        # the continuation is the same game
        play_to(original)
        play_to(copy)
        assert copy.actions == original.actions == full.actions
        assert copy.state_hash() == full.state_hash()
    return len(points)


@pytest.mark.parametrize("game", GAMES)
def test_round_trip_many_seeded_games(tmp_path, game):
    checked = sum(_check_round_trip(tmp_path, cfg) for cfg in configs(game, 8))
    assert checked >= 8 * 2


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_round_trip_many_more_games(tmp_path, game):
    checked = sum(_check_round_trip(tmp_path, cfg) for cfg in configs(game, 300))
    print(f"{game}: {checked} save/load round trips")


@pytest.mark.parametrize("game", GAMES)
def test_stacked_deck_is_saved_and_replayed(tmp_path, game):
    cfg = next(iter(configs(game, 1)))
    deck = REGISTRY[game].rules.deck(cfg)
    kinds = Counter(c.kind for c in deck.cards)
    common = kinds.most_common(1)[0][0]  # e.g. Keltis stacks number cards only
    stacked = tuple(c.id for c in reversed(deck.cards) if c.kind == common)[:20]
    _check_round_trip(tmp_path, cfg, stacked)
    match = play_to(new_match(cfg, stacked=stacked), 3)
    path = tmp_path / "stacked.json"
    record = save_match(match, path)
    assert record.stacked == stacked
    assert parse_save(path.read_bytes()).stacked == stacked


def test_undo_count_redo_and_seats_survive(tmp_path):
    cfg = next(iter(configs("hyrule", 1)))
    match = play_to(new_match(cfg, humans=2), 9)
    seat = match.to_act
    while not match.can_undo(seat):
        play_to(match, len(match.records) + 1)
        seat = match.to_act
    play_to(match, len(match.records) + 1)
    match.undo(seat)
    assert match.redo_stack
    save_match(match, tmp_path / "u.json")
    loaded = open_save(tmp_path / "u.json")
    assert isinstance(loaded, LoadedSave)
    assert loaded.match.undo_count == 1 == loaded.record.undo_count
    assert loaded.match.redo_stack == match.redo_stack
    assert loaded.match.seats == match.seats
    assert loaded.record.hot_seat and loaded.record.resume_on_handoff
    loaded.match.redo()
    match.redo()
    assert loaded.match.state_hash() == match.state_hash()


def test_finished_game_is_not_resumed_on_handoff(tmp_path):
    cfg = next(iter(configs("hyrule", 1)))
    match = play_to(new_match(cfg, humans=2))
    record = save_match(match, tmp_path / "f.json")
    assert record.finished and record.hot_seat and not record.resume_on_handoff
