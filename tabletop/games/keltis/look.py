"""Keltis' Hard: the evaluation bot's judgement (``hard.py``) checked by a short lookahead over
the rivals' replies in sampled worlds (docs/ai.md, "Keltis Hard: the lookahead")."""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Any

from ...ai.bots import Decision
from ...core.actions import Action
from ...core.rng import Rng
from .ai import AI, KeltisAI, Table, table_fields, table_from_state
from .hard import DEFAULT, Evaluator, HardParams, KeltisHardBot, Know
from .rules import KeltisRules
from .state import FINAL, OVER, PLAY, KeltisState

# --- lookahead over the rivals' replies -------------------------------------------------------
LOOK_BUDGET_S = 0.6
LOOK_MIN_WORLDS = 4


@dataclass(frozen=True)
class LookParams:
    """The lookahead's budget and blend (tuned by duplicate matches against greedy)."""

    top: int = 3  # plays searched: the evaluation's best by its own judgement
    worlds: int = 12  # sampled worlds per decision (every candidate plays in each)
    opp_weight: float = 1.0  # the best rival's expected score, subtracted at the leaf
    prior: float = 1.0  # weight of the evaluation's own score of the play, added to the leaf mean
    draws: int = 0  # draws searched likewise (the evaluation's best); 0: the evaluation's draw
    draw_prior: float = 1.0  # weight of the evaluation's own score of a draw
    rounds: int = 1  # own turns played out before the leaf (the later ones by the evaluation bot)
    endgame: int = 0  # draw pile at most this: lines run to the game's end, judged by the outcome
    end_draws: int = 0  # draws searched likewise in the endgame (0: the evaluation's draw)
    win_bonus: float = 10.0  # endgame leaf: the score difference plus this for a win (half: tie)
    cheat: bool = False  # search the real state, every card seen: the ceiling probes only
    #: weight of the seat's own score from a solitaire play-out at the leaf (``_solitaire``);
    #: the evaluation's expected score keeps the rest. 0: off (no play-out at all)
    playout: float = 0.0
    playout_turns: int = 0  # own turns played out before the evaluation takes over (0: to the end)
    playout_eval: int = 0  # the play-out's first own turns played by the evaluation bot (then greedy)


