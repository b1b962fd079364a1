"""``tabletop sim`` (seeded bot games) and ``tabletop run`` (apply moves from a file)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from ..ai.bots import bot_rng
from ..ai.registry import make_bot
from ..core.actions import IllegalAction, NotationError
from ..core.ids import ALL
from ..core.match import Match
from ..core.names import percent
from ..core.rng import derive
from .args import whole
from .common import (
    add_game_args,
    check_players,
    choose_first,
    make_config,
    parse_decks,
    parse_options,
    plugin_for,
    usage_error,
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sim", help="play K seeded games between bots; per-seat wins and mean scores")
    add_game_args(p)
    p.add_argument("--games", type=whole(1), default=100, help="how many games")
    p.add_argument("--bots", default="", help="comma-separated bot per seat (default: random)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run_sim)

    p = sub.add_parser("run", help="apply moves (one per line, in the game's notation) and print the state")
    add_game_args(p)
    p.add_argument("--deck", action="append",
                   help="stacked deck, top card first, e.g. \"AS 3H JK\"; repeat it for the later "
                        "deals and reshuffles in the order the game makes them (\"-\": seeded)")
    p.add_argument("--first", type=whole(1), metavar="N",
                   help="the first dealer or player as the game has one (seat N, from 1)")
    p.add_argument("--moves", required=True, help="a file of moves, or - for standard input")
    p.set_defaults(func=run_moves)


def play_match(plugin, cfg, bots, stacked=()) -> Match:
    match = Match(plugin.rules, cfg, stacked=tuple(stacked))
    rules = plugin.rules
    while not match.is_over:
        seat = match.to_act
        bot = bots[seat]
        match.submit(bot.choose(rules, match.state, bot_rng(cfg.seed, seat, len(match.records))))
    return match


def run_sim(args: argparse.Namespace) -> int:
    plugin = plugin_for(args.game)
    check_players(plugin, args.players)
    options = parse_options(plugin, args.option)
    names = [b.strip() for b in args.bots.split(",") if b.strip()] or ["random"]
    if len(names) == 1:
        names *= args.players
    if len(names) != args.players:
        raise usage_error(f"--bots takes one bot, or one per seat ({args.players}), "
                          f"not {len(names)}")
    try:
        bots = [make_bot(plugin, name) for name in names]
    except ValueError as exc:
        raise usage_error(f"--bots: {exc}") from None
    wins = [0.0] * args.players
    totals = [0] * args.players
    steps = 0
    for i in range(args.games):
        cfg = make_config(plugin, args.players, derive(args.seed, "sim", i) >> 1, options)
        try:
            match = play_match(plugin, cfg, bots)
        except Exception as exc:  # any rules error must fail the command
            print(f"tabletop sim: game {i} (seed {cfg.seed}): {type(exc).__name__}: {exc}", file=sys.stderr)
            return 1
        steps += len(match.records)
        for p, r in enumerate(plugin.rules.returns(match.state)):
            wins[p] += r
        for p, sc in enumerate(plugin.rules.scores(match.state)):
            totals[p] += sc
    result = {
        "game": args.game, "players": args.players, "games": args.games, "seed": args.seed,
        "bots": names, "wins": wins, "win_rate": [w / args.games for w in wins],
        "mean_score": [t / args.games for t in totals], "mean_actions": steps / args.games,
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{plugin.meta.title}: {args.games} game{'' if args.games == 1 else 's'}, "
              f"{args.players} players, seed {args.seed}")
        for p in range(args.players):
            print(f"  seat {p + 1} ({names[p]}): wins {wins[p]:.1f} ({percent(wins[p] / args.games, 1)}), "
                  f"mean score {totals[p] / args.games:.2f}")
    return 0


def _read_moves(path: str) -> list[str]:
    stream: TextIO
    if path == "-":
        return sys.stdin.read().splitlines()
    try:
        with open(path, encoding="utf-8") as stream:
            return stream.read().splitlines()
    except OSError as exc:
        raise usage_error(f"--moves takes a readable file or -, not {path!r} ({exc.strerror})") from None


def run_moves(args: argparse.Namespace) -> int:
    plugin = plugin_for(args.game)
    cfg = make_config(plugin, args.players, args.seed, parse_options(plugin, args.option))
    cfg = choose_first(plugin, cfg, args.first)
    stacked, later = parse_decks(plugin, cfg, args.deck)
    try:
        match = Match(plugin.rules, cfg, stacked=stacked, later=later)
    except ValueError as exc:
        raise usage_error(f"--deck: {exc}") from None
    for number, line in enumerate(_read_moves(args.moves), start=1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            match.submit_text(text)
        except (NotationError, IllegalAction) as exc:
            raise usage_error(f"line {number}: {exc}") from None
        except ValueError as exc:  # a stacked order the shuffle this move made cannot follow
            raise usage_error(f"line {number}: {text!r} shuffles and {exc} (--deck)") from None
    print(json.dumps(state_report(plugin, match), indent=2, ensure_ascii=False))
    return 0


def state_report(plugin, match: Match) -> dict:
    rules = plugin.rules
    s = match.state
    viewer = match.to_act if match.to_act is not None else ALL
    deck = rules.deck(match.config)
    return {
        "game": plugin.meta.game_id,
        "config": match.config.to_json(),
        "actions": len(match.records),
        "to_act": match.to_act,
        "terminal": match.is_over,
        "viewer": "all" if viewer == ALL else viewer,
        "view": rules.view(s, viewer).to_json(deck.code),
        "scores": list(rules.scores(s)),
        "returns": list(rules.returns(s)) if match.is_over else None,
        "legal": [rules.format_action(a) for a in match.legal()],
        "state_hash": match.state_hash(),
    }
