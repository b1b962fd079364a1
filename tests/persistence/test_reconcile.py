"""A finished game is counted in the statistics exactly once, whatever moment the process dies
(issue 26, item 1): ``MatchKeeper`` writes the autosave, then the statistics; a child process
SIGKILLed between the two leaves a finished autosave that ``keeper.reconcile`` counts at the
next start, and only once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

from tabletop.core.rules import MatchConfig
from tabletop.persistence import stats as stats_module
from tabletop.persistence.keeper import MatchKeeper, reconcile
from tabletop.persistence.paths import Paths
from tabletop.persistence.saves import LoadedSave, SaveStore, open_save
from tabletop.persistence.stats import (
    HISTORY_LIMIT,
    HistoryEntry,
    Stats,
    load_stats,
    resolve_ref,
)

from .helpers import bot_step, new_match, play_to

ROOT = Path(__file__).resolve().parents[2]

#: plays a seeded Hyrule game through a MatchKeeper; ``KILL_AT`` names where it SIGKILLs
#: itself: "stats" between the autosave and the statistics write (by the statistics write
#: itself, monkeypatched), "after" once the statistics are written
CHILD = r"""
import os, signal, sys
from pathlib import Path
from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence import keeper as keeper_module
from tabletop.persistence.paths import Paths

def die(*_args, **_kwargs):
    os.kill(os.getpid(), signal.SIGKILL)

root, kill_at = Path(sys.argv[1]), sys.argv[2]
real_save_stats = keeper_module.save_stats
if kill_at == "stats":
    keeper_module.save_stats = die
else:
    def save_then_die(*args, **kwargs):
        real_save_stats(*args, **kwargs)
        die()
    keeper_module.save_stats = save_then_die
rules = REGISTRY["hyrule"].rules
match = Match(rules, MatchConfig("hyrule", 2, 11, {}), (Seat("human", "Aoife"), Seat("ai", "Bot", "easy")))
keeper = keeper_module.MatchKeeper(Paths.at(root), match, match_id="20260101-120000-hyrule-0000000b")
bot = RandomBot()
while not match.is_over:
    seat = match.to_act
    match.submit(bot.choose(rules, match.state, bot_rng(11, seat, len(match.records))))
    keeper.after_action()
print("not killed", flush=True)
"""


def _run_child(root: Path, kill_at: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", CHILD, str(root), kill_at], env=env,
                          capture_output=True, text=True, timeout=60)


def _played(paths: Paths) -> int:
    stats, notice = load_stats(paths.stats_file)
    assert notice is None
    return sum(t.played for _k, t in stats.rows())


def test_a_kill_between_autosave_and_statistics_is_counted_once_at_the_next_start(tmp_path):
    paths = Paths.at(tmp_path)
    done = _run_child(tmp_path, "stats")
    assert done.returncode == -signal.SIGKILL, done.stderr
    [auto] = list(paths.autosaves.glob("*.json"))
    loaded = open_save(auto)
    assert isinstance(loaded, LoadedSave) and loaded.record.finished  # the game is over on disk
    assert not paths.stats_file.exists()  # … and was never counted
    assert reconcile(paths) == (1, None)
    assert _played(paths) == 1
    stats, _ = load_stats(paths.stats_file)
    [game] = stats.finished_games()
    assert game.match_id == "20260101-120000-hyrule-0000000b" and game.players == ("Aoife", "Bot")
    assert resolve_ref(paths, game.save_file) == auto  # the replay viewer finds it
    assert reconcile(paths) == (0, None)  # every later start: nothing more
    assert _played(paths) == 1
    assert auto.read_bytes() == loaded.path.read_bytes()


def test_a_kill_after_the_statistics_write_is_not_counted_again(tmp_path):
    paths = Paths.at(tmp_path)
    done = _run_child(tmp_path, "after")
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert _played(paths) == 1
    assert reconcile(paths) == (0, None)
    assert _played(paths) == 1


def test_an_abandoned_autosave_left_uncounted_is_counted_as_abandoned(tmp_path, monkeypatch):
    paths = Paths.at(tmp_path)
    match = new_match(MatchConfig("hyrule", 2, 5, {}))
    keeper = MatchKeeper(paths, match)
    bot_step(match)
    keeper.after_action()
    monkeypatch.setattr("tabletop.persistence.keeper.save_stats", lambda *_a: None)  # "killed"
    keeper.abandon()
    assert not paths.stats_file.exists()
    monkeypatch.undo()
    assert reconcile(paths) == (1, None)
    stats, _ = load_stats(paths.stats_file)
    [(_key, tally)] = stats.rows()
    assert (tally.abandoned, tally.played) == (1, 0)
    assert reconcile(paths) == (0, None)


def test_reconcile_reads_only_what_is_not_counted(tmp_path, monkeypatch):
    """A counted game's autosave is named by its id: reconcile passes over it unread."""
    paths = Paths.at(tmp_path)
    match = play_to(new_match(MatchConfig("hyrule", 2, 6, {})))
    keeper = MatchKeeper(paths, match)
    assert keeper.after_action() is None and _played(paths) == 1
    unfinished = new_match(MatchConfig("hyrule", 2, 7, {}))
    bot_step(unfinished)
    ongoing = MatchKeeper(paths, unfinished)
    ongoing.after_action()
    read: list[Path] = []
    real = SaveStore.load

    def spy(path):
        read.append(Path(path))
        return real(path)

    monkeypatch.setattr("tabletop.persistence.keeper.read_save",
                        lambda p: (read.append(Path(p)), Path(p).read_bytes())[1])
    monkeypatch.setattr("tabletop.persistence.keeper.open_save", spy)
    assert reconcile(paths) == (0, None)
    assert read == [ongoing.last_path]
    assert _played(paths) == 1


