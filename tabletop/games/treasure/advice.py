"""Why a Treasure move is good, in a few words: the Hint's reason (``core/advice.py``).

It judges with Hard's own position value (``hard.Plan``), which reads only the mover's hand,
the table, the discard pile and the cards everyone saw taken: never another hand or the draw
pile.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.names import number_word, signed
from . import gods as gd
from . import scoring
from .deck import NATURAL, ident_name
from .hard import DEFAULT, Plan, gift
from .words import TYPE_WORDS

#: the card a gathered group's next pick is, by the cards already gathered ("three cards so
#: far" was said of a pick that made three, with two gathered)
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "next")


def _table_gain(s: Any, p: int, groups: tuple, new_groups: tuple) -> int:
    before = scoring.table_points(groups, gd.flags(groups, s.house), s.n)[p]
    after = scoring.table_points(new_groups, gd.flags(new_groups, s.house), s.n)[p]
    return after - before


def _all_groups(s: Any) -> tuple:
    return tuple(g for gs in s.groups for g in gs)


def _gather(s: Any, p: int, a: Action) -> str:
    """A pick's place in the group Hard's plan makes of it: which card it is of how many, of
    what kind (the move's words say already which group it is for: "Pick the Princess of
    Flames for the group you are gathering: the second of five cards for a run", where the
    reason once named "the group you are gathering" again and not the run)."""
    pending = tuple(s.pending[p])
    plan = Plan(s, p, DEFAULT)
    groups = _all_groups(s)
    hand = tuple(sorted(s.hands[p] + pending))
    move, _ = plan.best_move(groups, hand)
    fits = (move is not None and move[0] == "group" and a.cards[0] in move[1][1]
            and all(c in move[1][1] for c in pending))
    nth = _ORDINALS[min(len(pending), len(_ORDINALS) - 1)]
    if not fits:
        return f"its {nth} card" if pending else ""
    kind, cards, _ = move[1]
    new_groups, _ = plan.after(groups, hand, move)
    gain = _table_gain(s, p, groups, new_groups)
    if pending:
        return (f"the {nth} of {number_word(len(cards))} cards for a {TYPE_WORDS[kind]}, "
                f"{signed(gain)} on the table for you")
    return f"begins a {TYPE_WORDS[kind]} of {number_word(len(cards))} cards, {signed(gain)} on the table for you"


def _commit(s: Any, p: int, a: Action) -> str:
    cards = s.pending[p]
    groups = _all_groups(s)
    group = (a.choice, tuple(cards), tuple(s.decl[p]), (p,) * len(cards))
    gain = _table_gain(s, p, groups, groups + (group,))
    return f"{number_word(len(cards))} cards off your hand and {signed(gain)} on the table for you"


def _add(s: Any, p: int, a: Action) -> str:
    _, q, k = str(a.dst).split("/")
    groups = _all_groups(s)
    owner = int(q)
    i = sum(len(gs) for gs in s.groups[:owner]) + int(k)
    g = groups[i]
    x = NATURAL[a.cards[0]] if a.choice is None else int(a.choice)
    new = (g[0], g[1] + (a.cards[0],), g[2] + (x,), g[3] + (p,))
    gain = _table_gain(s, p, groups, groups[:i] + (new,) + groups[i + 1:])
    whose = "your own" if owner == p else "another player's"
    return f"one card fewer in hand and {signed(gain)} for you on {whose} {TYPE_WORDS[g[0]]}"


def _draw(s: Any, p: int, a: Action) -> str:
    if a.kind == "draw":
        return "no open card is worth more to your hand than a fresh one"
    plan = Plan(s, p, DEFAULT)
    groups = _all_groups(s)
    hand = s.hands[p]
    took = s.discard[-1:] if a.kind == "take" else s.discard
    if not took:
        return ""
    worth = plan.hand_worth(groups, tuple(sorted(hand + took)))
    base = plan.hand_worth(groups, hand)
    if a.kind == "take":
        card = ident_name(NATURAL[took[0]])
        if worth > base:
            return f"the {card} makes or joins a group with your cards"
        return f"the {card} fits your hand better than a blind draw"
    return f"the {number_word(len(took))} cards of the pile give your hand more groups than they cost"


def _discard(s: Any, p: int, a: Action) -> str:
    c = a.cards[0]
    name = ident_name(NATURAL[c])
    groups = _all_groups(s)
    nxt = (p + 1) % s.n
    feeds = gift(s, nxt, c, s.flags, groups) > 0
    then = ", though the next player can use it" if feeds else ", and the next player cannot add it"
    return f"the {name} is the card your hand misses least{then}"


def advice(rules: Any, s: Any, a: Action) -> str:
    p = a.player
    kind = a.kind
    if kind == "gather":
        return _gather(s, p, a)
    if kind == "commit":
        return _commit(s, p, a)
    if kind == "add":
        return _add(s, p, a)
    if kind in ("draw", "take", "take_all"):
        return _draw(s, p, a)
    if kind == "discard":
        return _discard(s, p, a)
    return ""
