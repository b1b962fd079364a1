"""The window: pygame start-up (sound failing safe), a resizable HiDPI-aware window, the
scene stack and the 60 fps loop. F11 or Alt+Enter toggles fullscreen.

``tabletop`` with no command lands here. Options (mostly for tests and screenshots):
``--size WxH`` (window size), ``--game GAME`` (skip the menus and start a match),
``--players N``, ``--humans N``, ``--seed S``, ``--speed off|fast|normal|slow``,
``--frames N`` (quit after N frames), ``--open FILE`` (a saved game; a finished one opens
the replay viewer). ``--portable`` keeps saves and settings in a
``portable-data`` folder beside the program instead of the user directories.

Settings (window size, fullscreen, speed, AI delay, sound, colours, names) are loaded at
start from the settings file (``--size``/``--speed`` override them for this run) and saved
when changed; the window size is remembered on exit.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="tabletop", description="Tabletop: the card table window.")
    p.add_argument("--size", default=None, help="window size WxH (default: as last time)")
    p.add_argument("--portable", action="store_true",
                   help="keep saves and settings in a folder beside the program")
    p.add_argument("--game", help="start a match of this game at once")
    p.add_argument("--open", metavar="FILE", help="open a saved game (a finished one replays)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--humans", type=int, default=1, help="human seats (the rest are AI)")
    p.add_argument("--level", default="easy", help="AI level for --game")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--speed", default=None, choices=("off", "fast", "normal", "slow"))
    p.add_argument("--frames", type=int, default=0, help=argparse.SUPPRESS)
    p.add_argument("--print-moves", action="store_true", help=argparse.SUPPRESS)
    return p.parse_args(list(argv))


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"tabletop: --size must look like 1280x720, not {text!r}") from None
    return max(640, w), max(400, h)


def init_pygame(sound: bool = True) -> None:
    """pygame with a display; the mixer is optional (no sound device = silent game).
    ``sound=False`` leaves the mixer to ``Audio.start`` (the app: after the first frame)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")  # crisp on HiDPI Windows
    import pygame

    pygame.display.init()
    pygame.font.init()
    try:
        pygame.mixer.pre_init(44100, -16, 2, 512)
        if sound:
            pygame.mixer.init()
    except Exception:  # noqa: BLE001 - any mixer failure only means silence
        pass


class Window:
    """The display surface, with fullscreen toggling that remembers the windowed size."""

    def __init__(self, size: tuple[int, int]) -> None:
        import pygame

        self.windowed = size
        self.fullscreen = False
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption("Tabletop")

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def toggle_fullscreen(self) -> None:
        import pygame

        if self.fullscreen:
            self.surface = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        else:
            self.windowed = self.size
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = not self.fullscreen

    def resized(self) -> None:
        import pygame

        self.surface = pygame.display.get_surface()


def make_context(speed: str = "normal", sound_later: bool = False):
    """The shared context; ``sound_later``: the mixer and the effects wait for
    ``Audio.start`` (the app's warm-up after the first frame)."""
    from .ui.audio import Audio
    from .ui.render.art import CardArt
    from .ui.scenes.base import AppContext

    return AppContext(art=CardArt(), audio=Audio(True, 0.7, start=not sound_later), speed=speed)


def warm_up(ctx) -> list:
    """What the first menu frame does not need but the next screens do, one step per frame
    after it (``ctx.later``): the rules core, the game registry, the saves (and the sweep of
    interrupted writes), Pillow with the card painters, the other menu screens, the sound."""

    def core() -> None:
        from .core import match  # noqa: F401

    def games() -> None:
        from . import games  # noqa: F401 - every game's rules and AI

    def saves() -> None:
        from .persistence import saves  # noqa: F401

        if ctx.prefs is not None and ctx.prefs.paths is not None:
            ctx.prefs.store.sweep()

    def painters() -> None:
        from .ui.render import generic, keltis, standard  # noqa: F401 - and Pillow

    def scenes() -> None:
        from .ui.scenes import picker, saved, table  # noqa: F401

    def sound() -> None:
        if ctx.audio is not None and hasattr(ctx.audio, "start"):
            ctx.audio.start()

    return [core, games, saves, painters, scenes, sound]


def first_scene(args: argparse.Namespace, mgr) -> None:
    from .ui.scenes.menu import MainMenuScene

    menu = MainMenuScene()
    prefs = mgr.ctx.prefs
    mgr.push(menu)
    if prefs is not None and prefs.notice:  # the settings file was not usable
        menu.notify("Settings: " + prefs.notice)
    if getattr(args, "open", None):
        from pathlib import Path

        from .ui.scenes.saved import open_path

        reason = open_path(mgr, Path(args.open), "file")
        if reason:
            menu.notify(f"{Path(args.open).name} cannot be loaded: {reason}")
    if not args.game:
        return
    from .cli.common import make_config, parse_options, plugin_for
    from .core.match import Seat
    from .ui.scenes.setup import DEFAULT_NAMES, start_match

    plugin = plugin_for(args.game)
    options = parse_options(plugin, args.option)
    cfg = make_config(plugin, args.players, args.seed if args.seed is not None else 1, options)
    seats = [Seat("human", DEFAULT_NAMES[i]) if i < args.humans
             else Seat("ai", f"{DEFAULT_NAMES[i]} (AI)", args.level) for i in range(cfg.num_players)]
    start_match(mgr, plugin, cfg.num_players, seats, cfg.options, cfg.seed)


def _game_in_progress(mgr) -> bool:
    from .ui.scenes.confirm import ConfirmScene
    from .ui.scenes.table import TableScene

    if any(isinstance(s, ConfirmScene) for s in mgr.stack) or mgr.ctx.prefs is not None:
        return False  # with a save folder the game is autosaved: Continue resumes it
    return any(isinstance(s, TableScene) and not s.match.is_over for s in mgr.stack)


