"""Keltis Point cards (issue 17 item 17): the grey value reads as big as a Number card's
value, and the "1" (the point it scores) stays on the card."""

from PIL import Image, ImageChops

from tabletop.games.keltis.deck import DECK
from tabletop.games.keltis.table.faces import paint_face
from tabletop.ui.render.theme import CLASSIC

SIZE = (140, 200)


def _face(code: str) -> Image.Image:
    img = paint_face(DECK, DECK[DECK.ids_for(code)[0]], SIZE, CLASSIC)
    assert img is not None
    return img.convert("RGB")


def _ink_box(img: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Bounding box of the dark glyph pixels inside ``box``."""
    crop = img.crop(box).convert("L").point(lambda v: 255 if v < 120 else 0)
    bb = crop.getbbox()
    assert bb is not None
    return bb


def _differs(a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]) -> float:
    diff = ImageChops.difference(a.crop(box), b.crop(box)).convert("L").point(lambda v: 255 if v > 40 else 0)
    hist = diff.histogram()
    return hist[255] / sum(hist)


CENTRE = (35, 55, 105, 125)  # the big circle in the middle of the card


def test_the_grey_value_is_the_big_centre_number():
    w5, w7, w3 = _face("W5"), _face("W7"), _face("W3")
    assert _differs(w5, w7, CENTRE) > 0.03 and _differs(w5, w3, CENTRE) > 0.03
    point = _ink_box(w5, CENTRE)
    number = _ink_box(_face("G5"), CENTRE)
    assert point[3] - point[1] >= 0.85 * (number[3] - number[1])  # as tall as a Number card's 5


def test_the_one_point_badge_stays():
    w5, w7 = _face("W5"), _face("W7")
    badge = (14, 156, 92, 180)
    assert _differs(w5, w7, badge) < 0.01  # the same "1 POINT" on every Point card
    white = w5.crop(badge).convert("L").point(lambda v: 255 if v > 235 else 0).histogram()[255]
    assert white > 40  # its white lettering is there
