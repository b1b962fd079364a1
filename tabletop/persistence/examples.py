"""The example saves in the top-level ``saves/`` folder: one mid-game position per game.

They are demo positions on the Load screen and the format fixtures of the tests. Re-create
them (after a deliberate rules or format change) with::

    python -m tabletop.persistence.examples [FOLDER]

Each is a seeded bot game stopped at a fixed move where the human seat is to act (and, for
games whose early moves show little, where the position shows what the game is about), so
the file is the same on every machine.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..ai.bots import RandomBot, bot_rng
from ..core.demo import Demo
from ..core.match import Match, Seat
from ..core.rules import MatchConfig
from ..games import REGISTRY
from .paths import program_dir
from .saves import save_match

STAMP = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Example:
    """A game's ``Demo`` (declared on its plugin), with the game it belongs to."""

    game: str
    demo: Demo


def examples() -> list[Example]:
    """Every registered game's example, in registry order."""
    return [Example(gid, plugin.demo) for gid, plugin in REGISTRY.items() if plugin.demo is not None]


def _stop_here(example: Example, match: Match) -> bool:
    if match.is_over:
        return True
    if len(match.records) < example.demo.min_ply or match.to_act != 0:
        return False
    return example.demo.ready is None or example.demo.ready(match.state, match.rules.legal_actions(match.state))


def build(example: Example) -> Match:
    plugin = REGISTRY[example.game]
    demo = example.demo
    cfg = MatchConfig(example.game, demo.players, demo.seed, demo.options)
    seats = (Seat("human", "You"),) + tuple(
        Seat("ai", f"Computer {i}", "easy") for i in range(1, demo.players))
    match = Match(plugin.rules, cfg, seats)
    bot = RandomBot()
    while not _stop_here(example, match):
        seat = match.to_act
        assert seat is not None
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(cfg.seed, seat, len(match.records))))
    if match.is_over:
        raise RuntimeError(f"{example.game}: the example game ended before its position came up")
    return match


def example_path(folder: Path, game: str) -> Path:
    return folder / f"{game}-demo.json"


def write_examples(folder: Path) -> list[Path]:
    """Write the example of every registered game; returns the files written."""
    out = []
    for example in examples():
        title = REGISTRY[example.game].meta.title
        path = example_path(folder, example.game)
        save_match(build(example), path, label=f"Demo: {title} mid-game",
                   match_id=f"demo-{example.game}", now=STAMP)
        out.append(path)
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else program_dir() / "saves"
    for path in write_examples(folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
