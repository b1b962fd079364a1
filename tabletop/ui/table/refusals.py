"""How the table words a refused drop. The rules say what is wrong in neutral words
(``core/refusals.py``); where the table marks the legal places, a card put in the wrong place
is told where to drop it."""

from __future__ import annotations

from ...core.refusals import Misplaced

#: what the table tells a player whose card went to a place it may not go
DROP_HINT = "drop it on a highlighted place"


def refusal_text(reason: str) -> str:
    """The rules' reason as the table shows it: ``Misplaced`` gets the drop hint ("The Lady
    can't go there: drop it on a highlighted place."), any other reason stays as it is."""
    if isinstance(reason, Misplaced):
        return f"{reason.subject} can't go there: {DROP_HINT}."
    return reason
