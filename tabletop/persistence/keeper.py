"""``MatchKeeper``: what the table scene calls so that nothing a player did is lost.

After every action (including undo/redo) it rewrites the match's autosave; when the match
ends it records the statistics once, with the autosave as the replay file; ``abandon`` records
an abandoned game. Disk errors never stop play: they come back as a one-line notice for a toast.

The autosave is written before the statistics, so a process killed between the two leaves a
finished (or abandoned) autosave that is not counted. ``reconcile`` (at start-up) counts
exactly those: the statistics remember every match id they counted (``Stats.counted``), so
a game is counted once whatever moment the process died.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..core.match import Match
from .atomic import is_temp
from .paths import Paths
from .saves import LoadedSave, SaveError, SaveRecord, SaveStore, open_save, parse_save, read_save
from .stats import load_stats, save_ref, save_stats, stats_to_update


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
        if self.match.tutorial:  # a Learn-to-play game is practice: never counted
            self.recorded = True
            return None
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


def reconcile(paths: Paths) -> tuple[int, str | None]:
    """At start-up: count the finished or abandoned autosaves the statistics do not hold
    (a kill between the autosave and the statistics write). Returns (games counted, notice).

    Cheap when nothing is missing: an autosave is named by its match id, so only files whose
    name is not a counted id are read (without a replay); only uncounted finished or abandoned
    ones are replayed. Never raises for a bad file (it is left to the Load list).
    """
    try:
        files = sorted(p for p in paths.autosaves.iterdir()
                       if p.suffix == ".json" and not is_temp(p) and p.is_file())
    except OSError:
        return 0, None
    stats = stats_to_update(paths.stats_file)
    if stats is None:  # an unusable file is the statistics screen's to report
        return 0, None
    missing: list[tuple[str, Path, SaveRecord]] = []
    for path in files:
        if path.stem in stats.counted:
            continue
        try:
            record = parse_save(read_save(path))
        except (OSError, SaveError):
            continue
        if not (record.finished or record.abandoned) or not record.match_id or record.tutorial:
            continue  # unfinished, or a Learn-to-play game: never counted
        if stats.recorded(record.match_id) or (stats.counted_since
                                               and record.saved_at <= stats.counted_since):
            continue
        missing.append((record.saved_at, path, record))
    counted = 0
    for _, path, record in sorted(missing, key=lambda m: (m[0], m[1].name)):
        loaded = open_save(path)  # replayed: the result is the rules', not the file's flag
        if not isinstance(loaded, LoadedSave):
            continue
        ref = save_ref(paths, path)
        if loaded.match.is_over:
            counted += stats.record_finished(loaded.match, record.match_id, ref)
        elif record.abandoned:
            counted += stats.record_abandoned(loaded.match, record.match_id, ref)
    if counted:
        try:
            save_stats(paths.stats_file, stats)
        except OSError as exc:
            return 0, f"Statistics not saved: {exc.strerror or exc}"
    return counted, None
