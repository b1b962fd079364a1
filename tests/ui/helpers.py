"""Drive the real app headless: post pygame events and step frames."""

from __future__ import annotations

import pygame

from tabletop.app import App, init_pygame
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence.paths import Paths
from tabletop.ui.prefs import Prefs
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.animator import SPEEDS

DT = 1 / 60


def make_app(size=(1280, 720), speed="fast", cache_dir=None) -> App:
    init_pygame()
    app = App(size, speed)
    app.ctx.audio = None
    app.ctx.ai_process = False  # think in this thread: no worker process per test
    # the computer's pause is its own setting now (issue 28); these tests keep the pace they
    # were written for, when it was 0.6 s scaled by the animation speed (0 with "off")
    app.ctx.ai_delay = 0.6 * SPEEDS.get(speed, 1.0)
    if cache_dir is not None:
        app.ctx.art.cache_dir = cache_dir
    return app


def start_table(app: App, kinds: str, seed: int = 1, **options) -> TableScene:
    """A Hyrule table; ``kinds`` like 'HA' (human, AI) gives the seats."""
    plugin = REGISTRY["hyrule"]
    names = ["Aoife", "Ciara", "Dara", "Eimear", "Fionn"]
    seats = tuple(Seat("human" if k == "H" else "ai", names[i], "random") for i, k in enumerate(kinds))
    match = Match(plugin.rules, MatchConfig("hyrule", len(kinds), seed, options), seats)
    scene = TableScene(plugin, match, CATALOG.table_for("hyrule"))
    app.mgr.reset(scene)
    return scene


def lesson_table(root, game: str, size: tuple[int, int]) -> tuple[App, TableScene]:
    """``game``'s Learn-to-play on its table in a ``size`` window, on a fresh profile at
    ``root``, the computers without pause or sound, after its first frames."""
    init_pygame()
    app = App(size, "off", Prefs.load(Paths.at(root).ensure()))
    app.ctx.audio, app.ctx.ai_process, app.ctx.ai_delay = None, False, 0.0
    scene = app.mgr.make("tutorial table", app.mgr, REGISTRY[game])
    app.mgr.reset(scene)
    frames(app, 5)
    return app, scene


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(DT)


def settle(app: App, scene: TableScene, limit: int = 600) -> None:
    """Step until the table is idle and waits for a human (or the limit)."""
    for _ in range(limit):
        app.step(DT)
        if (not scene.board.busy and scene.board.index is not None) or scene.match.is_over:
            return
        if scene.control.handoff_up:
            return


def post(type_, **kw) -> None:
    pygame.event.post(pygame.event.Event(type_, **kw))


def drag(app: App, start, end, steps: int = 8) -> None:
    """A real mouse drag: down at ``start``, motion in steps, up at ``end``, a frame each."""
    x0, y0 = start
    x1, y1 = end
    post(pygame.MOUSEMOTION, pos=(x0, y0), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)
    frames(app)
    for i in range(1, steps + 1):
        x = round(x0 + (x1 - x0) * i / steps)
        y = round(y0 + (y1 - y0) * i / steps)
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1)
    frames(app)


def key(app: App, k: int, mod: int = 0) -> None:
    """A key press and one frame."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    frames(app)


def see_results(app: App, scene: TableScene) -> None:
    """At the end of a match a table with a person at it waits for "See the results"
    (``ui/table/lastlook.py``): the person presses it, by Enter, and the results come."""
    for _ in range(600):
        if scene.last_look.held():
            break
        frames(app)
    key(app, pygame.K_RETURN)
    frames(app, 3)


def click(app: App, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    frames(app)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app)


def sprite_of(scene: TableScene, card: int):
    for s in scene.board.sprites():
        if s.face == card:
            return s
    raise AssertionError(f"card {card} has no sprite")


def grab_point(s) -> tuple[int, int]:
    """A point on the visible part of a fanned card (the left edge strip)."""
    return round(s.x - s.w * 0.38), round(s.y)


def lesson_match(game: str, expect: str) -> Match:
    """``game``'s Learn-to-play match played, as its script plays it, up to the step that asks
    for ``expect`` (the learner's move in notation), that move not yet made."""
    from tabletop.core.tutorial import play_step, start

    plugin = REGISTRY[game]
    tutorial, rules = plugin.tutorial, plugin.rules
    match = start(tutorial, rules, "You")
    for k in range(next(k for k, step in enumerate(tutorial.steps) if step.expect == expect)):
        play_step(tutorial, rules, match, k)
    return match


def spy_arrows(monkeypatch) -> list[pygame.Rect]:
    """The rects of the triangles drawn from now on (the focus ring's arrow), as they come."""
    arrows: list[pygame.Rect] = []
    real = pygame.draw.polygon

    def spy(surf, colour, points, *args, **kwargs):
        if len(points) == 3:  # the arrow's triangle
            xs, ys = [x for x, _ in points], [y for _, y in points]
            arrows.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
        return real(surf, colour, points, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "polygon", spy)
    return arrows


def finished_table(gid: str, n: int, options: dict | None = None,
                   size: tuple[int, int] = (1240, 620)) -> tuple[App, TableScene]:
    """A seeded game of ``gid`` played to its end by random bots, on its table in a ``size``
    window, seen by seat 0, after its first frames."""
    from .test_table_layout import play

    match = play(gid, n, 1, None, " (AI)", options)
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY[gid], match, CATALOG.table_for(gid), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene
