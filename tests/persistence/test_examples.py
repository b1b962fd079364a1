"""The example saves in the top-level saves/ folder: one per game, mid-game, up to date."""

from __future__ import annotations

from tabletop.games import REGISTRY
from tabletop.persistence.examples import example_path, examples, write_examples
from tabletop.persistence.saves import LoadedSave, demo_dir, open_save


def test_every_game_with_an_example_has_its_file_and_it_loads_mid_game():
    folder = demo_dir()
    assert folder is not None
    for example in examples():
        if example.game not in REGISTRY:
            continue
        loaded = open_save(example_path(folder, example.game))
        assert isinstance(loaded, LoadedSave), loaded
        assert not loaded.match.is_over and loaded.match.to_act == 0
        assert loaded.match.seats[0].is_human and loaded.record.ply >= example.demo.min_ply


def test_the_generator_writes_loadable_mid_game_examples(tmp_path):
    """Re-create the committed ones after a rules change: python -m tabletop.persistence.examples

    (Not compared byte for byte: a harmless change in a game's legal-move order changes the
    random bot's moves, while the committed file stays a valid fixture.)"""
    written = write_examples(tmp_path)
    assert {p.name for p in written} == {example_path(tmp_path, e.game).name
                                         for e in examples()}
    for path in written:
        loaded = open_save(path)
        assert isinstance(loaded, LoadedSave) and not loaded.match.is_over


def test_the_later_games_demos_show_what_the_game_is_about():
    """Treasure: groups on the table; Ard Rí: a Winter where the human may raid."""
    folder = demo_dir()
    assert folder is not None
    by_game = {e.game: e for e in examples()}
    for game in ("treasure", "ard_ri"):
        loaded = open_save(example_path(folder, game))
        assert isinstance(loaded, LoadedSave), loaded
        example, match = by_game[game], loaded.match
        assert example.demo.ready is not None
        assert example.demo.ready(match.state, match.rules.legal_actions(match.state))
    treasure = open_save(example_path(folder, "treasure"))
    assert isinstance(treasure, LoadedSave) and sum(map(len, treasure.match.state.groups)) >= 2
    ard_ri = open_save(example_path(folder, "ard_ri"))
    assert isinstance(ard_ri, LoadedSave) and ard_ri.match.state.season == "winter"
