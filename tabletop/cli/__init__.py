"""The command line. Every command drives the same ``Match`` the GUI uses.

Each command lives in its own module with ``register(subparsers)``; ``commands()`` lists them
(imported when a command runs: importing ``tabletop.cli`` itself loads no game).
Exit codes: 0 fine, 1 a rules or runtime error, 2 bad input (a bad flag value, an unparsable
or illegal move, an unknown game/option/card), always told in one line (``args``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from types import ModuleType

from .args import Parser, UsageError

__all__ = ["UsageError", "build_parser", "commands", "run_cli"]


def commands() -> list[ModuleType]:
    from . import bench, games_cmd, play, replay, review, screenshot, tournament, tutorial

    return [games_cmd, play, replay, review, bench, tournament, screenshot, tutorial]


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="tabletop", description="Tabletop card games.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in commands():
        module.register(sub)
    return parser


def run_cli(argv: Sequence[str]) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:  # a bad flag (told in one line by ``Parser``), or --help
        return exc.code if isinstance(exc.code, int) else 2
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        return int(args.func(args) or 0)
    except UsageError as exc:
        print(f"tabletop {args.command}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `tabletop replay … | head`: the reader left, nothing is wrong
        sys.stderr.close()
        return 0
