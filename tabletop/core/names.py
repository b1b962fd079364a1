"""Player names in sentences: subject/verb agreement for any name, "You" included.

A seat may be called "You" (the default name of the first human) or anything else, so a
sentence cannot glue a name to a third-person verb: "You wins the trick". Every game's
narration builds its sentences with these helpers instead:

    says("Aoife", "wins") + " the trick"   -> "Aoife wins the trick"
    says("You", "wins") + " the trick"     -> "You win the trick"
    their("You") + " Point row"            -> "your Point row"
    joined(["Aoife", "You"])               -> "Aoife and you"
    says_all(["Aoife", "You"], "wins")     -> "Aoife and you win"
    command("draws") + " a card"           -> "Draw a card"     (a button label)
    capital(possessive("You")) + " gift"   -> "Your gift"
    whose("Dara (AI)", "gift", "from")     -> "the gift from Dara (AI)"  (never "Dara (AI)'s")

Verbs are given in the third person singular ("wins", "draws", "has", "is"); past tenses
("drew") are left alone. Pure: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}
_SIBILANT = ("ches", "shes", "sses", "xes", "zzes", "oes")


def is_you(name: str) -> bool:
    """Whether ``name`` addresses the reader ("You", any case)."""
    return name.strip().lower() == "you"


def plain(verb: str) -> str:
    """The plural / second-person form of a third-person singular verb: wins -> win,
    carries -> carry, watches -> watch, is -> are; anything else (drew) unchanged."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(_SIBILANT):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def verb_for(name: str, verb: str) -> str:
    """``verb`` agreeing with ``name`` as its subject."""
    return plain(verb) if is_you(name) else verb


def capital(text: str) -> str:
    """``text`` starting a sentence: its first letter upper case, the rest as it is
    ("your gift" -> "Your gift"; "McCoy's" keeps its inner capital, unlike ``str.capitalize``)."""
    return text[:1].upper() + text[1:]


def command(verb: str) -> str:
    """A third-person verb as the command that starts a button label: "draws" -> "Draw"
    (so a move's label and its log line can share one verb)."""
    return capital(plain(verb))


def says(name: str, verb: str) -> str:
    """Subject and verb, to start a sentence: "Aoife draws", "You draw"."""
    return f"{subject(name)} {verb_for(name, verb)}"


def subject(name: str) -> str:
    """``name`` at the start of a sentence ("You" capitalised)."""
    return "You" if is_you(name) else name


def mid(name: str) -> str:
    """``name`` inside a sentence: "you" in lower case, any other name as it is."""
    return "you" if is_you(name) else name


def their(name: str) -> str:
    """The possessive pronoun for ``name`` inside a sentence: "your" or "their"."""
    return "your" if is_you(name) else "their"


def possessive(name: str) -> str:
    """``name``'s, inside a sentence: "Aoife's", "your". A name that ends in a bracket
    ("Dara (AI)") has no such form: a sentence says whose a thing is with ``whose``."""
    if is_you(name):
        return "your"
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def bracketed(name: str) -> bool:
    """Whether ``name`` ends in a bracket ("Dara (AI)"): an apostrophe after it reads badly."""
    return name.rstrip().endswith(")")


def whose(name: str, thing: str, by: str = "of") -> str:
    """``thing`` belonging to ``name``, inside a sentence: "your gift", "Aoife's gift",
    "James' gift"; after a name that ends in a bracket the name goes last, after ``by``
    ("the gift from Dara (AI)", "the turn of Dara (AI)"). ``capital`` starts a sentence."""
    if bracketed(name) and not is_you(name):
        return f"the {thing} {by} {name}"
    return f"{possessive(name)} {thing}"


def owned(name: str) -> str:
    """Whose a thing is, standing alone (a label under cards): "Aoife's", "Yours"; a name
    that ends in a bracket stands as it is ("Dara (AI)")."""
    if is_you(name):
        return "Yours"
    return name if bracketed(name) else possessive(name)


_SECOND = re.compile(r"\b([Yy])ou(rs?|\s+are)?\b")
_THIRD = {"": "them", "r": "their", "rs": "theirs"}


