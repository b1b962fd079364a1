"""The table's words read right for every name, "You" included (issue 28, item 9): buttons name
the seats, not "Player 2"; Ard Rí's plundered cards are "Yours", never "You's"; Hyrule's suits
carry their symbols; Treasure names its suits' cards one way; prompts that say "Drag…" or
"Click…" name the keys as well."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.app import init_pygame
from tabletop.catalog import CATALOG
from tabletop.context import make_context
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.manager import SceneManager
from tabletop.ui.scenes.table import TableScene

NAMES = ("You", "Ciara", "James")


def test_seats_named_agree_with_you():
    from tabletop.core.names import owned, seats_named

    assert seats_named("Use the Dullahan on Player 2", NAMES) == "Use the Dullahan on Ciara"
    assert seats_named("Offer a gift to Player 1", NAMES) == "Offer a gift to you"
    assert seats_named("Add the Fool of Winds to player 1's run", NAMES) == "Add the Fool of Winds to your run"
    assert seats_named("Player 1's field", NAMES) == "Your field"
    assert seats_named("Take from player 3's field", NAMES) == "Take from James' field"
    assert owned("You") == "Yours" and owned("Ciara") == "Ciara's"


@pytest.mark.parametrize("game", ["seanchai", "treasure", "ard_ri"])
def test_button_labels_name_the_seats(game):
    """Seeded random games: every legal action's label, as the table shows it, names seats by
    their names ("You" among them), never "Player 2", "You's" or a "You" inside a sentence."""
    plugin, table = REGISTRY[game], CATALOG.table_for(game)
    table.names = NAMES
    numbered: dict[str, str] = {}
    for seed in (1, 2):
        match = Match(plugin.rules, MatchConfig(game, 3, seed, {}),
                      tuple(Seat("human" if i == 0 else "ai", NAMES[i]) for i in range(3)))
        bot = RandomBot()
        while not match.is_over and len(match.records) < 300:
            for a in match.legal():
                label = table.describe(a, plugin.rules.describe(match.state, a))
                if re.search(r"\b[Pp]layer [1-9]|\b[Yy]ou's|.\bYou\b", label):
                    numbered.setdefault(a.kind, label)
            match.submit(bot.choose(plugin.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    assert not numbered, numbered


def test_plundered_cattle_are_yours_not_yous(monkeypatch):
    """Ard Rí, three players: after 92 seeded moves the Marches hold cattle plundered from seat 1,
    here named "You"; the word under them is "Yours"."""
    from tabletop.games.ard_ri.table import paint

    init_pygame()
    plugin = REGISTRY["ard_ri"]
    match = Match(plugin.rules, MatchConfig("ard_ri", 3, 1, {}),
                  tuple(Seat("human" if i == 0 else "ai", NAMES[i]) for i in range(3)))
    bot = RandomBot()
    for _ in range(92):
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(1, match.to_act, len(match.records))))
    said: list[str] = []
    real = paint.text

    def text(s, *a, **kw):
        said.append(s)
        return real(s, *a, **kw)

    monkeypatch.setattr(paint, "text", text)
    ctx = make_context("off")
    ctx.audio = None
    mgr = SceneManager(ctx, (1280, 720))
    mgr.push(TableScene(plugin, match, CATALOG.table_for("ard_ri"), autoplay=False, viewer=0))
    mgr.draw(pygame.Surface((1280, 720)))
    assert "Yours" in said and not any("You's" in s for s in said), said


def test_hyrule_names_its_suits_with_their_symbols():
    """Every Rupees, Bombs, Swords or Hearts in Hyrule's rules has its symbol beside it (a
    card's nickname, "Three Hearts", "the 5 of Bombs (5♣)", is followed by its code)."""
    text = REGISTRY["hyrule"].rules_text
    bare = [text[m.start():m.end() + 8] for m in re.finditer(r"\b(Rupees|Bombs|Swords|Hearts)\b", text)
            if not re.match(r" ?[♦♣♠♥]| \([^)]*[♦♣♠♥]\)", text[m.end():])]
    assert not bare, bare


def test_treasure_names_suit_cards_one_way():
    """"leaf cards", "stone cards": a suit's cards by its word, never "Stones cards"."""
    from tabletop.games.treasure import gods
    from tabletop.games.treasure import help as treasure_help
    from tabletop.games.treasure.deck import SUIT_NAMES

    words = [w for _, w in gods.EFFECTS.values()] + [treasure_help.RULES_TEXT]
    for w in words:
        for suit in SUIT_NAMES:
            assert f"{suit} cards" not in w, w


@pytest.mark.parametrize("game, moves", [("keltis", 16), ("keltis", 17), ("seanchai", 40)])
def test_prompts_that_say_drag_or_click_name_the_keys(game, moves, monkeypatch):
    """The prompt drawn at the human's turn ("Drag a card to a row…", "Drag a card onto its
    pair in the tableau…") names Tab and Enter too."""
    from tabletop.ui.table import hud

    init_pygame()
    plugin = REGISTRY[game]
    match = Match(plugin.rules, MatchConfig(game, 3, 11, {}),
                  tuple(Seat("human" if i == 0 else "ai", NAMES[i]) for i in range(3)))
    bot = RandomBot()
    for _ in range(moves):
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(11, match.to_act, len(match.records))))
    said: list[str] = []
    real = hud.text

    def text(s, *a, **kw):
        said.append(s)
        return real(s, *a, **kw)

    monkeypatch.setattr(hud, "text", text)
    ctx = make_context("off")
    ctx.audio = None
    mgr = SceneManager(ctx, (1280, 720))
    scene = TableScene(plugin, match, CATALOG.table_for(game), autoplay=False, viewer=0)
    mgr.push(scene)
    said.clear()
    mgr.draw(pygame.Surface((1280, 720)))
    assert re.match(r"(Drag|Click)", scene.game.prompt(scene.current_view(), False))
    assert "(keys: Tab, Enter)" in " ".join(said), said
