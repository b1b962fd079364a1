"""Ard Rí's AI hooks: the bots never peek, the local solvers choose well, the hooks fit the
engine, and greedy play finishes games for every player count."""

from __future__ import annotations

import pytest

from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri import PLUGIN
from tabletop.games.ard_ri.ai import AI, best_blocks, best_payment
from tabletop.games.ard_ri.cards import CODE
from tabletop.games.ard_ri.rules import RULES
from tabletop.testing import positions
from tabletop.testing.nopeek import check_no_peek, check_same_choice_after_redeal, player_bots

from .helpers import codes, play, position


def _config(game: int, seed: int) -> MatchConfig:
    return MatchConfig("ard_ri", (2, 3, 4, 5)[game % 4], seed, {"rounds": 6})


STATES = positions.mid_game_states(RULES, _config, 16, 5, plies_per_player=60)
BOTS = player_bots(PLUGIN, 4, 4)  # Hard: 4 worlds for the Winter action, 1 for the others


@pytest.mark.parametrize("name", sorted(BOTS))
def test_same_choice_when_hidden_cards_are_redealt(name: str) -> None:
    check_same_choice_after_redeal(RULES, BOTS[name], STATES, min_changed=0.8)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_touch_the_real_state_only_through_harmless_methods(name: str) -> None:
    check_no_peek(RULES, BOTS[name], STATES[:4])


def test_upkeep_solver_pays_with_cards_that_cost_no_wealth():
    s = position(2, "samhain", houses={0: ["KS"]}, proven=["KS"], fields={0: ["10H", "9H", "5H", "6S"]})
    # 5H is not among the two highest hearts: paying with it costs no wealth
    assert codes(best_payment(s.fields[0], (), 5)) == ["5H"]
    s = play(s, RULES.format_action(AI.greedy(RULES, s, Rng(0))))
    assert codes(s.pending[0]) == ["5H"]


def test_blocker_solver_blocks_where_it_wins_and_saves_cattle():
    s = position(2, "winter", houses={0: ["QH", "JS"], 1: ["KC", "JD"]}, fields={0: ["10C", "9C"], 1: ["9H", "3H"]})
    s = play(s, "gather QH at 2", "gather JS at 2", "commit raid")
    plan = best_blocks(s, 1)
    pairs = {(CODE[d], CODE[a]) for d, a in plan}
    assert ("KC", "QH") in pairs  # the King kills the Queen raiding the hearts
    assert ("JD", "QH") not in pairs  # a Jack would die for nothing against the Queen


def test_greedy_seeks_celsine_it_can_win():
    s = position(2, "winter", hands={0: ["9S", "9H", "9D", "9C"]}, fields={0: ["10C", "8C"], 1: ["2S"]})
    s = s._replace(known=tuple(sorted(s.hands[1])))  # nothing unknown in seat 2's (empty) hand
    assert RULES.format_action(AI.greedy(RULES, s, Rng(0))) == "ceilsine 2"


def test_round_over_and_evaluate():
    s = position(2, "winter", fields={0: ["10H", "9H"], 1: ["2S"]})
    assert not AI.round_over(RULES, s)
    s = play(s, "pass", "pass")
    assert AI.round_over(RULES, s)
    values = AI.evaluate(RULES, s)
    assert len(values) == 2 and values[0] > 0.5 > values[1]


@pytest.mark.parametrize("n", [2, 5])
def test_greedy_games_finish(n: int) -> None:
    s = RULES.new_game(MatchConfig("ard_ri", n, 3))
    rng = Rng(3)
    steps = 0
    while RULES.to_act(s) is not None:
        s = RULES.apply(s, AI.greedy(RULES, s, rng)).state
        steps += 1
    assert steps <= RULES.max_steps(MatchConfig("ard_ri", n, 3))
    assert sum(RULES.returns(s)) == pytest.approx(1.0)
