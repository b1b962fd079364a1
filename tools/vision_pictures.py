"""Pictures of every game's table in every theme as a deuteranope sees them (issue 28).

    python3 tools/vision_pictures.py [OUT_DIR]   (default docs/screenshots/vision)

Each table is drawn by the app itself (SDL's dummy driver, as ``tabletop screenshot``) mid-game
at 1280×720 in the Classic, Four-colour and High-contrast themes, then passed through the
Machado et al. (2009) deuteranopia simulation the colour test uses (``ui/render/vision.py``):
linearise, apply the matrix, encode back to sRGB (Pillow's colour-matrix convert, so no other
library is needed). Pictures are evidence for ``docs/comfort.md``, not a test.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TABLES = {"hyrule": (3, 9), "keltis": (2, 30), "seanchai": (3, 40), "treasure": (3, 60),
          "ard_ri": (3, 40)}


def deuteranope(image):
    """``image`` (RGB) as seen with deuteranopia (``vision.MATRICES``)."""
    from tabletop.ui.render.vision import MATRICES, _encode, _linear

    to_linear = [round(_linear(v) * 255) for v in range(256)] * 3
    to_srgb = [_encode(v / 255) for v in range(256)] * 3
    m = MATRICES["deuteranopia"]
    matrix = (*m[0], 0.0, *m[1], 0.0, *m[2], 0.0)
    return image.point(to_linear).convert("RGB", matrix).point(to_srgb)


def main(out: Path) -> int:
    import pygame
    from PIL import Image

    from tabletop.ai.bots import RandomBot, bot_rng
    from tabletop.catalog import CATALOG
    from tabletop.context import make_context
    from tabletop.core.match import Match, Seat
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY
    from tabletop.ui.render.theme import THEMES
    from tabletop.ui.scenes.manager import SceneManager
    from tabletop.ui.scenes.table import TableScene

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    out.mkdir(parents=True, exist_ok=True)
    for game_id, (players, moves) in TABLES.items():
        plugin = REGISTRY[game_id]
        seats = tuple(Seat("human" if i == 0 else "ai", name)
                      for i, name in enumerate(("You", "Ciara", "Dara")[:players]))
        match = Match(plugin.rules, MatchConfig(game_id, players, 11, {}), seats)
        bot = RandomBot()
        for _ in range(moves):
            if match.is_over:
                break
            match.submit(bot.choose(plugin.rules, match.state, bot_rng(11, match.to_act, len(match.records))))
        for name, theme in THEMES.items():
            ctx = make_context("off")
            ctx.audio = None
            ctx.theme = theme
            mgr = SceneManager(ctx, (1280, 720))
            mgr.push(TableScene(plugin, match, CATALOG.table_for(game_id), autoplay=False, viewer=0))
            surf = pygame.Surface((1280, 720))
            mgr.draw(surf)
            raw = pygame.image.tobytes(surf, "RGB")
            image = Image.frombytes("RGB", (1280, 720), raw)
            path = out / f"{game_id}-{name}-deuteranopia.jpg"  # 960x540 JPEG: ~0.1 MB, not 0.7
            deuteranope(image).resize((960, 540), Image.LANCZOS).save(path, quality=88)
            print("wrote", path)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots/vision")))
