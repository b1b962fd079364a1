"""The Viashi deck's painter (Treasure, issue 15 "Card art"): every card paints at the
smallest table size and at normal size, faces are told apart (and copies are not), the gods
each have their own picture, ranks read against their ground, the changing cards are marked."""

from __future__ import annotations

import hashlib

import pytest
from PIL import Image

from tabletop.core.cards import DeckSpec
from tabletop.games.treasure.deck import DECK1, build_deck
from tabletop.ui.render import treasure
from tabletop.ui.render.art import CardArt, family_for
from tabletop.ui.render.theme import CLASSIC

DECKS = (build_deck(1), build_deck(2), build_deck(2, False))
SMALL, MID, NORMAL, LARGE = (34, 48), (48, 67), (90, 126), (200, 280)


def _bytes(img: Image.Image) -> bytes:
    return img.convert("RGBA").tobytes()


def _face(code: str, size: tuple[int, int], theme=CLASSIC, deck: DeckSpec = DECK1) -> Image.Image:
    img = treasure.paint_face(deck, deck[deck.ids_for(code)[0]], size, theme)
    assert img is not None
    return img


def test_the_viashi_decks_are_painted_by_the_treasure_family():
    for deck in DECKS:
        assert family_for(deck).name == "treasure", deck.deck_id


@pytest.mark.parametrize("size", [SMALL, NORMAL])
def test_every_card_of_every_treasure_deck_paints_at_its_size(tmp_path, size):
    art = CardArt(cache_dir=tmp_path)
    for deck in DECKS:
        for card in deck.cards:
            assert art.face(deck, card.id, size).get_size() == size, (deck.deck_id, card.code)
        assert art.back(deck, size).get_size() == size


@pytest.mark.parametrize("size", [SMALL, MID, NORMAL])
def test_different_cards_never_paint_the_same_pixels(size):
    seen: dict[str, str] = {}
    for card in DECK1.cards:
        digest = hashlib.sha1(_bytes(_face(card.code, size))).hexdigest()
        assert digest not in seen, f"{card.code} looks exactly like {seen.get(digest)} at {size}"
        seen[digest] = card.code
    back = hashlib.sha1(_bytes(treasure.paint_back(DECK1, size, CLASSIC))).hexdigest()
    assert back not in seen


def test_identical_copies_of_the_two_deck_game_paint_identical_pixels():
    deck = build_deck(2)
    for code in ("5W", "1S", "Lady", "Changeling"):
        first, second = deck.ids_for(code)
        a = treasure.paint_face(deck, deck[first], NORMAL, CLASSIC)
        b = treasure.paint_face(deck, deck[second], NORMAL, CLASSIC)
        assert a is not None and b is not None and _bytes(a) == _bytes(b), code
