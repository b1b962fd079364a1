"""Colour-vision arithmetic: how a colour looks to a dichromat, and how far apart two look.

Pure Python, no pygame: the colour-blind palettes are chosen and tested with it (issue 28).

* ``simulate`` applies the Machado, Oliveira & Fernandes (2009) matrices at severity 1.0
  (protanopia, deuteranopia) to linear-light sRGB.
* ``ciede2000`` is the CIE's colour difference (Sharma, Wu & Dalal 2005 give the formula
  and the test pairs the tests check it against).
* ``distance(a, b, vision)`` is the CIEDE2000 difference of two sRGB colours as a person with
  that vision sees them; ``closest_pair`` finds a palette's weakest pair.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from itertools import combinations

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]

#: Machado et al. 2009, severity 1.0, rows produce linear R, G, B
MATRICES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
VISIONS: tuple[str, ...] = ("normal", "protanopia", "deuteranopia")

_WHITE = (0.95047, 1.0, 1.08883)  # D65


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encode(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb: RGB, vision: str) -> RGB:
    """``rgb`` as seen with ``vision`` (one of ``VISIONS``), back in sRGB."""
    if vision == "normal":
        return tuple(rgb)  # type: ignore[return-value]
    lin = [_linear(c) for c in rgb]
    return tuple(_encode(sum(m * v for m, v in zip(row, lin, strict=True)))
                 for row in MATRICES[vision])  # type: ignore[return-value]


def lab(rgb: RGB) -> Lab:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in rgb)
    xyz = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
           0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
           0.0193339 * r + 0.1191920 * g + 0.9503041 * b)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _WHITE, strict=True))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dL = L2 - L1
    dC = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))

    L_bar = (L1 + L2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (L_bar - 50) ** 2 / math.sqrt(20 + (L_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dL / s_l) ** 2 + (dC / s_c) ** 2 + (dH / s_h) ** 2
                     + r_t * (dC / s_c) * (dH / s_h))


def distance(a: RGB, b: RGB, vision: str = "normal") -> float:
    """How far apart two sRGB colours look to a person with ``vision`` (CIEDE2000)."""
    return ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


def closest_pair(palette: Mapping[str, RGB], vision: str) -> tuple[float, str, str]:
    """The palette's two names whose colours look closest under ``vision``, and how far apart."""
    return min((distance(palette[x], palette[y], vision), x, y) for x, y in combinations(palette, 2))
