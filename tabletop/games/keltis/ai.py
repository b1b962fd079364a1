"""Keltis' AI hooks: a greedy heuristic player, a fast rollout policy and an evaluation.

The greedy player scores every legal action and takes the best:

* play a card that extends one of its rows in the row's direction, the smaller the gap the
  better, and never one that strands cards it holds for that row;
* start a row only with enough cards of the colour in hand and enough turns left to reach
  four cards (rows of 1–3 cards score negative);
* put Point cards on a row whose last number card matches, else on its Point row;
* close a row with an End card when it is long and its hand holds nothing more for it (and
  take the end-of-game trigger only when it leads);
* claim a wishing stone with a pair when the stone table gains more than the pair is worth;
* discard the card worth least to itself and to the opponents (they may pick it up);
* draw a discard-pile top only if it is clearly useful, else the draw pile (so greedy play
  never stalls).

It reads only ``rules.view`` for its seat. The rollout policy is a much cheaper version of the
same ideas that runs on determinized worlds (it always draws from the draw pile, so a play-out
finishes within the draw pile's length: the move cap against stalling). ``evaluate`` turns
current scores plus a rough row potential into per-seat values in [0, 1].
"""

from __future__ import annotations

import math
from typing import Any

from ...ai.levels import Level
from ...core.actions import Action
from ...core.protocols import AiHooksBase
from ...core.rng import Rng
from .deck import COLOUR, END, KIND, NUMBER, POINT, VALUE
from .rules import KeltisRules
from .state import DRAW, FINAL, ROW_POINTS, STONE_POINTS, KeltisState, row_status

N_COLOURS = 5
DECK_DRAW_VALUE = 1.3  # what an unseen card from the draw pile is worth to keep, roughly


def row_value(length: float) -> float:
    """The row table, interpolated for fractional (expected) lengths."""
    if length <= 0:
        return 0.0
    if length >= 9:
        return 10.0
    lo = int(length)
    frac = length - lo
    if lo == 0:
        return -4.0 * frac  # between "no row" and a 1-card row
    return ROW_POINTS[lo] + frac * (ROW_POINTS[lo + 1] - ROW_POINTS[lo])


def _gain(length: int) -> int:
    """Points for one more card in a row of ``length`` cards."""
    return ROW_POINTS[min(length + 1, 9)] - ROW_POINTS[min(length, 9)]


def _stone_gain(held: int) -> int:
    return STONE_POINTS[min(held + 1, 5)] - STONE_POINTS[min(held, 5)]


def _stone_worth(held: int) -> float:
    """A stone's worth on the way to five: the table is convex, so average what is left."""
    if held >= 5:
        return 0.0
    return (STONE_POINTS[5] - STONE_POINTS[held]) / (5 - held)


class Table:
    """What one seat knows, in the shape the heuristics want."""

    __slots__ = ("me", "n", "phase", "hand", "rows", "tops", "draw_left", "stones", "held", "scores",
                 "ended")

    def __init__(self, me: int, n: int, phase: str, hand: list[int], rows: list[tuple[int, ...]],
                 tops: dict[str, int], draw_left: int, stones: set[int], held: list[int],
                 scores: list[int], ended: int) -> None:
        self.me = me
        self.phase = phase
        self.tops = tops  # discard pile zone -> its top card
        self.n = n
        self.hand = hand
        self.rows = rows
        self.draw_left = draw_left
        self.stones = stones  # stone numbers still available
        self.held = held  # stones per seat
        self.scores = scores
        self.ended = ended  # rows (or colours) the End-card trigger counts so far

    @property
    def turns_left(self) -> float:
        """My expected turns before the draw pile runs out (End cards may end it sooner)."""
        return self.draw_left / self.n

    def lead(self) -> int:
        mine = self.scores[self.me]
        best_other = max(s for p, s in enumerate(self.scores) if p != self.me)
        return mine - best_other


def table_from_view(rules: KeltisRules, state: KeltisState, me: int) -> Table:
    """The seat's knowledge, read from its view only (no peeking)."""
    view = rules.view(state, me)
    zones = view.zones
    n = len([z for z in zones if z.startswith("hand/")])
    hand = [c for c in zones[f"hand/{me}"].cards if c is not None]
    rows = []
    for p in range(n):
        for colour in "GYRPB":
            rows.append(tuple(c for c in zones[f"row/{p}/{colour}"].cards if c is not None))
    stones = {VALUE[c] for c in zones["stones"].cards if c is not None}
    held = [zones[f"stones/{p}"].count for p in range(n)]
    tops = {}
    for pile in "GYRPBW":
        top = zones[f"discard/{pile}"].top
        if top is not None:
            tops[f"discard/{pile}"] = top
    return Table(me, n, view.phase, hand, rows, tops, zones["draw"].count, stones, held,
                 list(view.info["scores"]), int(view.info["ended_rows"]))


