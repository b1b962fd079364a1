"""Keyboard-only play: whole games driven by key events alone, through the real event loop.

No mouse event is posted in the game tests: the table's focus walks the interaction index
(Tab / arrows), Enter plays or picks up, number keys choose destinations, Esc puts a card
back, and dialogs (chooser, hand-off, results) take Enter too.
"""

from __future__ import annotations

import pygame

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.focus import PLAY_HERE, KeyFocus
from tabletop.ui.table.interaction import InteractionIndex

from .helpers import frames, make_app, post, start_table

NAMES = ["Aoife", "Ciara", "Dara", "Eimear", "Fionn"]


def key(app, k: int, mod: int = 0, n: int = 1) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    frames(app, n)


def keltis_table(app, kinds: str, seed: int) -> TableScene:
    plugin = REGISTRY["keltis"]
    seats = tuple(Seat("human" if k == "H" else "ai", NAMES[i], "random") for i, k in enumerate(kinds))
    match = Match(plugin.rules, MatchConfig("keltis", len(kinds), seed, {}), seats)
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"))
    app.mgr.reset(scene)
    return scene


def _no_mouse_in_queue() -> None:
    assert not pygame.event.peek((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))


def play_by_keyboard(app, scene: TableScene, limit: int = 40000) -> dict[str, int]:
    """Play every human decision with keys; a varied mix of Tab, arrows, Enter and digits."""
    used = {"tab": 0, "enter": 0, "digit": 0, "esc": 0, "handoff": 0, "chooser": 0}
    decision = 0
    for _ in range(limit):
        frames(app)
        top = app.mgr.top
        if isinstance(top, ResultsScene):
            return used
        if isinstance(top, HandoffScene):
            frames(app, 25)
            key(app, pygame.K_RETURN)
            used["handoff"] += 1
            continue
        if top is not scene:  # the chooser: Enter picks its focused (first) choice
            key(app, pygame.K_DOWN) if decision % 2 else None
            key(app, pygame.K_RETURN)
            used["chooser"] += 1
            continue
        if scene.last_look.held():  # the finished table waits: Enter is "See the results"
            key(app, pygame.K_RETURN)
            used["enter"] += 1
            continue
        if scene.board.index is None or scene.board.busy:
            continue
        before = len(scene.match.records)
        decision += 1
        stops = scene.focus.stops() if scene.focus.index is scene.board.index else []
        for _ in range(decision % max(1, len(stops) or 3)):
            key(app, pygame.K_TAB if decision % 3 else pygame.K_RIGHT)
            used["tab"] += 1
        key(app, pygame.K_RETURN)
        used["enter"] += 1
        if scene.focus.held is not None and decision % 5 == 0:
            key(app, pygame.K_ESCAPE)  # put it back, then pick it up again
            used["esc"] += 1
            assert scene.focus.held is None and not isinstance(app.mgr.top, PauseScene)
            key(app, pygame.K_RETURN)
        if scene.focus.held is not None:
            n = len(scene.focus.places())
            if decision % 2 and n:
                key(app, pygame.K_1 + (decision % n))
                used["digit"] += 1
            else:
                key(app, pygame.K_RETURN)
                used["enter"] += 1
        frames(app, 2)
        assert len(scene.match.records) > before or app.mgr.top is not scene, "the keys did not play"
    raise AssertionError("the game did not finish")


def test_a_full_hyrule_game_by_keyboard_only():
    app = make_app(speed="fast")
    scene = start_table(app, "HA", seed=5)
    used = play_by_keyboard(app, scene)
    assert scene.match.is_over and isinstance(app.mgr.top, ResultsScene)
    assert used["tab"] > 0 and used["enter"] > 0
    results = app.mgr.top
    key(app, pygame.K_1)  # a number key, pressed on from the table: it starts no new game
    assert app.mgr.top is results, "a 1 pressed as the game ended left the results unread"
    frames(app, 100)  # the results are read: Enter means Play again after its guard
    key(app, pygame.K_RETURN)  # results: Play again
    assert isinstance(app.mgr.top, TableScene) and app.mgr.top is not scene


def test_a_full_hyrule_hot_seat_game_by_keyboard_only():
    app = make_app(speed="fast")
    scene = start_table(app, "HH", seed=7)
    used = play_by_keyboard(app, scene)
    assert scene.match.is_over and used["handoff"] >= len(scene.match.records) // 2


def test_a_full_keltis_game_by_keyboard_only():
    app = make_app(speed="off")
    scene = keltis_table(app, "HA", seed=3)
    used = play_by_keyboard(app, scene, limit=60000)
    assert scene.match.is_over and isinstance(app.mgr.top, ResultsScene)
    assert used["digit"] > 0 and used["esc"] > 0
    kinds = {r.action.kind for r in scene.match.records if r.action.player == 0}
    assert {"play", "draw"} <= kinds or {"discard", "draw"} <= kinds


