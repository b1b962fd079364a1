"""The words a newcomer meets are explained where they first come (a new player's report: the
count says "Scéalta", but the lesson said "story" and the help never said what a scéal is)."""

from __future__ import annotations

from tabletop.games.seanchai.help import RULES_TEXT
from tabletop.games.seanchai.rules import LINES, META
from tabletop.games.seanchai.tutorial import TUTORIAL


def test_the_lesson_says_what_scealta_are_before_the_count_shows_the_word():
    assert "Scéalta" in LINES  # the count's line
    steps = TUTORIAL.steps
    count = next(k for k, s in enumerate(steps) if s.title == "The count")
    first = next((k for k, s in enumerate(steps) if "scéalta" in s.text.lower()), None)
    assert first is not None and first < count
    assert "story" in steps[first].text and "plural scéalta" in steps[first].text
    assert "Scéalta" in steps[count].text  # the count names the line it explains


def test_the_help_explains_the_word_at_its_first_use():
    text = RULES_TEXT.lower()
    first = text.index("scéal")
    assert "a story is a scéal, plural scéalta" in text[first - 30:first + 40]
    assert "scéal" in META.option("scealta").help  # the setup screen's line too
