"""Learn to play on the table: a step waits for its move or for Next, a wrong move is refused
with the step's words and its card flies back, replies are the script's, Back rewinds, the
guided part ends in a normal game, and the game is never counted or lost on Continue."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.tutorial import LEARNER
from tabletop.games import REGISTRY
from tabletop.persistence.keeper import reconcile
from tabletop.persistence.saves import load_match
from tabletop.persistence.stats import load_stats
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, key
from .test_fresh_profile import fresh_app


def _guided(tmp_path, game: str = "hyrule"):
    app = fresh_app(tmp_path)
    scene = app.mgr.make("tutorial table", app.mgr, REGISTRY[game])
    app.mgr.reset(scene)
    frames(app, 5)
    return app, scene


def _until(app, scene: TableScene, cond, limit: int = 900) -> None:
    for _ in range(limit):
        if cond():
            return
        frames(app)
    raise AssertionError("the table never got there")


def _ready(scene: TableScene) -> bool:
    play = scene.control.guided
    return (not scene.board.busy and play is not None and play.waits_for_learner()
            and (play.reading() or scene.board.index is not None))


def test_a_step_to_read_waits_for_next_and_the_table_rests(tmp_path):
    app, scene = _guided(tmp_path)
    play = scene.control.guided
    assert play is not None and play.index == 0 and play.reading()
    _until(app, scene, lambda: _ready(scene))
    frames(app, 30)
    assert play.index == 0 and not scene.match.records  # nothing moves before Next
    assert scene.control.waiting()  # and the loop may rest
    assert scene.tutor.buttons()[2].label == "Next"
    key(app, pygame.K_n)
    assert play.index == 1 and not play.reading()
    app.close()


def test_a_wrong_move_is_refused_with_the_step_and_flies_back(tmp_path):
    app, scene = _guided(tmp_path)
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    rules = scene.rules
    wrong = rules.parse_action(scene.match.state, "play AS")
    assert not scene.submit(wrong)
    assert not scene.match.records
    toast = scene.toasts.current
    assert toast is not None and "this step teaches another" in toast.message
    assert "Nine of Swords" in toast.message
    assert scene.submit(rules.parse_action(scene.match.state, "play 9S"))
    app.close()


def test_replies_are_the_scripts_and_back_rewinds_a_step(tmp_path):
    app, scene = _guided(tmp_path)
    tutorial = REGISTRY["hyrule"].tutorial
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    key(app, pygame.K_k)  # Skip: the step's own move is made for the learner
    _until(app, scene, lambda: _ready(scene))
    rules = scene.rules
    said = [rules.format_action(r.action) for r in scene.match.records]
    assert said == ["play 9S", *tutorial.steps[1].replies]
    assert scene.control.guided.index == 2
    key(app, pygame.K_b)  # Back: the start of the previous step
    _until(app, scene, lambda: _ready(scene))
    assert not scene.match.records and scene.control.guided.index == 1
    app.close()


def test_the_guided_part_ends_in_a_normal_game_never_counted(tmp_path):
    app, scene = _guided(tmp_path)
    play = scene.control.guided
    for _ in range(play.length):
        _until(app, scene, lambda: _ready(scene) or not play.active)
        if not play.active:
            break
        key(app, pygame.K_k)
    _until(app, scene, lambda: not play.active)
    assert scene.match.tutorial == "free"
    assert len(scene.match.records) == REGISTRY["hyrule"].tutorial.starts()[-1]
    assert any("Easy Ciara" in t.message for t in scene.toasts.items)  # the farewell
    _until(app, scene, lambda: scene.match.to_act == LEARNER and scene.board.index is not None)
    assert scene.submit(scene.match.legal()[-1])  # any legal move now: a normal game
    assert {s.level for s in scene.match.seats[1:]} == {"easy"}
    app.close()


@pytest.fixture
def _learner_plays_on(monkeypatch):
    """After the guided part, the learner's turns are played by the first legal move."""
    original = TableScene.your_turn

    def your_turn(self, seat):
        original(self, seat)
        if self.control.guided is None or not self.control.guided.active:
            self.submit(self.match.legal()[0])
    monkeypatch.setattr(TableScene, "your_turn", your_turn)


