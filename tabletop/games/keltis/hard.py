"""Keltis' Hard player: an expected-final-score evaluation, a lookahead over the draw, and
the greedy player's judgement blended in.

The greedy player (``ai.py``) scores moves with rules of thumb. Hard also values a whole
position for its seat, as the score it expects at the end of the game:

* **rows**: for each colour, the row's cards plus the hand cards that still fit it (in the
  row's direction, or the better direction while it is open), plus the End cards held for it,
  plus the cards of that colour it may still draw that would fit, a Poisson number with mean
  ``pace`` × (its turns left) × (unseen fitting cards / unseen cards). The row is worth the
  expected row table over that distribution; a row not started yet is worth at least 0 (it
  need not be started);
* **stones**: stones held, plus one per pair in hand whose stone is still there (each with a
  chance: the stone may go first, and a pair that also fits a row is less likely to be
  spent), plus a Poisson number of future claims; the expected stone table over all that;
* **Point cards** held: one point each (the Point row);
* **turns**: each turn places one card, so cards planned beyond the turns left are lost
  (``overflow`` per card).

A play is judged by the position it leaves after the best draw that follows: every
discard-pile top it may take (less ``pile_bias``) against the draw pile (the expected value
over the unseen cards, by colour and value), minus what a discarded card is worth to the
other seats' rows (they may pick it up). To that it adds ``greedy_mix`` × the greedy player's
own score of the play (and likewise for draws): the two judges err differently, and the blend
beat either alone in duplicate matches against the greedy player (docs/ai.md). Final plays
are searched exactly (both plays).

It reads only ``rules.view`` for its own seat, never the hidden cards, and makes no random
choices: the same position always gets the same move. A decision takes a few milliseconds,
so ``begin`` answers at once. It was the Medium level until issue 29 (now Hard for half of the
decisions and the greedy player for the rest, ``look.make_medium``).

Hard (``KeltisLookBot``, at the end) checks the evaluation's best few plays by a lookahead in
sampled worlds through the rivals' next turn (docs/ai.md).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...ai.bots import BotBase
from ...core.actions import Action
from ...core.rng import Rng
from .ai import AI, DECK_DRAW_VALUE, Table
from .deck import COLOUR, END, KIND, NUMBER, POINT, VALUE
from .rules import KeltisRules
from .state import FINAL, ROW_POINTS, STONE_POINTS, KeltisState, row_status

N_COLOURS = 5
#: (colour, value) -> the id of a number card of that colour and value
CARD_OF = {(COLOUR[c], VALUE[c]): c for c in range(101) if KIND[c] == NUMBER}
COLOUR_KEYS = "GYRPB"
MAX_LEN = 24  # longest row the tables consider (a row's length is capped at 9 for scoring)


@dataclass(frozen=True)
class HardParams:
    """The evaluation's weights (tuned by duplicate matches against the greedy player; pace,
    future_stones, point_card and overflow refitted all at once on 2026-11-29: docs/ai.md)."""

    pace: float = 1.05  # share of the fitting cards drawn later that a row can still use
    open_dead: float = 0.5  # a pair whose cards also fit rows counts this much of a claim
    future_stones: float = 0.05  # claims expected per future turn
    point_card: float = 0.85  # a Point card held
    overflow: float = 0.75  # per planned card beyond the turns left
    opp_weight: float = 0.5  # what a card given away is worth to others, weight
    pile_bias: float = 0.5  # subtracted from the gain of a discard-pile draw
    greedy_mix: float = 0.5  # weight of the greedy player's own score of a play
    greedy_draw_mix: float = 0.5  # the same for a draw
    pair_weight: float = 0.6  # a claim the hand could make (the stone may go first)
    #: weight of an unseen fitting card that lies below (rising row; above when falling) the
    #: farthest hand card the row plans: it fits only if drawn before that card is played
    between: float = 1.0


DEFAULT = HardParams()


def _row_points(length: int) -> int:
    return ROW_POINTS[min(length, 9)] if length > 0 else 0


@lru_cache(maxsize=1 << 14)
def _poisson_row(base: int, lam10: int) -> float:
    """E[row points(base + K)] for K ~ Poisson(lam10 / 10)."""
    lam = lam10 / 10.0
    if lam <= 0:
        return float(_row_points(base))
    p = math.exp(-lam)
    total, mass = 0.0, 0.0
    for k in range(MAX_LEN):
        total += p * _row_points(base + k)
        mass += p
        if base + k >= 9 and mass > 0.999:
            break
        p *= lam / (k + 1)
    return total + (1.0 - mass) * 10.0


def row_expectation(base: int, lam: float) -> float:
    """E[row points(base + K)], K ~ Poisson(lam), interpolated on a 0.1 grid of lam."""
    if base >= 9:
        return 10.0
    x = lam * 10.0
    lo = int(x)
    frac = x - lo
    a = _poisson_row(base, lo)
    if frac < 1e-9:
        return a
    return a + frac * (_poisson_row(base, lo + 1) - a)


def stone_value(held: float) -> float:
    if held >= 5:
        return 10.0
    lo = int(held)
    frac = held - lo
    a = STONE_POINTS[lo]
    return a + frac * (STONE_POINTS[lo + 1] - a) if frac > 1e-9 else float(a)


def expected_stones(held: int, chances: tuple[float, ...], future: float, cap: int) -> float:
    """E[stone points] for ``held`` stones plus one more per claim that comes off (each with
    its chance) plus a Poisson number with mean ``future``, never more than ``cap``."""
    return _expected_stones(held, tuple(round(c, 2) for c in chances), round(future, 2), cap)


@lru_cache(maxsize=1 << 14)
def _expected_stones(held: int, chances: tuple[float, ...], future: float, cap: int) -> float:
    dist = [1.0]
    for c in chances:
        nxt = [0.0] * (len(dist) + 1)
        for i, p in enumerate(dist):
            nxt[i] += p * (1.0 - c)
            nxt[i + 1] += p * c
        dist = nxt
    poisson = [math.exp(-future)]
    for k in range(1, 6):
        poisson.append(poisson[-1] * future / k)
    total = 0.0
    for i, p in enumerate(dist):
        for k, q in enumerate(poisson):
            total += p * q * STONE_POINTS[min(held + i + k, cap, 5)]
    mass = sum(poisson)
    return total + (1.0 - mass) * STONE_POINTS[min(held + len(dist) + 5, cap, 5)]


@lru_cache(maxsize=1 << 17)
def _row_term(length: int, status: tuple[int, int, int], values: tuple[int, ...], ends_held: int,
              unseen: tuple[int, ...], share: float, between: float = 1.0) -> tuple[float, float, float]:
    """A row's (expected points, hand cards it will place, fitting cards expected from draws):
    ``length`` cards with ``status`` (``row_status``), the hand's ``values`` of its colour and
    ``ends_held`` End cards, ``unseen`` cards of the colour by value, each drawn card fitting
    with chance ``share`` per unseen card. Shared by every decision (a pure function)."""
    ends, last, direction = status
    if ends:
        extra = min(ends_held, 2 - ends)
        return float(_row_points(length + extra)), float(extra), 0.0
    options: list[tuple[int, float]] = []  # (hand cards that fit, unseen cards that would fit)
    if last < 0:
        if values:
            lo, hi = min(values), max(values)
            options.append((len(values), sum(unseen[hi:]) + between * sum(unseen[lo:hi])))
            options.append((len(values), sum(unseen[:lo + 1]) + between * sum(unseen[lo + 1:hi + 1])))
        else:
            options.append((0, sum(unseen)))
    else:
        if direction >= 0:
            up = [v for v in values if v >= last]
            top = max(up) if up else last
            options.append((len(up), sum(unseen[top:]) + between * sum(unseen[last:top])))
        if direction <= 0:
            down = [v for v in values if v <= last]
            bottom = min(down) if down else last
            options.append((len(down), sum(unseen[:bottom + 1]) + between * sum(unseen[bottom + 1:last + 1])))
    best = (-math.inf, 0.0, 0.0)
    for fit, fitting_unseen in options:
        lam = share * fitting_unseen
        base = length + fit
        e = min(ends_held, 2) if (base > 0 or lam > 0.5) else 0
        value = row_expectation(base + e, lam)
        placed = float(fit + e)
        if length == 0 and value <= 0.0:
            value, placed, lam = 0.0, 0.0, 0.0  # better not to start it at all
        if value > best[0]:
            best = (value, placed, lam)
    return best


class Know:
    """What the seat knows, from its view: its hand, every row, the unseen-card counts."""

    __slots__ = ("me", "n", "phase", "hand", "rows", "points", "piles", "tops", "draw_left",
                 "stones", "held", "scores", "ended", "unseen", "unseen_total", "unseen_ends",
                 "unseen_points", "final_made")

    def __init__(self, rules: KeltisRules, state: Any, me: int, fast: bool = False) -> None:
        if fast:
            self._from_state(rules, state, me)
            return
        view = rules.view(state, me)
        zones = view.zones
        n = sum(1 for z in zones if z.startswith("hand/"))
        self.me, self.n, self.phase = me, n, view.phase
        self.hand = sorted(c for c in zones[f"hand/{me}"].cards if c is not None)
        visible: list[int] = list(self.hand)
        rows = []
        for p in range(n):
            for key in COLOUR_KEYS:
                row = tuple(zones[f"row/{p}/{key}"].cards)
                rows.append(row)
                visible.extend(row)
            if p != me:  # cards it took from discard piles are known to everyone
                visible.extend(c for c in zones[f"hand/{p}"].cards if c is not None)
        self.rows = rows
        self.points = [zones[f"points/{p}"].count for p in range(n)]
        for p in range(n):
            visible.extend(zones[f"points/{p}"].cards)
        self.piles = []
        self.tops = {}
        for key in (*COLOUR_KEYS, "W"):
            pile = tuple(zones[f"discard/{key}"].cards)
            self.piles.append(pile)
            visible.extend(pile)
            if pile:
                self.tops[f"discard/{key}"] = pile[-1]
        self.draw_left = zones["draw"].count
        self.stones = frozenset(VALUE[c] for c in zones["stones"].cards if c is not None)
        self.held = [zones[f"stones/{p}"].count for p in range(n)]
        self.scores = list(view.info["scores"])
        self.ended = int(view.info["ended_rows"])
        self.final_made = int(view.info.get("final_plays_made", 0))
        self._count_unseen(visible)

    def _from_state(self, rules: KeltisRules, s: KeltisState, me: int) -> None:
        """The same knowledge read straight from a state (a sampled world of the lookahead,
        where nothing is secret any more): what ``me``'s view would show, built faster."""
        n = s.n
        self.me, self.n, self.phase = me, n, rules.phase(s)
        self.hand = list(s.hands[me])
        visible: list[int] = list(self.hand)
        self.rows = list(s.rows)
        for row in s.rows:
            visible.extend(row)
        for p in range(n):
            if p != me:
                visible.extend(s.known[p])
            visible.extend(s.points[p])
        self.points = [len(pts) for pts in s.points]
        self.piles = list(s.piles)
        self.tops = {}
        for key, pile in zip((*COLOUR_KEYS, "W"), s.piles, strict=True):
            visible.extend(pile)
            if pile:
                self.tops[f"discard/{key}"] = pile[-1]
        self.draw_left = len(s.draw)
        self.stones = frozenset(VALUE[c] for c in s.stones)
        self.held = [len(w) for w in s.won]
        self.scores = list(rules.scores(s))
        self.ended = rules.ended_rows(s)
        self.final_made = s.pending if s.stage == FINAL else 0
        self._count_unseen(visible)

    def _count_unseen(self, visible: list[int]) -> None:
        seen = set(visible)
        unseen = [[0] * 11 for _ in range(N_COLOURS)]
        ends = [0] * N_COLOURS
        points = 0
        total = 0
        for c in range(101):
            if c in seen:
                continue
            total += 1
            kind = KIND[c]
            if kind == NUMBER:
                unseen[COLOUR[c]][VALUE[c]] += 1
            elif kind == END:
                ends[COLOUR[c]] += 1
            else:
                points += 1
        self.unseen = [tuple(u) for u in unseen]
        self.unseen_total = max(1, total)
        self.unseen_ends = ends
        self.unseen_points = points

    def table(self) -> Table:
        """The same knowledge in the greedy player's shape."""
        return Table(self.me, self.n, self.phase, list(self.hand), list(self.rows), dict(self.tops),
                     self.draw_left, set(self.stones), list(self.held), list(self.scores), self.ended)

    def lead(self) -> int:
        mine = self.scores[self.me]
        return mine - max(s for p, s in enumerate(self.scores) if p != self.me)