class KeltisLookBot(KeltisHardBot):
    """The evaluation's judgement, checked by a short lookahead: its best few plays are each
    played in the same sampled worlds (``determinize``: only what the seat can see; common
    random numbers), followed by the evaluation bot's own draw and every rival's next turn by
    the greedy player, and judged there by the expected-score evaluation of the seat less its
    best rival's (Hard, ``HARD_LOOK``: the seat's own score half from a solitaire play-out of
    its remaining turns against that world's draw order, ``_solitaire``). This sees what the
    turn gives away or wins: the discard a rival picks up, the stone it claims first, the card
    the draw brings. Draws and final plays are the evaluation bot's. ``begin`` searches one world per slice, so the window never waits."""

    #: the timed bot (the app's) stops sampling after this long, once it has this many worlds
    budget_s: float | None = None

    def __init__(self, rules: KeltisRules, params: HardParams = DEFAULT,
                 look: LookParams = LookParams(), name: str = "hard") -> None:
        super().__init__(rules, params, name)
        self.look = look

    def configure(self, deterministic: bool, iterations: int | None) -> KeltisLookBot:
        """``iterations`` sets the worlds; without ``deterministic`` a decision also stops
        sampling after ``LOOK_BUDGET_S`` (once ``LOOK_MIN_WORLDS`` are in), so a slow or
        loaded machine still answers within a second."""
        if iterations is not None:
            self.look = replace(self.look, worlds=iterations)
        self.budget_s = None if deterministic else LOOK_BUDGET_S
        return self

    def choose(self, rules: KeltisRules, state: Any, rng: Rng) -> Action:
        search = self._search(rules, state, rng)
        while True:
            try:
                next(search)
            except StopIteration as done:
                return done.value

    def begin(self, rules: KeltisRules, state: Any, rng: Rng) -> Decision:
        return _Sliced(self._search(rules, state, rng))

    def _search(self, rules: KeltisRules, state: Any, rng: Rng) -> Generator[None, None, Action]:
        """The decision, yielding after every world."""
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        me = rules.to_act(state)
        assert me is not None
        k = Know(rules, state, me)
        look = self.look
        to_end = k.draw_left <= look.endgame
        draws = look.end_draws if to_end else look.draws
        if look.worlds <= 0 or k.phase == "final" or (k.phase == "draw" and draws <= 0):
            return self.decide(k, legal)
        ev = Evaluator(k, self.params)
        scored = []
        if k.phase == "draw":
            scored = [(look.draw_prior * v, -i, a) for v, i, a in self.draw_scores(k, ev, legal)]
            top = draws
        else:
            mix = self.params.greedy_mix
            table = k.table() if mix else None
            for i, a in enumerate(legal):
                value = self.play_value(k, ev, a)
                if table is not None:
                    value += mix * AI.score_play(table, a)
                scored.append((value, -i, a))
            top = look.top
        scored.sort(reverse=True)
        cands = [a for _, _, a in scored[:top]]
        if not cands:
            return legal[0]
        if len(cands) == 1:
            return cands[0]
        totals = [0.0] * len(cands)
        stop = None if self.budget_s is None else time.perf_counter() + self.budget_s
        done = 0
        for _ in range(self.look.worlds):
            if stop is not None and done >= LOOK_MIN_WORLDS and time.perf_counter() > stop:
                break
            world = state if look.cheat else rules.determinize(state, me, rng)
            for i, a in enumerate(cands):
                totals[i] += self._line(rules, rules.apply_fast(world, a), me, to_end)
            done += 1
            yield
        prior = 1.0 if k.phase == "draw" else look.prior  # draw scores carry their weight
        best = max(range(len(cands)), key=lambda i: (totals[i] / done + prior * scored[i][0], -i))
        return cands[best]

    def _line(self, rules: KeltisRules, s: KeltisState, me: int, to_end: bool = False) -> float:
        """Play on until ``me`` is to play again (its draw by the evaluation bot, the rivals by
        the greedy player) and judge the position: ``me``'s expected final score less the best
        rival's (the real scores if the game ends first). ``to_end``: play on to the game's end
        and add ``win_bonus`` for a win (half for a tie), since only winning counts."""
        rounds = self.look.rounds
        while True:
            seat = rules.to_act(s)
            if seat is None:
                scores = rules.scores(s)
                diff = scores[me] - max(v for q, v in enumerate(scores) if q != me)
                if to_end:
                    diff += self.look.win_bonus * (1.0 if diff > 0 else 0.5 if diff == 0 else 0.0)
                return diff
            if seat == me and s.stage == PLAY and not to_end:
                rounds -= 1
                if rounds <= 0:
                    break
            legal = rules.legal_actions(s)
            if len(legal) == 1:
                a = legal[0]
            elif seat == me:
                a = self.decide(Know(rules, s, me, fast=True), legal)
            else:
                a = _greedy_fast(rules, s, seat, legal)
            s = rules.apply_fast(s, a)
        mine = self._expected(rules, s, me)
        w = self.look.playout
        if w > 0.0:
            mine = (1.0 - w) * mine + w * self._solitaire(rules, s, me)
        rival = max(self._expected(rules, s, q) for q in range(s.n) if q != me)
        return mine - self.look.opp_weight * rival

    def _solitaire(self, rules: KeltisRules, s: KeltisState, me: int) -> float:
        """``me``'s score from playing its own remaining turns in this world (``s``: a sampled
        world, never the real state, with ``me`` to play): its plays and draws by the greedy
        player (the evaluation bot costs ~30 times as much a decision), which sees only what
        ``me`` would see (the draw pile's order is used only by drawing from it), so no
        strategy fusion across worlds. Every rival turn
        is skipped but takes its one card off the draw pile (the greedy player mostly draws
        there), so ``me`` draws the cards it would draw and the game ends about when it would;
        the rivals' discards, pick-ups and stone claims are not modelled (a bias common to the
        candidates of a decision, which share each world). After ``playout_turns`` own turns
        (0: none) the evaluation values the rest; at the end, ``me``'s final plays and score."""
        limit = self.look.playout_turns
        burn = s.n - 1
        turns = 0
        opp: dict[int, float] = {}  # the rivals' rows never change here: their keep values neither
        while True:
            stage = s.stage
            if stage == OVER:
                return float(rules.seat_score(s, me))
            if stage == FINAL:
                if s.turn != me:  # only ``me``'s final plays; then the game is over
                    s = s._replace(turn=me, pending=0, ender=me)
            elif s.turn != me:  # the rivals' turns: each takes the draw pile's top card
                if len(s.draw) <= burn:
                    s = s._replace(draw=(), turn=me, stage=FINAL, pending=0, blocked=(),
                                   deck_drawn=False, ender=me, reason="deck")
                else:
                    s = s._replace(draw=s.draw[:-burn], turn=me, quiet=0)
                continue
            elif stage == PLAY:
                if limit and turns >= limit:
                    return self._expected(rules, s, me)
                turns += 1
            legal = rules.legal_actions(s)
            if len(legal) == 1:
                a = legal[0]
            elif stage == FINAL or turns <= self.look.playout_eval:  # (a turn's play and draw)
                a = self.decide(Know(rules, s, me, fast=True), legal)
            else:
                a = _solo_greedy(rules, s, me, legal, opp)
            s = rules.apply_fast(s, a)

    def _expected(self, rules: KeltisRules, s: KeltisState, seat: int) -> float:
        k = Know(rules, s, seat, fast=True)
        ev = Evaluator(k, self.params)
        return ev.value(list(k.hand), list(k.rows), k.points[seat], k.held[seat], k.stones, ev.turns)


