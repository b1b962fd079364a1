"""Undo/redo in ``Match``: back to the seat's previous decision, never past a reveal (draw,
flip, private peek) or a shuffle, and in hot seat never into another human's decisions."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.actions import Action, IllegalAction
from tabletop.core.events import CardsMoved, CardsShown, ZoneShuffled
from tabletop.core.match import Match, Seat
from tabletop.core.rules import BaseRules, GameMeta, MatchConfig, Step
from tabletop.core.zones import Vis, Zone
from tabletop.games import REGISTRY


class PeekState(NamedTuple):
    n: int
    ply: int
    stock: tuple[int, ...]  # top is last
    hands: tuple[tuple[int, ...], ...]


class PeekRules(BaseRules[PeekState]):
    """A toy game: each turn pass, peek at the stock's top card, draw it, or shuffle."""

    meta = GameMeta("peek", "Peek", 2, 4, "test game", 1)
    KINDS = ("pass", "peek", "draw", "shuffle")

    def new_game(self, cfg: MatchConfig, stacked: Any = None) -> PeekState:
        return PeekState(cfg.num_players, 0, tuple(range(20)), tuple(() for _ in range(cfg.num_players)))

    def to_act(self, s: PeekState) -> int | None:
        return None if s.ply >= 30 else s.ply % s.n

    def legal_actions(self, s: PeekState) -> tuple[Action, ...]:
        p = self.to_act(s)
        return () if p is None else tuple(Action(k, p) for k in self.KINDS)

    def apply(self, s: PeekState, a: Action) -> Step[PeekState]:
        self.check_legal(s, a)
        p, top = a.player, s.stock[-1]
        events: tuple = ()
        if a.kind == "peek":
            events = (CardsShown((top,), "stock", frozenset({p})),)
        elif a.kind == "draw":
            hands = s.hands[:p] + (s.hands[p] + (top,),) + s.hands[p + 1:]
            s = s._replace(stock=s.stock[:-1], hands=hands)
            events = (CardsMoved((top,), "stock", f"hand/{p}"),)
        elif a.kind == "shuffle":
            s = s._replace(stock=s.stock[1:] + s.stock[:1])
            events = (ZoneShuffled("stock"),)
        return Step(s._replace(ply=s.ply + 1), events)

    def zones(self, s: PeekState) -> dict[str, Zone]:
        out = {"stock": Zone("stock", s.stock, None, Vis.HIDDEN)}
        for p in range(s.n):
            out[f"hand/{p}"] = Zone(f"hand/{p}", s.hands[p], p, Vis.OWNER)
        return out

    def encode(self, s: PeekState) -> dict[str, Any]:
        return {"n": s.n, "ply": s.ply, "stock": list(s.stock), "hands": [list(h) for h in s.hands]}

    def format_action(self, a: Action) -> str:
        return a.kind


RULES = PeekRules()


def _match(*kinds: str, humans: int = 1, n: int = 2) -> Match:
    seats = tuple(Seat("human", f"H{i}") if i < humans else Seat("ai", f"A{i}") for i in range(n))
    m = Match(RULES, MatchConfig("peek", n, 1), seats)
    for k in kinds:
        m.submit(Action(k, m.to_act))
    return m


def test_undo_goes_back_to_the_seats_previous_decision_over_ai_steps():
    m = _match("pass", "pass", "pass")  # human, AI, human
    assert m.undo_target(0) == 2
    m.undo(0)
    assert len(m.records) == 2 and m.to_act == 0 and m.undo_count == 1
    m.undo(0)  # over the AI's pass to the human's first decision
    assert len(m.records) == 0 and m.state == RULES.new_game(m.config) and m.undo_count == 2
    assert not m.can_undo(0)
    with pytest.raises(IllegalAction):
        m.undo(0)


