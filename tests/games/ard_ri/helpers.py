"""Ard Rí test helpers: lay out a position exactly, play moves by notation."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri import seasons
from tabletop.games.ard_ri.cards import CODE, deck
from tabletop.games.ard_ri.rules import RULES
from tabletop.games.ard_ri.state import ArdState


class Ids:
    """Card codes to ids, each code taking the next unused copy (several decks)."""

    def __init__(self, decks: int) -> None:
        self.spec = deck(decks)
        self.used: set[int] = set()

    def __call__(self, codes: Iterable[str]) -> tuple[int, ...]:
        out = []
        for code in codes:
            free = [c for c in self.spec.ids_for(code) if c not in self.used]
            assert free, f"no copy of {code} left"
            self.used.add(free[0])
            out.append(free[0])
        return tuple(out)


def position(n: int = 2, season: str = "spring", *, hands: Mapping[int, Iterable[str]] | None = None,
             fields: Mapping[int, Iterable[str]] | None = None,
             houses: Mapping[int, Iterable[str]] | None = None, proven: Iterable[str] = (),
             wilderness: Iterable[str] = (), draw: Iterable[str] = (), discard: Iterable[str] | None = None,
             order: tuple[int, ...] | None = None, lord: tuple[int, ...] | None = None,
             options: Mapping | None = None, rounds_done: int = 0) -> ArdState:
    """A position laid out exactly, at the start of ``season`` (its order computed from the
    fields, ties by ``order``). ``houses`` lists each Roundhouse; the codes in ``proven`` are
    face up (the first copies placed). ``draw`` is the top of the Draw-Deck, top first;
    unnamed cards go to the bottom of the deck (or to ``discard`` when it is given and the
    deck is to be short: pass ``discard=[...]`` to put only those there)."""
    cfg = MatchConfig("ard_ri", n, 1, dict(options or {}))
    s = RULES.new_game(cfg)
    ids = Ids(s.decks)
    hs = [ids((hands or {}).get(p, ())) for p in range(n)]
    fs = [ids((fields or {}).get(p, ())) for p in range(n)]
    houses_t = [ids((houses or {}).get(p, ())) for p in range(n)]
    up_codes = list(proven)
    up = []
    for h in houses_t:
        for c in h:
            if CODE[c] in up_codes:
                up_codes.remove(CODE[c])
                up.append(c)
    wild = ids(wilderness)
    top = ids(draw)
    disc = ids(discard) if discard is not None else ()
    rest = tuple(c for c in range(len(ids.spec)) if c not in ids.used)
    if discard is not None:
        deck_cards, otherworld = tuple(reversed(top)), rest
    else:
        deck_cards, otherworld = rest + tuple(reversed(top)), ()
    s = s._replace(hands=tuple(hs), fields=tuple(fs), houses=tuple(houses_t), proven=tuple(sorted(up)),
                   wilderness=wild, deck=deck_cards, discard=disc, otherworld=otherworld,
                   order=order or tuple(range(n)), lord=lord or (-1,) * n, round=1 + rounds_done,
                   pending=((),) * n)
    return seasons.start_season(s, season, [])


def legal(s: ArdState) -> set[str]:
    return {RULES.format_action(a) for a in RULES.legal_actions(s)}


def play(s: ArdState, *moves: str) -> ArdState:
    for text in moves:
        s = RULES.apply(s, RULES.parse_action(s, text)).state
    return s


def codes(cards: Iterable[int]) -> list[str]:
    return sorted(CODE[c] for c in cards)