class Evaluator:
    """The position value for one decision (one seat, one table), with caches."""

    def __init__(self, k: Know, params: HardParams) -> None:
        self.k = k
        self.p = params
        self.turns = k.draw_left / k.n  # my future turns, each one draw and one placement
        self._row_cache: dict[tuple, tuple[float, float, float]] = {}

    # --- one colour ----------------------------------------------------------------------------
    def row_term(self, seat: int, col: int, row: tuple[int, ...], values: tuple[int, ...],
                 ends_held: int, turns: float) -> tuple[float, float, float]:
        """(expected points, hand cards it will place, fitting cards expected from draws)."""
        key = (seat, col, row, values, ends_held, turns)
        hit = self._row_cache.get(key)
        if hit is not None:
            return hit
        out = self._row_term(col, row, values, ends_held, turns)
        self._row_cache[key] = out
        return out

    def _row_term(self, col: int, row: tuple[int, ...], values: tuple[int, ...], ends_held: int,
                  turns: float) -> tuple[float, float, float]:
        share = self.p.pace * turns / self.k.unseen_total
        return _row_term(len(row), row_status(row), values, ends_held, self.k.unseen[col], share,
                         self.p.between)

    # --- whole position ---------------------------------------------------------------------------
    def colour_parts(self, hand: list[int]) -> tuple[list[tuple[int, ...]], list[int], int]:
        values: list[list[int]] = [[] for _ in range(N_COLOURS)]
        ends = [0] * N_COLOURS
        points = 0
        for c in hand:
            kind = KIND[c]
            if kind == NUMBER:
                values[COLOUR[c]].append(VALUE[c])
            elif kind == END:
                ends[COLOUR[c]] += 1
            else:
                points += 1
        return [tuple(sorted(v)) for v in values], ends, points

    def stones_term(self, hand: list[int], rows: list[tuple[int, ...]], held: int,
                    stones: frozenset[int], turns: float) -> tuple[float, float]:
        """(expected stone points, claims planned)."""
        counts: dict[int, list[int]] = {}
        for c in hand:
            if KIND[c] == NUMBER and VALUE[c] in stones:
                counts.setdefault(VALUE[c], []).append(c)
        chances: list[float] = []
        base = 5 * self.k.me
        for cards in counts.values():
            if len(cards) < 2:
                continue
            dead = sum(1 for c in cards if not self._fits(rows[base + COLOUR[c]], VALUE[c]))
            chances.append(self.p.pair_weight * (1.0 if dead >= 2 else (0.75 if dead == 1 else self.p.open_dead)))
        claims = sum(chances)
        room = len(stones) - claims
        future = min(max(room, 0.0), self.p.future_stones * turns)
        value = expected_stones(held, tuple(chances), future, held + len(stones))
        return value, claims

    @staticmethod
    def _fits(row: tuple[int, ...], value: int) -> bool:
        ends, last, direction = row_status(row)
        if ends:
            return False
        return last < 0 or direction == 0 or (value >= last if direction > 0 else value <= last)

    def value(self, hand: list[int], rows: list[tuple[int, ...]], points: int, held: int,
              stones: frozenset[int], turns: float) -> float:
        """Expected final score of my seat for this hand and table."""
        me = self.k.me
        values, ends, wcards = self.colour_parts(hand)
        total = float(points) + self.p.point_card * wcards
        placed = float(wcards)
        for col in range(N_COLOURS):
            v, pl, fut = self.row_term(me, col, rows[5 * me + col], values[col], ends[col], turns)
            total += v
            placed += pl + fut
        sv, claims = self.stones_term(hand, rows, held, stones, turns)
        total += sv
        placed += claims
        over = placed - (turns + 2.0)
        if over > 0:
            total -= self.p.overflow * over
        return total

    def draw_gain(self, hand: list[int], rows: list[tuple[int, ...]], points: int, held: int,
                  stones: frozenset[int], turns: float, base: float) -> float:
        """Expected value of hand + one unseen card, minus ``base`` (the value without it)."""
        k = self.k
        me = k.me
        values, ends, wcards = self.colour_parts(hand)
        # fast path: the card changes one colour's term (and maybe a claim); the overflow
        # penalty is recomputed from the placed totals
        parts = [self.row_term(me, col, rows[5 * me + col], values[col], ends[col], turns)
                 for col in range(N_COLOURS)]
        sv, claims = self.stones_term(hand, rows, held, stones, turns)
        placed = wcards + claims + sum(pl + fut for _, pl, fut in parts)
        budget = turns + 2.0
        over0 = max(0.0, placed - budget)
        hand_values = {VALUE[c] for c in hand if KIND[c] == NUMBER}
        total_w = 0.0
        gain = 0.0
        for col in range(N_COLOURS):
            v0, pl0, fut0 = parts[col]
            for value, count in enumerate(k.unseen[col]):
                if not count:
                    continue
                nv = tuple(sorted((*values[col], value)))
                v1, pl1, fut1 = self.row_term(me, col, rows[5 * me + col], nv, ends[col], turns)
                d = v1 - v0
                dp = pl1 + fut1 - pl0 - fut0
                if value in stones and value in hand_values:
                    sv1, claims1 = self.stones_term([*hand, CARD_OF[col, value]], rows, held, stones, turns)
                    d += sv1 - sv
                    dp += claims1 - claims
                over1 = max(0.0, placed + dp - budget)
                d -= self.p.overflow * (over1 - over0)
                gain += count * d
                total_w += count
            count = k.unseen_ends[col]
            if count:
                v1, pl1, fut1 = self.row_term(me, col, rows[5 * me + col], values[col], ends[col] + 1, turns)
                d = v1 - v0 - self.p.overflow * (max(0.0, placed + pl1 + fut1 - pl0 - fut0 - budget) - over0)
                gain += count * d
                total_w += count
        if k.unseen_points:
            d = self.p.point_card - self.p.overflow * (max(0.0, placed + 1 - budget) - over0)
            gain += k.unseen_points * d
            total_w += k.unseen_points
        return gain / total_w if total_w else 0.0

    # --- others ----------------------------------------------------------------------------------
    def gift(self, card: int) -> float:
        """What ``card`` would be worth to the other seat that wants it most (rows only)."""
        k = self.k
        kind = KIND[card]
        if kind == POINT:
            return self.p.point_card
        best = 0.0
        for q in range(k.n):
            if q == k.me:
                continue
            row = k.rows[5 * q + COLOUR[card]]
            if not row:
                continue
            if kind == END:
                v0 = self.row_term(q, COLOUR[card], row, (), 0, self.turns)[0]
                v1 = self.row_term(q, COLOUR[card], row, (), 1, self.turns)[0]
            else:
                v0 = self.row_term(q, COLOUR[card], row, (), 0, self.turns)[0]
                v1 = self.row_term(q, COLOUR[card], row, (VALUE[card],), 0, self.turns)[0]
            best = max(best, v1 - v0)
        return best


