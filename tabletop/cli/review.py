"""``tabletop review SAVE [--seat N] [--worlds K] [--seed S]``: what Hard would have played at
each decision of a seat, and what the seat's own choice cost in win chance (``ai/review.py``).

One line per decision, in the order they were made, then a summary per seat. Only what that
seat could see at the time is used. The same seed gives the same figures.
"""

from __future__ import annotations

import argparse

from .args import whole
from .common import usage_error
from .replay import _emit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("review", help="what Hard would have played at each of a seat's decisions")
    p.add_argument("file", help="a save file (.json), finished or not")
    p.add_argument("--seat", type=whole(1), action="append",
                   help="the seat to review, counting from 1 (repeatable; default: the human seats)")
    p.add_argument("--worlds", type=whole(8), default=32,
                   help="sampled deals per decision (more: smaller error, slower; default 32)")
    p.add_argument("--seed", type=whole(), default=0, help="the review's seed")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..ai.review import Reviewer
    from ..ai.review_words import line, summary
    from ..games import REGISTRY
    from ..persistence.saves import LoadProblem, open_save

    loaded = open_save(args.file)
    if isinstance(loaded, LoadProblem):
        raise usage_error(f"{args.file}: {loaded.reason}")
    match = loaded.match
    plugin = REGISTRY[loaded.record.game]
    n = match.config.num_players
    if args.seat:
        bad = [s for s in args.seat if not 1 <= s <= n]
        if bad:
            raise usage_error(f"--seat takes a seat from 1 to {n}, not {bad[0]}")
        seats = sorted({s - 1 for s in args.seat})
    else:
        seats = [i for i, s in enumerate(match.seats) if s.is_human] or list(range(n))
    names = [match.name(i) for i in range(n)]
    rules = plugin.rules
    reviewer = Reviewer(plugin, match.states, match.actions, seats, worlds=args.worlds, seed=args.seed)
    _emit(f"# review of {rules.meta.title}, {len(match.actions)} moves; "
          f"{reviewer.total} decisions of {', '.join(names[s] for s in seats)}; "
          f"{args.worlds} deals each, seed {args.seed}")
    while not reviewer.done:
        reviewer.step(0.0)  # one decision at a time, printed as it is judged
        d = reviewer.review.decisions[-1]
        _emit(line(rules, match.states, d, names))
    for s in seats:
        _emit("# " + summary(rules, match.states, reviewer.review, s, names))
    return 0
