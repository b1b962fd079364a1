"""Ard Rí (basic game): cattle, warriors, raids and clientship over the Celtic year.

Rules: seed 001 (a reference sheet, cut off) and ``shared/rules/ard_ri.md`` (A-1–A-17,
D-A1–D-A27); where both are silent the decision is ours and is listed in ``help.py``.

Zones: ``hand/<p>`` (owner only), ``field/<p>`` (Cattle Field, public), ``roundhouse/<p>``
(warriors: face down = unproven, seen by the owner only; ``may_hold`` J/Q/K), ``pending/<p>``
(a choice being gathered), the shared ``marches``, ``wilderness`` and ``otherworld`` (public),
``deck`` (the Draw-Deck, hidden) and ``discard`` (public).

Stages (``ArdState.stage``): Spring ``cattle``; Summer ``warriors``; Autumn ``draw``; Samhain
``exile`` → ``desert`` → ``pay``; Winter ``act`` (pass, hunt, raid, céilsine), ``hunt`` and
``raid`` (gathering), ``gift``, ``enforce``, ``defence`` (the response window: the target
answers), ``plunder``. Seasons: ``moves.py`` lists the moves, ``seasons.py`` moves the year on.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action, listed
from ...core.cards import DeckSpec, stacked_order
from ...core.codec import decode_record, encode_record, hash_json
from ...core.effects import Window
from ...core.events import Event, Notice
from ...core.ids import PUBLIC, CardId, PlayerId, ZoneId
from ...core.names import count_of
from ...core.outcome import shared_returns
from ...core.rng import Rng
from ...core.rules import (
    SEED,
    STACKS,
    GameMeta,
    MatchConfig,
    OptionSpec,
    RecordingRules,
    Step,
    check_config,
    seat_limits,
)
from ...core.steps import COMMIT, GATHER, pending_zone
from ...core.zones import Vis, Zone
from . import seasons, words
from .cards import CATTLE_KINDS, WARRIOR_KINDS, deck, decks_for
from .moves import GATHER_INFO, gather_info, legal, moved
from .state import _FIELD_INDEX, ArdState, clients, without
from .successor import after_gather
from .wealth import counted_places, wealth
from .words import describe, narrate, notice_words, refusal

ROUND_CHOICES = (*range(6, 31), 0)
BACKSTOP_ROUNDS = 100  # "off" (D-A23): until someone is Ard Rí, but never past this
HAND = 9

META = GameMeta(
    game_id="ard_ri",
    title="Ard Rí",
    min_players=2,
    max_players=5,
    pitch="Celtic year of cattle and warriors: raid, hunt and bind two rivals as your clients.",
    rules_version=1,
    options=(
        OptionSpec("decks", "Decks", "How many 52-card decks are shuffled together. Auto (1 deck "
                   "for 2 players, 2 for 3–4, 3 for 5).", ("auto", 1, 2, 3), "auto",
                   ("Auto", "1 deck", "2 decks", "3 decks")),
        # house rules: the rules file's named alternatives (A-15, A-Q19; T-39)
        OptionSpec("gift.sources", "Gift from",
                   "The four cattle of a gift may come from your hand and your Cattle Field, "
                   "from your hand only, or from your field only.",
                   ("hand+field", "hand", "field"), "hand+field",
                   ("Hand and field", "Hand only", "Field only"), house_rule=True),
        OptionSpec("ceilsine.targetZones", "Gift must beat",
                   "A gift must beat the target's highest cattle of each suit in their field and "
                   "hand (shown), or in their field only.", ("field+hand", "field"), "field+hand",
                   ("Field and hand", "Field only"), house_rule=True),
        OptionSpec("rounds", "Round limit", "The game ends after this many rounds: most clients, "
                   "then wealth, wins (Off: until someone is Ard Rí).", ROUND_CHOICES, 12,
                   tuple(str(r) for r in ROUND_CHOICES[:-1]) + ("Off",)),
        OptionSpec("firstDealer", "First dealer", "Who deals: chosen at random, or a given seat. "
                   "The first season's ties (everyone's wealth is 0) follow the seating from the "
                   "dealer's left.", ("random", 1, 2, 3, 4, 5), "random",
                   ("Random", "Seat 1", "Seat 2", "Seat 3", "Seat 4", "Seat 5"),
                   limits=seat_limits((3, 4, 5), 5, "the first dealer",
                                     "The first dealer is a seat at the table")),
    ),
    notation="pass, gather 7H, gather KS up at 2, commit raid, ceilsine 2, gather QD on KS, plunder KS at 2 all",
)

#: house-rule state fields at their defaults (``ArdRiRules.state_hash``)
_HOUSE_DEFAULTS = {"gift_sources": "hand+field", "target_zones": "field+hand"}


def _decks(option: str | int, players: int) -> int:
    """The decks option as a number: "auto" is A-1's count for the players."""
    return decks_for(players) if option == "auto" else int(option)


