"""Card art, themes, fonts and sound: sizes, distinct faces, the disk cache, fail-safe audio."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pygame
import pytest

from tabletop.core.cards import CardSpec, DeckSpec
from tabletop.core.decks import standard_deck
from tabletop.games.keltis.deck import DECK as KELTIS
from tabletop.games.keltis.table.faces import SYMBOLS
from tabletop.ui import audio as audio_mod
from tabletop.ui.audio import SOUNDS, Audio
from tabletop.ui.render import art as art_mod
from tabletop.ui.render import fonts
from tabletop.ui.render.art import CardArt, family_for
from tabletop.ui.render.emblems import shape_names
from tabletop.ui.render.theme import SEAT_SYMBOLS, THEMES, seat_colour

HYRULE = standard_deck(jokers=2, deck_id="hyrule54")
MYTH = DeckSpec("myth3", (CardSpec(0, "PK", "god", "sky", 3, "Púka"),
                          CardSpec(1, "DG", "god", "earth", None, "Dagda"),
                          CardSpec(2, "X", "weird", None, None, "")))
SIZES = ((120, 168), (60, 84))


def _digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


@pytest.fixture(scope="module")
def rendered(tmp_path_factory) -> dict[tuple[str, tuple[int, int]], dict[str, str]]:
    """Every distinct card of each deck at both sizes: code -> pixel digest."""
    art = CardArt(cache_dir=tmp_path_factory.mktemp("art"))
    out: dict[tuple[str, tuple[int, int]], dict[str, str]] = {}
    for deck in (HYRULE, KELTIS, MYTH):
        for size in SIZES:
            codes: dict[str, str] = {}
            for card in deck.cards:
                surf = art.face(deck, card.id, size)
                assert surf.get_size() == size, (deck.deck_id, card.code, size)
                codes[card.code] = _digest(surf)
            back = art.back(deck, size)
            assert back.get_size() == size
            codes["<back>"] = _digest(back)
            out[(deck.deck_id, size)] = codes
    return out


def test_every_card_renders_at_exact_size_and_faces_differ(rendered):
    for (deck_id, size), codes in rendered.items():
        digests = list(codes.values())
        assert len(set(digests)) == len(digests), f"{deck_id} {size}: two faces are identical"
    assert len(rendered[("hyrule54", (120, 168))]) == 53 + 1  # 52 + one Joker code + back
    assert len(rendered[("keltis110", (60, 84))]) == 5 * 12 + 11 + 9 + 1


def test_deck_families_dispatch():
    assert family_for(HYRULE).name == "standard"
    assert family_for(standard_deck()).name == "standard"
    assert family_for(KELTIS).name == "keltis"
    assert family_for(MYTH).name == "generic"


def _colours(surf: pygame.Surface) -> set[tuple[int, int, int]]:
    w, h = surf.get_size()
    return {tuple(surf.get_at((x, y)))[:3] for x in range(0, w, 2) for y in range(0, h, 2)}


def test_generic_face_is_not_a_bare_box(tmp_path):
    art = CardArt(cache_dir=tmp_path)
    for card in MYTH.cards:
        assert len(_colours(art.face(MYTH, card.id, (120, 168)))) > 40


def _has_colour(surf: pygame.Surface, rgb: tuple[int, int, int], tol: int = 12) -> bool:
    return any(all(abs(a - b) <= tol for a, b in zip(c, rgb, strict=True))
               for c in _colours(surf))


def test_four_colour_deck(tmp_path):
    ace_d = HYRULE.ids_for("AD")[0]
    ace_c = HYRULE.ids_for("AC")[0]
    classic = CardArt(THEMES["classic"], cache_dir=tmp_path)
    four = CardArt(THEMES["four_colour"], cache_dir=tmp_path)
    assert _has_colour(classic.face(HYRULE, ace_d, (120, 168)), THEMES["classic"].red)
    assert _has_colour(four.face(HYRULE, ace_d, (120, 168)), THEMES["four_colour"].blue)
    assert _has_colour(four.face(HYRULE, ace_c, (120, 168)), THEMES["four_colour"].green)
    assert not _has_colour(classic.face(HYRULE, ace_d, (120, 168)), THEMES["four_colour"].blue)


def test_disk_cache_is_reused_and_keyed_by_size_theme_and_version(tmp_path, monkeypatch):
    card = HYRULE.ids_for("QH")[0]
    first = CardArt(cache_dir=tmp_path)
    a = first.face(HYRULE, card, (90, 126))
    assert first.stats["painted"] == 1
    token = art_mod._card_token(HYRULE[card])
    path = first.cache_path("face", "hyrule54", token, (90, 126))
    assert path.is_file()

    again = CardArt(cache_dir=tmp_path)
    b = again.face(HYRULE, card, (90, 126))
    assert again.stats == {"painted": 0, "disk_hits": 1, "memory_hits": 0}
    assert _digest(a) == _digest(b)
    again.face(HYRULE, card, (90, 126))
    assert again.stats["memory_hits"] == 1

    assert again.cache_path("face", "hyrule54", token, (91, 127)) != path
    again.face(HYRULE, card, (91, 127))
    assert again.stats["painted"] == 1  # a new size is painted, not scaled

    again.set_theme(THEMES["high_contrast"])
    assert again.cache_path("face", "hyrule54", token, (90, 126)) != path
    hc = again.face(HYRULE, card, (90, 126))
    assert again.stats["painted"] == 2 and _digest(hc) != _digest(a)

    monkeypatch.setattr(art_mod, "ART_VERSION", art_mod.ART_VERSION + 1)
    bumped = CardArt(cache_dir=tmp_path)
    assert bumped.cache_path("face", "hyrule54", token, (90, 126)) != path
    bumped.face(HYRULE, card, (90, 126))
    assert bumped.stats["painted"] == 1


def test_corrupt_cache_file_is_repainted(tmp_path):
    art = CardArt(cache_dir=tmp_path)
    token = art_mod._card_token(HYRULE[0])
    path = art.cache_path("face", "hyrule54", token, (60, 84))
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a png")
    assert art.face(HYRULE, 0, (60, 84)).get_size() == (60, 84)
    assert art.stats["painted"] == 1


def test_unwritable_cache_dir_still_renders(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    art = CardArt(cache_dir=blocker / "sub")
    assert art.face(KELTIS, 0, (60, 84)).get_size() == (60, 84)


def test_converted_for_the_display_and_felt(tmp_path):
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        art = CardArt(cache_dir=tmp_path)
        face = art.face(HYRULE, 5, (60, 84))
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_bitsize() == 32
        felt = art.felt((320, 200))
        assert felt.get_size() == (320, 200)
        assert len(_colours(felt)) > 10  # lit centre, dark edge, grain: not a flat fill
    finally:
        pygame.display.quit()


def test_size_for_height_keeps_the_card_aspect():
    art = CardArt(cache_dir=Path("/nonexistent-not-used"))
    w, h = art.size_for_height(168)
    assert h == 168 and w == 120
    with pytest.raises(ValueError):
        art.face(HYRULE, 0, (0, 10))


def test_colour_never_alone():
    symbols = [seat_colour(THEMES["classic"], s)[1] for s in range(6)]
    assert len(set(symbols)) == 6 and set(symbols) <= set(SEAT_SYMBOLS)
    assert len(set(SYMBOLS.values())) == 5
    assert set(SYMBOLS.values()) | set(SEAT_SYMBOLS) <= set(shape_names())
    for theme in THEMES.values():
        assert len({seat_colour(theme, s)[0] for s in range(6)}) == 6
    assert THEMES["high_contrast"].high_contrast and THEMES["four_colour"].four_colour


def test_bundled_font_has_irish_diacritics():
    assert fonts.font_path().is_file() and fonts.font_path(bold=True).is_file()
    assert fonts.font_path(serif=True).is_file()
    f = fonts.font(20)
    metrics = f.metrics("áéíóúÁÉÍÓÚ")
    assert all(m is not None for m in metrics)
    a = fonts.text("Ard Rí", 18, (255, 255, 255))
    assert fonts.text("Ard Rí", 18, (255, 255, 255)) is a
    assert a.get_height() > 0


def test_audio_never_raises_with_dummy_driver():
    au = Audio()
    for name in (*SOUNDS, "no-such-sound"):
        au.play(name)
    if au.available:
        assert set(au.names()) == set(SOUNDS)
    au.set_volume(7)
    assert au.volume == 1.0
    au.set_volume(-1)
    assert au.volume == 0.0
    au.set_enabled(False)
    au.play("flip")


def test_audio_is_silent_when_the_mixer_cannot_start(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(audio_mod.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(audio_mod.pygame.mixer, "init", broken)
    au = Audio(enabled=True, volume=0.5)
    assert au.available is False and au.names() == ()
    au.play("flip")
    au.set_enabled(True)
    au.set_volume(0.3)


def test_audio_survives_a_failing_sound(monkeypatch):
    au = Audio()
    if not au.available:
        pytest.fail("the dummy audio driver should give a working mixer")

    class Boom:
        def set_volume(self, v):
            raise pygame.error("mixer gone")

    au._sounds["flip"] = Boom()  # type: ignore[assignment]
    au.play("flip")


def test_symbols_for_seats_and_suits(tmp_path):
    art = CardArt(cache_dir=tmp_path)
    seen = set()
    names = {*SEAT_SYMBOLS, "S", "H", "D", "C", *SYMBOLS.values()}  # seats may reuse a Keltis sign
    for name in names:
        surf = art.symbol(name, 24, (200, 40, 40), outline=(0, 0, 0))
        assert surf.get_size() == (24, 24)
        seen.add(_digest(surf))
        assert art.symbol(name, 24, (200, 40, 40), outline=(0, 0, 0)) is surf
    assert len(seen) == len(names)
    assert len(set(SEAT_SYMBOLS)) == len(SEAT_SYMBOLS)  # seats differ from each other by shape


def test_audio_skips_an_unreadable_sound_file(tmp_path, monkeypatch):
    (tmp_path / "fonts").mkdir()
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "flip.wav").write_bytes(b"RIFF broken")
    monkeypatch.setenv("TABLETOP_ASSETS", str(tmp_path))
    au = Audio()
    assert "flip" not in au.names()
    au.play("flip")


def test_disk_cache_prunes_old_versions_and_sizes(tmp_path, monkeypatch):
    stale = tmp_path / "v0" / "junk.png"
    stale.parent.mkdir(parents=True)
    stale.write_bytes(b"x")
    monkeypatch.setattr(art_mod, "_DISK_SIZES", 3)
    art = CardArt(cache_dir=tmp_path)
    for h in range(40, 46):
        art.face(HYRULE, 0, art.size_for_height(h))
    assert not stale.exists()
    deck_dir = tmp_path / f"v{art_mod.ART_VERSION}" / art.theme.key / "hyrule54"
    assert len([d for d in deck_dir.iterdir() if d.is_dir()]) == 3


def test_prewarm_paints_each_distinct_face_once(tmp_path):
    art = CardArt(cache_dir=tmp_path)
    steps = list(art.prewarm(KELTIS, (60, 84)))
    distinct = len({c.code for c in KELTIS.cards})
    assert steps == list(range(distinct - 1, -1, -1))
    assert art.stats["painted"] == distinct + 1  # faces and the back
    art.face(KELTIS, 7, (60, 84))
    assert art.stats["painted"] == distinct + 1


def test_theme_titles():
    assert [t.title for t in THEMES.values()] == ["Classic", "Four-colour deck", "High contrast"]
