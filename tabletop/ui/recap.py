"""The hot-seat recap: what happened since a seat last acted, in the rules' public words.

Pure (no pygame): the hand-off screen draws the lines. Each move is the rules' narration
(``narrate`` never names a card the table cannot see) and each outcome their notice text
("Dara wins the trick with the Seven of Bombs ♣ and captures 4 cards"). Each event is told
once: a move whose narration the step's own notice says again, and more fully ("You counter
with the Faery" beside "You counter the Púka with the Faery"), keeps only the notice. When
there is more than fits, only moves give way, the oldest first; outcomes (who won a trick,
what an ability took, a score) are never hidden, whatever the limit.
"""

from __future__ import annotations

import re
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
        notices = notice_lines(rules, records[i].events, names)
        said = rules.narrate(states[i], records[i].action, names) if i >= start else ""
        # the seat's own last move is not told again; a step a game leaves unsaid; a move its
        # own notice says again in full
        if said and not any(_says_again(notice, said) for notice in notices):
            entries.append((said, False))
        entries += [(notice, True) for notice in notices]
    if len(entries) <= limit:
        return [line for line, _ in entries]
    outcomes = sum(1 for _, outcome in entries if outcome)
    moves_kept = max(0, limit - 1 - outcomes)  # one line says how many moves are left out
    moves = len(entries) - outcomes
    drop = moves - moves_kept
    keep: list[str] = []
    for line, outcome in entries:  # the oldest moves go first; outcomes always stay
        if not outcome and drop:
            drop -= 1
            continue
        keep.append(line)
    left_out = moves - moves_kept
    return [f"… {count_of(left_out, 'earlier move')} not shown"] + keep


def notice_lines(rules: Any, events: Sequence[Any], names: Sequence[str]) -> list[str]:
    """The rules' words for a step's notices ("Dara wins the trick with …"), in order; a
    notice a game leaves unsaid gives none."""
    return [said for ev in events if isinstance(ev, Notice) and (said := rules.notice_text(ev, names))]


def recap_heading(records: Sequence[Any], seat: PlayerId) -> str:
    """The recap's title: "Since your last move", or, before the seat's first move of the
    game, "Before your first move". A move, not a turn: a Seanchaí player whose only move was
    an answer to a Dark card, out of turn, was told "Since your last turn"."""
    acted = any(record.action.player == seat for record in records)
    return "Since your last move" if acted else "Before your first move"


def _words(line: str) -> set[str]:
    return set(re.findall(r"\w+", line.lower()))


def _says_again(notice: str, move: str) -> bool:
    """Whether ``notice`` tells all that ``move`` does (each of its words), and so the move's
    own line would say the same thing twice."""
    return _words(move) <= _words(notice)
