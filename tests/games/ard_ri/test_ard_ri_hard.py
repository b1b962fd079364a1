"""Ard Rí's Hard and Medium players: the tactics the greedy player misses (the tactician,
Medium's policy and Hard's play-outs), Medium's flat search, Hard's tree search, whole games."""

from __future__ import annotations

import pytest

from tabletop.ai.registry import make_bot
from tabletop.ai.tournament import Spec, run
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri import PLUGIN
from tabletop.games.ard_ri.ai import AI, ARD_RI_LEVELS
from tabletop.games.ard_ri.hard import TACTICIAN, ArdRiHardBot, can_gift
from tabletop.games.ard_ri.rules import RULES
from tabletop.games.ard_ri.tree import ArdRiTreeBot
from tabletop.testing.strength import assert_strength

from .helpers import codes, play, position


def choice(bot, s) -> str:
    return RULES.format_action(bot.greedy(RULES, s, Rng(0)))


def sure_ceilsine_position(hand: tuple[str, ...] = ("2S", "2H", "2D", "2C")):
    """Seat 2 is richer and acts first in Winter (it hunts); seat 1 has two warriors at home
    against seat 2's one, and by default a poor gift (8) against seat 2's field (30 and
    three unknown cards)."""
    s = position(2, "winter", hands={0: hand}, houses={0: ["JS", "JH"], 1: ["QD"]},
                 fields={1: ["10S", "10H", "10D", "8D"]})
    return play(s, "hunt")


def test_hard_is_the_tree_search_and_medium_the_tacticians_search():
    assert ARD_RI_LEVELS["hard"].bot == "hard-tree"
    assert ARD_RI_LEVELS["medium"].bot == "hard-search"
    hard = make_bot(PLUGIN, "hard", deterministic=True, iterations=7)
    assert isinstance(hard, ArdRiTreeBot) and hard.name == "hard"
    assert hard.params.iterations == 7 and hard.params.time_ms is None
    assert make_bot(PLUGIN, "hard").params.deadline_ms == 1000.0  # the app's: timed
    assert isinstance(make_bot(PLUGIN, "medium"), ArdRiHardBot)


def test_outnumbering_the_defence_makes_celsine_sure():
    s = sure_ceilsine_position()
    assert choice(AI, s) != "ceilsine 2"  # greedy sees a gift of 8 against 39 and gives up
    assert choice(TACTICIAN, s) == "ceilsine 2"
    while RULES.to_act(s) is not None and s.season == "winter":
        s = RULES.apply(s, TACTICIAN.greedy(RULES, s, Rng(0))).state
    assert s.winner == 0  # one enforcer more than seat 2 can block: seat 1 is Ard Rí


def test_the_sure_celsine_gives_the_cheapest_gift():
    # the Nines (36) cannot beat 30 plus a margin for three unknown cards: greedy gives them
    # anyway, Hard gives the Twos, since its enforcers win whatever the gift
    s = play(sure_ceilsine_position(("2S", "2H", "2D", "2C", "9S", "9H", "9D", "9C")), "ceilsine 2")
    assert choice(AI, s).startswith("gather 9")
    for _ in range(4):
        s = play(s, choice(TACTICIAN, s))
    assert codes(s.pending[0]) == ["2C", "2D", "2H", "2S"]


@pytest.mark.parametrize(("name", "iterations"), [("medium", 4), ("hard", 60)])
def test_search_finds_the_winning_celsine(name: str, iterations: int):
    s = sure_ceilsine_position()
    bot = make_bot(PLUGIN, name, deterministic=True, iterations=iterations)
    assert RULES.format_action(bot.choose(RULES, s, Rng(1))) == "ceilsine 2"


def test_hard_is_deterministic():
    s = sure_ceilsine_position(("2S", "2H", "2D", "2C", "9S", "9H", "9D", "9C"))
    bot = make_bot(PLUGIN, "hard", deterministic=True, iterations=30)
    picks = {RULES.format_action(bot.choose(RULES, s, Rng(5))) for _ in range(2)}
    assert len(picks) == 1


def test_no_raid_that_leaves_home_open_to_a_later_rival():
    # seat 1 is richer (acts first); seat 2 acts after it with two warriors and four cards
    s = position(2, "winter", hands={1: ["3S", "4H", "5D", "6C"]}, houses={0: ["KS", "KH", "KD"], 1: ["JC", "JD"]},
                 fields={0: ["10S", "9S", "10H"], 1: ["10C", "9C", "8C"]})
    assert s.order[0] == 0 and can_gift(s, 1)
    greedy = choice(AI, s)
    assert greedy.startswith("gather K") and greedy.endswith("at 2")  # greedy raids with all three
    hard = choice(TACTICIAN, s)
    assert "at 2" not in hard  # sending all three would let seat 2 enforce céilsine after


def test_hopeless_block_only_where_the_defender_wins():
    s = position(2, "winter", hands={0: ["2S", "2H", "2D", "2C"]}, houses={0: ["JS", "JD", "QC"], 1: ["KS", "JH"]},
                 fields={1: ["10S", "10H", "10D", "10C"]})
    s = play(s, "pass", "ceilsine 2", "gather 2S", "gather 2H", "gather 2D", "gather 2C", "commit gift",
             "gather JS", "gather JD", "gather QC", "commit enforce")
    assert RULES.to_act(s) == 1 and s.stage == "defence"
    first = choice(TACTICIAN, s)
    assert first.startswith("gather KS on")  # the King kills its enforcer and lives
    s = play(s, first)
    assert choice(TACTICIAN, s) == "commit block"  # the Jack would only die: céilsine wins anyway


@pytest.mark.parametrize(("n", "level"), [(2, "hard"), (5, "hard"), (2, "medium"), (5, "medium")])
def test_games_finish(n: int, level: str) -> None:
    cfg = MatchConfig("ard_ri", n, 5, {"rounds": 6})
    bot = make_bot(PLUGIN, level, deterministic=True, iterations=2)
    s = RULES.new_game(cfg)
    steps = 0
    while (p := RULES.to_act(s)) is not None:
        a = bot.choose(RULES, s, Rng(steps)) if p == 0 else AI.greedy(RULES, s, Rng(steps))
        s = RULES.apply(s, a).state
        steps += 1
    assert steps <= RULES.max_steps(cfg)
    assert sum(RULES.returns(s)) == pytest.approx(1.0)


# --- the targets: 1,000 duplicate deals each (minutes on two cores; docs/ai.md) -----
TARGETS = [
    ("greedy", "random", 2, 2000, 0.60),
    ("hard", "greedy", 2, 2000, 0.70),  # the target (Hard = the tree search)
    ("medium", "greedy", 2, 2000, 0.60),
]


@pytest.mark.tournament
@pytest.mark.parametrize(("a", "b", "players", "games", "target"), TARGETS)
def test_ard_ri_strength_targets(a: str, b: str, players: int, games: int, target: float) -> None:
    assert_strength("ard_ri", a, b, players, games, target)


@pytest.mark.tournament
def test_five_player_tournament_finishes() -> None:
    result = run(Spec("ard_ri", "hard", "greedy", 5, 1), 10, jobs=1)
    assert result.games == 10 and 0.0 <= result.win_rate <= 1.0
