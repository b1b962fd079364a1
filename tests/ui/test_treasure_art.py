"""The Viashi deck's painter (Treasure, issue 15 "Card art"): every card paints at the
smallest table size and at normal size, faces are told apart (and copies are not), the gods
each have their own picture, ranks read against their ground, the changing cards are marked."""

from __future__ import annotations

import hashlib

import pygame
import pytest
from PIL import Image, ImageChops

from tabletop.core.cards import CardSpec, DeckSpec
from tabletop.games.treasure import gods, scoring
from tabletop.games.treasure.deck import DECK1, build_deck
from tabletop.games.treasure.table import faces as treasure
from tabletop.ui.render.art import CardArt, family_for
from tabletop.ui.render.theme import CLASSIC, HIGH_CONTRAST, THEMES

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


@pytest.mark.parametrize("size", [SMALL, MID, NORMAL])  # 48 px tall, 48 px wide, normal
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


def _pixels(img: Image.Image) -> list[tuple[int, int, int]]:
    data = img.convert("RGB").tobytes()
    return [tuple(data[i:i + 3]) for i in range(0, len(data), 3)]


def _luminance(rgb) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _numeral_contrast(img: Image.Image) -> tuple[float, float]:
    """(WCAG contrast ratio of the numeral against its ground, share of the box the numeral
    covers): the ground is the box's most common colour, the numeral the pixels furthest
    from it in luminance (the darkest or brightest fifth)."""
    box = tuple(round(v) for v in treasure.index_numeral_box(img.width))
    pixels = _pixels(img.crop(box))
    ground = max(set(pixels), key=pixels.count)
    lg = _luminance(ground)
    far = sorted(pixels, key=lambda p: abs(_luminance(p) - lg), reverse=True)
    glyph = far[: max(1, len(far) // 5)]
    lum = sorted(_luminance(p) for p in glyph)[len(glyph) // 2]
    hi, lo = max(lg, lum), min(lg, lum)
    covered = sum(abs(_luminance(p) - lg) > 0.25 * abs(lum - lg) for p in pixels) / len(pixels)
    return (hi + 0.05) / (lo + 0.05), covered


@pytest.mark.parametrize("theme", [CLASSIC, HIGH_CONTRAST], ids=lambda t: t.name)
@pytest.mark.parametrize("size", [SMALL, MID, NORMAL, LARGE])
def test_the_rank_numeral_stands_out_from_its_ground(size, theme):
    for card in DECK1.cards:
        ratio, covered = _numeral_contrast(_face(card.code, size, theme))
        assert ratio >= 4.5, f"{card.code} at {size}: numeral contrast {ratio:.1f}"
        assert covered > 0.08, f"{card.code} at {size}: no numeral drawn ({covered:.0%})"


def test_the_contrast_measure_fails_a_faint_numeral():
    """The measure itself: a pale-grey digit on white is refused."""
    from tabletop.ui.render.emblems import Canvas

    c = Canvas(NORMAL, bg=(255, 255, 255, 255))
    x0, y0, x1, y1 = treasure.index_numeral_box(NORMAL[0])
    c.text(((x0 + x1) / 2, (y0 + y1) / 2), "7", (y1 - y0) * 1.1, (200, 200, 200), serif=True)
    assert _numeral_contrast(c.finish())[0] < 4.5


def _diff_share(a: Image.Image, b: Image.Image, box) -> float:
    diff = ImageChops.difference(a.convert("RGB").crop(box), b.convert("RGB").crop(box))
    hist = diff.convert("L").point(lambda v: 255 if v > 40 else 0).histogram()
    return hist[255] / sum(hist)


def test_every_god_has_its_own_picture():
    """The medallions (the middle of the card, index corners left out) differ clearly
    between any two gods: each has its own drawn emblem, not a shared one recoloured by a bit."""
    w, h = NORMAL
    medallion = (round(w * 0.28), round(h * 0.37 - w * 0.22), round(w * 0.72), round(h * 0.37 + w * 0.22))
    faces = {r: _face(DECK1[ids].code, NORMAL) for r, ids in zip(range(1, 10), range(45, 54), strict=True)}
    for a in range(1, 10):
        for b in range(a + 1, 10):
            share = _diff_share(faces[a], faces[b], medallion)
            assert share > 0.25, f"gods {a} and {b} look alike ({share:.0%} of the medallion differs)"


def test_gods_show_their_name_and_sit_on_their_own_dark_ground():
    """A god card is night blue with gold (the god suit), unlike every suit card; its name is
    on it (the ribbon reads differently for each god)."""
    w, h = NORMAL
    ribbon = (round(w * 0.25), round(h * 0.57), round(w * 0.75), round(h * 0.65))
    god_faces = [_face(c.code, NORMAL) for c in DECK1.cards if c.kind == "god"]
    for i, a in enumerate(god_faces):
        for b in god_faces[i + 1:]:
            assert _diff_share(a, b, ribbon) > 0.05
    def dark_share(img: Image.Image) -> float:
        px = _pixels(img)
        return sum(_luminance(p) < 0.03 for p in px) / len(px)

    assert min(dark_share(f) for f in god_faces) > 0.25
    assert max(dark_share(_face(c.code, NORMAL)) for c in DECK1.cards if c.kind != "god") < 0.1


def test_the_changing_cards_are_the_rules_changing_cards():
    """A card is marked as changing exactly when some god effect lets it change (the rules'
    own test, every changing flag on), and says which god and what changes."""
    every_flag = 0
    for flag, _ in gods.EFFECTS.values():
        every_flag |= flag
    for card in DECK1.cards:
        marks = treasure.changes(card)
        assert bool(marks) == scoring.is_changing(card.id, every_flag), card.code
        assert {what for _, what, _ in marks} == (
            ({"rank"} if scoring.rank_changer(card.id, every_flag) else set())
            | ({"colour"} if scoring.colour_changer(card.id, every_flag) else set())), card.code
    assert sum(bool(treasure.changes(c)) for c in DECK1.cards) == 24  # 9 S + 9 V + 4 Warriors + 4 Queens - overlaps


@pytest.mark.parametrize("size", [SMALL, NORMAL])
def test_a_changing_card_carries_a_badge_an_ordinary_one_does_not(size):
    """The badge corner (top right) of a changing card differs from the same corner of an
    ordinary card of its suit; two ordinary cards of a suit share that corner."""
    w = size[0]
    corner = (round(w * 0.72), round(w * 0.05), round(w * 0.96), round(w * 0.3))
    plain6, plain7 = _face("6F", size), _face("7F", size)
    assert _diff_share(plain6, plain7, corner) < 0.02
    for code in ("5F", "1F"):
        assert _diff_share(_face(code, size), plain6, corner) > 0.15, code
    second = (corner[0], round(w * 0.3), corner[2], round(w * 0.5))  # where a second badge goes
    assert _diff_share(_face("5S", size), _face("6S", size), second) > 0.15  # two badges vs one
    assert _diff_share(_face("6S", size), _face("7S", size), second) < 0.02


def test_large_cards_put_it_in_words():
    """From LARGE_W wide a changing card names the god and what changes, and a god its three
    effects: the words area differs from the plain card's."""
    w, h = LARGE
    words = (round(w * 0.1), round(h * 0.74), round(w * 0.7), round(h * 0.9))
    assert _diff_share(_face("5F", LARGE), _face("6F", LARGE), words) > 0.03
    assert treasure._change_words(DECK1[DECK1.ids_for("5F")[0]]) == ["Thief in a set:", "colour may change"]
    lady, dark = _face("Lady", LARGE), _face("DarkLord", LARGE)
    assert _diff_share(lady, dark, words) > 0.05


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=lambda t: t.name)
def test_every_theme_paints_the_deck_and_the_back(theme):
    for card in DECK1.cards:
        assert _face(card.code, MID, theme).size == MID
    back = treasure.paint_back(DECK1, NORMAL, theme)
    assert back.size == NORMAL and len(set(_pixels(back))) > 40  # not a plain box


def test_a_kind_the_painter_does_not_know_falls_back():
    odd = DeckSpec("viashi-odd", (CardSpec(0, "X", "weird", None, None, "?"),))
    assert treasure.paint_face(odd, odd[0], NORMAL, CLASSIC) is None


@pytest.mark.parametrize("size", [SMALL, NORMAL])
def test_a_declared_card_shows_what_it_counts_as(size):
    """A Stones 3 declared as the 7 of Stones reads 7 in its index, like the printed 7, and
    the index is rimmed in gold (changed), unlike the printed one."""
    changed = _face("3S", size)
    changed.alpha_composite(treasure.paint_declared("7S", size, CLASSIC))
    numeral = tuple(round(v) for v in treasure.index_numeral_box(size[0]))
    assert _diff_share(changed, _face("7S", size), numeral) < 0.06  # (the gold rim is thicker)
    assert _diff_share(changed, _face("3S", size), numeral) > 0.1
    w = size[0]
    pill = (0, 0, round(w * 0.34), round(w * 0.6))
    assert _diff_share(changed, _face("7S", size), pill) > 0.02  # the gold rim and the turn mark
    with pytest.raises(ValueError):
        treasure.paint_declared("Lady", size, CLASSIC)


def test_overlay_declared_draws_on_the_table_surface():
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    before = pygame.image.tobytes(surf, "RGBA")
    box = treasure.overlay_declared(surf, (20, 30, *NORMAL), "5L", CLASSIC)
    assert pygame.image.tobytes(surf, "RGBA") != before
    assert pygame.Rect(20, 30, *NORMAL).contains(box) and box.w < NORMAL[0] / 2
