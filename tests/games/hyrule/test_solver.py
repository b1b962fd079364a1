"""Hyrule's Hard solver (games/hyrule/solver.py): what it infers and what it plays."""

from __future__ import annotations

import pytest

from tabletop.ai.registry import make_bot
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.hyrule.ai import BEAT, STRENGTH
from tabletop.games.hyrule.rules import DECK, RULES
from tabletop.games.hyrule.solver import (
    HARD_MODEL,
    RANDOM_MODEL,
    ExpectimaxBot,
    Seen,
    best_card,
    card_values,
    excluded_by_leads,
    excluded_by_play,
    read_view,
)

from .helpers import hyrule_match, play

HYRULE = REGISTRY["hyrule"]
# Seat 0 leads every trick: it wins the first three (hearts lose to spades), seat 1 the next
# two with clubs, so after five tricks it is 6 captured to 4 and seat 0 leads the 2D.
HANDS = ["3S 4S 5S 8S 9S 2D 10S", "2H 4H 6H QC KC 3D JK"]
FIRST_FIVE = ["play 3S", "play 2H", "play 4S", "play 4H", "play 5S", "play 6H",
              "play 8S", "play QC", "play 9S", "play KC"]


def card(code: str) -> int:
    return DECK.ids_for(code)[0]


def test_hard_is_the_solver_in_two_player_strategy_games() -> None:
    bot = make_bot(HYRULE, "hard")
    assert isinstance(bot, ExpectimaxBot) and bot.name == "hard" and bot.model == HARD_MODEL


def test_it_keeps_the_joker_and_takes_the_trick_with_the_cheap_card() -> None:
    """Seat 1 must win both last tricks: 3D takes the 2D now and the Joker leads the last
    trick (only the four special cards stop it); the other way round the 3D would lead into
    almost anything."""
    m = hyrule_match(HANDS)
    play(m, *FIRST_FIVE, "play 2D")
    assert m.to_act == 1
    bot = make_bot(HYRULE, "hard", deterministic=True)
    choice = bot.choose(RULES, m.state, Rng(1))
    assert RULES.format_action(choice) == "play 3D"
    seen = read_view(RULES, m.state, 1, infer=True)
    values = card_values(seen, HARD_MODEL)
    assert values[card("3D")] > values[card("JK")] + 0.3


def test_a_greedy_follower_reveals_what_it_does_not_hold() -> None:
    m = hyrule_match(HANDS)
    play(m, *FIRST_FIVE[:6])  # seat 1 threw 2H, 4H, 6H under seat 0's spades
    seen = read_view(RULES, m.state, 0, infer=True)
    excluded = set(seen.unseen) - set(seen.pool)
    # it held nothing that beats the 3S: no higher spade, no diamond, no club, no Joker
    assert {card("KS"), card("AD"), card("QC"), card("JK")} <= excluded
    assert card("KH") not in excluded  # hearts lose to spades: it may still hold high ones
    assert card("AH") in excluded  # ... but nothing weaker than the 2H it threw
    # ... until it takes the 8S with the QC: not a greedy follower, so nothing is inferred
    play(m, *FIRST_FIVE[6:8])
    assert read_view(RULES, m.state, 0, infer=True).pool == read_view(RULES, m.state, 0, True).unseen


def test_excluded_cards_follow_the_greedy_followers_rules() -> None:
    lead, threw, took = card("9D"), card("4S"), card("KH")
    thrown = excluded_by_play([[0, lead, 1, threw]], 0)
    assert thrown == {u for u in range(len(DECK))
                      if BEAT[u][lead] == 1.0 or (STRENGTH[u], u) < (STRENGTH[threw], threw)}
    taken = excluded_by_play([[0, lead, 1, took]], 0)
    assert card("2H") in taken and took not in taken  # 2H would have taken it more cheaply
    assert card("JK") not in taken  # dearer than KH: a greedy follower keeps it
    # tricks it led teach nothing; a later play of a ruled-out card cancels everything
    assert excluded_by_play([[1, lead, 0, threw]], 0) == set()
    assert excluded_by_play([[0, lead, 1, threw], [1, card("KD"), 0, card("2D")]], 0) == set()


def test_a_greedy_leader_reveals_what_it_does_not_hold() -> None:
    """A greedy leader leads its cheapest card likely to hold, else its weakest: one that
    leads the 2H (which almost anything beats) held no Joker, whose lead only four cards
    stop, and nothing cheaper than the 2H; a card as weak as the 3H it may still hold."""
    mine = tuple(card(c) for c in ("3S", "4S", "5S", "8S", "9S", "2D", "10S"))
    lead = card("2H")
    unseen = tuple(c for c in range(len(DECK)) if c not in mine and c != lead)
    excluded = excluded_by_leads([], 0, mine, unseen, lead, 6)
    assert excluded is not None
    assert set(DECK.ids_for("JK")) <= excluded
    assert {u for u in unseen if (STRENGTH[u], u) < (STRENGTH[lead], lead)} <= excluded
    assert card("3H") not in excluded
    # a lead of its strongest card teaches nothing about weaker cards
    assert card("3H") not in excluded_by_leads([], 0, mine, unseen, card("JK"), 6)
    # a later play of a ruled-out card shows it is not the greedy player: nothing is inferred
    log = [[1, lead, 0, card("3S")], [1, card("JK"), 0, card("4S")]]
    assert excluded_by_leads(log, 0, mine[2:], unseen, None, 5) is None


