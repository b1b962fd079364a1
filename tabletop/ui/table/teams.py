"""Teams on screen (issue 13, part 8): who plays with whom, from the rules' ``team_of``.

Partners share one score (the rules give each partner the team's score), so a seat plate
only needs to say which team the seat is on: "Team 1" (short: the plates of 8 seats are
narrow). Setup and statistics name the members ("Team 1: Aoife & Dara").
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.ids import PlayerId
from ...core.rules import BaseRules, MatchConfig


def teams_of(rules: BaseRules, cfg: MatchConfig) -> list[int] | None:
    """Each seat's team number (1, 2, … in seat order), or None when every seat plays alone."""
    raw = [rules.team_of(cfg, p) for p in range(cfg.num_players)]
    if len(set(raw)) == len(raw):
        return None
    number = {t: i + 1 for i, t in enumerate(dict.fromkeys(raw))}
    return [number[t] for t in raw]


def partners(teams: Sequence[int] | None, seat: PlayerId) -> list[PlayerId]:
    if not teams or seat >= len(teams):
        return []
    return [p for p, t in enumerate(teams) if t == teams[seat] and p != seat]


def team_line(teams: Sequence[int] | None, seat: PlayerId) -> str:
    """'Team 1' for a seat with partners, else ''."""
    return f"Team {teams[seat]}" if partners(teams, seat) else ""


def team_members(teams: Sequence[int], names: Sequence[str]) -> list[str]:
    """One line per team: 'Team 1: Aoife & Dara'."""
    out = []
    for t in dict.fromkeys(teams):
        out.append(f"Team {t}: " + " & ".join(names[p] for p, u in enumerate(teams) if u == t))
    return out
