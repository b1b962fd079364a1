"""The review in words, shared by the command line and the app: where a decision was made, and
what was chosen there ("move 36, hand 2: You chose to …; the Hard computer would have chosen to
…. The choice cost 55 % win chance (±2 %): a blunder.")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.names import about_them, count_of, is_you, percent, seats_named, subject
from .review import Judged, Review


def where(rules: Any, state: Any, seat: int, ply: int) -> str:
    """"move 36", with the hand or round when the game shows one ("move 36, hand 2"; a round
    only where there are several) and the trick where it has tricks ("move 8, trick 4": a
    player read "Move 8" as meaning nothing, "trick 4" as the moment)."""
    info = rules.view(state, seat).info

    def number(key: str) -> int | None:
        value = info.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    parts = [f"move {ply + 1}"]
    rounds = number("rounds")
    if number("hand") is not None:
        parts.append(f"hand {number('hand')}")
    elif number("round") is not None and (rounds is None or rounds > 1):
        parts.append(f"round {number('round')}")
    if number("trick") is not None:
        parts.append(f"trick {number('trick')}")
    return ", ".join(parts)


def cost_words(d: Judged, choice: str = "The choice") -> str:
    """What ``choice`` cost, as a sentence of its own: "The choice cost 18 % win chance
    (±6 %): a mistake.", "The play-outs rate both moves the same (±4 %)." when the cost
    rounds to nothing. The ± is the margin of error the grade is judged by
    (``Judged.margin``). Both are written as the Hint writes its win chances (``percent``):
    the review said "0.18 win chance" beside the Hint's "about 64 %". (It was a clause,
    "−0.18 win chance (±0.06), a mistake", put after a reason in brackets: "(1 more point
    (every card … scores 1)): −0.42 win chance (±0.20)" nested them.)"""
    clause = cost_clause(d)
    if not clause.startswith("cost "):
        return f"{clause[0].upper()}{clause[1:]}."
    grade = f": {'an' if d.grade == 'inaccuracy' else 'a'} {d.grade}" if d.grade else ""
    return f"{choice} {clause}{grade}."


def cost_clause(d: Judged) -> str:
    """What a choice cost, as a clause: "cost 18 % win chance (±6 %)", or "the play-outs rate
    both moves the same (±4 %)" when the cost rounds to nothing (what ``percent`` would write
    as "0 %"). A sentence's (``cost_words``) and a Review row's first line."""
    if round(d.cost * 100) == 0:
        return f"the play-outs rate both moves the same (±{percent(d.margin)})"
    return f"cost {percent(d.cost)} win chance (±{percent(d.margin)})"


def chose(label: str, name: str) -> str:
    """A move's button label ("Add the Yellow End card to your Yellow row", said to the seat
    taking it) as what ``name`` chose, to follow "Aoife chose": " to add the Yellow End card to
    their Yellow row" (for You: "… to your Yellow row"); "Do not block": " not to block";
    "Choose the Five of Spades": " the Five of Spades"; a
    label that is no command ("Your Jack of Clubs takes …"): ": their Jack of Clubs takes …".
    ("Aoife chose “Add … to your Yellow row”" mixed a name with "your".)"""
    words = label if is_you(name) else about_them(label)
    first, _, rest = words.partition(" ")
    if first in ("Your", "Their"):
        return f": {words[:1].lower()}{words[1:]}"
    if first == "Do" and rest.startswith("not "):
        return f" not to {rest[4:]}"
    if first == "Choose":  # "Choose the Five of Spades": "You chose the Five …", not "chose to choose"
        return f" {rest}"
    return f" to {first.lower()} {rest}".rstrip()


def decision(rules: Any, state: Any, d: Judged, names: Sequence[str],
             notation: Callable[[Any], str] | None = None, *, cost: bool = True) -> str:
    """A decision in the app's words: "Aoife chose to add the Yellow End card to their Yellow
    row; the Hard computer would have chosen to put the Point card 8 on their Point row. The
    choice cost 42 % win chance (±20 %): a blunder." (``names`` name the seats; the rules'
    words number them.) With ``notation`` (the command line's) each move is followed by its
    notation in brackets, "… Yellow row [play YE]", which ``tabletop run`` and the save use.
    Without ``cost`` the last sentence (``cost_words``) is left out: the app's review list
    says it on a line of its own, where a long move cannot push it out of sight."""
    name = names[d.seat]

    def said(action: Any) -> str:
        words = seats_named(chose(rules.describe(state, action), name), names)
        return f"{words} [{notation(action)}]" if notation else words

    head = f"{subject(name)} chose{said(d.played)}"
    if d.played == d.best:
        return f"{head}, as the Hard computer would have."
    told = f"{head}; the Hard computer would have chosen{said(d.best)}."
    return f"{told} {cost_words(d)}" if cost else told