@pytest.mark.usefixtures("_learner_plays_on")
def test_a_finished_tutorial_is_not_in_the_statistics(tmp_path):
    app, scene = _guided(tmp_path)
    play = scene.control.guided
    while play.active:
        _until(app, scene, lambda: _ready(scene) or not play.active)
        if play.active:
            key(app, pygame.K_k)
    _until(app, scene, lambda: scene.match.is_over, limit=30000)
    frames(app, 5)
    stats, _ = load_stats(app.ctx.prefs.paths.stats_file)
    assert not stats.tallies and not stats.history and not stats.counted
    app.close()
    reconcile(app.ctx.prefs.paths)  # start-up's recount of finished autosaves skips it too
    stats, _ = load_stats(app.ctx.prefs.paths.stats_file)
    assert not stats.tallies and not stats.history


def test_continue_resumes_at_the_step_it_was_left(tmp_path):
    app, scene = _guided(tmp_path)
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    key(app, pygame.K_k)
    _until(app, scene, lambda: _ready(scene))
    index, ply = scene.control.guided.index, len(scene.match.records)
    app.close()
    autos = sorted(app.ctx.prefs.paths.autosaves.glob("*.json"))
    assert len(autos) == 1
    match = load_match(autos[0])
    assert not isinstance(match, str) and match.tutorial == "guided"
    assert len(match.records) == ply
    resumed = TableScene(REGISTRY["hyrule"], match, CATALOG.table_for("hyrule"))
    assert resumed.control.guided is not None and resumed.control.guided.index == index
    assert resumed.control.guided.lesson() is REGISTRY["hyrule"].tutorial.steps[index]
    assert resumed.control.guided.waits_for_learner()


def test_learn_to_play_on_the_picker_starts_the_guided_game(tmp_path):
    from tabletop.ui.scenes.picker import GamePickerScene

    from .helpers import click

    app = fresh_app(tmp_path)
    picker = app.mgr.make("picker")
    app.mgr.push(picker)
    frames(app, 2)
    taught = {gid for gid in picker.learn}
    assert taught == {p.meta.game_id for p in picker.plugins if p.tutorial is not None}
    assert "hyrule" in taught
    for r, p, play, rules in picker.cards:  # on its tile, above Rules and Play, inside it
        learn = picker.learn.get(p.meta.game_id)
        if learn is not None:
            assert r.contains(learn.rect) and learn.rect.bottom <= min(play.rect.top, rules.rect.top)
    assert picker.learn["hyrule"] in picker.nav.buttons()  # reachable by keyboard
    click(app, picker.learn["hyrule"].rect.center)
    frames(app, 2)
    table = app.mgr.top
    assert isinstance(table, TableScene) and not isinstance(table, GamePickerScene)
    assert table.match.tutorial == "guided" and table.control.guided is not None
    assert [s.is_human for s in table.match.seats] == [True, False]
    app.close()


def test_the_rules_page_offers_the_lesson_only_with_no_game_under_it(tmp_path):
    from .helpers import click

    app = fresh_app(tmp_path)
    rules = app.mgr.make("rules", REGISTRY["keltis"])
    app.mgr.push(rules)
    frames(app, 2)
    assert rules.offers_lesson()
    assert not rules.learn.rect.colliderect(rules.back.rect) and rules.box.contains(rules.learn.rect)
    click(app, rules.learn.rect.center)
    frames(app, 2)
    table = app.mgr.top
    assert isinstance(table, TableScene) and table.match.tutorial == "guided"
    app.mgr.push(app.mgr.make("rules", REGISTRY["keltis"]))  # F1 at a table: no lesson offered
    frames(app, 2)
    assert not app.mgr.top.offers_lesson()
    key(app, pygame.K_l)
    assert app.mgr.stack[-2] is table
    app.close()


