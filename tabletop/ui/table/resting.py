"""When the table may rest: the test the table scene answers the loop's ``next_frame_in``
with (``ui/scenes/base.py``), kept here so the scene stays small.

The table needs frames while anything on it moves or a clock runs: the board's animator (a
step's beats or an ambient tween such as a hover lift), a card being dragged, a toast, a
banner or a score pop-up (and the frame after one that hid or showed a place's name), the
zoom that follows a hovered card, a hint being thought, and whatever the controller paces
(an AI turn, the wait before the results). It rests once the controller waits on a person
(``TableController.waiting``) and nothing of that runs.
"""

from __future__ import annotations

import math
from typing import Any

ZOOM_DELAY = 0.45  # seconds of hovering before the zoomed preview appears


def table_next_frame(table: Any) -> float:
    """``next_frame_in`` for a ``TableScene``: 0.0 while anything moves, else ``math.inf``."""
    board = table.board
    if board.busy or board.animator.ambient or board.drag is not None:
        return 0.0
    if table.toasts.items or table.hud.banner or table.hud.pops or table.titles_pending:
        return 0.0
    if board.hover is not None and board.hover_time < ZOOM_DELAY:
        return 0.0
    return math.inf if table.control.waiting() else 0.0
