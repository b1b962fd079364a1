"""Keltis in words: the move notation (``format_action``, its pattern and the claim read in
either order), button labels (``describe``), log lines (``narrate``) and notices. Sentences
are built with ``core/names.py`` so a seat called "You" reads right ("You take Wishing Stone 4").
Why a gesture is refused is ``reasons.py``."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...core.actions import Action
from ...core.events import Notice
from ...core.names import says, says_all, subject, their
from .deck import CODE, COLOUR_NAMES, DECK, KIND, PILES, POINT, POINT_PILE, VALUE
from .state import PILE_INDEX, ROW_INDEX, KeltisState

_CARD = r"(?:[gyrpb](?:10|[0-9]|e)|w(?:10|[0-9]))"
_NUM = r"[gyrpb][1-9]"
#: every well-formed Keltis move (``BaseRules.notation_re``)
NOTATION_RE = re.compile(
    rf"discard {_CARD}|claim {_NUM} {_NUM}|play [gyrpb](?:10|[0-9]|e)|play w(?:10|[0-9]) (?:points|[gyrpb])"
    r"|draw (?:deck|[gyrpbw])|done")


def format_action(a: Action) -> str:
    kind = a.kind
    if kind == "draw":
        src = a.src or ""
        return "draw deck" if src == "draw" else f"draw {src[-1]}"
    if kind == "discard":
        return f"discard {CODE[a.cards[0]]}"
    if kind == "claim":
        return f"claim {CODE[a.cards[0]]} {CODE[a.cards[1]]}"
    if kind == "play":
        c = a.cards[0]
        if KIND[c] == POINT:
            dst = a.dst or ""
            return f"play {CODE[c]} {'points' if dst[0] == 'p' else dst[-1]}"
        return f"play {CODE[c]}"
    if kind == "done":
        return "done"
    raise ValueError(f"not a Keltis action: {a}")



def claim_either_way(legal: Sequence[Action], text: str) -> Action | None:
    """The legal claim ``text`` names with its two cards in either order (``claim G5 R5`` for
    ``claim R5 G5``), or None."""
    parts = text.split()
    if len(parts) == 3 and parts[0].lower() == "claim":
        for a in legal:
            if a.kind == "claim" and sorted(CODE[c] for c in a.cards) == sorted(
                    x.upper() for x in parts[1:]):
                return a
    return None


def describe(s: KeltisState, a: Action) -> str:
    kind = a.kind
    if kind == "draw":
        src = a.src or ""
        if src == "draw":
            return "Draw from the draw pile"
        k = PILE_INDEX[src]
        top = s.piles[k][-1] if s.piles[k] else None
        pile = "Point card" if k == POINT_PILE else COLOUR_NAMES[PILES[k]]
        what = DECK[top].name if top is not None else "the top card"
        return f"Take the {what} from the {pile} discard pile"
    if kind == "discard":
        return f"Discard the {DECK[a.cards[0]].name}"
    if kind == "claim":
        c1, c2 = a.cards
        return (f"Discard the {DECK[c1].name} and the {DECK[c2].name} "
                f"to take Wishing Stone {VALUE[c1]}, then draw two")
    if kind == "done":
        return "Make no more final plays"
    c = a.cards[0]
    dst = a.dst or ""
    if dst[0] == "p":
        return f"Put the {DECK[c].name} on your Point row"
    row = COLOUR_NAMES[dst[-1]]
    if not s.rows[5 * a.player + ROW_INDEX[dst[-1]]]:
        return f"Start your {row} row with the {DECK[c].name}"
    return f"Add the {DECK[c].name} to your {row} row"


def narrate(s: KeltisState, a: Action, names: Sequence[str]) -> str:
    who = names[a.player]
    kind = a.kind
    if kind == "draw":
        src = a.src or ""
        if src == "draw":
            return f"{says(who, 'draws')} from the draw pile"
        k = PILE_INDEX[src]
        top = s.piles[k][-1] if s.piles[k] else None
        what = DECK[top].name if top is not None else "a card"
        return f"{says(who, 'takes')} the {what} from its discard pile"
    if kind == "discard":
        return f"{says(who, 'discards')} the {DECK[a.cards[0]].name}"
    if kind == "claim":  # the stone itself is told once, by the stone_claimed notice
        c1, c2 = a.cards
        return f"{says(who, 'discards')} the {DECK[c1].name} and the {DECK[c2].name}"
    if kind == "done":
        return f"{says(who, 'makes')} no more final plays"
    c = a.cards[0]
    dst = a.dst or ""
    if dst[0] == "p":
        return f"{says(who, 'puts')} the {DECK[c].name} on {their(who)} Point row"
    row = COLOUR_NAMES[dst[-1]]
    if not s.rows[5 * a.player + ROW_INDEX[dst[-1]]]:
        return f"{says(who, 'starts')} a {row} row with the {DECK[c].name}"
    return f"{says(who, 'adds')} the {DECK[c].name} to {their(who)} {row} row"


def notice_text(notice: Notice, names: Sequence[str]) -> str | None:
    key, args = notice.key, notice.args
    who = names[notice.player] if notice.player is not None else ""
    if key == "stone_claimed":
        return f"{says(who, 'takes')} Wishing Stone {args[0]}"
    if key == "end_by_rows":
        return f"{says(who, 'closes')} the fifth row: the game ends, final plays follow (no draw)"
    if key == "end_by_deck":
        return f"{subject(who)} drew the last card: the game ends, final plays follow"
    if key == "game_over":
        winners = [names[int(w)] for w in args]
        return f"{says_all(winners, 'shares')} the win" if len(winners) > 1 else f"{says(winners[0], 'wins')}"
    return None
