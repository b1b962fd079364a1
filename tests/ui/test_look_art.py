"""The visual identity's art: drawn court figures, Tingles, card backs, avatars, the felt,
the display face. Each test would fail if the art regressed to letters, boxes or one back."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from tabletop.core.decks import standard_deck
from tabletop.games.keltis.deck import DECK as KELTIS
from tabletop.persistence.settings import AVATAR_NAMES, BACK_NAMES, FELT_NAMES
from tabletop.resources import asset_path
from tabletop.ui.render import fonts
from tabletop.ui.render.art import CardArt
from tabletop.ui.render.avatars import AVATARS, avatar
from tabletop.ui.render.felt import paint_felt
from tabletop.ui.render.theme import BACK_STYLES, CLASSIC, FELTS, THEMES, styled

HYRULE = standard_deck(jokers=2, deck_id="hyrule54")
SIZE = (120, 168)


def _digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


def _near(c, target, tol: int = 14) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(c[:3], target, strict=True))


def _count(surf: pygame.Surface, colour, box=None, tol: int = 14) -> int:
    x0, y0, x1, y1 = box or (0, 0, *surf.get_size())
    return sum(_near(surf.get_at((x, y)), colour, tol) for x in range(x0, x1) for y in range(y0, y1))


@pytest.fixture(scope="module")
def art(tmp_path_factory) -> CardArt:
    return CardArt(cache_dir=tmp_path_factory.mktemp("look-art"))


def _face(art: CardArt, code: str, size=SIZE) -> pygame.Surface:
    return art.face(HYRULE, HYRULE.ids_for(code)[0], size)


@pytest.mark.parametrize("code", ["KH", "QS", "JD", "KC"])
def test_a_court_card_shows_a_drawn_figure_not_a_letter(art, code):
    """A face (skin), hair and the gold of crown or collar fill the frame; a pip card has none."""
    w, h = SIZE
    centre = (w // 4, h // 8, 3 * w // 4, 7 * h // 8)
    court = _face(art, code)
    skin = _count(court, CLASSIC.skin, centre)
    gold = _count(court, CLASSIC.gold, centre, tol=30)
    assert skin > 60, f"{code}: no face drawn ({skin} skin pixels)"
    assert gold > 20, f"{code}: no crown or collar ({gold} gold pixels)"
    assert _count(_face(art, "7H"), CLASSIC.skin, centre) == 0


def test_king_queen_and_jack_are_different_characters(art):
    w, h = SIZE
    box = pygame.Rect(w // 4, h // 8, w // 2, h // 3)  # the top figure's head and headwear
    heads = {code: _digest(_face(art, code).subsurface(box)) for code in ("KH", "QH", "JH")}
    assert len(set(heads.values())) == 3
    # the King's beard: dark hair below his face, which the Queen and the Jack do not have
    beard = CLASSIC.hair[2]
    assert _count(_face(art, "KH"), beard) > _count(_face(art, "JH"), beard) + 20


def test_the_tingle_is_a_drawn_character_with_balloons(art):
    joker = _face(art, "JK")
    assert _count(joker, CLASSIC.skin) > 40  # a face
    assert _count(joker, CLASSIC.green, tol=20) > 300  # the green hood and suit
    for balloon in (CLASSIC.red, CLASSIC.blue, CLASSIC.gold):
        assert _count(joker, balloon, tol=20) > 40


@pytest.mark.parametrize("size", [(36, 50), (63, 88), (200, 280)])
def test_figures_are_painted_at_every_size(art, size):
    img = _face(art, "QD", size)
    assert img.get_size() == size
    assert _count(img, CLASSIC.skin) > 0


def test_card_backs_differ_by_style_for_every_deck(tmp_path):
    assert BACK_STYLES == BACK_NAMES
    for deck in (HYRULE, KELTIS):
        digests = {_digest(CardArt(styled(CLASSIC, back=b), cache_dir=tmp_path).back(deck, SIZE))
                   for b in BACK_STYLES}
        assert len(digests) == len(BACK_STYLES), deck.deck_id
    # each style is its own cache entry (the theme key changes), faces are unchanged
    keys = {styled(CLASSIC, back=b).key for b in BACK_STYLES}
    assert len(keys) == len(BACK_STYLES)


def test_knotwork_is_the_default_back_and_high_contrast_keeps_its_felt():
    assert CLASSIC.back_style == "knotwork"
    hc = THEMES["high_contrast"]
    assert styled(hc, felt="burgundy").felt == hc.felt
    assert styled(CLASSIC, felt="unknown", back="unknown") == CLASSIC


def test_felt_colours_are_choices_and_paint_their_colour():
    assert tuple(FELTS) == FELT_NAMES
    for name, (centre, _) in FELTS.items():
        surf = paint_felt((320, 180), styled(CLASSIC, felt=name))
        got = surf.get_at((160, 90))[:3]
        assert max(abs(a - b) for a, b in zip(got, centre, strict=True)) < 28, (name, got)
    burgundy = styled(CLASSIC, felt="burgundy")
    assert burgundy.panel[0] > burgundy.panel[1]  # panels take the cloth's hue
    assert sum(burgundy.text) - sum(burgundy.panel) > 500  # and stay dark under light text


def test_the_felt_has_a_vignette():
    surf = paint_felt((320, 180), CLASSIC)
    centre = sum(surf.get_at((160, 90))[:3])
    corner = sum(surf.get_at((2, 2))[:3])
    edge_mid = sum(surf.get_at((160, 2))[:3])
    assert corner < edge_mid < centre
    assert corner < sum(CLASSIC.felt_edge) * 0.8  # darker than the plain edge colour


def test_avatars_are_distinct_drawings_at_the_asked_size():
    assert AVATARS == AVATAR_NAMES
    digests = set()
    for name in AVATARS:
        img = avatar(name, 48, (70, 140, 230))
        assert img.get_size() == (48, 48)
        assert img.get_at((0, 0)).a == 0 and img.get_at((24, 24)).a == 255  # round medallion
        digests.add(_digest(img))
    assert len(digests) == len(AVATARS)
    assert _digest(avatar("stag", 48, (230, 80, 70))) != _digest(avatar("stag", 48, (70, 140, 230)))


def test_the_display_face_is_bundled_with_its_licence():
    path = fonts.font_path(display=True)
    assert path.is_file() and path != fonts.font_path(bold=True)
    licence = asset_path("fonts", "LICENSE-Berenika.txt").read_text()
    assert "SIL Open Font License" in licence
    title = fonts.text("Seanchaí", 40, (255, 255, 255), display=True)
    body = fonts.text("Seanchaí", 40, (255, 255, 255), bold=True)
    assert _digest(title) != _digest(body)


def test_another_cloth_or_back_keeps_the_painted_faces(tmp_path):
    plain = CardArt(CLASSIC, cache_dir=tmp_path)
    other = CardArt(styled(CLASSIC, felt="blue", back="plain"), cache_dir=tmp_path)
    assert plain.cache_path("face", "hyrule54", "KH", SIZE) == other.cache_path("face", "hyrule54", "KH", SIZE)
    assert plain.cache_path("back", "hyrule54", "back", SIZE) != other.cache_path("back", "hyrule54", "back", SIZE)
    four = CardArt(THEMES["four_colour"], cache_dir=tmp_path)  # a colour theme does repaint faces
    assert four.cache_path("face", "hyrule54", "KH", SIZE) != plain.cache_path("face", "hyrule54", "KH", SIZE)


def test_a_named_card_without_rank_shows_its_name_under_its_emblem(tmp_path):
    from tabletop.core.cards import CardSpec, DeckSpec

    deck = DeckSpec("myth2", (CardSpec(0, "LEG-1", "regular", "LEG", None, "Cú Chulainn"),
                              CardSpec(1, "LEG-2", "regular", "LEG", None, "Oisín")))
    art = CardArt(cache_dir=tmp_path)
    a, b = (art.face(deck, i, SIZE) for i in (0, 1))
    w, h = SIZE
    medallion = pygame.Rect(w // 4, h // 5, w // 2, h // 4)
    title = pygame.Rect(w // 8, round(h * 0.55), 3 * w // 4, round(h * 0.2))
    assert _digest(a.subsurface(medallion)) == _digest(b.subsurface(medallion))  # same suit emblem
    assert _digest(a.subsurface(title)) != _digest(b.subsurface(title))  # its own name
