"""The player-facing side of saves: Continue, Load, settings, statistics, undo and replay,
driven headless through the real app with posted events, in a temporary save folder."""

from __future__ import annotations

import json

import pygame

from tabletop.ai.bots import RandomBot
from tabletop.app import App, _parse, first_scene, init_pygame
from tabletop.core.ids import ALL, PUBLIC
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.core.views import visible_cards
from tabletop.games import REGISTRY
from tabletop.persistence.keeper import MatchKeeper
from tabletop.persistence.paths import Paths
from tabletop.persistence.saves import SaveStore, open_save
from tabletop.persistence.settings import load_settings
from tabletop.ui.prefs import Prefs
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.menu import MainMenuScene
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.stats import StatsScene
from tabletop.ui.scenes.table import TableScene

from .helpers import click, drag, frames, grab_point, post, settle, sprite_of, start_table


def prefs_app(root, size=(1280, 720)) -> App:
    """The app as ``main`` builds it, with its save folder under ``root``."""
    init_pygame()
    prefs = Prefs.load(Paths.at(root).ensure())
    app = App(size, "off", prefs)
    app.ctx.audio = None
    app.ctx.ai_process = False
    app.ctx.ai_delay = 0.0
    app.ctx.settings["help_seen"] = tuple(REGISTRY)  # no first-run tour over the table
    first_scene(_parse([]), app.mgr)
    frames(app, 2)
    return app


def menu_button(app: App, label: str):
    menu = app.mgr.top
    assert isinstance(menu, MainMenuScene)
    for b in menu.buttons:
        if b.label == label:
            return b
    raise AssertionError(f"no {label} button in {[b.label for b in menu.buttons]}")


def key(app: App, k: int, mod: int = 0, n: int = 1) -> None:
    for _ in range(n):
        post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        frames(app)


def play_drag(app: App, scene: TableScene) -> None:
    """One human move as a real mouse drag of the first legal card to its place."""
    settle(app, scene)
    a = scene.match.legal()[0]
    s = sprite_of(scene, a.cards[0])
    slot = scene.layout.zones[a.dst]
    n = len(scene.match.records)
    drag(app, grab_point(s), (slot.cx, slot.cy))
    assert len(scene.match.records) > n and scene.match.records[n].action == a


def finished_match(seed: int = 3) -> Match:
    plugin = REGISTRY["hyrule"]
    seats = (Seat("human", "Aoife"), Seat("ai", "Ciara (AI)", "easy"))
    m = Match(plugin.rules, MatchConfig("hyrule", 2, seed, {}), seats)
    rng = Rng(seed)
    while not m.is_over:
        m.submit(RandomBot().choose(m.rules, m.state, rng))
    return m


# --- Continue and hot-seat resume ------------------------------------------------------------
def test_continue_resumes_the_autosaved_game_with_the_same_state(tmp_path):
    app = prefs_app(tmp_path)
    scene = start_table(app, "HA", seed=4)
    play_drag(app, scene)
    play_drag(app, scene)
    settle(app, scene)
    saved_hash, moves = scene.match.state_hash(), len(scene.match.records)
    autosave = scene.control.saver.path
    app.close()  # leaving the table writes the last autosave
    assert open_save(autosave).record.state_hash == saved_hash

    app2 = prefs_app(tmp_path)  # a restart
    click(app2, menu_button(app2, "Continue").rect.center)
    table = app2.mgr.top
    assert isinstance(table, TableScene)
    assert table.match.state_hash() == saved_hash and len(table.match.records) == moves
    play_drag(app2, table)  # play goes on, into the same autosave file
    settle(app2, table)
    app2.close()
    assert open_save(autosave).record.state_hash == table.match.state_hash()


