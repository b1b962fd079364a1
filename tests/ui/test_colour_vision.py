"""The colour-blind palettes (issue 28, item 3): every deck's suits and kinds and the seats'
colours stay at least 20 CIEDE2000 apart as a protanope and a deuteranope see them, computed
from the colours the painters use."""

from __future__ import annotations

import pytest

from tabletop.games.keltis.table import faces as keltis
from tabletop.games.seanchai.table import faces as seanchai
from tabletop.games.treasure.table import faces as treasure
from tabletop.ui.render import standard
from tabletop.ui.render.theme import CLASSIC, FOUR_COLOUR, THEMES, seat_palette
from tabletop.ui.render.vision import ciede2000, closest_pair, distance, simulate

APART = 20.0
DICHROMATS = ("protanopia", "deuteranopia")

# Sharma, Wu & Dalal (2005), table 1: (L*a*b* 1, L*a*b* 2, ΔE00)
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_sharma(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_simulation_keeps_greys_and_merges_red_green():
    for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
        for vision in DICHROMATS:
            assert max(abs(a - b) for a, b in zip(simulate(grey, vision), grey, strict=True)) <= 1
    red, olive = (200, 60, 40), (120, 120, 40)  # far apart to most, close to a dichromat
    assert distance(red, olive) > 40
    assert distance(red, olive, "deuteranopia") < 5
    assert distance(red, olive, "protanopia") < 12


def _seanchai(theme) -> dict:
    colours = seanchai.palette(theme)
    wild = colours.pop("faery")
    assert colours.pop("leprechaun") == wild  # one colour for the wild kind
    return {**colours, "wild": wild}


PALETTES = {
    "standard": standard.palette,
    "keltis": keltis.palette,
    "treasure": treasure.palette,
    "seanchai": _seanchai,
    "seats": seat_palette,
}


@pytest.mark.parametrize("deck", sorted(PALETTES))
@pytest.mark.parametrize("vision", DICHROMATS)
def test_colour_blind_palettes_stay_apart(deck, vision):
    palette = PALETTES[deck](FOUR_COLOUR)
    assert len(palette) >= 4
    gap, a, b = closest_pair(palette, vision)
    assert gap >= APART, f"{deck}: {a} and {b} are {gap:.1f} apart under {vision}"


def test_the_normal_palettes_would_fail():
    """The check is not vacuous: today's classic colours run together for a dichromat."""
    sean, tre, kel = seanchai.palette(CLASSIC), treasure.palette(CLASSIC), keltis.palette(CLASSIC)
    assert distance(sean["WAR"], sean["ROL"], "deuteranopia") < APART / 2
    assert distance(tre["S"], tre["V"], "deuteranopia") < APART / 2
    assert distance(kel["P"], kel["point"], "deuteranopia") < APART / 2


def test_only_the_colour_blind_theme_changes():
    assert [t.name for t in THEMES.values() if t.colour_blind] == ["four_colour"]
    assert seanchai.palette(CLASSIC)["WAR"] == seanchai.STYLE["WAR"][0]
    assert treasure.palette(CLASSIC)["S"] == treasure.SUITS["S"][1]
