"""Statistics rules: buckets, wins, streaks, average score, abandoned games, the history."""

from __future__ import annotations

import json

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence.stats import StatKey, Stats, load_stats, save_stats, winners_of

from .helpers import play_to

RULES = REGISTRY["hyrule"].rules


def _finished(seed: int, seats: tuple[Seat, ...]) -> Match:
    return play_to(Match(RULES, MatchConfig("hyrule", len(seats), seed, {}), seats))


VS_AI = (Seat("human", "Aoife"), Seat("ai", "Bot", "easy"))


def _seeds(want_win: bool, count: int, seats=VS_AI, start: int = 0) -> list[Match]:
    out = []
    seed = start
    while len(out) < count:
        m = _finished(seed, seats)
        if (0 in winners_of(m)) == want_win:
            out.append(m)
        seed += 1
    return out


def test_wins_streaks_and_average_score():
    stats = Stats()
    wins, losses = _seeds(True, 3), _seeds(False, 1)
    for i, m in enumerate([wins[0], wins[1], losses[0], wins[2]]):
        assert stats.record_finished(m, f"m{i}")
    [(key, t)] = stats.rows()
    assert key == StatKey("hyrule", 2, "easy", "")
    assert (t.played, t.won, t.current_streak, t.best_streak) == (4, 3, 1, 2)
    scores = [RULES.scores(m.state)[0] for m in (wins[0], wins[1], losses[0], wins[2])]
    assert t.average_score == sum(scores) / 4 and t.win_rate == 0.75


def test_a_match_is_recorded_once():
    stats = Stats()
    m = _finished(1, VS_AI)
    assert stats.record_finished(m, "same") and not stats.record_finished(m, "same")
    assert stats.rows()[0][1].played == 1


def test_abandoned_is_not_a_win_and_ends_the_streak():
    stats = Stats()
    win = _seeds(True, 1)[0]
    stats.record_finished(win, "w")
    unfinished = play_to(Match(RULES, MatchConfig("hyrule", 2, 99, {}), VS_AI), 5)
    assert stats.record_abandoned(unfinished, "a")
    t = stats.rows()[0][1]
    assert (t.played, t.won, t.abandoned, t.current_streak, t.best_streak) == (1, 1, 1, 0, 1)
    assert [h.match_id for h in stats.finished_games()] == ["w"]


def test_hot_seat_counts_each_human_by_name_and_ai_levels_join():
    seats = (Seat("human", "Aoife"), Seat("human", "Ciara"), Seat("ai", "B", "hard"),
             Seat("ai", "C", "easy"))
    m = _finished(3, seats)
    stats = Stats()
    stats.record_finished(m, "h", save_file="saves/auto/h.json")
    keys = [k for k, _ in stats.rows()]
    assert keys == [StatKey("hyrule", 4, "easy+hard", "Aoife"), StatKey("hyrule", 4, "easy+hard", "Ciara")]
    winners = winners_of(m)
    for k, t in stats.rows():
        seat = 0 if k.human == "Aoife" else 1
        assert t.won == (seat in winners)
    [h] = stats.finished_games()
    assert h.save_file == "saves/auto/h.json" and h.players[:2] == ("Aoife", "Ciara")


def test_ai_only_games_count_nothing_but_history():
    stats = Stats()
    stats.record_finished(_finished(4, (Seat(), Seat())), "bots")
    assert stats.rows() == []


def test_file_round_trip_and_bad_files(tmp_path):
    stats = Stats()
    stats.record_finished(_finished(5, VS_AI), "x")
    path = tmp_path / "stats.json"
    save_stats(path, stats)
    again, notice = load_stats(path)
    assert notice is None and again.rows() == stats.rows() and again.history == stats.history
    data = json.loads(path.read_text())
    data["tallies"].append({"game": "hyrule", "players": "two"})
    path.write_text(json.dumps(data))
    again, notice = load_stats(path)
    assert again.rows() == stats.rows() and notice == "1 damaged statistics entries were skipped"
    path.write_text("{not json")
    fresh, notice = load_stats(path)
    assert fresh.rows() == [] and notice and "kept as stats.json.bad-" in notice
    assert len(list(tmp_path.glob("stats.json.bad-*"))) == 1


def test_save_refs_are_relative_to_the_data_folder(tmp_path):
    from tabletop.persistence.paths import Paths
    from tabletop.persistence.stats import resolve_ref, save_ref

    paths = Paths.at(tmp_path)
    inside = paths.autosaves / "m.json"
    assert save_ref(paths, inside) == "saves/auto/m.json"
    assert resolve_ref(paths, "saves/auto/m.json") == inside
    outside = tmp_path / "elsewhere.json"
    assert resolve_ref(paths, save_ref(paths, outside)) == outside.resolve()
    assert resolve_ref(paths, "") is None
