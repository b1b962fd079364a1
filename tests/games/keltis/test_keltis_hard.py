"""Keltis' own bots (``hard.py``): the evaluation bot (``hard-eval``) and the lookahead over it (Hard):
sensible choices, no peeking, determinism, every player count, and a small seeded match
against the greedy player (the 1,000-game figures are in docs/ai.md and behind
``-m tournament`` in tests/ai/test_keltis_levels.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.ai.bots import bot_rng
from tabletop.ai.registry import PLAYER_LEVELS, make_bot
from tabletop.ai.tournament import Spec, run
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.keltis.hard import KeltisHardBot, _row_term, expected_stones, row_expectation
from tabletop.games.keltis.look import HARD_LOOK, KeltisLookBot, LookParams
from tabletop.games.keltis.rules import RULES
from tabletop.testing.nopeek import PeekGuard, check_no_peek, check_same_choice_after_redeal

from .helpers import FILL, build, final_plays, keltis_mid_game_states, reds_world

PLUGIN = REGISTRY["keltis"]
HARD = make_bot(PLUGIN, "hard")
EVAL = make_bot(PLUGIN, "hard-eval")  # the evaluation alone, no search
#: Hard with few worlds: the same code paths, cheap enough for many positions
LOOK = make_bot(PLUGIN, "hard", deterministic=True, iterations=4)


def hard_text(s) -> str:
    """The evaluation's move (the judgement Hard's lookahead starts from: Hard
    may overrule it by what its sampled worlds say, e.g. start a descending row with a 9
    early rather than add a card its row can take later)."""
    return RULES.format_action(EVAL.choose(RULES, s, Rng(1)))


STATES = keltis_mid_game_states(60, seed=5)


def test_hard_is_keltis_own_bot():
    assert isinstance(HARD, KeltisLookBot) and HARD.name == "hard"
    assert isinstance(LOOK, KeltisLookBot) and LOOK.look.worlds == 4 and LOOK.budget_s is None
    assert HARD.budget_s is not None  # the app's Hard stops sampling in time
    assert type(make_bot(PLUGIN, "hard-eval")) is KeltisHardBot


def test_row_expectation_is_the_row_table_without_future_cards():
    assert [row_expectation(k, 0.0) for k in range(11)] == [0, -4, -3, -2, 1, 2, 3, 6, 7, 10, 10]
    assert row_expectation(4, 2.0) > row_expectation(4, 1.0) > row_expectation(4, 0.0)
    assert row_expectation(12, 3.0) == 10.0


def test_the_between_weight_discounts_only_cards_behind_the_farthest_planned_one():
    unseen = (1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1)
    rising = (0, 3, 1)  # a rising row at 3
    # weight 1 (the default) counts every unseen card from 3 up, as before the option
    assert _row_term(2, rising, (5, 8), 0, unseen, 0.3) == _row_term(2, rising, (5, 8), 0, unseen, 0.3, 1.0)
    assert _row_term(2, rising, (5, 8), 0, unseen, 0.3)[2] == pytest.approx(0.3 * sum(unseen[3:]))
    # weight 0.5: the cards from 3 to 7 count half, since the 8 held for the row passes them
    lam = _row_term(2, rising, (5, 8), 0, unseen, 0.3, 0.5)[2]
    assert lam == pytest.approx(0.3 * (sum(unseen[8:]) + 0.5 * sum(unseen[3:8])))
    assert _row_term(2, rising, (), 0, unseen, 0.3, 0.5) == _row_term(2, rising, (), 0, unseen, 0.3)


def test_expected_stones_counts_chances_and_the_cap():
    assert expected_stones(4, (), 0.0, 9) == 6.0
    assert expected_stones(4, (1.0,), 0.0, 9) == 10.0
    assert expected_stones(4, (0.5,), 0.0, 9) == pytest.approx(8.0)
    assert expected_stones(2, (1.0, 1.0), 0.0, 3) == 4.0  # only one stone left to take


# --- sensible choices ------------------------------------------------------------------------------
def test_hard_extends_a_row_without_a_gap():
    s = build(2, ["R6 B9 G2 Y4 P7 W3 BE GE", FILL], rows={(0, "R"): "R3 R5"})
    assert hard_text(s) == "play R6"


def test_hard_keeps_the_card_that_would_be_stranded():
    s = build(2, ["R6 R9 B2 G8 P3 W1 BE GE", FILL], rows={(0, "R"): "R3 R5"})
    assert hard_text(s) != "play R9"


def test_hard_takes_its_fifth_stone():
    s = build(2, ["G5 Y4 Y9 R9 P8 B0 B8 BE", "Y0 Y3 Y6 Y8 Y10 P1 P10 G0"],
              rows={(0, "G"): "G1 G4 G6 G7", (0, "Y"): "Y1 Y2 Y4 Y5 Y7", (0, "R"): "R4 W4 R2 RE RE",
                    (0, "P"): "P0 P3 P4", (0, "B"): "B7 B5 B3 B3"},
              stones={0: "S1 S3 S4 S5", 1: "S6 S7"}, draw_size=2)
    assert hard_text(s).startswith("claim ")


def test_hard_final_plays_take_both_gains():
    moves, s = final_plays(lambda s: HARD.choose(RULES, s, Rng(0)))
    assert moves[:2] == ["play G4", "play G5"]  # 1 -> 3 cards: each play gains
    assert len(s.rows[2]) == 5 and RULES.to_act(s) is None  # then both plays on the red row


# --- never peeks; same position, same move ------------------------------------------------------
@pytest.mark.parametrize("bot", [EVAL, LOOK], ids=["eval", "look"])
def test_same_choice_when_hidden_cards_are_redealt(bot):
    check_same_choice_after_redeal(RULES, bot, STATES, min_changed=0.9, first_seed=900)


@pytest.mark.parametrize("bot", [EVAL, LOOK], ids=["eval", "look"])
def test_bots_touch_the_real_state_only_through_harmless_methods(bot):
    for s, a in zip(STATES, check_no_peek(RULES, bot, STATES), strict=True):
        assert a in RULES.legal_actions(s)


@pytest.mark.parametrize("cls", [KeltisHardBot, KeltisLookBot])
def test_the_guard_catches_a_peek(cls):
    class Peeker(cls):
        def choose(self, rules, state, rng):
            rules.scores(state)
            return super().choose(rules, state, rng)

    s = STATES[0]
    with pytest.raises(AssertionError, match="real state"):
        Peeker(RULES).choose(PeekGuard(RULES, s), s, Rng(0))


@pytest.mark.parametrize("name", ["cheat-look", "cheat-deep"])
def test_the_ceiling_probes_do_peek_and_are_never_a_level(name):
    # they search the real state on purpose (docs/ai.md, the ceiling): the guard must catch them
    bot = make_bot(PLUGIN, name)
    assert bot.look.cheat and name not in PLAYER_LEVELS
    assert all(level.bot != name for level in PLUGIN.ai.levels.values())
    s = STATES[0]
    with pytest.raises(AssertionError, match="real state"):
        bot.choose(PeekGuard(RULES, s), s, Rng(0))
    assert bot.choose(RULES, s, Rng(0)) in RULES.legal_actions(s)


def test_evaluation_decisions_do_not_depend_on_the_rng_or_on_history():
    fresh = make_bot(PLUGIN, "hard-eval")
    for i, s in enumerate(STATES[:30]):
        a = EVAL.choose(RULES, s, Rng(i))
        assert fresh.choose(RULES, s, Rng(10_000 + i)) == a
        decision = EVAL.begin(RULES, s, Rng(i))
        assert decision.step(5.0) and decision.best() == a


def test_lookahead_decisions_depend_only_on_the_seed():
    fresh = make_bot(PLUGIN, "hard", deterministic=True, iterations=4)
    for i, s in enumerate(STATES[:20]):
        a = LOOK.choose(RULES, s, Rng(i))
        assert fresh.choose(RULES, s, Rng(i)) == a
        assert a in RULES.legal_actions(s)
        decision = LOOK.begin(RULES, s, Rng(i))  # the window's form: a world per slice
        while not decision.step(0.0):
            pass
        assert decision.best() == a


@pytest.mark.parametrize("look", [LookParams(worlds=2, draws=3), LookParams(worlds=2, rounds=2),
                                  LookParams(worlds=2, endgame=99, end_draws=2),
                                  LookParams(worlds=2, playout=0.5, playout_turns=4),
                                  LookParams(worlds=2, playout=0.5, playout_eval=2)],
                         ids=["draws", "rounds", "endgame", "playout", "playout-eval"])
def test_the_optional_searches_stay_legal_blind_and_sliced(look):
    # off in Hard (they did not help, docs/ai.md), kept as options: they must still never peek
    bot = KeltisLookBot(RULES, look=look).configure(True, None)
    for i, (s, a) in enumerate(zip(STATES[:12], check_no_peek(RULES, bot, STATES[:12]), strict=True)):
        assert a in RULES.legal_actions(s)
        decision = bot.begin(RULES, s, Rng(i))
        while not decision.step(0.0):
            pass
        assert decision.best() == bot.choose(RULES, s, Rng(i))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_plays_whole_games_with_every_player_count(players):
    bots = [LOOK, make_bot(PLUGIN, "greedy"), EVAL, LOOK][:players]
    m = Match(RULES, MatchConfig("keltis", players, 21 + players))
    while not m.is_over:
        seat = m.to_act
        m.submit(bots[seat].choose(RULES, m.state, bot_rng(21, seat, len(m.records))))
        assert len(m.records) <= RULES.max_steps(m.config)
    assert sum(RULES.returns(m.state)) == pytest.approx(1.0)


@pytest.mark.parametrize("bot", [EVAL, LOOK], ids=["eval", "look"])
def test_two_hard_bots_do_not_stall(bot):
    m = Match(RULES, MatchConfig("keltis", 2, 4))
    while not m.is_over:
        m.submit(bot.choose(RULES, m.state, bot_rng(4, m.to_act, len(m.records))))
    assert len(m.records) < 300


# --- strength: a small fixed duplicate match ------------------------------------------------------
def test_evaluation_beats_greedy_in_a_seeded_duplicate_match():
    # the evaluation alone (Hard's lookahead costs ~1 s of CPU a game: -m tournament)
    result = run(Spec("keltis", "hard-eval", "greedy", 2, 3, {}), 60)
    assert result.games == 60
    assert result.win_rate >= 0.6 and result.mean_score_diff > 1.0, result.summary()


# --- the solitaire play-out at the leaf (LookParams.playout, off: docs/ai.md) --------------------
def test_the_playout_values_the_worlds_own_draw_order():
    good, bad = reds_world(True), reds_world(False)
    bot = KeltisLookBot(RULES, look=LookParams(playout=1.0))
    # the evaluation sees the same unseen cards in both worlds: the same expected score
    assert bot._expected(RULES, good, 0) == bot._expected(RULES, bad, 0)
    # the play-out draws every other card (the rival's turns take the rest): reds or junk
    assert bot._solitaire(RULES, good, 0) >= bot._solitaire(RULES, bad, 0) + 5
    # so the leaf differs with the option and not without it (the leaf is seat 0 to play)
    assert bot._line(RULES, good, 0) > bot._line(RULES, bad, 0) + 5
    default = KeltisLookBot(RULES)
    assert default._line(RULES, good, 0) == default._line(RULES, bad, 0)
    # a horizon hands the rest to the evaluation: after 0 own turns it is the evaluation
    short = KeltisLookBot(RULES, look=LookParams(playout=1.0, playout_turns=1))
    assert short._solitaire(RULES, good, 0) > short._solitaire(RULES, bad, 0)


def test_hard_plays_out_and_the_default_parameters_never_do(monkeypatch):
    # Hard's leaf is half play-out (HARD_LOOK); ``LookParams()`` keeps the leaf of before
    assert HARD.look == replace(HARD_LOOK, worlds=HARD.look.worlds) and HARD_LOOK.playout == 0.5
    assert LookParams().playout == 0.0
    plain = KeltisLookBot(RULES, look=LookParams(worlds=4))

    def boom(*args, **kwargs):
        raise AssertionError("the play-out ran with the default parameters")

    monkeypatch.setattr(KeltisLookBot, "_solitaire", boom)
    for i, s in enumerate(STATES[:10]):
        assert plain.choose(RULES, s, Rng(i)) in RULES.legal_actions(s)


def test_the_playout_never_peeks_at_the_real_draw_order():
    bot = KeltisLookBot(RULES, look=LookParams(worlds=2, playout=1.0, playout_turns=3)).configure(True, None)
    check_same_choice_after_redeal(RULES, bot, STATES[:15], min_changed=0.9, first_seed=700)


def test_the_playout_greedy_makes_the_greedy_players_moves(monkeypatch):
    # the play-out's greedy player (rival keep values memoised for the play-out, the lead
    # counted only when asked) chooses exactly what the greedy player would, at every step
    from tabletop.games.keltis import look

    steps = []

    def both(rules, s, seat, legal, opp):
        fast = solo(rules, s, seat, legal, opp)
        assert fast == look._greedy_fast(rules, s, seat, legal)
        steps.append(fast)
        return fast

    solo = look._solo_greedy
    monkeypatch.setattr(look, "_solo_greedy", both)
    bot = KeltisLookBot(RULES, look=LookParams(playout=1.0))
    for i, s in enumerate(STATES[:20]):
        me = RULES.to_act(s)
        if RULES.phase(s) == "play":
            bot._solitaire(RULES, RULES.determinize(s, me, Rng(800 + i)), me)
    assert len(steps) > 100


def test_the_playouts_first_own_turns_may_be_the_evaluation_bots(monkeypatch):
    # ``playout_eval`` (off; measured in docs/ai.md, "a stronger play-out"): the play-out's
    # first own turns, play and draw, by the evaluation bot, the rest by the greedy player
    from tabletop.games.keltis import look

    who: list[str] = []
    greedy, decide = look._solo_greedy, KeltisLookBot.decide
    monkeypatch.setattr(look, "_solo_greedy", lambda *a: who.append("G") or greedy(*a))
    monkeypatch.setattr(KeltisLookBot, "decide", lambda self, k, legal: who.append("E") or decide(self, k, legal))
    s = next(s for s in STATES if RULES.phase(s) == "play" and len(s.draw) > 20)
    me = RULES.to_act(s)
    world = RULES.determinize(s, me, Rng(5))
    KeltisLookBot(RULES, look=LookParams(playout=1.0, playout_eval=99))._solitaire(RULES, world, me)
    assert "G" not in who and len(who) > 10
    who.clear()
    KeltisLookBot(RULES, look=LookParams(playout=1.0, playout_eval=2))._solitaire(RULES, world, me)
    first_greedy = who.index("G")
    assert 1 <= first_greedy <= 4 and who.count("G") > 5  # two turns' plays and draws, then greedy
    who.clear()
    KeltisLookBot(RULES, look=LookParams(playout=1.0))._solitaire(RULES, world, me)
    assert who[0] == "G"  # by default the greedy player from the first turn
