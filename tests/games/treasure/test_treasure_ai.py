"""Treasure's AI hooks: the bots never peek, the planner greedy plays sensibly, the hooks fit
the engine (the shared levels play it to the end)."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import GreedyBot, ShareBot, bot_rng
from tabletop.ai.registry import make_bot
from tabletop.ai.tournament import Spec, run
from tabletop.core.actions import Action
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.treasure import PLUGIN
from tabletop.games.treasure.ai import AI, group_step
from tabletop.games.treasure.hard import TreasureHardBot, make_medium
from tabletop.games.treasure.rules import RULES
from tabletop.testing import positions
from tabletop.testing.nopeek import check_no_peek, check_same_choice_after_redeal, player_bots
from tabletop.testing.strength import assert_strength

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
    assert _fmt(s, AI.greedy(RULES, s, Rng(1))) == "add 7F to 1/1"


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


def test_levels_easy_is_the_planner_with_mistakes_medium_and_hard_are_treasures_own():
    """Easy: the planner erring half the time; Medium: Hard leaving half of its fresh
    decisions to the planner (the planner with 20 % mistakes lost to the planner)."""
    assert make_bot(PLUGIN, "easy").mistakes == 0.5
    medium, hard = make_bot(PLUGIN, "medium"), make_bot(PLUGIN, "hard")
    assert isinstance(medium, ShareBot) and medium.name == "medium" and medium.share == 0.5
    assert isinstance(medium.strong, TreasureHardBot) and isinstance(medium.weak, GreedyBot)
    assert isinstance(hard, TreasureHardBot) and hard.name == "hard"


def test_medium_finishes_a_group_it_began_as_hard_planned():
    """A group being gathered is never handed to the planner half-way: from a pending
    group, Medium's move is Hard's whatever its random draws say."""
    s = table(2, {0: ["1W", "3W", "7W", "9W", "5W", "5F", "5S", "2L"]})
    hard = TreasureHardBot(RULES)
    planner_always = make_medium(RULES)
    planner_always.share = 1.0
    fresh = [planner_always.choose(RULES, s, Rng(seed)) for seed in range(3)]
    assert all(a == AI.greedy(RULES, s, Rng(0)) for a in fresh)  # a fresh decision: the planner
    s = RULES.apply(s, hard.choose(RULES, s, Rng(1))).state  # Hard begins a group
    assert s.pending[0]
    for seed in range(5):
        assert planner_always.choose(RULES, s, Rng(seed)) == hard.choose(RULES, s, Rng(seed))


def _hard(s):
    return _fmt(s, TreasureHardBot(RULES).choose(RULES, s, Rng(1)))


def test_hard_tables_the_group_that_leaves_the_most_and_finishes_it():
    # 5W sits in a colour of winds and a set of fives: the set of three fives and the colour
    # of the four other winds together table seven cards; the planner's first choice (the
    # five-card colour) would strand the other two fives
    s = table(2, {0: ["1W", "3W", "7W", "9W", "5W", "5F", "5S", "2L"]})
    moves = []
    while s.stage == "meld" and s.turn == 0:
        a = TreasureHardBot(RULES).choose(RULES, s, Rng(1))
        moves.append(_fmt(s, a))
        s = RULES.apply(s, a).state
    committed = [m for m in moves if m.startswith("commit")]
    assert sorted(committed) == ["commit colour", "commit set"]
    assert moves[-1] == "discard 2L"


def test_hard_takes_the_whole_pile_when_it_holds_a_group():
    s = table(2, {0: ["9L", "8F"]}, discard=["4W", "4F", "4S", "2V"], stage="draw")
    assert _hard(s) == "take all"


def test_hard_does_not_feed_the_next_player_a_card_for_their_run():
    # 7S and 4L are both lonely; the 7 costs more to hold, so without a reason Hard sheds it
    s = table(2, {0: ["7S", "4L", "1W", "1F"]})
    assert _hard(s) == "discard 7S"
    # but the next seat's run 3–6 would take the 7: Hard keeps it and sheds the 4 instead
    s = table(2, {0: ["7S", "4L", "1W", "1F"]}, groups={1: [("run", ["3W", "4F", "5S", "6V"])]})
    assert _hard(s) == "discard 4L"


def _line(s):
    moves = []
    while s.stage == "meld" and s.turn == 0:
        a = TreasureHardBot(RULES).choose(RULES, s, Rng(1))
        moves.append(_fmt(s, a))
        s = RULES.apply(s, a).state
    return moves


def test_hard_declares_changing_cards_to_complete_groups():
    # the Thief in a run lets Stones change rank: a Stones 3 makes the third Warrior of a set
    # and fills the 6 of a run (the planner, playing cards as they are, only discards)
    thief_run = {1: [("run", ["Thief", "1L", "2L", "3L"])]}
    s = table(2, {0: ["5W", "5F", "3S", "9L", "2V"]}, groups=thief_run)
    assert _line(s)[:4] == ["gather 5W", "gather 5F", "gather 3S as 5S", "commit set"]
    assert _fmt(s, AI.greedy(RULES, s, Rng(1))).startswith("discard")
    s = table(2, {0: ["4W", "5F", "2S", "7V", "9L"]}, groups=thief_run)
    assert "gather 2S as 6S" in _line(s)
    # the Thief in a set lets Warriors change colour: a Flames Warrior completes a wind colour
    s = table(2, {0: ["1W", "2W", "3W", "5F", "9L"]}, groups={1: [("set", ["Thief", "4L", "4S"])]})
    assert "gather 5F as 5W" in _line(s)


def test_a_planned_group_is_gathered_by_code_with_two_identical_cards():
    # two decks: of the two 7F only the lower id is listed; a plan naming the other copy is
    # still gathered (by code) and committed
    s = table(5, {0: ["6F", "7F", "7F", "8F", "9F"]})
    low, high = (c for c in s.hands[0] if RULES.format_action(Action("discard", 0, (c,))) == "discard 7F")
    plan = tuple(c for c in s.hands[0] if c != low)
    assert high in plan
    while s.stage == "meld" and s.turn == 0:
        a = group_step(RULES.legal_actions(s), s.pending[0], "run", plan)
        assert a is not None
        s = RULES.apply(s, a).state
        if a.kind == "commit":
            break
    assert [g[0] for g in s.groups[0]] == ["run"] and len(s.groups[0][0][1]) == 4


def test_hard_and_the_planner_never_read_hidden_cards_at_eight_players():
    states = positions.mid_game_states(RULES, lambda g, seed: MatchConfig("treasure", 8, seed, {"hands": 1}),
                                       4, 7, plies_per_player=6)
    check_same_choice_after_redeal(RULES, TreasureHardBot(RULES), states, min_changed=0.75)


def test_a_six_player_table_of_every_level_plays_a_match_to_the_end():
    cfg = MatchConfig("treasure", 6, 3, {"hands": 3})
    m = Match(RULES, cfg)
    bots = [make_bot(PLUGIN, name) for name in ("hard", "medium", "easy", "greedy", "hard", "random")]
    ply = 0
    while not m.is_over:
        seat = RULES.to_act(m.state)
        m.submit(bots[seat].choose(RULES, m.state, bot_rng(3, seat, ply)))
        ply += 1
        assert ply <= RULES.max_steps(cfg)
    assert m.state.stage == "over" and m.state.hand_no >= 1


def test_hard_beats_the_planner_in_a_seeded_duplicate_match():
    result = run(Spec("treasure", "hard", "greedy", 2, 11, {}), 40)
    assert result.games == 40
    assert result.ci95[0] > 0.5, result.summary()


# --- the issue's targets (1,000 duplicate deals each; minutes on two cores) ------------------
TARGETS = [
    ("hard", "greedy", 2, 2000, 0.60),
    ("greedy", "random", 2, 2000, 0.60),
]


@pytest.mark.tournament
@pytest.mark.parametrize(("a", "b", "players", "games", "target"), TARGETS)
def test_treasure_strength_targets(a: str, b: str, players: int, games: int, target: float) -> None:
    assert_strength("treasure", a, b, players, games, target)


def test_the_evaluation_is_a_win_chance_of_the_match() -> None:
    """``evaluate`` (the review's and the Hint's win chance at a hand's end) scaled the totals
    from the last seat (0) to the first (1): a seat a point behind after the first of twelve
    hands had no chance at all, and the Hint said "about 13 % to win" of a fair position. It
    is now each seat's chance to win the match (fitted on greedy matches, docs/ai.md)."""
    from tabletop.games.treasure.ai import win_chances

    early = win_chances((30, 29), 100, 0, 12, "scored")
    assert abs(sum(early) - 1) < 1e-9 and 0.5 < early[0] < 0.55  # a point is next to nothing
    three = win_chances((60, 20, 0), 100, 1, 12, "scored")
    assert abs(sum(three) - 1) < 1e-9 and three[0] > three[1] > three[2] > 0
    assert win_chances((60, 20), 100, 1, 12, "scored")[0] > win_chances((60, 20), 200, 1, 12, "scored")[0]
    # the last hand, and few hands left, make a lead count more
    assert win_chances((60, 20), 100, 1, 3, "scored")[0] > win_chances((60, 20), 100, 1, 12, "scored")[0]
    assert win_chances((60, 20), 100, 11, 12, "scored") == (1.0, 0.0)  # decided: the last hand
    assert win_chances((100, 40, 100), 100, 2, 12, "scored") == (0.5, 0.0, 0.5)  # at the target
    assert win_chances((-100, 40), 100, 2, 12, "scored") == (0.0, 1.0)
    assert win_chances((0, 0, 0, 0), 100, 0, 12, "meld") == (0.25,) * 4


def _softmax_chances(totals: tuple[int, ...], target: int, hand_no: int, max_hands: int,
                     scale: float, exponent: float) -> tuple[float, ...]:
    """``win_chances`` before a hand decides the match, at the end of a hand ("scored"), with
    the given scale and exponent (as written before 8 players had their own)."""
    import math

    best = max(totals)
    distance = max(5.0, min(float(target - best), 35.0 * max(1, max_hands - hand_no - 1)))
    s = scale * (distance / 100.0) ** exponent
    weights = [math.exp((t - best) / s) for t in totals]
    return tuple(w / sum(weights) for w in weights)


def test_eight_players_win_chances_have_their_own_fit() -> None:
    """8 players used 5 players' scale (40 points, exponent 0.25) and were overconfident: a
    seat given 0.85 won 0.71–0.73 of the time. Their own fit (36 points, 0.125; 4,000 greedy
    matches, docs/ai.md) was better on held-out matches; 2–7 players are unchanged."""
    from tabletop.games.treasure.ai import win_chances

    lead = (90,) + (10,) * 7  # after the second of twelve hands, 10 points from the target
    before = _softmax_chances(lead, 100, 1, 12, 40.0, 0.25)
    now = win_chances(lead, 100, 1, 12, "scored")
    assert 0.8 < before[0] < 0.86
    assert now == pytest.approx(_softmax_chances(lead, 100, 1, 12, 36.0, 0.125), abs=1e-12)
    assert now[0] < before[0] - 0.05 and abs(sum(now) - 1) < 1e-9
    far = (60,) + (-40,) * 7  # early, far from the target: the lower exponent matters less
    assert win_chances(far, 100, 0, 12, "scored")[0] < _softmax_chances(far, 100, 0, 12, 40.0, 0.25)[0]
    old_scale = {2: 35.0, 3: 40.0, 4: 40.0, 5: 40.0, 6: 40.0, 7: 40.0}
    for n, scale in old_scale.items():
        for totals, hand_no, max_hands in (((80,) + (20,) * (n - 1), 1, 12),
                                           (tuple(range(0, 15 * n, 15)), 2, 12),
                                           ((45,) + (-10,) * (n - 1), 0, 3)):
            assert win_chances(totals, 100, hand_no, max_hands, "scored") == \
                _softmax_chances(totals, 100, hand_no, max_hands, scale, 0.25)  # bit for bit
