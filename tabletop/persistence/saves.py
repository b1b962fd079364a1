"""Saved games: the JSON record, strict loading with one-line reasons, and the save folders.

A save is plain JSON (no serialised Python objects; nothing in it is ever executed): the match
config, seats, stacked deck, the action list (plus the undone actions that can still be redone
and the undo count) and the hash
of the state those actions reach. Loading upgrades old formats (``migrations``), checks every
field, replays the actions through the rules and compares the hash, so a damaged, edited,
foreign or future file is reported with a reason instead of crashing or being trusted.
Nothing here ever deletes a save: a bad one is moved into ``rejected/`` when dismissed.

Files (see ``Paths``): ``saves/auto/<match id>.json`` is the autosave of each match (rewritten
after every action; the newest unfinished one is "Continue"; finished ones are the history the
replay viewer opens), ``saves/named/<name>.json`` are the player's named saves, and the
top-level ``saves/`` folder of the program holds one demo position per game.
"""

from __future__ import annotations

import json
import os
import re
import sys
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.actions import Action, IllegalAction
from ..core.match import Match, Seat
from ..core.rules import MatchConfig, check_config
from ..games import REGISTRY
from .atomic import is_temp, sweep_temp, write_atomic
from .guard import DataError, clean_text, loads, printable, read_regular, text_problem
from .migrations import CURRENT, KIND, MigrationError, detect_format, upgrade
from .paths import Paths, program_dir

MAX_BYTES = 4 * 1024 * 1024
MAX_SEED = 1 << 64
#: the text a save may carry (``guard.text_problem``: printable, at most this long); the
#: writers clean what they store to these (``SaveRecord.from_match``), so what is written loads
NAME_LIMIT = 40  # a seat's name (the setup screen takes 16)
LABEL_LIMIT = 80  # a named save's name as typed
STAMP_LIMIT = 40  # 'app' and 'saved_at'
ID_LIMIT = 80  # 'match_id'
ACTION_TEXT_LIMIT = 64  # an action's kind, zones and choice (the longest in play: 12)
_HASH_RE = re.compile(r"sha256:[0-9a-f]{64}")


class SaveError(ValueError):
    """A save that cannot be used; the message is one line for the load list."""


