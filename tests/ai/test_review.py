"""The review of a game (issue 29): what Hard would have played at each of a seat's decisions
and what the seat's choice cost, from that seat's information only, reproducible from a seed."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from tabletop.ai.bots import bot_rng
from tabletop.ai.registry import make_bot
from tabletop.ai.review import Judged, Review, Reviewer
from tabletop.cli import run_cli
from tabletop.core.actions import Action
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY, listed
from tabletop.persistence.saves import load_match
from tabletop.testing.nopeek import PeekGuard

SAVES = Path(__file__).resolve().parents[2] / "saves"
GAMES = [p.meta.game_id for p in listed()]


def _judged(cost: float, error: float = 0.01) -> Judged:
    a, b = Action("play", 0, (1,)), Action("play", 0, (2,))
    return Judged(0, 0, a, b, 0.5, 0.5 + cost, error, 32, 5)


def test_grades_follow_the_expected_points_scale_and_the_sampling_error():
    assert _judged(0.03).grade == ""
    assert _judged(0.06).grade == "inaccuracy"
    assert _judged(0.15).grade == "mistake"
    assert _judged(0.25).grade == "blunder"
    assert _judged(0.25, error=0.2).grade == ""  # not beyond twice its error: no grade
    assert _judged(0.0).accuracy == pytest.approx(100.0, abs=0.01)
    assert _judged(0.10).accuracy < _judged(0.05).accuracy < 100.0
    review = Review((0,), [_judged(0.25), _judged(0.0), _judged(0.06)])
    assert [d.grade for d in review.costly(0)] == ["blunder", "inaccuracy"]


def test_a_seats_accuracy_weighs_its_bad_decisions_and_says_how_often_it_played_hards_move():
    """A player who discarded his first card every turn of a Keltis game read "accuracy
    95.3 %": most single moves cost little win chance, so a plain mean of the decisions'
    accuracies hides the bad ones. As on Lichess, the harmonic mean is averaged in; the
    summary also says how often the seat played Hard's own move."""
    a = Action("play", 0, (1,))
    agreed = [Judged(k, 0, a, a, 0.5, 0.5, 0.01, 32, 5) for k in range(14)]
    off = [_judged(0.02) for _ in range(2)] + [_judged(0.25), _judged(0.30)]
    review = Review((0,), agreed + off)
    plain = sum(d.accuracy for d in review.of(0)) / 18
    assert plain > 90 and review.accuracy(0) < plain - 5
    assert review.agreement(0) == (14, 18)
    assert Review((0,), agreed).accuracy(0) == pytest.approx(100.0, abs=0.01)


def test_a_seats_summary_says_what_each_figure_is():
    """"Aoife: accuracy 71.4 %, Hard's move at 10 of 30 decisions" confused a new player: 10
    of 30 did not square with 71 %, and "Hard" read as a person. Each figure now says what it
    is, and Hard is the Hard computer; the app and the command line say it alike."""
    from tabletop.ai.review_words import standing, summary

    a = Action("play", 0, (1,))
    agreed = [Judged(k, 0, a, a, 0.5, 0.5, 0.01, 32, 5) for k in range(10)]
    off = [replace(_judged(0.01), ply=10 + k) for k in range(19)] + [replace(_judged(0.3), ply=29)]
    review = Review((0,), agreed + off)
    accuracy = f"{review.accuracy(0):.0f}"
    said = standing(review, 0, "Aoife")
    assert said == (f"Aoife: accuracy {accuracy} % (the share of win chance kept); 10 of 30 moves "
                    "were the one the Hard computer would play; 1 costly decision.")
    one = Review((0,), [agreed[0], off[0]])
    assert "; 1 of 2 moves was the one the Hard computer would play; no costly decision." in standing(one, 0, "You")
    assert standing(Review((0,)), 0, "You") == "You: no decision to review."
    states = [None] * 30
    rules = SimpleNamespace(view=lambda state, seat: SimpleNamespace(info={}),
                            describe=lambda state, action: f"Play card {action.cards[0]}",
                            format_action=lambda action: f"play {action.cards[0]}")
    cli = summary(rules, states, review, 0, ["Aoife", "Brian"])
    assert cli.startswith(said + " The biggest, at move 30: Aoife chose to play card 1 [play 1]; "
                          "the Hard computer would have chosen to play card 2 [play 2]. The choice "
                          "cost 30 % win chance")
    assert "Hard's" not in said + cli


