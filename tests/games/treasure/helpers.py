"""Treasure test helpers: lay out a hand exactly, play moves by notation."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tabletop.core.rules import MatchConfig
from tabletop.games.treasure import gods as gd
from tabletop.games.treasure.deck import NATURAL, build_deck, parse_ident
from tabletop.games.treasure.rules import RULES, TState, all_groups

GroupSpec = tuple[str, Sequence[str]]  # ("run", ["3V", "4L", "3S=5S"]); "code=ident" declares


def config(n: int = 2, options: Mapping | None = None, seed: int = 1) -> MatchConfig:
    return MatchConfig("treasure", n, seed, dict(options or {}))


def table(n: int = 2, hands: Mapping[int, Iterable[str]] | None = None,
          groups: Mapping[int, Iterable[GroupSpec]] | None = None, discard: Iterable[str] = (),
          stock: Iterable[str] = (), turn: int = 0, stage: str = "meld",
          options: Mapping | None = None, totals: Sequence[int] | None = None,
          stock_size: int | None = None) -> TState:
    """A hand in progress laid out exactly: the named cards where they are named (``stock``
    top card first, ``discard`` bottom first), every other card at the bottom of the draw
    pile (or out of play beyond ``stock_size``: then they sit under the discard pile's
    bottom card). Identical cards take the next copy. Flags follow from the groups."""
    cfg = config(n, options)
    s = RULES.new_game(cfg)
    deck = build_deck(s.decks, s.gods2)
    used: set[int] = set()

    def take(code: str) -> tuple[int, int]:
        name, _, as_ = code.partition("=")
        for c in deck.ids_for(name):
            if c not in used:
                used.add(c)
                return c, (parse_ident(as_) if as_ else NATURAL[c])
        raise AssertionError(f"no free {code}")

    hands_t = [tuple(sorted(take(c)[0] for c in (hands or {}).get(p, ()))) for p in range(n)]
    groups_t = []
    for p in range(n):
        mine = []
        for kind, codes in (groups or {}).get(p, ()):
            pairs = [take(c) for c in codes]
            mine.append((kind, tuple(c for c, _ in pairs), tuple(x for _, x in pairs), (p,) * len(pairs)))
        groups_t.append(tuple(mine))
    disc = [take(c)[0] for c in discard]
    top = [take(c)[0] for c in stock]
    rest = [c for c in range(len(deck)) if c not in used]
    if stock_size is not None:
        extra = len(top) + len(rest) - stock_size
        disc = rest[:extra] + disc
        rest = rest[extra:]
    s = s._replace(hands=tuple(hands_t), groups=tuple(groups_t), discard=tuple(disc),
                   stock=tuple(rest) + tuple(reversed(top)), turn=turn, stage=stage, known=(),
                   totals=tuple(totals or (0,) * n))
    return s._replace(flags=gd.flags(all_groups(s), s.house))


def legal(s: TState) -> set[str]:
    return {RULES.format_action(a) for a in RULES.legal_actions(s)}


def play(s: TState, *moves: str) -> TState:
    for text in moves:
        s = RULES.apply(s, RULES.parse_action(s, text)).state
    return s


def codes(cards: Iterable[int]) -> list[str]:
    return sorted(build_deck(2).code(c) for c in cards)
