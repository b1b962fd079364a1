"""Seanchaí's card painter: every card paints at every size the table uses, and the small face
(an opponent's hand and point field, 48 px wide and less) shows the name in type large enough
to read, the kind and the scéal in the strip a row of overlapping cards leaves visible."""

from __future__ import annotations

import hashlib

import pytest

from tabletop.games.seanchai import cards as sc
from tabletop.games.seanchai.table import faces as seanchai
from tabletop.ui.render.art import family_for
from tabletop.ui.render.theme import THEMES

THEME = THEMES["classic"]
SIZES = [(34, 48), (48, 67), (66, 92), (82, 115), (180, 252)]
#: a readable name on a 48 px wide card: capitals at least this tall (about 1/5 of the width,
#: the size of the corner index of a standard card at normal size)
MIN_CAP_AT_48 = 9


def _paint(card_id: int, size: tuple[int, int]):
    return seanchai.paint_face(sc.DECK, sc.DECK[card_id], size, THEME).convert("RGB")


def _digest(img) -> str:
    return hashlib.sha1(img.tobytes()).hexdigest()


def test_the_deck_has_its_own_painter():
    assert family_for(sc.DECK).name == "seanchai"


@pytest.mark.parametrize("size", SIZES)
def test_every_card_paints_at_every_size_and_only_copies_look_alike(size):
    faces: dict[str, set[str]] = {}
    for card in sc.DECK.cards:
        img = _paint(card.id, size)
        assert img.size == size
        faces.setdefault(card.code, set()).add(_digest(img))
    assert all(len(d) == 1 for d in faces.values())  # copies (Shamrocks, Faeries) are identical
    assert len({next(iter(d)) for d in faces.values()}) == len(faces)


def _name_ink(card_id: int, size: tuple[int, int], monkeypatch) -> list[list[bool]]:
    """Where the name is drawn: the face compared with the same face painted without it."""
    full = _paint(card_id, size)
    with monkeypatch.context() as m:
        m.setattr(seanchai, "_name", lambda *a, **k: None)
        bare = _paint(card_id, size)
    w, h = size
    a, b = full.load(), bare.load()
    return [[max(abs(p - q) for p, q in zip(a[x, y], b[x, y], strict=True)) > 40 for x in range(w)]
            for y in range(h)]


def _first_letter_height(ink: list[list[bool]]) -> int:
    """Height in px of the first letter of the name's first line (a capital in every name)."""
    rows = [y for y, row in enumerate(ink) if any(row)]
    assert rows, "no name drawn"
    top = rows[0]
    line = [y for y in rows if y < top + 4]  # the first line's top rows
    cols = sorted({x for y in line for x, on in enumerate(ink[y]) if on})
    first = [cols[0]]
    for x in cols[1:]:
        if x != first[-1] + 1:
            break
        first.append(x)
    y0 = next(y for y in range(top, len(ink)) if any(ink[y][x] for x in first))
    y = y0
    while y < len(ink) and any(ink[y][x] for x in first):
        y += 1
    return y - y0


def test_small_face_names_are_readable(monkeypatch):
    """Issue 14: at 48 px wide every card's name has capitals of at least MIN_CAP_AT_48 px
    (the old face set them at about 5 px)."""
    heights = {}
    for card in sc.DECK.cards:
        if card.code in heights:
            continue
        heights[card.code] = _first_letter_height(_name_ink(card.id, (48, 67), monkeypatch))
    short = {code: hgt for code, hgt in heights.items() if hgt < MIN_CAP_AT_48}
    assert not short, short


def test_the_name_grows_with_the_card(monkeypatch):
    """The same rule scaled: a 34 px card still gets capitals of a fifth of its width, a
    normal card larger type than a small one."""
    card = sc.ID["LEG-5"]  # Oisín
    at34 = _first_letter_height(_name_ink(card, (34, 48), monkeypatch))
    at48 = _first_letter_height(_name_ink(card, (48, 67), monkeypatch))
    at82 = _first_letter_height(_name_ink(card, (82, 115), monkeypatch))
    assert 6 <= at34 < at48 < at82


def test_long_names_fall_back_on_their_short_form():
    from tabletop.ui.render.emblems import Canvas

    c = Canvas((48, 67))
    px = seanchai.NAME_CAP * 48 / seanchai.CAP_RATIO
    box = (48 * 0.07, 48 * 0.74, 48 * 0.93, 67 - 48 * 0.07)
    lines, size, k = seanchai.fit_name(c, "Poulnabrone Dolmen", box, px, px, 0.8, 3, short_squeeze=seanchai.SMALL_SQUEEZE)
    assert lines == ("Dolmen",) and size == pytest.approx(px) and k >= seanchai.SMALL_SQUEEZE
    lines, size, _ = seanchai.fit_name(c, "Druid", box, px, px, 0.8, 3)
    assert lines == ("Druid",) and size == pytest.approx(px)
    # every name gets its full type size at 48 px: in full or in its short form
    for card in sc.CARDS:
        _, size, k = seanchai.fit_name(c, card.name, box, px, px, 0.8, 3, short_squeeze=seanchai.SMALL_SQUEEZE)
        assert size == pytest.approx(px) and k >= seanchai.SMALL_SQUEEZE, card.name


def _gold_pixels(img, box) -> int:
    raw = img.crop(box).tobytes()
    gold = seanchai.GOLD
    return sum(1 for i in range(0, len(raw), 3)
               if all(abs(raw[i + j] - gold[j]) < 40 for j in range(3)))


def test_the_left_strip_shows_the_kind_and_the_sceal():
    """An opponent's point field overlaps its cards so that a quarter of each shows: that
    strip carries the kind's shape (different per suit) and the scéal badge (gold on dark)."""
    w, h = 48, 67
    strip = (0, 0, w // 4 + 1, h)
    with_sceal = _paint(sc.ID["LEG-1"], (w, h))   # Cú Chulainn, S1
    without = _paint(sc.ID["LEG-5"], (w, h))      # Oisín, no scéal
    assert _gold_pixels(with_sceal, strip) > 10
    assert _gold_pixels(without, strip) == 0
    strips = {_digest(_paint(sc.ID[f"{suit}-5"], (w, h)).crop((0, 0, w // 4, w // 3)))
              for suit in sc.SUITS}
    assert len(strips) == len(sc.SUITS)
