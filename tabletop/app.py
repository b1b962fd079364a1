"""The window: pygame start-up (sound failing safe), a resizable HiDPI-aware window, the
scene stack and the loop: 60 fps while anything moves, resting in ``pygame.event.wait`` when
nothing does (``App.rest``, the scenes' ``next_frame_in``). F11 or Alt+Enter toggles fullscreen.

``tabletop`` with no command lands here. Options (mostly for tests and screenshots):
``--size WxH`` (window size for this run), ``--game GAME`` (skip the menus and start a
match), ``--players N``, ``--humans N``, ``--level L``, ``--seed S``, ``--option K=V``,
``--speed off|fast|normal|slow``, ``--frames N`` (quit after N frames at 60 fps; a rest
counts as the frames it skipped), ``--open FILE`` (a saved game; a finished one opens the
replay viewer). ``--portable`` keeps saves and settings
in a ``portable-data`` folder beside the program instead of the user directories. A bad
value is refused before any window opens: one line naming the flag, exit code 2.

The window always fits the desktop (``fit_window``: SDL's desktop size less room for the
taskbar and title bar), and a live resize stops at ``MIN_WINDOW``. A fresh profile opens at
a size suited to the screen (``first_window``: 1920 × 1080 on a 2560 × 1440 desktop).
Settings (window size, fullscreen, speed, AI delay, sound, colours, names) are loaded at
start from the settings file and saved when changed; ``--size`` and ``--speed`` are for this run only and never
saved. The window size is remembered on exit (unless ``--size`` chose it and the player
never resized it). Closing the window ends the process at once: the last autosave is
written first, the AI worker is stopped without waiting for it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING

from .context import make_context
from .ui.window import MIN_WINDOW, Window, display_problem, init_pygame

if TYPE_CHECKING:
    import argparse

#: the longest the loop rests without a frame (seconds): news from other threads (an autosave
#: that failed) is shown within this even when no scene asks for a frame
MAX_REST = 1.0

#: AI levels ``--level`` takes (the setup screen's, ``("random", *ai.registry.PLAYER_LEVELS)``)
LEVELS = ("random", "easy", "medium", "hard")


#: the flags' values when none is given (``tabletop`` as a player starts it): what
#: ``_parser().parse_args([])`` gives, without importing argparse for the first frame. A new
#: flag goes here too (tests/ui/test_startup_lean.py fails until it does)
DEFAULTS: dict[str, object] = {"size": None, "portable": False, "game": None, "open": None,
                               "learn": None, "players": None, "humans": None, "level": None,
                               "seed": None, "option": None, "speed": None, "frames": 0,
                               "print_moves": False}


class _Defaults(SimpleNamespace):
    """``DEFAULTS`` as flags; a flag added to the parser but not yet to ``DEFAULTS`` reads as
    None (most flags' default) rather than failing the start."""

    def __getattr__(self, name: str) -> None:
        if name.startswith("__"):
            raise AttributeError(name)
        return None


def _parse(argv: Sequence[str]) -> argparse.Namespace | SimpleNamespace:
    """The flags; with none, ``DEFAULTS`` (argparse and the flag checkers are not imported)."""
    if not argv:
        return _Defaults(**DEFAULTS)
    return _parser(argv).parse_args(list(argv))


def _parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    import argparse

    from .cli.args import Parser, size_type, whole

    help_asked = any(a in ("-h", "--help") for a in argv)
    p = Parser(prog="tabletop", description="Tabletop: the card table window.",
               epilog=commands_epilog() if help_asked else None,
               formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", type=size_type(MIN_WINDOW), default=None,
                   help="window size WxH for this run (default: as last time; never larger than the screen)")
    p.add_argument("--portable", action="store_true",
                   help="keep saves and settings in a folder beside the program")
    p.add_argument("--game", help="start a match of this game at once")
    p.add_argument("--open", metavar="FILE", help="open a saved game (a finished one replays)")
    p.add_argument("--learn", metavar="GAME", help="start the game's guided first game (Learn to play)")
    p.add_argument("--players", type=whole(0), default=None, help="players for --game (default 2)")
    p.add_argument("--humans", type=whole(0), default=None,
                   help="human seats for --game (default 1; the rest are AI)")
    p.add_argument("--level", default=None, choices=LEVELS, help="AI level for --game (default easy)")
    p.add_argument("--seed", type=whole(), default=None)
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--speed", default=None, choices=("off", "fast", "normal", "slow"))
    p.add_argument("--frames", type=whole(0), default=0, help=argparse.SUPPRESS)
    p.add_argument("--print-moves", action="store_true", help=argparse.SUPPRESS)
    return p


def commands_epilog() -> str:
    """The commands ``tabletop COMMAND`` runs, for ``tabletop --help`` (built only when help
    is asked for: it imports every command's module, which start-up does not need)."""
    import argparse

    from .cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    helps = {c.dest: (c.help or "").replace("%%", "%") for c in sub._choices_actions}
    lines = [f"  {name:<11} {helps.get(name, '')}" for name in sub.choices]
    return ("commands (tabletop COMMAND --help for each; they need no window):\n" + "\n".join(lines)
            + "\n\nWith no command, tabletop opens the card table window.")


#: flags that only mean something for the match ``--game`` starts, with their defaults
GAME_FLAGS: dict[str, object] = {"players": 2, "humans": 1, "level": "easy", "seed": None,
                                 "option": None}


def check_game_flags(args: argparse.Namespace) -> None:
    """With ``--game``: the game, player count, human seats and options must make a match
    (``UsageError`` otherwise), checked before any window opens. Without it, a match flag
    would be silently ignored, so it is refused too."""
    from .cli import UsageError

    if not args.game:
        given = [f"--{key}" for key in GAME_FLAGS if getattr(args, key) is not None]
        if given:
            raise UsageError(f"{given[0]} only applies with --game GAME (the game to start at once)")
        return
    for key, default in GAME_FLAGS.items():
        if getattr(args, key) is None:
            setattr(args, key, default)
    from .cli.common import check_players, make_config, parse_options, plugin_for

    plugin = plugin_for(args.game, "--game")
    check_players(plugin, args.players)
    if args.humans > args.players:
        raise UsageError(f"--humans takes 0 to {args.players} (the players), not {args.humans}")
    # the options' limits for this player count (core.rules.choice_available), as saves and
    # the setup screen check them: one sentence and exit 2 before any window opens
    make_config(plugin, args.players, args.seed or 0, parse_options(plugin, args.option))



def check_learn_flag(args: argparse.Namespace) -> None:
    """``--learn GAME``: a game with a tutorial, alone (not with ``--game`` or ``--open``)."""
    from .cli import UsageError

    if not getattr(args, "learn", None):
        return
    if args.game or args.open:
        raise UsageError("--learn starts its own game: leave out --game and --open")
    from .cli.common import plugin_for

    if plugin_for(args.learn, "--learn").tutorial is None:
        raise UsageError(f"--learn: {args.learn} has no guided first game")


def warm_up(ctx) -> list:
    """What the first menu frame does not need but the next screens do, one step per frame
    after it (``ctx.later``): the rules core, the game registry, the saves (and the sweep of
    interrupted writes), Pillow with the card painters, the other menu screens, the sound."""

    def core() -> None:
        from .core import match  # noqa: F401

    def games() -> None:
        ctx.catalog.entries()  # every game's rules, AI and table

    def saves() -> None:
        from .persistence import saves  # noqa: F401

        if ctx.prefs is not None and ctx.prefs.paths is not None:
            ctx.prefs.store.sweep()
            from .persistence.keeper import reconcile  # a game a kill left uncounted

            reconcile(ctx.prefs.paths)

    def painters() -> None:
        from .games.keltis.table import faces  # noqa: F401 - and Pillow
        from .ui.render import generic, standard  # noqa: F401

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
    if getattr(args, "learn", None):
        from .cli.common import plugin_for
        from .ui.scenes.learn import start_tutorial

        start_tutorial(mgr, plugin_for(args.learn))
        return
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
        """``size``: this run's window size (``--size``, tests), fitted to the desktop and
        never remembered unless the player resizes the window; None: the remembered size.
        ``prefs`` (``ui.prefs.Prefs``): remembered settings and the save folder; None runs
        without touching the disk (tests, screenshots)."""
        from .ui.prefs import apply
        from .ui.scenes.manager import SceneManager

        settings = prefs.settings if prefs is not None else None
        paths = prefs.paths if prefs is not None else None
        remembered = settings.window_size if settings else (1280, 720)
        if size is None and prefs is not None and prefs.first_run:
            from .ui import window as screen  # (looked up there: tests give it a desktop)

            remembered = screen.first_window(screen.desktop_size())  # a fresh profile: a size for this screen
        self.window = Window(tuple(size or remembered), paths.cache if paths is not None else None)
        self.keep_size = size is None  # False: --size chose it, for this run only
        self.ctx = make_context(speed or "normal", sound_later=True)
        self.ctx.started = False  # until the first frame: see ``warm_up``
        self.ctx.later.extend(warm_up(self.ctx))
        if prefs is not None:
            self.ctx.prefs = prefs
            if prefs.paths is not None:
                self.ctx.art.cache_dir = prefs.paths.cache / "art"
            self.ctx.run_speed = speed or None  # (--speed: this run only, kept by ``apply``)
            apply(self.ctx, prefs.settings)
            prefs.on_window = self._apply_window
        self.mgr = SceneManager(self.ctx, self.window.size)
        if settings is not None and settings.fullscreen:
            self.window.toggle_fullscreen()
            self.mgr.resize(*self.window.size)
        self.running = True

    def _apply_window(self, settings) -> None:
        """The settings screen changed the window size or fullscreen."""
        if settings.fullscreen != self.window.fullscreen:
            self.window.toggle_fullscreen()
        if not self.window.fullscreen and tuple(settings.window_size) != self.window.size:
            self.window.set_size(tuple(settings.window_size))
            self.keep_size = True  # the player chose it
        self.mgr.resize(*self.window.size)

    def _remember_window(self) -> None:
        from dataclasses import replace

        prefs = self.ctx.prefs
        if prefs is None:
            return
        size = self.window.windowed if self.window.fullscreen else self.window.size
        if not self.keep_size:
            size = prefs.settings.window_size
        prefs.settings = replace(prefs.settings, window_size=tuple(size),
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

    def step(self, dt: float, woken: Sequence = ()) -> bool:
        """Handle pending events (``woken`` first: the one ``rest`` took off the queue),
        update and draw one frame. False once the app should end."""
        import pygame

        mgr, window = self.mgr, self.window
        if self.ctx.started and self.ctx.later:  # after the first frame: one deferred step
            self.ctx.later.popleft()()
        for ev in [*woken, *pygame.event.get()]:
            if ev.type == pygame.QUIT:
                if _game_in_progress(mgr):
                    from .ui.scenes.confirm import ConfirmScene  # not for the first frame

                    mgr.push(ConfirmScene("Quit Tabletop?", "The game in progress will be lost.",
                                          "Quit", self._really_quit))
                else:
                    self.running = False
            elif ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                window.resized()
                if window.size != mgr.size:
                    mgr.resize(*window.size)
                    self.keep_size = True  # the player resized it
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

    def rest_time(self) -> float:
        """Seconds the loop may wait for input before the next frame: 0.0 while anything
        moves (the first frame's warm-up, deferred ``ctx.later`` work, a scene asking for
        frames), else what the scenes ask, at most ``MAX_REST``."""
        if not self.ctx.started or self.ctx.later or not self.running or self.ctx.quit_requested:
            return 0.0
        return min(self.mgr.next_frame_in(), MAX_REST)

    def rest(self) -> list:
        """Wait, without drawing, for an event or the end of ``rest_time`` (nothing when a
        frame is due now). The event that woke the loop, for ``step``: any input or window
        event (expose, resize, focus) brings a frame at once."""
        import pygame

        wait = self.rest_time()
        if wait <= 0:
            return []
        ev = pygame.event.wait(max(1, round(wait * 1000)))
        return [] if ev.type == pygame.NOEVENT else [ev]

    def run(self, clock, frames: int = 0, after_frame=None) -> None:
        """The loop: a frame, then rest while nothing moves. ``clock`` is a
        ``pygame.time.Clock`` (its ``tick(60)`` caps the frame rate); ``frames`` > 0 stops
        after that many frames' worth of time (``--frames``: a rest counts as the 60 fps
        frames it skipped); ``after_frame()`` runs after each frame is shown."""
        import time

        import pygame

        count, woken = 0, []
        while True:
            # the first frame draws at once (tick would sleep up to a frame); later ones at
            # most 60 a second, with dt capped so a stall never teleports animations
            dt = min(clock.tick(60) / 1000.0, 0.1) if count else 0.0
            if not self.step(dt, woken):
                return
            pygame.display.flip()
            count += 1
            if after_frame is not None:
                after_frame()
            if frames and count >= frames:
                return
            rested = time.perf_counter()
            woken = self.rest()
            count += int((time.perf_counter() - rested) * 60)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parse(sys.argv[1:] if argv is None else argv)
    except SystemExit as exc:  # a bad flag, told in one line (``cli.args.Parser``), or --help
        return exc.code if isinstance(exc.code, int) else 2
    if args.game or args.learn or any(getattr(args, key) is not None for key in GAME_FLAGS):
        from .cli import UsageError  # argparse: not needed for a plain start

        try:
            check_game_flags(args)
            check_learn_flag(args)
        except UsageError as exc:
            print(f"tabletop: {exc}", file=sys.stderr)
            return 2
    problem = display_problem()
    if problem is not None:
        print(f"tabletop: {problem}", file=sys.stderr)
        return 1
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
    app = App(args.size, args.speed, prefs)
    first_scene(args, app.mgr)

    def first_frame_exit() -> None:  # `tabletop bench startup`: the menu is up and interactive
        print("FIRST-FRAME", flush=True)
        os._exit(0)  # the bench reads this process's CPU time: measure nothing after it

    app.run(pygame.time.Clock(), args.frames,
            first_frame_exit if os.environ.get("TABLETOP_FIRST_FRAME_EXIT") == "1" else None)
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
