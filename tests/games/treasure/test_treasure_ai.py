"""Treasure's AI hooks: the bots never peek, the planner greedy plays sensibly, the hooks fit
the engine (the shared levels play it to the end)."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import bot_rng
from tabletop.ai.registry import make_bot
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.treasure import PLUGIN
from tabletop.games.treasure.ai import AI
from tabletop.games.treasure.rules import RULES
from tabletop.testing import positions
from tabletop.testing.nopeek import check_no_peek, check_same_choice_after_redeal, player_bots

from .helpers import play, table


def _config(game: int, seed: int) -> MatchConfig:
    n = (2, 3, 4, 5)[game % 4]
    return MatchConfig("treasure", n, seed, {"hands": 1})


STATES = positions.mid_game_states(RULES, _config, 16, 5, plies_per_player=12)
BOTS = player_bots(PLUGIN, 4)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_same_choice_when_hidden_cards_are_redealt(name: str) -> None:
    check_same_choice_after_redeal(RULES, BOTS[name], STATES, min_changed=0.8)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_touch_the_real_state_only_through_harmless_methods(name: str) -> None:
    check_no_peek(RULES, BOTS[name], STATES[:4])


def _fmt(s, a) -> str:
    return RULES.format_action(a)


def test_greedy_plans_the_best_group_and_plays_it_in_steps():
    s = table(2, {0: ["3W", "4F", "5S", "6V", "9L", "9F", "1L"]})
    a = AI.greedy(RULES, s, Rng(1))
    assert _fmt(s, a) == "gather 3W"
    moves = []
    while s.stage == "meld" and s.turn == 0:
        a = AI.greedy(RULES, s, Rng(1))
        moves.append(_fmt(s, a))
        s = RULES.apply(s, a).state
    assert moves[:5] == ["gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run"]
    assert moves[-1].startswith("discard")


def test_greedy_takes_a_useful_discard_and_adds_to_its_groups():
    s = table(2, {0: ["5W", "5F", "9L"]}, discard=["2L", "5S"], stage="draw")
    assert _fmt(s, AI.greedy(RULES, s, Rng(1))) == "take"
    s = table(2, {0: ["7F", "9L"]}, groups={0: [("run", ["3W", "4F", "5S", "6V"])]})
    assert _fmt(s, AI.greedy(RULES, s, Rng(1))) == "add 7F to 0/0"


def test_greedy_discards_a_lonely_card():
    s = table(2, {0: ["3W", "3F", "4W", "9L"]})
    assert _fmt(s, AI.greedy(RULES, s, Rng(1))) == "discard 9L"


def test_round_over_and_evaluate():
    s = table(2, {0: ["3W", "4F", "5S", "6V"], 1: ["9L"]})
    assert not AI.round_over(RULES, s)
    s = play(s, "gather 3W", "gather 4F", "gather 5S", "gather 6V", "commit run")
    assert AI.round_over(RULES, s)
    values = AI.evaluate(RULES, s)
    assert len(values) == 2 and values[0] > values[1]


def test_greedy_beats_random_in_a_short_series():
    wins = 0.0
    for seed in range(6):
        for greedy_seat in (0, 1):
            m = Match(RULES, MatchConfig("treasure", 2, seed, {"hands": 1}))
            bots = {greedy_seat: make_bot(PLUGIN, "greedy"), 1 - greedy_seat: make_bot(PLUGIN, "random")}
            ply = 0
            while not m.is_over:
                seat = RULES.to_act(m.state)
                m.submit(bots[seat].choose(RULES, m.state, bot_rng(seed, seat, ply)))
                ply += 1
            wins += RULES.returns(m.state)[greedy_seat]
    assert wins >= 9


def test_the_search_plays_a_six_player_hand_to_the_end():
    m = Match(RULES, MatchConfig("treasure", 6, 3, {"hands": 1}))
    bot = make_bot(PLUGIN, "hard", deterministic=True, iterations=3)
    greedy = make_bot(PLUGIN, "greedy")
    ply = 0
    while not m.is_over:
        seat = RULES.to_act(m.state)
        chooser = bot if seat == 0 and ply < 40 else greedy
        m.submit(chooser.choose(RULES, m.state, bot_rng(3, seat, ply)))
        ply += 1
    assert ply < RULES.max_steps(MatchConfig("treasure", 6, 3, {"hands": 1}))