@dataclass(frozen=True)
class LoadProblem:
    path: Path
    reason: str

    def __str__(self) -> str:
        return f"{self.path.name}: {self.reason}"


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _one_line(text: str, limit: int = 160) -> str:
    """One printable line (control characters and lone surrogates shown as escapes)."""
    text = " ".join(printable(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def now_stamp(now: datetime | None = None) -> str:
    return (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")


# --- the record ------------------------------------------------------------------------------
@dataclass(frozen=True)
class SaveRecord:
    game: str
    rules_version: int
    config: MatchConfig
    seats: tuple[Seat, ...]
    actions: tuple[Action, ...]
    state_hash: str
    stacked: tuple[int, ...] = ()
    redo: tuple[Action, ...] = ()  # undone actions that can be redone, next one first
    undo_count: int = 0
    finished: bool = False
    saved_at: str = ""
    app: str = __version__
    label: str = ""  # the player's name for a named save, as typed (the file name is sanitised)
    match_id: str = ""
    abandoned: bool = False  # given up by the player: not offered by Continue
    tutorial: str = ""  # "guided" / "free": a Learn-to-play match (``Match.tutorial``)

    @property
    def ply(self) -> int:
        return len(self.actions)

    @property
    def humans(self) -> int:
        return sum(1 for s in self.seats if s.is_human)

    @property
    def hot_seat(self) -> bool:
        return self.humans >= 2

    @property
    def resume_on_handoff(self) -> bool:
        """A hot-seat game resumes on the hand-off screen, never showing a hand."""
        return self.hot_seat and not self.finished

    @classmethod
    def from_match(cls, match: Match, label: str = "", match_id: str = "",
                   now: datetime | None = None, abandoned: bool = False) -> SaveRecord:
        return cls(
            game=match.config.game_id, rules_version=match.rules.meta.rules_version,
            config=match.config, seats=tuple(cls._storable(s) for s in match.seats),
            actions=tuple(match.actions),
            state_hash=match.state_hash(), stacked=tuple(match.stacked),
            redo=tuple(reversed(match.redo_stack)), undo_count=match.undo_count,
            finished=match.is_over, saved_at=now_stamp(now),
            label=clean_text(" ".join(str(label).split()), LABEL_LIMIT),
            match_id=clean_text(match_id, ID_LIMIT), abandoned=abandoned,
            tutorial=match.tutorial,
        )

    @staticmethod
    def _storable(seat: Seat) -> Seat:
        """A seat as it may be written: its name printable and within ``NAME_LIMIT``."""
        name = clean_text(seat.name, NAME_LIMIT)
        return seat if name == seat.name else replace(seat, name=name)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": KIND, "format": CURRENT, "app": self.app, "game": self.game,
            "rules_version": self.rules_version, "config": self.config.to_json(),
            "seats": [s.to_json() for s in self.seats], "stacked": list(self.stacked),
            "actions": [a.to_json() for a in self.actions],
            "redo": [a.to_json() for a in self.redo], "undo_count": self.undo_count,
            "ply": self.ply, "finished": self.finished, "state_hash": self.state_hash,
            "saved_at": self.saved_at, "label": self.label, "match_id": self.match_id,
            "abandoned": self.abandoned, **({"tutorial": self.tutorial} if self.tutorial else {}),
        }

    def dumps(self) -> str:
        return pretty_json(self.to_json())

    @classmethod
    def from_json(cls, data: Any) -> SaveRecord:
        """Check a parsed save strictly (after upgrading it); raises ``SaveError``.

        This checks shapes and values only; ``to_match`` replays and checks the hash.
        """
        return _validate(data)

    def to_match(self) -> Match:
        """Replay the actions and check the state hash; raises ``SaveError``."""
        rules = REGISTRY[self.game].rules
        title = rules.meta.title
        older = self.rules_version < rules.meta.rules_version
        try:
            match = Match.replay(rules, self.config, self.actions, self.seats, self.stacked)
        except IllegalAction as exc:
            if older:
                raise SaveError(f"saved with older {title} rules (v{self.rules_version}) "
                                f"that no longer replay: {exc}") from None
            raise SaveError(f"moves do not replay: {exc}") from None
        except Exception as exc:  # a rules error on odd data must not crash the load list
            raise SaveError(f"moves do not replay ({type(exc).__name__}: {exc})") from None
        if match.state_hash() != self.state_hash:
            if older:
                raise SaveError(f"saved with older {title} rules (v{self.rules_version}); "
                                "the game no longer ends up in the same position")
            raise SaveError("state hash does not match the moves (file edited or damaged)")
        if self.redo:  # the undone moves were a legal continuation from here
            probe = Match(rules, self.config, self.seats, self.stacked, states=[match.state])
            try:
                for a in self.redo:
                    probe.submit(a)
            except Exception as exc:
                raise SaveError(f"undone moves do not replay: {exc}") from None
        match.redo_stack = list(reversed(self.redo))
        match.undo_count = self.undo_count
        match.tutorial = self.tutorial
        return match


# --- strict validation -----------------------------------------------------------------------
def pretty_json(data: dict[str, Any]) -> str:
    """One top-level key per line and one list item (action, seat) per line: diff-friendly."""
    def compact(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            items = ",\n".join(f"  {compact(v)}" for v in value)
            lines.append(f" {compact(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {compact(key)}: {compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise SaveError(f"'{key}' must be a whole number, not {_short(value)}")
    if not low <= value <= high:
        raise SaveError(f"'{key}' is out of range ({_short(value)})")
    return value


def _str(data: dict[str, Any], key: str, limit: int, default: str | None = None) -> str:
    """A text field under the text policy (``guard.text_problem``)."""
    value = data.get(key, default)
    if not isinstance(value, str):
        raise SaveError(f"'{key}' must be text, not {_short(value)}")
    problem = text_problem(value, limit)
    if problem:
        raise SaveError(f"'{key}' {problem}")
    return value


def known_levels(plugin: Any) -> frozenset[str]:
    """The AI levels a seat may name for this game: what ``ai.registry.make_bot`` builds."""
    from ..ai.hooks import game_levels
    from ..ai.registry import BOT_NAMES

    ai_levels = game_levels(plugin.ai)
    return frozenset({*BOT_NAMES, *plugin.bots, *ai_levels})


_BUDGET_RE = re.compile(r"(medium|hard|cheat)@[1-9][0-9]{0,8}")  # make_bot's 'hard@500'


def _seat(raw: Any, i: int, levels: frozenset[str]) -> Seat:
    """One seat, its text under the policy: a name, and a level from the known set."""
    where = f"seat {i + 1}"
    if not isinstance(raw, dict):
        raise SaveError(f"bad seat: {where} is not an object")
    name, level = raw.get("name", ""), raw.get("level", "random")
    problem = text_problem(name, NAME_LIMIT)
    if problem:
        raise SaveError(f"bad seat: the name of {where} {problem}")
    if not isinstance(level, str) or not (level in levels or _BUDGET_RE.fullmatch(level)):
        raise SaveError(f"bad seat: {where} has an unknown AI level {_short(level, 30)}")
    try:
        return Seat.from_json(raw)
    except ValueError as exc:
        raise SaveError(f"bad seat: {exc}") from None


def _list(data: dict[str, Any], key: str, limit: int, default: list | None = None) -> list:
    value = data.get(key, default)
    if not isinstance(value, list):
        raise SaveError(f"'{key}' must be a list, not {_short(value)}")
    if len(value) > limit:
        raise SaveError(f"'{key}' has too many entries ({len(value)})")
    return value


def _actions(data: dict[str, Any], key: str, limit: int, default: list | None = None
             ) -> tuple[Action, ...]:
    out = []
    for i, item in enumerate(_list(data, key, limit, default)):
        for name in ("k", "s", "d", "x") if isinstance(item, dict) else ():
            value = item.get(name)
            problem = text_problem(value, ACTION_TEXT_LIMIT) if isinstance(value, str) else None
            if problem:
                raise SaveError(f"{key} entry {i + 1}: '{name}' {problem}")
        try:
            out.append(Action.from_json(item))
        except ValueError as exc:
            raise SaveError(f"{key} entry {i + 1}: {exc}") from None
    return tuple(out)


def _validate(data: Any) -> SaveRecord:
    fmt = detect_format(data)
    if fmt is None:
        raise SaveError("not a Tabletop save")
    if fmt > CURRENT:
        raise SaveError(f"saved by a newer Tabletop (save format {_short(fmt)}; "
                        f"this version reads up to {CURRENT})")
    if fmt < 0:
        raise SaveError(f"unknown save format {fmt}")
    try:
        data = upgrade(data, fmt)
    except MigrationError as exc:
        raise SaveError(str(exc)) from None
    for key in ("game", "rules_version", "config", "seats", "actions", "state_hash"):
        if key not in data:
            raise SaveError(f"missing field '{key}'")
    game = _str(data, "game", 40)
    if game not in REGISTRY:
        raise SaveError(f"unknown game {_short(game)}")
    plugin = REGISTRY[game]
    meta = plugin.meta
    rules_version = _int(data, "rules_version", 0, 1 << 31)
    if rules_version > meta.rules_version:
        raise SaveError(f"saved with newer {meta.title} rules (v{rules_version}; "
                        f"this version has v{meta.rules_version})")
    try:
        config = MatchConfig.from_json(data["config"])
        if config.game_id != game:
            raise ValueError(f"config is for {_short(config.game_id)}, not {game!r}")
        if not -MAX_SEED < config.seed < MAX_SEED:
            raise ValueError("seed is out of range")
        check_config(meta, config)
    except (ValueError, TypeError) as exc:
        raise SaveError(f"bad match settings: {exc}") from None
    seats_raw = _list(data, "seats", meta.max_players)
    if len(seats_raw) != config.num_players:
        raise SaveError(f"{len(seats_raw)} seats for {config.num_players} players")
    levels = known_levels(plugin)
    seats = tuple(_seat(s, i, levels) for i, s in enumerate(seats_raw))
    deck_size = len(plugin.rules.deck(config))
    stacked = _list(data, "stacked", deck_size, [])
    if not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c < deck_size
               for c in stacked) or len(set(stacked)) != len(stacked):
        raise SaveError("'stacked' must list distinct card numbers of this deck")
    limit = plugin.rules.max_steps(config)
    actions = _actions(data, "actions", limit)
    redo = _actions(data, "redo", limit, [])
    undo_count = _int({"undo_count": data.get("undo_count", 0)}, "undo_count", 0, 10**9)
    state_hash = _str(data, "state_hash", 80)
    if not _HASH_RE.fullmatch(state_hash):
        raise SaveError("'state_hash' is not a sha256 hash")
    if "ply" in data and _int(data, "ply", 0, limit) != len(actions):
        raise SaveError(f"'ply' says {data['ply']} moves but {len(actions)} are listed")
    finished, abandoned = data.get("finished", False), data.get("abandoned", False)
    for key, flag in (("finished", finished), ("abandoned", abandoned)):
        if not isinstance(flag, bool):
            raise SaveError(f"'{key}' must be true or false, not {_short(flag)}")
    tutorial = data.get("tutorial", "")
    if tutorial not in ("", "guided", "free"):
        raise SaveError(f"'tutorial' must be \"guided\" or \"free\", not {_short(tutorial)}")
    return SaveRecord(
        game=game, rules_version=rules_version, config=config, seats=seats, actions=actions,
        state_hash=state_hash, stacked=tuple(stacked), redo=redo, undo_count=undo_count,
        finished=finished, saved_at=_str(data, "saved_at", STAMP_LIMIT, ""),
        app=_str(data, "app", STAMP_LIMIT, "?"), label=_str(data, "label", LABEL_LIMIT, ""),
        match_id=_str(data, "match_id", ID_LIMIT, ""),
        abandoned=abandoned, tutorial=tutorial,
    )


def parse_save(raw: bytes | str) -> SaveRecord:
    """Bytes of a file to a checked record (not yet replayed); raises ``SaveError``."""
    if not raw or not raw.strip():
        raise SaveError("empty file")
    if len(raw) > MAX_BYTES:
        raise SaveError(f"too large to be a save ({len(raw)} bytes)")
    try:
        data = loads(raw)  # the one nesting limit (guard.MAX_DEPTH), whatever the caller
    except DataError as exc:
        raise SaveError(str(exc)) from None
    return _validate(data)


def read_save(path: Path | str) -> bytes:
    """The bytes of a save file: only a regular file, never more than ``MAX_BYTES`` read.

    Raises ``SaveError`` (not a file, too large) or ``OSError``.
    """
    try:
        return read_regular(path, MAX_BYTES)
    except DataError as exc:
        raise SaveError(f"{exc} to be a save" if str(exc).startswith("too large")
                        else f"{exc}, so not a save") from None


@dataclass(frozen=True)
class LoadedSave:
    path: Path
    record: SaveRecord
    match: Match = field(repr=False)


def open_save(path: Path | str) -> LoadedSave | LoadProblem:
    """Read, check and replay one file. Never raises for a bad file."""
    path = Path(path)
    try:
        raw = read_save(path)
    except SaveError as exc:
        return LoadProblem(path, _one_line(str(exc)))
    except OSError as exc:
        return LoadProblem(path, _one_line(f"cannot read ({exc.strerror or exc})"))
    try:
        record = parse_save(raw)
        match = record.to_match()
    except SaveError as exc:
        return LoadProblem(path, _one_line(str(exc)))
    except Exception as exc:  # last line of defence: the load list must survive anything
        return LoadProblem(path, _one_line(f"unreadable ({type(exc).__name__}: {exc})"))
    return LoadedSave(path, replace(record, finished=match.is_over), match)


def load_match(path: Path | str) -> Match | LoadProblem:
    loaded = open_save(path)
    return loaded if isinstance(loaded, LoadProblem) else loaded.match


def save_match(match: Match, path: Path | str, label: str = "", match_id: str = "",
               now: datetime | None = None, abandoned: bool = False) -> SaveRecord:
    """Write ``match`` to ``path`` atomically; returns the record written."""
    record = SaveRecord.from_match(match, label, match_id, now, abandoned)
    write_atomic(path, record.dumps())
    return record


# --- names -----------------------------------------------------------------------------------
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}


def sanitize_name(name: str, limit: int = 60) -> str:
    """A safe file stem for a player-typed save name: letters, digits, space, - and _ only,
    no path separators, no leading dots, no Windows device names, never empty."""
    text = unicodedata.normalize("NFKC", str(name))
    kept = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in text)
    kept = re.sub(r"_+", "_", re.sub(r"\s+", " ", kept)).strip(" _-")[:limit].strip(" _-")
    if not kept:
        return "save"
    if kept.lower().split(" ")[0] in _RESERVED or kept.lower() in _RESERVED:
        kept = "_" + kept
    return kept


# --- the save folders ------------------------------------------------------------------------
def demo_dir() -> Path | None:
    """The program's top-level ``saves/`` folder, found like ``tabletop.resources`` finds assets.

    A PyInstaller bundle has it at ``sys._MEIPASS/saves`` (``build.spec`` copies it there); a
    wheel would carry it as ``tabletop/saves`` (package data); a checkout has it beside the
    package. None if there is none (the Load list then simply has no demos).
    """
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "saves")
    candidates.append(Path(__file__).resolve().parents[1] / "saves")
    candidates.append(program_dir() / "saves")
    for folder in candidates:
        if folder.is_dir():
            return folder
    return None


def _player_text(seat: Seat, index: int) -> str:
    name = seat.name or f"Player {index + 1}"
    return name if seat.is_human else f"{name} ({seat.level})"


@dataclass(frozen=True)
class SaveEntry:
    """One line of the Load list: a good save with its facts, or a bad file with its reason."""

    path: Path
    kind: str  # "auto" | "named" | "demo"
    modified: float
    record: SaveRecord | None = None
    problem: str | None = None

    @property
    def ok(self) -> bool:
        return self.record is not None

    @property
    def title(self) -> str:
        if self.record is None:
            return self.path.name
        meta = REGISTRY[self.record.game].meta
        label = self.record.label
        if label and meta.title.casefold() in label.casefold():
            return label  # "Demo: Ard Rí mid-game" names its game: not "Ard Rí: Demo: Ard Rí …"
        return f"{meta.title}: {label}" if label else meta.title

    @property
    def players(self) -> str:
        if self.record is None:
            return ""
        return ", ".join(_player_text(s, i) for i, s in enumerate(self.record.seats))

    @property
    def date(self) -> str:
        """'2026-11-22 14:50' (UTC) from the record, else from the file."""
        stamp = self.record.saved_at if self.record else ""
        try:
            when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ")
        except ValueError:
            when = datetime.fromtimestamp(self.modified, UTC)
        return when.strftime("%Y-%m-%d %H:%M")

    @property
    def progress(self) -> str:
        if self.record is None:
            return ""
        ply = self.record.ply
        moves = f"{ply} move{'s' if ply != 1 else ''}"
        if self.record.finished:
            return f"finished after {moves}"
        if self.record.abandoned:
            return f"abandoned after {moves}"
        return f"{moves} in"

    @property
    def finished(self) -> bool:
        return bool(self.record and self.record.finished)

    @property
    def hot_seat(self) -> bool:
        return bool(self.record and self.record.hot_seat)

    def describe(self) -> str:
        """One line for the list."""
        if self.record is None:
            return f"{self.path.name} — cannot be loaded: {self.problem}"
        return f"{self.title} — {self.players} — {self.date} — {self.progress}"


def _entry(path: Path, kind: str, cache: dict[Path, tuple[tuple[int, int], SaveEntry]] | None = None
           ) -> SaveEntry:
    """Check one file (replaying it), reusing ``cache`` while the file is unchanged."""
    try:
        st = path.stat()
        modified, stamp = st.st_mtime, (st.st_mtime_ns, st.st_size)
    except OSError:
        modified, stamp = 0.0, (0, -1)
    if cache is not None and path in cache and cache[path][0] == stamp:
        return cache[path][1]
    entry = _check_entry(path, kind, modified)
    if cache is not None:
        cache[path] = (stamp, entry)
    return entry


def _check_entry(path: Path, kind: str, modified: float) -> SaveEntry:
    loaded = open_save(path)
    if isinstance(loaded, LoadProblem):
        return SaveEntry(path, kind, modified, problem=loaded.reason)
    return SaveEntry(path, kind, modified, record=loaded.record)


def _json_files(folder: Path | None) -> Iterable[Path]:
    if folder is None or not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir()
                  if p.suffix.lower() == ".json" and p.is_file() and not is_temp(p))


class SaveStore:
    """The player's saves under ``paths.saves`` (and the program's demo saves)."""

    def __init__(self, paths: Paths, demos: Path | None | bool = True) -> None:
        self.paths = paths
        self._demos = demo_dir() if demos is True else (demos or None)
        self._cache: dict[Path, tuple[tuple[int, int], SaveEntry]] = {}

    # --- writing -------------------------------------------------------------------------
    @staticmethod
    def new_match_id(match: Match, now: datetime | None = None) -> str:
        when = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        return f"{when}-{match.config.game_id}-{match.config.seed & 0xFFFFFFFF:08x}"

    def autosave_path(self, match_id: str) -> Path:
        return self.paths.autosaves / f"{sanitize_name(match_id, 80)}.json"

    def autosave(self, match: Match, match_id: str, abandoned: bool = False) -> Path:
        """Called after every action: rewrites this match's autosave atomically."""
        path = self.autosave_path(match_id)
        save_match(match, path, match_id=match_id, abandoned=abandoned)
        return path

    def save_named(self, match: Match, name: str, match_id: str = "") -> Path:
        """A named save from the pause menu; the same name again overwrites it."""
        path = self.paths.named_saves / f"{sanitize_name(name)}.json"
        save_match(match, path, label=name, match_id=match_id)
        return path

    # --- reading -------------------------------------------------------------------------
    def _entries(self, folder: Path | None, kind: str) -> list[SaveEntry]:
        return [_entry(p, kind, self._cache) for p in _json_files(folder)]

    def entries(self, include_demos: bool = True, finished_autosaves: bool = False
                ) -> list[SaveEntry]:
        """The Load list: every save, bad ones included with their reason, newest first;
        demos last. Finished games' autosaves are history (``history``), left out unless
        asked for. Files are replayed once and cached while unchanged."""
        own = [e for e in self._entries(self.paths.autosaves, "auto")
               if finished_autosaves or not e.finished]
        own += self._entries(self.paths.named_saves, "named")
        own.sort(key=lambda e: (e.record.saved_at if e.record else "", e.modified), reverse=True)
        return own + (self.demos() if include_demos else [])

    def history(self) -> list[SaveEntry]:
        """Finished games' autosaves, newest first (the replay viewer can open each)."""
        done = [e for e in self._entries(self.paths.autosaves, "auto") if e.finished]
        return sorted(done, key=lambda e: (e.record.saved_at if e.record else "", e.modified),
                      reverse=True)

    def continue_entry(self) -> SaveEntry | None:
        """The last unfinished game (the menu's one-click Continue), if any."""
        good = [e for e in self._entries(self.paths.autosaves, "auto")
                if e.record is not None and not e.record.finished and not e.record.abandoned]
        if not good:
            return None
        return max(good, key=lambda e: (e.record.saved_at if e.record else "", e.modified))

    def demos(self) -> list[SaveEntry]:
        return self._entries(self._demos, "demo")

    @staticmethod
    def load(path: Path | str) -> LoadedSave | LoadProblem:
        return open_save(path)

    def sweep(self, older_than: float = 60.0) -> int:
        """At start-up: remove temporary files of writes a crash interrupted (never saves):
        in the save folders and beside the settings, the statistics and the cache files,
        every folder ``write_atomic`` writes into."""
        p = self.paths
        folders = dict.fromkeys((p.autosaves, p.named_saves, p.saves, p.data, p.config, p.cache))
        return sum(sweep_temp(folder, older_than) for folder in folders)

    # --- bad files -----------------------------------------------------------------------
    def move_aside(self, path: Path | str, now: datetime | None = None) -> Path:
        """Move a file the player dismissed into ``rejected/`` (never deletes it).

        Only files inside the player's save folder move; returns the new path.
        """
        path = Path(path)
        saves = self.paths.saves.resolve()
        if saves not in path.resolve().parents:
            raise ValueError(f"{path} is not in the save folder")
        self.paths.rejected.mkdir(parents=True, exist_ok=True)
        stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        target = self.paths.rejected / f"{path.stem}.{stamp}{path.suffix}"
        n = 1
        while target.exists():
            n += 1
            target = self.paths.rejected / f"{path.stem}.{stamp}-{n}{path.suffix}"
        os.replace(path, target)
        return target
