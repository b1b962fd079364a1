"""Hyrule names each card one way everywhere: the deck's names (the preview's words, a screen
reader) are the ones the rules, the log and the Hint use ("the Seven of Swords ♠")."""

from tabletop.games.hyrule.rules import RULES
from tabletop.games.hyrule.state import DECK
from tabletop.games.hyrule.words import card_title
from tabletop.ui.table.placewords import card_words


def test_every_card_is_named_by_the_deck_as_the_rules_name_it() -> None:
    for card in DECK.cards:
        assert card_words(DECK, card.id) in card_title(card.id), card.code
    assert card_words(DECK, DECK.ids_for("7S")[0]) == "Seven of Swords"
    assert card_words(DECK, DECK.ids_for("JK")[0]) == "Tingle"


def test_no_card_is_named_twice_over() -> None:
    """ "the Five of Bombs ♣ (Bombs)": the seed's nickname for the 5♣ is its suit's, and the
    3♥'s is its name; the title says each name once, and keeps the nicknames that add one."""
    title = {c: card_title(DECK.ids_for(c)[0]) for c in ("5C", "3H", "AS", "5D")}
    assert title["5C"] == "the Five of Bombs ♣"
    assert title["3H"] == "the Three of Hearts ♥"
    assert title["AS"] == "the Ace of Swords ♠ (Master Sword)"
    assert title["5D"] == "the Five of Rupees ♦ (Blue Rupee)"


def test_the_menus_fan_draws_the_games_own_cards() -> None:
    from tabletop.ui.scenes.menu import FAN_DECK

    assert FAN_DECK == RULES.deck(None)  # the same art cache files