def about_them(words: str) -> str:
    """Words said to the seat taking a move ("Add the Red 4 to your Red row", "Pick the 7 for
    the group you are gathering") said about it instead, with the pronoun the narration uses
    for any name: "… to their Red row", "… the group they are gathering". Run it before
    ``seats_named``, whose "you" is the seat named You, not the one addressed."""

    def one(m: re.Match[str]) -> str:
        tail = m[2] or ""
        word = "they are" if tail.strip() == "are" else _THIRD[tail]
        return capital(word) if m[1] == "Y" else word

    return _SECOND.sub(one, words)


_SEAT = re.compile(r"\b([Pp])layer ([1-9])(?:'s (\w+))?")


def seats_named(text: str, names: Sequence[str]) -> str:
    """Words that name seats by number, as the rules' button labels do ("Use the Púka on
    Player 2", "Add 5S to player 2's run"), with the seats' names: "… on Ciara", "… to
    Ciara's run"; a seat named "You" agrees ("… on you", "… to your run", "Your run …"), a
    name ending in a bracket takes the word after it ("… to the run of Dara (AI)"; so
    "player N's" is followed by a one-word noun)."""

    def one(m: re.Match[str]) -> str:
        i = int(m[2]) - 1
        if i >= len(names):
            return m[0]
        before = text[:m.start()].rstrip()
        start = not before or before.endswith((".", ":", "!", "?"))
        word = whose(names[i], m[3]) if m[3] else (subject(names[i]) if start else mid(names[i]))
        return capital(word) if start else word

    return _SEAT.sub(one, text)


def count_of(n: int, noun: str, plural: str | None = None) -> str:
    """A number with its noun agreeing: "1 card", "3 cards", "0 clients"."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def number_word(n: int) -> str:
    """A small count in words, as a sentence says it: "no", "one", "two" … "nine"; digits on."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def joined(names: Sequence[str], start: bool = True) -> str:
    """Names as one phrase: "Aoife", "Aoife and you", "Aoife, Ciara and Dara"; ``start``:
    it begins a sentence ("You and Aoife"), else it sits inside one ("you and Aoife")."""
    first = subject if start else mid
    parts = [first(names[0]), *(mid(n) for n in names[1:])] if names else []
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def says_all(names: Sequence[str], verb: str) -> str:
    """Several names as the subject of ``verb`` (plural when more than one)."""
    if len(names) == 1:
        return says(names[0], verb)
    return f"{joined(names)} {plain(verb)}"


def not_your_turn(name: str) -> str:
    """Told to a seat that tried to move out of turn: "It is Dara's turn"."""
    return "It is not your turn yet." if is_you(name) else f"It is {whose(name, 'turn')}."


def marked_as_you(name: str) -> str:
    """A name plate for the seat at this screen: "Aoife (you)", but "You" stays "You"."""
    return name if is_you(name) else f"{name} (you)"


def addressed(names: Sequence[str], viewer: int) -> list[str]:
    """``names`` as said to the player at this screen: their own seat becomes "You" (a
    toast reads "You win the trick", not "Aoife wins the trick", to Aoife). ``viewer`` below 0
    (the public view, everything) leaves every name as it is."""
    return [("You" if i == viewer else n) for i, n in enumerate(names)]


def number(value: object) -> str:
    """A score as read: a negative whole number with a true minus sign ("−8"; a hyphen reads
    as a dash, "Score -8" on a seat's plate), anything else as it is."""
    return f"−{-value}" if isinstance(value, int) and value < 0 else str(value)


def signed(n: int) -> str:
    """A score with its sign and a true minus sign: "+5", "−10", "+0" (a hyphen reads as a
    dash on the score sheets)."""
    return f"{n:+d}".replace("-", "−")


def percent(share: float, digits: int = 0) -> str:
    """A share as the app writes a percentage, a space before the sign: "64 %" (Settings'
    "Volume 80 %", the review, the Hint and the games' advice; the Hint wrote "64%"), or with
    ``digits`` decimals, "50.0 %" (the command line's win rates, which wrote "50.0%")."""
    return f"{share * 100:.{digits}f} %"
