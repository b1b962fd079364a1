"""Why an Ard Rí move is good, in a few words: the Hint's reason (``core/advice.py``).

It reads the mover's hand and pending cards, the Cattle Fields (wealth is public), the
clients and the cards that lie open: never another hand or the Draw-Deck.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.steps import COMMIT, GATHER
from .cards import NAME, RANK, VALUE
from .state import ArdState, clients, clients_to_win
from .wealth import wealth
from .words import choice_tokens


def _gather(s: ArdState, a: Action) -> str:
    c, tok = a.cards[0], choice_tokens(a)
    p = a.player
    if "raid" in tok:
        t = int(tok["raid"])
        return f"a raider against a Cattle Field worth {wealth(s.fields[t])}"
    if "on" in tok:
        att = int(tok["on"])
        if RANK[c] > RANK[att]:
            return f"your {NAME[c]} kills the {NAME[att]} it blocks"
        if RANK[c] == RANK[att]:
            return f"your {NAME[c]} and the {NAME[att]} kill each other: it takes nothing"
        return f"the {NAME[att]} is stopped, though your {NAME[c]} dies"
    if "hunt" in tok:
        return "one more card drawn for every warrior sent hunting"
    if s.season == "spring":
        return _wealth_change(s, p, (*s.pending[p], c), "with it in the field")
    if s.season == "summer":
        return "a hidden warrior at home to block raiders, or to raid in Winter"
    if s.season == "samhain" and a.src == f"field/{p}":
        return "among the cheapest cattle that pay your upkeep"
    if s.stage == "enforce":
        return "an enforcer: one unblocked warrior binds the client"
    if s.stage == "exile":
        return "a warrior worth less than its upkeep: exiled, it brings two new cards"
    if s.stage == "gift" and VALUE[c]:
        return f"a {VALUE[c]} toward a gift that beats the target's highest cattle"
    return ""


def _wealth_change(s: ArdState, p: int, cards: tuple[int, ...], how: str) -> str:
    before = wealth(s.fields[p])
    after = wealth((*s.fields[p], *cards))
    if after > before:
        return f"your wealth goes from {before} to {after} {how}, so you may act earlier"
    return ""


def _commit(s: ArdState, a: Action) -> str:
    p = a.player
    what = a.choice or ""
    if what == "cattle":
        return _wealth_change(s, p, s.pending[p], "once they are in the field") or \
            "more cattle in the field to pay upkeep and make gifts with"
    if what == "warriors":
        return "warriors hidden at home guard your cattle and can raid in Winter"
    if what == "take":
        return "warriors from the Wilderness, without spending a card"
    if what == "exile":
        return "two new cards for each warrior you do not want to feed"
    if what == "pay":
        return f"the upkeep paid, your wealth stays {wealth(tuple(c for c in s.fields[p] if c not in s.pending[p]))}"
    if what == "desert":
        return "the fewest warriors leave that make the rest payable"
    if what == "hunt":
        return f"{3 + len(s.pending[p])} cards drawn, the hunters come home proven"
    if what == "raid":
        return "the raiders take cattle wherever they are not blocked"
    if what == "gift":
        return "a client if the gift beats their highest cattle of every suit"
    if what == "enforce":
        return "one unblocked warrior is enough to bind the client"
    if what == "block":
        return "the blockers save your cattle from the raiders they meet"
    return ""


def advice(rules: Any, s: ArdState, a: Action) -> str:
    k = a.kind
    p = a.player
    if k == GATHER:
        return _gather(s, a)
    if k == COMMIT:
        return _commit(s, a)
    if k == "ceilsine":
        need = clients_to_win(s.n) - clients(s, p)
        return ("one more client makes you Ard Rí" if need == 1
                else f"a client brings you one step nearer: {need} to go")
    if k == "plunder":
        if len(a.cards) > 1:
            return f"the {NAME[a.cards[1]]} is the most valuable cattle it can take"
        return "all the cattle of its suit are worth more than any single card"
    if k == "take":
        return f"the whole Wilderness: {len(s.wilderness)} cards you can see, and no cards left to chance"
    if k == "draw":
        return "the Wilderness holds less than the Draw-Deck gives"
    if k == "pass":
        return "no action gains more than it risks this Winter"
    if k == "keep":
        return "every warrior you have is worth its upkeep"
    if k == "hunt":
        return "three cards without risking a warrior"
    if k == "withdraw":
        return "enforcing would risk warriors the client is not worth"
    if k == "decline":
        return "no blocker of yours wins its fight or saves enough cattle"
    return ""
