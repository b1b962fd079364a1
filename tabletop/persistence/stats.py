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
- each match id is recorded once, whichever comes first.
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
from .paths import Paths
from .saves import now_stamp

KIND = "tabletop-stats"
VERSION = 1
HISTORY_LIMIT = 1000


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
    return [(i, match.name(i)) for i in humans]


def winners_of(match: Match) -> tuple[int, ...]:
    returns = match.rules.returns(match.state)
    best = max(returns)
    return tuple(i for i, r in enumerate(returns) if r == best and r > 0)


@dataclass
class Stats:
    tallies: dict[StatKey, Tally] = field(default_factory=dict)
    history: list[HistoryEntry] = field(default_factory=list)

    def tally(self, key: StatKey) -> Tally:
        return self.tallies.setdefault(key, Tally())

    def recorded(self, match_id: str) -> bool:
        return any(h.match_id == match_id for h in self.history)

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
            match_id, match.config.game_id, tuple(match.name(i) for i in range(len(match.seats))),
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
            match_id, match.config.game_id, tuple(match.name(i) for i in range(len(match.seats))),
            "abandoned", now_stamp(now), save_file=save_file, moves=len(match.records)))
        return True

    def _remember(self, entry: HistoryEntry) -> None:
        self.history.append(entry)
        del self.history[:-HISTORY_LIMIT]

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
                key = StatKey(str(item["game"]), _nat(item["players"]), str(item["ai"]),
                              str(item.get("human", "")))
                stats.tallies[key] = Tally(*(_nat(item[n]) for n in (
                    "played", "won", "abandoned", "current_streak", "best_streak")),
                    _num(item["score_total"]), _nat(item.get("undos", 0)))
            except (KeyError, TypeError, ValueError):
                skipped += 1
        for item in data.get("history", []) if isinstance(data.get("history"), list) else []:
            try:
                stats.history.append(HistoryEntry(
                    str(item["match_id"]), str(item["game"]),
                    tuple(str(x) for x in item["players"]), str(item["outcome"]),
                    str(item["when"]), tuple(_num(x) for x in item.get("scores", [])),
                    tuple(_nat(x) for x in item.get("winners", [])),
                    str(item.get("save_file", "")), _nat(item.get("moves", 0)),
                    tuple(_nat(x) for x in item.get("teams", []))))
            except (KeyError, TypeError, ValueError):
                skipped += 1
        del stats.history[:-HISTORY_LIMIT]
        notice = f"{skipped} damaged statistics entries were skipped" if skipped else None
        return stats, notice


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
        raw = path.read_bytes()
    except FileNotFoundError:
        return Stats(), None
    except OSError as exc:
        return Stats(), f"cannot read the statistics ({exc.strerror})"
    try:
        return Stats.from_json(json.loads(raw.decode("utf-8")))
    except (ValueError, RecursionError) as exc:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.bad-{stamp}")
        try:
            os.replace(path, target)
            kept = f"; the old file is kept as {target.name}"
        except OSError:
            kept = ""
        reason = str(exc) if not isinstance(exc, UnicodeDecodeError | json.JSONDecodeError) else "damaged"
        return Stats(), f"statistics could not be read ({reason[:80]}); starting afresh{kept}"


def save_stats(path: Path | str, stats: Stats) -> None:
    write_atomic(path, json.dumps(stats.to_json(), indent=1, ensure_ascii=False) + "\n")
