"""Render every card of each deck to a contact sheet PNG, to look at the art.

    python3 tools/contact_sheet.py [out_dir] [--height 168]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from tabletop.core.cards import CardSpec, DeckSpec  # noqa: E402
from tabletop.core.decks import standard_deck  # noqa: E402
from tabletop.ui.render.art import CardArt  # noqa: E402
from tabletop.ui.render.theme import THEMES  # noqa: E402


def keltis_like() -> DeckSpec:
    """The Keltis deck as described in the rules (used if the game's deck is not there)."""
    try:
        from tabletop.games.keltis.deck import DECK  # type: ignore[attr-defined]
        return DECK
    except Exception:  # noqa: BLE001
        pass
    cards: list[CardSpec] = []
    for s in "GYRPB":
        for v in (0, 1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 9, 10):
            cards.append(CardSpec(len(cards), f"{s}{v}", "number", s, v))
        for _ in range(2):
            cards.append(CardSpec(len(cards), f"{s}E", "end", s, None))
    for v in range(11):
        cards.append(CardSpec(len(cards), f"W{v}", "point", None, v))
    for v in range(1, 10):
        cards.append(CardSpec(len(cards), f"S{v}", "stone", None, v))
    return DeckSpec("keltis110", tuple(cards))


def generic_deck() -> DeckSpec:
    names = ["Púka", "Banshee", "Cú Chulainn", "Dagda", "Lugh", "Brigid"]
    return DeckSpec("myth6", tuple(CardSpec(i, f"M{i}", "god", ("sky", "sea", "earth")[i % 3],
                                            i + 1, n) for i, n in enumerate(names)))


def sheet(art: CardArt, deck: DeckSpec, h: int, unique: bool = True) -> pygame.Surface:
    w, h = art.size_for_height(h)
    seen, ids = set(), []
    for c in deck.cards:
        if unique and c.code in seen:
            continue
        seen.add(c.code)
        ids.append(c.id)
    cols = 13 if len(ids) >= 13 else len(ids)
    rows = (len(ids) + 1 + cols - 1) // cols
    gap = max(4, w // 12)
    surf = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    surf.blit(art.felt(surf.get_size()), (0, 0))
    for i, cid in enumerate(ids + [-1]):
        x, y = gap + (i % cols) * (w + gap), gap + (i // cols) * (h + gap)
        img = art.back(deck, (w, h)) if cid < 0 else art.face(deck, cid, (w, h))
        surf.blit(img, (x, y))
    return surf


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out", nargs="?", default="/tmp/sheets")
    ap.add_argument("--height", type=int, action="append")
    ap.add_argument("--theme", action="append")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    decks = {"hyrule": standard_deck(jokers=2, deck_id="hyrule54"), "keltis": keltis_like(),
             "generic": generic_deck()}
    with tempfile.TemporaryDirectory() as tmp:
        for tname in args.theme or list(THEMES):
            art = CardArt(THEMES[tname], cache_dir=Path(tmp))
            for h in args.height or [168, 84]:
                for dname, deck in decks.items():
                    t = time.perf_counter()
                    s = sheet(art, deck, h)
                    path = out / f"{dname}-{tname}-{h}.png"
                    pygame.image.save(s, str(path))
                    print(f"{path}  {time.perf_counter() - t:.2f}s")


if __name__ == "__main__":
    main()
