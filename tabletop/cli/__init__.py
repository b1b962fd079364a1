"""The command line. Every command drives the same ``Match`` the GUI uses.

Each command lives in its own module with ``register(subparsers)``; ``COMMANDS`` lists them.
Exit codes: 0 fine, 1 a rules or runtime error, 2 bad input (unparsable or illegal move,
unknown game/option/card).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import bench, games_cmd, play, replay, screenshot, tournament


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit code 2."""


COMMANDS = [games_cmd, play, replay, bench, tournament, screenshot]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="Tabletop card games.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS:
        module.register(sub)
    return parser


def run_cli(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv))
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
