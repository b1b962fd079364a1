"""Cards and places in words, for the keyboard focus (issue 28, item 1): the caption under the
focused card's large preview names the card and where it lies, and a held card's numbered
destinations are named ("1 Discard pile · 2 Ciara's field"). Pure: no pygame.

A place is named from its title on the table when it has one ("Discard pile", "Cattle Field"),
else from its zone's kind (``field/2`` is a field, ``group/0/1`` the second group, a Keltis
``row/0/G`` the row of the colour whose cards have suit ``G``); a seat's place is "your …" for
the seat at this screen and "Ciara's …" for the others (``core.names.possessive``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import DeckSpec
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.names import whose
from ...core.steps import PENDING_PREFIX

#: a zone kind (its id's first part) in words, where the table shows no title
KIND_WORDS = {"hand": "hand", "field": "field", "row": "row", "group": "group", "play": "place",
              "won": "captured cards", "pending": "chosen cards", "roundhouse": "Roundhouse",
              "stones": "stones", "points": "point row", "discard": "discard pile",
              "stock": "draw pile", "deck": "draw pile", "draw": "draw pile",
              "marches": "Marches", "wilderness": "Wilderness", "otherworld": "Otherworld",
              "tableau": "tableau", "flip": "flipped card", "dark": "Dark card"}


def card_words(deck: DeckSpec, card: CardId | None) -> str:
    """A card's name as a player says it ("Nine of Clubs", "Púka"); "a face-down card"."""
    if card is None or not 0 <= card < len(deck.cards):
        return "a face-down card"
    spec = deck.cards[card]
    return spec.name or spec.code


def _suit_word(deck: DeckSpec, suit: str) -> str:
    """The word a deck's card names use for ``suit`` ("Green" for Keltis' G), or ""."""
    for spec in deck.cards:
        if spec.suit == suit and spec.name:
            return spec.name.split()[0]
    return ""


def place_words(zone: ZoneId, title: str, owner: PlayerId | None, viewer: PlayerId,
                names: Sequence[str], deck: DeckSpec) -> str:
    """``zone`` in words inside a sentence: "the Discard pile", "your hand", "Ciara's field",
    "your Green row", "Dara's group 2"."""
    words = title.split(" · ")[0].split(" (")[0].strip()
    if words.lower().startswith("your "):
        words = words[5:]
    parts = zone.split("/")
    if zone.startswith(PENDING_PREFIX) and words and not words.lower().endswith("cards"):
        words = f"{words} cards"  # a title such as Ard Rí's "Chosen" is a word about cards
    if not words:
        words = KIND_WORDS.get(parts[0], parts[0].replace("_", " "))
        if parts[0] == "group" and len(parts) > 2 and parts[-1].isdigit():
            words = f"{words} {int(parts[-1]) + 1}"
        elif parts[0] == "row" and len(parts) > 2:
            colour = _suit_word(deck, parts[-1])
            words = f"{colour} {words}" if colour else words
    if owner is None or owner < 0 or owner >= len(names):  # ("The Marches" is a title already)
        return words[0].lower() + words[1:] if words.lower().startswith("the ") else f"the {words}"
    if owner == viewer:
        return f"your {words}"
    return whose(names[owner], words)


def preposition(zone: ZoneId) -> str:
    """How a card lies in ``zone``: "in your hand", but "among your Chosen cards"."""
    return "among" if zone.startswith(PENDING_PREFIX) else "in"


def listed(places: Sequence[str], gather: str | None) -> str:
    """A held card's places as one line: "1 Discard pile · 2 Your group 3 · A: click it"."""
    out = [f"{i + 1} {p}" for i, p in enumerate(places)]
    if gather:
        out.append(gather)
    return " · ".join(out)
