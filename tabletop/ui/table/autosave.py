"""Autosave off the frame loop: a small writer thread that always writes the latest position.

A save costs ~11 ms (two fsyncs), most of a 60 fps frame. The table calls ``after_action``
after every submit, undo and redo: that takes a snapshot of the match (copies of its lists;
states are immutable) on the frame thread, and the writer thread hands the newest snapshot
to ``MatchKeeper`` (autosave, statistics when the game is over). Snapshots not yet written
when a newer one arrives are skipped: only the latest position matters. ``flush`` waits until
everything asked for is on disk (leaving the table, quitting, tests). Notices (disk errors)
are collected for the table to show as toasts.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

from ...core.match import Match
from ...persistence.keeper import MatchKeeper
from ...persistence.paths import Paths
from ...persistence.saves import SaveStore


def snapshot(match: Match) -> Match:
    """A frozen copy for the writer thread (the live match keeps changing): every field, the
    lists copied (a Learn-to-play mark included, so statistics skip it)."""
    return replace(match, states=list(match.states), records=list(match.records),
                   redo_stack=list(match.redo_stack))


class Autosaver:
    def __init__(self, paths: Paths, match: Match, match_id: str = "",
                 store: SaveStore | None = None) -> None:
        self.keeper = MatchKeeper(paths, snapshot(match), match_id, store)
        self._cond = threading.Condition()
        self._job: tuple[str, Match] | None = None  # ("save" | "abandon", snapshot)
        self._busy = False
        self._closed = False
        self._notices: list[str] = []
        self.written = 0  # snapshots written (tests, benchmarks)
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    @property
    def match_id(self) -> str:
        return self.keeper.match_id

    @property
    def path(self) -> Path:
        assert self.keeper.store is not None
        return self.keeper.store.autosave_path(self.match_id)

    def after_action(self, match: Match) -> None:
        self._post("save", match)

    def abandon(self, match: Match) -> None:
        """Mark the game abandoned (statistics: not a win) once the writes before it are done."""
        self._post("abandon", match)
        self.flush()

    def _post(self, kind: str, match: Match) -> None:
        snap = snapshot(match)
        with self._cond:
            if self._closed:
                return
            if self._job is not None and self._job[0] == "abandon":
                return  # nothing after an abandon
            self._job = (kind, snap)
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every posted snapshot is written. False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    def notices(self) -> list[str]:
        with self._cond:
            out, self._notices = self._notices, []
        return out

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=5.0)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._job is not None or self._closed)
                if self._job is None:
                    return
                kind, snap = self._job
                self._job = None
                self._busy = True
            notice: str | None = None
            try:
                self.keeper.match = snap
                try:
                    notice = self.keeper.abandon() if kind == "abandon" else self.keeper.after_action()
                except Exception as exc:  # noqa: BLE001 - a save must never stop the game
                    notice = f"Autosave failed: {type(exc).__name__}: {exc}"
                self.written += 1
            finally:
                with self._cond:
                    self._busy = False
                    if notice:
                        self._notices.append(notice)
                    self._cond.notify_all()
