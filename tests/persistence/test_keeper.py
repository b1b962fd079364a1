"""MatchKeeper: autosave after every action, statistics once at the end, errors as notices."""

from __future__ import annotations

from tabletop.core.rules import MatchConfig
from tabletop.persistence.keeper import MatchKeeper
from tabletop.persistence.paths import Paths
from tabletop.persistence.saves import LoadedSave, SaveStore
from tabletop.persistence.stats import load_stats, resolve_ref

from .helpers import bot_step, new_match


def test_keeper_autosaves_and_records_the_finished_game_once(tmp_path):
    paths = Paths.at(tmp_path)
    match = new_match(MatchConfig("hyrule", 2, 4, {}))
    keeper = MatchKeeper(paths, match)
    while not match.is_over:
        bot_step(match)
        assert keeper.after_action() is None
        entry = SaveStore(paths, demos=False).continue_entry()
        assert match.is_over or (entry is not None and entry.record is not None
                                 and entry.record.ply == len(match.records))
    assert keeper.after_action() is None  # saving again does not count the game twice
    stats, notice = load_stats(paths.stats_file)
    assert notice is None and stats.rows()[0][1].played == 1
    [game] = stats.finished_games()
    path = resolve_ref(paths, game.save_file)
    assert path is not None
    loaded = SaveStore.load(path)
    assert isinstance(loaded, LoadedSave) and loaded.match.is_over


def test_abandon_counts_and_disk_errors_are_notices(tmp_path):
    paths = Paths.at(tmp_path)
    match = new_match(MatchConfig("hyrule", 2, 4, {}))
    keeper = MatchKeeper(paths, match)
    bot_step(match)
    keeper.after_action()
    assert keeper.abandon() is None and keeper.abandon() is None
    store = SaveStore(paths, demos=False)
    assert store.continue_entry() is None
    [entry] = store.entries()
    assert entry.record is not None and entry.record.abandoned
    assert entry.progress == "abandoned after 1 move"
    stats, _ = load_stats(paths.stats_file)
    assert stats.rows()[0][1].abandoned == 1 and stats.rows()[0][1].played == 0
    blocked = Paths.at(tmp_path / "blocked")
    (tmp_path / "blocked").write_text("a file where the folder should be")
    notice = MatchKeeper(blocked, match).after_action()
    assert notice is not None and notice.startswith("Autosave failed")
