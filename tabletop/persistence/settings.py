"""The player's settings, remembered in the user config directory as JSON.

``load_settings`` never fails: a missing file gives the defaults silently; an unreadable,
foreign or partly wrong file gives the defaults (for the bad fields only, when the file is
readable) and a one-line notice for the UI to show. An unreadable file is renamed aside
(``settings.json.bad-<time>``) so the next save does not destroy it.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, fields, replace
from pathlib import Path
from typing import Any

from ..core.lean import lean_dataclass
from .atomic import write_atomic
from .guard import DataError, clean_text, loads, read_regular

KIND = "tabletop-settings"
VERSION = 1
COLOUR_MODES = ("standard", "colourblind", "high_contrast")
MAX_NAMES = 8
MAX_BYTES = 1024 * 1024  # a settings file is under 1 kB
NAME_LIMIT = 24
CARD_SIZES = (0.85, 1.0, 1.15)  # small, normal, large (the table layouts fit all three)
#: the look (names drawn by ``ui/render``: ``theme.FELTS``, ``theme.BACK_STYLES``,
#: ``avatars.AVATARS``; kept here as plain names so this module needs no pygame)
FELT_NAMES = ("green", "blue", "burgundy", "moss", "slate")
BACK_NAMES = ("knotwork", "lattice", "plain")
AVATAR_NAMES = ("harp", "stag", "salmon", "raven", "oak", "boat", "tower", "sun")
TRICK_HOLDS = (0.5, 1.0, 2.0, 3.0)  # how long a finished trick stays, × the game's own pause
MESSAGE_TIMES = (1.0, 1.5, 2.5, 4.0)  # how long messages (toasts) stay, × their own time
TEXT_SCALES = (1.0, 1.15, 1.3, 1.5)  # interface text, × the size each screen asks for
#: the table commands whose key a player may change (``ui/keymap.TABLE_ACTIONS`` holds their
#: default keys; kept here as plain names so this module needs no pygame)
KEY_ACTIONS = ("hint", "log", "trick", "scores", "pile", "sort", "gather")
SEAT_KINDS = ("human", "ai")
MAX_SETUPS = 32  # games remembered
#: a game's last setup: (game id, players, ((seat kind, level), …), ((option, value), …))
Setup = tuple[str, int, tuple[tuple[str, str], ...], tuple[tuple[str, Any], ...]]


@lean_dataclass(frozen=True)  # read for the first frame: no code compiled (``core/lean.py``)
class Settings:
    """The remembered settings (``settings.json``); every field has its default."""

    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0 = no animation, 1 = normal, up to 4 = slow motion 0.25x…
    ai_delay_ms: int = 600  # pause before an AI move is shown
    sound_on: bool = True
    volume: float = 0.8  # 0..1
    colour_mode: str = "standard"  # one of COLOUR_MODES
    player_names: tuple[str, ...] = ("You",) + tuple(f"Player {i}" for i in range(2, MAX_NAMES + 1))
    card_size: float = 1.0  # card height factor on the table (one of CARD_SIZES)
    help_seen: tuple[str, ...] = ()  # games whose first-run help overlay was dismissed
    felt: str = "green"  # the table cloth (one of FELT_NAMES)
    card_back: str = "knotwork"  # one of BACK_NAMES
    trick_hold: float = 2.0  # a finished trick stays this many times the game's pause (TRICK_HOLDS)
    avatars: tuple[str, ...] = AVATAR_NAMES[:5]  # each seat's drawn emblem, by seat number
    message_time: float = 1.0  # messages stay this many times their own time (MESSAGE_TIMES)
    #: (command, key name) for the table commands given another key than their default (the
    #: key names are pygame's, e.g. "g", "f5"; ``ui/keymap`` checks them)
    keys: tuple[tuple[str, str], ...] = ()
    text_scale: float = 1.0  # every interface text × this (TEXT_SCALES: 100 to 150 %)
    speech: bool = False  # spoken output of the table's words (``ui/speech.py``)
    #: each game's last setup (``Setup``): the player count, each seat's kind and level, the
    #: options. Only its shape is checked here; the setup screen takes what the game allows
    setups: tuple[Setup, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["player_names"] = list(self.player_names)
        data["help_seen"] = list(self.help_seen)
        data["avatars"] = list(self.avatars)
        data["keys"] = dict(self.keys)
        data["setups"] = {g: {"players": n, "seats": [list(x) for x in seats], "options": dict(opts)}
                          for g, n, seats, opts in self.setups}
        return {"kind": KIND, "version": VERSION, **data}

    def setup_for(self, game: str) -> Setup | None:
        return next((x for x in self.setups if x[0] == game), None)

    def with_setup(self, setup: Setup) -> tuple[Setup, ...]:
        """``setups`` with ``setup`` for its game (the newest last, at most ``MAX_SETUPS``)."""
        return (*(x for x in self.setups if x[0] != setup[0]), setup)[-MAX_SETUPS:]

    def avatar_for(self, seat: int) -> str:
        """The seat's avatar; seats beyond the list get one by their number."""
        if 0 <= seat < len(self.avatars) and self.avatars[seat] in AVATAR_NAMES:
            return self.avatars[seat]
        return AVATAR_NAMES[seat % len(AVATAR_NAMES)]

    def name_for(self, seat: int) -> str:
        if 0 <= seat < len(self.player_names) and self.player_names[seat]:
            return self.player_names[seat]
        return f"Player {seat + 1}"


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_num(v: Any) -> bool:
    return (_is_int(v) or isinstance(v, float)) and v == v  # not NaN


