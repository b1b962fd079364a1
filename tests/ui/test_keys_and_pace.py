"""Issue 28, items 5–7: remappable keys, a list of keys on every screen, the keyboard gaps
(setup's boxes by Tab, Save as… without the key that opened it, Enter on the results) and the
pace (the computer's pause is its own setting, messages stay longer and are in the log).

Keys are real posted pygame events through the app's loop, as in ``test_keyboard.py``.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.games import REGISTRY
from tabletop.persistence.paths import Paths
from tabletop.persistence.settings import KEY_ACTIONS, settings_from_json
from tabletop.ui.keymap import TABLE_ACTIONS, key_label, table_shortcuts
from tabletop.ui.prefs import Prefs
from tabletop.ui.scenes.help import ShortcutsScene
from tabletop.ui.scenes.menu import MainMenuScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.save_as import SaveAsScene
from tabletop.ui.scenes.settings import KeysScene, SettingsScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets.field import TextField
from tabletop.ui.widgets.log_panel import MESSAGES_TITLE
from tabletop.ui.widgets.toast import Toasts

from .helpers import frames, make_app, post, settle, start_table
from .test_fresh_profile import BUILDERS, fresh_app


def restarted_app(root):
    """The app started again on the profile at ``root`` (its settings file read anew)."""
    from tabletop.app import App, _parse, first_scene, init_pygame

    init_pygame()
    app = App((1280, 720), "off", Prefs.load(Paths.at(root)))
    app.ctx.audio = None
    app.ctx.ai_process = False
    app.ctx.ai_delay = 0.0
    first_scene(_parse([]), app.mgr)
    frames(app, 2)
    return app


def press(app, k: int, text: str = "", mod: int = 0, n: int = 1) -> None:
    """A key as SDL sends it: KEYDOWN, the text it types (if any), KEYUP; then ``n`` frames."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)
    if text:
        post(pygame.TEXTINPUT, text=text)
    post(pygame.KEYUP, key=k, mod=mod, unicode=text, scancode=0)
    frames(app, n)


def past_the_tour(app) -> None:
    """A fresh profile's first table shows the first-run tour: a key after a moment ends it."""
    from tabletop.ui.scenes.help import FirstRunScene

    frames(app, 20)
    if isinstance(app.mgr.top, FirstRunScene):
        press(app, pygame.K_SPACE, n=2)


def question(app) -> None:
    press(app, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)


@pytest.fixture(autouse=True)
def _messages_hold_restored():
    yield
    Toasts.hold = 1.0  # one app per process in real life; here the next test starts afresh


# --- item 5: remappable keys -----------------------------------------------------------------------
def test_the_settings_keep_every_remappable_command_by_name():
    assert KEY_ACTIONS == tuple(TABLE_ACTIONS)
    s, notice = settings_from_json({"kind": "tabletop-settings", "version": 1, "keys": {"log": "g"}})
    assert s.keys == (("log", "g"),) and notice is None
    s, notice = settings_from_json({"kind": "tabletop-settings", "version": 1, "keys": {"fly": "g"}})
    assert s.keys == () and "keys" in notice


def _keys_page(app) -> KeysScene:
    app.mgr.push(app.mgr.make("settings"))
    frames(app, 2)
    settings = app.mgr.top
    assert isinstance(settings, SettingsScene)
    row = next(i for i, r in enumerate(settings.rows) if r.kind == "page")
    for _ in range(row):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    page = app.mgr.top
    assert isinstance(page, KeysScene)
    return page


def _change(app, page: KeysScene, action: str, k: int, text: str = "") -> None:
    while page.stops()[page.focus] != action:
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # now the page waits for the key
    assert page.capturing == action
    press(app, k, text)


