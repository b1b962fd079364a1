"""Treasure's words: the move notation (``format_action``, ``NOTATION_RE``), button labels
(``describe``), log lines (``narrate``) and notices, built with ``core/names.py`` so a seat
called "You" reads right ("You table a run"). Why a move is refused is ``reasons.py``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ...core.actions import Action
from ...core.events import Notice
from ...core.names import command, says, their, whose
from ...core.steps import COMMIT, GATHER
from . import gods as gd
from .deck import CODE, NATURAL, ident_code, ident_name, rank_of

TYPE_WORDS = {"set": "set", "run": "run", "colour": "colour"}


def _card(card: int, choice: Any) -> str:
    name = ident_name(NATURAL[card])
    if choice is None:
        return f"the {name}"
    return f"the {name} as the {ident_name(int(choice))}"


def _target(s: Any, a: Action) -> str:
    """The kind of group an "add" goes to: "run"."""
    _, q, k = str(a.dst).split("/")
    return TYPE_WORDS[s.groups[int(q)][int(k)][0]]


def _open_move(s: Any, a: Action) -> tuple[str, str] | None:
    """The moves whose button label and log line say the same (verb in the third person,
    what follows): everything they name is public. None for the others."""
    kind = a.kind
    if kind == "deal":
        return "deals", "the next hand"
    if kind == "draw":
        return "draws", "from the draw pile"
    if kind == "take":
        return "takes", f"{_card(a.cards[0], None)} from the discard pile"
    if kind == "take_all":
        return "takes", f"the whole discard pile ({len(s.discard)} cards)"
    if kind in ("gather", "commit", "add"):
        return None
    return "discards", _card(a.cards[0], None)


def describe(s: Any, a: Action) -> str:
    if (said := _open_move(s, a)) is not None:
        return f"{command(said[0])} {said[1]}"
    kind = a.kind
    if kind == "gather":  # the first card of a group, else one more for the group being gathered
        more = bool(s.pending[a.player])
        return f"Pick {_card(a.cards[0], a.choice)} for {'the group you are gathering' if more else 'a new group'}"
    if kind == "commit":
        return f"Table them as a {a.choice}"
    q = int(str(a.dst).split("/")[1])  # the one move left: "add"
    owner = "your" if q == a.player else f"player {q + 1}'s"  # (``seats_named`` names the seat)
    return f"Add {_card(a.cards[0], a.choice)} to {owner} {_target(s, a)}"


def narrate(s: Any, a: Action, names: Sequence[str]) -> str:
    who = names[a.player]
    if (said := _open_move(s, a)) is not None:
        return f"{says(who, said[0])} {said[1]}"
    kind = a.kind
    if kind == "gather":
        return f"{says(who, 'picks')} a card for a group"
    if kind == "commit":
        p = a.player  # by rank, as the table lays the group (a run read "6, 9, 7, 8" as gathered)
        cards = _counted([ident_name(x) for x in sorted(s.decl[p], key=rank_of)])
        return f"{says(who, 'tables')} a {a.choice}: {cards}"
    q = int(str(a.dst).split("/")[1])  # the one move left: "add"
    group = f"{their(who)} own {_target(s, a)}" if q == a.player else whose(names[q], _target(s, a))
    return f"{says(who, 'adds')} {_card(a.cards[0], a.choice)} to {group}"


def _counted(names: Sequence[str]) -> str:
    """Cards listed once each, copies counted, in the order first named: "Worker of Waves ×2,
    Worker of Stones" (two decks: "Worker of Waves, Worker of Stones, Worker of Waves" read as
    a slip)."""
    return ", ".join(name if names.count(name) == 1 else f"{name} ×{names.count(name)}"
                     for name in dict.fromkeys(names))


def notice_text(notice: Notice, names: Sequence[str]) -> str | None:
    args = notice.args
    if notice.key == "effects":
        new, old = int(args[0]), int(args[1])
        gained = gd.active_words(new & ~old)
        lost = gd.active_words(old & ~new)
        parts = []
        if gained:
            parts.append("Now " + "; ".join(gained))
        if lost:
            parts.append("No longer: " + "; ".join(lost))
        return ". ".join(parts) or None
    if notice.key == "builder":
        return "The Builder: everyone draws three cards" if args[0] == -1 else \
            "The Builder: the draw pile ran out, the other draws are skipped"
    if notice.key == "rebuilt":
        return f"The discard pile is shuffled into a new draw pile (rebuild {args[0]} of {args[-1] if len(args) > 1 else 2})"
    if notice.key == "hand_over":
        why = {"out": f"{says(names[int(args[1])], 'goes')} out",
               "exhausted": "The draw pile is exhausted",
               "stalled": "Nobody drew from the draw pile or tabled a card for three rounds"}
        return f"{why[str(args[0])]}: the hand is scored"
    return None


# --- notation -----------------------------------------------------------------------------------
#: both spellings table a colour (``BaseRules.notation_aliases``)
NOTATION_ALIASES = {"color": "colour"}
#: every well-formed Treasure move (``BaseRules.notation_re``)
NOTATION_RE = re.compile(
    r"deal|draw|take|take all|discard \S+|commit (set|run|colour)|gather \S+( as \S+)?"
    r"|add \S+( as \S+)? to \d+/\d+")


def format_action(a: Action) -> str:
    kind = a.kind
    if kind == "take_all":
        return "take all"
    if kind in ("draw", "take", "deal"):
        return kind
    if kind == COMMIT:
        return f"commit {a.choice}"
    card = CODE[a.cards[0]]
    as_ = "" if a.choice is None else f" as {ident_code(int(a.choice))}"
    if kind == GATHER:
        return f"gather {card}{as_}"
    if kind == "add":  # seat and group counted from 1, as players see them (zones: from 0)
        _, q, k = str(a.dst).split("/")
        return f"add {card}{as_} to {int(q) + 1}/{int(k) + 1}"
    return f"{kind} {card}"
