"""Contrast between two colours as WCAG 2 measures it (issue 28, item 8).

Every text on the table is meant to reach 4.5:1 against what it is drawn on (WCAG AA for body
text); ``tests/ui/test_contrast.py`` measures the rendered tables. ``ink_on`` picks black or
white for words or marks laid on a colour a theme (or the player's cloth) chooses.
"""

from __future__ import annotations

from collections.abc import Sequence

AA = 4.5  # WCAG 2 AA for text under 24 px


def luminance(colour: Sequence[int]) -> float:
    """The relative luminance of an sRGB colour (0 black … 1 white)."""

    def lin(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG's contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def ink_on(bg: Sequence[int], dark: Sequence[int] = (0, 0, 0),
           light: Sequence[int] = (255, 255, 255)) -> tuple[int, int, int]:
    """``dark`` or ``light``, whichever reads better on ``bg``."""
    pick = dark if contrast_ratio(dark, bg) >= contrast_ratio(light, bg) else light
    return (int(pick[0]), int(pick[1]), int(pick[2]))
