"""``MatchKeeper``: what the table scene calls so that nothing a player did is lost.

After every action (including undo/redo) it rewrites the match's autosave; when the match
ends it records the statistics once, with the autosave as the replay file; ``abandon`` records
an abandoned game. Disk errors never stop play: they come back as a one-line notice for a toast.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..core.match import Match
from .paths import Paths
from .saves import SaveStore
from .stats import load_stats, save_ref, save_stats


@dataclass
class MatchKeeper:
    paths: Paths
    match: Match
    match_id: str = ""
    store: SaveStore | None = None
    recorded: bool = False
    last_path: Path | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.store is None:
            self.store = SaveStore(self.paths)
        if not self.match_id:
            self.match_id = SaveStore.new_match_id(self.match)

    def after_action(self) -> str | None:
        """Autosave now (call after every submit, undo and redo); a notice if something failed."""
        assert self.store is not None
        try:
            self.last_path = self.store.autosave(self.match, self.match_id)
        except OSError as exc:
            return f"Autosave failed: {exc.strerror or exc}"
        if self.match.is_over and not self.recorded:
            return self._record(finished=True)
        return None

    def abandon(self) -> str | None:
        """The player gave this game up: not a win, ends the streak. Its autosave stays,
        marked abandoned."""
        if self.match.is_over or self.recorded:
            return None
        assert self.store is not None
        try:  # marked, so Continue no longer offers it; Load still lists it
            self.last_path = self.store.autosave(self.match, self.match_id, abandoned=True)
        except OSError:
            pass
        return self._record(finished=False)

    def _record(self, finished: bool) -> str | None:
        stats, notice = load_stats(self.paths.stats_file)
        ref = save_ref(self.paths, self.last_path) if self.last_path else ""
        if finished:
            stats.record_finished(self.match, self.match_id, ref)
        else:
            stats.record_abandoned(self.match, self.match_id, ref)
        self.recorded = True
        try:
            save_stats(self.paths.stats_file, stats)
        except OSError as exc:
            return f"Statistics not saved: {exc.strerror or exc}"
        return notice
