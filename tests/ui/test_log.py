"""The move log: every move in words with names, grouped by trick / turn, public only; the
last trick / play review; the panel toggles by key and by its tab; the shortcut overlay
and the first-run tour."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.hyrule.rules import card_title
from tabletop.ui.prefs import Prefs
from tabletop.ui.scenes.help import FirstRunScene, ShortcutsScene, help_seen
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.widgets.log_panel import build_log, last_closed, review_title, side_tabs

from .helpers import click, frames, make_app, post, settle, start_table

NAMES = ["Aoife", "Ciara", "Dara", "Eimear"]


def _drive(game: str, n: int, seed: int, moves: int | None = None) -> Match:
    """A match played with a fixed spread over the legal lists (deterministic, no bots)."""
    rules = REGISTRY[game].rules
    match = Match(rules, MatchConfig(game, n, seed, {}), tuple(Seat("human", NAMES[i]) for i in range(n)))
    k = 0
    while not match.is_over and (moves is None or k < moves):
        legal = match.legal()
        match.submit(legal[(k * 7) % len(legal)])
        k += 1
    return match


def test_hyrule_log_groups_by_trick_with_names_and_never_you():
    match = _drive("hyrule", 3, 4)
    groups = build_log(match.rules, match.records, match.states, NAMES[:3])
    tricks = [g for g in groups if g.title.startswith("Trick")]
    assert len(tricks) >= 7 and all(g.closed for g in tricks[:7])
    lines = [ln for g in groups for ln in g.lines]
    assert sum(1 for ln in lines if " plays " in ln.text) == len(match.records)
    assert all(ln.text.split()[0] in NAMES for ln in lines if ln.seat is not None)
    assert not any(" you " in f" {ln.text.lower()} " for ln in lines)
    assert review_title(groups) == "Last trick"
    last = last_closed(groups)
    assert last is not None and any("trick" in ln.text for ln in last.lines)


def test_keltis_log_groups_by_turn_and_names_no_hidden_card():
    match = _drive("keltis", 2, 6, moves=60)
    rules = match.rules
    groups = build_log(rules, match.records, match.states, NAMES[:2])
    assert review_title(groups) == "Last play"
    assert all(g.title.startswith("Turn") for g in groups)
    for a, b in zip(groups, groups[1:], strict=False):  # turns alternate between players
        assert a.lines[0].seat != b.lines[0].seat
    # a draw from the face-down pile never names the card drawn: every such line is alike
    blind = {rules.narrate(match.states[i], rec.action, NAMES[:2])
             for i, rec in enumerate(match.records)
             if rec.action.kind == "draw" and rec.action.src == "draw" and rec.action.player == 0}
    assert len(blind) == 1


def test_chance_variant_log_never_names_a_face_down_commit():
    rules = REGISTRY["hyrule"].rules
    match = Match(rules, MatchConfig("hyrule", 2, 9, {"variant": "chance"}),
                  (Seat("human", "Aoife"), Seat("human", "Ciara")))
    match.submit(match.legal()[0])  # Aoife commits face down
    groups = build_log(rules, match.records, match.states, NAMES[:2])
    line = groups[0].lines[0].text
    assert line.startswith("Aoife picks") and card_title(match.records[0].action.cards[0]) not in line


def test_side_tabs_find_the_free_gap_at_the_right_edge():
    obstacles = [(1100, 0, 180, 300), (1100, 420, 180, 300)]
    tabs = side_tabs(obstacles, 1280, 720, 90, 30, 3, 6, 6)
    assert all(300 < y and y + h < 420 for _, y, _, h in tabs)
    assert all(x + w <= 1280 - 6 for x, _, w, _ in tabs)


def test_log_panel_opens_by_key_and_tab_and_reviews_the_last_trick():
    app = make_app(speed="off")
    scene = start_table(app, "HAA", seed=3)
    for _ in range(4):
        settle(app, scene)
        scene.submit(scene.match.legal()[0])
    settle(app, scene)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    frames(app, 2)
    log = scene.comfort.log
    assert log.open and len(log.groups) >= 2
    rows = log.lines()
    assert rows[0] == ("Trick 1", None)
    post(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t", scancode=0)
    frames(app, 2)
    last = last_closed(log.groups)
    assert last is not None and last is not log.groups[-1] or log.groups[-1].closed
    assert log.review and [t for t, ln in log.lines() if ln is None] == [last.title]
    # as tall as the trick's lines, not 70 % of the window (it stood mostly empty over the table)
    w, h = app.window.surface.get_size()
    assert log.rect[3] < h * 0.5
    click(app, scene.comfort.tabs[1].rect.center)  # the Log tab closes it
    assert not log.open


def test_help_overlay_and_rules_from_it():
    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=3)
    settle(app, scene)
    post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    frames(app, 2)
    assert isinstance(app.mgr.top, ShortcutsScene)
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert isinstance(app.mgr.top, RulesScene)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert app.mgr.top is scene
    click(app, scene.comfort.tabs[0].rect.center)  # the Rules tab
    assert isinstance(app.mgr.top, RulesScene)


def tour_over_a_new_table():
    """A Hyrule table on remembered (empty) settings, stepped until its first-run tour is up."""
    app = make_app(speed="off")
    app.ctx.prefs = Prefs(None)
    scene = start_table(app, "HA", seed=3)
    for _ in range(300):
        frames(app)
        if isinstance(app.mgr.top, FirstRunScene):
            break
    tour = app.mgr.top
    assert isinstance(tour, FirstRunScene)
    return app, scene, tour


def test_first_run_tour_once_per_game_and_remembered():
    app, scene, tour = tour_over_a_new_table()
    labels = [label for label, _ in tour.marks]
    assert labels == ["Your hand", "Where cards go now", "Rules"]
    frames(app, 20)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert app.mgr.top is scene and help_seen(app.ctx, "hyrule")
    assert app.ctx.prefs.settings.help_seen == ("hyrule",)
    scene2 = start_table(app, "HA", seed=4)
    for _ in range(200):
        frames(app)
    assert app.mgr.top is scene2  # no second tour for the same game


def test_f1_on_the_welcome_overlay_opens_the_rules():
    """Issue 22, item 13: F1 is the rules key on the welcome overlay too (it only closed it);
    the overlay counts as seen, and Esc from the rules comes back to the table."""
    app, scene, tour = tour_over_a_new_table()
    assert "F1 the rules" in tour.hint
    lines = tour._hint_lines(tour.box.w)  # shown whole: the box is as tall as its lines ask
    assert "F1 the rules" in lines[-1] and tour.box.h == tour._box_height(tour.box.w)
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert isinstance(app.mgr.top, RulesScene) and tour not in app.mgr.stack
    assert help_seen(app.ctx, "hyrule")
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert app.mgr.top is scene


@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_open_log_leaves_undo_and_redo_in_sight(size):
    """Hyrule, the log open while a computer thought after the player's card: the panel, 70 %
    of the window high at the right, lay over Undo and Redo beside the action bar. It stops
    above them."""
    app = make_app(size, speed="fast")
    app.ctx.ai_delay = 5.0  # the computer thinks a while: Undo stands there meanwhile
    scene = start_table(app, "HAA", seed=6)
    settle(app, scene)
    scene.submit(scene.match.legal()[0])
    for _ in range(120):
        frames(app)
        if scene.keeping.visible() and not scene.board.busy:
            break
    assert scene.keeping.visible()
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")
    frames(app, 2)
    log = pygame.Rect(scene.comfort.log.rect)
    assert scene.comfort.log.open and log.h > size[1] // 3, log
    for b in scene.keeping.buttons:
        assert not log.colliderect(b.rect), (b.label, b.rect, log)
    app.close()
