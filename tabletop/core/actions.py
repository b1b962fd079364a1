"""The one action record every game uses, and the errors for bad moves."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .ids import CardId, PlayerId, ZoneId


class IllegalAction(ValueError):
    """A well-formed action that the rules do not allow now. The message says why."""


class NotationError(ValueError):
    """Text that is not a move in the game's notation at all."""


@dataclass(frozen=True, slots=True)
class Action:
    kind: str  # imperative verb: "play", "commit", "discard", "draw", "claim", "pass", ...
    player: PlayerId
    cards: tuple[CardId, ...] = ()
    src: ZoneId | None = None
    dst: ZoneId | None = None
    choice: str | int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"k": self.kind, "p": self.player}
        if self.cards:
            out["c"] = list(self.cards)
        if self.src is not None:
            out["s"] = self.src
        if self.dst is not None:
            out["d"] = self.dst
        if self.choice is not None:
            out["x"] = self.choice
        return out

    @staticmethod
    def from_json(data: Any) -> Action:
        """Strictly typed: anything unexpected raises ``ValueError`` (never a crash later)."""
        if not isinstance(data, dict):
            raise ValueError("action is not an object")
        kind, player = data.get("k"), data.get("p")
        if not isinstance(kind, str) or not isinstance(player, int) or isinstance(player, bool):
            raise ValueError("action needs a string 'k' and an integer 'p'")
        cards = data.get("c", [])
        if not isinstance(cards, list) or not all(
            isinstance(c, int) and not isinstance(c, bool) for c in cards
        ):
            raise ValueError("action 'c' must be a list of integers")
        src, dst, choice = data.get("s"), data.get("d"), data.get("x")
        for name, value in (("s", src), ("d", dst)):
            if value is not None and not isinstance(value, str):
                raise ValueError(f"action '{name}' must be a string")
        if choice is not None and (isinstance(choice, bool) or not isinstance(choice, str | int)):
            raise ValueError("action 'x' must be a string or integer")
        return Action(kind, player, tuple(cards), src, dst, choice)


def listed(a: Action, legal: Sequence[Action]) -> bool:
    """Whether ``a`` is one of ``legal``. A caller nearly always hands back one of the list's
    own moves, so they are looked for by identity first: ``in`` calls ``Action.__eq__`` (a
    field-by-field comparison) on every move listed before it, which costs the rules' hot path
    more than the move itself in games with long legal lists. An equal copy made elsewhere (a
    move read from a save or typed) is still found."""
    for b in legal:
        if b is a:
            return True
    return a in legal