class App:
    """The running application: window, scene stack and one frame of the loop (tests drive
    ``step`` directly with events they posted)."""

    def __init__(self, size: tuple[int, int] | None = None, speed: str | None = None,
                 prefs=None) -> None:
        """``prefs`` (``ui.prefs.Prefs``): remembered settings and the save folder; None
        runs without touching the disk (tests, screenshots)."""
        from .ui.prefs import apply
        from .ui.scenes.manager import SceneManager

        settings = prefs.settings if prefs is not None else None
        self.window = Window(size or (settings.window_size if settings else (1280, 720)))
        self.ctx = make_context(speed or "normal", sound_later=True)
        self.ctx.started = False  # until the first frame: see ``warm_up``
        self.ctx.later.extend(warm_up(self.ctx))
        if prefs is not None:
            self.ctx.prefs = prefs
            if prefs.paths is not None:
                self.ctx.art.cache_dir = prefs.paths.cache / "art"
            apply(self.ctx, prefs.settings)
            if speed:
                self.ctx.speed = speed
            prefs.on_window = self._apply_window
        self.mgr = SceneManager(self.ctx, self.window.size)
        if settings is not None and settings.fullscreen:
            self.window.toggle_fullscreen()
            self.mgr.resize(*self.window.size)
        self.running = True

    def _apply_window(self, settings) -> None:
        """The settings screen changed the window size or fullscreen."""
        import pygame

        if settings.fullscreen != self.window.fullscreen:
            self.window.toggle_fullscreen()
        if not self.window.fullscreen and tuple(settings.window_size) != self.window.size:
            self.window.surface = pygame.display.set_mode(settings.window_size, pygame.RESIZABLE)
            self.window.windowed = self.window.size
        self.mgr.resize(*self.window.size)

    def _remember_window(self) -> None:
        from dataclasses import replace

        prefs = self.ctx.prefs
        if prefs is None:
            return
        size = self.window.windowed if self.window.fullscreen else self.window.size
        prefs.settings = replace(prefs.settings, window_size=(max(640, size[0]), max(400, size[1])),
                                 fullscreen=self.window.fullscreen)

    def close(self) -> None:
        """Leave every scene (the table writes its last autosave), remember the window."""
        while self.mgr.stack:
            self.mgr.stack.pop().exit()
        if self.ctx.prefs is not None:
            self._remember_window()
            self.ctx.prefs.save()
        self.ctx.close()

    def _really_quit(self) -> None:
        self.ctx.quit_requested = True

    def step(self, dt: float) -> bool:
        """Handle pending events, update and draw one frame. False once the app should end."""
        import pygame

        from .ui.scenes.confirm import ConfirmScene

        mgr, window = self.mgr, self.window
        if self.ctx.started and self.ctx.later:  # after the first frame: one deferred step
            self.ctx.later.popleft()()
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                if _game_in_progress(mgr):
                    mgr.push(ConfirmScene("Quit Tabletop?", "The game in progress will be lost.",
                                          "Quit", self._really_quit))
                else:
                    self.running = False
            elif ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                window.resized()
                if window.size != mgr.size:
                    mgr.resize(*window.size)
                    self._remember_window()
            elif ev.type == pygame.KEYDOWN and (ev.key == pygame.K_F11 or (
                    ev.key == pygame.K_RETURN and ev.mod & pygame.KMOD_ALT)):
                window.toggle_fullscreen()
                mgr.resize(*window.size)
                if self.ctx.prefs is not None:
                    self._remember_window()
                    self.ctx.prefs.save()
            else:
                mgr.handle(ev)
        mgr.update(dt)
        if not mgr.stack or self.ctx.quit_requested:
            self.running = False
        if self.running:
            mgr.draw(window.surface)
            self.ctx.started = True
        return self.running


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    init_pygame(sound=False)  # the mixer starts after the first frame (``warm_up``)
    import pygame

    from .persistence.paths import Paths
    from .ui.prefs import Prefs

    paths = Paths.from_flags(args.portable)
    try:
        paths.ensure()
        prefs = Prefs.load(paths)
    except OSError as exc:  # no writable folder: play on without saves
        print(f"tabletop: saves disabled ({exc})", file=sys.stderr)
        prefs = None
    app = App(_size(args.size) if args.size else None, args.speed, prefs)
    first_scene(args, app.mgr)
    clock = pygame.time.Clock()
    frames = 0
    first_frame_exit = os.environ.get("TABLETOP_FIRST_FRAME_EXIT") == "1"
    while True:
        # the first frame draws at once (tick would sleep up to a frame); later ones at 60 fps,
        # with dt capped so a stall never teleports animations
        dt = min(clock.tick(60) / 1000.0, 0.1) if frames else 0.0
        if not app.step(dt):
            break
        pygame.display.flip()
        frames += 1
        if first_frame_exit:  # `tabletop bench startup`: the menu is up and interactive
            print("FIRST-FRAME", flush=True)
            os._exit(0)  # the bench reads this process's CPU time: measure nothing after it
        if args.frames and frames >= args.frames:
            break
    if args.print_moves:  # for the real-window test: which moves were made
        _print_moves(app.mgr)
    app.close()
    pygame.quit()
    return 0


def _print_moves(mgr) -> None:
    from .ui.scenes.table import TableScene

    for scene in mgr.stack:
        if isinstance(scene, TableScene):
            for rec in scene.match.records:
                print("move", rec.action.player, scene.rules.format_action(rec.action), flush=True)
