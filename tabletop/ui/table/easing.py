"""Easing curves: functions from linear progress t in [0, 1] to eased progress."""

from __future__ import annotations

import math
from collections.abc import Callable

Ease = Callable[[float], float]


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1.0 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    """Overshoots a little and settles: for pop-ups and banners."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2
