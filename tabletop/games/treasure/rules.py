"""Treasure (Viashi deck): the rules engine (``/work/shared/rules/treasure.md``; help.py says
them in words).

A match of hands to ±100 points or ``hands`` hands (T-33). Per hand: 9 cards each, one face-up
discard, the rest the draw pile; the player left of the dealer starts, clockwise. A turn is
DRAW (top of the draw pile, top of the discard pile, or the whole discard pile), MELD (any
number of table actions), DISCARD (mandatory unless the hand is already empty).

Zones:

* ``hand/<p>`` (owner only; cards taken from the discard pile stay known to everyone);
* ``pending/<p>``: the group being gathered this turn (``core/steps.py``, owner only);
* ``group/<p>/<k>``: the k-th group ``p`` tabled (public; members may be owned by others);
* ``stock``: the draw pile (hidden, top last); ``discard``: the discard pile (public, top last).

Actions (notation, ``docs/notation.md``): ``draw``, ``take``, ``take all``,
``gather 5W`` / ``gather 3S as 7S`` (a changing card declared as it is gathered),
``commit set|run|colour``, ``add 7F to 2/1`` / ``add 5F as 5W to 1/3`` (to ``group/1/0``: in
the notation seats and groups count from 1, as players see them; zone ids from 0),
``discard 7F``.

A hand also ends, scored normally, after ``QUIET_ROUNDS`` × players turns in a row that made
no progress (T-37: no draw from the draw pile, the Builder's included, and no card tabled);
taking from the discard pile never empties the draw pile, so T-26 alone does not end every
hand, and a hand with progress is never cut short. The first dealer is drawn at random from
the match seed.

House rules (T14, T-39; ``OptionSpec.house_rule``): builderColorEffect, colorRunDoubleMembership,
godsInMixedRuns, multipliersApplyToHand, maxRebuilds, matchTarget and playDirection are
options. T14 lists one value only for some of them; where the rules file defines the
alternative (T-19's rounding, T-26's parameter, T-29's target, T-30's "configurable") it is
offered; ``runWrap`` is not (no source defines a wrap-around run, so there is nothing to
offer); ``singleHand`` is ``hands`` = 1; ``decks`` and ``secondDeckGods`` were already options
(``decks``, ``second_gods``, T-34).

The rules are split by job: ``meta.py`` (the options and constants), ``state.py`` (the state
record and its tuple helpers), ``legal.py`` (the legal moves), ``play.py`` (a move applied,
the search's fast path among them), ``hands.py`` (a hand's deal, turns and end), ``view.py``
(the zones and the bots' worlds); this module ties them together with the setup, the
outcome, the words and the codec.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.actions import Action
from ...core.cards import DeckSpec
from ...core.codec import decode_record, encode_record, hash_json
from ...core.events import Notice
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.rng import Rng
from ...core.rules import SEED, STACKS, BaseRules, MatchConfig
from . import gods as gd
from . import words
from .deck import build_deck, ident_code, ident_name
from .hands import HandCycle
from .legal import LegalMoves
from .meta import (
    _HOUSE_BITS,
    DRAW,
    HAND_CARDS,
    MAX_REBUILDS,
    MELD,
    META,
    OVER,
    QUIET_ROUNDS,
    SCORED,
    TARGET,
    auto_decks,
    resolved,
)
from .play import Play
from .reasons import why_not as _why_not
from .state import _DERIVED, _HOUSE_DEFAULTS, Group, TState, all_groups
from .view import View
from .words import describe as _describe
from .words import narrate as _narrate


class TreasureRules(LegalMoves, Play, HandCycle, View, BaseRules[TState]):
    meta = META
    chance_fields = (SEED, STACKS)
    first_option = "firstDealer"
    notation_aliases = words.NOTATION_ALIASES
    notation_re = words.NOTATION_RE

    # --- setup ---------------------------------------------------------------------------------
    def deck(self, cfg: MatchConfig) -> DeckSpec:
        opts = resolved(cfg)
        return build_deck(opts["decks"], bool(opts["second_gods"]))

    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> TState:
        opts = resolved(cfg)
        n = cfg.num_players
        empty: tuple[tuple[int, ...], ...] = ((),) * n
        house = 0
        for key, value, bit in _HOUSE_BITS:
            if opts[key] == value:
                house |= bit
        first_dealer = 0 if opts["firstDealer"] == "random" else int(opts["firstDealer"])
        if first_dealer > n:
            raise ValueError(f"the first dealer must be a seat from 1 to {n}")
        s = TState(n=n, seed=cfg.seed, decks=opts["decks"], gods2=bool(opts["second_gods"]),
                   max_hands=int(opts["hands"]), hand_no=0, house=house,
                   max_rebuilds=int(opts["maxRebuilds"]), target=int(opts["matchTarget"]),
                   step=1 if opts["playDirection"] == "clockwise" else n - 1,
                   dealer=first_dealer - 1 if first_dealer else Rng.derived(cfg.seed, "dealer").randrange(n),
                   first_dealer=first_dealer, totals=(0,) * n, last=(),
                   hands=empty, pending=empty, decl=empty, groups=empty, stock=(), discard=(),
                   known=(), turn=0, stage=DRAW, flags=0, builder_used=False, rebuilds=0, turns=0)
        return self._deal(s, [], stacked, first=True)

    def config(self, s: TState) -> MatchConfig:
        options: dict[str, Any] = {"decks": "auto" if s.decks == auto_decks(s.n) else s.decks,
                                   "second_gods": s.gods2, "hands": s.max_hands}
        for key, value, bit in _HOUSE_BITS:
            if s.house & bit:
                options[key] = value
        if s.max_rebuilds != MAX_REBUILDS:
            options["maxRebuilds"] = s.max_rebuilds
        if s.target != TARGET:
            options["matchTarget"] = s.target
        if s.step != 1:
            options["playDirection"] = "counterclockwise"
        if s.first_dealer:
            options["firstDealer"] = s.first_dealer
        return MatchConfig("treasure", s.n, s.seed, options)

    def deals(self, cfg: MatchConfig) -> int | None:
        """A deal per hand and at most the house rule's rebuilds in each."""
        opts = resolved(cfg)
        return int(opts["hands"]) * (1 + int(opts["maxRebuilds"]))

    def max_steps(self, cfg: MatchConfig) -> int:
        """A true bound (T-37). In a hand, turns that make progress are at most the draws from
        the draw pile (the deck, once more per rebuild) plus the turns that table a card (at
        most one per card: cards never leave the table); after each of them, and before the
        first, at most 3 × players - 1 quiet turns follow before the hand ends. Each turn is
        one draw and one discard; every gather or add moves a card to the table for the rest
        of the hand and every commit tables at least 3 of them, so those are at most 2 × the
        deck; and one deal."""
        opts = resolved(cfg)
        cards = len(build_deck(opts["decks"], bool(opts["second_gods"])))
        progress = cards * (1 + int(opts["maxRebuilds"])) + cards
        turns = progress + (progress + 1) * (QUIET_ROUNDS * cfg.num_players - 1)
        return int(opts["hands"]) * (2 * turns + 2 * cards + 1)

    # --- turn ------------------------------------------------------------------------------------
    def to_act(self, s: TState) -> PlayerId | None:
        return None if s.stage == OVER else s.turn

    def phase(self, s: TState) -> str:
        if s.stage == MELD and s.pending[s.turn]:
            return "gather"
        return s.stage

    # --- outcome -----------------------------------------------------------------------------------
    def scores(self, s: TState) -> tuple[int, ...]:
        return s.totals

    def returns(self, s: TState) -> tuple[float, ...]:
        best = max(s.totals)
        top = [q for q in range(s.n) if s.totals[q] == best]
        return tuple(1.0 / len(top) if q in top else 0.0 for q in range(s.n))

    def score_breakdown(self, s: TState) -> list[list[tuple[str, int]]]:
        out = []
        for q in range(s.n):
            table, hand = s.last[q] if s.last else (0, 0)
            out.append([("Earlier hands", s.totals[q] - table - hand), ("Last hand: table", table),
                        ("Last hand: cards in hand", hand)])
        return out

    def public_info(self, s: TState) -> dict[str, Any]:
        groups = {f"group/{q}/{k}": {"type": g[0], "as": [ident_code(x) for x in g[2]], "owners": list(g[3])}
                  for q in range(s.n) for k, g in enumerate(s.groups[q])}
        return {"scores": list(s.totals), "hand": s.hand_no + 1, "hands": s.max_hands,
                "dealer": s.dealer, "turn": s.turn, "effects": gd.active_words(s.flags),
                "mins": list(gd.mins_for(s.flags)), "builder_used": s.builder_used,
                "rebuilds": s.rebuilds, "max_rebuilds": s.max_rebuilds, "house": s.house,
                "groups": groups,
                "last": [list(r) for r in s.last]}

    # --- text ----------------------------------------------------------------------------------------
    def format_action(self, a: Action) -> str:
        return words.format_action(a)

    def describe(self, s: TState, a: Action) -> str:
        return _describe(s, a)

    def narrate(self, s: TState, a: Action, names: Sequence[str]) -> str:
        return _narrate(s, a, names)

    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None:
        return words.notice_text(notice, names)

    def why_not(self, s: TState, seat: PlayerId, card: CardId, zone: ZoneId | None,
                names: Sequence[str] = ()) -> str:
        if s.stage in (OVER, SCORED) or seat != s.turn:
            return super().why_not(s, seat, card, zone, names)
        return _why_not(self, s, seat, card, zone)

    def encode(self, s: TState) -> dict[str, Any]:
        return encode_record(s)

    def state_hash(self, s: TState) -> str:
        """The hash of the position: every field but those that follow from the moves alone
        and were added with rules v2 (T-37's count of quiet turns), so a save from rules v1
        that replays to the same position keeps its hash."""
        data = encode_record(s)
        for key in _DERIVED:
            data.pop(key, None)
        for key, default in _HOUSE_DEFAULTS.items():
            if data.get(key) == default:
                data.pop(key)
        return hash_json(data)

    def decode(self, data: Any) -> TState:
        s = decode_record(TState, data)
        if not isinstance(s.n, int) or not 2 <= s.n <= 8 or s.stage not in (DRAW, MELD, SCORED, OVER):
            raise ValueError("not a Treasure state")
        return s


RULES = TreasureRules()
__all__ = ["HAND_CARDS", "META", "QUIET_ROUNDS", "RULES", "DRAW", "Group", "MELD", "OVER", "SCORED",
           "TState", "TreasureRules", "all_groups", "auto_decks", "ident_name", "resolved"]