def test_a_remapped_key_is_saved_and_works_after_a_restart(tmp_path):
    app = fresh_app(tmp_path)
    page = _keys_page(app)
    _change(app, page, "log", pygame.K_g, "g")
    assert page.capturing is None and page.bound["log"] == "g"
    app.close()

    prefs = Prefs.load(Paths.at(tmp_path))  # a new start reads the settings file
    assert prefs.settings.keys == (("log", "g"),)
    app = restarted_app(tmp_path)
    assert app.ctx.keys == {"log": "g"}
    scene = start_table(app, "HA", seed=3)
    past_the_tour(app)
    settle(app, scene)
    press(app, pygame.K_l, "l")
    assert not scene.comfort.log.open  # L was given away: it opens nothing now
    press(app, pygame.K_g, "g")
    assert scene.comfort.log.open
    assert scene.comfort.tabs[1].label == "Log  G"  # the tab names the key too
    question(app)
    listed = app.mgr.top
    assert isinstance(listed, ShortcutsScene)
    assert ("G", TABLE_ACTIONS["log"][1]) in listed.items
    app.close()


def test_a_taken_or_fixed_key_is_refused_with_a_sentence_and_reset_restores_the_defaults(tmp_path):
    app = fresh_app(tmp_path)
    page = _keys_page(app)
    _change(app, page, "log", pygame.K_h, "h")
    assert page.bound["log"] == "l" and page.warn
    assert page.notice == ("H is already the key for Hint. Choose another key, "
                           "or give Hint a different key first.")
    assert page.capturing == "log"  # still listening: another key can be pressed at once
    press(app, pygame.K_TAB)
    assert page.notice == "Tab is not free: it moves the keyboard focus. Choose another key."
    press(app, pygame.K_k, "k")
    assert page.bound["log"] == "k" and not page.warn
    _change(app, page, "hint", pygame.K_j, "j")
    assert app.ctx.keys == {"hint": "j", "log": "k"}
    while page.stops()[page.focus] is not page.reset:
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert page.bound == {a: k for a, (k, _) in TABLE_ACTIONS.items()} and app.ctx.keys == {}
    assert Prefs.load(Paths.at(tmp_path)).settings.keys == ()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.mgr.top, SettingsScene)
    app.close()


@pytest.mark.parametrize("action,free", [("hint", pygame.K_j), ("log", pygame.K_g),
                                         ("trick", pygame.K_u)])
def test_the_tables_declared_keys_are_the_keys_it_answers(action, free):
    """The declaration (``table_shortcuts``) and the handling agree: the command answers the
    key the player gave it, and no longer its default key."""
    app = make_app(speed="off")
    app.ctx.keys = {action: pygame.key.name(free)}
    scene = start_table(app, "HA", seed=3)
    settle(app, scene)
    for _ in range(6):  # some play, so a trick was finished and there is something to review
        if scene.match.is_over:
            break
        press(app, pygame.K_RETURN, n=2)
        settle(app, scene)

    def effect():
        log = scene.comfort.log
        return {"hint": any("hint" in m.lower() for m in scene.toasts.recent),
                "log": log.open, "trick": log.review}[action]

    scene.toasts.recent.clear()
    default = pygame.key.key_code(TABLE_ACTIONS[action][0])
    press(app, default, TABLE_ACTIONS[action][0], n=2)
    assert not effect()
    press(app, free, pygame.key.name(free), n=2)
    assert effect()
    assert any(s.action == action for s in table_shortcuts(app.ctx.keys))
    app.close()


# --- item 5: ? on every screen, the menu's letters, the picker's Right ----------------------------
SCREENS = ["menu", "picker", "setup", "settings", "load", "stats", "rules", "results", "pause",
           "confirm", "handoff", "chooser", "table", "replay"]


@pytest.mark.parametrize("name", SCREENS)
def test_question_mark_lists_the_keys_of_every_screen(tmp_path, name):
    app = fresh_app(tmp_path)
    scene = next(BUILDERS[name](app))
    if scene is not app.mgr.top:
        app.mgr.push(scene)
    frames(app, 3)
    past_the_tour(app)
    question(app)
    listed = app.mgr.top
    assert isinstance(listed, ShortcutsScene), f"? on {name} showed no list"
    assert listed.items and all(keys and what for keys, what in listed.items)
    assert listed.items == [(s.keys, s.what) for s in scene.shortcuts()]  # the screen's own
    press(app, pygame.K_ESCAPE)
    assert app.mgr.top is scene
    app.close()


