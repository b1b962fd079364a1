"""Draw the application icon with our own card painters: two fanned cards on a felt tile.

    python3 tools/make_icon.py   -> assets/icon.png (256 px) and assets/icon.ico (16-256 px)
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from PIL import Image, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop.core.decks import standard_deck  # noqa: E402
from tabletop.ui.render import standard  # noqa: E402
from tabletop.ui.render.felt import paint_felt  # noqa: E402
from tabletop.ui.render.theme import CLASSIC  # noqa: E402

SIZE = 1024  # drawn large, shrunk to every icon size


def draw_icon() -> Image.Image:
    deck = standard_deck()
    tile = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    mask = Image.new("L", (SIZE, SIZE), 0)
    ImageDraw.Draw(mask).rounded_rectangle((24, 24, SIZE - 24, SIZE - 24), radius=190, fill=255)
    surface = paint_felt((SIZE, SIZE), CLASSIC)  # a pygame surface: hand Pillow its pixels
    felt = Image.frombytes("RGB", surface.get_size(), pygame.image.tobytes(surface, "RGB")).convert("RGBA")
    tile.paste(felt, (0, 0), mask)
    ImageDraw.Draw(tile).rounded_rectangle((24, 24, SIZE - 24, SIZE - 24), radius=190,
                                           outline=(236, 214, 160), width=18)
    cw, ch = 430, 600
    for card_id, angle, dx in ((13 + 12, 14, -120), (0, -10, 110)):  # king of hearts, ace of spades
        face = standard.paint_face(deck, deck[card_id], (cw, ch), CLASSIC)
        turned = face.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
        shadow = Image.new("RGBA", turned.size, (0, 0, 0, 0))
        shadow.putalpha(turned.getchannel("A").point(lambda a: a * 0.45))
        shadow = shadow.filter(ImageFilter.GaussianBlur(14))
        x = (SIZE - turned.width) // 2 + dx
        y = (SIZE - turned.height) // 2 + 10
        tile.alpha_composite(shadow, (x + 14, y + 20))
        tile.alpha_composite(turned, (x, y))
    return tile


def main() -> None:
    icon = draw_icon()
    out = ROOT / "assets"
    icon.resize((256, 256), Image.Resampling.LANCZOS).save(out / "icon.png", optimize=True)
    icon.save(out / "icon.ico", sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64),
                                       (128, 128), (256, 256)])
    for name in ("icon.png", "icon.ico"):
        print(out / name, (out / name).stat().st_size, "bytes")


if __name__ == "__main__":
    main()