def table_fields(rules: KeltisRules, state: KeltisState, me: int) -> tuple:
    """A ``Table``'s fields but the scores and the ended rows, read straight from a state."""
    tops = {f"discard/{pile}": cards[-1] for pile, cards in zip("GYRPBW", state.piles, strict=True) if cards}
    return (me, state.n, rules.phase(state), list(state.hands[me]), list(state.rows), tops,
            len(state.draw), {VALUE[c] for c in state.stones}, [len(w) for w in state.won])


def table_from_state(rules: KeltisRules, state: KeltisState, me: int) -> Table:
    """The same, read straight from a (determinized) state: for play-outs, where it is fast."""
    return Table(*table_fields(rules, state, me), list(rules.scores(state)), rules.ended_rows(state))


#: Keltis' levels. Easy is the greedy player with 50 % random moves. Hard is Keltis' own bot
#: (``look.py``, ``"hard-look"``): an expected-final-score evaluation (``hard.py``,
#: ``"hard-eval"``) with its best few plays checked in sampled worlds through the rivals' next
#: turn. Medium (``"medium-share"``) is Hard for half of its decisions and the greedy player
#: for the rest: the evaluation bot alone, Medium before, was as strong as Hard head to head
#: (figures in docs/ai.md). The generic search (ISMCTS) is not used here: it lost to greedy (12.5 % over
#: 24 games) because its play-outs build rows for free.
KELTIS_LEVELS: dict[str, Level] = {
    "easy": Level("easy", "Easy", mistakes=0.5),
    "medium": Level("medium", "Medium", bot="medium-share"),
    "hard": Level("hard", "Hard", bot="hard-look"),
}