class _Sliced:
    """A lookahead run in slices: ``step`` advances it a world at a time until ``max_ms``."""

    iterations: int | None = None

    def __init__(self, search: Generator[None, None, Action]) -> None:
        self._search = search
        self._action: Action | None = None

    def step(self, max_ms: float | None = None) -> bool:
        if self._action is not None:
            return True
        until = None if max_ms is None else time.perf_counter() + max_ms / 1000.0
        while True:
            try:
                next(self._search)
            except StopIteration as done:
                self._action = done.value
                return True
            if until is not None and time.perf_counter() >= until:
                return False

    def best(self) -> Action:
        assert self._action is not None
        return self._action


#: Hard's lookahead (issue 29, docs/ai.md): the seat's own score at the leaf is half the
#: evaluation's, half a solitaire play-out's to the game's end in the sampled world (75.25 % vs
#: greedy over 400 games of seed 1, where the leaf without it won 68.1 %)
HARD_LOOK = LookParams(playout=0.5)


def make_look(rules: KeltisRules) -> KeltisLookBot:
    return KeltisLookBot(rules, look=HARD_LOOK)


#: the ceiling probes (docs/ai.md; never offered to a player, caught by the no-peek guard):
#: Hard's lookahead on the real state (one world: it is the only one), and a wider, deeper one
CHEAT = LookParams(worlds=1, cheat=True)
CHEAT_DEEP = LookParams(worlds=1, cheat=True, top=8, rounds=2)


def make_cheat(rules: KeltisRules) -> KeltisLookBot:
    return KeltisLookBot(rules, look=CHEAT, name="cheat-look")


def make_cheat_deep(rules: KeltisRules) -> KeltisLookBot:
    return KeltisLookBot(rules, look=CHEAT_DEEP, name="cheat-deep")


#: Medium's share of decisions left to the greedy player (issue 29: the evaluation bot, Medium
#: before, was not below Hard: 49.75 % head to head over 200 games, docs/ai.md)
MEDIUM_SHARE = 0.5


def make_medium(rules: KeltisRules) -> Any:
    """Medium: Hard's lookahead for half of the decisions, the greedy player for the rest."""
    from ...ai.bots import GreedyBot, ShareBot

    return ShareBot(KeltisLookBot(rules, name="medium"), GreedyBot(AI), MEDIUM_SHARE, "medium")


def _greedy_fast(rules: KeltisRules, s: KeltisState, seat: int, legal: tuple[Action, ...]) -> Action:
    """The greedy player's move in a sampled world (its table read straight from the state)."""
    t = table_from_state(rules, s, seat)
    if t.phase == "draw":
        return AI._choose_draw(t, legal)
    if t.phase == "final":
        return AI._choose_final(t, legal)
    return AI._choose_play(t, legal)


class _SoloTable(Table):
    """The greedy player's table in a solitaire play-out: the scores and the ended rows (read
    only for the lead and an End card) are counted when asked, and the rivals' keep values are
    shared by the play-out."""

    __slots__ = ("opp", "state", "rules")

    def __init__(self, rules: KeltisRules, state: KeltisState, me: int, opp: dict[int, float]) -> None:
        (self.me, self.n, self.phase, self.hand, self.rows, self.tops, self.draw_left, self.stones,
         self.held) = table_fields(rules, state, me)
        self.opp, self.state, self.rules = opp, state, rules

    @property  # type: ignore[override]
    def scores(self) -> list[int]:
        return list(self.rules.scores(self.state))

    @property  # type: ignore[override]
    def ended(self) -> int:  # read only when an End card is scored
        return self.rules.ended_rows(self.state)

    def lead(self) -> int:
        scores = self.scores
        return scores[self.me] - max(v for p, v in enumerate(scores) if p != self.me)


class _SoloAI(KeltisAI):
    """The greedy player, with a rival's keep value of a card looked up in the play-out's memo
    (the same moves as ``AI``: the same numbers, counted once)."""

    def opp_value(self, t: Table, card: int) -> float:
        memo = t.opp  # type: ignore[attr-defined]
        v = memo.get(card)
        if v is None:
            v = memo[card] = KeltisAI.opp_value(self, t, card)
        return v


_SOLO_AI = _SoloAI()


def _solo_greedy(rules: KeltisRules, s: KeltisState, seat: int, legal: tuple[Action, ...],
                 opp: dict[int, float]) -> Action:
    """``_greedy_fast`` in a solitaire play-out (the rivals' rows fixed): the same move."""
    t = _SoloTable(rules, s, seat, opp)
    if t.phase == "draw":
        return _SOLO_AI._choose_draw(t, legal)
    return _SOLO_AI._choose_play(t, legal)
