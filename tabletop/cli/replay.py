"""``tabletop replay FILE [--text]``: a saved game, one line per action in the game's notation.

Each line: the move number, the player's name and the move (with ``--text`` also the move in
words). A header and a footer start with ``#``. A file that cannot be loaded (not a regular
file, too large, damaged, text a save may not carry …: ``persistence/saves.py``) gives its
one-line reason and exit code 2.
"""

from __future__ import annotations

import argparse
import sys

from ..games import REGISTRY
from ..persistence.saves import LoadProblem, open_save
from .common import usage_error


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="print a saved game's moves in the game's notation")
    p.add_argument("file", help="a save file (.json)")
    p.add_argument("--text", action="store_true", help="also describe each move in words")
    p.set_defaults(func=run)


def _emit(line: str) -> None:
    """Print one line whatever the terminal's encoding can show (escapes for the rest)."""
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        line = line.encode(encoding, "backslashreplace").decode(encoding, "replace")
    except LookupError:
        line = line.encode("ascii", "backslashreplace").decode("ascii")
    print(line)


def run(args: argparse.Namespace) -> int:
    loaded = open_save(args.file)
    if isinstance(loaded, LoadProblem):
        raise usage_error(f"{args.file}: {loaded.reason}")
    record, match = loaded.record, loaded.match
    rules = REGISTRY[record.game].rules
    options = ", ".join(f"{k}={v}" for k, v in sorted(record.config.options.items()))
    _emit(f"# {rules.meta.title}, {record.config.num_players} players, seed {record.config.seed}"
          + (f", {options}" if options else ""))
    width = len(str(len(match.records)))
    names = [match.name(i) for i in range(len(match.seats))]
    name_width = max(len(n) for n in names)
    for ply, rec in enumerate(match.records, start=1):
        line = f"{ply:>{width}}  {names[rec.action.player]:<{name_width}}  {rules.format_action(rec.action)}"
        if args.text:
            line += f"  — {rules.describe(match.states[ply - 1], rec.action)}"
        _emit(line.rstrip())
    scores = rules.scores(match.state)
    summary = ", ".join(f"{names[i]} {scores[i]}" for i in range(len(names)))
    if match.is_over:
        returns = rules.returns(match.state)
        best = max(returns)
        won = " and ".join(names[i] for i, r in enumerate(returns) if r == best)
        _emit(f"# finished: {summary}; won by {won}")
    else:
        _emit(f"# unfinished after {len(match.records)} moves: {summary}")
    return 0
