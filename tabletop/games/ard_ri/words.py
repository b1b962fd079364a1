"""Ard Rí in words: the move notation (``format_action``, ``NOTATION_RE``), button labels
(``describe``), log lines (``narrate``), notices and the reasons a gesture is refused
(``refusal``). Sentences are built with ``core/names.py``; a log line never names a card the
table cannot see (a face-down warrior is "a warrior")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...core.actions import Action
from ...core.decks import with_symbol
from ...core.events import Notice
from ...core.names import capital, count_of, joined, mid, number_word, says, verb_for, whose
from ...core.steps import COMMIT, GATHER
from .cards import CODE, IS_WARRIOR, NAME, RANK, SUIT, VALUE
from .state import ArdState

_COMMIT_LABEL = {
    "cattle": "Put them in your Cattle Field",
    "warriors": "Put them face down in your Roundhouse",
    "take": "Take them from the Wilderness",
    "exile": "Exile them to the Wilderness (draw 2 each)",
    "pay": "Pay the upkeep with them",
    "desert": "Let them desert to the Wilderness",
    "hunt": "Send them hunting",
    "raid": "Raid with them",
    "gift": "Give the gift",
    "enforce": "Send them to enforce the gift",
    "block": "Block with them",
}


def choice_tokens(a: Action) -> dict[str, str]:
    out: dict[str, str] = {}
    for tok in (a.choice or "").split(","):
        key, _, val = tok.partition(":")
        if key:
            out[key] = val
    return out


def describe(s: ArdState, a: Action, names: Sequence[str]) -> str:
    """The move as a button label for the seat taking it."""
    k = a.kind
    if k == GATHER:
        c, tok = a.cards[0], choice_tokens(a)
        text = f"Choose the {NAME[c]}"
        if "field" in tok:
            text += " from your field"
        if "raid" in tok:
            text += f" to raid {names[int(tok['raid'])]}"
        elif "on" in tok:
            text += f" to block the {NAME[int(tok['on'])]}"
        elif "hunt" in tok:
            text += " to hunt"
        return text
    if k == COMMIT:
        label = _COMMIT_LABEL.get(a.choice or "", f"Commit ({a.choice})")
        if len(s.pending[a.player]) == 1:  # one card chosen: "Block with it", not "them"
            label = re.sub(r"\bthem\b", "it", label).replace("(draw 2 each)", "(draw 2)")
        return label
    if k == "ceilsine":
        return f"Offer a gift to {mid(names[int(a.choice or 0)])}"
    if k == "plunder":
        what = f"the {NAME[a.cards[1]]}" if len(a.cards) > 1 else "all cattle of its suit"
        t = int((a.src or "field/0").split("/")[1])
        return f"Your {NAME[a.cards[0]]} takes {what} from {whose(names[t], 'field')}"
    return {
        "pass": "Pass",
        "draw": f"Draw {s.idx + 1} from the Draw-Deck",
        "take": "Take the whole Wilderness",
        "keep": "Exile nobody",
        "hunt": "Hunt alone (draw 3)",
        "withdraw": "Do not enforce: the céilsine fails",
        "decline": "Do not block",
    }.get(k, k)


def narrate(s: ArdState, a: Action, names: Sequence[str]) -> str:
    """A log line everyone may read (``s`` is the state before the move)."""
    who = names[a.player]
    k = a.kind
    if k == GATHER:
        c, tok = a.cards[0], choice_tokens(a)
        public = "up" in tok or "field" in tok or a.src in ("wilderness", f"field/{a.player}") \
            or c in s.known
        # a hidden pick is not a line of its own ("chooses a card" five times told nothing):
        # the commit says how many cards went
        return f"{says(who, 'chooses')} the {NAME[c]}" if public else ""
    if k == COMMIT and a.choice == "raid" and s.aims:  # whom, with how many (the aims are public)
        count = len(s.pending[a.player])
        return (f"{says(who, 'raids')} {joined([names[t] for t in dict.fromkeys(s.aims)], start=False)}"
                f" with {count_of(count, 'warrior')}")
    if k == COMMIT and a.choice == "desert":  # the rules' notice says it: "2 warriors desert
        return ""  # Ciara" ("loses deserters (2 cards)" came first and read oddly)
    if k == COMMIT and a.choice == "enforce":  # enforcers are warriors, as raiders are
        count = len(s.pending[a.player]) if a.player < len(s.pending) else 0
        return f"{says(who, 'enforces')} the gift with {count_of(count, 'warrior')}"
    if k == COMMIT and a.choice == "cattle" and a.player < len(s.pending) and s.pending[a.player]:
        # cattle lie face up in the field: the line names them, as the table shows them
        return f"{says(who, 'puts')} {_cattle(s.pending[a.player])} in the field"
    if k == COMMIT and a.choice in _WARRIORS_MOVED and a.player < len(s.pending) and s.pending[a.player]:
        # warriors by their number ("exiles warriors (1 card)" said a plural of one warrior)
        verb, where = _WARRIORS_MOVED[a.choice]
        return f"{says(who, verb)} {count_of(len(s.pending[a.player]), 'warrior')}{where}"
    if k == COMMIT:
        verb = {"cattle": "puts cattle in the field", "warriors": "hides warriors in the Roundhouse",
                "take": "takes warriors from the Wilderness", "exile": "exiles warriors",
                "pay": "pays upkeep", "desert": "loses deserters", "hunt": "goes hunting",
                "raid": "raids", "gift": "gives a gift", "enforce": "enforces the gift",
                "block": "blocks"}.get(a.choice or "", "commits")
        line = says(who, verb.split(" ", 1)[0]) + (" " + verb.split(" ", 1)[1] if " " in verb else "")
        count = len(s.pending[a.player]) if a.player < len(s.pending) else 0
        return f"{line} ({count_of(count, 'card')})" if count else line
    if k == "ceilsine":
        return f"{says(who, 'seeks')} céilsine over {mid(names[int(a.choice or 0)])}"
    if k == "plunder":  # the field is public: what is taken is named
        t = int((a.src or "field/0").split("/")[1])
        taken = a.cards[1:] or tuple(c for c in s.fields[t] if SUIT[c] == SUIT[a.cards[0]])
        what = _cattle(taken) if taken else "all cattle of its suit"
        return f"{says(who, 'plunders')} {mid(names[t])}: the {NAME[a.cards[0]]} takes {what}"
    return {
        "pass": f"{says(who, 'passes')}",
        "draw": f"{says(who, 'draws')} {s.idx + 1}",
        "take": f"{says(who, 'takes')} the Wilderness",
        "keep": f"{says(who, 'exiles')} nobody",
        "hunt": f"{says(who, 'hunts')} alone",
        "withdraw": f"{says(who, 'withdraws')} the céilsine",
        "decline": f"{says(who, 'does')} not block",
    }.get(k, f"{who}: {k}")


#: commits that move warriors, said with their number: (verb, where)
_WARRIORS_MOVED = {"warriors": ("hides", " in the Roundhouse"), "take": ("takes", " from the Wilderness"),
                   "exile": ("exiles", "")}


def _cattle(cards: Sequence[int]) -> str:
    """Cattle put in a field, by name: "the Nine of Hearts", "the Two and Nine of Hearts" (one
    suit, as Spring asks), "the Two of Hearts and the Nine of Clubs" otherwise. Copies of a card
    (two or three decks) are counted: "the Three and two Fives of Clubs" (it read "the Three,
    Five and Five of Clubs")."""
    names = [NAME[c] for c in sorted(cards, key=lambda c: (SUIT[c], RANK[c]))]
    counted = [(name, names.count(name)) for name in dict.fromkeys(names)]
    suits = {name.split(" of ", 1)[1] for name in names}
    if len(suits) == 1 and len(names) > 1:
        ranks = [_copies(name.split(" of ", 1)[0], k) for name, k in counted]
        return f"the {_listed(ranks)} of {suits.pop()}"
    return _listed([f"the {_copies(name, k)}" if k == 1 else _copies(name, k) for name, k in counted])


def _copies(name: str, count: int) -> str:
    """"Five", "two Fives", "three Sixes"; "two Fives of Clubs" (the rank takes the plural)."""
    if count == 1:
        return name
    rank, of, suit = name.partition(" of ")
    plural = rank + ("es" if rank.endswith("x") else "s")
    return f"{number_word(count)} {plural}{of}{suit}"


def _listed(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return items[0] if len(items) < 2 else ", ".join(items[:-1]) + " and " + items[-1]


#: a card's name and combat rank by its code (a notice names a card by code: copies alike)
_BY_CODE = {CODE[c]: (NAME[c], RANK[c]) for c in range(52)}


def fight_words(d: str, blocker: str, attacker: str) -> str:
    """One fight of a raid (A-12 step 3), told from the defender ``d``: "Dara blocks the Jack
    of Spades with the Queen of Hearts: the Jack of Spades dies" (the same rank: both die)."""
    (b, rb), (a, ra) = _BY_CODE[blocker], _BY_CODE[attacker]
    dies = "both die" if rb == ra else f"the {a if rb > ra else b} dies"
    return f"{says(d, 'blocks')} the {a} with the {b}: {dies}"


def through_words(p: str, t: str, n: int, loot: bool) -> str:
    """A raid's outcome against one target once the fights are over."""
    if not n:
        return f"{says(t, 'repels')} the raid: no raider gets through"
    return f"{says(p, 'gets')} {count_of(n, 'raider')} through to {mid(t)}" + ("" if loot else ": nothing to take")


def notice_words(notice: Notice, names: Sequence[str]) -> str | None:
    a = notice.args
    if notice.key == "fight":
        return fight_words(names[int(a[0])], str(a[2]), str(a[3]))
    if notice.key == "through":
        return through_words(names[int(a[0])], names[int(a[1])], int(a[2]), bool(a[3]))
    if notice.key == "gift":
        p, t, g, v = (int(x) for x in a[:4])
        verdict = "more than" if g > v else "not more than"
        counted = f" ({' + '.join(with_symbol(str(c)) for c in a[4:])})" if len(a) > 4 else ""
        return (f"{capital(whose(names[p], f'gift of {g}', 'from'))} is {verdict} "
                f"{whose(names[t], str(v), 'held by')}{counted}")
    if notice.key == "client":
        return f"{says(names[int(a[0])], 'makes')} {mid(names[int(a[1])])} a client"
    if notice.key == "failed":
        return f"{says(names[int(a[0])], 'fails')} to make {mid(names[int(a[1])])} a client"
    if notice.key == "ard_ri":
        return f"{says(names[int(a[0])], 'is')} Ard Rí!"
    if notice.key == "deserted":
        k = int(a[1])
        return f"{k} warrior{'s desert' if k != 1 else ' deserts'} {mid(names[int(a[0])])}"
    if notice.key == "lost":
        who = names[int(a[0])]
        return f"The Draw-Deck and Discard pile are empty: {mid(who)} {verb_for(who, 'draws')} {int(a[1])} fewer"
    return None


def refusal(s: ArdState, seat: int, card: int, zone: str | None) -> str:
    """The rule a refused drop ran into, said to ``seat``; "" when nothing specific applies."""
    st = s.stage
    if st == "cattle" and IS_WARRIOR[card]:
        return "Spring is for cattle: warriors go to the Roundhouse in Summer."
    if st == "cattle" and s.pending[seat] and VALUE[card]:
        return "In Spring all the cattle you play are of one suit."
    if st == "warriors" and not IS_WARRIOR[card]:
        return "Summer is for warriors (Jacks, Queens and Kings)."
    if st == "exile" and card in s.proven:
        return "Only unproven (face-down) warriors may be exiled."
    if st == "hunt" and card not in s.proven:
        return "Only proven (face-up) warriors may hunt."
    if st == "act" and zone == "deck" and IS_WARRIOR[card] and card not in s.proven:
        return "Only proven (face-up) warriors may hunt."
    if st in ("act", "hunt", "raid") and not IS_WARRIOR[card]:
        return "In Winter cattle move only as a gift: drag one onto a rival's field to offer a gift."
    if st == "gift" and VALUE[card] and any(CODE[c][-1] == CODE[card][-1] for c in s.pending[seat]):
        return "A gift holds one cattle card of each suit."
    if st == "gift" and IS_WARRIOR[card]:
        return "A gift is four cattle cards, one of each suit: warriors are no gift."
    if st == "pay" and not IS_WARRIOR[card]:
        return "Upkeep: at least 5 for each warrior, with no card you do not need (there is no change)."
    if st == "defence":
        return "Each warrior at home may block one attacker aimed at you; one blocker per attacker."
    if st == "plunder":
        return "A free raider takes all cattle of its own suit, or one cattle card of another suit."
    return ""


# --- notation -----------------------------------------------------------------------------------
_CARD = r"(10|[2-9ajqk])[shdc]"
#: every well-formed Ard Rí move (``BaseRules.notation_re``)
NOTATION_RE = re.compile(
    rf"pass|draw|take|keep|hunt|withdraw|decline|ceilsine [1-5]|commit [a-z]+"
    rf"|gather {_CARD}( up)?( field)?( at [1-5]| on {_CARD}| hunt)?"
    rf"|plunder {_CARD} at [1-5] (all|{_CARD})")


def format_action(a: Action) -> str:
    if a.kind == GATHER:
        text = f"gather {CODE[a.cards[0]]}"
        for tok in (a.choice or "").split(","):
            if tok in ("up", "field", "hunt"):
                text += f" {tok}"
            elif tok.startswith("raid:"):
                text += f" at {int(tok[5:]) + 1}"
            elif tok.startswith("on:"):
                text += f" on {CODE[int(tok[3:])]}"
        return text
    if a.kind == COMMIT:
        return f"commit {a.choice}"
    if a.kind == "ceilsine":
        return f"ceilsine {int(a.choice or 0) + 1}"
    if a.kind == "plunder":
        t = int((a.src or "field/0").split("/")[1])
        what = CODE[a.cards[1]] if len(a.cards) > 1 else "all"
        return f"plunder {CODE[a.cards[0]]} at {t + 1} {what}"
    return a.kind
