"""CardArt: card faces, backs and the felt at the exact on-screen size, cached twice.

Faces are painted by the deck family's painter (a game's own, ``standard``, else ``generic``)
with Pillow at the requested size, never scaled from a bitmap. Results are kept in memory
(per size, a few sizes at a time) and as PNG files in the platformdirs user cache keyed by
art version, theme, deck, size and the card's own data, so a second run starts fast and any
change to a card or to the art invalidates its file.

Pillow and the painters are imported on the first cache miss only: a start-up whose menu
cards and felt come from the cache (``felt.py``) does not load them.
"""

from __future__ import annotations

import os
import re
import shutil
import zlib
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...core.cards import CardSpec, DeckSpec
from ...core.lean import lean_dataclass
from .felt import cached_felt
from .theme import CLASSIC, Theme

if TYPE_CHECKING:
    from PIL import Image

ART_VERSION = 17  # bump when any painter changes: old cache files are then ignored
_MAX_SIZES = 6   # sizes kept in memory at once (cards and felt; a resize adds new ones)
_DISK_SIZES = 8  # size directories kept on disk per theme and deck (older ones are pruned)

FacePainter = Callable[[DeckSpec, CardSpec, tuple[int, int], Theme], "Image.Image | None"]
BackPainter = Callable[[DeckSpec, tuple[int, int], Theme], "Image.Image"]


@lean_dataclass(frozen=True)  # in the first frame: no code compiled (``core/lean.py``)
class DeckFamily:
    """A game's card painter: the decks it draws, and its face and back painters."""

    name: str
    matches: Callable[[DeckSpec], bool]
    face: FacePainter
    back: BackPainter


def _standard():
    from . import standard  # Pillow: only when a card is painted, never for a cache hit

    return standard


def _generic():
    from . import generic

    return generic


#: the shared painters, checked after the games' own (``use_game_families``)
FAMILIES: list[DeckFamily] = [
    DeckFamily("standard", lambda deck: _standard().is_standard(deck),
               lambda *a: _standard().paint_face(*a), lambda *a: _standard().paint_back(*a)),
]
GENERIC = DeckFamily("generic", lambda deck: True, lambda *a: _generic().paint_face(*a),
                     lambda *a: _generic().paint_back(*a))
_game_families: Callable[[], Iterable[DeckFamily]] = list


def use_game_families(provider: Callable[[], Iterable[DeckFamily]]) -> None:
    """Where the games' own deck painters come from (the catalog's ``families``; the UI does
    not know the games). Asked on a cache miss only, so a warm start loads no game for art."""
    global _game_families
    _game_families = provider


def register_family(family: DeckFamily) -> None:
    """Add a shared painter for a new deck family (checked before the built-in ones)."""
    FAMILIES.insert(0, family)


def family_for(deck: DeckSpec) -> DeckFamily:
    """The first family whose ``matches`` accepts the deck: the games' own, then the shared
    ones; anything else gets the generic face."""
    for fam in (*_game_families(), *FAMILIES):
        if fam.matches(deck):
            return fam
    return GENERIC


def default_cache_dir() -> Path:
    """The art cache inside the app's user cache folder (the app passes its own ``Paths``
    folder instead, so ``--portable`` keeps the cache beside the program too)."""
    from ...persistence.paths import Paths

    return Paths.user().cache / "art"  # platformdirs' user cache (kept by ``Paths.user``)


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _card_token(card: CardSpec) -> str:
    """File-name-safe token for a card: its code plus a digest of everything drawn from."""
    safe = re.sub(r"[^A-Za-z0-9]+", "_", card.code) or "card"
    digest = zlib.crc32(repr((card.code, card.kind, card.suit, card.rank, card.name)).encode())
    return f"{safe}-{digest:08x}"


