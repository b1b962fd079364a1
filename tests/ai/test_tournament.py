"""Tournament arithmetic and command, plus the full strength targets behind -m tournament."""

from __future__ import annotations

import json
import re

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


def test_a_takes_every_seat_of_one_team(monkeypatch) -> None:
    """Kit with teams=on and 4 players (partners 0+2 and 1+3): each deal is played once per
    team, A's bot playing both partners' seats and B's the other team's."""
    from tabletop.ai import tournament
    from tabletop.games import REGISTRY

    rules = REGISTRY["kit"].rules
    log: list[tuple[str, int] | None] = []  # None: a new game starts
    new_game = rules.new_game

    def marked_new_game(*args, **kwargs):
        log.append(None)
        return new_game(*args, **kwargs)

    class Spy:
        def __init__(self, name: str) -> None:
            self.name, self.inner = name, tournament.make_bot(REGISTRY["kit"], "greedy",
                                                                deterministic=True)

        def choose(self, rules_, s, rng):
            log.append((self.name, rules_.to_act(s)))
            return self.inner.choose(rules_, s, rng)

    monkeypatch.setattr(rules, "new_game", marked_new_game)
    monkeypatch.setattr(tournament, "_bot", lambda game, name, timed: Spy(name))
    spec = Spec("kit", "A", "B", 4, 5, {"teams": True})
    assert tournament.a_seats(spec) == [(0, 2), (1, 3)]
    assert len(tournament.play_deal(spec, 0)) == 2
    games: list[dict[str, set[int]]] = []
    for entry in log:
        if entry is None:
            games.append({"A": set(), "B": set()})
        else:
            games[-1][entry[0]].add(entry[1])
    assert games == [{"A": {0, 2}, "B": {1, 3}}, {"A": {1, 3}, "B": {0, 2}}]


def test_team_tournament_counts_the_team_share() -> None:
    """Two teams: the fair share is 50 %, not a seat's 25 %; a mirror match is exactly even."""
    result = run(Spec("kit", "greedy", "greedy", 4, 2, {"teams": True}), 10)
    assert result.deals == 5 and result.games == 10  # one game per team per deal
    assert result.fair_share == pytest.approx(0.5) and result.teams == [0, 1, 0, 1]
    assert result.win_rate == pytest.approx(0.5) and result.mean_score_diff == pytest.approx(0.0)
    assert "fair share 50 %" in result.summary() and "0+2 / 1+3" in result.summary()
    assert not re.search(r"\d%", result.summary())  # a percentage as the app writes it, "50 %"
    solo = run(Spec("kit", "greedy", "greedy", 4, 2), 8)  # no teams: one seat, a quarter
    assert solo.fair_share == pytest.approx(0.25) and solo.teams == [] and solo.games == 8
    strong = run(Spec("kit", "greedy", "random", 4, 2, {"teams": True}), 40)
    assert strong.win_rate > 0.5  # a greedy team beats a random one


def test_tournament_command_with_teams_on(capsys) -> None:
    code = run_cli(["tournament", "kit", "--a", "greedy", "--b", "random", "--players", "4",
                    "--option", "teams=on", "--games", "4", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["fair_share"] == pytest.approx(0.5) and out["teams"] == [0, 1, 0, 1]
    assert out["options"] == {"teams": True} and out["games"] == 4


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
    assert run_cli(["bench", "ai", "hyrule", "--level", "hard", "--players", "3", "--games", "3"]) == 0
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