def _window(v: Any) -> tuple[int, int]:
    if (isinstance(v, list) and len(v) == 2 and all(_is_int(x) for x in v)
            and 320 <= v[0] <= 16384 and 240 <= v[1] <= 16384):
        return (v[0], v[1])
    raise ValueError


def _names(v: Any) -> tuple[str, ...]:
    if isinstance(v, list) and len(v) <= MAX_NAMES and all(isinstance(x, str) for x in v):
        return tuple(clean_text(" ".join(x.split()), NAME_LIMIT) for x in v)
    raise ValueError


def _keys(v: Any) -> tuple[tuple[str, str], ...]:
    if (isinstance(v, dict) and all(k in KEY_ACTIONS for k in v)
            and all(isinstance(x, str) and 0 < len(x) <= 20 for x in v.values())):
        return tuple(sorted(v.items()))
    raise ValueError


def _word(v: Any, limit: int = 40) -> bool:
    return isinstance(v, str) and 0 < len(v) <= limit


def _setups(v: Any) -> tuple[Setup, ...]:
    """Each game's last setup, by shape only: a count, seats of a kind and a level, options
    of plain values (what the game allows is the setup screen's to check)."""
    if not isinstance(v, dict) or len(v) > MAX_SETUPS:
        raise ValueError
    out = []
    for game, x in v.items():
        if not (_word(game) and isinstance(x, dict) and _is_int(x.get("players"))
                and 1 <= x["players"] <= 16 and isinstance(x.get("seats"), list)
                and len(x["seats"]) <= MAX_NAMES and isinstance(x.get("options"), dict)
                and len(x["options"]) <= 40):
            raise ValueError
        seats = x["seats"]
        if not all(isinstance(s, list) and len(s) == 2 and s[0] in SEAT_KINDS and _word(s[1], 20)
                   for s in seats):
            raise ValueError
        opts = x["options"]
        if not all(_word(k) and (isinstance(o, bool) or _is_int(o) or _word(o)) for k, o in opts.items()):
            raise ValueError
        out.append((game, x["players"], tuple((s[0], s[1]) for s in seats), tuple(opts.items())))
    return tuple(out)


def _check(ok: bool, value: Any) -> Any:
    if not ok:
        raise ValueError
    return value


