"""A 6 and a 9 are underlined on Keltis and Treasure cards (issue 22, item 17): the corner
indices are turned 180°, and Treasure's Fool (9) and Keltis' grey 6 read as each other."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from tabletop.games.keltis.deck import DECK as KELTIS
from tabletop.games.keltis.table import faces as keltis
from tabletop.games.treasure.deck import build_deck
from tabletop.games.treasure.table import faces as treasure
from tabletop.ui.render import emblems
from tabletop.ui.render.emblems import Canvas
from tabletop.ui.render.theme import CLASSIC

VIASHI = build_deck()


def _ink_below(label: str) -> int:
    """Dark pixels in a band just under ``label`` drawn alone on a white canvas."""
    c = Canvas((80, 80), scale=1)
    c.rect((0, 0, 80, 80), fill=(255, 255, 255, 255))
    c.numeral((40, 40), label, 40, (0, 0, 0, 255))
    _w, h = c.text_size(label, 40, True, True)
    img = c.finish().convert("L")
    top = round(40 + h / 2 + 1)
    return sum(1 for y in range(top, top + 8) for x in range(80) if img.getpixel((x, y)) < 128)


def test_six_and_nine_are_underlined_and_other_numbers_are_not():
    assert _ink_below("6") > 10 and _ink_below("9") > 10
    assert _ink_below("8") == 0 and _ink_below("3") == 0


@pytest.mark.parametrize(("painter", "deck", "code"), [
    (keltis, KELTIS, "W6"), (keltis, KELTIS, "G9"), (treasure, VIASHI, "9W"), (treasure, VIASHI, "6F")])
def test_the_painters_underline_their_sixes_and_nines(painter, deck, code, monkeypatch):
    card = deck[deck.ids_for(code)[0]]
    marked = painter.paint_face(deck, card, (160, 240), CLASSIC)
    monkeypatch.setattr(emblems, "UNDERLINED", frozenset())
    plain = painter.paint_face(deck, card, (160, 240), CLASSIC)
    assert ImageChops.difference(marked.convert("RGB"), plain.convert("RGB")).getbbox() is not None, code
