"""The screens around the table at 1280×720, 1920×1080 and 2560×1440 (issue 17, item 15):
setup, statistics and the replay viewer draw nothing over anything else and nothing off
screen. Each screen names what it draws (``elements``; the replay viewer: the table's own
elements, its controls and its caption); a button's label (``<name>/text``) must lie inside
its button (a header or a cell inside the tallies' panel: "Abandon…" was cut at 1920 wide).
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY, listed
from tabletop.persistence.stats import HistoryEntry, StatKey, Stats, Tally
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.setup import MatchSetupScene
from tabletop.ui.scenes.stats import StatsScene
from tabletop.ui.table.layout import inflate, inside, overlap

from .helpers import frames, key, make_app
from .test_table_layout import SIZES, check, drawn

SETUP_CASES = [(p.meta.game_id, n) for p in listed() if p.meta.game_id in CATALOG
               for n in range(p.meta.min_players, p.meta.max_players + 1)]


def check_screen(rects: dict[str, pygame.Rect], w: int, h: int, what: str) -> None:
    for name, r in rects.items():
        assert inside(tuple(r), (0, 0, w, h)), f"{name} {r} is cut off ({what})"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        if a.startswith(b + "/") or b.startswith(a + "/"):  # a label and its own button
            inner, outer = (ra, rb) if a.startswith(b + "/") else (rb, ra)
            assert outer.contains(inner), f"{a} {ra} / {b} {rb}: the words leave their box ({what})"
            continue
        assert not overlap(inflate(tuple(ra), -0.5, -0.5), tuple(rb)), f"{a} {ra} overlaps {b} {rb} ({what})"


def longest_choices(scene: MatchSetupScene) -> None:
    """Every option on its longest wording, teams included where the count allows them."""
    for spec in scene.plugin.meta.options:
        scene.options[spec.key] = max(spec.choices, key=lambda v: len(spec.label_for(v)))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n", SETUP_CASES)
def test_the_setup_screen_fits(gid, n, size):
    app = make_app(size, speed="off")
    scene = MatchSetupScene(REGISTRY[gid])
    app.mgr.reset(scene)
    scene.n = n
    for options in ("default", "longest"):
        if options == "longest":
            longest_choices(scene)
        scene.kinds[1:] = ["ai"] * (len(scene.kinds) - 1)
        scene._rebuild()
        check_screen(scene.elements(), *size, f"setup of {gid}, {n} players, {options} options, {size}")
    app.close()


def test_the_setup_check_would_catch_a_label_running_into_its_button():
    app = make_app((1920, 1080), speed="off")
    scene = MatchSetupScene(REGISTRY["keltis"])
    app.mgr.reset(scene)
    scene.label_width = lambda col_w: scene.px(170)  # the old fixed label column
    scene._rebuild()
    with pytest.raises(AssertionError, match="overlaps"):
        check_screen(scene.elements(), 1920, 1080, "probe")
    app.close()


def busy_stats() -> Stats:
    """Tallies with long names and wide numbers, and a history longer than the screen."""
    stats = Stats()
    for k, (game, n, ai, who) in enumerate([("hyrule", 5, "easy+hard", ""), ("keltis", 4, "medium", ""),
                                            ("keltis", 2, "none", "Caoimhínín Ó Ceallaigh"),
                                            ("hyrule", 3, "random", "Aoife")]):
        stats.tallies[StatKey(game, n, ai, who)] = Tally(1234, 567, 89, 12, 34, -1234.5 * (k + 1))
    for i in range(40):
        stats.history.append(HistoryEntry(f"m{i}", "keltis", ("Aoife", "Ciara (AI)", "Dara (AI)", "Eimear (AI)"),
                                          "finished", "2026-11-24T12:00:00Z", (-11, -15, 3, 9), (3,), "", 166))
    return stats


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_statistics_screen_fits_and_cuts_no_header(size):
    app = make_app(size, speed="off")
    scene = StatsScene()
    app.mgr.reset(scene)
    scene.stats = busy_stats()
    scene.history = scene.stats.finished_games()
    scene.resize(*size)
    check_screen(scene.elements(), *size, f"statistics, {size}")
    app.close()


def test_the_statistics_check_would_catch_a_cut_header():
    app = make_app((1920, 1080), speed="off")
    scene = StatsScene()
    app.mgr.reset(scene)
    scene.stats = Stats()  # one short row, as in the picture
    scene.stats.tallies[StatKey("hyrule", 2, "easy")] = Tally(1, 1, 0, 1, 1, 8.0)
    scene.resize(1920, 1080)
    xs, widths, size = scene.columns()
    tight = [round(f * (scene.table_rect.w - scene.px(20))) for f in (0.15, 0.08, 0.12, 0.13, 0.07, 0.06,
                                                                      0.07, 0.07, 0.06, 0.1, 0.09)]
    old = [scene.table_rect.x + scene.px(10) + sum(tight[:c]) for c in range(len(tight))]
    room = [t - scene.px(4) for t in tight]
    scene.columns = lambda: (old, room, size)  # the old fixed shares of the width
    with pytest.raises(AssertionError, match=r"table/col/\d+/head .* leave their box"):
        check_screen(scene.elements(), 1920, 1080, "probe")
    app.close()


def finished(gid: str, n: int, seed: int = 5) -> Match:
    plugin = REGISTRY[gid]
    seats = tuple(Seat("human" if i == 0 else "ai", f"Player {i + 1}", "random") for i in range(n))
    m = Match(plugin.rules, MatchConfig(gid, n, seed, {}), seats)
    rng = Rng.derived(seed, "replay-screen")
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    return m


REPLAY_CASES = [(gid, n) for gid in ("hyrule", "keltis") for n in (2, REGISTRY[gid].meta.max_players)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n", REPLAY_CASES)
def test_the_replay_viewer_covers_nothing_and_looks_like_nobody_s_turn(gid, n, size):
    app = make_app(size, speed="off")
    m = finished(gid, n)
    replay = ReplayScene(REGISTRY[gid], m, CATALOG.table_for(gid))
    app.mgr.reset(replay)
    frames(app, 2)
    what = f"replay of {gid}, {n} players, {size}"
    for pos in (n + 1, replay.total // 2):  # a move into the game (the acting seat's slot empty)
        replay.seek(pos)
        frames(app, 2)
        rects = {k: r for k, r in drawn(replay).items() if k not in ("toast", "banner")}
        assert {b.label for b in replay.controls} <= {b.label for b in replay.buttons}
        box = replay.caption_box()
        assert box is not None
        rects["toast"] = tuple(box[0])  # the caption stands where a toast would
        check(rects, *size, what, replay.layout)
        assert all(replay.game.turn_zone(seat) is None for seat in range(n))  # no slot lights up
    assert not any(b.label.startswith("Hint") for b in replay.comfort.tabs), what
    n_toasts = len(replay.toasts.items) + (replay.toasts.current is not None)
    key(app, pygame.K_h)
    assert replay.control.hinter is None or replay.control.hinter.action is None
    assert len(replay.toasts.items) + (replay.toasts.current is not None) == n_toasts  # H: nothing
    app.close()
