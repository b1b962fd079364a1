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
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any, NamedTuple

from ...core.actions import Action, IllegalAction
from ...core.cards import DeckSpec, restacked, stacked_order
from ...core.codec import decode_record, encode_record, hash_json
from ...core.events import (
    CardsFlipped,
    CardsMoved,
    Event,
    Notice,
    PhaseChanged,
    ScoreChanged,
    TurnChanged,
    ZoneShuffled,
)
from ...core.ids import PUBLIC, CardId, PlayerId, ZoneId
from ...core.rng import Rng
from ...core.rules import (
    SEED,
    STACKS,
    BaseRules,
    ChoiceLimit,
    GameMeta,
    MatchConfig,
    OptionSpec,
    Step,
    check_config,
    seat_limits,
)
from ...core.steps import COMMIT, GATHER, commit_action, pending_zone
from ...core.zones import Vis, Zone
from . import gods as gd
from . import scoring, words
from .deck import (
    NATURAL,
    G,
    build_deck,
    ident_code,
    ident_name,
)
from .gathers import gathers, gathers_fixed
from .groups import RUN, TYPES, completable_apart, is_valid, mixes_gods
from .moves import (
    ANY_EXTEND,
    CHANGING,
    DISCARD_ACT,
    DRAW_ACT,
    GATHER_ACT,
    TAKE_ACT,
    TAKE_ALL_ACT,
    adds,
    distinct,
    options_for,
    targets,
)
from .reasons import why_not as _why_not
from .words import describe as _describe
from .words import narrate as _narrate

HAND_CARDS = 9
QUIET_ROUNDS = 3  # T-37: a hand ends after 3 × players turns in a row without progress
MAX_REBUILDS = 2  # T-26
TARGET = 100  # T12
MANY = (5, 6, 7, 8)
ONE_DECK_REASON = ("One deck is not enough for 5–8 players: nine cards each would leave almost "
                   "no draw pile. Play with two decks")

META = GameMeta(
    game_id="treasure",
    title="Treasure",
    min_players=2,
    max_players=8,
    pitch="Table sets, runs and colours of the Viashi deck; 27 god effects change the scoring.",
    rules_version=2,  # 2: T-37's no-progress end replaces the 40-turn cap
    options=(
        OptionSpec("decks", "Decks", "Auto: one deck for 2–4 players, two for 5–8; 3 or 4 players "
                   "may choose two.", ("auto", 1, 2), "auto", ("Auto", "One deck", "Two decks"),
                   limits=(ChoiceLimit(1, (2, 3, 4), ONE_DECK_REASON),
                           ChoiceLimit(2, (3, 4, *MANY), "Two players always use one deck"))),
        OptionSpec("second_gods", "Second gods", "With two decks, the second deck's god cards "
                   "are shuffled in too.", (True, False), True, ("In", "Out"), players=(3, 4, *MANY),
                   players_reason="The second gods need two decks (3–8 players)"),
        OptionSpec("hands", "Hands", "The match ends at ±100 points (or the house rule's target) "
                   "or after this many hands; 1 is a single-hand game.", (12, 1, 3, 6), 12),
        OptionSpec("firstDealer", "First dealer", "Who deals the first hand: chosen at random, or "
                   "a given seat; the deal then passes on in the direction of play.",
                   ("random", *range(1, 9)), "random", ("Random", *(f"Seat {k}" for k in range(1, 9))),
                   limits=seat_limits(range(3, 9), 8, "the first dealer",
                                     "The first dealer is a seat at the table")),
        # house rules: the rules file's configuration flags (T14, T-39)
        OptionSpec("builderColorEffect", "Builder in a colour",
                   "The Builder in a colour lets runs of three be tabled (our reading), sets of "
                   "two, or does nothing (the text taken literally).",
                   ("runsOf3", "setsOf2", "literalNoop"), "runsOf3",
                   ("Runs of three", "Sets of two", "Nothing"), house_rule=True),
        OptionSpec("colorRunDoubleMembership", "Runs in colours",
                   "A card in a run inside a colour scores twice (colour and run), or once with "
                   "both multipliers.", (True, False), True, ("Scores twice", "Scores once"),
                   house_rule=True),
        OptionSpec("godsInMixedRuns", "Gods in runs",
                   "Gods join runs of ordinary cards at their equivalent rank, or only runs made "
                   "of gods.", (True, False), True, ("With any cards", "Gods only"),
                   house_rule=True),
        OptionSpec("multipliersApplyToHand", "Multipliers in hand",
                   "The gods' suit and Fool multipliers count on the table only, or on cards "
                   "left in hand too (rounded toward zero).", (False, True), False,
                   ("Table only", "Hand too"), house_rule=True),
        OptionSpec("maxRebuilds", "Rebuilds",
                   "How often a hand may shuffle the discard pile into a new draw pile; after "
                   "that an empty draw pile ends the hand.", (2, 0, 1, 3), 2, house_rule=True),
        OptionSpec("matchTarget", "Match target",
                   "The match ends after a hand in which someone has this many points or minus "
                   "as many.", (100, 50, 150, 200), 100, house_rule=True),
        OptionSpec("playDirection", "Direction",
                   "Turns, the deal and the Builder's draw go clockwise (to the left), or "
                   "counter-clockwise as in the elves' Viashi game.",
                   ("clockwise", "counterclockwise"), "clockwise",
                   ("Clockwise", "Counter-clockwise"), house_rule=True),
    ),
    notation="draw, take, take all, gather 5W, gather 3S as 7S, commit set|run|colour (or color), "
             "add 7F to 2/1 (seat 2's first group), discard 7F, deal (the next hand)",
)