def test_the_words_show_the_margin_the_grade_is_judged_by():
    """The review showed "−0.17 win chance (±0.10)" and called it within the margin of
    error: the grade asks for more than two standard errors, and the ± now shows those two."""
    from tabletop.ai.review_words import cost_words

    within = _judged(0.17, error=0.10)
    assert within.grade == "" and within.margin == pytest.approx(0.20)
    assert cost_words(within) == "The choice cost 17 % win chance (±20 %)."
    beyond = _judged(0.17, error=0.05)
    assert beyond.grade == "mistake" and cost_words(beyond) == "The choice cost 17 % win chance (±10 %): a mistake."
    assert cost_words(beyond, "Your choice").startswith("Your choice cost 17 %")
    assert cost_words(_judged(0.0, error=0.02)) == "The play-outs rate both moves the same (±4 %)."


def test_the_review_writes_win_chance_as_the_hint_does():
    """The Review said "cost 0.10 win chance (±0.04)" while the Hint said "about 64 % to win":
    every figure of win chance the review writes, the cost and its margin, the accuracy, is
    written by the Hint's own formatter (``core.names.percent``), none as a bare fraction."""
    from tabletop.ai.review_words import cost_words, hint_reason, standing
    from tabletop.core.names import percent

    d = _judged(0.104, error=0.021)
    said = cost_words(d)
    assert f" cost {percent(d.cost)} win chance (±{percent(d.margin)}): a mistake." in said
    assert not re.search(r"\b0\.\d", said), said
    rules = SimpleNamespace(describe=lambda state, a: f"Play {a}")
    hinted = hint_reason(rules, None, 1, [(1, 0.64), (2, 0.6)], "")
    assert percent(0.64) in hinted  # the Hint's formatter, the one used above
    review = Review((0,), [d])
    assert f"accuracy {percent(review.accuracy(0) / 100)} (" in standing(review, 0, "You")
    # a cost that would be written "0 %" is said to be none
    assert cost_words(_judged(0.004)).startswith("The play-outs rate both moves the same")


def test_with_no_graded_decision_the_closest_calls_are_listed():
    """Every cost within its margin of error: the review still names the decisions Hard
    would have made otherwise, the costliest first, never one it agreed with."""
    same = replace(_judged(0.0), best=_judged(0.0).played)
    noisy = [replace(_judged(c, error=0.2), ply=i) for i, c in enumerate((0.1, 0.3, 0.05, 0.2))]
    review = Review((0,), [*noisy, same])
    assert review.costly() == []
    assert [d.ply for d in review.closest()] == [1, 3, 0]  # the three costliest
    assert Review((0,), [same]).closest() == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_demo_save_is_reviewed_reproducibly(game_id):
    match = load_match(SAVES / f"{game_id}-demo.json")
    plugin = REGISTRY[game_id]
    runs = []
    for _ in range(2):
        reviewer = Reviewer(plugin, match.states, match.actions, [0], worlds=8, seed=5)
        reviewer.todo = reviewer.todo[-2:]  # the last two decisions: the figures, not the time
        runs.append(reviewer.run().decisions)
    assert runs[0] == runs[1] and len(runs[0]) == 2
    hard = make_bot(plugin, "hard", deterministic=True)
    for d in runs[0]:
        assert d.played == match.actions[d.ply] and d.seat == 0
        # "Hard would have played" is Hard's own move, asked as a Hard seat would be there
        # (before, the review named its own estimate's best, and could call the Hint's move a
        # blunder)
        assert d.best == hard.choose(plugin.rules, match.states[d.ply], bot_rng(5, 0, d.ply))
        assert 0.0 <= d.played_value <= 1.0 and 0.0 <= d.best_value <= 1.0
        assert d.cost == max(0.0, d.best_value - d.played_value)
        if d.best == d.played:
            assert d.cost == 0.0 and d.error == 0.0