def test_redo_replays_undone_actions_and_a_new_action_clears_them():
    m = _match("pass", "draw")  # the AI's draw is hidden from the human
    before = m.state_hash()
    m.undo(0)
    assert m.can_redo()
    m.redo()
    m.redo()
    assert m.state_hash() == before and not m.can_redo()
    m.undo(0)
    m.submit(Action("peek", 0))
    assert not m.redo_stack and not m.can_redo()
    with pytest.raises(IllegalAction):
        m.redo()


def test_same_action_as_redo_keeps_the_rest_of_the_redo_stack():
    m = _match("pass", "pass")
    m.undo(0)
    m.submit(Action("pass", 0))  # what redo would do, e.g. the player plays it again
    assert m.redo_stack == [Action("pass", 1)]


@pytest.mark.parametrize("kind", ["draw", "peek", "shuffle"])
def test_own_reveal_or_shuffle_is_a_barrier(kind):
    m = _match(kind)
    assert 0 in m.records[0].revealed_to or m.records[0].shuffled
    assert not m.can_undo(0)


def test_a_private_peek_is_a_barrier_only_for_the_peeker():
    m = _match("pass", "peek")  # the AI peeks: the human learnt nothing
    assert m.records[1].revealed_to == frozenset({1})
    assert m.can_undo(0)
    m = _match("pass", "pass", "peek")
    assert not m.can_undo(0)


def test_an_ai_shuffle_is_a_barrier_for_everyone():
    m = _match("pass", "shuffle")
    assert not m.can_undo(0)


def test_hot_seat_undo_stays_within_own_decisions_since_the_hand_off():
    m = _match("pass", "pass", humans=2)  # H0 then H1
    assert m.undo_floor(1) == 1 and m.can_undo(1)
    assert m.undo_floor(0) == 2 and not m.can_undo(0)
    assert m.can_undo(0, since=0)  # an explicit floor is still honoured as given
    m.undo(1)
    assert len(m.records) == 1


def test_hot_seat_with_ai_between_humans():
    m = _match("pass", "pass", "pass", humans=2, n=3)  # H0, H1, A2; now H0 to act
    assert m.undo_floor(0) == 2 and not m.can_undo(0)
    m.submit(Action("pass", 0))
    assert m.undo_target(0) == 3


def test_explicit_since_is_never_crossed():
    m = _match("pass", "pass", "pass", "pass")
    assert m.undo_target(0, since=3) is None
    assert m.undo_target(0, since=2) == 2


def test_undo_in_random_hyrule_games_never_crosses_a_barrier():
    rules = REGISTRY["hyrule"].rules
    bot = RandomBot()
    undone = 0
    for seed in range(12):
        options = {"variant": ("strategy", "chance")[seed % 2]}
        cfg = MatchConfig("hyrule", 2 + seed % 4, seed, options)
        m = Match(rules, cfg, (Seat("human", "H"),) + tuple(Seat() for _ in range(cfg.num_players - 1)))
        while not m.is_over:
            seat = m.to_act
            m.submit(bot.choose(rules, m.state, bot_rng(seed, seat, len(m.records))))
            target = m.undo_target(0)
            if target is None:
                continue
            removed = m.records[target:]
            assert removed[0].action.player == 0
            assert all(0 not in r.revealed_to and not r.shuffled for r in removed)
            after, states_before = m.state_hash(), list(m.states)
            m.undo(0)
            undone += 1
            assert m.to_act == 0 and m.state == states_before[target]
            while m.can_redo():
                m.redo()
            assert m.state_hash() == after
    assert undone > 20


def test_hyrule_strategy_vs_ai_undo_until_the_ai_reveals_its_card():
    rules = REGISTRY["hyrule"].rules
    cfg = MatchConfig("hyrule", 2, 3, {"variant": "strategy"})
    m = Match(rules, cfg, (Seat("human", "H"), Seat()))
    m.submit(m.legal()[0])  # the human leads
    assert m.can_undo(0)
    m.submit(m.legal()[0])  # the AI answers face up: the human has seen its card
    assert not m.can_undo(0)