ALL_SEATS = frozenset({0, 1, 2, 3, 4, PUBLIC})
#: the fields a gather changes, by place in the state record
_PENDING, _HANDS, _FIELDS, _HOUSES, _PROVEN, _WILDERNESS, _KNOWN, _AIMS, _STAGE = (
    _FIELD_INDEX[f] for f in ("pending", "hands", "fields", "houses", "proven", "wilderness", "known",
                              "aims", "stage"))
_new_tuple = tuple.__new__


class ArdRiRules(RecordingRules[ArdState]):
    meta = META
    chance_fields = (SEED, STACKS)
    first_option = "firstDealer"
    notation_re = words.NOTATION_RE

    # --- setup ---------------------------------------------------------------------------------
    def deck(self, cfg: MatchConfig) -> DeckSpec:
        opts = check_config(self.meta, cfg)
        return deck(_decks(opts["decks"], cfg.num_players))

    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> ArdState:
        """A-4: shuffle, deal 9 each (seat order from the dealer's left), all else empty.
        A stacked deck deals its first 9 cards to the first seat after the dealer, and so on."""
        opts = check_config(self.meta, cfg)
        n = cfg.num_players
        d = _decks(opts["decks"], n)
        spec = deck(d)
        first_dealer = 0 if opts["firstDealer"] == "random" else int(opts["firstDealer"])
        if first_dealer > n:
            raise ValueError(f"the first dealer must be a seat from 1 to {n}")
        dealer = first_dealer - 1 if first_dealer else Rng.derived(cfg.seed, "dealer").randrange(n)
        order = stacked_order(spec, Rng.derived(cfg.seed, "deal").shuffled(range(len(spec))), stacked)
        seats = tuple((dealer + 1 + k) % n for k in range(n))
        hands: list[tuple[int, ...]] = [()] * n
        for k, p in enumerate(seats):
            hands[p] = tuple(sorted(order[k * HAND:(k + 1) * HAND]))
        empty: tuple[tuple[int, ...], ...] = ((),) * n
        s = ArdState(
            n=n, seed=cfg.seed, decks=d, rounds=opts["rounds"] or BACKSTOP_ROUNDS, dealer=dealer,
            round=1, season="spring", order=seats, idx=0, stage="", hands=tuple(hands),
            fields=empty, houses=empty, pending=empty, aims=(), target=-1, proven=(), known=(),
            marches=(), m_owner=(), attack=(), blocks=(), defence=(), loot=(), wilderness=(),
            otherworld=(), deck=tuple(reversed(order[n * HAND:])), discard=(), lord=(-1,) * n,
            shuffles=0, winner=-1, gift_sources=opts["gift.sources"],
            target_zones=opts["ceilsine.targetZones"], first_dealer=first_dealer)
        return seasons.start_season(s, "spring", [])

    def config(self, s: ArdState) -> MatchConfig:
        d = "auto" if s.decks == decks_for(s.n) else s.decks
        r = 0 if s.rounds == BACKSTOP_ROUNDS else s.rounds
        options: dict[str, Any] = {"decks": d, "rounds": r}
        if s.gift_sources != _HOUSE_DEFAULTS["gift_sources"]:  # house rules: only when chosen
            options["gift.sources"] = s.gift_sources
        if s.target_zones != _HOUSE_DEFAULTS["target_zones"]:
            options["ceilsine.targetZones"] = s.target_zones
        if s.first_dealer:
            options["firstDealer"] = s.first_dealer
        return MatchConfig("ard_ri", s.n, s.seed, options)

    def max_steps(self, cfg: MatchConfig) -> int:
        """A true bound. In one round each gather moves a card once per stage it can be
        gathered in (Spring/Summer from hands, Autumn, Samhain's three steps, Winter's attack,
        defence and gift: at most 8 passes over all the cards), each plunder takes a card or a
        suit, and each seat has a handful of plain moves per season (a pass, a draw, a commit,
        a céilsine and its withdrawal, one answer per raid aimed at it)."""
        opts = check_config(self.meta, cfg)
        n = cfg.num_players
        cards = 52 * _decks(opts["decks"], n)
        rounds = opts["rounds"] or BACKSTOP_ROUNDS
        return rounds * (9 * cards + n * (20 + 2 * n))

    # --- turn ----------------------------------------------------------------------------------
    def to_act(self, s: ArdState) -> PlayerId | None:
        if s.season == "over":
            return None
        if s.stage == "defence":
            return s.defence[0]
        return s.order[s.idx]

    def phase(self, s: ArdState) -> str:
        if s.season == "over":
            return "over"
        if s.stage in ("defence", "plunder"):
            return s.stage
        return s.season

    def window(self, s: ArdState) -> Window | None:
        if s.season == "over" or s.stage != "defence":
            return None
        raider = s.order[s.idx]
        what = "céilsine" if s.target >= 0 else "raid"
        return Window(s.defence[0], raider, what)

    _memo: tuple[Any, tuple[Action, ...]] = (None, ())

    def legal_actions(self, s: ArdState) -> tuple[Action, ...]:
        """The acting seat's moves; the last state's list is kept (one tuple, so threads
        never pair a state with another's list): ``apply`` checks the move the caller just
        chose from the same list."""
        memo = self._memo
        if memo[0] is s:
            return memo[1]
        if s.season == "over":  # ``to_act``, written out
            out: tuple[Action, ...] = ()
        else:
            out = legal(s, s.defence[0] if s.stage == "defence" else s.order[s.idx])
        self._memo = (s, out)
        return out

    # --- moves ---------------------------------------------------------------------------------
    def _apply(self, s: ArdState, a: Action, ev: list[Event] | None) -> ArdState:
        """The move; its events are appended to ``ev``, or not made at all when ``ev`` is
        None (``apply_fast``)."""
        p = a.player
        kind = a.kind
        if kind == GATHER:
            return self._gather(s, a, ev)
        if kind == COMMIT:
            return seasons.commit(s, p, a.choice or "", ev)
        if kind == "ceilsine":
            return s._replace(stage="gift", target=int(a.choice or 0))
        if kind == "plunder":
            return seasons.plunder(s, p, a.cards, ev)
        return seasons.plain(s, p, kind, ev)

    def apply(self, s: ArdState, a: Action) -> Step[ArdState]:
        """``RecordingRules.apply``, with a gather sent straight to ``_gather`` (half of the
        moves), as ``apply_fast`` does."""
        if not listed(a, self.legal_actions(s)):
            self.check_legal(s, a)
        events: list[Event] = []
        new = self._gather(s, a, events) if a.kind == GATHER else self._apply(s, a, events)
        return Step(new, tuple(events))

    def apply_fast(self, s: ArdState, a: Action) -> ArdState:
        """The search's hot path: the move without its events (the harness checks that
        ``apply`` makes the same state); a gather, half of the moves, goes straight there."""
        if a.kind == GATHER:
            return self._gather(s, a, None)
        return self._apply(s, a, None)

    def _gather(self, s: ArdState, a: Action, ev: list[Event] | None) -> ArdState:
        p, c = a.player, a.cards[0]
        info = GATHER_INFO.get(id(a))
        if info is None or info[0] is not a:  # built elsewhere (parsed, loaded)
            info = [a, *gather_info(a), None]
        where, aim, stage = info[1], info[2], info[3]
        if ev is not None:
            ev.append(info[4] or moved(info))  # made at the first use
        v = list(s)  # the new state in one step
        pending = s.pending  # ``put`` written out for the commonest places: half the moves are gathers
        v[_PENDING] = pending[:p] + (pending[p] + (c,),) + pending[p + 1:]
        if where == "hand":
            hands = s.hands
            hand = hands[p]
            i = hand.index(c)
            v[_HANDS] = hands[:p] + (hand[:i] + hand[i + 1:],) + hands[p + 1:]
            public = False  # a known hand card stays known
        elif where == "field":
            fields = s.fields
            field = fields[p]
            i = field.index(c)
            v[_FIELDS] = fields[:p] + (field[:i] + field[i + 1:],) + fields[p + 1:]
            public = True
        elif where == "roundhouse":
            houses = s.houses
            house = houses[p]
            i = house.index(c)
            v[_HOUSES] = houses[:p] + (house[:i] + house[i + 1:],) + houses[p + 1:]
            public = c in s.proven
            if public:
                v[_PROVEN] = without(s.proven, (c,))
        else:
            v[_WILDERNESS] = _drop_one(s.wilderness, c)
            public = True
        if public:  # ``known`` is sorted (tens of cards): the card goes in its place
            known = s.known
            i = bisect_left(known, c)
            if i == len(known) or known[i] != c:
                v[_KNOWN] = known[:i] + (c,) + known[i:]
        if aim >= 0:
            v[_AIMS] = s.aims + (aim,)
        if stage:
            v[_STAGE] = stage
        new = _new_tuple(ArdState, v)
        memo = self._memo
        if memo[0] is s:  # the next list from this one (``successor.py``)
            nxt = after_gather(s, a, new, memo[1], where)
            if nxt is not None:
                self._memo = (new, nxt)
        return new

    # --- zones ---------------------------------------------------------------------------------
    def zones(self, s: ArdState) -> dict[ZoneId, Zone]:
        out: dict[ZoneId, Zone] = {}
        known = set(s.known)
        proven = set(s.proven)

        def kn(cards: tuple[int, ...]) -> tuple[tuple[int, frozenset[int]], ...]:
            return tuple((c, ALL_SEATS) for c in cards if c in known)

        acting = self.to_act(s)
        for p in range(s.n):
            out[f"hand/{p}"] = Zone(f"hand/{p}", s.hands[p], p, Vis.OWNER, known=kn(s.hands[p]))
            out[f"field/{p}"] = Zone(f"field/{p}", s.fields[p], p, Vis.PUBLIC, may_hold=CATTLE_KINDS)
            house = s.houses[p]
            out[f"roundhouse/{p}"] = Zone(f"roundhouse/{p}", house, p, Vis.PUBLIC,
                                          face_down=frozenset(c for c in house if c not in proven),
                                          known=kn(house), may_hold=WARRIOR_KINDS)
            kinds = _pending_kinds(s) if p == acting else None
            z = pending_zone(p, s.pending[p], kinds)
            out[z.id] = Zone(z.id, z.cards, p, Vis.OWNER, known=kn(z.cards), may_hold=kinds,
                             order_public=True)  # gather order: the public aims follow it
        out["marches"] = Zone("marches", s.marches)
        out["wilderness"] = Zone("wilderness", s.wilderness, may_hold=WARRIOR_KINDS)
        out["otherworld"] = Zone("otherworld", s.otherworld, may_hold=WARRIOR_KINDS)
        out["deck"] = Zone("deck", s.deck, None, Vis.HIDDEN)
        out["discard"] = Zone("discard", s.discard)
        return out

    def with_zones(self, s: ArdState, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> ArdState:
        n = s.n
        return s._replace(
            hands=tuple(tuple(cards[f"hand/{p}"]) for p in range(n)),
            fields=tuple(cards[f"field/{p}"] for p in range(n)),
            houses=tuple(cards[f"roundhouse/{p}"] for p in range(n)),
            pending=tuple(cards[f"pending/{p}"] for p in range(n)),
            marches=cards["marches"], wilderness=cards["wilderness"], otherworld=cards["otherworld"],
            deck=cards["deck"], discard=cards["discard"])

    # --- outcome -------------------------------------------------------------------------------
    def ranking_key(self, s: ArdState, p: int) -> tuple[int, int, int]:
        """D-A23: most clients, then highest wealth, then most cards in the Cattle Field."""
        return (clients(s, p), wealth(s.fields[p]), len(s.fields[p]))

    def scores(self, s: ArdState) -> tuple[int, ...]:
        """D-A24: clients first, then wealth: 100 per client plus the wealth (below 100)."""
        return tuple(100 * clients(s, p) + wealth(s.fields[p]) for p in range(s.n))

    def returns(self, s: ArdState) -> tuple[float, ...]:
        if s.winner >= 0:
            return shared_returns((s.winner,), s.n)
        keys = [self.ranking_key(s, p) for p in range(s.n)]
        best = max(keys)
        return shared_returns(tuple(p for p in range(s.n) if keys[p] == best), s.n)

    #: ``scores`` ranks (D-A23 as one number); the rules count clients, wealth, field cards
    score_is_points = False

    def score_breakdown(self, s: ArdState) -> list[list[tuple[str, int]]]:
        """D-A23's order: clients, wealth, cards in the Cattle Field (the results showed
        "Clients (0 clients, 100 each)" and a Total of 205, points the rules never name)."""
        return [[("Clients", clients(s, p)), ("Wealth", wealth(s.fields[p])),
                 ("Cards in field", len(s.fields[p]))] for p in range(s.n)]

    def score_text(self, s: ArdState, p: int) -> str:
        """D-A24: "1 client · wealth 37"."""
        c = clients(s, p)
        return f"{count_of(c, 'client')} · wealth {wealth(s.fields[p])}"

    def public_info(self, s: ArdState) -> dict[str, Any]:
        """The public facts. A card is named by its public place (``["marches", 2]``, a field
        index), never by its id, which would tell two copies apart (issue 23): ``attack``
        [attacker, target seat], ``blocks`` [defender, attacker], ``loot`` attackers still to
        plunder, ``counted`` per seat the field places that make its wealth, ``aims`` per
        pending card (in gather order) the raid target seat, or for a blocker the attacker."""
        place = _places(s)
        aims = [place[a] for a in s.aims] if s.stage == "defence" else list(s.aims)
        return {"scores": list(self.scores(s)), "score_text": [self.score_text(s, p) for p in range(s.n)],
                "round": s.round, "rounds": s.rounds, "season": s.season, "order": list(s.order),
                "acting": s.idx, "wealth": [wealth(f) for f in s.fields], "lord": list(s.lord),
                "clients": [clients(s, p) for p in range(s.n)], "winner": s.winner,
                "attack": [[place[a], t] for a, t in s.attack],
                "blocks": [[place[d], place[a]] for d, a in s.blocks],
                "marches_owner": list(s.m_owner), "target": s.target, "stage": s.stage,
                "counted": [counted_places(f) for f in s.fields], "defence": list(s.defence),
                "loot": [place[a] for a in s.loot], "aims": aims}

    # --- text ----------------------------------------------------------------------------------
    def format_action(self, a: Action) -> str:
        return words.format_action(a)

    def describe(self, s: ArdState, a: Action) -> str:
        return describe(s, a, [f"Player {q + 1}" for q in range(s.n)])

    def narrate(self, s: ArdState, a: Action, names: Sequence[str]) -> str:
        return narrate(s, a, names)

    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None:
        return notice_words(notice, names)

    def encode(self, s: ArdState) -> dict[str, Any]:
        return encode_record(s)

    def state_hash(self, s: ArdState) -> str:
        """The hash of ``encode`` without the house-rule fields at their defaults (rules v1
        had none), so a save from before them still replays to its hash."""
        data = encode_record(s)
        for key, default in _HOUSE_DEFAULTS.items():
            if data.get(key) == default:
                data.pop(key)
        return hash_json(data)

    def decode(self, data: Any) -> ArdState:
        s = decode_record(ArdState, data)
        if not isinstance(s.n, int) or not 2 <= s.n <= 5 or s.season not in (*seasons.SEASONS, "over"):
            raise ValueError("not an Ard Rí state")
        return s

    def why_not(self, s: ArdState, seat: PlayerId, card: CardId, zone: ZoneId | None,
                names: Sequence[str] = ()) -> str:
        base = super().why_not(s, seat, card, zone, names)
        if not base or s.season == "over" or seat != self.to_act(s):
            return base
        return refusal(s, seat, card, zone) or base


def _places(s: ArdState) -> dict[int, list[Any]]:
    """Where each card in the Marches and the Otherworld lies, as public info names it: the
    warriors of a raid are there, face up, and nowhere else."""
    out: dict[int, list[Any]] = {}
    for zid, cards in (("otherworld", s.otherworld), ("marches", s.marches)):
        for i, c in enumerate(cards):
            out[c] = [zid, i]
    return out


def _drop_one(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = cards.index(c)
    return cards[:i] + cards[i + 1:]


def _pending_kinds(s: ArdState) -> frozenset[str] | None:
    """What the acting seat's pending zone may hold, by stage (public): cattle for Spring,
    payments and gifts, warriors for everything else."""
    if s.stage in ("cattle", "pay", "gift"):
        return CATTLE_KINDS
    if s.stage in ("warriors", "draw", "exile", "desert", "hunt", "raid", "enforce", "defence", "act"):
        return WARRIOR_KINDS
    return None


RULES = ArdRiRules()
