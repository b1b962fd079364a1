"""Keltis' row plan against a sampled world's draw order (``plan.py``) and the lookahead's
options that use the world's coming draws (``LookParams.plan``, ``playout_plan``, ``mixed``):
what they count in named positions, and that they stay legal and blind."""

from __future__ import annotations

from tabletop.core.actions import Action
from tabletop.core.rng import Rng
from tabletop.games.keltis.look import KeltisLookBot, LookParams, _mixed
from tabletop.games.keltis.plan import longest_chain, plan_value
from tabletop.games.keltis.rules import RULES
from tabletop.testing.nopeek import check_no_peek

from .helpers import keltis_mid_game_states, reds_world


def test_a_chain_respects_the_rows_order_and_when_each_card_comes():
    # a rising row at 3: the 4 comes at turn 2, so the 5 held waits for it; the 8 follows
    assert longest_chain([(5, 0), (3, 0), (4, 2), (8, 1)], 3, 1, 0, 10) == 4
    # the 4 comes on the last turn: the 5 cannot follow it, one card either way
    assert longest_chain([(5, 0), (4, 5)], 3, 1, 0, 5) == 1
    # falling from 6: only the cards at or under 6 count
    assert longest_chain([(7, 0), (6, 0), (2, 1), (9, 0)], 6, -1, 0, 10) == 2
    # an empty row takes the better direction: 9, 8, 7, 1 falling
    assert longest_chain([(1, 0), (9, 0), (8, 1), (7, 2)], -1, 0, 0, 10) == 4


def test_the_plan_counts_the_rows_the_worlds_own_draws_feed():
    good, bad = reds_world(True), reds_world(False)
    # six coming reds each follow on the red row (8 cards: 7 points) in the good world
    assert plan_value(good, 0) >= plan_value(bad, 0) + 6
    # stones as given: the caller's estimate replaces the stones held
    assert plan_value(good, 0, stones=3.0) == plan_value(good, 0) + 3.0 - (-4)


def test_the_plan_leaf_differs_by_the_worlds_draw_order_and_is_off_by_default():
    good, bad = reds_world(True), reds_world(False)
    bot = KeltisLookBot(RULES, look=LookParams(plan=0.5))
    assert bot._line(RULES, good, 0) > bot._line(RULES, bad, 0) + 3
    default = KeltisLookBot(RULES)
    assert LookParams().plan == 0.0 and LookParams().rival_playout == 0.0
    assert not LookParams().playout_plan and not LookParams().mixed
    assert default._line(RULES, good, 0) == default._line(RULES, bad, 0)


def test_the_mixed_candidates_bring_in_the_best_play_of_the_other_kind():
    def act(kind: str, card: int) -> Action:
        return Action(kind, 0, (card,), "hand/0", None)

    scored = [(5.0, 0, act("play", 1)), (4.0, -1, act("play", 2)), (3.0, -2, act("play", 3)),
              (2.0, -3, act("discard", 4)), (1.0, -4, act("discard", 5))]
    out = _mixed(scored, 3)
    assert [a.cards[0] for _, _, a in out] == [1, 2, 4, 3, 5]
    assert _mixed(out, 3) == out  # already mixed: unchanged


def test_the_plan_options_stay_legal_and_blind():
    states = keltis_mid_game_states(12, seed=5)
    look = LookParams(worlds=2, playout=0.5, plan=0.3, playout_plan=True, mixed=True, rival_playout=0.5)
    bot = KeltisLookBot(RULES, look=look).configure(True, None)
    for i, (s, a) in enumerate(zip(states, check_no_peek(RULES, bot, states), strict=True)):
        assert a in RULES.legal_actions(s)
        assert bot.choose(RULES, s, Rng(i)) == bot.choose(RULES, s, Rng(i))
