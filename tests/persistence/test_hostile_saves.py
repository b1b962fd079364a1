"""Files that must be refused in one sentence, read within limits, whatever path reads them
(issue 26, items 2, 3, 5, 6 and 7): the text a save may carry, non-regular files, one JSON
nesting limit, and temporary files of interrupted writes beside settings, statistics and cache."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop import __version__
from tabletop.cli import run_cli
from tabletop.core.match import Seat
from tabletop.core.rules import MatchConfig
from tabletop.persistence.guard import MAX_DEPTH
from tabletop.persistence.paths import Paths
from tabletop.persistence.peek import load_skip, quick_look
from tabletop.persistence.saves import (
    LoadedSave,
    LoadProblem,
    SaveError,
    SaveStore,
    demo_dir,
    open_save,
    parse_save,
    save_match,
)
from tabletop.persistence.settings import load_settings
from tabletop.persistence.stats import load_stats

from .helpers import new_match, play_to

ROOT = Path(__file__).resolve().parents[2]


def _demo() -> dict[str, Any]:
    folder = demo_dir()
    assert folder is not None
    return json.loads((folder / "hyrule-demo.json").read_text())


def _write(path: Path, data: dict[str, Any]) -> bytes:
    raw = json.dumps(data).encode("ascii")  # ensure_ascii: "\u0000" and "\ud800" as escapes
    path.write_bytes(raw)
    return raw


def _one_sentence(reason: str) -> None:
    assert reason and "\n" not in reason and len(reason) <= 200
    assert reason.isprintable(), repr(reason)


def _within(seconds: float, fn: Callable[[], Any]) -> Any:
    """``fn()`` in a daemon thread; fails (rather than hangs the run) past ``seconds``."""
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s"
    return out[0]


# --- item 2 (and 4 at load): the text a save may carry ------------------------------------
def _set(data: dict[str, Any], where: tuple, value: Any) -> dict[str, Any]:
    node = data
    for step in where[:-1]:
        node = node[step]
    node[where[-1]] = value
    return data


BAD_TEXT = [
    (("seats", 0, "name"), "Ao\u0000ife", "name"),
    (("seats", 0, "name"), "Aoife\ud800", "name"),
    (("seats", 0, "name"), "x" * 41, "longer than 40"),
    (("seats", 1, "level"), "easy\u0000", "unknown AI level"),
    (("seats", 1, "level"), "\ud800", "unknown AI level"),
    (("seats", 1, "level"), "x" * 100_000, "unknown AI level"),
    (("seats", 1, "level"), "grandmaster", "unknown AI level"),
    (("seats", 0, "level"), 7, "unknown AI level"),
    (("label",), "my game\u0000", "'label'"),
    (("label",), "\ud800", "'label'"),
    (("label",), "x" * 81, "'label' is longer than 80"),
    (("label",), "two\nlines", "'label'"),
    (("app",), "0.1\u001b[31m", "'app'"),
    (("saved_at",), "2026\u2028", "'saved_at'"),
    (("match_id",), "id\ud800", "'match_id'"),
    (("actions", 0, "k"), "play\u0000", "actions entry 1"),
    (("actions", 0, "s"), "h" * 100_000, "actions entry 1"),
]


@pytest.mark.parametrize(("where", "value", "said"), BAD_TEXT,
                         ids=[f"{'.'.join(map(str, w))}={v[:12]!r}" if isinstance(v, str)
                              else f"{'.'.join(map(str, w))}={v!r}" for w, v, _ in BAD_TEXT])
def test_text_a_save_may_not_carry_is_refused_in_one_sentence(tmp_path, where, value, said):
    path = tmp_path / "hostile.json"
    raw = _write(path, _set(_demo(), where, value))
    problem = open_save(path)
    assert isinstance(problem, LoadProblem), f"{where} = {value!r:.40} was accepted"
    _one_sentence(problem.reason)
    assert said in problem.reason
    assert path.read_bytes() == raw  # the file is kept, unchanged


@pytest.mark.parametrize("level", ["random", "greedy", "easy", "medium", "hard", "hard@500",
                                   "solver-hard"])
def test_every_level_the_app_can_play_loads(tmp_path, level):
    path = tmp_path / "ok.json"
    _write(path, _set(_demo(), ("seats", 1, "level"), level))
    assert isinstance(open_save(path), LoadedSave)


def test_printable_text_of_any_script_loads(tmp_path):
    data = _set(_demo(), ("seats", 0, "name"), "Aoife Ní Bhriain ✓ 名前 \u00a0é")
    _set(data, ("label",), "Oíche Shamhna — ☘")
    path = tmp_path / "ok.json"
    _write(path, data)
    loaded = open_save(path)
    assert isinstance(loaded, LoadedSave)
    assert loaded.record.seats[0].name == "Aoife Ní Bhriain ✓ 名前 \u00a0é"


def test_what_the_app_writes_it_can_read(tmp_path):
    """The writer cleans names and labels to the policy, so a save never refuses itself."""
    match = play_to(new_match(MatchConfig("hyrule", 2, 8, {})), 3)
    match.seats = (Seat("human", "Ao\u0000ife\ud800" + "x" * 50), Seat("ai", "Bot", "easy"))
    path = tmp_path / "w.json"
    save_match(match, path, label="a\nlabel\u0007" + "y" * 100, match_id="m\u0000id")
    loaded = open_save(path)
    assert isinstance(loaded, LoadedSave), loaded
    rec = loaded.record
    assert rec.seats[0].name == ("Aoifex" + "x" * 50)[:40]
    assert rec.label == ("a labely" + "y" * 100)[:80] and rec.match_id == "mid"


def test_quick_look_applies_the_text_policy(tmp_path):
    path = tmp_path / "auto.json"
    _write(path, _demo())
    assert quick_look(path) is not None
    _write(path, _set(_demo(), ("seats", 0, "name"), "\ud800"))
    assert quick_look(path) is None  # Continue is not offered for what the full check refuses


# --- item 3: replay --text ---------------------------------------------------------------
def _cli(*args: str, limit_memory: bool = False) -> subprocess.CompletedProcess:
    def cap() -> None:  # a runaway read fails instead of exhausting the machine
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))

    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "tabletop", *args], env=env, timeout=60,
                          capture_output=True, text=True, errors="backslashreplace",
                          preexec_fn=cap if limit_memory else None)


def test_replay_text_with_a_lone_surrogate_is_one_sentence_exit_2(tmp_path):
    path = tmp_path / "surrogate.json"
    raw = _write(path, _set(_demo(), ("seats", 0, "name"), "You\ud800"))
    done = _cli("replay", str(path), "--text")
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    [line] = done.stderr.splitlines()
    assert line.startswith(f"tabletop replay: {path}: bad seat: the name of seat 1")
    assert path.read_bytes() == raw


def test_replay_prints_what_the_terminal_cannot_show_as_escapes(tmp_path):
    import io
    from contextlib import redirect_stdout

    match = play_to(new_match(MatchConfig("hyrule", 2, 8, {})), 2)
    match.seats = (Seat("human", "Aoife ☘"), Seat("ai", "Bot", "easy"))
    save_match(match, tmp_path / "g.json")
    out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")  # strict, like a C-locale terminal
    with redirect_stdout(out):
        assert run_cli(["replay", str(tmp_path / "g.json"), "--text"]) == 0
    out.seek(0)
    assert "Aoife \\u2618" in out.read()


# --- item 5: only regular files, never more than the limit --------------------------------
def test_replay_refuses_a_fifo_and_dev_zero_at_once(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for target in (fifo, Path("/dev/zero")):
        start = time.monotonic()
        done = _cli("replay", str(target), limit_memory=True)
        assert done.returncode == 2, done.stderr[-300:]
        [line] = done.stderr.splitlines()
        assert line == f"tabletop replay: {target}: not a regular file, so not a save"
        assert time.monotonic() - start < 20


def test_every_reader_refuses_a_fifo_without_blocking(tmp_path):
    from tabletop.ui.scenes.saved import open_path

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    problem = _within(5, lambda: open_save(fifo))
    assert isinstance(problem, LoadProblem) and "not a regular file" in problem.reason
    assert _within(5, lambda: open_path(None, fifo)) == "not a regular file, so not a save"
    assert _within(5, lambda: quick_look(fifo)) is None
    settings, notice = _within(5, lambda: load_settings(fifo))
    assert notice is not None and "not a regular file" in notice
    stats, notice = _within(5, lambda: load_stats(fifo))
    assert notice is not None and "not a regular file" in notice
    assert fifo.exists()


def test_a_file_over_the_limit_is_refused_unread(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(64 * 1024 * 1024)  # sparse: 64 MB that cost nothing to make
    problem = open_save(path)
    assert isinstance(problem, LoadProblem)
    assert problem.reason == "too large (67108864 bytes) to be a save"


# --- item 7: one nesting limit for every path ---------------------------------------------
def _deep(depth: int) -> str:
    """JSON text of a dict ``depth`` deep (built as text: ``json.dumps`` itself recurses)."""
    return '{"a": ' * depth + "1" + "}" * depth


def _with(data: dict[str, Any], key: str, deep: str) -> str:
    return json.dumps(data)[:-1] + f', "{key}": {deep}}}'


def _at_depth(frames: int, fn: Callable[[], Any]) -> Any:
    """``fn()`` called ``frames`` Python frames down (as from deep inside the UI)."""
    if frames <= 0:
        return fn()
    return _at_depth(frames - 1, fn)


def _nested_save(tmp_path: Path, depth: int) -> Path:
    path = tmp_path / f"deep{depth}.json"
    path.write_text(_with(_demo(), "unknown_key_from_the_future", _deep(depth)))
    return path


def test_a_deep_dict_under_an_unknown_key_is_refused_the_same_way_on_every_path(tmp_path):
    path = _nested_save(tmp_path, 990)
    raw = path.read_bytes()
    near_the_limit = sys.getrecursionlimit() - 120
    shallow, deep = open_save(path), _at_depth(near_the_limit, lambda: open_save(path))
    assert isinstance(shallow, LoadProblem) and isinstance(deep, LoadProblem)
    assert shallow.reason == deep.reason == f"damaged (nested more than {MAX_DEPTH} levels deep)"
    with pytest.raises(SaveError, match="nested more than"):
        _at_depth(near_the_limit, lambda: parse_save(raw))
    assert quick_look(path) is None and _at_depth(near_the_limit, lambda: quick_look(path)) is None
    assert path.read_bytes() == raw


def test_nesting_within_the_limit_loads_on_every_path(tmp_path):
    path = _nested_save(tmp_path, MAX_DEPTH - 2)  # the save's own object is one more level
    near_the_limit = sys.getrecursionlimit() - 120
    assert isinstance(open_save(path), LoadedSave)
    assert isinstance(_at_depth(near_the_limit, lambda: open_save(path)), LoadedSave)
    assert quick_look(path) is not None


def test_settings_statistics_and_cache_share_the_limit(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    paths.settings_file.write_text(_with({"kind": "tabletop-settings", "version": 1}, "extra",
                                         _deep(990)))
    raw = paths.settings_file.read_bytes()
    deep = _at_depth(sys.getrecursionlimit() - 120, lambda: load_settings(paths.settings_file))
    paths.settings_file.write_bytes(raw)  # a damaged settings file is set aside: put it back
    shallow = load_settings(paths.settings_file)
    assert deep[1] is not None and shallow[1] is not None
    assert deep[1].split(" (kept")[0] == shallow[1].split(" (kept")[0] == (
        "the settings file was damaged; defaults used")
    paths.stats_file.write_text(_with({"kind": "tabletop-stats", "version": 1}, "extra",
                                      _deep(990)))
    stats, notice = load_stats(paths.stats_file)
    assert notice is not None and "damaged" in notice and not stats.history
    skip = {"app": __version__, "files": {"a.json": [1, 2]}}
    (paths.cache / "continue-skip.json").write_text(json.dumps(skip))
    assert load_skip(paths.cache) == {"a.json": [1, 2]}
    (paths.cache / "continue-skip.json").write_text(_with(skip, "d", _deep(990)))
    assert load_skip(paths.cache) == {}


# --- item 6: temporary files beside settings, statistics and cache --------------------------
def test_sweep_removes_interrupted_writes_of_settings_statistics_and_cache(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    old = time.time() - 3600
    leftovers = [paths.config / ".settings.json.4242.tmp", paths.data / ".stats.json.4242.tmp",
                 paths.cache / ".continue-skip.json.4242.tmp",
                 paths.autosaves / ".m.json.4242.tmp", paths.named_saves / ".n.json.4242.tmp"]
    kept = [paths.settings_file, paths.stats_file, paths.cache / "continue-skip.json",
            paths.config / "settings.json.bad-20260101-000000"]
    fresh = paths.config / ".settings.json.4343.tmp"  # another instance writing right now
    for f in leftovers + kept + [fresh]:
        f.write_text("{}")
    for f in leftovers + kept:
        os.utime(f, (old, old))
    assert SaveStore(paths, demos=False).sweep() == len(leftovers)
    assert not any(f.exists() for f in leftovers)
    assert all(f.exists() for f in kept) and fresh.exists()


def test_no_save_reader_reads_a_whole_file_unchecked(tmp_path, monkeypatch):
    """Every path that reads saves goes through the limited reader (``guard.read_regular``)."""
    from tabletop.ui.prefs import Prefs
    from tabletop.ui.scenes.saved import find_continue, save_list

    paths = Paths.at(tmp_path).ensure()
    for folder in (paths.autosaves, paths.named_saves):
        _write(folder / "game.json", _demo())

    def unlimited(self: Path) -> bytes:
        raise AssertionError(f"{self} read whole")

    monkeypatch.setattr(Path, "read_bytes", unlimited)
    monkeypatch.setattr(Path, "read_text", unlimited)
    prefs = Prefs.load(paths)
    assert isinstance(open_save(paths.named_saves / "game.json"), LoadedSave)
    assert quick_look(paths.autosaves / "game.json") is not None
    assert find_continue(prefs) is not None
    assert sorted(e.kind for e in save_list(prefs) if e.kind != "demo") == ["auto", "named"]
