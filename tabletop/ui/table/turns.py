"""A turn, or an answer out of turn (issue 13, part 4): the words the table uses for each.

When the rules open a response window (``core/effects.py``), the seat to act is answering
another seat's move, not taking its turn. The view carries the window publicly
(``view.info["window"]``), so these words never depend on hidden cards: the hand-off names
the reason ("Eimear: answer Dara's Púka"), the banner and the seat plate say "Your answer".
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.effects import Window
from ...core.ids import PlayerId
from ...core.views import TableView


def window_of(view: TableView | None) -> Window | None:
    """The open response window in ``view``, if any."""
    w = view.info.get("window") if view is not None else None
    return Window(w["answerer"], w["about"], w["what"]) if isinstance(w, dict) else None


def answering(view: TableView | None, seat: PlayerId) -> bool:
    w = window_of(view)
    return w is not None and w.answerer == seat


def turn_word(view: TableView | None, seat: PlayerId) -> str:
    """'Your answer' while ``seat`` answers in a window, else 'Your turn'."""
    return "Your answer" if answering(view, seat) else "Your turn"


def handoff_reason(view: TableView | None, seat: PlayerId, names: Sequence[str]) -> str:
    """Why the device passes to ``seat``: the window's prompt when it answers, else ''."""
    w = window_of(view)
    return w.prompt(names) if w is not None and w.answerer == seat else ""
