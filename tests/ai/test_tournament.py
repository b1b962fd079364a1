"""Tournament arithmetic and command, plus the full strength targets behind -m tournament."""

from __future__ import annotations

import json

import pytest

from tabletop.ai.tournament import Spec, run, wilson
from tabletop.cli import run_cli


def test_wilson_interval() -> None:
    lo, hi = wilson(80, 100)
    assert lo == pytest.approx(0.7112, abs=1e-3) and hi == pytest.approx(0.8666, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    lo, hi = wilson(50.5, 100)  # ties count half
    assert lo < 0.505 < hi


def test_duplicate_deals_rotate_seats() -> None:
    result = run(Spec("hyrule", "random", "random", 3, 4), 7)
    assert result.deals == 3 and result.games == 9  # whole deals, every seat rotation
    assert result.fair_share == pytest.approx(1 / 3)


def test_mirror_match_is_even() -> None:
    """The same bot on both sides of every duplicate deal scores exactly half."""
    result = run(Spec("hyrule", "greedy", "greedy", 2, 2), 60)
    assert result.win_rate == pytest.approx(0.5)
    assert result.mean_score_diff == pytest.approx(0.0)


def test_tournament_command_json(capsys) -> None:
    code = run_cli(["tournament", "hyrule", "--a", "greedy", "--b", "random", "--games", "20",
                    "--seed", "3", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 20 and out["a"] == "greedy" and len(out["ci95"]) == 2


def test_tournament_command_rejects_unknown_bot(capsys) -> None:
    assert run_cli(["tournament", "hyrule", "--a", "genius", "--b", "random"]) == 2
    err = capsys.readouterr().err
    assert "--a takes a bot" in err and "not 'genius'" in err  # one sentence naming the flag


def test_bench_ai_prints_think_times(capsys) -> None:
    assert run_cli(["bench", "ai", "hyrule", "--level", "medium", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert "median" in out and "p95" in out and "iterations" in out


# --- the targets: 1,000 duplicate games each (tens of minutes on a 2-core machine) --
TARGETS = [
    ("greedy", "random", 0.60),
    ("hard", "greedy", 0.60),
    ("hard", "medium", 0.55),
    ("medium", "easy", 0.55),
]


@pytest.mark.tournament
@pytest.mark.parametrize(("a", "b", "target"), TARGETS)
def test_strength_targets(a: str, b: str, target: float) -> None:
    result = run(Spec("hyrule", a, b, 2, 1), 1000, jobs=2)
    print(result.summary())
    assert result.ci95[0] >= target


@pytest.mark.tournament
def test_hard_against_random_is_capped_by_the_game() -> None:
    """The issue's "hard vs random >= 85 % (lower bound)" is out of reach for any bot that
    does not peek: ``ceiling-random`` is the best reply to a uniformly random player from the
    seat's own information (it knows how the opponent plays), and over 10,000 games even it
    wins too rarely for a 1,000-game lower bound of 85 % (that needs about 87.2 % observed).
    Hard, which does not know it faces a random player, must come within 2 points of it."""
    ceiling = run(Spec("hyrule", "ceiling-random", "random", 2, 1), 10_000, jobs=2)
    print(ceiling.summary())
    assert ceiling.ci95[1] < 0.872
    hard = run(Spec("hyrule", "hard", "random", 2, 1), 1000, jobs=2)
    print(hard.summary())
    assert hard.win_rate >= ceiling.win_rate - 0.02
