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


def test_the_menus_fan_draws_the_games_own_cards() -> None:
    from tabletop.ui.scenes.menu import FAN_DECK

    assert FAN_DECK == RULES.deck(None)  # the same art cache files