def _keep_picture(app, name: str) -> None:
    """Under Xvfb (``test_xvfb_lessons.py``), the real window's picture at this step, with the
    video driver's name in the file name, where ``$TABLETOP_LESSON_SHOTS`` says."""
    import os

    folder = os.environ.get("TABLETOP_LESSON_SHOTS")
    if folder and pygame.display.get_driver() != "dummy":
        pygame.image.save(pygame.display.get_surface(),
                          os.path.join(folder, f"{name}-{pygame.display.get_driver()}.png"))


@pytest.mark.parametrize("by", ["mouse", "keys"])
@pytest.mark.parametrize("game_id", sorted(gid for gid in REGISTRY if REGISTRY[gid].tutorial))
def test_each_lesson_is_played_to_its_end(tmp_path, game_id, by):
    """Every step's move made by the gesture the table offers for it (a drag, a click, a
    button; or Tab and Enter alone), every step to read passed with N; the lesson ends in a
    normal game."""
    from .gestures import perform, perform_by_keys, settle_lesson

    app, scene = _guided(tmp_path, game_id)
    play = scene.control.guided
    used = set()
    while play.active:
        settle_lesson(app, scene)
        if not play.active:
            break
        if play.reading():
            key(app, pygame.K_n)
            continue
        step, expected = play.index, play.expected()
        _keep_picture(app, f"{game_id}-{by}-step{step + 1:02d}")
        used.add((perform if by == "mouse" else perform_by_keys)(app, scene, expected))
        frames(app, 2)
        assert play.index != step or len(scene.match.records) > play.guide.start_of(step), \
            f"step {step + 1}: the gesture did not make {scene.rules.format_action(expected)}"
    assert scene.match.tutorial == "free"
    assert used & {"drag", "click", "card"}  # the cards were moved by hand, not only by buttons
    app.close()


def test_a_wrong_drop_flies_back_and_leave_makes_a_normal_game(tmp_path):
    from .helpers import drag, grab_point, sprite_of

    app, scene = _guided(tmp_path)
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    wrong = scene.rules.parse_action(scene.match.state, "play AS")  # the step wants the 9♠
    sprite = sprite_of(scene, wrong.cards[0])
    home = (sprite.x, sprite.y)
    slot = scene.layout.zones[wrong.dst]
    gx, gy = grab_point(sprite)
    drag(app, (gx, gy), (round(slot.cx - (sprite.x - gx)), round(slot.cy - (sprite.y - gy))))
    assert not scene.match.records
    assert "this step teaches another" in scene.toasts.items[-1].message
    frames(app, 60)
    assert (round(sprite.x), round(sprite.y)) == (round(home[0]), round(home[1]))  # back in the hand
    key(app, pygame.K_g)  # Leave: a normal game from here
    assert scene.match.tutorial == "free" and not scene.control.guided.active
    assert scene.submit(wrong)  # any legal move now
    assert not scene.tutor.buttons()
    app.close()


def test_the_learn_flag_opens_the_guided_game(tmp_path):
    from tabletop.app import _parse, first_scene

    app = fresh_app(tmp_path)
    first_scene(_parse(["--learn", "seanchai"]), app.mgr)
    frames(app, 2)
    table = app.mgr.top
    assert isinstance(table, TableScene) and table.plugin.meta.game_id == "seanchai"
    assert table.match.tutorial == "guided" and table.control.guided.index == 0
    app.close()


def test_a_lessons_outline_takes_in_the_names_of_its_places(tmp_path):
    """Seanchaí's first step outlines the tableau: the outline ran through "Tableau", the
    name written over it; now the name lies inside."""
    from tabletop.ui.table.layout import inside

    app, scene = _guided(tmp_path, "seanchai")
    _until(app, scene, lambda: _ready(scene))
    lay = scene.layout
    pointed = scene.tutor.pointed(lay)
    pills = scene.title_pills()
    names = [pills[z] for z in scene.control.guided.zones() if z in pills]
    assert names, "the step outlines no named place"
    for name in names:
        assert any(inside(name, r) for r in pointed), f"{name} is not inside an outline"
    app.close()


