"""Statistics: per game × player count × AI level (and per human name in hot seat), plus a
history of finished games with their save files for the replay viewer.

Rules (also in ``docs/saves.md``):
- only human seats are counted; with one human the tally has no name (it is "you"); with two
  or more (hot seat) each human name has its own tally;
- the AI level of a match is its AI seats' levels, sorted and joined by "+" ("easy",
  "easy+hard"), or "none" in a humans-only game;
- a win is finishing with the best result (ties for first count as wins: shared returns);
- an abandoned game is never a win: it counts as abandoned, is not played, adds no score, and
  ends the current streak (so abandoning cannot protect a streak);
- each match id is recorded once, whichever comes first: ``counted`` holds every id counted
  (with when), kept apart from the history's last 1,000 games, so ``keeper.reconcile`` can
  tell at start-up which finished autosaves a killed process never counted.
The file is JSON with a kind and a version; a bad file starts fresh with a notice and is
renamed aside, never deleted.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..core.match import Match
from .atomic import write_atomic
from .guard import DataError, clean_text, loads, printable, read_regular
from .paths import Paths
from .saves import now_stamp

KIND = "tabletop-stats"
VERSION = 1
HISTORY_LIMIT = 1000
#: match ids remembered as counted; past it the oldest tenth is dropped and ``counted_since``
#: moves up to them (autosaves saved before that are never reconciled)
COUNTED_LIMIT = 10_000
MAX_BYTES = 16 * 1024 * 1024  # a full file is ~1 MB
TEXT_LIMIT = 80  # any text read back (names, ids, levels) is cleaned to this (guard.clean_text)


@dataclass(frozen=True, order=True)
class StatKey:
    game: str
    players: int
    ai: str  # "easy", "easy+hard", "none"
    human: str = ""  # the human's name in hot seat; "" for the single player against AI


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    abandoned: int = 0
    current_streak: int = 0
    best_streak: int = 0
    score_total: float = 0.0
    undos: int = 0

    @property
    def average_score(self) -> float | None:
        return self.score_total / self.played if self.played else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


@dataclass(frozen=True)
class HistoryEntry:
    match_id: str
    game: str
    players: tuple[str, ...]  # seat names
    outcome: str  # "finished" | "abandoned"
    when: str
    scores: tuple[float, ...] = ()
    winners: tuple[int, ...] = ()
    save_file: str = ""  # relative to the data folder when inside it
    moves: int = 0
    teams: tuple[int, ...] = ()  # each seat's team (``team_of``) when some seats were partners


def ai_level(match: Match) -> str:
    levels = sorted({s.level for s in match.seats if not s.is_human})
    return "+".join(levels) if levels else "none"


def _human_seats(match: Match) -> list[tuple[int, str]]:
    humans = [i for i, s in enumerate(match.seats) if s.is_human]
    if len(humans) == 1:
        return [(humans[0], "")]
    return [(i, clean_text(match.name(i), TEXT_LIMIT)) for i in humans]


def _seat_names(match: Match) -> tuple[str, ...]:
    return tuple(clean_text(match.name(i), TEXT_LIMIT) for i in range(len(match.seats)))


def winners_of(match: Match) -> tuple[int, ...]:
    returns = match.rules.returns(match.state)
    best = max(returns)
    return tuple(i for i, r in enumerate(returns) if r == best and r > 0)


@dataclass
class Stats:
    tallies: dict[StatKey, Tally] = field(default_factory=dict)
    history: list[HistoryEntry] = field(default_factory=list)
    #: every match id counted (finished or abandoned) -> when, oldest first
    counted: dict[str, str] = field(default_factory=dict)
    #: autosaves saved at or before this stamp are never reconciled ("" = every one is):
    #: their ids may have been dropped from ``counted`` (or predate it)
    counted_since: str = ""

    def tally(self, key: StatKey) -> Tally:
        return self.tallies.setdefault(key, Tally())

    def recorded(self, match_id: str) -> bool:
        return match_id in self.counted

    def _key(self, match: Match, human: str) -> StatKey:
        return StatKey(match.config.game_id, match.config.num_players, ai_level(match), human)

    def record_finished(self, match: Match, match_id: str, save_file: str = "",
                        now: datetime | None = None) -> bool:
        """Count a finished match; False (and nothing changes) if it was recorded before."""
        if not match.is_over:
            raise ValueError("the match is not finished")
        if self.recorded(match_id):
            return False
        scores = match.rules.scores(match.state)
        winners = winners_of(match)
        for seat, human in _human_seats(match):
            t = self.tally(self._key(match, human))
            t.played += 1
            t.score_total += scores[seat]
            t.undos += match.undo_count
            if seat in winners:
                t.won += 1
                t.current_streak += 1
                t.best_streak = max(t.best_streak, t.current_streak)
            else:
                t.current_streak = 0
        teams = tuple(match.rules.team_of(match.config, p) for p in range(len(match.seats)))
        self._remember(HistoryEntry(
            match_id, match.config.game_id, _seat_names(match),
            "finished", now_stamp(now), tuple(scores), winners, save_file, len(match.records),
            teams if len(set(teams)) < len(teams) else ()))
        return True

    def record_abandoned(self, match: Match, match_id: str, save_file: str = "",
                         now: datetime | None = None) -> bool:
        """An abandoned match: not a win, not played, ends the streak."""
        if match.is_over or self.recorded(match_id):
            return False
        for _seat, human in _human_seats(match):
            t = self.tally(self._key(match, human))
            t.abandoned += 1
            t.current_streak = 0
        self._remember(HistoryEntry(
            match_id, match.config.game_id, _seat_names(match),
            "abandoned", now_stamp(now), save_file=save_file, moves=len(match.records)))
        return True

    def _remember(self, entry: HistoryEntry) -> None:
        self.history.append(entry)
        del self.history[:-HISTORY_LIMIT]
        self.counted[entry.match_id] = entry.when
        self._trim_counted()

    def _trim_counted(self) -> None:
        if len(self.counted) <= COUNTED_LIMIT:
            return
        ids = list(self.counted)
        drop = ids[:len(ids) - COUNTED_LIMIT * 9 // 10]
        self.counted_since = max([self.counted_since, *(self.counted[i] for i in drop)])
        for i in drop:
            del self.counted[i]

    def finished_games(self) -> list[HistoryEntry]:
        """Newest first: what the statistics screen lists and the replay viewer opens."""
        return [h for h in reversed(self.history) if h.outcome == "finished"]

    def rows(self, game: str | None = None) -> list[tuple[StatKey, Tally]]:
        return sorted((k, t) for k, t in self.tallies.items() if game is None or k.game == game)

    # --- JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "kind": KIND, "version": VERSION,
            "tallies": [{**asdict(k), **asdict(t)} for k, t in self.rows()],
            "history": [asdict(h) for h in self.history],
            "counted": self.counted, "counted_since": self.counted_since,
        }

    @classmethod
    def from_json(cls, data: Any) -> tuple[Stats, str | None]:
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise ValueError("not a Tabletop statistics file")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
            raise ValueError(f"statistics version {version!r} is not one this version reads")
        stats = cls()
        skipped = 0
        for item in data.get("tallies", []) if isinstance(data.get("tallies"), list) else []:
            try:
                key = StatKey(_text(item["game"]), _nat(item["players"]), _text(item["ai"]),
                              _text(item.get("human", "")))
                stats.tallies[key] = Tally(*(_nat(item[n]) for n in (
                    "played", "won", "abandoned", "current_streak", "best_streak")),
                    _num(item["score_total"]), _nat(item.get("undos", 0)))
            except (KeyError, TypeError, ValueError):
                skipped += 1
        for item in data.get("history", []) if isinstance(data.get("history"), list) else []:
            try:
                stats.history.append(HistoryEntry(
                    _text(item["match_id"]), _text(item["game"]),
                    tuple(_text(x) for x in item["players"]), _text(item["outcome"]),
                    _text(item["when"]), tuple(_num(x) for x in item.get("scores", [])),
                    tuple(_nat(x) for x in item.get("winners", [])),
                    str(item.get("save_file", "")), _nat(item.get("moves", 0)),
                    tuple(_nat(x) for x in item.get("teams", []))))
            except (KeyError, TypeError, ValueError):
                skipped += 1
        del stats.history[:-HISTORY_LIMIT]
        counted = data.get("counted")
        if isinstance(counted, dict):
            stats.counted = {k: v for k, v in counted.items()
                             if isinstance(k, str) and isinstance(v, str)}
            since = data.get("counted_since", "")
            stats.counted_since = since if isinstance(since, str) else ""
        elif len(stats.history) >= HISTORY_LIMIT:
            # a file from before ``counted``: the history may have dropped counted games,
            # so only autosaves newer than its oldest entry can be judged
            stats.counted_since = min(h.when for h in stats.history)
        for h in stats.history:  # what the history holds was counted, whatever the file says
            stats.counted.setdefault(h.match_id, h.when)
        stats._trim_counted()
        notice = f"{skipped} damaged statistics entries were skipped" if skipped else None
        return stats, notice


def _text(v: Any) -> str:
    """Text read back: a string, printable and bounded (``guard.clean_text``), so any screen
    can draw it."""
    if not isinstance(v, str):
        raise ValueError(v)
    return clean_text(v, TEXT_LIMIT)


def _nat(v: Any) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise ValueError(v)
    return v


def _num(v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float) or v != v:
        raise ValueError(v)
    return float(v)


def save_ref(paths: Paths, save_file: Path) -> str:
    """How a history entry names its save: relative to the data folder when inside it, so a
    portable folder can move."""
    try:
        return save_file.resolve().relative_to(paths.data.resolve()).as_posix()
    except ValueError:
        return str(save_file)


def resolve_ref(paths: Paths, ref: str) -> Path | None:
    """The save file of a history entry (None if it has none)."""
    if not ref:
        return None
    path = Path(ref)
    return path if path.is_absolute() else paths.data / path


def load_stats(path: Path | str) -> tuple[Stats, str | None]:
    """(stats, notice or None). Never raises; a bad file is renamed aside and stats restart."""
    path = Path(path)
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return Stats(), None
    except OSError as exc:
        return Stats(), f"cannot read the statistics ({exc.strerror})"
    except DataError as exc:  # a folder, a FIFO, a huge file: left where it is
        return Stats(), f"the statistics file is unusable ({exc}); starting afresh"
    try:
        return Stats.from_json(loads(raw))
    except ValueError as exc:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.bad-{stamp}")
        try:
            os.replace(path, target)
            kept = f"; the old file is kept as {target.name}"
        except OSError:
            kept = ""
        reason = "damaged" if isinstance(exc, DataError) else printable(str(exc))
        return Stats(), f"statistics could not be read ({reason[:80]}); starting afresh{kept}"


def stats_to_update(path: Path | str) -> Stats | None:
    """The statistics to add to without a player watching (start-up reconcile): None when
    the file exists but cannot be used, which is left untouched for the statistics screen to
    report and set aside."""
    path = Path(path)
    try:
        return Stats.from_json(loads(read_regular(path, MAX_BYTES)))[0]
    except FileNotFoundError:
        return Stats()
    except (OSError, ValueError):  # DataError is a ValueError
        return None


def save_stats(path: Path | str, stats: Stats) -> None:
    write_atomic(path, json.dumps(stats.to_json(), indent=1, ensure_ascii=False) + "\n")
