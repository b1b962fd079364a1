"""The review in the app (issue 29): from the results screen (R) and the replay viewer, a
progress bar while it works in the background, Cancel, the costly decisions sorted by cost,
and each shown on the table as its seat saw it with both moves drawn."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.advice import move_reason
from tabletop.core.ids import ALL
from tabletop.games import REGISTRY
from tabletop.persistence.saves import load_match
from tabletop.ui.scenes import review as review_scene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.review import ReviewMoment, ReviewScene

from .helpers import click, frames, key
from .test_fresh_profile import fresh_app, table

SAVES = Path(__file__).resolve().parents[2] / "saves"


def _depth(words: str) -> int:
    """How deep brackets nest in ``words`` (1: none inside another)."""
    depth = deepest = 0
    for c in words:
        depth += (c == "(") - (c == ")")
        deepest = max(deepest, depth)
    return deepest


def _words_drawn(monkeypatch) -> list[str]:
    """Every text the Review scene draws from now on, as it draws it."""
    drawn: list[str] = []
    real = review_scene.text
    monkeypatch.setattr(review_scene, "text", lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1])
    return drawn


def _review_from_results(tmp_path):
    """A finished Keltis game on a fresh profile, its results, and R pressed there: the app
    and the finished table."""
    app = fresh_app(tmp_path)
    finished = table(app, REGISTRY["keltis"], finished=True)
    app.mgr.push(finished)
    frames(app, 2)
    app.mgr.push(ResultsScene(finished))
    frames(app, 2)
    key(app, pygame.K_r)
    return app, finished


def _wait(app, scene: ReviewScene, limit: float = 120.0) -> None:
    end = time.monotonic() + limit
    while not scene.done:
        assert time.monotonic() < end, "the review never finished"
        frames(app)
    frames(app, 2)


def _demo_review(tmp_path, worlds: int, decisions: int) -> tuple:
    """The Keltis demo's review, of its first ``decisions`` decisions, finished."""
    app = fresh_app(tmp_path)
    match = load_match(SAVES / "keltis-demo.json")
    scene = ReviewScene(REGISTRY["keltis"], match, CATALOG.table_for("keltis"), worlds=worlds)
    scene.reviewer.todo = scene.reviewer.todo[:decisions]
    scene.reviewer.total = len(scene.reviewer.todo)
    app.mgr.push(scene)
    _wait(app, scene)
    return app, scene


def test_results_open_the_review(tmp_path, monkeypatch):
    monkeypatch.setattr(review_scene, "WORLDS", 8)
    original = review_scene.Reviewer.__init__

    def fewer(self, *args, **kwargs):  # the last four decisions: the screen, not the time
        original(self, *args, **kwargs)
        self.todo = self.todo[-4:]
        self.total = len(self.todo)
    monkeypatch.setattr(review_scene.Reviewer, "__init__", fewer)
    app, finished = _review_from_results(tmp_path)
    scene = app.mgr.top
    assert isinstance(scene, ReviewScene) and scene.seats == [0]
    assert scene.next_frame_in() == 0.0 or scene.done  # the bar moves while it works
    _wait(app, scene)
    assert len(scene.reviewer.review.decisions) == 4 and "accuracy" in scene.summary(0)
    app.close()