def test_escape_without_a_held_card_opens_the_pause_menu_and_enter_resumes():
    app = make_app(speed="fast")
    scene = start_table(app, "HA", seed=5)
    for _ in range(400):
        frames(app)
        if scene.board.index is not None and not scene.board.busy:
            break
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.mgr.top, PauseScene)
    key(app, pygame.K_RETURN)  # Resume is focused first
    assert app.mgr.top is scene


def test_focus_reaches_every_legal_action_of_a_keltis_turn():
    """Walk every stop and every destination: the set of reachable actions is the legal set."""
    rules = REGISTRY["keltis"].rules
    match = Match(rules, MatchConfig("keltis", 2, 4, {}), (Seat("human", "A"), Seat("human", "B")))
    table = CATALOG.table_for("keltis")
    for _ in range(6):
        legal = match.legal()
        idx = InteractionIndex.build(legal, lambda a: rules.describe(match.state, a), table.gesture)
        focus = KeyFocus()
        focus.sync(idx, len(idx.buttons))
        reached = set()
        for i, stop in enumerate(focus.stops()):
            focus.pos = i
            focus.held = None
            res = focus.activate()
            if res.button is not None:
                reached.add(idx.buttons[res.button][1])
            reached.update(res.actions)
            if focus.held is not None:
                for n in range(1, len(focus.places()) + 1):
                    focus.held = stop.target
                    reached.update(focus.number(n).actions)
                focus.held = stop.target
                reached.update(focus.gather().actions)  # its click meaning: A
        assert set(legal) <= reached
        match.submit(legal[len(legal) // 2])


def test_a_held_card_with_a_click_meaning_offers_it_last_on_its_own_key():
    from tabletop.core.actions import Action
    from tabletop.ui.table.interaction import Click, Drag

    a = Action("play", 0, cards=(7,), dst="row/0")
    b = Action("play", 0, cards=(7,), dst="discard/0")
    c = Action("toss", 0, cards=(7,))
    idx = InteractionIndex.build([a, b, c], str, lambda x: Click(7) if x is c else Drag(7, (7,), x.dst))
    focus = KeyFocus()
    focus.sync(idx, 0)
    assert focus.activate().actions == [] and focus.held == 7
    assert focus.destinations()[-1] == PLAY_HERE and focus.places() == ["discard/0", "row/0"]
    assert focus.number(3).actions == [] and focus.held == 7  # numbers are places only
    assert focus.gather().actions == [c] and focus.held is None  # A, for every card



def test_enter_plays_a_cards_only_move_only_where_a_click_would():
    """A player's Enter on a Treasure card whose one place was the discard pile discarded it and
    ended the turn: the game keeps that move off the click (``Drag.click`` False), and Enter now
    keeps it off too, picking the card up to be put down. A move a click plays still goes at once."""
    from tabletop.core.actions import Action
    from tabletop.ui.table.interaction import Drag

    discard = Action("discard", 0, cards=(7,), dst="discard")
    lead = Action("play", 0, cards=(8,), dst="trick")
    idx = InteractionIndex.build([discard, lead], str, lambda x: Drag(x.cards[0], x.cards, x.dst,
                                                                    click=x is not discard))
    focus = KeyFocus()
    focus.sync(idx, 0)
    focus.pos = [st.target for st in focus.stops()].index(7)
    assert focus.activate().actions == [] and focus.held == 7 and focus.places() == ["discard"]
    assert focus.activate().actions == [discard] and focus.held is None  # Enter again: put down
    focus.sync(idx, 0)
    focus.pos = [st.target for st in focus.stops()].index(8)
    assert focus.activate().actions == [lead] and focus.held is None

def _tab_to(app, scene, label: str) -> None:
    key(app, pygame.K_TAB)  # the first Tab shows the focus
    for _ in range(20):
        b = scene.nav.focused()
        if b is not None and b.label == label:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"no focusable button {label!r}")


def test_menus_by_keyboard_from_the_main_menu_to_a_table():
    from tabletop.ui.scenes.menu import MainMenuScene
    from tabletop.ui.scenes.picker import GamePickerScene
    from tabletop.ui.scenes.setup import MatchSetupScene

    app = make_app(speed="fast")
    app.mgr.reset(MainMenuScene())
    frames(app)
    _tab_to(app, app.mgr.top, "New game")
    key(app, pygame.K_RETURN)
    picker = app.mgr.top
    assert isinstance(picker, GamePickerScene)
    _tab_to(app, picker, "Play")
    key(app, pygame.K_SPACE)
    setup = app.mgr.top
    assert isinstance(setup, MatchSetupScene)
    _tab_to(app, setup, "Start")
    key(app, pygame.K_RETURN)
    assert isinstance(app.mgr.top, TableScene)


class RecordingAudio:
    """Stands in for ``Audio``: remembers which effects the table asked for."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def test_a_keyboard_game_in_high_contrast_with_every_sound():
    from tabletop.ui.audio import SOUNDS
    from tabletop.ui.render.theme import THEMES

    app = make_app(speed="fast")
    app.ctx.audio = RecordingAudio()
    app.ctx.theme = THEMES["high_contrast"]
    app.ctx.art.set_theme(app.ctx.theme)
    scene = start_table(app, "HAA", seed=11, variant="chance")
    for _ in range(400):
        frames(app)
        if scene.board.index is not None and not scene.board.busy:
            break
    key(app, pygame.K_9)  # nine buttons? no: an empty number key says so by sound
    play_by_keyboard(app, scene)
    assert scene.match.is_over
    assert set(app.ctx.audio.played) == set(SOUNDS), sorted(set(app.ctx.audio.played))


def test_arrows_in_the_game_picker_move_the_way_they_point():
    """From a game's Play, → went on to the next game's "Learn to play" (the next in the list,
    a row up): an arrow goes to the nearest button that way (the next game's Rules, on the
    same row), ↑ to the row above; Tab still walks the list."""
    from tabletop.ui.scenes.picker import GamePickerScene

    app = make_app((1280, 720))
    scene = GamePickerScene()
    app.mgr.push(scene)
    frames(app, 2)
    plays = [play for _, _, play, _ in scene.cards]
    rules = [r for _, _, _, r in scene.cards]
    scene.nav.shown = True
    scene.nav.pos = scene._nav_buttons().index(plays[0])
    key(app, pygame.K_RIGHT)
    assert scene.nav.focused() is rules[1]
    key(app, pygame.K_RIGHT)
    assert scene.nav.focused() is plays[1]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.nav.focused() is plays[0]
    key(app, pygame.K_UP)
    assert scene.nav.focused().label == "Learn to play" and scene.nav.focused().rect.bottom <= plays[0].rect.top
    here = scene._nav_buttons().index(scene.nav.focused())
    key(app, pygame.K_TAB)  # the list's next, whatever it is
    assert scene.nav.focused() is scene._nav_buttons()[here + 1]
    app.close()


def test_the_focus_visits_both_copies_of_a_card_and_acts_on_the_one_it_is_on():
    """Ard Rí with two decks: with A♠ twice in the hand, Tab and the arrows skipped the second
    copy (the moves name one copy of each card), so the ring jumped over a card in sight."""
    from tabletop.core.rng import Rng

    plugin = REGISTRY["ard_ri"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"), Seat("ai", "Dara (AI)", "random"))
    deck = plugin.rules.deck(MatchConfig("ard_ri", 3, 1, {"decks": 2}))
    for seed in range(1, 60):
        m = Match(plugin.rules, MatchConfig("ard_ri", 3, seed, {"decks": 2}), seats)
        rng = Rng.derived(seed, "twins")
        found = None
        for _ in range(60):
            if m.is_over:
                break
            if m.to_act == 0:
                hand = m.rules.view(m.state, 0).zones["hand/0"].cards
                codes = [deck.code(c) for c in hand]
                named = {c for a in m.legal() for c in a.cards}
                twin = next((c for c in hand if codes.count(deck.code(c)) > 1 and c not in named
                             and any(deck.code(o) == deck.code(c) and o in named for o in hand)), None)
                if twin is not None:
                    found = twin
                    break
            m.submit(rng.choice(m.legal()))
        if found is not None:
            break
    assert found is not None, "no hand with an unnamed copy"
    app = make_app(speed="off")
    scene = TableScene(plugin, m, CATALOG.table_for("ard_ri"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    stops = [s.target for s in scene.keys.focus.stops() if s.kind == "card"]
    assert found in stops, "the second copy is no stop"
    key(app, pygame.K_TAB)
    while scene.keys.focus.current().target != found:
        key(app, pygame.K_RIGHT)
    place = (scene.board.sprite_for(found).x, scene.board.sprite_for(found).y)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    acted = scene.keys.focus.held  # picked up (every hand card has places in Spring and Winter)
    assert acted is not None and acted != found, "the copy the ring was on was not picked up"
    s = scene.board.sprite_for(acted)
    assert (s.x, s.y) == place and deck.code(acted) == deck.code(found)  # the card in sight


def test_the_gather_key_says_why_it_does_nothing():
    """In Ard Rí's Spring, A ("Gather the card the focus is on") on a card with no click move
    did nothing and said nothing."""
    from tabletop.ui.table.keyplay import nothing_to_gather

    from .test_keltis_table import _my_turn

    app, scene = _my_turn()  # Keltis: a hand card goes by a drag (or Enter and a place), no click
    key(app, pygame.K_TAB)
    assert scene.keys.focus.current().kind == "card"
    n = len(scene.match.records)
    key(app, pygame.K_a)
    assert len(scene.match.records) == n
    assert scene.toasts.current is not None and scene.toasts.current.message == nothing_to_gather(True)