def test_the_lesson_panel_leaves_the_tables_cards_and_places_in_sight(tmp_path):
    """Every lesson played through in the window a 1280x720 screen gets (1240x620): the
    step's panel covers no card lying on the table outside the hand, where the score sheet
    is not open over it. Before, it kept
    clear of outlined places, plates, buttons and labels only, and covered cards the lesson
    spoke of at 19 of 86 steps: Keltis' Red row with the card just played, Hyrule's won
    tricks, Seanchaí's rival field. At every step where the learner must move it covers no
    place a card may go now either, an empty pile included: it covered the empty discard piles
    of Keltis' steps (a player's "Now on 1: Discard pile" lay under it), Hyrule's trick place
    and Treasure's gathering place."""
    from tabletop.app import App
    from tabletop.persistence.paths import Paths
    from tabletop.ui.prefs import Prefs
    from tabletop.ui.table.layout import overlap

    from .gestures import perform, settle_lesson
    from .helpers import init_pygame

    covered, places = [], []
    for game_id in sorted(gid for gid in REGISTRY if REGISTRY[gid].tutorial):
        init_pygame()
        app = App((1240, 620), "off", Prefs.load(Paths.at(tmp_path / game_id).ensure()))
        app.ctx.audio, app.ctx.ai_process, app.ctx.ai_delay = None, False, 0.0
        scene = app.mgr.make("tutorial table", app.mgr, REGISTRY[game_id])
        app.mgr.reset(scene)
        frames(app, 5)
        play = scene.control.guided
        while play.active:
            settle_lesson(app, scene)
            if not play.active:
                break
            frames(app)
            panel = scene.tutor.panel
            assert panel is not None
            if not scene.sheet.open:
                covered += [(game_id, play.index + 1, s.zone) for s in scene.board.sprites()
                            if not s.zone.startswith("hand/") and overlap(tuple(panel), s.rect())]
            if play.reading():
                key(app, pygame.K_n)
                continue
            if not scene.sheet.open:
                places += [(game_id, play.index + 1) for r in scene.board.target_extents()
                           if overlap(tuple(panel), r)]
            perform(app, scene, play.expected())
            frames(app, 2)
        app.close()
    assert not covered, f"the lesson's panel covers cards on the table: {covered}"
    assert not places, f"the lesson's panel covers places a card may go: {sorted(set(places))}"


