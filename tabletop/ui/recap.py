"""The hot-seat recap: what happened since a seat last acted, in the rules' public words.

Pure (no pygame): the hand-off screen draws the lines. Each move is the rules' narration
(``narrate`` never names a card the table cannot see) and each outcome their notice text
("Dara wins the trick with the Seven of Bombs ♣ and captures 4 cards"). When there is more
than fits, the oldest moves give way first: who won each trick is what a returning player
needs most.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.events import Notice
from ..core.ids import PlayerId
from ..core.names import count_of


def recap_lines(rules: Any, records: Sequence[Any], states: Sequence[Any], names: Sequence[str],
                seat: PlayerId, limit: int = 5) -> list[str]:
    """At most ``limit`` lines for ``seat``: the outcomes of its last action (the trick it
    completed), then every move and outcome since (``states[i]`` is the state before
    ``records[i]``)."""
    start = 0
    for i in range(len(records) - 1, -1, -1):
        if records[i].action.player == seat:
            start = i + 1
            break
    entries: list[tuple[str, bool]] = []  # (line, is an outcome)
    for i in range(max(start - 1, 0), len(records)):
        said = rules.narrate(states[i], records[i].action, names) if i >= start else ""
        if said:  # the seat's own last move is not told again; a step a game leaves unsaid
            entries.append((said, False))
        for ev in records[i].events:
            if isinstance(ev, Notice) and (said := rules.notice_text(ev, names)):
                entries.append((said, True))
    if len(entries) <= limit:
        return [line for line, _ in entries]
    room = limit - 1  # one line says how many earlier lines are left out
    keep = [True] * len(entries)
    extra = len(entries) - room
    for i, (_, outcome) in enumerate(entries):  # oldest moves go first
        if extra and not outcome:
            keep[i], extra = False, extra - 1
    for i in range(len(entries)):  # then, if still too many, the oldest outcomes
        if extra and keep[i]:
            keep[i], extra = False, extra - 1
    left_out = keep.count(False)
    return [f"… {count_of(left_out, 'earlier line')} not shown"] + [
        line for (line, _), k in zip(entries, keep, strict=True) if k]