def test_inference_never_rules_out_a_card_the_greedy_player_holds() -> None:
    """Over seeded greedy-against-greedy games, at every decision of seat 0 the narrowed pool
    still holds every card of seat 1's hand, and its leads narrow it beyond its follows."""
    greedy = make_bot(HYRULE, "greedy")
    narrower = 0
    for seed in range(40):
        state = RULES.new_game(MatchConfig("hyrule", 2, seed))
        ply = 0
        while not state.over:
            if RULES.to_act(state) == 0:
                seen = read_view(RULES, state, 0, infer=True, infer_leads=True)
                assert set(state.hands[1]) <= set(seen.pool)
                follows_only = read_view(RULES, state, 0, infer=True)
                narrower += len(seen.pool) < len(follows_only.pool)
            state = RULES.apply(state, greedy.choose(RULES, state, Rng(seed * 100 + ply))).state
            ply += 1
    assert narrower > 100


def test_values_are_win_chances() -> None:
    jk, two = card("JK"), card("2H")
    pool = tuple(c for c in range(len(DECK)) if c not in (jk, two) and DECK.code(c) not in
                 ("3H", "AS", "5C", "5D", "JK"))
    # last trick, level on captures, I lead: the Joker cannot lose (no special card is left)
    seen = Seen(0, (jk,), pool, pool, None, 6, 6, 0)
    assert card_values(seen, HARD_MODEL) == {jk: pytest.approx(1.0)}
    # two tricks left, 8 to 4 up: one trick wins the round and the Joker is sure to take one,
    # so both leads are certain wins and the cheaper card goes first
    seen = Seen(0, (jk, two), pool, pool, None, 8, 4, 0)
    values = card_values(seen, RANDOM_MODEL)
    assert values == {jk: pytest.approx(1.0), two: pytest.approx(1.0)}
    assert best_card(values) == two
    # 4 to 8 down: only both tricks save a tie (a run-off), and a 2H led rarely survives
    seen = Seen(0, (jk, two), pool, pool, None, 4, 8, 0)
    values = card_values(seen, RANDOM_MODEL)
    assert 0.0 < values[two] < 0.3 and values[jk] < 0.3


def test_three_players_fall_back_to_the_generic_search() -> None:
    m = hyrule_match(["2H 3H 4H 5H 6H 7H 8H", "2S 3S 4S 5S 6S 7S 8S", "2D 3D 4D 5D 6D 7D 8D"])
    bot = make_bot(HYRULE, "hard", deterministic=True, iterations=8)
    action = bot.choose(RULES, m.state, Rng(3))
    assert action in RULES.legal_actions(m.state)
    assert type(bot._fallback).__name__ == "SearchBot" and bot._fallback.params.iterations == 8


def test_medium_is_the_solver_for_half_the_decisions_and_greedy_for_the_rest():
    """Medium sits between greedy and Hard (docs/ai.md: 59.6 % against greedy, Hard 61.2 %
    against it); the shared Medium search it replaced lost to greedy. Its two halves: with the
    share forced to 0 it plays Hard's card, with 1 the greedy player's."""
    from tabletop.ai.bots import GreedyBot, ShareBot

    plugin = REGISTRY["hyrule"]
    medium = make_bot(plugin, "medium", deterministic=True)
    assert isinstance(medium, ShareBot) and medium.name == "medium" and medium.share == 0.5
    hard, greedy = make_bot(plugin, "hard", deterministic=True), GreedyBot(plugin.ai)
    deals = (RULES.new_game(MatchConfig("hyrule", 2, deal, {})) for deal in range(1, 60))
    s = next(s for s in deals  # a lead where Hard and greedy differ
             if hard.choose(RULES, s, Rng(1)) != greedy.choose(RULES, s, Rng(1)))
    for seed in range(20):
        pick = medium.choose(RULES, s, Rng(seed))
        assert pick in (hard.choose(RULES, s, Rng(seed)), greedy.choose(RULES, s, Rng(seed)))
    medium.share = 0.0
    assert medium.choose(RULES, s, Rng(1)) == hard.choose(RULES, s, Rng(1))
    medium.share = 1.0
    assert medium.choose(RULES, s, Rng(1)) == greedy.choose(RULES, s, Rng(1))
