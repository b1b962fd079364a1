"""The rules screen lists each Dark ability under its own card (issue 22, item 4): the text used
to index the card table by the position among the Dark cards, so Cú Chulainn "had" the Púka's
ability."""

from __future__ import annotations

from tabletop.games.seanchai.cards import CARDS, POWERS
from tabletop.games.seanchai.help import RULES_TEXT

DARK = [c for c in CARDS if c.ident in POWERS]


def _line_of(name: str) -> str:
    lines = [line for line in RULES_TEXT.splitlines() if line.startswith(f"- {name}: ")]
    assert len(lines) == 1, f"{name}: {lines}"
    return lines[0]


def test_each_ability_is_listed_under_its_own_card():
    assert len(DARK) == 6
    for card in DARK:
        power = POWERS[card.ident]
        line = _line_of(card.name)
        assert power.text in line and f"Counter: {power.counter_text}." in line, card.name


def test_the_abilities_belong_to_the_cards_the_source_names():
    """Seed 000: the Caorthánach makes the receiver lose a turn (St. Patrick counters it); the
    Changeling takes a human card into the user's field."""
    assert "loses their next turn" in _line_of("Caorthánach")
    assert "St. Patrick" in _line_of("Caorthánach")
    assert "Take a human card" in _line_of("Changeling")
    assert "to their hand" in _line_of("Púka")
    assert "male human" in _line_of("Dearg Dur")


def test_no_regular_card_is_given_an_ability():
    for card in CARDS:
        if card.ident not in POWERS:
            assert not any(line.startswith(f"- {card.name}: ") and "Counter:" in line
                           for line in RULES_TEXT.splitlines()), card.name
