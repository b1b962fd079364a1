"""Stacked Kit deals for scenario tests."""

from __future__ import annotations

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.testing.kitgame.rules import DECK, RULES, hand_size


def kit_match(hands: list[list[str]], guards: list[str], teams: bool = False,
              names: tuple[str, ...] = (), humans: int | None = None) -> Match:
    """A Kit match whose seats hold exactly ``hands`` (number-card codes) and ``guards``;
    the first ``humans`` seats (default all) are human, the others AI."""
    n = len(hands)
    assert all(len(h) == hand_size(n) for h in hands) and len(guards) == n
    codes = [c for h in hands for c in h] + guards
    cfg = MatchConfig("kit", n, 5, {"teams": teams})
    humans = n if humans is None else humans
    seats = tuple(Seat("human" if p < humans else "ai", names[p] if names else f"P{p}") for p in range(n))
    return Match(RULES, cfg, seats, tuple(DECK.parse_cards(codes)))


def ids(*codes: str) -> tuple[int, ...]:
    return tuple(DECK.parse_cards(codes))
