"""Building exact Hyrule positions: stacked hands and named moves."""

from tabletop.core.match import Match
from tabletop.core.rules import MatchConfig
from tabletop.games.hyrule.rules import DECK, RULES


def hyrule_match(hands: list[str], seed: int = 1, **options) -> Match:
    """A match whose seat i holds ``hands[i]`` (7 card codes, space separated)."""
    codes = " ".join(hands).split()
    cfg = MatchConfig("hyrule", len(hands), seed, options)
    return Match(RULES, cfg, stacked=tuple(DECK.parse_cards(codes)))


def play(match: Match, *moves: str) -> None:
    for move in moves:
        match.submit_text(move)


def codes(cards) -> list[str]:
    return sorted(DECK.code(c) for c in cards)
