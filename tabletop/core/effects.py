"""Answers out of turn: a small immutable stack of pending effects, and the response window.

A game that lets a seat answer another seat's move (Seanchaí's counters and the Changeling
chain, Ard Rí's blockers: raid → blocks → combat → plunder) keeps a ``stack`` of ``Effect``s
in its state (a plain tuple, so it encodes to JSON and compares by value):

* a move that can be answered *pushes* its effect instead of resolving it, and a window
  opens: ``to_act`` is the answering seat, whatever that seat holds;
* an answer pushes its own effect on top (the chain grows), and the window moves on;
* declining (always legal) resolves the stack from the top with ``resolve``.

Whose turn it is must depend only on public information (every seat can tell a window is
open, never whether the answerer *can* answer), so the conformance harness checks that
``to_act`` and ``phase`` are the same in every determinization.

``Window`` is the public description of an open window that ``BaseRules.window`` returns;
``BaseRules.view`` puts it in the view's info as ``"window"`` so the UI can say
"Eimear: answer Dara's Púka" and show "Your answer" instead of "Your turn".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from .ids import PlayerId
from .names import whose

T = TypeVar("T")


class Effect(NamedTuple):
    """Something waiting to happen: ``kind`` names it, ``seat`` caused it, ``args`` (ints:
    cards, zones' indices, targets) say on what. Immutable and JSON-able as a list."""

    kind: str
    seat: int
    args: tuple[int, ...] = ()


Stack = tuple[Effect, ...]


def push(stack: Stack, effect: Effect) -> Stack:
    return stack + (effect,)


def top(stack: Stack) -> Effect | None:
    return stack[-1] if stack else None


def pop(stack: Stack) -> tuple[Effect, Stack]:
    if not stack:
        raise IndexError("pop from an empty effect stack")
    return stack[-1], stack[:-1]


def stack_from_json(data: Iterable[Any]) -> Stack:
    """The stack back from its JSON form (lists), as ``Effect``s (decode uses it)."""
    out = []
    for item in data:
        try:
            kind, seat, args = item
            ok = isinstance(kind, str) and isinstance(seat, int) and all(isinstance(x, int) for x in args)
        except (TypeError, ValueError):
            ok = False
        if not ok:
            raise ValueError(f"an effect is [kind, seat, [ints...]], not {item!r:.60}")
        out.append(Effect(kind, seat, tuple(args)))
    return tuple(out)


def resolve(stack: Stack, state: T, handler: Callable[[T, Effect, Stack], tuple[T, Stack]]) -> T:
    """Resolve the whole stack, top first: ``handler(state, effect, rest)`` returns the new
    state and what is left of the stack (an answer that cancels the effect below it pops
    that one too). Ends when the stack is empty; each call must shrink the stack."""
    while stack:
        effect, rest = pop(stack)
        state, stack2 = handler(state, effect, rest)
        if len(stack2) > len(rest):
            raise ValueError("resolving an effect must not grow the stack")
        stack = stack2
    return state


@dataclass(frozen=True, slots=True)
class Window:
    """An open response window, public: who answers, and what.

    ``answerer`` is the seat that may answer (and is ``to_act``); ``about`` is the seat whose
    move is being answered; ``what`` names that move for everyone to read ("Púka", "raid on
    the Marches", "set of 7s"). ``prompt(names)`` is the hand-off line.
    """

    answerer: PlayerId
    about: PlayerId
    what: str

    def prompt(self, names: list[str] | tuple[str, ...]) -> str:
        return f"{names[self.answerer]}: answer {whose(names[self.about], self.what, 'from')}"

    def to_json(self) -> dict[str, Any]:
        return {"answerer": self.answerer, "about": self.about, "what": self.what}
