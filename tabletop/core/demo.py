"""A game's example save: where a seeded bot game stops so the file shows the game mid-way.

Each game declares one on its plugin (``GamePlugin.demo``); ``persistence/examples.py`` plays
it out and writes ``saves/<game>-demo.json`` (the Load screen's demo and the tests' fixture).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .actions import Action


@dataclass(frozen=True)
class Demo:
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    min_ply: int = 0  # stop at the first human decision from this move on
    # ... where this also holds of (state, the human's legal moves); None: any decision
    ready: Callable[[Any, tuple[Action, ...]], bool] | None = None