def _finished(game_id: str, seed: int = 3) -> Match:
    plugin = REGISTRY[game_id]
    opts = {"rounds": 1} if game_id == "hyrule" else {"hands": 1} if game_id in ("treasure",) else {}
    match = Match(plugin.rules, MatchConfig(game_id, 2, seed, opts))
    bot = make_bot(plugin, "greedy")
    while not match.is_over:
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_is_reviewed_from_the_seats_information_only(game_id):
    """The guard fails any peek at the real state; a twin state whose hidden cards are re-dealt
    gets the very same figures (so nothing hidden entered them)."""
    plugin = REGISTRY[game_id]
    match = _finished(game_id)
    reviewer = Reviewer(plugin, match.states, match.actions, [0], worlds=8, seed=2)
    plies = reviewer.todo[len(reviewer.todo) // 2:][:2]  # mid-game: much is still hidden
    assert plies, "the greedy game gave seat 1 no decision"
    changed = 0
    for ply in plies:
        state = match.states[ply]
        guarded = replace(plugin, rules=PeekGuard(plugin.rules, state))
        judged = Reviewer(guarded, match.states, match.actions, [0], worlds=8, seed=2).judge(ply)
        twin = plugin.rules.determinize(state, 0, Rng(99))
        changed += plugin.rules.encode(twin) != plugin.rules.encode(state)
        states = list(match.states)
        states[ply] = twin
        again = Reviewer(plugin, states, match.actions, [0], worlds=8, seed=2).judge(ply)
        assert judged == again
    assert changed, "no twin differed from the real state: the check would prove nothing"


def test_the_command_line_prints_a_line_per_decision_and_a_summary(capsys):
    # Keltis: Hard answers in a tenth of a second there (Hyrule's exact search takes ~1 s)
    assert run_cli(["review", str(SAVES / "keltis-demo.json"), "--worlds", "8"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("# review of Keltis")
    decisions = [line for line in out if line.startswith("move ")]
    assert len(decisions) == 8 and all(": You chose to " in line for line in decisions)
    assert all(line.endswith(", as the Hard computer would have.") or "; the Hard computer would have chosen to "
               in line for line in decisions)
    # each move in words, then its notation: "start your Blue row with the Blue End card [play BE]"
    assert "You chose to start your Blue row with the Blue End card [play BE]; " in decisions[0]
    assert not any(" played play " in line for line in decisions)
    assert out[-1].startswith("# You: accuracy ") and " % (the share of win chance kept); " in out[-1]
    costs = [line for line in out if " win chance (±" in line]
    assert costs and all(re.search(r" cost \d+ % win chance \(±\d+ %\)", line) for line in costs), costs
    assert "the Hard computer would play" in out[-1]


@pytest.mark.parametrize("argv", [["--seat", "7"], ["--worlds", "2"]])
def test_bad_review_arguments_are_one_line_and_exit_2(argv, capsys):
    assert run_cli(["review", str(SAVES / "keltis-demo.json"), *argv]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_the_hinted_move_is_always_weighed_even_when_the_screen_drops_it():
    """``weigh(keep=…)``: the Hint's move gets its win chance even if the quick screening
    would have left it out (without it the Hint said nothing in Keltis)."""
    from tabletop.ai.review import KEEP, weigh

    plugin = REGISTRY["keltis"]
    state = plugin.rules.new_game(MatchConfig("keltis", 2, 5, {}))
    seat = plugin.rules.to_act(state)
    legal = plugin.rules.legal_actions(state)
    assert len(legal) > KEEP
    screened = [a for a, _ in weigh(plugin, state, seat, worlds=4, seed=1)]
    dropped = next(a for a in legal if a not in screened)
    kept = [a for a, _ in weigh(plugin, state, seat, worlds=4, seed=1, keep=dropped)]
    assert dropped in kept and set(screened) <= set(kept)


def test_a_decision_is_placed_by_its_hand_round_and_trick():
    """"Move 8" meant nothing to a player; a trick game says which trick ("move 8, trick 4"),
    a game of hands which hand, a round only where there are several."""
    from tabletop.ai.review_words import where

    for game, expect in (("hyrule", ", trick "), ("seanchai", ", hand "), ("treasure", ", hand ")):
        match = load_match(SAVES / f"{game}-demo.json")
        said = where(match.rules, match.states[-1], 0, len(match.states) - 1)
        assert said.startswith(f"move {len(match.states)}") and expect in said, said
    hyrule = load_match(SAVES / "hyrule-demo.json")
    if hyrule.config.options.get("rounds", 1) == 1:
        assert ", round " not in where(hyrule.rules, hyrule.states[3], 0, 3)


def _keltis_choice() -> tuple:
    """A Keltis state where seat 0 may add a card to a row it has begun and put one on its
    Point row: (match, the add, the Point row move)."""
    plugin = REGISTRY["keltis"]
    match = Match(plugin.rules, MatchConfig("keltis", 2, 4, {}))
    rng = Rng.derived(1, "third-person")
    while True:
        if match.to_act == 0:
            legal = match.legal()
            adds = [a for a in legal if plugin.rules.describe(match.state, a).startswith("Add ")]
            points = [a for a in legal if "Point row" in plugin.rules.describe(match.state, a)]
            if adds and points:
                return match, adds[0], points[0]
        match.submit(rng.choice(match.legal()))


def test_a_named_chooser_is_told_of_in_the_third_person():
    """"Aoife chose “Add the Yellow End card to your Yellow row”" mixed a name with "your":
    the button's words were said to the seat. Now they are said of it ("Aoife chose to add the
    Yellow End card to their Yellow row"); a seat named You keeps "your"."""
    from tabletop.ai.review_words import decision

    match, add, point = _keltis_choice()
    rules, state = match.rules, match.state
    d = Judged(len(match.records), 0, add, point, 0.3, 0.72, 0.1, 24, len(match.legal()))
    label, best = rules.describe(state, add), rules.describe(state, point)
    assert " your " in label and " your " in best
    said = decision(rules, state, d, ["Aoife", "Ciara (AI)"])
    theirs = label.replace(" your ", " their ")
    assert said == (f"Aoife chose to {theirs[0].lower()}{theirs[1:]}; the Hard computer would have "
                    f"chosen to {best[0].lower()}{best[1:].replace(' your ', ' their ')}. "
                    "The choice cost 42 % win chance (±20 %): a blunder.")
    assert not re.search(r"\b[Yy]our?\b|“", said)
    mine = decision(rules, state, d, ["You", "Ciara (AI)"])
    assert mine.startswith(f"You chose to {label[0].lower()}{label[1:]}; ") and " their " not in mine
    agreed = decision(rules, state, replace(d, best=add), ["Dara (AI)", "Ciara (AI)"])
    assert agreed == f"Dara (AI) chose to {theirs[0].lower()}{theirs[1:]}, as the Hard computer would have."


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_of_every_game_can_be_told_of_a_named_seat(game_id):
    """Every button label of a game's moves, said of a named seat, keeps no word said to the
    seat ("your", "you are") and reads after "Aoife chose"."""
    from tabletop.ai.review_words import chose

    plugin = REGISTRY[game_id]
    match = Match(plugin.rules, MatchConfig(game_id, 3 if game_id == "ard_ri" else 2, 2, {}))
    rng = Rng.derived(2, "third-person")
    told = 0
    while not match.is_over and len(match.records) < 300:
        for a in match.legal():
            words = "Aoife chose" + chose(plugin.rules.describe(match.state, a), "Aoife")
            assert not re.search(r"\b[Yy]ou(rs?)?\b", words), words
            assert re.match(r"Aoife chose( to [a-z]| not to [a-z]|: their | the )", words), words
            assert "chose to choose" not in words, words
            told += 1
        match.submit(rng.choice(match.legal()))
    assert told > 50