DRAW, MELD, SCORED, OVER = "draw", "meld", "scored", "over"

Group = gd.Group


def _naturals(cards: tuple[CardId, ...]) -> tuple[int, ...]:
    """The cards' printed identities (identical copies share one)."""
    return tuple(NATURAL[c] for c in cards)


class TState(NamedTuple):
    n: int
    seed: int
    decks: int
    gods2: bool
    max_hands: int
    hand_no: int
    dealer: int
    totals: tuple[int, ...]
    last: tuple[tuple[int, int], ...]  # the last finished hand: (table, hand) per seat
    hands: tuple[tuple[int, ...], ...]  # sorted
    pending: tuple[tuple[int, ...], ...]  # in gather order
    decl: tuple[tuple[int, ...], ...]  # the pending cards' identities (declared or natural)
    groups: tuple[tuple[Group, ...], ...]  # per creator: (type, cards, identities, owners)
    stock: tuple[int, ...]  # top last
    discard: tuple[int, ...]  # top last
    known: tuple[int, ...]  # sorted: hand/pending cards everyone saw taken from the discard pile
    turn: int
    stage: str  # draw, meld, scored (a hand lies open until the next deal), over
    flags: int  # the god effects (gods.py)
    builder_used: bool
    rebuilds: int
    turns: int  # turns begun this hand
    #: T-37: finished turns in a row that made no progress, and whether this turn has made
    #: some (a draw from the draw pile, or a card tabled); both follow from the moves, so the
    #: state hash leaves them out (``state_hash``: saves from rules v1 keep theirs)
    quiet: int = 0
    progress: bool = False
    #: house rules (T14, T-39): the bits that change effects and scoring (``gods.HOUSE``),
    #: the rebuilds allowed (T-26), the match target (T-29) and the direction (+1 clockwise,
    #: n - 1 counter-clockwise: the next seat is ``(p + step) % n``, T-30)
    house: int = 0
    max_rebuilds: int = MAX_REBUILDS
    target: int = TARGET
    step: int = 1
    #: the first dealer option: 0 random (T-30), else the seat counted from 1
    first_dealer: int = 0
    #: stacked card orders for the next shuffles (a hand's deal, a rebuilt draw pile), the
    #: next first: chance to come (``STACKS``), empty in every bot's world
    stacks: tuple[tuple[str, ...], ...] = ()


