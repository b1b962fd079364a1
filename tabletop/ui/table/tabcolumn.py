"""Where the Rules/Log/Hint/Help tabs stand in their column, in plain arithmetic.

The kit reserves the tabs' room (``areas["tabs"]``) and ``comfort`` draws them there, so both
ask this module: a tab's height, the gap between tabs, and where ``count`` of them stand in a
column from ``y`` down ``h`` (centred on the window's middle where the column allows). The kit
used to reserve the whole height of the centre band (from y≈153 at 1280×800, where the tabs
stand from y≈335): a rival's point field beside them had no room to go down into rows.
"""

from __future__ import annotations

from .layout import Metrics

TABS = 4  # Rules, Log, Hint, Help (the replay has no Hint: three, centred in the same room)


def tab_height(m: Metrics) -> int:
    """A tab's height: its label's type and some air, at least 28 units."""
    return max(m.font(14, 12) + m.px(10), m.px(28))


def tab_gap(m: Metrics) -> int:
    return m.px(6)


def tabs_span(m: Metrics, y: float, h: float, count: int = TABS) -> tuple[float, float]:
    """The top and height of ``count`` tabs in a column from ``y`` down ``h``: centred on the
    window's middle where the column allows, else as near it as the column lets them."""
    need = count * (tab_height(m) + tab_gap(m)) - tab_gap(m)
    top = min(max(y, m.h / 2 - need / 2), y + h - need)
    return top, float(need)