def test_a_hot_seat_save_resumes_behind_the_handoff(tmp_path):
    plugin = REGISTRY["hyrule"]
    m = Match(plugin.rules, MatchConfig("hyrule", 2, 9, {}),
              (Seat("human", "Aoife"), Seat("human", "Ciara")))
    for _ in range(3):
        m.submit(m.legal()[0])
    paths = Paths.at(tmp_path).ensure()
    SaveStore(paths, demos=False).autosave(m, "hot-1")
    app = prefs_app(tmp_path)
    click(app, menu_button(app, "Continue").rect.center)
    handoff = app.mgr.top
    assert isinstance(handoff, HandoffScene)
    table = next(s for s in app.mgr.stack if isinstance(s, TableScene))
    assert table.viewer == PUBLIC and table not in app.mgr.visible()
    table.painter.faces_drawn = []
    frames(app, 10)
    public = visible_cards(table.rules.zones(table.match.state), PUBLIC)
    assert set(table.painter.faces_drawn) <= public
    hands = [s for z, pile in table.board.piles.items() if z.startswith("hand/") for s in pile]
    assert hands and all(s.face is None for s in hands)
    app.close()


# --- Load: bad files ---------------------------------------------------------------------------
def test_load_lists_a_corrupt_file_with_its_reason_and_moves_it_aside(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    bad = paths.autosaves / "broken.json"
    bad.write_text('{"kind": "tabletop-save", "format": 1, "game": "hyr')
    app = prefs_app(tmp_path)
    click(app, menu_button(app, "Load").rect.center)
    load = app.mgr.top
    assert isinstance(load, LoadScene)
    line = next(ln for ln in load.lines if ln.entry is not None and ln.entry.path == bad)
    assert not line.entry.ok and "truncated" in line.entry.problem
    assert any(e.kind == "demo" and e.ok for e in load.entries())  # the demo positions
    assert "M move the damaged file aside" in load.keys_line()
    load.draw(app.window.surface)
    click(app, line.aside.center)
    assert not bad.exists()
    load.refresh()
    assert " M " not in load.keys_line(), "the key is named only while a damaged file is listed"
    moved = list(paths.rejected.iterdir())
    assert len(moved) == 1 and moved[0].read_text().startswith('{"kind": "tabletop-save"')
    assert all(e.path != bad for e in load.entries())
    app.close()


def _open_a_demo(app):
    """Load, the first demo position, Enter: (the Load screen, the demo's line, its table)."""
    click(app, menu_button(app, "Load").rect.center)
    load = app.mgr.top
    demo = next(i for i, ln in enumerate(load.lines) if ln.entry is not None and ln.entry.kind == "demo")
    load.selected = demo
    key(app, pygame.K_RETURN)
    return load, load.lines[demo], app.mgr.top


def test_load_opens_a_demo_position_on_the_table(tmp_path):
    app = prefs_app(tmp_path)
    _, line, table = _open_a_demo(app)
    assert isinstance(table, TableScene) and table.match.records
    assert table.control.saver is not None and table.control.saver.match_id != line.entry.record.match_id
    app.close()


def test_a_demo_left_before_a_move_by_save_and_leave_is_there_to_continue(tmp_path):
    """Load, a demo, then at once Esc and "Save and leave": nothing was written (the autosave
    waited for a move), the menu had no Continue and Load said "none yet"."""
    app = prefs_app(tmp_path)
    _, _, table = _open_a_demo(app)
    moves = len(table.match.records)
    frames(app, 2)
    click(app, _pause_button(app, "Save and leave").rect.center)
    menu = app.mgr.top
    assert isinstance(menu, MainMenuScene) and menu.continue_button is not None
    click(app, menu.continue_button.rect.center)
    again = app.mgr.top
    assert isinstance(again, TableScene) and len(again.match.records) == moves
    assert again.match.state_hash() == table.match.state_hash()
    app.close()


# --- settings ------------------------------------------------------------------------------------
def test_settings_edited_on_the_screen_persist_across_a_restart(tmp_path):
    app = prefs_app(tmp_path)
    click(app, menu_button(app, "Settings").rect.center)
    scene = app.mgr.top
    assert isinstance(scene, SettingsScene)
    labels = [r.label for r in scene.rows]

    def go(label):
        scene.focus = 0
        key(app, pygame.K_DOWN, n=labels.index(label))
        assert scene.rows[scene.focus].label == label

    go("Animation speed")
    key(app, pygame.K_RIGHT)  # normal -> fast (slow, normal, fast, off: issue 17)
    go("Sound")
    key(app, pygame.K_RETURN)  # off
    go("Volume")
    key(app, pygame.K_LEFT, n=2)  # 80 % -> 70 %
    go("Colours")
    key(app, pygame.K_RIGHT)
    go("Player 1 name")
    key(app, pygame.K_RETURN)  # start typing
    key(app, pygame.K_BACKSPACE, n=5)
    post(pygame.TEXTINPUT, text="Niamh")
    frames(app)
    key(app, pygame.K_RETURN)
    assert app.ctx.speed == "fast" and app.ctx.theme.name == "four_colour"
    key(app, pygame.K_ESCAPE)  # back, saved
    assert isinstance(app.mgr.top, MainMenuScene)
    app.close()

    saved, notice = load_settings(Paths.at(tmp_path).settings_file)
    assert notice is None
    assert (saved.sound_on, saved.volume, saved.colour_mode) == (False, 0.7, "colourblind")
    assert saved.player_names[0] == "Niamh" and saved.animation_speed == 0.5
    init_pygame()
    app2 = App((1280, 720), None, Prefs.load(Paths.at(tmp_path)))  # a restart of the context
    assert app2.ctx.speed == "fast" and app2.ctx.theme.name == "four_colour"
    assert app2.ctx.art.theme.name == "four_colour"
    app2.close()


def test_a_broken_settings_file_gives_defaults_and_a_notice(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    paths.settings_file.write_text('{"kind": "tabletop-settings", "version": 1, "volume": ')
    app = prefs_app(tmp_path)
    menu = app.mgr.top
    assert isinstance(menu, MainMenuScene)
    assert any("Settings:" in t.message and "defaults" in t.message for t in menu.toasts.items)
    assert app.ctx.prefs.settings.volume == 0.8
    assert list(paths.config.glob("settings.json.bad-*"))  # kept, not destroyed
    app.close()


# --- undo against AI -----------------------------------------------------------------------------
def test_undo_against_ai_rewinds_to_the_human_decision_and_stops_at_a_reveal(tmp_path):
    app = prefs_app(tmp_path)
    scene = start_table(app, "HA", seed=6)
    settle(app, scene)
    app.ctx.speed, app.ctx.ai_delay = "fast", 30.0  # the AI waits: time to take the move back
    before, n = scene.match.state_hash(), len(scene.match.records)
    play_drag(app, scene)
    frames(app, 3)
    assert scene.keeping.undo_button.enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.state_hash() == before and len(scene.match.records) == n
    assert scene.match.undo_count == 1 and scene.keeping.redo_button.enabled
    settle(app, scene)
    assert scene.board.index is not None  # the human decides again
    key(app, pygame.K_y, pygame.KMOD_CTRL)  # redo
    assert len(scene.match.records) == n + 1
    app.ctx.ai_delay = 0.0
    for _ in range(600):  # the AI answers with a card face up: a reveal to the human
        frames(app)
        if scene.match.to_act == 0 and not scene.board.busy:
            break
    assert len(scene.match.records) > n + 1
    assert not scene.match.can_undo(0)
    frames(app, 2)
    assert not scene.keeping.undo_button.enabled
    after = scene.match.state_hash()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.state_hash() == after
    path = scene.control.saver.path
    app.close()
    record = open_save(path).record
    assert record.undo_count == 1 and record.state_hash == after


# --- statistics and replay -----------------------------------------------------------------------
def test_statistics_screen_shows_a_finished_game_and_opens_its_replay(tmp_path):
    paths = Paths.at(tmp_path).ensure()
    m = finished_match()
    MatchKeeper(paths, m, "done-1", SaveStore(paths, demos=False)).after_action()
    app = prefs_app(tmp_path)
    click(app, menu_button(app, "Statistics").rect.center)
    stats = app.mgr.top
    assert isinstance(stats, StatsScene)
    rows = stats.rows()
    assert len(rows) == 1 and rows[0][0] == "Hyrule" and rows[0][4] == "1"  # played once
    assert len(stats.history) == 1
    stats.draw(app.window.surface)
    click(app, stats.history_rects[0].center)
    replay = app.mgr.top
    assert isinstance(replay, ReplayScene)
    assert replay.source.state_hash() == m.state_hash() and replay.total == len(m.records)
    key(app, pygame.K_ESCAPE)
    assert app.mgr.top is stats
    app.close()


def _board_picture(scene):
    return sorted((s.key, s.face, s.zone, round(s.x), round(s.y)) for s in scene.board.sprites())


def test_the_replay_viewer_steps_forward_and_back_to_the_same_view(tmp_path):
    init_pygame()
    app = App((1280, 720), "fast")
    app.ctx.audio = None
    m = finished_match(seed=11)
    plugin = REGISTRY["hyrule"]
    from tabletop.catalog import CATALOG

    replay = ReplayScene(plugin, m, CATALOG.table_for("hyrule"))
    app.mgr.reset(replay)
    frames(app, 2)
    assert replay.viewer == ALL
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    frames(app, 120)  # the steps animate, then settle
    assert replay.pos == 5
    view = replay.current_view()
    picture = _board_picture(replay)
    assert all(s.face is not None for z, pile in replay.board.piles.items()
               if z.startswith("hand/") for s in pile)  # every card revealed
    key(app, pygame.K_RIGHT)
    assert replay.board.busy  # the normal animation of the step
    frames(app, 120)
    key(app, pygame.K_LEFT)
    frames(app, 5)
    assert replay.pos == 5 and replay.current_view() == view
    assert _board_picture(replay) == picture
    key(app, pygame.K_END)
    assert replay.match.state_hash() == m.state_hash()
    key(app, pygame.K_HOME)
    assert replay.pos == 0 and not replay.match.records
    key(app, pygame.K_SPACE)  # play
    frames(app, 200)
    assert replay.pos > 0
    app.close()


def test_named_save_from_the_pause_menu(tmp_path):
    app = prefs_app(tmp_path)
    scene = start_table(app, "HA", seed=4)
    play_drag(app, scene)
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    pause = app.mgr.top
    save_as = next(b for b in pause.buttons if b.label == "Save as…")
    click(app, save_as.rect.center)
    post(pygame.TEXTINPUT, text="my/../best: game")
    frames(app)
    key(app, pygame.K_RETURN)
    files = list(Paths.at(tmp_path).named_saves.iterdir())
    assert len(files) == 1 and "/" not in files[0].stem and ".." not in files[0].name
    loaded = open_save(files[0])
    assert loaded.record.label == "my/../best: game"
    assert loaded.match.state_hash() == scene.match.state_hash()
    data = json.loads(files[0].read_text())
    assert data["kind"] == "tabletop-save"
    app.close()


def test_undo_in_hot_seat_only_takes_back_the_own_decisions_since_the_handoff(tmp_path):
    app = prefs_app(tmp_path)
    scene = start_table(app, "HH", seed=3)
    app.ctx.speed = "fast"
    for _ in range(2):  # Aoife plays, the hand-off goes to Ciara
        for _ in range(300):
            frames(app)
            if isinstance(app.mgr.top, HandoffScene):
                break
        handoff = app.mgr.top
        assert isinstance(handoff, HandoffScene)
        if handoff.seat == 1:
            break
        frames(app, 25)
        click(app, handoff.button.rect.center)
        play_drag(app, scene)
    frames(app, 25)
    click(app, app.mgr.top.button.rect.center)
    settle(app, scene)
    assert scene.viewer == 1 and scene.match.records[-1].action.player == 0
    assert scene.match.can_undo(0)  # Aoife could take her move back on her own turn…
    assert scene.control.undo_seat() == 1 and not scene.control.can_undo()  # …Ciara cannot
    before = scene.match.state_hash()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.state_hash() == before
    app.close()


def test_a_keltis_game_replays_to_its_end(tmp_path):
    init_pygame()
    app = App((1280, 720), "off")
    app.ctx.audio = None
    plugin = REGISTRY["keltis"]
    m = Match(plugin.rules, MatchConfig("keltis", 2, 4, {}),
              (Seat("human", "Aoife"), Seat("ai", "Ciara (AI)", "easy")))
    rng = Rng(4)
    while not m.is_over:
        m.submit(RandomBot().choose(m.rules, m.state, rng))
    from tabletop.catalog import CATALOG

    replay = ReplayScene(plugin, m, CATALOG.table_for("keltis"))
    app.mgr.reset(replay)
    key(app, pygame.K_RIGHT, n=3)
    key(app, pygame.K_LEFT)
    assert replay.pos == 2 and len(replay.match.records) == 2
    key(app, pygame.K_END)
    frames(app, 3)
    assert replay.match.is_over and replay.match.state_hash() == m.state_hash()
    assert not any(type(s).__name__ == "ResultsScene" for s in app.mgr.stack)
    app.close()


def _pause_button(app, label):
    key(app, pygame.K_ESCAPE)
    return next(b for b in app.mgr.top.buttons if b.label == label)


def test_save_and_leave_keeps_continue_and_abandon_counts_no_win(tmp_path):
    app = prefs_app(tmp_path)
    scene = start_table(app, "HA", seed=4)
    play_drag(app, scene)
    settle(app, scene)
    click(app, _pause_button(app, "Save and leave").rect.center)
    assert isinstance(app.mgr.top, MainMenuScene)
    click(app, menu_button(app, "Continue").rect.center)
    scene = app.mgr.top
    assert isinstance(scene, TableScene) and scene.match.records
    settle(app, scene)
    click(app, _pause_button(app, "Abandon game").rect.center)
    confirm = app.mgr.top
    assert "abandoned" in " ".join(confirm.lines)
    click(app, next(b for b in confirm.buttons if b.label == "Abandon game").rect.center)
    menu = app.mgr.top
    assert isinstance(menu, MainMenuScene) and menu.continue_button is None
    from tabletop.persistence.stats import load_stats

    stats, _ = load_stats(Paths.at(tmp_path).stats_file)
    (tally,) = stats.tallies.values()
    assert (tally.played, tally.won, tally.abandoned) == (0, 0, 1)
    app.close()


def test_window_size_from_the_settings_screen_and_remembered_on_exit(tmp_path):
    app = prefs_app(tmp_path)
    click(app, menu_button(app, "Settings").rect.center)
    scene = app.mgr.top
    scene.focus = [r.label for r in scene.rows].index("Window size")
    before = app.window.size
    key(app, pygame.K_RIGHT)
    assert app.window.size != before and app.window.size == tuple(app.ctx.prefs.settings.window_size)
    assert app.mgr.size == app.window.size
    app.close()
    saved, _ = load_settings(Paths.at(tmp_path).settings_file)
    assert tuple(saved.window_size) == app.window.size


def test_open_a_save_file_from_the_command_line_and_remembered_names_in_setup(tmp_path):
    m = finished_match(seed=5)
    path = tmp_path / "done.json"
    from tabletop.persistence.saves import save_match

    save_match(m, path)
    init_pygame()
    prefs = Prefs.load(Paths.at(tmp_path / "home").ensure())
    app = App((1280, 720), "off", prefs)
    app.ctx.audio = None
    first_scene(_parse(["--open", str(path)]), app.mgr)
    assert isinstance(app.mgr.top, ReplayScene) and app.mgr.top.total == len(m.records)
    (tmp_path / "bad.json").write_text("")
    app.mgr.reset(MainMenuScene())
    first_scene(_parse(["--open", str(tmp_path / "bad.json")]), app.mgr)
    assert any("empty file" in t.message for t in app.mgr.top.toasts.items)

    from tabletop.ui.scenes.setup import MatchSetupScene

    prefs.update(app.ctx, player_names=("Niamh", "Oisín"))
    setup = MatchSetupScene(REGISTRY["hyrule"])
    app.mgr.push(setup)
    assert setup.names[0].value == "Niamh"
    setup._toggle_kind(1)
    assert setup.seats()[1] == Seat("human", "Oisín", setup.levels[1])
    app.close()


def test_the_load_list_leaves_finished_autosaves_to_the_history(tmp_path):
    from tabletop.ui.scenes.saved import save_list

    paths = Paths.at(tmp_path).ensure()
    store = SaveStore(paths, demos=False)
    done = finished_match(seed=7)
    store.autosave(done, "done")
    store.save_named(done, "kept finished")
    live = Match(done.rules, done.config, done.seats)
    live.submit(live.legal()[0])
    store.autosave(live, "live")
    prefs = Prefs(paths)
    own = [e for e in save_list(prefs) if e.kind != "demo"]
    assert sorted((e.kind, e.path.stem) for e in own) == [("auto", "live"), ("named", "kept finished")]
    assert own == [e for e in save_list(prefs) if e.kind != "demo"]  # cached, same answer


def test_the_replays_table_calls_the_seats_by_their_names():
    """Ard Rí's replay listed "1. Player 3, 2. Player 1" on the season wheel and "Player 2 is
    choosing…" on the status line while the plates said Ciara and Dara: the replay gave its
    names to a wrapper of the game's table, whose own methods never saw them."""
    from tabletop.catalog import CATALOG
    from tabletop.core.match import Match, Seat
    from tabletop.core.rng import Rng
    from tabletop.core.rules import MatchConfig

    init_pygame()
    app = App((1280, 720), "off")
    app.ctx.audio = None
    plugin = REGISTRY["ard_ri"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"), Seat("ai", "Dara (AI)", "random"))
    m = Match(plugin.rules, MatchConfig("ard_ri", 3, 4, {"rounds": 6}), seats)
    rng = Rng.derived(4, "replay-names")
    for _ in range(12):
        m.submit(rng.choice(m.legal()))
    replay = ReplayScene(plugin, m, CATALOG.table_for("ard_ri"))
    app.mgr.reset(replay)
    frames(app, 2)
    replay.seek(replay.total)
    frames(app, 2)
    view = replay.current_view()
    assert list(replay.game.names) == ["Aoife", "Ciara (AI)", "Dara (AI)"]
    status = replay.game.status_line(view)
    assert "Player " not in status, status
    assert replay.game.turn_zone(0) is None  # nobody's turn lights up in a replay
    app.close()


def test_the_replays_keys_say_why_and_tab_reaches_its_controls(monkeypatch):
    """J did nothing and said nothing before a review, and Tab reached none of Back, Play,
    Forward, Review and Close (the Review was the mouse's only)."""
    from tabletop.catalog import CATALOG

    init_pygame()
    app = App((1280, 720), "off")
    app.ctx.audio = None
    m = finished_match(seed=11)
    replay = ReplayScene(REGISTRY["hyrule"], m, CATALOG.table_for("hyrule"))
    app.mgr.reset(replay)
    frames(app, 2)
    key(app, pygame.K_j)
    assert replay.toasts.current is not None and "press Review (R) first" in replay.toasts.current.message
    replay.mark([])  # a review that found nothing costly
    replay.toasts.items.clear()
    key(app, pygame.K_j)
    assert "found no costly decision" in replay.toasts.current.message
    key(app, pygame.K_TAB)
    assert replay.nav.shown and replay.nav.focused() is replay.controls[0]
    for _ in range(3):
        key(app, pygame.K_TAB)
    assert replay.nav.focused().label == "Review"
    pushed = []
    monkeypatch.setattr(replay, "review", lambda: pushed.append("review"))
    replay.controls[3].on_click = replay.review
    key(app, pygame.K_RETURN)
    assert pushed == ["review"]
    before = replay.pos
    key(app, pygame.K_RIGHT)  # the arrows still step the moves
    assert replay.pos == before + 1
    app.close()