def test_an_unreadable_statistics_file_is_left_for_the_statistics_screen(tmp_path):
    paths = Paths.at(tmp_path)
    match = play_to(new_match(MatchConfig("hyrule", 2, 6, {})))
    SaveStore(paths).autosave(match, "20260101-000000-hyrule-00000006")
    paths.stats_file.write_text("{damaged")
    assert reconcile(paths) == (0, None)
    assert paths.stats_file.read_text() == "{damaged"  # not replaced, not renamed


def _entry(i: int, when: str = "2026-01-01T00:00:00Z") -> HistoryEntry:
    return HistoryEntry(f"id-{i}", "hyrule", ("A", "B"), "finished", when)


def test_counted_ids_outlive_the_history():
    stats = Stats()
    for i in range(HISTORY_LIMIT + 5):
        stats._remember(_entry(i))
    assert len(stats.history) == HISTORY_LIMIT and stats.recorded("id-0")
    again, _ = Stats.from_json(json.loads(json.dumps(stats.to_json())))
    assert again.recorded("id-0") and again.counted_since == ""


def test_trimming_counted_ids_moves_the_reconcile_horizon(monkeypatch):
    monkeypatch.setattr(stats_module, "COUNTED_LIMIT", 10)
    stats = Stats()
    for i in range(11):
        stats._remember(_entry(i, f"2026-01-01T00:00:{i:02d}Z"))
    assert len(stats.counted) == 9 and not stats.recorded("id-1")
    assert stats.counted_since == "2026-01-01T00:00:01Z"  # the newest dropped one


def _finished_autosave(paths: Paths, seed: int, match_id: str) -> Path:
    match = play_to(new_match(MatchConfig("hyrule", 2, seed, {})))
    return SaveStore(paths).autosave(match, match_id)


def test_a_statistics_file_from_before_counted_ids(tmp_path):
    """Its history stands for what was counted; with a full history only autosaves newer
    than its oldest entry can be judged."""
    paths = Paths.at(tmp_path)
    _finished_autosave(paths, 6, "old-counted")
    _finished_autosave(paths, 7, "never-counted")
    legacy = Stats()
    legacy._remember(HistoryEntry("old-counted", "hyrule", ("A", "B"), "finished",
                                  "2026-01-01T00:00:00Z"))
    data = legacy.to_json()
    del data["counted"], data["counted_since"]
    paths.stats_file.parent.mkdir(parents=True, exist_ok=True)
    paths.stats_file.write_text(json.dumps(data))
    assert reconcile(paths) == (1, None)  # only the one its history does not hold
    stats, _ = load_stats(paths.stats_file)
    assert stats.recorded("never-counted") and stats.recorded("old-counted")

    full = {**data, "history": [dict(data["history"][0], match_id=f"h{i}",
                                     when="2999-01-01T00:00:00Z")
                                for i in range(HISTORY_LIMIT)]}
    paths.stats_file.write_text(json.dumps(full))
    again, _ = load_stats(paths.stats_file)
    assert again.counted_since == "2999-01-01T00:00:00Z"
    assert reconcile(paths) == (0, None)  # older games may have been counted: left alone


def test_the_app_reconciles_at_start_up(tmp_path):
    from tabletop.app import warm_up
    from tabletop.ui.prefs import Prefs

    paths = Paths.at(tmp_path).ensure()
    _finished_autosave(paths, 6, "killed-before-stats")
    ctx = SimpleNamespace(prefs=Prefs.load(paths), audio=None)
    [saves] = [step for step in warm_up(ctx) if step.__name__ == "saves"]
    saves()
    assert _played(paths) == 1
    saves()
    assert _played(paths) == 1