def test_tab_and_enter_play_the_card_the_lesson_names(tmp_path):
    """Step 2 says "press Tab to reach it and Enter to play it": the first Tab lands on the
    step's card (marked "Hint"), not on the hand's first card, which Enter then played and
    the lesson refused."""
    app, scene = _guided(tmp_path)
    play = scene.control.guided
    _until(app, scene, lambda: _ready(scene))
    key(app, pygame.K_n)
    _until(app, scene, lambda: _ready(scene))
    frames(app, 2)  # the step's card drawn with its mark
    nine = scene.rules.parse_action(scene.match.state, "play 9S").cards[0]
    hand = sorted(scene.board.piles[f"hand/{LEARNER}"], key=lambda s: s.x)
    assert hand[0].face != nine  # the hand's first card is another
    key(app, pygame.K_TAB)
    assert scene.keys.focus.current().target == nine
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert scene.match.records and scene.match.records[0].action.cards == (nine,)
    _until(app, scene, lambda: _ready(scene) and play.index == 2)
    key(app, pygame.K_n)  # step 4: the 8 of Bombs, the ring still on show from step 2
    _until(app, scene, lambda: _ready(scene) and play.index == 3)
    frames(app, 2)
    eight = scene.rules.parse_action(scene.match.state, "play 8C").cards[0]
    assert scene.keys.focus.current().target == eight  # on the marked card, not the first
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert any(r.action.cards == (eight,) for r in scene.match.records)
    app.close()


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lesson_panel_keeps_off_the_outlines_of_the_places_a_card_may_go(tmp_path, monkeypatch, size):
    """Treasure's lesson at 1280x800 and 1600x1000: at the discard step (6) the panel lay on the
    outline of the empty gathering place (``pending/0``, drawn a few pixels round the place):
    it kept clear of the place, not of its outline. At every step where the learner moves,
    no outline drawn round a place a card may go lies under the panel."""
    from tabletop.ui.table.hud import Hud
    from tabletop.ui.table.layout import inside, overlap

    from .gestures import perform, settle_lesson
    from .helpers import lesson_table

    drawn: list[list[pygame.Rect]] = [[]]
    marks = Hud.slot_marks

    def spy(self, *args):
        out = marks(self, *args)
        drawn[0] = [r for r, _ in out]
        return out
    monkeypatch.setattr(Hud, "slot_marks", spy)
    app, scene = lesson_table(tmp_path, "treasure", size)
    play = scene.control.guided
    under, checked = [], 0
    while play.active:
        settle_lesson(app, scene)
        if not play.active:
            break
        frames(app)  # (the marks of the last frame that worked them out: the same since)
        if play.reading():
            key(app, pygame.K_n)
            continue
        idx, lay, panel = scene.board.index, scene.layout, tuple(scene.tutor.panel)
        places = {d for c in idx.active_cards() for d in idx.destinations(c) if isinstance(d, str)}
        places |= set(idx.zone_clicks)
        outlines = [r for r in drawn[0] for z in places if z in lay.zones
                    and inside(scene.board.extent(z), tuple(r))]
        checked += len(outlines)
        under += [(play.index + 1, tuple(r)) for r in outlines if overlap(panel, tuple(r))]
        perform(app, scene, play.expected())
        frames(app, 2)
    app.close()
    assert checked, "no outline of a place a card may go was drawn: the test proved nothing"
    assert not under, f"the lesson's panel lies on outlines at steps {under}"


@pytest.mark.parametrize("game_id", ["seanchai"])
def test_the_lesson_panel_waits_for_cards_in_flight_and_keeps_off_the_prompt(tmp_path, game_id):
    """Seanchaí's lesson with the cards animated: step 4's panel came up while Fiachra still
    played, half over his card in flight; step 18's covered the prompt (all but "…ing a card
    onto its pair… the draw pile"). The panel waits until the cards land, and where the
    learner is asked to move it lies on no part of the prompt."""
    from tabletop.app import App
    from tabletop.persistence.paths import Paths
    from tabletop.ui.prefs import Prefs
    from tabletop.ui.table.layout import overlap

    from .gestures import perform
    from .helpers import init_pygame

    init_pygame()
    app = App((1240, 620), "fast", Prefs.load(Paths.at(tmp_path).ensure()))
    app.ctx.audio, app.ctx.ai_process, app.ctx.ai_delay = None, False, 0.0
    scene = app.mgr.make("tutorial table", app.mgr, REGISTRY[game_id])
    app.mgr.reset(scene)
    play = scene.control.guided
    over_flight, over_prompt = set(), set()
    for _ in range(20000):
        if not play.active:
            break
        frames(app)
        panel = tuple(scene.tutor.panel)
        shown = scene.tutor.panel.w > 0
        if scene.board.busy:
            if shown and any(s.layer >= 2 and overlap(panel, s.rect()) for s in scene.board.sprites()):
                over_flight.add(play.index + 1)
            continue
        if not (play.waits_for_learner() and (play.reading() or scene.board.index is not None)):
            continue
        frames(app)
        panel = tuple(scene.tutor.panel)
        if scene.prompt_box is not None and overlap(panel, tuple(scene.prompt_box)):
            over_prompt.add(play.index + 1)
        if play.reading():
            key(app, pygame.K_n)
        else:
            perform(app, scene, play.expected())
    app.close()
    assert not play.active
    assert not over_flight, f"the panel stood over cards in flight at steps {sorted(over_flight)}"
    assert not over_prompt, f"the panel lay on the prompt at steps {sorted(over_prompt)}"


