"""The table felt: a lit centre, darker edges and a fine woven grain (seeded, reproducible)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageChops, ImageFilter

from ...core.rng import Rng
from .theme import Theme

_TILE = 96


@lru_cache(maxsize=4)
def _grain(seed: int) -> Image.Image:
    """A tileable luminance noise tile around 128 (from our seeded PRNG)."""
    rng = Rng(seed)
    data = bytes(112 + (rng.next_u64() >> 59) for _ in range(_TILE * _TILE))
    tile = Image.frombytes("L", (_TILE, _TILE), data)
    return tile.filter(ImageFilter.GaussianBlur(0.6))


def paint_felt(size: tuple[int, int], theme: Theme) -> Image.Image:
    w, h = size
    # radial light: 0 in the centre, 255 at the corners
    radial = Image.radial_gradient("L").resize((w, h), Image.Resampling.BILINEAR)
    centre = Image.new("RGB", (w, h), theme.felt)
    edge = Image.new("RGB", (w, h), theme.felt_edge)
    base = Image.composite(edge, centre, radial.point(lambda v: min(255, int(v * 1.15))))
    # grain: tile the noise, then soft-light it over the base
    grain = Image.new("L", (w, h))
    tile = _grain(7)
    for y in range(0, h, _TILE):
        for x in range(0, w, _TILE):
            grain.paste(tile, (x, y))
    grain_rgb = Image.merge("RGB", (grain, grain, grain))
    return ImageChops.soft_light(base, grain_rgb)
