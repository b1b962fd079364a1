"""The search with the table kit: multi-step decisions, answers out of turn and 8 seats (the
Kit test game), play-outs that stop at the end of a hand, and a guard against looping rules."""

from __future__ import annotations

import time

import pytest

from tabletop.ai.bots import bot_rng
from tabletop.ai.ismcts import ISMCTS, RunawayPlayout, SearchParams
from tabletop.ai.registry import make_bot
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.testing.kitgame.ai import KitAI
from tabletop.testing.kitgame.rules import KitRules, KitState

KIT = REGISTRY["kit"]
RULES = KIT.rules


@pytest.mark.parametrize(("players", "teams"), [(8, False), (8, True), (3, False)])
def test_every_level_plays_whole_games_with_steps_and_windows(players, teams):
    cfg = MatchConfig("kit", players, 4, {"teams": teams})
    names = ["hard", "medium", "easy", "greedy", "random"]
    bots = [make_bot(KIT, names[p % len(names)], deterministic=True, iterations=12) for p in range(players)]
    s = RULES.new_game(cfg)
    kinds = set()
    ply = 0
    while (seat := RULES.to_act(s)) is not None:
        a = bots[seat].choose(RULES, s, bot_rng(cfg.seed, seat, ply))
        assert a in RULES.legal_actions(s)
        kinds.add(a.kind)
        s = RULES.apply(s, a).state
        ply += 1
        assert ply <= RULES.max_steps(cfg)
    assert {"gather", "commit", "decline"} <= kinds  # steps and windows were decided by bots


def _gathering_state(phase: str = "gather") -> KitState:
    """An 8-seat position with a real choice in ``phase`` ("gather": in the middle of a
    multi-step decision, cards already pending; "play": at a turn's start)."""
    for seed in range(50):
        s = RULES.new_game(MatchConfig("kit", 8, seed))
        rng = Rng(seed)
        while RULES.to_act(s) is not None:
            legal = RULES.legal_actions(s)
            if RULES.phase(s) == phase and len(legal) > 1:
                return s
            s = RULES.apply_fast(s, rng.choice(legal))
    raise AssertionError("no gathering position found")


def test_search_in_the_middle_of_a_step_sequence_keeps_to_it():
    s = _gathering_state()
    search = ISMCTS(RULES, KIT.ai, SearchParams(iterations=150))
    a = search.run(s, Rng(1))
    assert a in RULES.legal_actions(s) and a.kind in ("gather", "commit")
    assert search.iterations == 150


class CountingAI(KitAI):
    def __init__(self) -> None:
        self.evaluations = 0

    def evaluate(self, rules, state):
        self.evaluations += 1
        assert self.round_over(rules, state)  # only where the hand ended, in these tests
        return super().evaluate(rules, state)


@pytest.mark.parametrize("stop", [True, False])
def test_play_outs_stop_at_the_end_of_the_hand_only_when_asked(stop):
    s = RULES.new_game(MatchConfig("kit", 4, 9))
    ai = CountingAI()
    ISMCTS(RULES, ai, SearchParams(iterations=40, stop_at_round=stop)).run(s, Rng(2))
    assert (ai.evaluations > 0) == stop


class LoopingKit(KitRules):
    """A broken variant: passing never ends the game (everyone may pass forever)."""

    def _end_turn(self, s, p, events):
        return super()._end_turn(s._replace(passes=0), p, events)


def test_a_play_out_that_loops_is_stopped_with_an_error():
    rules = LoopingKit()
    s = rules.new_game(MatchConfig("kit", 2, 1))
    with pytest.raises(RunawayPlayout):
        ISMCTS(rules, None, SearchParams(iterations=50, use_policy=False)).run(s, Rng(0))


@pytest.mark.parametrize(("gathering", "expected"), [(True, 40), (False, 100)])
def test_follow_up_steps_get_a_share_of_the_budget(gathering, expected):
    s = _gathering_state("gather" if gathering else "play")
    search = ISMCTS(RULES, KIT.ai, SearchParams(iterations=100, follow_up=0.4))
    search.run(s, Rng(5))
    assert search.iterations == expected


def test_the_worker_decides_a_kit_step_from_the_encoded_state():
    from tabletop.ai.worker import Thinker

    s = _gathering_state()
    with Thinker() as thinker:
        thinker.start("kit", RULES.encode(s), RULES.to_act(s), "medium@30", 8)
        while (action := thinker.poll()) is None:
            time.sleep(0.005)
    assert action in RULES.legal_actions(s) and action.kind in ("gather", "commit")
