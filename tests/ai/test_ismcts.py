"""The generic search: legal, deterministic, budgets honoured, any player count."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import bot_rng
from tabletop.ai.ismcts import ISMCTS, SearchParams
from tabletop.ai.registry import make_bot
from tabletop.ai.tournament import Spec, play_deal
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig

from .helpers import HYRULE, RULES, mid_game_states


def play_log(names: list[str], n: int, seed: int, variant: str = "strategy") -> list:
    bots = [make_bot(HYRULE, name, deterministic=True, iterations=40) for name in names]
    cfg = MatchConfig("hyrule", n, seed, {"variant": variant, "rounds": 1})
    s = RULES.new_game(cfg)
    log = []
    ply = 0
    while (seat := RULES.to_act(s)) is not None:
        a = bots[seat].choose(RULES, s, bot_rng(seed, seat, ply))
        assert a in RULES.legal_actions(s)
        log.append(RULES.format_action(a))
        s = RULES.apply(s, a).state
        ply += 1
    return log


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_search_plays_legal_games_for_every_player_count(n: int) -> None:
    for variant in ("strategy", "chance"):
        log = play_log(["hard", "medium", "greedy", "easy", "random"][:n], n, 11, variant)
        assert len(log) == 7 * n


def test_same_seed_same_decisions() -> None:
    names = ["hard", "medium", "easy"]
    assert play_log(names, 3, 5) == play_log(names, 3, 5)
    assert play_log(names, 3, 5) != play_log(names, 3, 6)


def test_tournament_deal_is_reproducible() -> None:
    spec = Spec("hyrule", "medium@30", "greedy", 2, 3)
    assert play_deal(spec, 0) == play_deal(spec, 0)


def test_iteration_budget_and_time_slices() -> None:
    s = mid_game_states(1, seed=3, players=(2,), variants=("strategy",))[0]
    search = ISMCTS(RULES, HYRULE.ai, SearchParams(iterations=60))
    search.start(s, Rng(1))
    slices = 0
    while not search.step(0.5):  # tiny slices: the search resumes where it stopped
        slices += 1
    assert search.iterations == 60 and slices >= 1
    sliced = search.best()
    whole = ISMCTS(RULES, HYRULE.ai, SearchParams(iterations=60)).run(s, Rng(1))
    assert sliced == whole  # slicing does not change an iteration-budget result
    visits = sum(v for v, _ in search.root_stats().values())
    assert visits == 60


def test_time_budget_stops_the_search() -> None:
    s = mid_game_states(1, seed=4, players=(2,), variants=("strategy",))[0]
    search = ISMCTS(RULES, HYRULE.ai, SearchParams(iterations=None, time_ms=30.0))
    search.start(s, Rng(2))
    assert search.step(None)
    assert 0 < search.iterations < 10**6
    assert search.best() in RULES.legal_actions(s)


def test_single_legal_move_needs_no_search() -> None:
    cfg = MatchConfig("hyrule", 2, 1, {"variant": "chance", "blind_pick": True})
    s = RULES.new_game(cfg)
    search = ISMCTS(RULES, HYRULE.ai, SearchParams(iterations=500))
    search.start(s, Rng(0))
    assert search.done and search.iterations == 0
    assert search.best() == RULES.legal_actions(s)[0]


def test_search_needs_a_budget() -> None:
    with pytest.raises(ValueError):
        SearchParams(iterations=None)


def test_search_finds_the_obvious_win() -> None:
    """Following a 9 of diamonds with the 10 of diamonds or a heart wins the last tricks;
    the search must take the trick when that decides the round."""
    from tests.games.hyrule.helpers import hyrule_match, play

    m = hyrule_match(["9D 2S 3S 4S 6S 7S 8S", "10D 2H 4H 6H 7H 8H 9H"])
    play(m, "play 9D")
    bot = make_bot(HYRULE, "hard", deterministic=True, iterations=300)
    a = bot.choose(RULES, m.state, bot_rng(1, 1, 1))
    assert RULES.format_action(a) in {"play 10D", "play 2H"}  # hearts beat diamonds too


class TeamHyrule(type(RULES)):
    """Hyrule with partnerships (seats 0+2 against 1+3), to test shared team rewards."""

    def team_of(self, cfg: MatchConfig, seat: int) -> int:
        return seat % 2


def test_teammates_share_rewards() -> None:
    rules = TeamHyrule()
    s = rules.new_game(MatchConfig("hyrule", 4, 2, {}))
    search = ISMCTS(rules, HYRULE.ai, SearchParams(iterations=30))
    search.start(s, Rng(5))
    search.step(None)
    assert search.best() in rules.legal_actions(s)
    assert search._team_rewards((1.0, 0.0, 0.0, 0.0)) == (1.0, 0.0, 1.0, 0.0)
    assert search._team_rewards((0.0, 0.5, 0.0, 0.5)) == (0.0, 0.5, 0.0, 0.5)


def test_margin_blend_rewards_the_better_loser() -> None:
    s = RULES.new_game(MatchConfig("hyrule", 3, 2, {}))
    search = ISMCTS(RULES, HYRULE.ai, SearchParams(iterations=1, margin_weight=0.2))
    search.start(s, Rng(5))
    search.step(None)
    while RULES.to_act(s) is not None:
        s = RULES.apply_fast(s, RULES.legal_actions(s)[0])
    blended = search._rewards(RULES.returns(s), s)
    scores = RULES.scores(s)
    assert max(blended) <= 1.0 and min(blended) >= 0.0
    returns = RULES.returns(s)
    for p in range(3):
        for q in range(3):
            if returns[p] == returns[q] and scores[p] > scores[q]:
                assert blended[p] > blended[q]  # same result, more cards: a better loss
    assert sum(1 for p in range(3) if blended[p] >= 0.8) == sum(1 for r in returns if r == 1.0)


def test_fair_leads_rollouts_play_legally() -> None:
    from tabletop.games.hyrule.ai import HyruleAI

    for s in mid_game_states(6, seed=8, players=(2,), variants=("strategy",)):
        search = ISMCTS(RULES, HyruleAI(fair_leads=True), SearchParams(iterations=20))
        assert search.run(s, Rng(3)) in RULES.legal_actions(s)


def test_flat_search_tries_every_root_move_in_every_world() -> None:
    for s in mid_game_states(6, seed=9, players=(2, 3), variants=("strategy",)):
        params = SearchParams(iterations=15, flat=True, epsilon=0.0, margin_weight=0.3)
        search = ISMCTS(RULES, HYRULE.ai, params)
        search.start(s, Rng(4))
        while not search.step(0.3):  # sliced like the window's thinker
            pass
        stats = search.root_stats()
        assert set(stats) == set(RULES.legal_actions(s))
        assert {v for v, _ in stats.values()} == {15}  # common worlds: equal visits
        assert search.best() == ISMCTS(RULES, HYRULE.ai, params).run(s, Rng(4))


def test_rollout_as_is_told_the_searching_seat_when_switched_on() -> None:
    """With ``rollout_as`` the play-outs call the game's ``rollout_as`` hook with the seat
    whose search it is; without the switch (or the hook) they call ``rollout`` as before."""
    from tabletop.games.hyrule.ai import HyruleAI

    class Told(HyruleAI):
        def __init__(self) -> None:
            super().__init__()
            self.seats: set[int] = set()
            self.plain = 0

        def rollout(self, rules, state, rng):  # type: ignore[no-untyped-def]
            self.plain += 1
            return super().rollout(rules, state, rng)

        def rollout_as(self, rules, state, rng, me):  # type: ignore[no-untyped-def]
            self.seats.add(me)
            return super().rollout(rules, state, rng)

    s = mid_game_states(1, seed=9, players=(2,), variants=("strategy",))[0]
    me = RULES.to_act(s)
    on, off = Told(), Told()
    ISMCTS(RULES, on, SearchParams(iterations=5, flat=True, rollout_as=True)).run(s, Rng(1))
    ISMCTS(RULES, off, SearchParams(iterations=5, flat=True)).run(s, Rng(1))
    assert on.seats == {me} and on.plain == 0
    assert off.seats == set() and off.plain > 0