def test_the_menu_shows_its_letter_keys_and_lists_them(tmp_path):
    app = fresh_app(tmp_path)
    menu = app.mgr.top
    assert isinstance(menu, MainMenuScene)
    hints = {b.label: b.hint for b in menu.buttons}
    assert all(b.hint == key_label(b.key) for b in menu.buttons if b.key is not None)
    assert {"New game": "N", "Load": "L", "Rules": "R", "Settings": "S", "Statistics": "T",
            "Quit": "Q"}.items() <= hints.items()
    listed = {(s.keys, s.what) for s in menu.shortcuts()}
    assert {("N", "New game"), ("Q", "Quit"), ("?", "This list of shortcuts")} <= listed
    app.close()


def test_right_moves_right_in_the_game_picker(tmp_path):
    app = fresh_app(tmp_path)
    app.mgr.push(app.mgr.make("picker"))
    frames(app, 2)
    picker = app.mgr.top
    press(app, pygame.K_TAB)  # shows the focus: the first game's Play
    first = picker.nav.focused()
    assert first.label == "Play"
    moves = []
    for _ in range(4):
        before = picker.nav.focused().rect
        press(app, pygame.K_RIGHT)
        after = picker.nav.focused().rect
        moves.append((before, after))
    # each Right goes to the next button on the right, or down to the next row's first
    assert all(b.x < a.x or a.y > b.y for b, a in moves)
    press(app, pygame.K_LEFT)
    assert picker.nav.focused().rect.x < moves[-1][1].x or picker.nav.focused().rect.y < moves[-1][1].y
    app.close()


# --- item 6: keyboard gaps -------------------------------------------------------------------------
def test_tab_reaches_setups_name_and_deal_number_boxes(tmp_path):
    app = fresh_app(tmp_path)
    app.mgr.push(app.mgr.make("picker"))
    app.mgr.push(app.mgr.make("setup", REGISTRY["keltis"]))
    frames(app, 2)
    setup = app.mgr.top
    reached: list[TextField] = []
    for _ in range(40):
        press(app, pygame.K_TAB)
        field = setup.typing_field()
        if field is not None and field not in reached:
            reached.append(field)
        if setup.seed_field in reached:
            break
    assert setup.names[0] in reached and setup.seed_field in reached
    # the box reached by Tab takes the typing; ? is typed there, not a list of keys
    setup.seed_field.focus = False
    while setup.typing_field() is not setup.names[0]:
        press(app, pygame.K_TAB)
    for ch in "Zoë?":
        press(app, pygame.K_UNKNOWN, ch)
    assert setup.names[0].value.endswith("Zoë?") and app.mgr.top is setup
    press(app, pygame.K_TAB)
    assert setup.names[0].focus is False
    app.close()


@pytest.mark.parametrize("opener", ["s", "digit"])
def test_the_key_that_opens_save_as_is_not_typed_into_the_name(tmp_path, opener):
    app = fresh_app(tmp_path)
    plugin = REGISTRY["keltis"]
    tbl = next(BUILDERS["table"](app))
    app.mgr.push(tbl)
    frames(app, 2)
    past_the_tour(app)
    press(app, pygame.K_ESCAPE)  # the pause menu
    pause = app.mgr.top
    if opener == "s":
        press(app, pygame.K_s, "s")
    else:
        i = next(i for i, b in enumerate(pause.buttons) if b.label == "Save as…")
        press(app, pygame.K_1 + i, str(i + 1))
    dialog = app.mgr.top
    assert isinstance(dialog, SaveAsScene)
    assert dialog.field.value == ""
    for ch in "kbtest":
        press(app, pygame.key.key_code(ch), ch)
    assert dialog.field.value == "kbtest"
    assert plugin is not None
    app.close()