def test_a_costly_decision_is_shown_as_its_seat_saw_it_with_both_moves(tmp_path):
    """The Seanchaí demo's move 37 costs about half a win chance (``tabletop review``)."""
    app = fresh_app(tmp_path)
    match = load_match(SAVES / "seanchai-demo.json")
    scene = ReviewScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"), worlds=16)
    scene.reviewer.todo = [36, 27]
    scene.reviewer.total = 2
    app.mgr.push(scene)
    _wait(app, scene)
    costs = [d.cost for d, _ in scene.rows]
    assert costs and costs == sorted(costs, reverse=True) and scene.rows[0][0].grade == "blunder"
    d, show = scene.visible_rows()[0]
    assert "; the Hard computer would have chosen to " in scene.sentence(d)
    click(app, show.rect.center)
    moment = app.mgr.top
    assert isinstance(moment, ReviewMoment)
    assert moment.viewer == d.seat != ALL  # as the seat saw it, not every card
    assert len(moment.match.records) == d.ply and moment.match.to_act == d.seat
    assert moment.keys.action_rects(d.played) and moment.keys.action_rects(d.best)  # both moves are drawn
    # and why Hard's move is good, in the game's words, from the seat's information
    assert moment.why == move_reason(REGISTRY["seanchai"], moment.match.state, d.best, 0, 0) != ""
    # the reason is a sentence of its own, and no bracket opens inside another
    words = moment.words()
    assert words.startswith("The Hard computer would have chosen ") and words.endswith(f": {moment.why}.")
    assert moment.verdict().startswith("Your choice cost ")
    assert _depth(words) <= 1 and _depth(moment.verdict()) <= 1, words
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.mgr.top is scene
    key(app, pygame.K_RETURN)  # the keyboard opens the chosen row too
    assert isinstance(app.mgr.top, ReviewMoment)
    key(app, pygame.K_RETURN)  # and Enter presses the moment's one button, Close (it ignored it)
    assert app.mgr.top is scene
    app.close()


def test_cancel_stops_the_review(tmp_path, monkeypatch):
    monkeypatch.setattr(review_scene, "WORLDS", 64)
    app = fresh_app(tmp_path)
    plugin = REGISTRY["treasure"]
    finished = table(app, plugin, finished=True)
    scene = ReviewScene(plugin, finished.match, CATALOG.table_for("treasure"), worlds=64)
    app.mgr.push(scene)
    frames(app, 2)
    assert not scene.done
    key(app, pygame.K_ESCAPE)
    assert app.mgr.top is not scene and scene._stop.is_set()
    scene._thread.join(timeout=30)
    assert not scene._thread.is_alive() and not scene.done  # stopped before the end
    app.close()


def test_the_replay_marks_costly_decisions_on_its_timeline(tmp_path, monkeypatch):
    from tabletop.ui.scenes.replay import ReplayScene

    original = review_scene.Reviewer.__init__

    def two(self, *args, **kwargs):  # moves 37 and 28 of the demo: a blunder and a mistake
        original(self, *args, **kwargs)
        self.todo, self.total = [36, 27], 2
    monkeypatch.setattr(review_scene.Reviewer, "__init__", two)
    app = fresh_app(tmp_path)
    match = load_match(SAVES / "seanchai-demo.json")
    replay = ReplayScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"))
    app.mgr.push(replay)
    frames(app, 2)
    assert replay.timeline.rect.w > 0 and not replay.timeline.marks
    click(app, replay.timeline.rect.center)  # a click on the bar seeks there
    assert abs(replay.pos - replay.total // 2) <= 2
    replay.review()
    scene = app.mgr.top
    assert isinstance(scene, ReviewScene) and scene.reviewer.total == 2
    _wait(app, scene)
    key(app, pygame.K_ESCAPE)
    assert app.mgr.top is replay
    assert [p for p, _ in replay.timeline.marks] == sorted(d.ply for d, _ in scene.rows)
    assert ("blunder" in {g for _, g in replay.timeline.marks})
    frames(app, 1)
    mark = replay.timeline.mark_rects()[0]
    click(app, mark.center)  # a mark opens that moment, the replay standing just before it
    moment = app.mgr.top
    assert isinstance(moment, ReviewMoment) and moment.judged is replay.costly[0]
    assert replay.pos == replay.costly[0].ply
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_j)  # J: the next costly decision
    assert isinstance(app.mgr.top, ReviewMoment)
    app.close()


def test_with_no_costly_decision_the_review_lists_the_closest_calls(tmp_path):
    """It said "well played" beside an accuracy of 67 % and listed nothing: now the closest
    calls are listed, each marked as within its margin of error, and can be shown."""
    from dataclasses import replace

    app, scene = _demo_review(tmp_path, worlds=8, decisions=6)
    review = scene.reviewer.review
    review.decisions[:] = [replace(d, error=1.0) for d in review.decisions]  # all within the noise
    scene.rows = []
    frames(app, 2)  # the rows are made again
    assert not scene.costly()
    shown = [d for d, _ in scene.rows]
    assert shown and shown == review.closest() and all(not d.grade and d.best != d.played for d in shown)
    click(app, scene.visible_rows()[0][1].rect.center)
    assert isinstance(app.mgr.top, ReviewMoment)


