"""What any file Tabletop reads may hold, decided once: how it is read, how deep its JSON may
nest, and what text it may carry.

Every reader in ``persistence`` (saves, Continue's quick look, settings, statistics, the
quick-look cache) goes through ``read_regular`` and ``loads``, so a file is accepted or
refused the same way whichever path reads it and however deep the caller's stack is:

- only a regular file is read (a FIFO, ``/dev/zero`` or a folder is refused without blocking)
  and never more than the caller's byte limit;
- JSON may nest at most ``MAX_DEPTH`` containers; deeper input is refused *before* parsing
  (``json.loads`` recurses, so whether a deep file parsed used to depend on the stack depth
  of the caller);
- text a save shows on screen (names, labels, levels, stamps) is checked with
  ``text_problem``: printable (no control characters, no lone surrogates, no line or
  paragraph separators) and no longer than the field's limit. ``clean_text`` makes any string
  conform (what the writers use, so a file written is a file that loads).

Pure: no pygame, no game imports (``peek`` uses it before the registry is loaded).
"""

from __future__ import annotations

import json
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

#: the deepest JSON nesting any file may have (saves need 4, settings and statistics 3)
MAX_DEPTH = 32

#: characters no stored text may hold: C0/C1 controls (NUL, tab, newline, escape …),
#: lone surrogates (they cannot even be encoded as UTF-8), line and paragraph separators
#: (a pattern: ``re`` compiles it on first use, ~1 ms, and ASCII text never needs it: the
#: start-up reads the settings' names without it, issue 27)
_UNPRINTABLE = "[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]"
#: a JSON string literal (escapes included), to blank out before counting brackets
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class DataError(ValueError):
    """A file that cannot be used; the message is one short sentence fragment."""


# --- reading ---------------------------------------------------------------------------------
def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    Raises ``DataError`` for anything else (a FIFO, a device, a folder, a larger file) and
    ``OSError`` when it cannot be opened. Opening does not block on a FIFO (``O_NONBLOCK``)
    and at most ``limit + 1`` bytes are ever read, even if the file grows meanwhile.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DataError("a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file")
        if info.st_size > limit:
            raise DataError(f"too large ({info.st_size} bytes)")
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > limit:
        raise DataError(f"too large (more than {limit} bytes)")
    return raw


def json_depth(text: str) -> int:
    """How many containers deep ``text`` nests (brackets inside strings do not count)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)


def _deeper_than(text: str, limit: int) -> bool:
    # cheap exits first: few brackets cannot nest deep (a normal save has a few thousand)
    if text.count("[") + text.count("{") <= limit:
        return False
    return json_depth(text) > limit


def loads(raw: bytes | str, limit: int = MAX_DEPTH) -> Any:
    """Parse JSON text with the one nesting limit; raises ``DataError`` with a short reason."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise DataError("not a text file (damaged or not a save)") from None
    if not raw.strip():
        raise DataError("empty file")
    if _deeper_than(raw, limit):
        raise DataError(f"damaged (nested more than {limit} levels deep)")
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DataError(f"damaged or truncated (JSON error at line {exc.lineno}, "
                        f"column {exc.colno})") from None
    except (ValueError, RecursionError) as exc:  # e.g. an integer of 5,000 digits
        reason = " ".join(str(exc).split())[:60] or type(exc).__name__
        raise DataError(f"damaged ({printable(reason)})") from None


# --- text ------------------------------------------------------------------------------------
def text_problem(value: Any, limit: int) -> str | None:
    """Why ``value`` may not be stored text of at most ``limit`` characters, or None."""
    if not isinstance(value, str):
        return "must be text"
    if len(value) > limit:
        return f"is longer than {limit} characters"
    if not _printable_ascii(value) and re.search(_UNPRINTABLE, value):
        return "holds a control character or an invalid one"
    return None


def clean_text(value: Any, limit: int) -> str:
    """``value`` made storable: unprintable characters dropped, cut to ``limit``."""
    value = str(value)
    return (value if _printable_ascii(value) else re.sub(_UNPRINTABLE, "", value))[:limit]


def printable(value: Any) -> str:
    """``value`` for a message: unprintable characters shown as escapes (``\\x00``, ``\\ud800``)."""
    return re.sub(_UNPRINTABLE, lambda m: repr(m.group())[1:-1], str(value))


def _printable_ascii(value: str) -> bool:
    """ASCII without a control character (0x00–0x1f, 0x7f): nothing ``_UNPRINTABLE`` finds."""
    return value.isascii() and value.isprintable()
