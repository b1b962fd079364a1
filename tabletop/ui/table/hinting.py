"""The Hint on the table: H or the Hint tab asks, a toast says the move in words (the board's
outline is ``KeyPlay.draw_hint``). A hint is for the acting human's own turn only, and for the
position it was asked in: once a move is made (theirs, a computer's, an undo) its words go
with its outline (``drop_stale_hint``)."""

from __future__ import annotations

from ...core.actions import Action
from ...core.names import seats_named
from ..widgets.toast import Toasts
from .controller import TableController

HINT_WAIT = "Thinking of a hint…"


def ask_hint(control: TableController, toasts: Toasts, offered: bool) -> None:
    """Ask what Hard would play from the acting human's own view (``offered``: the table
    offers them their gestures now)."""
    hinter = control.hinter
    if hinter is None or not control.hint_allowed(offered):
        toasts.show("A hint is for your own turn.", passing=True)
    elif hinter.action is not None:
        show_hint(control, toasts, hinter.action)
    elif hinter.request(control.match, control.viewer):
        toasts.show(HINT_WAIT, 3.0, passing=True)


def show_hint(control: TableController, toasts: Toasts, action: Action) -> None:
    toasts.retract(HINT_WAIT)
    toasts.show(hint_words(control, action), 4.0, passing=True)


def hint_words(control: TableController, action: Action) -> str:
    return "Hint: " + seats_named(control.rules.describe(control.match.state, action), control.names)


def explain_hint(control: TableController, toasts: Toasts) -> None:
    """Once the hint's reason is worked out, the hint's message says it too."""
    hinter = control.hinter
    reason = hinter.take_reason(control.match) if hinter is not None else None
    if not reason or hinter is None or hinter.action is None:
        return
    plain = hint_words(control, hinter.action)
    toasts.retract(plain)
    toasts.show(f"{plain}: {reason}.", 6.0, passing=True)


def is_hint(message: str) -> bool:
    """Whether a message on show is the Hint's (its move, its reason or the wait for it)."""
    return message == HINT_WAIT or message.startswith("Hint: ")


def drop_stale_hint(control: TableController, toasts: Toasts) -> None:
    """Every frame: with no hint on show or on its way (``Hinter.update`` drops both as soon
    as the match moves on), no Hint message stays up advising on a position that is gone."""
    hinter = control.hinter
    if hinter is None or hinter.busy or hinter.action is not None:
        return
    if any(is_hint(t.message) for t in toasts.items):
        toasts.items = [t for t in toasts.items if not is_hint(t.message)]
