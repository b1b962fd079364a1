"""Refusals the rules share, in neutral words: what is wrong, not how a screen fixes it.

``why_not`` (``core/rules.py``) tells a player why a card cannot go where they put it. When
the only trouble is the place (the card has legal places now, just not this one) the rules
say so with ``Misplaced``; the table, which marks the legal places, adds where to drop it
(``ui/table/refusals.py``). The command line shows the neutral sentence as it is.
"""

from __future__ import annotations


class Misplaced(str):
    """"<subject> can't go there.": a refusal about the place only. A ``str`` (the neutral
    sentence), so it compares, joins and prints like any reason; ``subject`` starts it
    ("That card", "The Lady") for a screen that words it its own way."""

    subject: str

    def __new__(cls, subject: str = "That card") -> Misplaced:
        self = super().__new__(cls, f"{subject} can't go there.")
        self.subject = subject
        return self

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]  # copy.copy and deepcopy
        return (self.subject,)
