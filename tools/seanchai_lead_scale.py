"""Fit Seanchaí's lead scale: the chance that a side leading by L points at the end of
hand h wins the match, as a logistic 1 / (1 + exp(-L / scale)), by maximum likelihood over
greedy-against-greedy matches. The fitted scales are ``_LEAD_SCALE`` in
``tabletop/games/seanchai/ai.py`` (docs/ai.md, Seanchaí).

    python3 tools/seanchai_lead_scale.py --players 2 --games 2000 [--teams]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.ai.bots import bot_rng  # noqa: E402
from tabletop.ai.registry import make_bot  # noqa: E402
from tabletop.core.rng import derive  # noqa: E402
from tabletop.core.rules import MatchConfig  # noqa: E402
from tabletop.games import REGISTRY  # noqa: E402
from tabletop.games.seanchai.rules import HANDS  # noqa: E402
from tabletop.games.seanchai.state import side_of  # noqa: E402

SCALES = range(10, 161, 5)


def leads_and_results(players: int, games: int, teams: bool, seed: int) -> dict[int, list[tuple[int, float]]]:
    """Per finished hand (all but the last): each side's lead over the best other side then,
    with the side's final return (1 win, ties shared, 0 loss)."""
    plugin = REGISTRY["seanchai"]
    rules = plugin.rules
    bot = make_bot(plugin, "greedy", deterministic=True)
    rows: dict[int, list[tuple[int, float]]] = {h: [] for h in range(HANDS - 1)}
    for g in range(games):
        cfg = MatchConfig("seanchai", players, derive(seed, "deal", g) >> 1, {"teams": True} if teams else {})
        s = rules.new_game(cfg)
        ply, seen, ends = 0, -1, []
        while (seat := rules.to_act(s)) is not None:
            s = rules.apply(s, bot.choose(rules, s, bot_rng(g, seat, ply))).state
            ply += 1
            if s.stage == "scored" and s.hand_no != seen:
                seen = s.hand_no
                ends.append((s.hand_no, rules.side_totals(s)))
        returns = rules.returns(s)
        for hand, totals in ends:
            if hand >= HANDS - 1:
                continue
            for side, total in enumerate(totals):
                lead = total - max(t for o, t in enumerate(totals) if o != side)
                seat = next(p for p in range(players) if side_of(s, p) == side)
                rows[hand].append((lead, returns[seat]))
    return rows


def best_scale(rows: list[tuple[int, float]]) -> float:
    def log_likelihood(scale: float) -> float:
        total = 0.0
        for lead, result in rows:
            p = min(max(1.0 / (1.0 + math.exp(-lead / scale)), 1e-9), 1.0 - 1e-9)
            total += result * math.log(p) + (1.0 - result) * math.log(1.0 - p)
        return total

    return max(SCALES, key=log_likelihood)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--teams", action="store_true")
    parser.add_argument("--seed", type=int, default=99)
    args = parser.parse_args()
    for hand, rows in leads_and_results(args.players, args.games, args.teams, args.seed).items():
        sd = statistics.pstdev(lead for lead, _ in rows)
        print(f"{args.players} players{' (teams)' if args.teams else ''}, after hand {hand + 1} "
              f"({HANDS - 1 - hand} to play): {len(rows)} leads, sd {sd:.1f}, scale {best_scale(rows)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
