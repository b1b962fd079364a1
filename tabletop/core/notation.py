"""What the command line says about a move it cannot take (issue 23, item 8).

``BaseRules.parse_action`` reads a move by matching the formatted legal actions; when nothing
matches, these helpers say why, in the words the table uses:

* text that is not a move of the game at all, a card no deck has included ("LEG-99"), is
  "not a Seanchaí move" / "not an Ard Rí move" (``move_noun``, ``unknown_card``);
* a well-formed move that is not legal now names the rule, with the game's own ``why_not``
  for the card it names, or lists what that card (or the seat) may do now (``illegal_reason``).
"""

from __future__ import annotations

import re
from typing import Any

#: at most this many legal moves are listed in a reason
LISTED = 8


def move_noun(title: str) -> str:
    """ "a Seanchaí move", "an Ard Rí move" (the article by the title's first letter). """
    return f"{'an' if title[:1].lower() in 'aeiou' else 'a'} {title} move"


def _shape(token: str) -> str:
    """A token's shape: each run of letters as ``a``, of digits as ``9`` ("leg-12" -> "a-9")."""
    return re.sub(r"[0-9]+", "9", re.sub(r"[^\W\d_]+", "a", token))


def _vocabulary(rules: Any, s: Any) -> set[str]:
    """The words a move of this game may use besides card codes: the notation pattern's and
    summary's literal words and every word of the moves legal now."""
    words = set(re.findall(r"[a-z]{2,}", rules.notation_re.pattern.lower()))
    words |= set(re.findall(r"[a-z]+", rules.meta.notation.lower()))
    for a in rules.legal_actions(s):
        words |= set(rules.format_action(a).lower().split())
    return words


def unknown_card(rules: Any, s: Any, wanted: str) -> str | None:
    """The first token of ``wanted`` (normalised move text) shaped like one of the game's card
    codes but naming no card of its deck, or None."""
    deck = rules.deck(rules.config(s))
    codes = {deck.code(c).lower() for c in range(len(deck))}
    shapes = {_shape(code) for code in codes}
    vocabulary: set[str] | None = None
    for token in wanted.split():
        if token in codes or token.isdigit() or _shape(token) not in shapes:
            continue
        if vocabulary is None:
            vocabulary = _vocabulary(rules, s)
        if token not in vocabulary:
            return token
    return None


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _listed(moves: list[str]) -> str:
    shown = ", ".join(moves[:LISTED])
    return shown + (f" and {len(moves) - LISTED} more" if len(moves) > LISTED else "")


def illegal_reason(rules: Any, s: Any, wanted: str) -> str:
    """Why the well-formed move ``wanted`` is not legal now, said to the seat to act: the
    game's ``why_not`` for a card it names that has no legal move, else what that card (or,
    naming none, the seat) may do now. One or two sentences, or "" when nothing is known."""
    seat = rules.to_act(s)
    deck = rules.deck(rules.config(s))
    by_code: dict[str, list[int]] = {}
    for c in range(len(deck)):
        by_code.setdefault(deck.code(c).lower(), []).append(c)
    legal = list(rules.legal_actions(s))
    zones = rules.zones(s)
    for token in wanted.split():
        copies = by_code.get(token)
        if not copies:
            continue
        code = deck.code(copies[0])
        seen = [c for c in copies if any(c in z.cards and z.visible_to(c, seat) for z in zones.values())]
        if not seen:
            return _sentence(f"no {code} is where you could use it")
        same = set(copies)
        moves = [rules.format_action(a) for a in legal if same & set(a.cards)]
        if moves:
            return _sentence(f"with {code} you may: {_listed(moves)}")
        reason = rules.why_not(s, seat, seen[0], None)
        return _sentence(reason or f"{code} cannot be used now")
    moves = [rules.format_action(a) for a in legal]
    return _sentence(f"legal now: {_listed(moves)}") if moves else ""
