"""A lesson that names a button names one the table shows at that step, in the button's own
words. A new player read "Choose Leave" (Seanchaí, step 8) and "leave it on the tableau"
(step 13) beside the only button, "1 Put it on the tableau".

A lesson names a button by quoting its label (“Put it on the tableau”), by "the … button", or
by "Choose / Click / Press" and a capitalised word that is not a card's nor a key's name; the
name is the label, or the label without its bracketed count ("Take the whole discard pile"
for "Take the whole discard pile (3 cards)")."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.core.tutorial import config_of
from tabletop.games import REGISTRY

from .gestures import perform, settle_lesson
from .helpers import frames, key
from .test_tutorial_table import _guided

TAUGHT = sorted(gid for gid in REGISTRY if REGISTRY[gid].tutorial)
KEYS = {"Tab", "Enter", "Space", "Esc", "Escape", "Backspace"}
QUOTED = re.compile(r"[“\"]([^”\"]+)[”\"]")
THE_BUTTON = re.compile(r"\bthe ([A-Z][^()“”\".,:;]*?) button\b")
COMMAND = re.compile(r"\b(?:[Cc]hoose|[Cc]lick|[Pp]ress) ([A-Z][^.,:;()“”\"]*)")


def named_buttons(text: str, card_words: set[str]) -> list[str]:
    """The buttons ``text`` names."""
    names = [m[1] for m in QUOTED.finditer(text)] + [m[1] for m in THE_BUTTON.finditer(text)]
    for m in COMMAND.finditer(text):
        first = m[1].split()[0].rstrip(".")
        if first not in KEYS and first not in card_words and not len(first) == 1:
            names.append(m[1].strip())
    return names


def shows(name: str, labels: list[str]) -> bool:
    wanted = name.strip().lower()
    return any(lab.lower() == wanted or lab.lower().startswith(wanted + " (") for lab in labels)


def test_the_patterns_find_the_words_that_misled():
    words = {"St"}
    assert named_buttons("Choose Leave: a flipped card you do not pair goes to the tableau.", words) == ["Leave"]
    assert named_buttons("click a card under the top one (or the Take all button) to take", words) == ["Take all"]
    assert named_buttons("Choose St. Patrick. Or press Tab, then Enter.", words) == []
    assert not shows("Leave", ["Put it on the tableau", "Leave lesson"])
    assert shows("Take the whole discard pile", ["Take the whole discard pile (3 cards)"])


def _card_words(game_id: str) -> set[str]:
    plugin = REGISTRY[game_id]
    deck = plugin.rules.deck(config_of(plugin.tutorial, plugin.rules))
    return {c.name.split()[0].rstrip(".") for c in deck.cards if c.name}


@pytest.mark.parametrize("game_id", TAUGHT)
def test_a_button_a_lesson_names_is_on_the_table(tmp_path, game_id):
    app, scene = _guided(tmp_path, game_id)
    play = scene.control.guided
    words, wrong, offered = _card_words(game_id), [], {}
    while play.active:
        settle_lesson(app, scene)
        if not play.active:
            break
        step, lesson = play.index, play.lesson()
        labels = [b.label for b in scene.buttons] + [b.label for b in scene.tutor.buttons()]
        wrong += [(step + 1, name, labels) for name in named_buttons(lesson.text, words)
                  if not shows(name, labels)]
        if play.reading():
            key(app, pygame.K_n)
            continue
        expected = play.expected()
        index = scene.board.index
        offered[step] = [g.label for g, a in (index.buttons if index else []) if a == expected]
        perform(app, scene, expected)
        frames(app, 2)
    assert not wrong, wrong
    if game_id == "seanchai":  # a move the table offers by its button is told in its words
        steps = REGISTRY[game_id].tutorial.steps
        untold = [(k + 1, labs) for k, labs in offered.items()
                  if labs and not any(lab.endswith("…") or lab.lower() in steps[k].text.lower()
                                      for lab in labs)]
        assert not untold, untold
    app.close()
