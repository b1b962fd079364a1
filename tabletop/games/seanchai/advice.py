"""Why a Seanchaí move is good, in a few words: the Hint's reason (``core/advice.py``).

It reads the mover's hand, the tableau, the flipped card, the point fields and the scores
its view shows: never another hand or the draw pile.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from .cards import (
    CARDS,
    CHANGELING_ID,
    COUNTER_CARDS,
    KIND,
    SCEAL,
    SCEAL_BONUS,
    SCEAL_CARDS,
    SCEALTA,
    WILD,
)
from .state import SState, side_of
from .words import the_card


def _sceal_words(s: SState, side: int, cards: tuple[int, ...]) -> str:
    """", and completes the Táin Bó Cúailnge (+40)" or ", two of the three cards of …"."""
    if not s.scealta:
        return ""
    have = set(s.fields[side])
    for c in cards:
        sym = SCEAL[c]
        if not sym:
            continue
        got = sum(1 for x in SCEAL_CARDS[sym] if x in have or x in cards)
        if got == 3:
            return f", and completes {SCEALTA[sym]} (+{SCEAL_BONUS})"
        if got == 2:
            return f", two of the three cards of {SCEALTA[sym]} in your field"
        return f", a first card of {SCEALTA[sym]}"
    return ""


def _pair(s: SState, a: Action) -> str:
    side = side_of(s, a.player)
    sceal = _sceal_words(s, side, a.cards)
    wild = [c for c in a.cards if KIND[c] == WILD and c in s.hands[a.player]]
    if s.stage == "flipped":
        if a.choice == "hand":
            return f"pairs the flipped card with one from your hand: a card fewer to pay for{sceal}"
        return f"takes the flipped card and its partner from the tableau{sceal}"
    spend = ", though it spends a wild card" if wild else ""
    held = sum(1 for c in a.cards if c in s.hands[a.player])
    out = "two cards out of your hand" if held == 2 else "a card fewer in your hand"
    return f"ten points into your field and {out}{sceal}{spend}"


def _use(rules: Any, s: SState, a: Action) -> str:
    target = int(a.choice or 0)
    scores = rules.view(s, a.player).info.get("scores")
    leads = isinstance(scores, (list, tuple)) and len(scores) > target and \
        scores[target] == max(v for q, v in enumerate(scores) if side_of(s, q) != side_of(s, a.player))
    aim = "at the opponent with the most points" if leads and s.n > 2 else "at your opponent"
    name = CARDS[a.cards[0]].name
    if a.src == "flip":
        return f"the flipped {name} must go to an opponent: aims it {aim}"
    if a.src == "dark":  # a countered Changeling, turned back by its new user
        return f"the {name} you countered must go to an opponent: aims it {aim}"
    if a.src == "tableau":  # A3: the action, nothing leaves the hand
        return f"takes the {name} off the tableau: −10 onto a rival's field, aimed {aim}"
    return f"−10 out of your hand and onto a rival's field, aimed {aim}"


def _shamrock(s: SState, a: Action) -> str:
    """A4 (from the tableau) is the whole action and flips nothing; a Shamrock played from the
    hand (S-16) flips a card, when the draw pile has one."""
    if a.src == "tableau":
        return "five points into your field as your action; a Shamrock from the tableau flips nothing"
    if not s.draw:
        return "five points; the draw pile is empty, so no flip"
    return "five points, and you flip a card"


def _discard(s: SState, a: Action) -> str:
    """The card given up; "counters and scéal cards stay" only when it is neither."""
    c = a.cards[0]
    keep = [w for w, on in (("counters", s.dark), ("scéal cards", s.scealta)) if on]
    if not keep or (s.dark and c in COUNTER_CARDS) or (s.scealta and SCEAL[c]):
        return f"{the_card(c)} is the card you need least"
    return f"{the_card(c)} is the card you need least; {' and '.join(keep)} stay"


def advice(rules: Any, s: SState, a: Action) -> str:
    kind = a.kind
    if kind == "pair":
        return _pair(s, a)
    if kind == "counter":
        if s.stack and s.stack[-1].args[0] == CHANGELING_ID:
            return f"turns the Changeling away with {the_card(a.cards[0])}: you use it on an opponent"
        return f"cancels the Dark card played on you with {the_card(a.cards[0])}"
    if kind == "use":
        return _use(rules, s, a)
    if kind == "shamrock":
        return _shamrock(s, a)
    pairs = any(b.kind == "pair" for b in rules.legal_actions(s)) if kind in ("flip", "leave") else False
    if kind == "flip":
        if not pairs:
            return "nothing pairs now; the draw pile may bring a card that does"
        return "no pair is worth more than what the draw pile may bring"
    if kind == "leave":
        return "nothing you may pair it with is worth it" if pairs else "nothing pairs with it"
    if kind == "discard":
        return _discard(s, a)
    if kind == "target":
        sceal = _sceal_words(s, side_of(s, a.player), a.cards)
        return f"of the cards you may choose, the one that counts for a scéal{sceal}" if sceal else ""
    return ""
