"""Keltis: The Card Game, per ``shared/rules/keltis.md`` (K1–K8), 2–4 players, every K8 option.

A turn is a PLAY step (discard one card; claim a stone with two equal number cards; play a
number or End card to your row of its colour; play a Point card to your Point row or onto a
colour row) followed by one DRAW step per card to draw (two after a stone claim), each its
own action by the same seat. The game ends at once when the fifth row with an End card
appears (no draw for that player) or when the last card of the draw pile is drawn (any second
draw is lost); then every seat, starting after the one who ended it, makes up to two final
plays. Our anti-stalling decision (see ``help.py``): after ``STALL_ROUNDS`` full rounds in
which nobody drew from the draw pile, the seat to draw must draw from it.

Zones: ``hand/<p>`` (owner; a card taken from a discard pile stays known to everyone and is
listed first),
``row/<p>/<C>`` for C in G Y R P B, ``points/<p>``, ``stones/<p>`` (public), ``discard/<C>`` and
``discard/W`` (public piles, top last), ``draw`` (hidden, top last), ``removed`` (hidden: the 30
cards set aside unseen with two players), ``stones`` (the stones still available).

The state record and the rows' arithmetic are ``state.py``; the notation and every sentence
``words.py``; why a gesture is refused ``reasons.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action, IllegalAction
from ...core.cards import DeckSpec, stacked_order
from ...core.codec import decode_record, encode_record
from ...core.events import CardsMoved, Event, Notice, PhaseChanged, TurnChanged
from ...core.ids import PUBLIC, CardId, PlayerId, ZoneId
from ...core.names import count_of
from ...core.outcome import shared_returns, top_seats
from ...core.rng import Rng
from ...core.rules import (
    BaseRules,
    GameMeta,
    MatchConfig,
    OptionSpec,
    Step,
    check_config,
    seat_limits,
)
from ...core.zones import Vis, Zone
from . import words
from .deck import (
    CODE,
    COLOUR,
    COLOUR_NAMES,
    COLOURS,
    DECK,
    END,
    KIND,
    NUMBER,
    PLAYABLE,
    POINT,
    STONE_IDS,
    STONE_OF,
    VALUE,
)
from .reasons import why_not
from .state import (
    DRAW,
    FINAL,
    OVER,
    PILE_INDEX,
    PLAY,
    ROW_INDEX,
    ROW_POINTS,
    STAGE_NAMES,
    STONE_POINTS,
    KeltisState,
    number_fits,
    pile_zone,
    row_score,
    row_status,
    row_zone,
    stone_score,
)

__all__ = ["DRAW", "FINAL", "OVER", "PLAY", "ROW_POINTS", "STONE_POINTS", "RULES", "META",
           "KeltisRules", "KeltisState", "row_score", "row_status", "stone_score"]

HAND_SIZE = 8
REMOVED_2P = 30
ENDED_ROWS_TO_END = 5
STALL_ROUNDS = 4  # rounds without a draw-pile draw after which the draw pile is compulsory
MAX_PLAYERS = 4

META = GameMeta(
    game_id="keltis",
    title="Keltis",
    min_players=2,
    max_players=MAX_PLAYERS,
    pitch="Build long rows of one colour, up or down, collect wishing stones, and end rows in time.",
    rules_version=1,
    options=(
        OptionSpec("finalPlaysMayStartRows", "Final plays",
                   "After the game ends: may the two final plays start new rows, or only add to rows you have?",
                   (False, True), False, ("Existing rows only", "May start rows")),
        OptionSpec("endRowCountMode", "End by End cards",
                   "The game ends when 5 rows (any players) hold an End card, or when End cards lie in all 5 colours.",
                   ("rows", "distinctColours"), "rows", ("5 ended rows", "5 ended colours")),
        OptionSpec("firstPlayer", "First player",
                   "Who takes the first turn: chosen at random from the deal, or a given seat.",
                   ("random", 1, 2, 3, 4), "random", ("Random", "Seat 1", "Seat 2", "Seat 3", "Seat 4"),
                   limits=seat_limits((3, 4), MAX_PLAYERS, "the first player")),
    ),
    notation=("'discard R5', 'claim R5 G5', 'play R5', 'play RE', 'play W6 R', 'play W6 points', "
              "'draw deck', 'draw R', 'draw W', 'done'"),
)


# --- precomputed actions ------------------------------------------------------------------------
def _hand(p: int) -> str:
    return f"hand/{p}"


_N_PLAYABLE = len(PLAYABLE)
DISCARD = [[Action("discard", p, (c,), _hand(p), pile_zone(COLOUR[c])) for c in range(_N_PLAYABLE)]
           for p in range(MAX_PLAYERS)]
#: number/End card to its colour row; Point card to the Point row
PLAY_TO = [[Action("play", p, (c,), _hand(p),
                   f"points/{p}" if KIND[c] == POINT else row_zone(p, COLOUR[c]))
            for c in range(_N_PLAYABLE)] for p in range(MAX_PLAYERS)]
#: Point card onto a colour row: [p][card][colour]
POINT_ON = [[[Action("play", p, (c,), _hand(p), row_zone(p, col)) for col in range(5)]
             if KIND[c] == POINT else [] for c in range(_N_PLAYABLE)] for p in range(MAX_PLAYERS)]
DRAW_DECK = [Action("draw", p, (), "draw", _hand(p)) for p in range(MAX_PLAYERS)]
DRAW_PILE = [[Action("draw", p, (), pile_zone(k), _hand(p)) for k in range(6)] for p in range(MAX_PLAYERS)]
DONE = [Action("done", p) for p in range(MAX_PLAYERS)]
CLAIM: dict[tuple[int, int, int], Action] = {}
for _p in range(MAX_PLAYERS):
    for _a in range(_N_PLAYABLE):
        for _b in range(_a + 1, _N_PLAYABLE):
            if KIND[_a] == NUMBER == KIND[_b] and VALUE[_a] == VALUE[_b] and 1 <= VALUE[_a] <= 9:
                CLAIM[_p, _a, _b] = Action("claim", _p, (_a, _b), _hand(_p), f"stones/{_p}")
#: per card id: (kind, colour, value, id of its first identical copy)
_INFO = tuple((KIND[c], COLOUR[c], VALUE[c], DECK.ids_for(CODE[c])[0]) for c in range(_N_PLAYABLE))
EVERYONE = frozenset((*range(MAX_PLAYERS), PUBLIC))

def stones_a_pair_can_take(hand: Sequence[int | None], stones: Sequence[int | None]) -> set[int]:
    """K4 B for a hand and the stones still out: the values v (1–9) of which the hand holds
    two Number cards while Wishing Stone v is available (the claims ``legal_actions`` lists,
    by value). Unknown cards (None) count for nothing."""
    values = [VALUE[c] for c in hand if c is not None and KIND[c] == NUMBER and 0 < VALUE[c] < 10]
    out = set(stones)
    return {v for v in set(values) if values.count(v) >= 2 and STONE_OF[v] in out}


def _insert(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(sorted((*hand, card)))


def _remove(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


def _put(seq: tuple[tuple[int, ...], ...], i: int, value: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return seq[:i] + (value,) + seq[i + 1:]


class KeltisRules(BaseRules[KeltisState]):
    meta = META
    first_option = "firstPlayer"  # one deal: no later stacks
    _memo: tuple[Any, tuple[Action, ...]] = (None, ())
    notation_re = words.NOTATION_RE

    # --- setup ---------------------------------------------------------------------------------
    def deck(self, cfg: MatchConfig) -> DeckSpec:
        return DECK

    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> KeltisState:
        opts = check_config(self.meta, cfg)
        n = cfg.num_players
        first_opt = opts["firstPlayer"]
        if first_opt == "random":
            first = Rng.derived(cfg.seed, "first player").randrange(n)
        else:
            first = int(first_opt) - 1
            if first >= n:
                raise ValueError(f"first player must be a seat from 1 to {n}")
        if stacked and any(not 0 <= c < _N_PLAYABLE for c in stacked):
            raise ValueError("a stacked Keltis deck holds only number, End and Point cards")
        shuffled = Rng.derived(cfg.seed, "deal").shuffled(PLAYABLE)
        order = stacked_order(DECK, shuffled, stacked)
        hands = tuple(tuple(sorted(order[p * HAND_SIZE:(p + 1) * HAND_SIZE])) for p in range(n))
        rest = order[n * HAND_SIZE:]
        removed: tuple[int, ...] = ()
        if n == 2:  # K2.3: 30 cards leave the game unseen (taken from the bottom of the order)
            removed = tuple(sorted(rest[-REMOVED_2P:]))
            rest = rest[:-REMOVED_2P]
        empty = tuple(() for _ in range(n))
        return KeltisState(
            n=n, seed=cfg.seed, first_opt=first_opt, start_rows=bool(opts["finalPlaysMayStartRows"]),
            end_mode=opts["endRowCountMode"], first=first, hands=hands, known=empty,
            rows=tuple(() for _ in range(5 * n)), points=empty, piles=((),) * 6,
            draw=tuple(reversed(rest)), removed=removed, stones=STONE_IDS, won=empty,
            turn=first, stage=PLAY, pending=0, blocked=(), quiet=0, deck_drawn=False, ender=-1, reason="",
        )

    def config(self, s: KeltisState) -> MatchConfig:
        return MatchConfig("keltis", s.n, s.seed, {
            "finalPlaysMayStartRows": s.start_rows, "endRowCountMode": s.end_mode,
            "firstPlayer": s.first_opt})

    def stall_limit(self, n: int) -> int:
        """Finished turns without a draw-pile draw after which the draw pile is compulsory."""
        return STALL_ROUNDS * n

    def max_steps(self, cfg: MatchConfig) -> int:
        n = cfg.num_players
        deck = len(PLAYABLE) - n * HAND_SIZE - (REMOVED_2P if n == 2 else 0)
        turns = (deck + 1) * (self.stall_limit(n) + 1)  # at most stall_limit turns between deck draws
        return 3 * turns + 3 * n

    # --- turn ----------------------------------------------------------------------------------
    def to_act(self, s: KeltisState) -> PlayerId | None:
        return None if s.stage == OVER else s.turn

    def phase(self, s: KeltisState) -> str:
        return STAGE_NAMES[s.stage]

    def legal_actions(self, s: KeltisState) -> tuple[Action, ...]:
        # A one-entry memo: ``apply`` re-checks the list the caller just asked for. It holds
        # a reference to the state, so identity cannot be confused with a new object; it is
        # read and replaced as one tuple, so threads sharing the rules cannot mix two entries.
        memo = self._memo
        if s is memo[0]:
            return memo[1]
        stage = s.stage
        if stage == DRAW:
            out = self._draw_actions(s)
        elif stage == PLAY:
            out = self._play_actions(s)
        elif stage == FINAL:
            out = self._final_actions(s)
        else:
            out = ()
        self._memo = (s, out)
        return out

    def _play_actions(self, s: KeltisState) -> tuple[Action, ...]:
        p = s.turn
        hand = s.hands[p]
        base = 5 * p
        rows = s.rows
        status = [row_status(rows[base + col]) for col in range(5)]
        discard, play_to, point_on = DISCARD[p], PLAY_TO[p], POINT_ON[p]
        out: list[Action] = []
        prev = -1
        pairable: list[int] = []
        for c in hand:
            kind, col, v, same = _INFO[c]
            if kind == NUMBER and 0 < v < 10:
                pairable.append(c)
            if same == prev:  # an identical copy of the previous card: one action each
                continue
            prev = same
            out.append(discard[c])
            if kind == NUMBER:
                ends, last, direction = status[col]
                if not ends and (last < 0 or direction == 0
                                 or (v >= last if direction > 0 else v <= last)):
                    out.append(play_to[c])
            elif kind == END:
                if status[col][0] < 2:
                    out.append(play_to[c])
            else:
                out.append(play_to[c])
                for k in range(5):
                    ends, last, _ = status[k]
                    if last == v and not ends:
                        out.append(point_on[c][k])
        if len(pairable) > 1 and len({VALUE[c] for c in pairable}) < len(pairable):
            self._claims(s, p, pairable, out)
        return tuple(out)

    def _claims(self, s: KeltisState, p: int, pairable: list[int], out: list[Action]) -> None:
        """One claim per pair of card codes of equal value whose stone is still available."""
        seen: set[tuple[str, str]] = set()
        for i, a in enumerate(pairable):
            v = VALUE[a]
            if STONE_OF[v] not in s.stones:
                continue
            for b in pairable[i + 1:]:
                if VALUE[b] == v:
                    key = (CODE[a], CODE[b])
                    if key not in seen:
                        seen.add(key)
                        out.append(CLAIM[p, a, b])

    def _draw_actions(self, s: KeltisState) -> tuple[Action, ...]:
        p = s.turn
        if s.quiet >= self.stall_limit(s.n) and not s.deck_drawn and s.draw:
            return (DRAW_DECK[p],)
        out = [DRAW_DECK[p]] if s.draw else []
        blocked = s.blocked
        row = DRAW_PILE[p]
        for k, pile in enumerate(s.piles):
            if pile and pile[-1] not in blocked:
                out.append(row[k])
        return tuple(out)

    def _final_actions(self, s: KeltisState) -> tuple[Action, ...]:
        p = s.turn
        hand = s.hands[p]
        base = 5 * p
        rows = s.rows
        may_start = s.start_rows
        play_to, point_on = PLAY_TO[p], POINT_ON[p]
        out: list[Action] = []
        prev = ""
        for c in hand:
            code = CODE[c]
            if code == prev:
                continue
            prev = code
            kind = KIND[c]
            if kind == POINT:
                if may_start or s.points[p]:
                    out.append(play_to[c])
                v = VALUE[c]
                for col in range(5):
                    ends, last, _ = row_status(rows[base + col])
                    if last == v and not ends:
                        out.append(point_on[c][col])
                continue
            row = rows[base + COLOUR[c]]
            if not row and not may_start:
                continue
            if kind == NUMBER:
                if number_fits(row_status(row), VALUE[c]):
                    out.append(play_to[c])
            elif row_status(row)[0] < 2:
                out.append(play_to[c])
        out.append(DONE[p])
        return tuple(out)

    # --- applying ------------------------------------------------------------------------------
    def apply(self, s: KeltisState, a: Action) -> Step[KeltisState]:
        if a not in self.legal_actions(s):
            self.check_legal(s, a)
            raise IllegalAction(f"{a} is not legal now")  # check_legal always raises first
        events: list[Event] = []
        return Step(self._apply(s, a, events), tuple(events))

    def apply_fast(self, s: KeltisState, a: Action) -> KeltisState:
        return self._apply(s, a, None)

    def _apply(self, s: KeltisState, a: Action, ev: list[Event] | None) -> KeltisState:
        kind = a.kind
        if kind == "draw":
            return self._draw(s, a, ev)
        if kind == "discard":
            return self._discard(s, a, ev)
        if kind == "play":
            return self._play(s, a, ev)
        if kind == "claim":
            return self._claim(s, a, ev)
        return self._next_final(s, ev)  # "done"

    def _discard(self, s: KeltisState, a: Action, ev: list[Event] | None) -> KeltisState:
        p, c = a.player, a.cards[0]
        pile = COLOUR[c]
        if ev is not None:
            ev.append(CardsMoved((c,), a.src or "", a.dst or ""))
            ev.append(PhaseChanged("draw"))
        return s._replace(hands=_put(s.hands, p, _remove(s.hands[p], c)),
                       known=self._forget(s, p, (c,)),
                       piles=_put(s.piles, pile, s.piles[pile] + (c,)),
                       stage=DRAW, pending=1, blocked=(c,))

    def _claim(self, s: KeltisState, a: Action, ev: list[Event] | None) -> KeltisState:
        p = a.player
        c1, c2 = a.cards
        stone = STONE_OF[VALUE[c1]]
        hand = _remove(_remove(s.hands[p], c1), c2)
        piles = s.piles
        piles = _put(piles, COLOUR[c1], piles[COLOUR[c1]] + (c1,))
        piles = _put(piles, COLOUR[c2], piles[COLOUR[c2]] + (c2,))
        if ev is not None:
            ev.append(CardsMoved((c1,), _hand(p), pile_zone(COLOUR[c1])))
            ev.append(CardsMoved((c2,), _hand(p), pile_zone(COLOUR[c2])))
            ev.append(CardsMoved((stone,), "stones", f"stones/{p}"))
            ev.append(Notice("stone_claimed", (VALUE[c1],), p))
            ev.append(PhaseChanged("draw"))
        return s._replace(hands=_put(s.hands, p, hand), known=self._forget(s, p, (c1, c2)),
                       piles=piles, stones=tuple(x for x in s.stones if x != stone),
                       won=_put(s.won, p, s.won[p] + (stone,)),
                       stage=DRAW, pending=2, blocked=(c1, c2))

    def _play(self, s: KeltisState, a: Action, ev: list[Event] | None) -> KeltisState:
        p, c = a.player, a.cards[0]
        dst = a.dst or ""
        hands = _put(s.hands, p, _remove(s.hands[p], c))
        known = self._forget(s, p, (c,))
        if ev is not None:
            ev.append(CardsMoved((c,), _hand(p), dst))
        if dst[0] == "p":  # points/<p>
            rows, points = s.rows, _put(s.points, p, s.points[p] + (c,))
            newly_ended = False
        else:
            i = 5 * p + ROW_INDEX[dst[-1]]
            old = s.rows[i]
            newly_ended = KIND[c] == END and row_status(old)[0] == 0
            rows, points = _put(s.rows, i, old + (c,)), s.points
        if s.stage == FINAL:
            s = s._replace(hands=hands, known=known, rows=rows, points=points, pending=s.pending + 1)
            return self._next_final(s, ev) if s.pending >= 2 else s
        if newly_ended and self._end_triggered(rows, s.end_mode):
            if ev is not None:
                ev.append(Notice("end_by_rows", (ENDED_ROWS_TO_END,), p))
            s = s._replace(hands=hands, known=known, rows=rows, points=points)
            return self._start_final(s, p, "rows", ev)
        if ev is not None:
            ev.append(PhaseChanged("draw"))
        return s._replace(hands=hands, known=known, rows=rows, points=points,
                       stage=DRAW, pending=1, blocked=())

    def _draw(self, s: KeltisState, a: Action, ev: list[Event] | None) -> KeltisState:
        p = a.player
        src = a.src or ""
        if src == "draw":
            card = s.draw[-1]
            draw = s.draw[:-1]
            if ev is not None:
                ev.append(CardsMoved((card,), "draw", _hand(p)))
            s = s._replace(hands=_put(s.hands, p, _insert(s.hands[p], card)), draw=draw,
                        pending=s.pending - 1, deck_drawn=True)
            if not draw:  # K5.3: the last card ends the game; a second draw is lost
                if ev is not None:
                    ev.append(Notice("end_by_deck", (), p))
                return self._start_final(s, p, "deck", ev)
        else:
            k = PILE_INDEX[src]
            pile = s.piles[k]
            card = pile[-1]
            if ev is not None:
                ev.append(CardsMoved((card,), src, _hand(p)))
            s = s._replace(hands=_put(s.hands, p, _insert(s.hands[p], card)),
                        known=_put(s.known, p, _insert(s.known[p], card)),
                        piles=_put(s.piles, k, pile[:-1]), pending=s.pending - 1)
        if s.pending > 0:
            return s
        nxt = (p + 1) % s.n
        if ev is not None:
            ev.append(PhaseChanged("play"))
            ev.append(TurnChanged(nxt))
        return s._replace(turn=nxt, stage=PLAY, pending=0, blocked=(),
                       quiet=0 if s.deck_drawn else s.quiet + 1, deck_drawn=False)

    def _end_triggered(self, rows: tuple[tuple[int, ...], ...], mode: str) -> bool:
        ended = [i for i, r in enumerate(rows) if row_status(r)[0]]
        if mode == "rows":
            return len(ended) >= ENDED_ROWS_TO_END
        return len({i % 5 for i in ended}) >= ENDED_ROWS_TO_END

    def ended_rows(self, s: KeltisState) -> int:
        """What the End-card trigger counts under the match's ``endRowCountMode``."""
        ended = [i for i, r in enumerate(s.rows) if row_status(r)[0]]
        return len(ended) if s.end_mode == "rows" else len({i % 5 for i in ended})

    def _start_final(self, s: KeltisState, ender: int, reason: str, ev: list[Event] | None) -> KeltisState:
        nxt = (ender + 1) % s.n
        if ev is not None:
            ev.append(PhaseChanged("final"))
            ev.append(TurnChanged(nxt))
        return s._replace(turn=nxt, stage=FINAL, pending=0, blocked=(), deck_drawn=False,
                       ender=ender, reason=reason)

    def _next_final(self, s: KeltisState, ev: list[Event] | None) -> KeltisState:
        """The seat to act is done with its final plays: the next seat, or the end."""
        if s.turn == s.ender:
            if ev is not None:
                ev.append(PhaseChanged("over"))
                ev.append(Notice("game_over", tuple(self.winners_of(s))))
            return s._replace(stage=OVER, pending=0)
        nxt = (s.turn + 1) % s.n
        if ev is not None:
            ev.append(TurnChanged(nxt))
        return s._replace(turn=nxt, pending=0)

    @staticmethod
    def _forget(s: KeltisState, p: int, cards: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        known = s.known[p]
        if not known:
            return s.known
        kept = tuple(c for c in known if c not in cards)
        return s.known if len(kept) == len(known) else _put(s.known, p, kept)

    # --- zones ---------------------------------------------------------------------------------
    def zones(self, s: KeltisState) -> dict[ZoneId, Zone]:
        out: dict[ZoneId, Zone] = {}
        for p in range(s.n):
            hand, known = s.hands[p], s.known[p]
            if known:  # known cards first, so every view shows them in the same places
                hand = known + tuple(c for c in hand if c not in known)
            out[f"hand/{p}"] = Zone(f"hand/{p}", hand, p, Vis.OWNER,
                                    known=tuple((c, EVERYONE) for c in known))
            for col in range(5):
                zid = row_zone(p, col)
                out[zid] = Zone(zid, s.rows[5 * p + col], p)
            out[f"points/{p}"] = Zone(f"points/{p}", s.points[p], p)
            out[f"stones/{p}"] = Zone(f"stones/{p}", s.won[p], p)
        for k in range(6):
            zid = pile_zone(k)
            out[zid] = Zone(zid, s.piles[k])
        out["draw"] = Zone("draw", s.draw, None, Vis.HIDDEN)
        out["removed"] = Zone("removed", s.removed, None, Vis.HIDDEN)
        out["stones"] = Zone("stones", s.stones)
        return out

    def with_zones(self, s: KeltisState, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> KeltisState:
        n = s.n
        hands = tuple(tuple(sorted(cards[f"hand/{p}"])) for p in range(n))
        known = tuple(tuple(c for c in s.known[p] if c in hands[p]) for p in range(n))
        return s._replace(
            hands=hands, known=known,
            rows=tuple(tuple(cards[row_zone(p, col)]) for p in range(n) for col in range(5)),
            points=tuple(tuple(cards[f"points/{p}"]) for p in range(n)),
            won=tuple(tuple(cards[f"stones/{p}"]) for p in range(n)),
            piles=tuple(tuple(cards[pile_zone(k)]) for k in range(6)),
            draw=tuple(cards["draw"]), removed=tuple(sorted(cards["removed"])),
            stones=tuple(sorted(cards["stones"])),
        )

    def redeal(self, s: KeltisState, player: PlayerId, rng: Rng) -> KeltisState:
        """As the generic one (same contract, canonical), but fast: search calls it every
        iteration (``determinize`` then draws the seed afresh). Unseen cards: other seats'
        hands except their known cards, the draw pile and the removed cards."""
        pool: list[int] = []
        for q in range(s.n):
            if q != player:
                known = s.known[q]
                pool.extend(c for c in s.hands[q] if c not in known)
        pool.extend(s.draw)
        pool.extend(s.removed)
        if not pool:
            return s
        pool.sort()
        rng.shuffle(pool)
        hands = list(s.hands)
        i = 0
        for q in range(s.n):
            if q != player:
                known = s.known[q]
                k = len(s.hands[q]) - len(known)
                hands[q] = tuple(sorted(known + tuple(pool[i:i + k])))
                i += k
        k = len(s.draw)
        return s._replace(hands=tuple(hands), draw=tuple(pool[i:i + k]),
                          removed=tuple(sorted(pool[i + k:])))

    # --- outcome -------------------------------------------------------------------------------
    def seat_score(self, s: KeltisState, p: int) -> int:
        rows = s.rows
        total = sum(ROW_POINTS[min(len(rows[5 * p + col]), 9)] for col in range(5))
        return total + len(s.points[p]) + STONE_POINTS[min(len(s.won[p]), 5)]

    def scores(self, s: KeltisState) -> tuple[int, ...]:
        return tuple(self.seat_score(s, p) for p in range(s.n))

    def winners_of(self, s: KeltisState) -> tuple[int, ...]:
        return top_seats(self.scores(s))

    def returns(self, s: KeltisState) -> tuple[float, ...]:
        return shared_returns(self.winners_of(s), s.n)

    def score_breakdown(self, s: KeltisState) -> list[list[tuple[str, int]]]:
        out = []
        for p in range(s.n):
            lines = []
            for col in range(5):
                k = len(s.rows[5 * p + col])
                lines.append((f"{COLOUR_NAMES[COLOURS[col]]} row ({count_of(k, 'card')})", row_score(k)))
            lines.append((f"Point row ({count_of(len(s.points[p]), 'card')})", len(s.points[p])))
            lines.append((f"Wishing stones ({count_of(len(s.won[p]), 'stone')})", stone_score(len(s.won[p]))))
            out.append(lines)
        return out

    def public_info(self, s: KeltisState) -> dict[str, Any]:
        directions = {}
        for p in range(s.n):
            for col in range(5):
                d = row_status(s.rows[5 * p + col])[2]
                directions[row_zone(p, col)] = ("up", "", "down")[1 - d]
        return {
            "scores": list(self.scores(s)), "stage": STAGE_NAMES[s.stage], "first": s.first,
            "draws_due": s.pending if s.stage == DRAW else 0,
            "final_plays_made": s.pending if s.stage == FINAL else 0,
            "blocked": sorted({pile_zone(COLOUR[c]) for c in s.blocked}),
            "ended_rows": self.ended_rows(s), "end_mode": s.end_mode,
            "turns_without_deck_draw": s.quiet, "stall_limit": self.stall_limit(s.n),
            "ender": s.ender, "end_reason": s.reason, "directions": directions,
            "winners": list(self.winners_of(s)) if s.stage == OVER else [],
        }

    # --- text ----------------------------------------------------------------------------------
    def format_action(self, a: Action) -> str:
        return words.format_action(a)

    def parse_action(self, s: KeltisState, text: str) -> Action:
        """As the base, but ``claim G5 R5`` is also accepted in either order."""
        try:
            return super().parse_action(s, text)
        except IllegalAction:
            a = words.claim_either_way(self.legal_actions(s), text)
            if a is None:
                raise
            return a

    def describe(self, s: KeltisState, a: Action) -> str:
        return words.describe(s, a)

    def narrate(self, s: KeltisState, a: Action, names: Sequence[str]) -> str:
        return words.narrate(s, a, names)

    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None:
        return words.notice_text(notice, names)

    def why_not(self, s: KeltisState, seat: PlayerId, card: CardId, zone: ZoneId | None,
                names: Sequence[str] = ()) -> str:
        """The rule (K3–K6) a refused gesture ran into (``reasons.py``)."""
        return why_not(self, s, seat, card, zone, names)

    def encode(self, s: KeltisState) -> dict[str, Any]:
        return encode_record(s)

    def decode(self, data: Any) -> KeltisState:
        s = decode_record(KeltisState, data)
        if (not isinstance(s.n, int) or not 2 <= s.n <= MAX_PLAYERS or s.stage not in (PLAY, DRAW, FINAL, OVER)
                or len(s.rows) != 5 * s.n or len(s.hands) != s.n or len(s.piles) != 6):
            raise ValueError("not a Keltis state")
        return s


RULES = KeltisRules()