#: field -> converter from JSON (raises ValueError when the value is unusable)
_READERS = {
    "window_size": _window,
    "fullscreen": lambda v: _check(isinstance(v, bool), v),
    "animation_speed": lambda v: _check(_is_num(v) and 0 <= v <= 4, float(v)),
    "ai_delay_ms": lambda v: _check(_is_int(v) and 0 <= v <= 10_000, v),
    "sound_on": lambda v: _check(isinstance(v, bool), v),
    "volume": lambda v: _check(_is_num(v) and 0 <= v <= 1, float(v)),
    "colour_mode": lambda v: _check(v in COLOUR_MODES, v),
    "player_names": _names,
    "card_size": lambda v: _check(_is_num(v) and 0.8 <= v <= 1.2, float(v)),
    "help_seen": lambda v: _check(isinstance(v, list) and len(v) <= 64
                                  and all(isinstance(x, str) and len(x) <= 40 for x in v), tuple(v)),
    "felt": lambda v: _check(v in FELT_NAMES, v),
    "card_back": lambda v: _check(v in BACK_NAMES, v),
    "trick_hold": lambda v: _check(_is_num(v) and 0 <= v <= 5, float(v)),
    "avatars": lambda v: _check(isinstance(v, list) and len(v) <= MAX_NAMES
                                and all(x in AVATAR_NAMES for x in v), tuple(v)),
    "message_time": lambda v: _check(_is_num(v) and 0.5 <= v <= 5, float(v)),
    "keys": _keys,
    "text_scale": lambda v: _check(_is_num(v) and 1 <= v <= 1.5, float(v)),
    "speech": lambda v: _check(isinstance(v, bool), v),
    "setups": _setups,
}


def _migrate(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Version 0 (no version field) spelt the colour choice as a flag: upgrade it."""
    if version == 0:
        data = dict(data)
        if data.pop("high_contrast", False) is True:
            data.setdefault("colour_mode", "high_contrast")
        if data.pop("colourblind", False) is True:
            data.setdefault("colour_mode", "colourblind")
    return data


def _unusable(data: Any) -> str | None:
    """Why a whole parsed file cannot be used, or None."""
    if not isinstance(data, dict) or data.get("kind", KIND) != KIND:
        return "the settings file is not a Tabletop settings file; defaults used"
    version = data.get("version", 0)
    if not _is_int(version) or version < 0:
        return "the settings file has no valid version; defaults used"
    return None


def settings_from_json(data: Any) -> tuple[Settings, str | None]:
    """Settings from parsed JSON, field by field; the notice names what fell back."""
    whole = _unusable(data)
    if whole:
        return Settings(), whole
    version = data.get("version", 0)
    data = _migrate(data, version)
    values: dict[str, Any] = {}
    bad = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        try:
            values[f.name] = _READERS[f.name](data[f.name])
        except (ValueError, TypeError, OverflowError):
            bad.append(f.name)
    settings = replace(Settings(), **values)
    notice = None
    if bad:
        notice = f"some settings were invalid and reset to defaults: {', '.join(bad)}"
    if version > VERSION:
        notice = (notice + "; " if notice else "") + "settings from a newer Tabletop: unknown ones ignored"
    return settings, notice


def _set_aside(path: Path) -> str:
    from datetime import UTC, datetime  # only for a bad file: not on every start

    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    try:
        os.replace(path, target)
    except OSError:
        return ""
    return f" (kept as {target.name})"


def load_settings(path: Path | str) -> tuple[Settings, str | None]:
    """(settings, notice or None). Never raises."""
    path = Path(path)
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), f"cannot read the settings ({exc.strerror}); defaults used"
    except DataError as exc:  # a FIFO, a folder, a huge file: not read, left where it is
        return Settings(), f"the settings file is unusable ({exc}); defaults used"
    try:
        data = loads(raw)
    except DataError:
        return Settings(), f"the settings file was damaged; defaults used{_set_aside(path)}"
    whole = _unusable(data)
    if whole:
        return Settings(), whole + _set_aside(path)
    try:
        return settings_from_json(data)
    except Exception as exc:  # never let a settings file stop the app
        return Settings(), f"the settings file could not be used ({type(exc).__name__}); defaults used"


def save_settings(path: Path | str, settings: Settings) -> None:
    write_atomic(path, json.dumps(settings.to_json(), indent=1, ensure_ascii=False) + "\n")
