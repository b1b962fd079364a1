"""Seanchaí test helpers: lay out a hand exactly (stacked), play moves by notation."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tabletop.core.rules import MatchConfig
from tabletop.games.seanchai.cards import ID
from tabletop.games.seanchai.rules import RULES, SState

ALL_OFF = {"scealta": False, "dark": False, "shamrocks": False}


def ids(cards: Iterable[str]) -> tuple[int, ...]:
    """Card idents (the rules file's ids: ``LEG-1``, ``SHM-3``, ``WLD-FAERY-2``) to ids."""
    return tuple(ID[c] for c in cards)


def seed_with_dealer(n: int, dealer: int, options: Mapping | None = None) -> int:
    for seed in range(1000):
        if RULES.new_game(MatchConfig("seanchai", n, seed, dict(options or {}))).dealer == dealer:
            return seed
    raise AssertionError("no seed")


def table(n: int = 2, hands: Mapping[int, Iterable[str]] | None = None, tableau: Iterable[str] = (),
          draw: Iterable[str] = (), fields: Mapping[int, Iterable[str]] | None = None,
          options: Mapping | None = None, turn: int = 0, hand_no: int = 0) -> SState:
    """A hand in progress laid out exactly: the named cards where they are named (``draw``
    top card first), every other card at the bottom of the draw pile; ``turn``'s turn
    starts (the stage follows the rules: the action, or the discard if no action is possible)."""
    cfg = MatchConfig("seanchai", n, seed_with_dealer(n, (turn - 1) % n, options), dict(options or {}))
    s = RULES.new_game(cfg)
    hands_t = [ids((hands or {}).get(p, ())) for p in range(n)]
    fields_t = [ids((fields or {}).get(i, ())) for i in range(len(s.fields))]
    top = ids(draw)
    tab = ids(tableau)
    named = {c for h in hands_t for c in h} | {c for f in fields_t for c in f} | set(top) | set(tab)
    rest = tuple(c for c in range(60) if c not in named)
    s = s._replace(hands=tuple(tuple(sorted(h)) for h in hands_t), fields=tuple(fields_t), tableau=tab,
                   draw=rest + tuple(reversed(top)), removed=(), flip=(), dark_zone=(), stack=(),
                   skip=(0,) * n, emptied=-1, hand_no=hand_no, shown=())
    return RULES._start_turn(s, turn, [])


def legal(s: SState) -> set[str]:
    return {RULES.format_action(a) for a in RULES.legal_actions(s)}


def play(s: SState, *moves: str) -> SState:
    for text in moves:
        s = RULES.apply(s, RULES.parse_action(s, text)).state
    return s


def field(s: SState, side: int) -> set[int]:
    return set(s.fields[side])