class KeltisAI(AiHooksBase):
    """The ``AiHooks`` for Keltis. ``greedy_rollouts``: play-outs use the greedy
    scoring of the play step (stronger, slower) instead of the quick policy."""

    levels = KELTIS_LEVELS

    def __init__(self, greedy_rollouts: bool = False) -> None:
        self.greedy_rollouts = greedy_rollouts

    # --- greedy ------------------------------------------------------------------------------------
    def greedy(self, rules: KeltisRules, state: KeltisState, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        me = rules.to_act(state)
        assert me is not None
        t = table_from_view(rules, state, me)
        if t.phase == "draw":
            return self._choose_draw(t, legal)
        if t.phase == "final":
            return self._choose_final(t, legal)
        return self._choose_play(t, legal)

    # scoring helpers on a Table ----------------------------------------------------------------------
    def _fit(self, row: tuple[int, ...], value: int) -> tuple[bool, int, int]:
        """(fits, gap, direction it would give) for a number card on ``row``."""
        ends, last, direction = row_status(row)
        if ends:
            return False, 0, 0
        if last < 0:
            return True, 0, 0
        if direction == 0:
            return True, abs(value - last), (value > last) - (value < last)
        if direction > 0:
            return value >= last, value - last, 1
        return value <= last, last - value, -1

    def _colour_cards(self, t: Table, colour: int, without: tuple[int, ...] = ()) -> list[int]:
        return [VALUE[c] for c in t.hand if KIND[c] == NUMBER and COLOUR[c] == colour and c not in without]

    def _chain(self, row: tuple[int, ...], values: list[int]) -> int:
        """How many of ``values`` could still follow on ``row`` (best direction if open)."""
        ends, last, direction = row_status(row)
        if ends:
            return 0
        if last < 0:
            if not values:
                return 0
            up = max(sum(1 for v in values if v >= x) for x in values)
            down = max(sum(1 for v in values if v <= x) for x in values)
            return max(up, down)
        up = sum(1 for v in values if v >= last)
        down = sum(1 for v in values if v <= last)
        if direction > 0:
            return up
        if direction < 0:
            return down
        return max(up, down)

    def _room(self, row: tuple[int, ...]) -> int:
        ends, last, direction = row_status(row)
        if ends:
            return 0
        if last < 0:
            return 10
        if direction > 0:
            return 10 - last
        if direction < 0:
            return last
        return max(last, 10 - last)

    def _future(self, t: Table, room: int) -> float:
        """Cards a row with ``room`` values left may still gain from future draws."""
        return t.turns_left * 0.16 * (room + 1) / 11.0 * 0.8

    def _projected(self, t: Table, row: tuple[int, ...], values: list[int]) -> float:
        """Expected final length of a row given the hand, limited by turns left."""
        if row_status(row)[0]:
            return float(len(row))
        gain = self._chain(row, values) + self._future(t, self._room(row))
        return len(row) + min(gain, t.turns_left + 1)

    def keep_value(self, t: Table, card: int, seat: int | None = None, pairs: bool = True) -> float:
        """What holding ``card`` is worth to ``seat`` (default: me), roughly in points."""
        seat = t.me if seat is None else seat
        kind = KIND[card]
        base = 5 * seat
        if kind == POINT:
            for col in range(N_COLOURS):
                ends, last, _ = row_status(t.rows[base + col])
                if not ends and last == VALUE[card]:
                    return 2.2
            return 1.0
        row = t.rows[base + COLOUR[card]]
        if kind == END:
            ends = row_status(row)[0]
            if ends == 1:
                return 1.6
            if ends == 0 and len(row) >= 3:
                return 0.9
            return 0.1
        fits, gap, _ = self._fit(row, VALUE[card])
        pair = 0.0
        if pairs and seat == t.me and VALUE[card] in t.stones and t.held[seat] < 5 and any(
                x != card and KIND[x] == NUMBER and VALUE[x] == VALUE[card] for x in t.hand):
            pair = 1.2  # half of a stone claim
        if not fits:
            return pair
        if row:
            return max(pair, 0.4, 2.4 - 0.25 * gap)
        if seat != t.me:
            return 0.3
        mates = len(self._colour_cards(t, COLOUR[card], (card,)))
        return max(pair, min(1.5, 0.2 + 0.35 * mates) * min(1.0, t.turns_left / 8.0))

    def opp_value(self, t: Table, card: int) -> float:
        return max((self.keep_value(t, card, q) for q in range(t.n) if q != t.me), default=0.0)

    # play step -----------------------------------------------------------------------------------
    def _choose_play(self, t: Table, legal: tuple[Action, ...]) -> Action:
        best, best_score = legal[0], -math.inf
        for a in legal:
            score = self.score_play(t, a)
            if score > best_score:
                best, best_score = a, score
        return best

    def score_play(self, t: Table, a: Action) -> float:
        kind = a.kind
        if kind == "discard":
            c = a.cards[0]
            return -self.keep_value(t, c) - 0.5 * self.opp_value(t, c)
        if kind == "claim":
            c1, c2 = a.cards
            gain = _stone_worth(t.held[t.me])
            cost = self.keep_value(t, c1, pairs=False) + self.keep_value(t, c2, pairs=False)
            return gain + 1.3 - cost - 0.15 * (self.opp_value(t, c1) + self.opp_value(t, c2))
        c = a.cards[0]
        dst = a.dst or ""
        card_kind = KIND[c]
        if dst.startswith("points/"):
            return 1.0
        col = "GYRPB".index(dst[-1])
        row = t.rows[5 * t.me + col]
        length = len(row)
        if card_kind == POINT:
            return 2.5 + 0.5 * _gain(length)
        if card_kind == END:
            return self._score_end(t, row, col)
        return self._score_number(t, row, col, c)

    def _score_number(self, t: Table, row: tuple[int, ...], col: int, card: int) -> float:
        v = VALUE[card]
        others = self._colour_cards(t, col, (card,))
        if not row:
            projected = 1 + self._projected(t, (card,), others) - 1
            value = row_value(min(projected, t.turns_left + 1))
            extremity = 0.15 * abs(v - 5)
            return value - 1.0 + extremity
        _, gap, _ = self._fit(row, v)
        before = self._chain(row, others)
        after = self._chain((*row, card), others)
        stranded = max(0, before - after)
        return 3.0 + 0.5 * _gain(len(row)) - 0.35 * gap - 2.0 * stranded

    def _score_end(self, t: Table, row: tuple[int, ...], col: int) -> float:
        ends = row_status(row)[0]
        if not row:
            return -8.0
        score = float(_gain(len(row)))
        if ends == 0:
            values = self._colour_cards(t, col)
            lost = self._projected(t, row, values) - len(row)
            score -= 1.5 * lost
            if t.ended + 1 >= 5:  # this End card would end the game
                score += 6.0 if t.lead() > 0 else -6.0
        return score

    # draw step ------------------------------------------------------------------------------------
    def _choose_draw(self, t: Table, legal: tuple[Action, ...]) -> Action:
        deck = next((a for a in legal if a.src == "draw"), None)
        piles = [a for a in legal if a.src != "draw"]
        if deck is not None and t.draw_left == 1:
            # drawing the last card ends the game: only when ahead (or with no choice)
            if t.lead() > 0 or not piles:
                return deck
        best, best_score = deck, DECK_DRAW_VALUE + 0.4
        for a in piles:
            top = t.tops[a.src or ""]
            score = self.keep_value(t, top) + 0.3 * self.opp_value(t, top)
            if score > best_score:
                best, best_score = a, score
        return best if best is not None else legal[0]

    # final plays ---------------------------------------------------------------------------------
    def _choose_final(self, t: Table, legal: tuple[Action, ...]) -> Action:
        best, best_gain = legal[-1], 0.0  # "done"
        for a in legal:
            if a.kind != "play":
                continue
            dst = a.dst or ""
            if dst.startswith("points/"):
                gain = 1.0
            else:
                row = t.rows[5 * t.me + "GYRPB".index(dst[-1])]
                gain = float(_gain(len(row)))
                if KIND[a.cards[0]] == NUMBER and row:
                    gain -= 0.01 * self._fit(row, VALUE[a.cards[0]])[1]  # keep room for a 2nd play
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    # --- rollout: a cheap policy on determinized worlds ----------------------------------------------
    def rollout(self, rules: KeltisRules, state: KeltisState, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        stage = state.stage
        if stage == DRAW:
            return legal[0]  # the draw pile comes first whenever it can be drawn
        p = state.turn
        if self.greedy_rollouts:
            t = table_from_state(rules, state, p)
            return self._choose_final(t, legal) if stage == FINAL else self._choose_play(t, legal)
        rows = state.rows
        base = 5 * p
        if stage == FINAL:
            for a in legal:
                dst = a.dst
                if a.kind == "play" and (dst is None or dst[0] == "p" or rows[base + "GYRPB".index(dst[-1])]):
                    return a
            return legal[-1]
        best, best_score = legal[0], -99.0
        held = len(state.won[p])
        hand = state.hands[p]
        for a in legal:
            kind = a.kind
            c = a.cards[0]
            if kind == "discard":
                score = -_quick_keep(rows, base, c)
            elif kind == "claim":
                score = _stone_worth(held) + 1.0 - _quick_keep(rows, base, c) - _quick_keep(rows, base, a.cards[1])
            else:
                dst = a.dst or ""
                if dst[0] == "p":
                    score = 0.8
                elif KIND[c] == POINT:
                    score = 3.0
                else:
                    row = rows[base + COLOUR[c]]
                    if KIND[c] == END:
                        ends = row_status(row)[0]
                        score = -9.0 if not row else (2.5 if ends else (1.0 if len(row) >= 5 else -2.0))
                    elif not row:
                        if len(state.draw) > 8 * state.n:
                            col = COLOUR[c]
                            mates = sum(1 for x in hand if KIND[x] == NUMBER and COLOUR[x] == col) - 1
                            score = -1.8 + 0.8 * mates + 0.1 * abs(VALUE[c] - 5)
                        else:
                            score = -5.0
                    else:
                        last = row_status(row)[1]
                        score = 3.0 - 0.4 * abs(VALUE[c] - last)
            if score > best_score:
                best, best_score = a, score
        return best

    # --- evaluation ------------------------------------------------------------------------------
    def evaluate(self, rules: KeltisRules, state: KeltisState) -> tuple[float, ...] | None:
        """Per-seat values in [0, 1]: a logistic of each seat's lead in scores plus potential."""
        n = state.n
        turns = len(state.draw) / n
        values = []
        for p in range(n):
            total = float(len(state.points[p]) + STONE_POINTS[min(len(state.won[p]), 5)])
            for col in range(N_COLOURS):
                row = state.rows[5 * p + col]
                if not row:
                    continue
                ends, last, direction = row_status(row)
                extra = 0.0
                if not ends:
                    room = 10 - last if direction > 0 else (last if direction < 0 else 10)
                    extra = min(turns * 0.16 * (room + 1) / 11.0, turns)
                total += row_value(len(row) + extra)
            values.append(total)
        out = []
        for p in range(n):
            best_other = max(v for q, v in enumerate(values) if q != p)
            out.append(1.0 / (1.0 + math.exp(-(values[p] - best_other) / 6.0)))
        return tuple(out)


def _quick_keep(rows: tuple[tuple[int, ...], ...], base: int, card: int) -> float:
    kind = KIND[card]
    if kind == POINT:
        return 0.8
    row = rows[base + COLOUR[card]]
    if kind == END:
        return 0.3 if row else 0.0
    if not row:
        return 0.4
    ends, last, direction = row_status(row)
    if ends:
        return 0.0
    v = VALUE[card]
    if direction == 0 or (v >= last if direction > 0 else v <= last):
        return max(0.3, 2.0 - 0.2 * abs(v - last))
    return 0.0


AI: Any = KeltisAI()

