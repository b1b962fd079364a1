"""Keltis AI: sensible greedy choices, no peeking, every level plays, and no endless stalling."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import bot_rng
from tabletop.ai.registry import make_bot
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.keltis.ai import AI, KeltisAI
from tabletop.games.keltis.rules import DRAW, RULES
from tabletop.testing.nopeek import check_same_choice_after_redeal, player_bots

from .helpers import build, final_plays, keltis_mid_game_states, play

PLUGIN = REGISTRY["keltis"]
FILL = "Y0 Y1 Y2 Y8 Y9 Y10 P0 P10"
SMART = KeltisAI(greedy_rollouts=True)


def greedy_text(s) -> str:
    return RULES.format_action(AI.greedy(RULES, s, Rng(1)))


STATES = keltis_mid_game_states(40, seed=3)


# --- greedy makes sensible choices -------------------------------------------------------------------
def test_greedy_extends_a_row_without_a_gap():
    s = build(2, ["R6 B9 G2 Y4 P7 W3 BE GE", FILL], rows={(0, "R"): "R3 R5"})
    assert greedy_text(s) == "play R6"


def test_greedy_prefers_the_card_that_strands_nothing():
    s = build(2, ["R6 R9 B2 G8 P3 W1 BE GE", FILL], rows={(0, "R"): "R3 R5"})
    assert greedy_text(s) == "play R6"  # R9 first would strand the R6


def test_greedy_puts_a_point_card_on_its_matching_row():
    s = build(2, ["W5 B9 G2 Y4 P7 R0 BE GE", FILL], rows={(0, "R"): "R3 R5"})
    assert greedy_text(s) == "play W5 R"


def test_greedy_does_not_start_a_hopeless_row_late():
    s = build(2, ["B2 G9 Y5 P7 R0 W3 W4 GE", FILL], draw_size=2)
    assert not greedy_text(s).startswith("play ") or greedy_text(s).endswith("points")


def test_greedy_claims_a_stone_with_a_dead_pair():
    s = build(2, ["B5 G5 R9 P1 R10 W3 W4 GE", FILL], rows={(0, "B"): "B6 B7", (0, "G"): "G2 G6"})
    assert greedy_text(s) == "claim G5 B5"  # neither 5 fits its row; stone 5 is worth more


def test_greedy_draws_a_useful_discard_and_else_the_deck():
    s = build(2, ["R6 B9 G2 Y4 P7 W3 BE GE", FILL], rows={(0, "R"): "R3 R5"}, piles={"R": "R6", "G": "G10"})
    s = play(s, "discard BE")
    assert s.stage == DRAW and greedy_text(s) == "draw R"
    s2 = build(2, ["R6 B9 G2 Y4 P7 W3 BE GE", FILL], rows={(0, "R"): "R3 R5"}, piles={"G": "G10"})
    s2 = play(s2, "discard BE")
    assert greedy_text(s2) == "draw deck"


def test_greedy_final_plays_take_every_gain_then_stop():
    moves, s = final_plays(lambda s: AI.greedy(RULES, s, Rng(0)))
    assert moves[:2] == ["play G4", "play G5"]  # 1 -> 3 cards: each play gains
    assert len(moves) == 4 and len(s.rows[2]) == 5  # then two plays on the red row
    assert RULES.to_act(s) is None


# --- hooks are legal, cheap and blind to hidden cards --------------------------------------------------
def test_rollout_and_greedy_are_legal_and_evaluate_is_in_range():
    for i, s in enumerate(STATES):
        legal = RULES.legal_actions(s)
        assert AI.rollout(RULES, s, Rng(i)) in legal
        assert SMART.rollout(RULES, s, Rng(i)) in legal
        assert AI.greedy(RULES, s, Rng(i)) in legal
        values = AI.evaluate(RULES, s)
        assert values is not None and len(values) == s.n and all(0.0 <= v <= 1.0 for v in values)


BOTS = player_bots(PLUGIN, 8)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_same_choice_when_hidden_cards_are_redealt(name):
    # at least 18 of the 20 re-deals move hidden cards
    check_same_choice_after_redeal(RULES, BOTS[name], STATES[:20], min_changed=0.85, first_seed=500)


def test_rollout_play_outs_end_within_the_draw_pile():
    """The rollout policy always draws from the draw pile: a play-out is a few plies per card."""
    for seed in range(5):
        s = RULES.new_game(MatchConfig("keltis", 2, seed))
        rng = Rng(seed)
        plies = 0
        while RULES.to_act(s) is not None:
            s = RULES.apply_fast(s, AI.rollout(RULES, s, rng))
            plies += 1
        assert plies <= 3 * 56 + 6


# --- all levels play whole games; stalling cannot go on forever ----------------------------------------
def test_every_level_finishes_a_game():
    names = ["easy", "medium", "hard"]
    bots = [make_bot(PLUGIN, name, deterministic=True, iterations=6) for name in names]
    m = Match(RULES, MatchConfig("keltis", 3, 4))
    while not m.is_over:
        seat = m.to_act
        m.submit(bots[seat].choose(RULES, m.state, bot_rng(4, seat, len(m.records))))
    assert sum(RULES.returns(m.state)) == pytest.approx(1.0)


class Staller:
    """Always draws a discard-pile card when the rules let it."""

    name = "staller"

    def choose(self, rules, state, rng):
        legal = rules.legal_actions(state)
        piles = [a for a in legal if a.kind == "draw" and a.src != "draw"]
        if piles:
            return piles[-1]
        discards = [a for a in legal if a.kind == "discard"]
        return (discards or list(legal))[0]


def test_two_stallers_still_reach_the_end():
    m = Match(RULES, MatchConfig("keltis", 2, 9))
    bot = Staller()
    while not m.is_over:
        m.submit(bot.choose(RULES, m.state, None))
        assert len(m.records) <= RULES.max_steps(m.config)
    assert m.state.reason in ("deck", "rows")


def test_greedy_self_play_does_not_stall():
    bot = make_bot(PLUGIN, "greedy")
    for seed in range(3):
        m = Match(RULES, MatchConfig("keltis", 2, seed))
        while not m.is_over:
            m.submit(bot.choose(RULES, m.state, bot_rng(seed, m.to_act, len(m.records))))
        assert len(m.records) < 250
