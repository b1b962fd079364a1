"""The answer window says what is going on (issue 22, item 5): who used which Dark card on
you, what letting it happen does, and what counters it, with the counters you hold; shown
above the hand while the buttons say what to choose, inside the window and clear of them."""

from __future__ import annotations

import pygame

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.seanchai.cards import CARDS, POWERS
from tabletop.games.seanchai.words import answer_situation
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, make_app

PLUGIN = REGISTRY["seanchai"]
RULES = PLUGIN.rules
NAMES = ("Aoife", "Ciara", "Dara")


def seeded_until(wanted, what: str, seeds: int = 200) -> Match:
    """A seeded 3-player game (seat 1 human) played by random bots until ``wanted(match)``."""
    for seed in range(1, seeds):
        m = Match(RULES, MatchConfig("seanchai", 3, seed, {}),
                  tuple(Seat("human" if i == 0 else "ai", NAMES[i], "random") for i in range(3)))
        bot = RandomBot()
        for _ in range(400):
            if m.is_over:
                break
            if wanted(m):
                return m
            m.submit(bot.choose(RULES, m.state, bot_rng(seed, m.to_act, len(m.records))))
    raise AssertionError(f"no {what} in {seeds} seeds")


def answer_match(holding: bool = False) -> Match:
    """Seat 1 must answer a Dark card (``holding``: and holds a card that counters it)."""
    def wanted(m: Match) -> bool:
        w = RULES.window(m.state)
        return w is not None and w.answerer == 0 and (
            not holding or any(a.kind == "counter" for a in m.legal()))
    return seeded_until(wanted, "answer window for seat 1")


def test_the_counters_you_hold_are_lit_and_raised():
    app = make_app((1280, 720), speed="off")
    m = answer_match(holding=True)
    scene = TableScene(PLUGIN, m, CATALOG.table_for("seanchai"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    scene._build_index()
    counters = {a.cards[0] for a in m.legal() if a.kind == "counter"}
    hand = scene.board.piles["hand/0"]
    lit = {s.face for s in hand if s.glow and s.lift > 0}
    assert counters and lit == counters  # the counters, and only they
    app.close()


def test_the_words_name_the_user_the_card_the_cost_and_the_counter():
    said = answer_situation("Ciara", "DRK-PUKA", 0)
    assert said.startswith("Ciara uses the Púka on you.")
    assert "−10 in your point field" in said and "back from your point field to your hand" in said
    assert said.endswith("Counter with a Faery: you hold none.")
    assert answer_situation("Ciara", "DRK-CAORTHANACH", 1).endswith(
        "Counter with St. Patrick: you hold one, lit in your hand.")
    assert "you lose your next turn" in answer_situation("Dara", "DRK-CAORTHANACH", 0)
    for ident in POWERS:  # every Dark card has its words, and they are grammatical for "You"
        said = answer_situation("You", ident, 2)
        assert said.startswith("You use the ") and "  " not in said


def test_the_answer_window_shows_the_situation_clear_of_its_buttons():
    app = make_app((1280, 720), speed="off")
    m = answer_match()
    scene = TableScene(PLUGIN, m, CATALOG.table_for("seanchai"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    scene._build_index()
    frames(app, 3)
    view = scene.current_view()
    window = view.info["window"]
    said = scene.game.situation(view)
    card = next(c for c in CARDS if c.name == window["what"])
    assert said.startswith(f"{NAMES[window['about']]} uses the {card.name} on you.")
    assert scene.buttons and any(b.label == "Let it happen" for b in scene.buttons)
    box = scene.hud.situation_box(scene.layout, said)
    assert box is not None
    r, lines, px = box
    assert pygame.Rect(0, 0, 1280, 720).contains(r) and px >= 12 and len(lines) <= 3
    assert not any(r.colliderect(b.rect) for b in scene.buttons)
    app.close()


def ability_match() -> Match:
    """Seat 1 chooses the card its Dark card takes (among more than one)."""
    return seeded_until(lambda m: RULES.phase(m.state) == "ability" and m.to_act == 0
                        and len(m.legal()) > 1, "ability choice for seat 1")


def test_the_card_an_ability_takes_is_chosen_large_by_mouse_or_keyboard():
    """Issue 22, item 6: the targets were 6 px slivers of a point field; now a chooser shows
    them large at once, asking which card the Dark card takes; after Cancel a button (which
    Tab reaches) opens it again."""
    from tabletop.ui.scenes.chooser import ChooserScene

    app = make_app((1280, 720), speed="off")
    m = ability_match()
    targets = {a.cards[0] for a in m.legal() if a.kind == "target"}
    scene = TableScene(PLUGIN, m, CATALOG.table_for("seanchai"), viewer=0)
    app.mgr.reset(scene)
    frames(app, 5)
    chooser = app.mgr.top
    assert isinstance(chooser, ChooserScene)
    assert chooser.title.startswith("Which card does the ") and chooser.title.endswith(" take?")
    dark = m.state.stack[-1].args[0]
    assert chooser.title == f"Which card does the {CARDS[dark].name} take?"
    assert {a.cards[0] for _, a in chooser.options} == targets
    assert chooser.card_h >= 60  # large, not a sliver
    chooser.close()
    frames(app, 3)
    assert app.mgr.top is scene  # it does not force itself open again
    button = next(b for b in scene.buttons if b.label.startswith("Choose the card"))
    button.on_click()
    frames(app, 2)
    picked = app.mgr.top
    assert isinstance(picked, ChooserScene)
    picked.on_pick(picked.options[0][1])
    frames(app, 2)
    assert m.records[-1].action.kind == "target"
    app.close()
