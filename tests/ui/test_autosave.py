"""The autosave writer thread: the last autosave is always the last state; abandon counts."""

from __future__ import annotations

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence.paths import Paths
from tabletop.persistence.saves import SaveStore, open_save
from tabletop.persistence.stats import load_stats
from tabletop.ui.table.autosave import Autosaver, snapshot


def _match(seed: int = 5) -> Match:
    plugin = REGISTRY["keltis"]
    return Match(plugin.rules, MatchConfig("keltis", 2, seed, {}),
                 (Seat("human", "Aoife"), Seat("ai", "Ciara (AI)", "easy")))


def test_the_last_autosave_equals_the_last_state_after_a_burst_of_moves(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    m = _match()
    saver = Autosaver(paths, m, "burst", SaveStore(paths, demos=False))
    for _ in range(40):  # faster than the disk: most snapshots are skipped
        m.submit(m.legal()[0])
        saver.after_action(m)
    assert saver.flush()
    loaded = open_save(saver.path)
    assert loaded.record.state_hash == m.state_hash() and loaded.record.ply == 40
    assert 1 <= saver.written <= 40
    if m.can_undo(0):
        m.undo(0)
    saver.after_action(m)
    saver.close()
    again = open_save(saver.path)
    assert again.record.state_hash == m.state_hash()
    assert again.record.undo_count == m.undo_count


def test_a_snapshot_does_not_change_with_the_live_match():
    m = _match()
    m.submit(m.legal()[0])
    snap = snapshot(m)
    m.submit(m.legal()[0])
    assert len(snap.records) == 1 and len(m.records) == 2
    assert snap.state_hash() != m.state_hash()


def test_abandon_marks_the_save_and_counts_no_win(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    m = _match()
    saver = Autosaver(paths, m, "quit-1", SaveStore(paths, demos=False))
    for _ in range(3):
        m.submit(m.legal()[0])
        saver.after_action(m)
    saver.abandon(m)
    saver.close()
    record = open_save(saver.path).record
    assert record.abandoned and record.ply == 3
    stats, _ = load_stats(paths.stats_file)
    (tally,) = stats.tallies.values()
    assert (tally.played, tally.won, tally.abandoned) == (0, 0, 1)
    assert SaveStore(paths, demos=False).continue_entry() is None


def test_a_disk_error_becomes_a_notice(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    m = _match()
    saver = Autosaver(paths, m, "nodisk", SaveStore(paths, demos=False))
    paths.autosaves.rmdir()
    paths.autosaves.write_text("a file where the folder should be")
    m.submit(m.legal()[0])
    saver.after_action(m)
    saver.close()
    notices = saver.notices()
    assert len(notices) == 1 and notices[0].startswith("Autosave failed")