def test_a_moments_badges_are_pills_and_no_outline_runs_through_them(tmp_path):
    """Hyrule: both moves go to the trick. "You" sat in a disc too small for it, and Hard's
    outline of the trick, drawn after it, ran through the word. Now a word gets a pill, and
    every outline is drawn before any name."""
    from tabletop.ai.review import Judged
    from tabletop.ui.table.focus import _focus_geometry, badge_rect, badge_size

    from .test_table_layout import my_turn

    w, h = badge_size("Hard", 16)
    assert w > h and badge_size("2", 16)[0] == badge_size("2", 16)[1]  # a word: a pill; a digit: a disc
    _, scene = my_turn("hyrule", 2, (1280, 720), moves=0)  # the first lead: any card
    match = scene.match
    played, best = match.legal()[:2]
    judged = Judged(len(match.records), 0, played, best, 0.4, 0.6, 0.05, 16, len(match.legal()))
    app = fresh_app(tmp_path)
    moment = ReviewMoment(REGISTRY["hyrule"], match, CATALOG.table_for("hyrule"), judged)
    app.mgr.push(moment)
    frames(app, 3)
    trick = moment.keys.action_rects(played)[-1]
    assert trick == moment.keys.action_rects(best)[-1]  # both to the trick
    ring, _, _, _, px = _focus_geometry(trick, moment.layout.metrics.unit)
    name = badge_rect(ring.topleft, moment.names[0], px).inflate(-6, -6)
    surf = pygame.display.get_surface()
    yellow = tuple(moment.theme.highlight[:3])
    crossed = [(x, y) for x in range(name.left, name.right) for y in range(name.top, name.bottom)
               if tuple(surf.get_at((x, y)))[:3] == yellow]
    assert not crossed, f"Hard's outline runs through {moment.names[0]!r}'s badge"
    app.close()


def test_a_game_without_a_decision_does_not_also_say_hard_agreed(tmp_path, monkeypatch):
    """"You: no decision to review." and under it "Hard would have made every decision the
    same way." read as a contradiction (Treasure, a hand a computer ended at once)."""
    said = _words_drawn(monkeypatch)
    app = fresh_app(tmp_path)
    match = load_match(SAVES / "keltis-demo.json")
    scene = ReviewScene(REGISTRY["keltis"], match, CATALOG.table_for("keltis"), worlds=8)
    scene.reviewer.todo, scene.reviewer.total = [], 0
    app.mgr.push(scene)
    _wait(app, scene)
    assert any(w.endswith("no decision to review.") for w in said)
    assert "The Hard computer would have made every decision the same way." not in said
    app.close()


