"""``tabletop tournament GAME --a BOT --b BOT``: a duplicate-deal match between two bots."""

from __future__ import annotations

import argparse
import json

from ..ai.registry import BOT_NAMES
from ..ai.tournament import Spec, run, stderr_progress
from .args import whole
from .common import check_players, parse_options, plugin_for, usage_error


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("tournament", help="duplicate-deal games between two bots, win rate with a 95 %% interval")
    p.add_argument("game", help="game id (see 'tabletop games')")
    p.add_argument("--a", required=True, help=f"bot A ({', '.join(BOT_NAMES)})")
    p.add_argument("--b", required=True, help="bot B (in every other seat)")
    p.add_argument("--players", type=whole(0), default=2)
    p.add_argument("--games", type=whole(1), default=100, help="games in all (whole deals × seat rotations)")
    p.add_argument("--seed", type=whole(), default=1)
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a rule option (repeatable)")
    p.add_argument("--jobs", type=whole(1), default=1, help="worker processes")
    p.add_argument("--timed", action="store_true", help="use the levels' wall-clock limits (not reproducible)")
    p.add_argument("--quiet", action="store_true", help="no progress lines on standard error")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run_tournament)


def run_tournament(args: argparse.Namespace) -> int:
    plugin = plugin_for(args.game)
    options = parse_options(plugin, args.option)
    meta = plugin.meta
    check_players(plugin, args.players)
    known = set(BOT_NAMES) | set(plugin.bots)
    for flag, name in (("--a", args.a), ("--b", args.b)):
        base, at, count = name.partition("@")
        if name not in known and not (at and base in ("medium", "hard", "cheat") and count.isdigit()):
            raise usage_error(f"{flag} takes a bot ({', '.join(sorted(known))}), not {name!r}")
    given = {k: v for k, v in options.items() if v != meta.option(k).default}
    spec = Spec(args.game, args.a, args.b, args.players, args.seed, given, args.timed)
    progress = None if (args.quiet or args.json) else stderr_progress()
    result = run(spec, args.games, args.jobs, progress)
    print(json.dumps(result.to_json(), indent=2) if args.json else result.summary())
    return 0