#: state fields the state hash leaves out (``TreasureRules.state_hash``)
_DERIVED = ("quiet", "progress")
#: house-rule fields, left out of the state hash at their defaults (rules v1 had none)
_HOUSE_DEFAULTS = {"house": 0, "max_rebuilds": MAX_REBUILDS, "target": TARGET, "step": 1}
#: the house-rule options that set bits of ``TState.house``: (key, value, bit)
_HOUSE_BITS = (("builderColorEffect", "setsOf2", gd.HOUSE_BUILDER_SETS_OF_2),
               ("builderColorEffect", "literalNoop", gd.HOUSE_BUILDER_NOOP),
               ("multipliersApplyToHand", True, gd.HOUSE_HAND_MULTIPLIERS),
               ("colorRunDoubleMembership", False, gd.HOUSE_SINGLE_MEMBERSHIP),
               ("godsInMixedRuns", False, gd.HOUSE_GODS_APART))


def auto_decks(players: int) -> int:
    return 2 if players >= 5 else 1


def resolved(cfg: MatchConfig) -> dict[str, Any]:
    """The options with T-34 applied: ``decks`` "auto" is one deck for 2–4 players and two
    for 5–8; one deck asked for with 5–8 players is refused with the reason, two decks with
    two players by the option's player counts."""
    opts = check_config(META, cfg)
    if opts["decks"] == "auto":
        opts["decks"] = auto_decks(cfg.num_players)
    return opts