def line(rules: Any, states: Any, d: Judged, names: Sequence[str]) -> str:
    """One decision on the command line: where, then the decision in the app's words, each
    move with its notation ("move 1: You chose to add the Blue End card to your Blue row [play
    BE]; the Hard computer would have chosen … [play Y10]. The choice cost …"). It printed the
    notation alone ("You played play BE"), which only the save's format explains."""
    state = states[d.ply]
    told = decision(rules, state, d, names, rules.format_action)
    return f"{where(rules, state, d.seat, d.ply)}: {told}"


def accuracy_words(review: Review, seat: int) -> str:
    """What a seat's figures are, each said: "accuracy 71 % (the share of win chance kept); 10
    of 30 moves were the one the Hard computer would play". ("accuracy 71.4 %, Hard's move at
    10 of 30 decisions" did not square for a new player, and read "Hard" as a person.) ""
    without a decision."""
    accuracy = review.accuracy(seat)
    if accuracy is None:
        return ""
    same, total = review.agreement(seat)
    return (f"accuracy {percent(accuracy / 100)} (the share of win chance kept); {same} of "
            f"{count_of(total, 'move')} {'was' if same == 1 else 'were'} the one the Hard "
            f"computer would play")


def costly_count(review: Review, seat: int) -> str:
    """"2 costly decisions", "1 costly decision", "no costly decision"."""
    costly = len(review.costly(seat))
    return count_of(costly, "costly decision") if costly else "no costly decision"


def standing(review: Review, seat: int, name: str) -> str:
    """A seat's line in the app: "Aoife: accuracy 71 % (the share of win chance kept); 10 of
    30 moves were the one the Hard computer would play; 2 costly decisions." """
    if not review.of(seat):
        return f"{name}: no decision to review."
    return f"{name}: {accuracy_words(review, seat)}; {costly_count(review, seat)}."


def summary(rules: Any, states: Any, review: Review, seat: int, names: Sequence[str]) -> str:
    """The command line's last line for a seat: its line in the app (``standing``), then its
    costliest decision told as ``line`` tells one: "Aoife: accuracy 71 % (…); 2 costly
    decisions. The biggest, at move 36, hand 2: Aoife chose to … [play W3]; the Hard computer
    would have chosen to … [play Y10]. The choice cost 42 % win chance (±5 %): a blunder." """
    name = names[seat]
    costly = review.costly(seat)
    if not costly:
        return standing(review, seat, name)
    worst = costly[0]
    state = states[worst.ply]
    return (f"{standing(review, seat, name)} The biggest, at {where(rules, state, seat, worst.ply)}: "
            f"{decision(rules, state, worst, names, rules.format_action)}")


#: a gap in win chance the Hint's reason calls "about as good": the reason's estimate (16 sampled
#: worlds) rates moves this close in either order from one deal to the next
CLOSE = 0.05


def hint_reason(rules: Any, state: Any, action: Any, weighed: list[tuple[Any, float]],
                why: str = "", names: Sequence[str] = ()) -> str:
    """The Hint's one-line reason: the game's words for the move (``why``, from
    ``core/advice.py``) and the review's evaluation: "keeps your Red row rising; about 64 % to
    win from here; the next best, “Play the King of Spades”, about 51 %". Without the
    evaluation only ``why`` is said. ``names`` name the seats the move's words number."""
    values = dict(weighed)
    if action not in values:
        return why
    own = f"about {percent(values[action])} to win from here"
    if why:
        own = f"{why}; {own}"
    others = [(a, v) for a, v in weighed if a != action]
    if not others:
        return own
    other, v = others[0]
    said = seats_named(rules.describe(state, other), names)
    if v > values[action] + CLOSE:  # the quick estimate disagrees with the search: its figures
        return why or own  # would contradict the Hint ("44 %; a quick look rates … higher (81 %)")
    if v > values[action] + 0.005:
        return f"{own}; “{said}” is about as good"  # (its higher figure read as a worse Hint)
    return f"{own}; the next best, “{said}”, about {percent(v)}"