class CardArt:
    ASPECT = 88 / 63  # card height / width (poker size)

    def __init__(self, theme: Theme | None = None, cache_dir: Path | None = None) -> None:
        self.theme = theme or CLASSIC
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        # size -> {key: [surface, converted]}
        self._mem: OrderedDict[tuple[int, int], dict[tuple, list]] = OrderedDict()
        self._symbols: dict[tuple, list] = {}
        self.stats = {"painted": 0, "disk_hits": 0, "memory_hits": 0}

    # --- public API -----------------------------------------------------------------------

    def size_for_height(self, height: int) -> tuple[int, int]:
        height = max(8, int(height))
        return max(6, round(height / self.ASPECT)), height

    def face(self, deck: DeckSpec, card_id: int, size: tuple[int, int],
             raw: bool = False) -> pygame.Surface:
        """Card ``card_id``'s face at ``size``. ``raw``: kept on disk as raw RGBA bytes beside
        its PNG, read back with no decoding (the menu's fan, in the first frame: decoding its
        four PNGs cost ~2 ms of the start-up); the same pixels either way."""
        card = deck[card_id]

        def paint() -> Image.Image:  # only on a cache miss: the family lookup scans the deck
            img = family_for(deck).face(deck, card, size, self.theme)
            if img is None:  # a kind the family painter does not know
                img = _generic().paint_face(deck, card, size, self.theme)
            return img

        return self._get(("face", deck.deck_id, _card_token(card)), size, paint, raw=raw)

    def back(self, deck: DeckSpec, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("back", deck.deck_id, "back"), size,
                         lambda: family_for(deck).back(deck, size, self.theme))

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The table background at window size (opaque; ``convert()``-ed from its second use:
        the first, the start-up's first frame among them, blits the mapped cache file itself,
        ~3 ms sooner; issue 27). Blit it, never draw on it: it may be read-only."""
        # not as a PNG (decoding one costs more than painting): the felt is kept on disk as
        # raw bytes by ``cached_felt``, with its small ingredients (no Pillow on a warm start)
        def paint() -> pygame.Surface:
            return cached_felt(size, self.theme, self.cache_dir / f"v{ART_VERSION}" / self.theme.key / "felt")

        return self._get(("felt", "table", "felt"), size, paint, opaque=True, disk=False,
                         convert_later=True)

    def symbol(self, name: str, size_px: int, colour: tuple[int, int, int],
               outline: tuple[int, int, int] | None = None) -> pygame.Surface:
        """A vector symbol (seat marker, suit, Keltis colour sign) on a transparent square.

        Names: ``SEAT_SYMBOLS``, the suits ``S H D C`` and ``keltis.SYMBOLS`` values; see
        ``emblems.shape_names()``. Memory-cached; not written to disk (cheap to draw).
        """
        size = (max(1, int(size_px)),) * 2
        key = (name, size, tuple(colour), outline and tuple(outline))
        entry = self._symbols.get(key)
        if entry is None:
            from .emblems import Canvas

            c = Canvas(size)
            stroke = max(0.6, size[0] / 24) if outline is not None else 0.0
            inner = size[0] - 2 * stroke - 1
            c.shape(name, size[0] / 2, size[1] / 2, inner, tuple(colour), outline=outline,
                    stroke=stroke)
            img = c.finish()
            surf = pygame.image.frombytes(img.tobytes(), size, "RGBA")
            ready = _display_ready()
            entry = self._symbols[key] = [surf.convert_alpha() if ready else surf, ready]
        elif not entry[1] and _display_ready():
            entry[0], entry[1] = entry[0].convert_alpha(), True
        return entry[0]

    def prewarm(self, deck: DeckSpec, size: tuple[int, int]) -> Iterator[int]:
        """Paint (or load) every distinct face of ``deck`` and its back at ``size``, one per
        step: ``next()`` it once per frame to spread a first paint over frames. Yields the
        number of images still to go."""
        first: dict[str, int] = {}
        for card in deck.cards:
            first.setdefault(_card_token(card), card.id)
        todo = list(first.values())
        self.back(deck, size)
        for i, card_id in enumerate(todo):
            self.face(deck, card_id, size)
            yield len(todo) - i - 1

    def set_theme(self, theme: Theme) -> None:
        if theme != self.theme:
            self.theme = theme
            self._mem.clear()
            self._symbols.clear()

    def clear_memory(self) -> None:
        self._mem.clear()
        self._symbols.clear()

    def cache_path(self, kind: str, deck_id: str, token: str, size: tuple[int, int]) -> Path:
        """Where the PNG for one image lives on disk."""
        w, h = size
        deck_dir = re.sub(r"[^A-Za-z0-9_.-]+", "_", deck_id)
        theme_key = self.theme.face_key if kind == "face" else self.theme.key
        return (self.cache_dir / f"v{ART_VERSION}" / theme_key / deck_dir / f"{w}x{h}"
                / f"{kind}-{token}.png")

    # --- caching --------------------------------------------------------------------------

    def _get(self, key: tuple[str, str, str], size: tuple[int, int],
             paint: Callable[[], Image.Image | pygame.Surface], opaque: bool = False,
             disk: bool = True, raw: bool = False, convert_later: bool = False) -> pygame.Surface:
        """``convert_later``: converted for the display on the next use, not this one."""
        size = (int(size[0]), int(size[1]))
        if size[0] < 1 or size[1] < 1:
            raise ValueError(f"card art size must be positive, got {size}")
        bucket = self._mem.get(size)
        if bucket is None:
            bucket = self._mem[size] = {}
            while len(self._mem) > _MAX_SIZES:
                self._mem.popitem(last=False)
        else:
            self._mem.move_to_end(size)
        entry = bucket.get(key)
        if entry is not None:
            self.stats["memory_hits"] += 1
            if not entry[1] and _display_ready():
                entry[0] = self._convert(entry[0], opaque)
                entry[1] = True
            return entry[0]
        surf = self._load_or_paint(key, size, paint, disk, raw)
        converted = _display_ready() and not convert_later
        if converted:
            surf = self._convert(surf, opaque)
        bucket[key] = [surf, converted]
        return surf

    @staticmethod
    def _convert(surf: pygame.Surface, opaque: bool) -> pygame.Surface:
        return surf.convert() if opaque else surf.convert_alpha()

    def _load_or_paint(self, key: tuple[str, str, str], size: tuple[int, int],
                       paint: Callable[[], Image.Image | pygame.Surface], disk: bool = True,
                       raw: bool = False) -> pygame.Surface:
        """The image from the disk cache, else painted (and kept there). ``raw``: kept as raw
        RGBA bytes too, read back first (no PNG to decode)."""
        path = self.cache_path(key[0], key[1], key[2], size) if disk else None
        if path is not None and raw:
            kept = path.with_suffix(".rgba")
            try:
                data = kept.read_bytes()
                if len(data) == size[0] * size[1] * 4:
                    self.stats["disk_hits"] += 1
                    return pygame.image.frombytes(data, size, "RGBA")
            except OSError:
                pass
            surf = self._load_or_paint(key, size, paint, disk)
            try:
                kept.parent.mkdir(parents=True, exist_ok=True)
                tmp = kept.with_name(f".{kept.name}.{os.getpid()}.tmp")
                tmp.write_bytes(pygame.image.tobytes(surf, "RGBA"))
                os.replace(tmp, kept)
            except OSError:
                pass  # a read-only cache: the PNG (or the painter) each time, as before
            return surf
        if path is not None and path.is_file():
            try:
                surf = pygame.image.load(str(path))
                if surf.get_size() == size:
                    self.stats["disk_hits"] += 1
                    return surf
            except (pygame.error, OSError):
                pass  # unreadable cache file: paint again and overwrite it
        painted = paint()
        if isinstance(painted, pygame.Surface):  # painted straight in pygame (the felt)
            self.stats["painted"] += 1
            return painted
        img = painted.convert("RGBA")
        if img.size != size:  # a painter must honour the size; never hand out a wrong one
            from PIL import Image

            img = img.resize(size, Image.Resampling.LANCZOS)
        self.stats["painted"] += 1
        if path is not None:
            self._store(path, img)
        return pygame.image.frombytes(img.tobytes(), size, "RGBA")

    def _store(self, path: Path, img: Image.Image) -> None:
        """Write the PNG atomically; a read-only or full cache directory is not an error."""
        try:
            if not path.parent.is_dir():
                self._prune(path.parent.parent)
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            img.save(tmp, "PNG", compress_level=1)
            os.replace(tmp, path)
        except OSError:
            pass

    def _prune(self, deck_dir: Path) -> None:
        """Before a new size directory is made: drop other art versions and all but the
        most recently written size directories of this deck, so resizing never fills the disk."""
        try:
            for old in self.cache_dir.glob("v*"):
                if old.name != f"v{ART_VERSION}" and old.is_dir():
                    shutil.rmtree(old, ignore_errors=True)
            if deck_dir.is_dir():
                sizes = sorted((d for d in deck_dir.iterdir() if d.is_dir()),
                               key=lambda d: d.stat().st_mtime, reverse=True)
                for d in sizes[_DISK_SIZES - 1:]:
                    shutil.rmtree(d, ignore_errors=True)
        except OSError:
            pass
