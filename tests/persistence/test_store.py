"""The save folders: autosave, Continue, named saves, the Load list, moving bad files aside."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.rules import MatchConfig
from tabletop.persistence.paths import Paths
from tabletop.persistence.saves import LoadedSave, LoadProblem, SaveStore, load_match, sanitize_name

from .helpers import new_match, play_to

CFG = MatchConfig("hyrule", 3, 5, {})
T0 = datetime(2026, 3, 1, 10, 0, tzinfo=UTC)


def _store(tmp_path, demos=False):
    return SaveStore(Paths.at(tmp_path).ensure(), demos=demos)


def test_autosave_rewrites_one_file_per_match(tmp_path):
    store = _store(tmp_path)
    match = new_match(CFG)
    mid = store.new_match_id(match, T0)
    for _ in range(5):
        play_to(match, len(match.records) + 1)
        path = store.autosave(match, mid)
    assert [p.name for p in store.paths.autosaves.iterdir()] == [path.name]
    loaded = load_match(path)
    assert not isinstance(loaded, LoadProblem)
    assert loaded.state_hash() == match.state_hash()


def test_continue_is_the_newest_unfinished_game(tmp_path):
    store = _store(tmp_path)
    assert store.continue_entry() is None
    old = play_to(new_match(CFG), 4)
    finished = play_to(new_match(MatchConfig("hyrule", 2, 6, {})))
    newer = play_to(new_match(MatchConfig("hyrule", 2, 7, {})), 2)
    from tabletop.persistence.saves import save_match
    save_match(old, store.autosave_path("a"), match_id="a", now=T0)
    save_match(newer, store.autosave_path("b"), match_id="b", now=T0 + timedelta(minutes=5))
    save_match(finished, store.autosave_path("c"), match_id="c", now=T0 + timedelta(minutes=9))
    entry = store.continue_entry()
    assert entry is not None and entry.record is not None
    assert entry.record.match_id == "b"


def test_named_saves_are_sanitised_and_listed_with_their_facts(tmp_path):
    store = _store(tmp_path)
    match = play_to(new_match(CFG, humans=2), 7)
    path = store.save_named(match, "../../etc/passwd: Aoife's game?")
    assert path.parent == store.paths.named_saves
    assert path.name == "etc_passwd_ Aoife_s game.json"
    [entry] = store.entries()
    assert entry.ok and entry.kind == "named"
    assert entry.title == "Hyrule: ../../etc/passwd: Aoife's game?"
    store.save_named(match, "Hyrule night")  # a name that says its game is not told it twice
    assert {e.title for e in store.entries()} == {"Hyrule: ../../etc/passwd: Aoife's game?", "Hyrule night"}
    assert entry.players == "Human 1, Human 2, Bot 2 (easy)"
    assert entry.progress == "7 moves in"
    assert entry.hot_seat and not entry.finished
    assert len(entry.date) == len("2026-01-01 12:00")
    assert "Hyrule" in entry.describe()


@given(st.text(max_size=200))
def test_sanitize_name_is_always_a_safe_stem(name):
    stem = sanitize_name(name)
    assert stem and len(stem) <= 61
    assert not set(stem) & set('/\\:*?"<>|\0') and not stem.startswith(".")
    assert stem.split(" ")[0].lower() not in {"con", "nul", "aux", "prn", "com1", "lpt1"}
    assert stem == stem.strip()


def test_bad_files_are_listed_with_a_reason_and_moved_aside_not_deleted(tmp_path):
    store = _store(tmp_path)
    good = play_to(new_match(CFG), 5)
    store.save_named(good, "good")
    bad = {
        "empty.json": b"",
        "truncated.json": (store.paths.named_saves / "good.json").read_bytes()[:100],
        "foreign.json": json.dumps({"hello": "world"}).encode(),
        "binary.json": bytes(range(256)),
    }
    for name, raw in bad.items():
        (store.paths.named_saves / name).write_bytes(raw)
    entries = store.entries()
    assert sum(e.ok for e in entries) == 1
    reasons = {e.path.name: e.problem for e in entries if not e.ok}
    assert reasons == {"empty.json": "empty file",
                       "truncated.json": reasons["truncated.json"],
                       "foreign.json": "not a Tabletop save",
                       "binary.json": "not a text file (damaged or not a save)"}
    assert "truncated" in reasons["truncated.json"]
    for e in entries:
        if not e.ok:
            assert "\n" not in e.describe()
            moved = store.move_aside(e.path)
            assert moved.parent == store.paths.rejected and moved.read_bytes() == bad[e.path.name]
            assert not e.path.exists()
    assert [e.path.name for e in store.entries()] == ["good.json"]


def test_move_aside_refuses_files_outside_the_save_folder(tmp_path):
    store = _store(tmp_path / "user")
    outside = tmp_path / "demo.json"
    outside.write_text("{}")
    try:
        store.move_aside(outside)
    except ValueError:
        pass
    else:
        raise AssertionError("moved a file from outside the save folder")
    assert outside.exists()


def test_demo_saves_come_from_the_top_level_folder(tmp_path):
    store = SaveStore(Paths.at(tmp_path).ensure())
    demos = store.demos()
    assert demos and all(e.ok and e.kind == "demo" for e in demos)
    loaded = store.load(demos[0].path)
    assert isinstance(loaded, LoadedSave) and not loaded.match.is_over


def test_finished_autosaves_are_history_not_load_list(tmp_path):
    store = _store(tmp_path)
    done = play_to(new_match(MatchConfig("hyrule", 2, 6, {})))
    going = play_to(new_match(MatchConfig("hyrule", 2, 7, {})), 3)
    store.autosave(done, "done")
    store.autosave(going, "going")
    assert [e.record.match_id for e in store.entries() if e.record] == ["going"]
    assert [e.record.match_id for e in store.history() if e.record] == ["done"]
    assert len(store.entries(finished_autosaves=True)) == 2


def test_listing_is_cached_until_the_file_changes(tmp_path):
    store = _store(tmp_path)
    match = play_to(new_match(CFG), 3)
    path = store.save_named(match, "x")
    first = store.entries()[0]
    assert store.entries()[0] is first  # unchanged file: not replayed again
    raw = path.read_bytes().replace(b'"ply": 3', b'"ply": 40')  # size changes too
    path.write_bytes(raw)
    again = store.entries()[0]
    assert again is not first and not again.ok and "'ply' says 40" in (again.problem or "")


def test_sweep_clears_interrupted_writes_only(tmp_path):
    import os

    store = _store(tmp_path)
    path = store.save_named(play_to(new_match(CFG), 2), "kept")
    tmp = store.paths.autosaves / ".x.json.123.tmp"
    tmp.write_text("half")
    os.utime(tmp, (0, 0))
    assert store.sweep() == 1 and not tmp.exists() and path.exists()
