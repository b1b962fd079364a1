"""The AI never peeks: a re-deal of everything a seat cannot see must not change its choice,
and on the real state a bot calls only the rules methods that reveal nothing."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import SearchBot, bot_rng
from tabletop.ai.levels import HARD
from tabletop.ai.registry import make_bot
from tabletop.core.match import Match
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.seanchai.ai import SEANCHAI_LEVELS
from tabletop.testing.nopeek import (
    PeekGuard,
    check_no_peek,
    check_same_choice_after_redeal,
    player_bots,
)

from .helpers import HYRULE, RULES, mid_game_states

STATES = mid_game_states(200)
BOTS = player_bots(HYRULE, 16)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_same_choice_when_hidden_cards_are_redealt(name: str) -> None:
    # the re-deals must really move hidden cards in over 90% of the states
    check_same_choice_after_redeal(RULES, BOTS[name], STATES, min_changed=0.9)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_touch_the_real_state_only_through_harmless_methods(name: str) -> None:
    check_no_peek(RULES, BOTS[name], STATES[:40])


def test_the_cheat_bot_does_peek() -> None:
    """The guard is not toothless: the ceiling bot searches the real state and is caught."""
    bot = make_bot(HYRULE, "cheat", deterministic=True, iterations=4)
    s = STATES[0]
    with pytest.raises(AssertionError, match="real state"):
        bot.choose(PeekGuard(RULES, s), s, bot_rng(0, RULES.to_act(s), 0))


def test_the_cheat_bot_is_the_games_own_hard_search_where_hard_is_a_search() -> None:
    """Seanchaí's Hard is a tuned search (its own worlds, play-outs that stop at a hand's end):
    its ceiling is that search on the real state, and the guard catches it too."""
    seanchai = REGISTRY["seanchai"]
    bot = make_bot(seanchai, "cheat", deterministic=True, iterations=3)
    own = SEANCHAI_LEVELS["hard"].deterministic().search
    assert isinstance(bot, SearchBot) and bot.params.cheat
    assert bot.params.round_end_at_once == own.round_end_at_once is True
    assert bot.params.iterations == 3
    hyrule = make_bot(HYRULE, "cheat", deterministic=True)
    assert hyrule.params.iterations == HARD.search.iterations  # Hyrule's Hard is a solver: generic
    rules = seanchai.rules
    s = Match(rules, MatchConfig("seanchai", 2, 5)).state
    with pytest.raises(AssertionError, match="real state"):
        bot.choose(PeekGuard(rules, s), s, bot_rng(0, rules.to_act(s), 0))
