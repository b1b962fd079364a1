"""Print card-art timings: cold paint, disk-cache load and memory hits per deck and size,
the felt, and one 1080p frame of felt + 110 converted cards (no flip).

    python3 tools/bench_art.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from tabletop.core.decks import standard_deck  # noqa: E402
from tabletop.games.keltis.deck import DECK as KELTIS  # noqa: E402
from tabletop.ui.render.art import CardArt  # noqa: E402


def main() -> None:
    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    hyrule = standard_deck(jokers=2, deck_id="hyrule54")
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        for deck in (hyrule, KELTIS):
            for size in ((120, 168), (60, 84)):
                cold = CardArt(cache_dir=cache)
                t = time.perf_counter()
                for c in deck.cards:
                    cold.face(deck, c.id, size)
                t_cold = time.perf_counter() - t
                warm = CardArt(cache_dir=cache)
                t = time.perf_counter()
                for c in deck.cards:
                    warm.face(deck, c.id, size)
                t_disk = time.perf_counter() - t
                t = time.perf_counter()
                for c in deck.cards:
                    warm.face(deck, c.id, size)
                t_mem = time.perf_counter() - t
                print(f"{deck.deck_id} {size[0]}x{size[1]}: cold {t_cold * 1000:.0f} ms "
                      f"({cold.stats['painted']} painted), disk {t_disk * 1000:.0f} ms, "
                      f"memory {t_mem * 1000:.2f} ms for {len(deck)} cards")
        art = CardArt(cache_dir=cache)
        t = time.perf_counter()
        felt = art.felt((1920, 1080))
        print(f"felt 1920x1080: {(time.perf_counter() - t) * 1000:.0f} ms")
        faces = [art.face(KELTIS, i, (120, 168)) for i in range(110)]

        def frame() -> None:
            screen.blit(felt, (0, 0))
            for i, s in enumerate(faces):
                screen.blit(s, ((i * 17) % 1800, (i * 53) % 900))

        frame()
        n = 50
        t = time.perf_counter()
        for _ in range(n):
            frame()
        print(f"felt + 110 cards blit: {(time.perf_counter() - t) / n * 1000:.2f} ms/frame")


if __name__ == "__main__":
    main()
