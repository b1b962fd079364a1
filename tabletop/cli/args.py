"""Command-line flags checked as they are read, each bad value told in one line.

Every bad value on the command line ends the same way, for the window's flags and for every
command: one sentence naming the flag and what it accepts
(``tabletop sim: --games takes a whole number from 1 up, not '-5'``) and exit code 2.
Argparse's own complaints go through ``Parser.error``; checks that need a game (player counts,
options, cards) raise ``UsageError`` with a sentence of the same shape (``common``).

This module imports no game: the window's parser uses it before its first frame.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import NoReturn


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit code 2 (here, with the flag
    checks, so that ``common`` need not import the package that imports every command)."""


def one_line(message: str) -> str:
    """Argparse's complaint as one sentence that starts with the flag it is about."""
    message = " ".join(message.split())
    m = re.fullmatch(r"argument (\S+?)(?:/\S+)?: (.*)", message)
    if not m:
        return message
    flag, rest = m.groups()
    choice = re.fullmatch(r"invalid choice: (.*?) \(choose from (.*)\)", rest)
    if choice:
        given, allowed = choice.groups()
        return f"{flag} takes one of {allowed.replace(chr(39), '')}, not {given}"
    return f"{flag} {rest}" if rest.startswith("takes ") else f"{flag}: {rest}"


class Parser(argparse.ArgumentParser):
    """An argument parser whose every complaint is one line and exit code 2 (its sub-command
    parsers are of the same kind: ``add_subparsers`` makes them with this class)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {one_line(message)}\n")


def whole(low: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number, at least ``low`` when given."""

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or (low is not None and value < low):
            accepts = "a whole number" + (f" from {low} up" if low is not None else "")
            raise argparse.ArgumentTypeError(f"takes {accepts}, not {text!r}")
        return value

    convert.__name__ = "whole number"
    return convert


def size_type(low: tuple[int, int], high: tuple[int, int] | None = None) -> Callable[[str], tuple[int, int]]:
    """An argparse ``type``: ``WxH`` with each side at least ``low`` (at most ``high`` if given)."""

    def convert(text: str) -> tuple[int, int]:
        try:
            w, h = (int(v) for v in text.lower().split("x"))
        except ValueError:
            w = h = -1
        too_big = high is not None and (w > high[0] or h > high[1])
        if w < low[0] or h < low[1] or too_big:
            span = f"from {low[0]}x{low[1]}" + (f" to {high[0]}x{high[1]}" if high else " up")
            raise argparse.ArgumentTypeError(f"takes a size WIDTHxHEIGHT {span}, like 1280x720, "
                                             f"not {text!r}")
        return w, h

    convert.__name__ = "size"
    return convert
