"""Kit: a small test-only game for 2–8 seats that uses every part of the table kit.

It is not offered in the game picker (``PLUGIN.hidden``) but is reachable by id ``kit``
(``tabletop sim kit``, ``tabletop screenshot kit --players 8``). Rules in ``help.py``.

Cards: 40 number cards (A–10 in four suits, kind ``number``) and 12 court cards (J, Q, K,
kind ``court``).

Zones:

* ``hand/<p>``: the seat's number cards (owner only; ``may_hold`` number);
* ``pending/<p>``: cards the seat is gathering into a group (owner only; the others see the
  count); empty except during that seat's own turn;
* ``guard/<p>``: one face-down court card (owner only; ``may_hold`` court: a hidden card of
  a known kind); flipped face up when the game ends and scored;
* ``group/<p>/<k>``: the seat's k-th tabled group (public), a zone that appears during play;
* ``stock``: the face-down number cards left to draw (hidden; ``may_hold`` number);
* ``court``: the court cards nobody was dealt (hidden; ``may_hold`` court);
* ``discard``: cards played as answers (public).

Actions (notation in brackets):

* ``draw`` [``draw``]: take the top of the stock; the turn passes;
* ``pass`` [``pass``]: only when the stock is empty; the turn passes (all seats passing in
  a row ends the game);
* ``gather`` [``gather 7H``]: a step: move a hand card into the pending zone; legal only if
  the pending cards can still become a set or a run;
* ``commit`` [``commit set`` / ``commit run``]: table the pending cards as a new group
  (a set: 2+ of one rank; a run: 3+ consecutive ranks of one suit). That opens a response
  window for the next seat;
* ``answer`` [``answer 7S``]: in a window, discard a card of the answered card's rank (for a
  group: the rank of any of its cards) to cancel the effect below it; the window moves to the
  seat that was answered (a chain);
* ``decline`` [``decline``]: always legal in a window; the stack of effects resolves.

Phases: ``play`` (turn start), ``gather`` (cards pending), ``answer`` (a window is open),
``over``.

Scoring: a group that resolves scores its size for its owner; a group cancelled by an answer
scores its size for the answerer instead. Teams (option, 4/6/8 players, partners opposite)
share one score. At the end every guard is flipped and scores J 1, Q 2, K 3.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ...core.actions import Action
from ...core.cards import CardSpec, DeckSpec, stacked_order
from ...core.codec import decode_record, encode_record
from ...core.decks import RANK_NAMES, SUIT_NAMES, SUITS, rank_code
from ...core.effects import Effect, Stack, Window, push, resolve, stack_from_json
from ...core.events import CardsFlipped, CardsMoved, Event, Notice, PhaseChanged, TurnChanged
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.names import says, whose
from ...core.rng import Rng
from ...core.rules import GameMeta, MatchConfig, OptionSpec, RecordingRules, check_config
from ...core.steps import COMMIT, GATHER, commit_action, gather_action, gatherable, pending_zone
from ...core.zones import Vis, Zone

NUMBER, COURT = "number", "court"
NUMBERS = frozenset({NUMBER})
COURTS = frozenset({COURT})
GUARD_VALUE = {11: 1, 12: 2, 13: 3}


def _deck() -> DeckSpec:
    cards: list[CardSpec] = []
    for suit in SUITS:
        for rank in range(1, 14):
            kind = NUMBER if rank <= 10 else COURT
            cards.append(CardSpec(len(cards), rank_code(rank) + suit, kind, suit, rank,
                                  f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"))
    return DeckSpec("kit52", tuple(cards))


DECK = _deck()
RANK = tuple(c.rank or 0 for c in DECK.cards)
SUIT = tuple(c.suit or "" for c in DECK.cards)
NUMBER_IDS = tuple(c.id for c in DECK.cards if c.kind == NUMBER)
COURT_IDS = tuple(c.id for c in DECK.cards if c.kind == COURT)
TEAM_COUNTS = (4, 6, 8)

META = GameMeta(
    game_id="kit",
    title="Kit (test game)",
    min_players=2,
    max_players=8,
    pitch="Test-only: gather sets and runs in steps, answer out of turn, teams, hidden guards.",
    rules_version=1,
    options=(
        OptionSpec("teams", "Teams", "Partners sit opposite and share one score.",
                   (False, True), False, ("Off", "On"), players=TEAM_COUNTS,
                   players_reason="Teams need 4, 6 or 8 players"),
    ),
    notation="draw, pass, gather 7H, commit set, commit run, answer 7S, decline",
)


def hand_size(n: int) -> int:
    return 5 if n <= 6 else 4


class KitState(NamedTuple):
    n: int
    seed: int
    teams: bool
    hands: tuple[tuple[int, ...], ...]  # sorted
    pending: tuple[tuple[int, ...], ...]  # in gather order
    guards: tuple[tuple[int, ...], ...]  # one court card each
    groups: tuple[tuple[tuple[int, ...], ...], ...]  # per seat, its tabled groups in order
    stock: tuple[int, ...]  # top is last
    court: tuple[int, ...]
    discard: tuple[int, ...]
    turn: int
    stack: tuple[Effect, ...]  # pending effects: ("group", owner, (k,)), ("answer", seat, (card,))
    points: tuple[int, ...]  # per seat, from groups (guards are added at the end)
    passes: int  # passes in a row
    over: bool


# --- groups ----------------------------------------------------------------------------------
def is_set(cards: Sequence[int]) -> bool:
    return len(cards) >= 2 and len({RANK[c] for c in cards}) == 1


def is_run(cards: Sequence[int]) -> bool:
    if len(cards) < 3 or len({SUIT[c] for c in cards}) != 1:
        return False
    ranks = sorted(RANK[c] for c in cards)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def completable(cards: tuple[int, ...], available: tuple[int, ...]) -> bool:
    """Whether some set or run holds ``cards`` and otherwise only cards of ``available``."""
    if not cards:
        return True
    ranks = {RANK[c] for c in cards}
    if len(ranks) == 1:
        r = next(iter(ranks))
        if len(cards) + sum(1 for c in available if RANK[c] == r and c not in cards) >= 2:
            return True
    suits = {SUIT[c] for c in cards}
    if len(suits) != 1 or len(ranks) != len(cards):
        return False
    suit = next(iter(suits))
    have = ranks | {RANK[c] for c in available if SUIT[c] == suit}
    lo, hi = min(ranks), max(ranks)
    if any(r not in have for r in range(lo, hi + 1)):
        return False
    while lo - 1 in have:
        lo -= 1
    while hi + 1 in have:
        hi += 1
    return hi - lo + 1 >= 3


def group_kind(cards: Sequence[int]) -> str:
    return "set" if is_set(cards) else "run"


def group_words(cards: Sequence[int]) -> str:
    if is_set(cards):
        name = RANK_NAMES[RANK[cards[0]]]
        return f"set of {name}{'es' if name.endswith('x') else 's'}"
    ranks = sorted(RANK[c] for c in cards)
    return f"run {rank_code(ranks[0])}–{rank_code(ranks[-1])} of {SUIT_NAMES[SUIT[cards[0]]]}"


def _set(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


class KitRules(RecordingRules[KitState]):
    meta = META
    notation_re = re.compile(r"draw|pass|decline|commit (set|run)|(gather|answer) (10|[2-9a])[shdc]")

    # --- setup -------------------------------------------------------------------------------
    def deck(self, cfg: MatchConfig) -> DeckSpec:
        return DECK

    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> KitState:
        opts = check_config(self.meta, cfg)
        n = cfg.num_players
        order = stacked_order(DECK, Rng.derived(cfg.seed, "deal").shuffled(range(len(DECK))), stacked)
        numbers = [c for c in order if DECK[c].kind == NUMBER]
        courts = [c for c in order if DECK[c].kind == COURT]
        k = hand_size(n)
        hands = tuple(tuple(sorted(numbers[p * k:(p + 1) * k])) for p in range(n))
        empty: tuple[tuple[int, ...], ...] = tuple(() for _ in range(n))
        return KitState(
            n=n, seed=cfg.seed, teams=bool(opts["teams"]), hands=hands, pending=empty,
            guards=tuple((courts[p],) for p in range(n)), groups=empty,
            stock=tuple(reversed(numbers[n * k:])), court=tuple(courts[n:]), discard=(),
            turn=0, stack=(), points=(0,) * n, passes=0, over=False)

    def config(self, s: KitState) -> MatchConfig:
        return MatchConfig("kit", s.n, s.seed, {"teams": s.teams})

    def max_steps(self, cfg: MatchConfig) -> int:
        """A true bound: every draw takes a stock card; every gather or answer takes a number
        card out of a hand for good (40 at most); each commit tables 2+ of those (20 at most)
        and is declined at most once; passes come only with an empty stock, fewer than n in a
        row before a commit (or n, ending the game)."""
        n = cfg.num_players
        stock = len(NUMBER_IDS) - n * hand_size(n)
        commits = len(NUMBER_IDS) // 2
        return stock + len(NUMBER_IDS) + 2 * commits + n * (commits + 1)

    def team_of(self, cfg: MatchConfig, seat: PlayerId) -> int:
        n = cfg.num_players
        if cfg.options.get("teams") and n in TEAM_COUNTS:
            return seat % (n // 2)
        return seat

    # --- turn ----------------------------------------------------------------------------------
    def to_act(self, s: KitState) -> PlayerId | None:
        if s.over:
            return None
        return self._answerer(s) if s.stack else s.turn

    def _answerer(self, s: KitState) -> int:
        """The window passes back and forth: the first answer is the next seat's, then each
        answer is answered by the seat whose effect it cancelled."""
        if len(s.stack) >= 2:
            return s.stack[-2].seat
        return (s.stack[0].seat + 1) % s.n

    def phase(self, s: KitState) -> str:
        if s.over:
            return "over"
        if s.stack:
            return "answer"
        return "gather" if s.pending[s.turn] else "play"

    def _target_ranks(self, s: KitState) -> set[int]:
        eff = s.stack[-1]
        if eff.kind == "group":
            return {RANK[c] for c in s.groups[eff.seat][eff.args[0]]}
        return {RANK[eff.args[0]]}

    def legal_actions(self, s: KitState) -> tuple[Action, ...]:
        if s.over:
            return ()
        if s.stack:
            q = self._answerer(s)
            ranks = self._target_ranks(s)
            answers = tuple(Action("answer", q, (c,), f"hand/{q}", "discard")
                            for c in s.hands[q] if RANK[c] in ranks)
            return answers + (Action("decline", q),)
        p = s.turn
        pending, hand = s.pending[p], s.hands[p]
        out = [gather_action(p, c, f"hand/{p}")
               for c in gatherable(pending, hand, lambda cards: completable(cards, hand))]
        if pending:
            k = len(s.groups[p])
            out += [commit_action(p, kind, f"group/{p}/{k}")
                    for kind, ok in (("set", is_set(pending)), ("run", is_run(pending))) if ok]
        elif s.stock:
            out.append(Action("draw", p, (), "stock", f"hand/{p}"))
        else:
            out.append(Action("pass", p))
        return tuple(out)

    def window(self, s: KitState) -> Window | None:
        if s.over or not s.stack:
            return None
        eff = s.stack[-1]
        if eff.kind == "group":
            what = group_words(s.groups[eff.seat][eff.args[0]])
        else:
            what = f"answer ({DECK[eff.args[0]].name})"
        return Window(self._answerer(s), eff.seat, what)

    # --- moves ---------------------------------------------------------------------------------
    def _apply(self, s: KitState, a: Action, events: list[Event]) -> KitState:
        p = a.player
        if a.kind == GATHER:
            c = a.cards[0]
            events.append(CardsMoved((c,), f"hand/{p}", f"pending/{p}"))
            return s._replace(hands=_set(s.hands, p, tuple(x for x in s.hands[p] if x != c)),
                              pending=_set(s.pending, p, s.pending[p] + (c,)), passes=0)
        if a.kind == COMMIT:
            cards = tuple(sorted(s.pending[p], key=lambda c: (RANK[c], c)))
            k = len(s.groups[p])
            events.append(CardsMoved(s.pending[p], f"pending/{p}", f"group/{p}/{k}"))
            s = s._replace(pending=_set(s.pending, p, ()), groups=_set(s.groups, p, s.groups[p] + (cards,)),
                           stack=push(s.stack, Effect("group", p, (k,))))
            events.append(PhaseChanged("answer"))
            events.append(TurnChanged(self._answerer(s)))
            return s
        if a.kind == "answer":
            c = a.cards[0]
            events.append(CardsMoved((c,), f"hand/{p}", "discard"))
            s = s._replace(hands=_set(s.hands, p, tuple(x for x in s.hands[p] if x != c)),
                           discard=s.discard + (c,), stack=push(s.stack, Effect("answer", p, (c,))))
            events.append(TurnChanged(self._answerer(s)))
            return s
        if a.kind == "decline":
            committer = s.stack[0].seat
            s = resolve(s.stack, s, lambda st, eff, rest: self._resolve(st, eff, rest, events))
            return self._end_turn(s._replace(stack=()), committer, events)
        if a.kind == "draw":
            c = s.stock[-1]
            events.append(CardsMoved((c,), "stock", f"hand/{p}"))
            s = s._replace(stock=s.stock[:-1], hands=_set(s.hands, p, tuple(sorted(s.hands[p] + (c,)))),
                           passes=0)
            return self._end_turn(s, p, events)
        # pass
        return self._end_turn(s._replace(passes=s.passes + 1), p, events)

    def _resolve(self, s: KitState, eff: Effect, rest: Stack, events: list[Event]) -> tuple[KitState, Stack]:
        """An answer cancels the effect below it (a cancelled group scores for the answerer);
        a group that is not cancelled scores for its owner."""
        if eff.kind == "answer":
            below, rest = rest[-1], rest[:-1]
            if below.kind == "group":
                size = len(s.groups[below.seat][below.args[0]])
                events.append(Notice("stolen", (eff.seat, below.seat, size), eff.seat))
                return s._replace(points=_set(s.points, eff.seat, s.points[eff.seat] + size)), rest
            events.append(Notice("cancelled", (eff.seat, below.seat), eff.seat))
            return s, rest
        size = len(s.groups[eff.seat][eff.args[0]])
        events.append(Notice("scored", (eff.seat, size), eff.seat))
        return s._replace(points=_set(s.points, eff.seat, s.points[eff.seat] + size)), rest

    def _end_turn(self, s: KitState, p: int, events: list[Event]) -> KitState:
        if s.passes >= s.n or any(not h for h in s.hands):
            for q in range(s.n):
                events.append(CardsFlipped(s.guards[q], f"guard/{q}", True))
            events.append(PhaseChanged("over"))
            return s._replace(over=True)
        turn = (p + 1) % s.n
        events.append(TurnChanged(turn))
        return s._replace(turn=turn)

    # --- zones ---------------------------------------------------------------------------------
    def zones(self, s: KitState) -> dict[ZoneId, Zone]:
        out: dict[ZoneId, Zone] = {}
        for p in range(s.n):
            out[f"hand/{p}"] = Zone(f"hand/{p}", s.hands[p], p, Vis.OWNER, may_hold=NUMBERS)
            out[f"pending/{p}"] = pending_zone(p, s.pending[p], NUMBERS)
            guard = s.guards[p]
            out[f"guard/{p}"] = Zone(f"guard/{p}", guard, p, Vis.OWNER,
                                     face_up=frozenset(guard) if s.over else frozenset(), may_hold=COURTS)
            for k, cards in enumerate(s.groups[p]):
                out[f"group/{p}/{k}"] = Zone(f"group/{p}/{k}", cards, p, Vis.PUBLIC)
        out["stock"] = Zone("stock", s.stock, None, Vis.HIDDEN, may_hold=NUMBERS)
        out["court"] = Zone("court", s.court, None, Vis.HIDDEN, may_hold=COURTS)
        out["discard"] = Zone("discard", s.discard)
        return out

    def with_zones(self, s: KitState, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> KitState:
        n = s.n
        return s._replace(
            hands=tuple(tuple(sorted(cards[f"hand/{p}"])) for p in range(n)),
            pending=tuple(cards[f"pending/{p}"] for p in range(n)),
            guards=tuple(cards[f"guard/{p}"] for p in range(n)),
            groups=tuple(tuple(cards[f"group/{p}/{k}"] for k in range(len(s.groups[p]))) for p in range(n)),
            stock=cards["stock"], court=cards["court"], discard=cards["discard"])

    # --- outcome -------------------------------------------------------------------------------
    def _seat_points(self, s: KitState) -> list[int]:
        pts = list(s.points)
        if s.over:
            for p in range(s.n):
                pts[p] += GUARD_VALUE[RANK[s.guards[p][0]]]
        return pts

    def scores(self, s: KitState) -> tuple[int, ...]:
        """Per seat; with teams both partners show the team's shared score."""
        pts = self._seat_points(s)
        cfg = self.config(s)
        team = [self.team_of(cfg, p) for p in range(s.n)]
        return tuple(sum(pts[q] for q in range(s.n) if team[q] == team[p]) for p in range(s.n))

    def returns(self, s: KitState) -> tuple[float, ...]:
        """The top team (or seat) wins; tied teams share; partners get their team's share."""
        scores = self.scores(s)
        cfg = self.config(s)
        best = max(scores)
        top_teams = {self.team_of(cfg, p) for p in range(s.n) if scores[p] == best}
        share = 1.0 / len(top_teams)
        return tuple(share if self.team_of(cfg, p) in top_teams else 0.0 for p in range(s.n))

    def score_breakdown(self, s: KitState) -> list[list[tuple[str, int]]]:
        out = []
        for p in range(s.n):
            lines = [("Groups", s.points[p])]
            if s.over:
                lines.append(("Guard", GUARD_VALUE[RANK[s.guards[p][0]]]))
            if s.teams:
                lines.append(("Partner", self.scores(s)[p] - sum(v for _, v in lines)))
            out.append(lines)
        return out

    def public_info(self, s: KitState) -> dict[str, Any]:
        cfg = self.config(s)
        return {"scores": list(self.scores(s)), "points": list(s.points), "turn": s.turn,
                "teams": [self.team_of(cfg, p) for p in range(s.n)], "passes": s.passes}

    # --- text ----------------------------------------------------------------------------------
    def format_action(self, a: Action) -> str:
        if a.kind in (GATHER, "answer"):
            return f"{a.kind} {DECK.code(a.cards[0])}"
        if a.kind == COMMIT:
            return f"commit {a.choice}"
        return a.kind

    def describe(self, s: KitState, a: Action) -> str:
        if a.kind == GATHER:
            return f"Add the {DECK[a.cards[0]].name} to your group"
        if a.kind == COMMIT:
            return f"Table them as a {a.choice}"
        if a.kind == "answer":
            return f"Answer with the {DECK[a.cards[0]].name}"
        return {"draw": "Draw a card", "pass": "Pass", "decline": "Let it be"}[a.kind]

    def narrate(self, s: KitState, a: Action, names: Sequence[str]) -> str:
        who = names[a.player]
        if a.kind == GATHER:
            return f"{who} picks a card for a group"
        if a.kind == COMMIT:
            return f"{who} tables a {a.choice}"
        if a.kind == "answer":
            return f"{who} answers with the {DECK[a.cards[0]].name}"
        return {"draw": f"{who} draws a card", "pass": f"{who} passes",
                "decline": f"{who} lets it be"}[a.kind]

    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None:
        args = notice.args
        if notice.key == "scored":
            return f"{names[args[0]]} scores {args[1]}"
        if notice.key == "stolen":
            return f"{says(names[args[0]], 'takes')} {whose(names[args[1]], f'{args[2]} points')}"
        if notice.key == "cancelled":
            return f"{says(names[args[0]], 'cancels')} {whose(names[args[1]], 'answer')}"
        return None

    def encode(self, s: KitState) -> dict[str, Any]:
        return encode_record(s)

    def decode(self, data: Any) -> KitState:
        s = decode_record(KitState, data)
        if not isinstance(s.n, int) or not 2 <= s.n <= 8:
            raise ValueError("not a Kit state")
        return s._replace(stack=stack_from_json(s.stack))


RULES = KitRules()