def test_enter_on_the_results_waits_until_they_can_be_read(tmp_path):
    app = fresh_app(tmp_path)
    results = next(BUILDERS["results"](app))
    app.mgr.push(results)
    for _ in range(8):  # Enter hammered while the last cards were played
        press(app, pygame.K_RETURN, n=5)
    assert app.mgr.top is results and isinstance(results, ResultsScene)
    assert results.next_frame_in() == 0.0  # the guard's clock runs while the app would rest
    frames(app, 60)
    press(app, pygame.K_RETURN)
    assert isinstance(app.mgr.top, TableScene)
    app.close()


def test_the_results_list_each_key_once(tmp_path):
    """The results' ? list had two "Enter" rows ("Play again (after 1.5 s …)" and "Enter or
    Space: Press the chosen button"): each key is listed once, and Enter's row says both what
    it does with no button chosen and with one."""
    import re

    app = fresh_app(tmp_path)
    results = next(BUILDERS["results"](app))
    app.mgr.push(results)
    frames(app, 2)
    rows = results.shortcuts()
    keys = [k for s in rows for k in re.split(r" or |\s{2,}", s.keys)]
    assert len(keys) == len(set(keys)), [s.keys for s in rows]
    (enter,) = [s for s in rows if "Enter" in re.split(r" or |\s{2,}", s.keys)]
    assert "Play again" in enter.what and "chosen" in enter.what
    app.close()


# --- item 7: the pace ------------------------------------------------------------------------------
def test_animation_off_keeps_the_computers_pause():
    app = make_app(speed="off")
    app.ctx.ai_delay = 0.6  # the setting, as a player has it
    scene = start_table(app, "AA", seed=2)
    waited = 0
    while not scene.match.records and waited < 200:
        frames(app)
        waited += 1
    assert scene.match.records, "the computer never moved"
    assert waited >= 30, f"the computer moved after {waited} frames: no pause with animation off"
    app.close()


def test_messages_stay_longer_when_asked_and_the_latest_are_in_the_log(tmp_path):
    app = fresh_app(tmp_path)
    app.mgr.push(app.mgr.make("settings"))
    frames(app, 2)
    settings = app.mgr.top
    row = next(i for i, r in enumerate(settings.rows) if r.label == "Messages stay")
    for _ in range(row):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert settings.s.message_time == 2.5 and Toasts.hold == 2.5
    assert Prefs.load(Paths.at(tmp_path)).settings.message_time == 2.5
    toasts = Toasts()
    toasts.show("Read me", 4.0)  # (longer than its reading time, 2 s and 2/3 s for 2 words)
    assert toasts.current.ttl == pytest.approx(10.0)
    app.mgr.pop()

    tbl = next(BUILDERS["table"](app))
    app.mgr.push(tbl)
    frames(app, 2)
    past_the_tour(app)
    for message in ("That card can't go there", "Saved as “x”"):
        tbl.toasts.show(message)
    press(app, pygame.K_l, "l")
    rows = tbl.comfort.log.lines()
    titles = [t for t, ln in rows if ln is None]
    assert titles[-1] == MESSAGES_TITLE
    assert [ln.text for _, ln in rows[-2:]] == ["That card can't go there", "Saved as “x”"]
    app.close()


# --- the settings screen fits ----------------------------------------------------------------------
@pytest.mark.parametrize("size", [(984, 500), (1280, 720)])
def test_the_settings_and_keys_pages_fit_the_window(size):
    app = make_app()
    app.ctx.prefs = Prefs(None)
    app.mgr.resize(*size)
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    settings = app.mgr.make("settings")
    app.mgr.push(settings)
    frames(app, 1)
    rects = [r.rect for r in settings.rows] + [settings.back.rect]
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))
    assert min(r.rect.h for r in settings.rows) >= 24
    page = KeysScene(settings.prefs)
    app.mgr.push(page)
    frames(app, 1)
    rects = list(page.rects.values()) + [page.reset.rect, page.back.rect]
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))
    app.close()
