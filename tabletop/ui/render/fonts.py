"""Bundled fonts and a cache of rendered text: DejaVu for the interface and card indices
(with Irish diacritics), Berenika Bold, an uncial-like display face, for titles and the logo.

Always use these rather than ``SysFont``: the same glyphs on every machine, and text
surfaces rendered once and converted for fast blitting.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

from ...resources import asset_path

_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSerif-Bold.ttf",  # the serif face exists in bold only
    (True, True): "DejaVuSerif-Bold.ttf",
}
DISPLAY_FILE = "Berenika-Bold.ttf"  # titles (OFL; see assets/README.md)
_TEXT_CACHE_SIZE = 512
#: the longest text drawn (no line on any screen holds more; a 100,000-character string
#: would make a surface of ~200 MB)
MAX_DRAWN = 2000
#: what the font renderer raises on: NUL (ValueError) and lone surrogates (UnicodeEncodeError);
#: other control characters draw as a box and pass
_UNDRAWABLE = "[\x00\ud800-\udfff]"  # compiled by ``re`` only for text that holds one
_text_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
#: the "Text size" setting (issue 28, item 4): every interface text is this many times the size
#: its screen asks for. The one place text sizes are scaled: screens ask for the size their
#: layout wants and measure with ``font``, so their words and their measurements agree. The
#: display face (titles, the logo, already large) and card faces (painted with PIL) keep theirs.
_scale = 1.0


def set_scale(factor: float) -> None:
    """Scale every interface text by ``factor`` (1.0 to 1.5) from the next one drawn."""
    global _scale
    factor = min(1.5, max(1.0, float(factor)))
    if factor != _scale:
        _scale = factor
        font.cache_clear()
        _text_cache.clear()


def scale() -> float:
    """The text size factor in force."""
    return _scale


def px_to_fit(measure: Callable[[int], float], px: int, room: float) -> int:
    """The largest size from ``px`` down at which ``measure(size)`` (a width) fits ``room``,
    but not under 12 px as drawn whatever the Text size: what a larger Text size makes too
    wide for its place gets smaller before it is cut or runs into its neighbour."""
    least = max(8, round(12 / _scale))
    while px > least and measure(px) > room:
        px -= 1
    return px


def font_path(bold: bool = False, *, serif: bool = False, display: bool = False) -> Path:
    """Path of the bundled sans (UI text), serif (card indices) or display (titles) font."""
    if display:
        return asset_path("fonts", DISPLAY_FILE)
    return asset_path("fonts", _FILES[(bold, serif)])


@lru_cache(maxsize=64)
def font(size_px: int, bold: bool = False, *, serif: bool = False,
         display: bool = False) -> pygame.font.Font:
    """The bundled font at ``size_px`` pixels (cached per size), times the text size setting
    unless it is the display face."""
    if not pygame.font.get_init():
        pygame.font.init()
    px = int(size_px) if display else round(int(size_px) * _scale)
    return pygame.font.Font(font_path(bold, serif=serif, display=display), max(1, px))


def drawable(s: object, limit: int = MAX_DRAWN) -> str:
    """``s`` as text the font can render: at most ``limit`` characters, NUL and lone
    surrogates (which make pygame raise) replaced by U+FFFD. Never raises."""
    if not isinstance(s, str):
        s = str(s)
    if len(s) > limit:
        s = s[:limit]
    if "\x00" not in s:
        try:
            s.encode("utf-8")  # fails on a lone surrogate: then the pattern replaces it
            return s
        except UnicodeEncodeError:
            pass
    return re.sub(_UNDRAWABLE, "\ufffd", s)


def text(surface_text: str, size_px: int, colour, bold: bool = False, *,
         serif: bool = False, display: bool = False) -> pygame.Surface:
    """Antialiased text rendered once and reused (LRU of 512 entries).

    Converted with ``convert_alpha`` when a display mode is set. Do not draw on the
    returned surface: it is shared. ``display``: the title face (Berenika Bold).
    Any string may be given (``drawable``: NUL, lone surrogates, any length): this never
    raises on the text.
    """
    key = (surface_text, int(size_px), tuple(colour), bold, serif, display)
    surf = _text_cache.get(key)
    if surf is not None:
        _text_cache.move_to_end(key)
        return surf
    f = font(size_px, bold, serif=serif, display=display)
    try:
        surf = f.render(drawable(surface_text), True, colour)
    except (pygame.error, ValueError, TypeError):  # never seen; a label must not stop the app
        surf = f.render("", True, colour)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    _text_cache[key] = surf
    if len(_text_cache) > _TEXT_CACHE_SIZE:
        _text_cache.popitem(last=False)
    return surf


def clear_cache() -> None:
    """Forget rendered text (e.g. after the display mode changes)."""
    _text_cache.clear()


def quit_pygame() -> None:
    """``pygame.quit()`` and forget the fonts and text made before it: fonts die with
    ``pygame.font``, so a later render (the next command or test in this process) must open
    new ones rather than raise "Invalid font"."""
    pygame.quit()
    font.cache_clear()
    _text_cache.clear()