def test_a_click_while_the_rivals_cards_fly_makes_no_move_for_the_learner(tmp_path):
    """Keltis' last step was read while Niamh played on. A click on its Next, at the moment her
    draw flew and the lesson's panel waited, was released on "Stone 1: Yellow + Red", which
    had just appeared there: the learner's Yellow 1 and Red 1 were discarded for a stone they
    never chose. The release alone presses nothing now (and the last step waits for Next:
    ``test_every_step_to_read_waits_for_next_the_last_one_too``)."""
    from .gestures import walk_lesson
    from .helpers import click

    app, scene = _guided(tmp_path, "keltis")
    app.ctx.ai_delay = 0.6
    play = scene.control.guided
    walk_lesson(app, scene, play.length - 1)
    there = scene.tutor.next.rect.center
    key(app, pygame.K_n)  # the lesson ends; Niamh plays on, an Easy player now
    _until(app, scene, lambda: scene.match.to_act == LEARNER and len(scene.match.records) > play.guide.end)
    moved = len(scene.match.records)
    assert not scene.buttons and not scene.tutor.panel.w  # nothing to click there yet
    click(app, there)  # pressed on bare felt; released where the claim button has come
    frames(app, 120)
    assert len(scene.match.records) == moved, "a move was made for the learner"
    assert any(b.rect.collidepoint(there) for b in scene.buttons), "no button came under the click"
    app.close()


@pytest.mark.parametrize("game_id", sorted(gid for gid in REGISTRY if REGISTRY[gid].tutorial))
def test_every_step_to_read_waits_for_next_the_last_one_too(tmp_path, game_id):
    """A step to read holds the table until Next, the lesson's last one too: there the others
    played on while it was read (the script had no more replies), so Ard Rí's "What wins" went
    by unseen, and Keltis' "Scoring" was read over Niamh's moves."""
    from .gestures import perform, settle_lesson

    app, scene = _guided(tmp_path, game_id)
    app.ctx.ai_delay = 0.6
    play = scene.control.guided
    read = 0
    while play.active:
        settle_lesson(app, scene)
        if not play.active:
            break
        if not play.reading():
            perform(app, scene, play.expected())
            frames(app, 2)
            continue
        step, moves = play.index, len(scene.match.records)
        frames(app, 150)  # two and a half seconds of reading
        assert (play.index, len(scene.match.records)) == (step, moves), \
            f"step {step + 1} of {play.length} did not wait for Next"
        read += 1
        key(app, pygame.K_n)
    assert read and scene.match.tutorial == "free"
    app.close()


def test_a_done_steps_words_give_way_while_the_others_reply(tmp_path, monkeypatch):
    """Ard Rí, step 8: "You are third: draw your 3 from the Draw-Deck" and the Draw pile's
    outline stayed up after the draw, while Brian and Orla paid their Samhain upkeep. Once
    the step's move is made its words say it is done and nothing is outlined."""
    from tabletop.ui.table import tutoring

    from .gestures import perform, walk_lesson

    app, scene = _guided(tmp_path, "ard_ri")
    app.ctx.ai_delay = 0.6
    play = scene.control.guided
    drawn: list[str] = []
    real = tutoring.TableTutor._draw_panel

    def spy(self, surf, lay, theme, index, length, title, body, *rest):
        drawn.append((index, body))
        return real(self, surf, lay, theme, index, length, title, body, *rest)

    monkeypatch.setattr(tutoring.TableTutor, "_draw_panel", spy)
    step = next(k for k, s in enumerate(play.guide.tutorial.steps) if s.title == "Autumn: draw")
    walk_lesson(app, scene, step)
    asked = play.guide.tutorial.steps[step].text
    assert drawn and drawn[-1] == (step, asked)
    perform(app, scene, play.expected())  # the draw: the others' upkeep follows
    _until(app, scene, lambda: scene.tutor.panel.w and not play.waits_for_learner() and play.index == step)
    frames(app, 1)
    assert drawn[-1] == (step, tutoring.DONE)
    assert scene.tutor.pointed(scene.layout) == []
    app.close()