class KeltisHardBot(BotBase):
    """Keltis' Hard level: evaluation-driven play with a lookahead over the draw."""

    def __init__(self, rules: KeltisRules, params: HardParams = DEFAULT, name: str = "hard") -> None:
        self.rules = rules
        self.params = params
        self.name = name

    def choose(self, rules: KeltisRules, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        me = rules.to_act(state)
        assert me is not None
        return self.decide(Know(rules, state, me), legal)

    def decide(self, k: Know, legal: tuple[Action, ...]) -> Action:
        """The move for the seat whose knowledge is ``k``."""
        ev = Evaluator(k, self.params)
        if k.phase == "draw":
            return self._choose_draw(k, ev, legal)
        if k.phase == "final":
            return self._choose_final(k, legal)
        return self._choose_play(k, ev, legal)

    # --- play step ---------------------------------------------------------------------------------
    def _choose_play(self, k: Know, ev: Evaluator, legal: tuple[Action, ...]) -> Action:
        best, best_value = legal[0], -math.inf
        mix = self.params.greedy_mix
        table = k.table() if mix else None
        for a in legal:
            value = self.play_value(k, ev, a)
            if table is not None:
                value += mix * AI.score_play(table, a)
            if value > best_value:
                best, best_value = a, value
        return best

    def play_value(self, k: Know, ev: Evaluator, a: Action) -> float:
        me = k.me
        hand = list(k.hand)
        rows = list(k.rows)
        points = k.points[me]
        held = k.held[me]
        stones = k.stones
        tops = dict(k.tops)
        blocked: set[str] = set()
        draws = 1
        turns = max(0.0, ev.turns - 1.0 / k.n)  # this turn's draw is counted below
        extra = 0.0
        kind = a.kind
        if kind == "discard":
            c = a.cards[0]
            hand.remove(c)
            pile = f"discard/{(*COLOUR_KEYS, 'W')[COLOUR[c]]}"
            tops[pile] = c
            blocked.add(pile)
            extra -= self.params.opp_weight * ev.gift(c)
        elif kind == "claim":
            c1, c2 = a.cards
            hand.remove(c1)
            hand.remove(c2)
            held += 1
            stones = stones - {VALUE[c1]}
            for c in (c1, c2):
                pile = f"discard/{COLOUR_KEYS[COLOUR[c]]}"
                tops[pile] = c
                blocked.add(pile)
            extra -= self.params.opp_weight * max(ev.gift(c1), ev.gift(c2))
            draws = 2
        else:
            c = a.cards[0]
            hand.remove(c)
            dst = a.dst or ""
            if dst.startswith("points/"):
                points += 1
            else:
                i = 5 * me + COLOUR_KEYS.index(dst[-1])
                rows[i] = (*rows[i], c)
                if KIND[c] == END and row_status(k.rows[i])[0] == 0 and k.ended + 1 >= 5 \
                        and k.phase == "play":
                    return self._ending_value(k, ev, hand, rows, points, held)
        base = ev.value(hand, rows, points, held, stones, turns)
        deck = ev.draw_gain(hand, rows, points, held, stones, turns, base) if k.draw_left else -math.inf
        first = deck
        for zone, top in tops.items():
            if zone in blocked:
                continue
            gain = ev.value(sorted((*hand, top)), rows, points, held, stones, turns) - base
            first = max(first, gain - self.params.pile_bias)
        if first == -math.inf:
            first = 0.0
        second = max(deck, 0.0) if draws == 2 else 0.0
        return base + first + second + extra

    def _ending_value(self, k: Know, ev: Evaluator, hand: list[int], rows: list[tuple[int, ...]],
                      points: int, held: int) -> float:
        """This End card ends the game now: worth a lot if it keeps my lead, else very little."""
        me = k.me
        mine = sum(_row_points(len(rows[5 * me + col])) for col in range(N_COLOURS))
        mine += points + STONE_POINTS[min(held, 5)]
        others = max(s for p, s in enumerate(k.scores) if p != me)
        margin = mine + 2.0 - (others + 3.0)  # both sides' final plays, roughly
        now = ev.value(list(k.hand), list(k.rows), k.points[me], k.held[me], k.stones, ev.turns)
        return now + (15.0 if margin > 0 else -15.0)

    # --- draw step ---------------------------------------------------------------------------------
    def _choose_draw(self, k: Know, ev: Evaluator, legal: tuple[Action, ...]) -> Action:
        scored = self.draw_scores(k, ev, legal)
        if not scored:
            return legal[0]
        return max(scored, key=lambda x: (x[0], -x[1]))[2]

    def draw_scores(self, k: Know, ev: Evaluator,
                    legal: tuple[Action, ...]) -> list[tuple[float, int, Action]]:
        """(the evaluation's gain, index in ``legal``, draw) for every draw it considers."""
        me = k.me
        deck = next((a for a in legal if a.src == "draw"), None)
        piles = [a for a in legal if a.src != "draw"]
        if deck is not None and k.draw_left == 1 and piles:
            # the last card ends the game: take it only when ahead
            if k.lead() <= 0:
                deck = None
        turns = max(0.0, ev.turns - 1.0 / k.n)
        hand, rows, points, held = list(k.hand), list(k.rows), k.points[me], k.held[me]
        base = ev.value(hand, rows, points, held, k.stones, turns)
        out: list[tuple[float, int, Action]] = []
        mix = self.params.greedy_draw_mix
        table = k.table() if mix else None
        if deck is not None:
            gain = ev.draw_gain(hand, rows, points, held, k.stones, turns, base)
            out.append((gain + mix * (DECK_DRAW_VALUE + 0.4), legal.index(deck), deck))
        for a in piles:
            top = k.tops[a.src or ""]
            gain = ev.value(sorted((*hand, top)), rows, points, held, k.stones, turns) - base
            gain -= self.params.pile_bias
            if table is not None:
                gain += mix * (AI.keep_value(table, top) + 0.3 * AI.opp_value(table, top))
            out.append((gain, legal.index(a), a))
        return out

    # --- final plays: both at once ---------------------------------------------------------------
    def _choose_final(self, k: Know, legal: tuple[Action, ...]) -> Action:
        me = k.me
        rows = list(k.rows)
        best, best_gain = legal[-1], 0.0  # "done"
        last = k.final_made >= 1  # the second of the two final plays
        points_open = k.points[me] > 0 or any(a.dst == f"points/{me}" for a in legal)
        for a in legal:
            if a.kind != "play":
                continue
            gain, rows2, hand2 = self._final_gain(rows, k.hand, a, me)
            second = 0.0
            if not last:
                for b in self._final_options(rows2, hand2, me, points_open):
                    second = max(second, self._final_gain(rows2, hand2, b, me)[0])
            total = gain + second
            if total > best_gain + 1e-9:
                best, best_gain = a, total
        return best

    @staticmethod
    def _final_gain(rows: list[tuple[int, ...]], hand: list[int], a: Action,
                    me: int) -> tuple[float, list[tuple[int, ...]], list[int]]:
        c = a.cards[0]
        hand2 = list(hand)
        hand2.remove(c)
        dst = a.dst or ""
        if dst.startswith("points/"):
            return 1.0, rows, hand2
        i = 5 * me + COLOUR_KEYS.index(dst[-1])
        rows2 = list(rows)
        rows2[i] = (*rows[i], c)
        return float(_row_points(len(rows2[i])) - _row_points(len(rows[i]))), rows2, hand2

    @staticmethod
    def _final_options(rows: list[tuple[int, ...]], hand: list[int], me: int,
                       points_open: bool) -> list[Action]:
        """Second final plays (only their gain matters, so a light re-listing)."""
        out = []
        for c in hand:
            kind = KIND[c]
            if kind == POINT:
                if points_open:
                    out.append(Action("play", me, (c,), f"hand/{me}", f"points/{me}"))
                for col in range(N_COLOURS):
                    row = rows[5 * me + col]
                    ends, last, _ = row_status(row)
                    if not ends and last == VALUE[c]:
                        out.append(Action("play", me, (c,), f"hand/{me}", f"row/{me}/{COLOUR_KEYS[col]}"))
                continue
            row = rows[5 * me + COLOUR[c]]
            if not row:
                continue
            if kind == NUMBER:
                if Evaluator._fits(row, VALUE[c]):
                    out.append(Action("play", me, (c,), f"hand/{me}", f"row/{me}/{COLOUR_KEYS[COLOUR[c]]}"))
            elif row_status(row)[0] < 2:
                out.append(Action("play", me, (c,), f"hand/{me}", f"row/{me}/{COLOUR_KEYS[COLOUR[c]]}"))
        return out


def make_hard(rules: KeltisRules) -> KeltisHardBot:
    return KeltisHardBot(rules)