def test_a_long_summary_wraps_inside_the_box(tmp_path, monkeypatch):
    """The seat's summary (accuracy, how often it played Hard's move, the costly decisions)
    was one line: with a long name it ran past the box; it wraps, and the rows go below it."""
    monkeypatch.setattr(review_scene, "WORLDS", 4)
    original = review_scene.Reviewer.__init__

    def fewer(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.todo = self.todo[-3:]
        self.total = len(self.todo)
    monkeypatch.setattr(review_scene.Reviewer, "__init__", fewer)
    app = fresh_app(tmp_path)
    match = load_match(SAVES / "keltis-demo.json")
    scene = ReviewScene(REGISTRY["keltis"], match, CATALOG.table_for("keltis"), worlds=4)
    scene.names = ["Maximiliana-Theodora Fitzgerald-O'Sullivan (AI)"] * len(scene.names)
    app.mgr.push(scene)
    _wait(app, scene)
    summary = scene.summary(scene.seats[0])
    assert "the Hard computer would play" in summary
    lines = scene.summary_lines(scene.seats[0])
    assert len(lines) >= 2 and " ".join(lines) == summary
    room = scene.box.w - scene.px(48)
    assert all(review_scene.text(line, scene.px(19, 13), (0, 0, 0), bold=True).get_width() <= room
               for line in lines)
    rows = scene.visible_rows()
    first_line_bottom = scene.box.y + scene.px(112) + len(lines) * scene.px(30)
    assert not rows or rows[0][1].rect.top >= first_line_bottom - scene.px(30)
    app.close()


def test_a_long_list_of_decisions_scrolls_and_says_what_is_hidden(tmp_path, monkeypatch):
    """Twelve costly decisions at 1280x720 (all-AI Keltis): six showed, "and 6 more" lay on
    the last of them, and the six could not be reached. The list scrolls with ↑ ↓ (and the
    wheel), and its line of what is hidden has a place of its own."""
    from dataclasses import replace

    app, scene = _demo_review(tmp_path, worlds=4, decisions=2)
    first = scene.reviewer.review.decisions[0]
    many = [replace(first, played_value=0.2, best_value=0.6, error=0.01) for _ in range(12)]
    monkeypatch.setattr(scene, "costly", lambda: many)
    scene.rows = []
    frames(app, 2)  # the rows are made again
    shown = scene.visible_rows()
    assert 1 <= len(shown) < 12 and scene.more_words().startswith(f"{12 - len(shown)} more below")
    more_top = scene.back.rect.y - scene.px(26)
    assert shown[-1][1].rect.centery + scene.px(35) <= more_top, "the last row runs into the line under it"
    for _ in range(11):
        key(app, pygame.K_DOWN)
    assert scene.selected == 11 and scene.visible_rows()[-1] is scene.rows[11]
    assert scene.box.contains(scene.rows[11][1].rect) and scene.more_words().startswith(f"{12 - len(shown)} more above")
    key(app, pygame.K_RETURN)
    assert isinstance(app.mgr.top, ReviewMoment)
    app.close()


def test_a_moments_line_stays_readable_and_alone_in_the_strip(monkeypatch):
    """Keltis at 1920x1080 (a 2560x1440 screen): the Show view's line did not fit three lines
    at the table's size and fell to 12 px, "about 11 px" to a new player, and the table's own
    prompt showed around a narrower line. Now the line is shorter (its reason a sentence), is
    drawn at the strip's size, never under the metrics' smallest text, and alone."""
    app, moment = _keltis_moment()
    said: list[str] = []
    for part in ("draw_situation", "draw_prompt"):  # what the strip is given to draw
        real = getattr(moment.hud, part)
        monkeypatch.setattr(moment.hud, part, lambda surf, lay, words, real=real: (said.append(words), real(surf, lay, words)))
    frames(app, 3)
    m = moment.layout.metrics
    box, lines, px = moment.hud.situation_box(moment.layout, moment.words())
    assert px == m.font(16, 13) and len(lines) <= 3, (px, lines)
    assert said and set(said) == {moment.words()}, f"the table's prompt showed: {set(said)}"
    # the words of before, far longer: more lines, never under the smallest text
    old = ("Aoife chose “Start your Green row with the Green 4”; Hard would have chosen “Put the "
           "Point card 8 on your Point row” (1 more point (every card on your Point row scores 1, "
           "whatever its number)): −0.42 win chance (±0.20), a blunder.")
    _, lines, px = moment.hud.situation_box(moment.layout, old)
    assert px >= m.font(12) == 18 and len(lines) >= 3
    app.close()


def test_a_moment_names_the_move_hard_would_have_made_and_keeps_the_strips_size():
    """The Show line gave Hard's reason but not the card ("The Hard computer's move: 1 more
    point …"); naming it took a fourth line and the strip's text got smaller. The line names
    the move, said to the seat, and its reason; the cost is a line of its own just above it,
    at the same size, clear of it and of the window's edge."""
    app, moment = _keltis_moment()
    frames(app, 3)
    d, rules, state = moment.judged, moment.rules, moment.match.state
    label = rules.describe(state, d.best)  # "Put the Point card 8 on your Point row"
    words = moment.words()
    assert f" to {label[0].lower()}{label[1:]}" in words, words
    m = moment.layout.metrics
    strip, lines, px = moment.hud.situation_box(moment.layout, words)
    assert px == m.font(16, 13) and len(lines) <= 3, (px, lines)
    verdict = moment.verdict_box()
    assert verdict is not None
    r, said, vpx = verdict
    assert " ".join(said) == moment.verdict() and "win chance" in moment.verdict()
    assert vpx == px and r.bottom <= strip.top and r.top >= 0 and 0 <= r.left <= r.right <= m.w
    app.close()


def _keltis_moment():
    """Keltis at 1920x1080: seat 0 (Aoife) started a row where Hard would have put a card on
    its Point row, a costly decision, shown as a moment."""
    from tabletop.ai.review import Judged
    from tabletop.core.match import Match as Played
    from tabletop.core.match import Seat
    from tabletop.core.rng import Rng
    from tabletop.core.rules import MatchConfig

    from .helpers import make_app

    plugin = REGISTRY["keltis"]
    match = Played(plugin.rules, MatchConfig("keltis", 2, 4, {}),
                   (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random")))
    rng = Rng.derived(1, "render")
    while True:  # seat 0 may start a row or put a card on its Point row
        legal = match.legal()
        points = [a for a in legal if a.kind == "play" and (a.dst or "").startswith("p")]
        rows = [a for a in legal if a.kind == "play" and not (a.dst or "").startswith("p")]
        if match.to_act == 0 and len(match.records) > 12 and points and rows:
            break
        match.submit(rng.choice(legal))
    judged = Judged(len(match.records), 0, rows[0], points[0], 0.30, 0.72, 0.10, 24, len(legal))
    app = make_app((1920, 1080), speed="off")
    moment = ReviewMoment(plugin, match, CATALOG.table_for("keltis"), judged)
    app.mgr.reset(moment)
    return app, moment


def test_the_replay_shows_the_review_the_results_screen_just_ran(tmp_path, monkeypatch):
    """The replay's Review judged a whole game again that the results screen had just
    reviewed. A finished review is kept by what it judged: the same game's replay (another
    match object, as a save loads it) shows it at once; another seat or game is judged."""
    from dataclasses import replace

    from tabletop.core.match import Match
    from tabletop.ui.scenes.replay import ReplayScene

    monkeypatch.setattr(review_scene, "WORLDS", 8)
    original, judge = review_scene.Reviewer.__init__, review_scene.Reviewer.judge

    def fewer(self, *args, **kwargs):  # the last three decisions: the screens, not the time
        original(self, *args, **kwargs)
        self.todo = self.todo[-3:]
        self.total = len(self.todo)
    judged: list[int] = []
    monkeypatch.setattr(review_scene.Reviewer, "__init__", fewer)
    monkeypatch.setattr(review_scene.Reviewer, "judge", lambda self, ply: (judged.append(ply), judge(self, ply))[1])
    plugin, game = REGISTRY["keltis"], CATALOG.table_for("keltis")
    app, finished = _review_from_results(tmp_path)
    first = app.mgr.top
    _wait(app, first)
    assert len(judged) == 3
    key(app, pygame.K_ESCAPE)

    def again(seats) -> Match:  # the same moves in a match of its own
        m = finished.match
        copy = Match(plugin.rules, m.config, tuple(seats), tuple(m.stacked))
        for action in m.actions:
            copy.submit(action)
        return copy

    replay = ReplayScene(plugin, again(finished.match.seats), game)
    app.mgr.push(replay)
    frames(app, 2)
    replay.review()
    second = app.mgr.top
    assert isinstance(second, ReviewScene) and second.done and second._thread is None
    frames(app, 2)
    assert len(judged) == 3, "the replay judged the game again"
    assert second.reviewer.review.decisions == first.reviewer.review.decisions
    assert [p for p, _ in replay.timeline.marks] == sorted(d.ply for d in first.costly())
    key(app, pygame.K_ESCAPE)
    # the other seat reviewed (its human), then another game: each judged afresh
    swapped = [replace(s, kind="ai" if s.is_human else "human") for s in finished.match.seats]
    other_seat = ReviewScene(plugin, again(swapped), game)
    other_game = ReviewScene(plugin, load_match(SAVES / "keltis-demo.json"), game)
    for scene in (other_seat, other_game):
        app.mgr.push(scene)
        assert scene._thread is not None
        _wait(app, scene)
        key(app, pygame.K_ESCAPE)
    assert len(judged) == 9 and other_seat.seats == [1]
    app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_row_shows_its_grade_and_whole_cost_at_every_text_size(tmp_path, monkeypatch, size):
    """Ard Rí at 1280x720, 130 % text: a row's two lines ended "… The choice cos…", the cost
    of the decision (what the list is sorted by) cut off. Each row says its grade and cost
    first, whole, at every Text size and window, and only the move's words are cut."""
    from dataclasses import replace

    from tabletop.core.names import percent
    from tabletop.ui.render import fonts

    from .helpers import make_app

    drawn = _words_drawn(monkeypatch)
    app = make_app(size)
    match = load_match(SAVES / "ard_ri-demo.json")
    scene = ReviewScene(REGISTRY["ard_ri"], match, CATALOG.table_for("ard_ri"), worlds=4)
    scene.reviewer.todo, scene.reviewer.total = scene.reviewer.todo[-2:], 2
    scene.names = ["Maximiliana-Theodora Fitzgerald-O'Sullivan"] * len(scene.names)
    app.mgr.push(scene)
    _wait(app, scene)
    first = scene.reviewer.review.decisions[0]
    many = [replace(first, played_value=0.2 + 0.01 * i, best_value=0.6, error=0.02) for i in range(6)]
    monkeypatch.setattr(scene, "costly", lambda: many)
    shown: dict[float, list] = {}
    for scale in (1.0, 1.15, 1.3, 1.5):
        fonts.set_scale(scale)
        scene.rows = []
        frames(app, 2)
        drawn.clear()
        frames(app, 1)
        shown[scale] = rows = scene.visible_rows()
        assert rows, scale
        for d, _ in rows:
            cost = f"{percent(d.cost)} win chance (±{percent(d.margin)})"
            assert any(cost in words for words in drawn), (scale, cost, drawn)
            grade = review_scene.GRADE_WORDS[d.grade]
            assert any(words.startswith(grade) for words in drawn), (scale, drawn)
    for scale, rows in shown.items():  # the rows, grown with the text, apart and in the box
        fonts.set_scale(scale)
        boxes = [scene.row_rect(b) for _, b in rows]
        assert all(a.bottom <= b.top for a, b in zip(boxes, boxes[1:], strict=False)), (scale, boxes)
        assert all(scene.box.contains(r) for r in boxes), scale
    app.close()


def test_the_note_under_the_title_is_whole_and_clear_of_the_summary(tmp_path, monkeypatch):
    """At 130 % text the note's two lines ran into each other and were cut at "10 percentage
    points less…", what a cost means; every line of it is drawn, each under the last, and the
    seat's summary under them."""
    from tabletop.ui.render import fonts

    drawn = _words_drawn(monkeypatch)
    app, scene = _demo_review(tmp_path, worlds=4, decisions=2)
    lines: dict[float, int] = {}
    for scale in (1.0, 1.15, 1.3, 1.5):
        fonts.set_scale(scale)
        drawn.clear()
        frames(app, 1)
        note = [words for words in drawn if words in review_scene.NOTE]  # its lines, none cut
        assert " ".join(note) == review_scene.NOTE, (scale, drawn[:4])
        lines[scale] = len(note)
    for scale, count in lines.items():
        fonts.set_scale(scale)
        height = fonts.font(scene.px(16, 12)).get_linesize()
        assert scene.summary_top() >= scene.note_top() + count * height, scale
    app.close()


def test_a_moments_plate_prompts_no_turn(monkeypatch):
    """A reviewed moment said "Your turn" on its seat's plate, glowing, as if the player were
    to move now; it is a still picture of a past decision: no plate prompts a turn (as in the
    replay, ``Hud.still``), and the seat's name is still there."""
    app, moment = _keltis_moment()
    statuses: dict[int, str] = {}
    real = moment.hud.plate_words

    def spy(lay, view, seat, lines, status, *rest):
        statuses[seat] = status
        return real(lay, view, seat, lines, status, *rest)
    monkeypatch.setattr(moment.hud, "plate_words", spy)
    frames(app, 3)
    assert moment.match.to_act == moment.judged.seat == 0
    assert statuses and not any(statuses.values()), statuses
    app.close()
