"""Bundled fonts (DejaVu, with Irish diacritics) and a cache of rendered text.

Always use these rather than ``SysFont``: the same glyphs on every machine, and text
surfaces rendered once and converted for fast blitting.
"""

from __future__ import annotations

from collections import OrderedDict
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
_TEXT_CACHE_SIZE = 512
_text_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def font_path(bold: bool = False, *, serif: bool = False) -> Path:
    """Path of the bundled sans (UI text) or serif (card indices, titles) font."""
    return asset_path("fonts", _FILES[(bold, serif)])


@lru_cache(maxsize=64)
def font(size_px: int, bold: bool = False, *, serif: bool = False) -> pygame.font.Font:
    """The bundled font at ``size_px`` pixels (cached per size)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold, serif=serif), max(1, int(size_px)))


def text(surface_text: str, size_px: int, colour, bold: bool = False, *,
         serif: bool = False) -> pygame.Surface:
    """Antialiased text rendered once and reused (LRU of 512 entries).

    Converted with ``convert_alpha`` when a display mode is set. Do not draw on the
    returned surface: it is shared.
    """
    key = (surface_text, int(size_px), tuple(colour), bold, serif)
    surf = _text_cache.get(key)
    if surf is not None:
        _text_cache.move_to_end(key)
        return surf
    surf = font(size_px, bold, serif=serif).render(surface_text, True, colour)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    _text_cache[key] = surf
    if len(_text_cache) > _TEXT_CACHE_SIZE:
        _text_cache.popitem(last=False)
    return surf


def clear_cache() -> None:
    """Forget rendered text (e.g. after the display mode changes)."""
    _text_cache.clear()
