"""Pictures of each game's table for the game picker, rendered by the app itself.

A seeded game is played by random bots to about a third of its length and drawn by the very
``TableScene`` the app runs (a still table, seen by seat 1, in a private context: no saves,
no sound, no AI worker), at 1280×720, then scaled to the tile. The result is kept in memory
and as a PNG in the art cache (``thumbs/`` beside the card art, keyed like the cards by art
version and theme, and by the app version and the table code), so the picker pays for it once
per machine and draws it again when the table's look changes.
"""

from __future__ import annotations

import inspect
import os
import zlib
from collections.abc import Callable, Iterator
from functools import lru_cache
from pathlib import Path

import pygame

from .art import ART_VERSION

RENDER_SIZE = (1280, 720)
SEED = 3
_mem: dict[tuple, pygame.Surface] = {}


def _players(meta) -> int:
    return max(meta.min_players, min(meta.max_players, 4))


@lru_cache(maxsize=16)
def _stamp(game_id: str, factory: Callable[[], object] | None) -> str:
    """What a picture depends on besides the art: the app version and the table code (the
    game's layout, the layout kit, the HUD, the painter), so a changed layout is redrawn."""
    from ... import __version__

    here = Path(__file__).resolve().parent.parent / "table"
    files = [here / name for name in ("layout.py", "hud.py", "painter.py")]
    if factory is not None:
        try:
            files.append(Path(inspect.getfile(factory)))
        except (TypeError, OSError):
            pass
    parts: list = [__version__]
    for f in files:
        try:
            st = f.stat()
            parts.append((f.name, st.st_mtime_ns, st.st_size))
        except OSError:  # a frozen build without sources: the version decides
            pass
    return f"{zlib.crc32(repr(parts).encode()):08x}"


def _path(ctx, game_id: str, size: tuple[int, int]) -> Path:
    art = ctx.art
    return (art.cache_dir / f"v{ART_VERSION}" / art.theme.key / "thumbs"
            / f"{game_id}-{_stamp(game_id, _factory(ctx, game_id))}-{size[0]}x{size[1]}.png")


def _factory(ctx, game_id: str) -> Callable[[], object] | None:
    entry = ctx.catalog.get(game_id)
    return entry.table if entry is not None else None


def render_table(ctx, game_id: str) -> pygame.Surface | None:
    """The table of ``game_id`` mid-game at ``RENDER_SIZE`` (None: the game has no table)."""
    steps = list(render_steps(ctx, game_id))
    return steps[-1] if steps else None


def render_steps(ctx, game_id: str, moves_per_step: int = 12) -> Iterator[pygame.Surface | None]:
    """``render_table`` in small steps, so a caller can spread it over frames: yields None
    after every few moves and every card face painted, the picture last (nothing at all for
    a game without a table). The length of a game is found with the bare rules (no match
    bookkeeping), then the match is played to a third of it."""
    from ...ai.bots import RandomBot, bot_rng
    from ...core.match import Match, Seat
    from ...core.rules import MatchConfig
    from ..scenes.base import AppContext
    from ..scenes.manager import SceneManager
    from ..scenes.table import TableScene

    entry = ctx.catalog.get(game_id)
    if entry is None:
        return
    plugin, game = entry.plugin, entry.table()
    rules = plugin.rules
    n = _players(plugin.meta)
    names = ("Aoife", "Bran", "Ciara", "Dara", "Eimear", "Fionn")
    cfg = MatchConfig(game_id, n, SEED, {})
    seats = tuple(Seat("human" if i == 0 else "ai", names[i % len(names)]) for i in range(n))
    bot = RandomBot()
    state, length = rules.new_game(cfg, None), 0
    while not rules.is_terminal(state):
        state = rules.apply(state, bot.choose(rules, state, bot_rng(SEED, rules.to_act(state), length))).state
        length += 1
        if length % (moves_per_step * 3) == 0:
            yield None
    match = Match(rules, cfg, seats)
    while not match.is_over and len(match.records) < max(1, length // 3):
        match.submit(bot.choose(rules, match.state, bot_rng(SEED, match.to_act, len(match.records))))
        if len(match.records) % moves_per_step == 0:
            yield None
    private = AppContext(art=ctx.art, catalog=ctx.catalog, audio=None, theme=ctx.theme, speed="off")
    mgr = SceneManager(private, RENDER_SIZE)
    scene = TableScene(plugin, match, game, autoplay=False, viewer=0)
    mgr.push(scene)
    yield None
    painter = scene.painter
    if painter is not None:  # paint the faces one at a time (the art caches them)
        for sprite in scene.board.draw_list():
            w, h = max(1, round(sprite.w)), max(1, round(sprite.h))
            painter.sized(sprite.face, w, h, w)
            yield None
    surf = pygame.Surface(RENDER_SIZE)
    mgr.draw(surf)
    yield surf


def cached(ctx, game_id: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture if it is in memory or on disk (cheap), else None."""
    key = (game_id, size, ctx.art.theme.key)
    img = _mem.get(key)
    if img is not None:
        return img
    path = _path(ctx, game_id, size)
    if path.is_file():
        try:
            img = pygame.image.load(str(path))
        except (pygame.error, OSError):
            return None
        if img.get_size() == size:
            if pygame.display.get_surface() is not None:
                img = img.convert()
            _mem[key] = img
            return img
    return None


def thumbnail(ctx, game_id: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture at ``size``: from memory or disk, else rendered now (a few hundred ms)
    and stored. None for a game without a table scene."""
    img = cached(ctx, game_id, size)
    if img is not None:
        return img
    full = render_table(ctx, game_id)
    return None if full is None else store(ctx, game_id, size, full)


def store(ctx, game_id: str, size: tuple[int, int], full: pygame.Surface) -> pygame.Surface:
    """Scale a rendered table to ``size``, keep it in memory and on disk; the picture."""
    img = pygame.transform.smoothscale(full, size)
    path = _path(ctx, game_id, size)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        current = f"{game_id}-{_stamp(game_id, _factory(ctx, game_id))}-"
        for old in path.parent.glob(f"{game_id}-*.png"):  # pictures of an older table
            if not old.name.startswith(current):
                old.unlink(missing_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        pygame.image.save(img, str(tmp), "png")
        os.replace(tmp, path)
    except (OSError, pygame.error):
        pass  # a read-only cache: render again next time
    if pygame.display.get_surface() is not None:
        img = img.convert()
    _mem[(game_id, size, ctx.art.theme.key)] = img
    return img