def _set(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


_FIELD_INDEX = {name: i for i, name in enumerate(TState._fields)}
_new_tuple = tuple.__new__
(_HANDS, _PENDING_I, _DECL, _STOCK, _DISCARD, _KNOWN, _TURN, _STAGE, _TURNS, _QUIET,
 _PROGRESS) = (_FIELD_INDEX[f] for f in ("hands", "pending", "decl", "stock", "discard", "known",
                                         "turn", "stage", "turns", "quiet", "progress"))


def _replace_fast(self: TState, **changes: Any) -> TState:
    """``TState._replace`` without the generic one's map over all 30 fields (the rules call
    it once or twice per move, a search millions of times)."""
    values = list(self)
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return _new_tuple(TState, values)


TState._replace = _replace_fast  # type: ignore[method-assign]


def _without(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    """``cards`` less its copy of ``c``."""
    i = cards.index(c)
    return cards[:i] + cards[i + 1:]


def _insert(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    """Sorted ``cards`` with ``c`` in its place (``tuple(sorted(cards + (c,)))``)."""
    i = bisect_right(cards, c)
    return cards[:i] + (c,) + cards[i:]


def all_groups(s: TState) -> list[Group]:
    return [g for gs in s.groups for g in gs]


#: zone parts made once: ids, the empty pending zones, "everyone" per player count
_HAND_ID = tuple(f"hand/{p}" for p in range(8))
_PENDING = tuple(pending_zone(p, ()) for p in range(8))
_EVERYONE = tuple(frozenset((*range(n), PUBLIC)) for n in range(9))
_NONE: frozenset[CardId] = frozenset()
#: ``TreasureRules._deck_of``'s decks, by the options' state fields
_DECKS: dict[tuple[Any, ...], DeckSpec] = {}


@cache
def _commit(p: int, kind: str, k: int) -> Action:
    return commit_action(p, kind, f"group/{p}/{k}")


@cache
def _deal_action(p: int) -> Action:
    return Action("deal", p)


@lru_cache(maxsize=1 << 14)
def _valid_kinds(decl: tuple[int, ...], mins: tuple[int, int, int], apart: bool) -> tuple[str, ...]:
    """The kinds of group the pending identities ``decl`` make now (T-04's flag ``apart``:
    no run mixing gods and ordinary cards); remembered, as the same few come again and again."""
    key = (decl, mins, apart)
    kinds = _KINDS.get(key)
    if kinds is None:
        mixed = apart and mixes_gods(decl)
        kinds = tuple(kind for kind in TYPES if is_valid(kind, decl, mins) and not (mixed and kind == RUN))
        if len(_KINDS) > 1 << 16:
            _KINDS.clear()
        _KINDS[key] = kinds
    return kinds


_KINDS: dict[tuple[tuple[int, ...], tuple[int, int, int], bool], tuple[str, ...]] = {}


class TreasureRules(BaseRules[TState]):
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

    def _deck_of(self, s: TState) -> DeckSpec:
        """``self.deck(self.config(s))``, remembered by the fields the config is made of (the
        seed aside, which neither the deck nor the config's check reads)."""
        key = (s.n, s.decks, s.gods2, s.max_hands, s.house, s.max_rebuilds, s.target, s.step,
               s.first_dealer)
        deck = _DECKS.get(key)
        if deck is None:
            deck = _DECKS[key] = self.deck(self.config(s))
        return deck

    def _deal(self, s: TState, events: list[Event], stacked: Sequence[CardId] | None = None,
              first: bool = False) -> TState:
        """A fresh hand: every card shuffled; seat q gets the order's cards 9q…9q+8, the next
        card starts the discard pile, the rest is the draw pile (its first card on top)."""
        deck = self._deck_of(s)
        n = s.n
        if not first:  # everything goes back into the draw pile first
            for q in range(n):
                if s.hands[q]:
                    events.append(CardsMoved(s.hands[q], f"hand/{q}", "stock"))
                for k, g in enumerate(s.groups[q]):
                    events.append(CardsMoved(g[1], f"group/{q}/{k}", "stock"))
            if s.discard:
                events.append(CardsMoved(s.discard, "discard", "stock"))
            events.append(ZoneShuffled("stock"))
        shuffled = Rng.derived(s.seed, "deal", s.hand_no).shuffled(range(len(deck)))
        if first:
            order = stacked_order(deck, shuffled, stacked)
        elif s.stacks:  # a stacked order for this hand's deal
            order = restacked(deck, shuffled, s.stacks[0])
            s = s._replace(stacks=s.stacks[1:])
        else:
            order = shuffled
        hands = tuple(tuple(sorted(order[q * HAND_CARDS:(q + 1) * HAND_CARDS])) for q in range(n))
        top = order[n * HAND_CARDS]
        stock = tuple(reversed(order[n * HAND_CARDS + 1:]))
        if not first:
            for q in range(n):
                events.append(CardsMoved(hands[q], "stock", f"hand/{q}"))
            events.append(CardsMoved((top,), "stock", "discard"))
        empty: tuple[tuple[int, ...], ...] = ((),) * n
        s = s._replace(hands=hands, pending=empty, decl=empty, groups=empty, stock=stock,
                       discard=(top,), known=(), flags=s.house, builder_used=False, rebuilds=0,
                       turns=0, quiet=0, progress=False)
        return self._start_turn(s, (s.dealer + s.step) % n, events)

    # --- turn ------------------------------------------------------------------------------------
    def to_act(self, s: TState) -> PlayerId | None:
        return None if s.stage == OVER else s.turn

    def phase(self, s: TState) -> str:
        if s.stage == MELD and s.pending[s.turn]:
            return "gather"
        return s.stage

    def legal_actions(self, s: TState) -> tuple[Action, ...]:
        """Cached for the last state asked (``apply`` checks against the same list)."""
        cache = self._cache  # one tuple, read and written whole
        if cache[0] is s:
            return cache[1]
        legal = self._legal(s)
        self._cache = (s, legal)
        return legal

    _cache: tuple[TState | None, tuple[Action, ...]] = (None, ())

    def _legal(self, s: TState) -> tuple[Action, ...]:
        stage = s.stage
        p = s.turn
        if stage == DRAW:
            if len(s.discard) >= 2:
                return (DRAW_ACT[p], TAKE_ACT[p][s.discard[-1]], TAKE_ALL_ACT[p])
            if s.discard:
                return (DRAW_ACT[p], TAKE_ACT[p][s.discard[-1]])
            return (DRAW_ACT[p],)
        if stage == OVER:
            return ()
        if stage == SCORED:
            return (_deal_action(p),)
        flags = s.flags
        hand = s.hands[p]
        cards = distinct(hand) if s.decks == 2 else hand
        if flags & CHANGING:
            out = gathers(s, p, cards)
        else:
            out = gathers_fixed(hand, cards, s.decl[p], gd.mins_for(flags), GATHER_ACT[p])
        if flags & gd.HOUSE_GODS_APART:  # T-04's flag: runs of gods or of ordinary cards
            out = [a for a in out if self._gatherable_apart(s, p, a)]
        if s.pending[p]:  # cards pending: the kinds of group they make now (2 cards at least)
            decl = s.decl[p]
            if len(decl) >= 2:
                for kind in _valid_kinds(decl, gd.mins_for(flags), bool(flags & gd.HOUSE_GODS_APART)):
                    out.append(_commit(p, kind, len(s.groups[p])))
            return tuple(out)
        if s.groups[p] or flags & ANY_EXTEND:
            out += self._adds(s, p, cards)
        discards = DISCARD_ACT[p]
        out += [discards[c] for c in cards]
        return tuple(out)

    def _gathers(self, s: TState, p: int) -> list[Action]:
        out = gathers(s, p)
        if s.flags & gd.HOUSE_GODS_APART:  # T-04's flag: runs of gods or of ordinary cards
            out = [a for a in out if self._gatherable_apart(s, p, a)]
        return out

    @staticmethod
    def _gatherable_apart(s: TState, p: int, a: Action) -> bool:
        """Whether the pending group plus ``a``'s card can still be completed when runs may
        not mix gods and ordinary cards (judged exactly, on the plain definition)."""
        c = a.cards[0]
        x = NATURAL[c] if a.choice is None else int(a.choice)
        rest = list(s.hands[p])
        rest.remove(c)
        avail = [(options_for(d, s.flags), NATURAL[d] // 10 == G) for d in rest]
        return completable_apart(s.decl[p] + (x,), avail, gd.mins_for(s.flags))

    def targets(self, s: TState, p: int) -> list[tuple[int, int, Group]]:
        """The groups ``p`` may add to now: their own, and others' while an effect allows it."""
        return targets(s, p)

    def _adds(self, s: TState, p: int, cards: Sequence[int] | None = None) -> list[Action]:
        out = adds(s, p, cards)
        if s.flags & gd.HOUSE_GODS_APART:  # T-04's flag: a run takes only its own kind
            out = [a for a in out if not self._mixes_run(s, a)]
        return out

    @staticmethod
    def _mixes_run(s: TState, a: Action) -> bool:
        _, q, k = str(a.dst).split("/")
        g = s.groups[int(q)][int(k)]
        x = NATURAL[a.cards[0]] if a.choice is None else int(a.choice)
        return g[0] == RUN and (x // 10 == G) != (g[2][0] // 10 == G)

    def apply(self, s: TState, a: Action) -> Step[TState]:
        if a not in self.legal_actions(s):
            raise IllegalAction(self._refusal(s, a))
        events: list[Event] = []
        return Step(self._do(s, a, events), tuple(events))

    def apply_fast(self, s: TState, a: Action) -> TState:
        """The search's hot path: the commonest moves (discard, draw, take, gather) build the
        next state in one step and skip their events; the rest go the ``apply`` way with a
        throwaway event list. The conformance harness checks at every step that this equals
        ``apply``."""
        return self._do(s, a, None)

    def _refusal(self, s: TState, a: Action) -> str:
        if s.stage == OVER:
            return "the match is over"
        if a.player != s.turn:
            return f"it is player {s.turn + 1}'s turn, not player {a.player + 1}'s"
        if s.stage == DRAW:
            return "draw first: the draw pile, the top discard or the whole discard pile"
        if s.pending[s.turn] and a.kind not in (GATHER, COMMIT):
            return "finish the group you are gathering first (or take its cards back)"
        return f"{a.kind} is not legal now"

    def _do(self, s: TState, a: Action, events: list[Event] | None) -> TState:
        """One move; ``events`` None (``apply_fast``) skips the events of the common moves."""
        p = a.player
        kind = a.kind
        if kind == "discard":
            c = a.cards[0]
            if events is not None:
                events.append(CardsMoved((c,), _HAND_ID[p], "discard"))
            hand = s.hands[p]
            i = hand.index(c)
            hand = hand[:i] + hand[i + 1:]
            known = s.known
            if c in known:
                known = tuple(k2 for k2 in known if k2 != c)
            if hand:
                quiet = 0 if s.progress else s.quiet + 1
                n = s.n
                if quiet < QUIET_ROUNDS * n and s.stock:  # the usual case: the next turn, one new state
                    q = (p + s.step) % n
                    if events is not None:
                        events.append(TurnChanged(q))
                    v = list(s)
                    hands = s.hands
                    v[_HANDS] = hands[:p] + (hand,) + hands[p + 1:]
                    v[_DISCARD] = s.discard + (c,)
                    v[_KNOWN] = known
                    v[_TURN] = q
                    v[_STAGE] = DRAW
                    v[_TURNS] = s.turns + 1
                    v[_QUIET] = quiet
                    v[_PROGRESS] = False
                    return _new_tuple(TState, v)
            if events is None:
                events = []
            changes = {"hands": _set(s.hands, p, hand), "discard": s.discard + (c,), "known": known}
            if not hand:
                return self._end_hand(s._replace(**changes), events, "out")
            return self._start_turn(s, (p + s.step) % s.n, events, changes)
        if kind == GATHER:
            c = a.cards[0]
            x = NATURAL[c] if a.choice is None else int(a.choice)
            if events is not None:
                events.append(CardsMoved((c,), _HAND_ID[p], f"pending/{p}"))
            v = list(s)
            v[_HANDS] = _set(s.hands, p, _without(s.hands[p], c))
            v[_PENDING_I] = _set(s.pending, p, s.pending[p] + (c,))
            v[_DECL] = _set(s.decl, p, s.decl[p] + (x,))
            return _new_tuple(TState, v)
        if kind == "draw":
            c = s.stock[-1]
            if events is not None:
                events.append(CardsMoved((c,), "stock", _HAND_ID[p]))
            v = list(s)
            v[_STOCK] = s.stock[:-1]
            v[_HANDS] = _set(s.hands, p, _insert(s.hands[p], c))
            v[_STAGE] = MELD
            v[_PROGRESS] = True
            return _new_tuple(TState, v)
        if kind == "take":
            c = s.discard[-1]
            if events is not None:
                events.append(CardsMoved((c,), "discard", _HAND_ID[p]))
            v = list(s)
            v[_DISCARD] = s.discard[:-1]
            v[_HANDS] = _set(s.hands, p, _insert(s.hands[p], c))
            v[_KNOWN] = _insert(s.known, c)
            v[_STAGE] = MELD
            return _new_tuple(TState, v)
        if kind == COMMIT:  # a table move: its events only for ``apply``
            cards = s.pending[p]
            group: Group = (str(a.choice), cards, s.decl[p], (p,) * len(cards))
            k = len(s.groups[p])
            if events is not None:
                events.append(CardsMoved(cards, f"pending/{p}", f"group/{p}/{k}"))
                events.append(Notice("tabled", (p, str(a.choice), k), p))
            return self._after_table(s, p, events, {
                "groups": _set(s.groups, p, s.groups[p] + (group,)), "pending": _set(s.pending, p, ()),
                "decl": _set(s.decl, p, ()), "known": tuple(c for c in s.known if c not in cards)})
        if kind == "add":
            c = a.cards[0]
            x = NATURAL[c] if a.choice is None else int(a.choice)
            _, q_text, k_text = str(a.dst).split("/")
            q, k = int(q_text), int(k_text)
            g = s.groups[q][k]
            new = (g[0], g[1] + (c,), g[2] + (x,), g[3] + (p,))
            if events is not None:
                events.append(CardsMoved((c,), _HAND_ID[p], f"group/{q}/{k}"))
            return self._after_table(s, p, events, {
                "hands": _set(s.hands, p, _without(s.hands[p], c)),
                "groups": _set(s.groups, q, _set(s.groups[q], k, new)),
                "known": tuple(k2 for k2 in s.known if k2 != c)})
        if kind == "take_all":
            took = s.discard
            if events is not None:
                events.append(CardsMoved(took, "discard", _HAND_ID[p]))
            return s._replace(discard=(), hands=_set(s.hands, p, tuple(sorted(s.hands[p] + took))),
                              known=tuple(sorted(s.known + took)), stage=MELD)
        if kind == "deal":
            return self._deal(s._replace(hand_no=s.hand_no + 1, dealer=p), [] if events is None else events)
        raise IllegalAction(f"{kind} is not a Treasure move")

    def _after_table(self, s: TState, p: int, events: list[Event] | None,
                     changes: dict[str, Any]) -> TState:
        """After every table change (``changes``, made in the same new state, "groups" among
        them): effects recomputed (T7.1), the Builder's one-shot draw (T7.4), then going out
        (T-27: effects first). ``events`` None: no events (``apply_fast``)."""
        flags = gd.flags([g for gs in changes["groups"] for g in gs], s.house)
        if flags != s.flags and events is not None:
            events.append(Notice("effects", (flags, s.flags)))
        s = s._replace(flags=flags, progress=True, **changes)  # a card tabled: progress (T-37)
        if flags & gd.BUILDER_DRAW and not s.builder_used:
            s = self._builder_draw(s._replace(builder_used=True), p, [] if events is None else events)
        if not s.hands[p]:
            return self._end_hand(s, [] if events is None else events, "out")
        return s

    def _builder_draw(self, s: TState, p: int, events: list[Event]) -> TState:
        hands = list(s.hands)
        for i in range(s.n):
            q = (p + i * s.step) % s.n
            for _ in range(3):
                if not s.stock:
                    if len(s.discard) < 2 or s.rebuilds >= s.max_rebuilds:
                        events.append(Notice("builder", (q,)))
                        return s._replace(hands=tuple(hands))
                    s = self._rebuild(s, events)
                c = s.stock[-1]
                s = s._replace(stock=s.stock[:-1])
                hands[q] = tuple(sorted(hands[q] + (c,)))
                events.append(CardsMoved((c,), "stock", f"hand/{q}"))
        events.append(Notice("builder", (-1,)))
        return s._replace(hands=tuple(hands))

    def _rebuild(self, s: TState, events: list[Event]) -> TState:
        """T9.1: the top discard stays; the others are shuffled into a new draw pile (every
        rebuild counts, whatever caused it: T-35)."""
        under = s.discard[:-1]
        events.append(CardsMoved(under, "discard", "stock"))
        events.append(ZoneShuffled("stock"))
        stock = tuple(Rng.derived(s.seed, "rebuild", s.hand_no, s.rebuilds).shuffled(sorted(under)))
        if s.stacks:  # a stacked order for this rebuild, top first (the stock's top is last)
            stock = tuple(reversed(restacked(self._deck_of(s), stock[::-1], s.stacks[0])))
            s = s._replace(stacks=s.stacks[1:])
        events.append(Notice("rebuilt", (s.rebuilds + 1, s.max_rebuilds)))
        return s._replace(stock=stock, discard=s.discard[-1:], rebuilds=s.rebuilds + 1)

    def _start_turn(self, s: TState, p: int, events: list[Event],
                    changes: dict[str, Any] | None = None) -> TState:
        """Seat ``p``'s turn begins (``changes``: the last move's, made in the same step).
        After a discard, the turn that ended counts toward T-37's no-progress end."""
        if changes:
            quiet = 0 if s.progress else s.quiet + 1
            if quiet < QUIET_ROUNDS * s.n and s.stock:  # the usual case, one new state
                events.append(TurnChanged(p))
                return s._replace(turn=p, stage=DRAW, turns=s.turns + 1, quiet=quiet,
                                  progress=False, **changes)
            s = s._replace(quiet=quiet, **changes)
        if s.quiet >= QUIET_ROUNDS * s.n:
            return self._end_hand(s, events, "stalled")
        if not s.stock:
            if len(s.discard) < 2 or s.rebuilds >= s.max_rebuilds:
                return self._end_hand(s, events, "exhausted")  # T9.2
            s = self._rebuild(s, events)
        events.append(TurnChanged(p))
        return s._replace(turn=p, stage=DRAW, turns=s.turns + 1, progress=False)

    def hand_result(self, s: TState) -> list[tuple[int, int]]:
        """(table points, hand points) per seat for the hand as it lies (T11)."""
        table = scoring.table_points(all_groups(s), s.flags, s.n)
        return [(table[q], scoring.hand_points(s.hands[q], s.flags)) for q in range(s.n)]

    def _end_hand(self, s: TState, events: list[Event], why: str) -> TState:
        result = self.hand_result(s)
        totals = tuple(t + a + b for t, (a, b) in zip(s.totals, result, strict=True))
        for q in range(s.n):
            events.append(ScoreChanged(q, sum(result[q]), totals[q]))
        events.append(Notice("hand_over", (why, s.turn)))
        s = s._replace(totals=totals, last=tuple(result))
        for q in range(s.n):
            if s.hands[q]:
                events.append(CardsFlipped(s.hands[q], f"hand/{q}", True))
        if any(abs(t) >= s.target for t in totals) or s.hand_no + 1 >= s.max_hands:
            events.append(PhaseChanged(OVER))
            return s._replace(stage=OVER, known=())
        # the hand lies open for its scoring sheet until the next dealer deals
        events.append(PhaseChanged(SCORED))
        return s._replace(stage=SCORED, known=(), turn=(s.dealer + s.step) % s.n)

    # --- zones -------------------------------------------------------------------------------------
    def zones(self, s: TState) -> dict[ZoneId, Zone]:
        out: dict[ZoneId, Zone] = {}
        known = frozenset(s.known)
        everyone = _EVERYONE[s.n]
        over = s.stage in (SCORED, OVER)
        for p in range(s.n):
            hand = s.hands[p]
            seen = [c for c in hand if c in known] if known else []
            if seen:  # known cards first: where they sort among hidden ones would tell
                hand = tuple(seen) + tuple(c for c in hand if c not in known)
            out[_HAND_ID[p]] = Zone(_HAND_ID[p], hand, p, Vis.OWNER,
                                    frozenset(hand) if over else _NONE, _NONE,
                                    tuple((c, everyone) for c in seen))
            pending = s.pending[p]
            if not pending:
                out[_PENDING[p].id] = _PENDING[p]
            else:
                out[_PENDING[p].id] = Zone(_PENDING[p].id, pending, p, Vis.OWNER, _NONE, _NONE,
                                           tuple((c, everyone) for c in pending if c in known))
            for k, g in enumerate(s.groups[p]):
                out[f"group/{p}/{k}"] = Zone(f"group/{p}/{k}", g[1], p, Vis.PUBLIC)
        out["stock"] = Zone("stock", s.stock, None, Vis.HIDDEN)
        out["discard"] = Zone("discard", s.discard, None, Vis.PUBLIC)
        return out

    def redeal(self, s: TState, player: PlayerId, rng: Rng) -> TState:
        """The base re-deal, and then what another seat declared its pending cards to be is
        forgotten where ``player`` cannot see those cards: in the world they carry their printed
        identities. Keeping a declaration only where the world happened to put the same cards
        back would make two states ``player`` cannot tell apart give different worlds."""
        world = super().redeal(s, player, rng)
        zones = self.zones(s)
        decl = tuple(world.decl[q] if all(zones[_PENDING[q].id].visible_to(c, player) for c in s.pending[q])
                     else _naturals(world.pending[q]) for q in range(s.n))
        return world._replace(decl=decl)

    def with_zones(self, s: TState, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> TState:
        n = s.n
        pending = tuple(tuple(cards[f"pending/{p}"]) for p in range(n))
        # a re-dealt pending card carries its natural identity (``redeal`` makes it so for
        # every pending card its player cannot see)
        decl = tuple(s.decl[p] if pending[p] == s.pending[p] else _naturals(pending[p])
                     for p in range(n))
        return s._replace(hands=tuple(tuple(sorted(cards[f"hand/{p}"])) for p in range(n)),
                          pending=pending, decl=decl, stock=tuple(cards["stock"]),
                          discard=tuple(cards["discard"]))

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
__all__ = ["RULES", "META", "TState", "ident_name"]
