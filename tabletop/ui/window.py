"""The window and the display: its size on this desktop, pygame's start-up with sound that
fails safe, whether a window can be opened at all, fullscreen and the icon.

Used by the app (``tabletop/app.py``) and by the settings screen (the window-size choices fit
this desktop), so it lives in the UI layer, below both.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

#: the smallest window the tables are laid out for (smaller piles their parts on each other)
MIN_WINDOW = (960, 540)
#: the largest window asked for (``screenshot``'s largest picture); the desktop usually stops it first
MAX_WINDOW = (7680, 4320)
#: room left on the desktop for the taskbar/dock and the window's title bar and frame
DESKTOP_MARGIN = (40, 100)


def desktop_size() -> tuple[int, int] | None:
    """SDL's desktop size, or None with no real screen (the dummy driver's 1024×768 is made up)."""
    import pygame

    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return None
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None


def usable(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The largest window that fits ``desktop`` with its taskbar and title bar."""
    if desktop is None:
        return MAX_WINDOW
    return (max(1, min(MAX_WINDOW[0], desktop[0] - DESKTOP_MARGIN[0])),
            max(1, min(MAX_WINDOW[1], desktop[1] - DESKTOP_MARGIN[1])))


def min_window(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The smallest window a live resize may make (``MIN_WINDOW``, or less on a tiny screen)."""
    room = usable(desktop)
    return min(MIN_WINDOW[0], room[0]), min(MIN_WINDOW[1], room[1])


def fit_window(wanted: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open for ``wanted`` (remembered, chosen or ``--size``): never larger
    than the desktop's room, never smaller than ``min_window``."""
    room, low = usable(desktop), min_window(desktop)
    return (max(low[0], min(wanted[0], room[0])), max(low[1], min(wanted[1], room[1])))


#: the window sizes offered by the settings screen, smallest first
WINDOW_SIZES = ((1280, 720), (1280, 800), (1600, 900), (1920, 1080), (2560, 1440))
#: the first window (a fresh profile) takes at most this share of the desktop's width and height
FIRST_SHARE = 0.8
#: the first window where no offered size is small enough (``fit_window`` then fits it)
FIRST_FALLBACK = (1280, 800)


def first_window(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window a fresh profile opens with: the largest offered size within ``FIRST_SHARE``
    of the desktop (1280 × 800 on a 1920 × 1080 screen, 1920 × 1080 on 2560 × 1440), so a
    large screen does not get a small window; ``FIRST_FALLBACK`` on a small screen or none."""
    if desktop is None:
        return FIRST_FALLBACK
    fits = [s for s in WINDOW_SIZES if s[0] <= desktop[0] * FIRST_SHARE and s[1] <= desktop[1] * FIRST_SHARE
            and fit_window(s, desktop) == s]
    return max(fits, key=lambda s: s[0] * s[1]) if fits else FIRST_FALLBACK


def init_pygame(sound: bool = True) -> None:
    """pygame with a display; the mixer is optional (no sound device = silent game).
    ``sound=False`` leaves the mixer to ``Audio.start`` (the app: after the first frame)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")  # crisp on HiDPI Windows
    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")  # a window that fits the desktop, on it
    import pygame

    pygame.display.init()
    pygame.font.init()
    try:
        pygame.mixer.pre_init(44100, -16, 2, 512)
        if sound:
            pygame.mixer.init()
    except Exception:  # noqa: BLE001 - any mixer failure only means silence
        pass


#: video drivers that draw into memory, not on a screen: fine when asked for (tests, benches
#: set ``SDL_VIDEODRIVER=dummy``), a mistake when SDL falls back to one because no display is
#: there (Linux without ``DISPLAY``): the app would run with no window anyone can see
MEMORY_DRIVERS = ("offscreen", "dummy")

NO_DISPLAY = ("there is no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set); "
              "the command line works without one: tabletop --help")


def display_problem() -> str | None:
    """None if the app can open a window, else the one sentence that says why not.

    Runs before anything else starts (the mixer included), so the player sees that sentence
    rather than a windowless app and sound-driver noise."""
    explicit = bool(os.environ.get("SDL_VIDEODRIVER"))
    if (sys.platform.startswith("linux") and not explicit
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")):
        return NO_DISPLAY  # known before SDL probes (and prints about) every driver it has
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    try:
        pygame.display.init()
    except pygame.error as exc:
        return f"no window can be opened ({exc})"
    if not explicit and pygame.display.get_driver() in MEMORY_DRIVERS:
        pygame.display.quit()
        where = os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY")
        if not where:
            return NO_DISPLAY
        return (f"no window can be opened on the display {where!r}; "
                "the command line works without one: tabletop --help")
    return None


class Window:
    """The display surface, fitted to the desktop (``fit_window``), with a minimum size for
    live resizes and fullscreen toggling that remembers the windowed size."""

    def __init__(self, size: tuple[int, int], cache: Path | None = None) -> None:
        """``cache``: a folder where the icon is kept decoded (``set_icon``)."""
        import pygame

        self.fullscreen = False
        self.desktop = desktop_size()
        self.minimum = min_window(self.desktop)
        self.windowed = size = fit_window(size, self.desktop)
        set_icon(cache)
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption("Tabletop")
        self._set_minimum()

    def _set_minimum(self) -> None:
        """Ask the window manager to stop live resizes at ``minimum`` (``resized`` enforces
        it too, for managers that ignore the hint)."""
        win = _sdl_window()
        if win is not None:
            win.minimum_size = self.minimum

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
        w, h = self.size
        if self.fullscreen or (w >= self.minimum[0] and h >= self.minimum[1]):
            return
        grown = (max(w, self.minimum[0]), max(h, self.minimum[1]))
        win = _sdl_window()
        if win is None:
            self.set_size(grown)  # a new window: only where the same one cannot grow
            return
        win.size = grown  # the same window, grown back (its surface follows)
        pygame.event.pump()
        self.surface = pygame.display.get_surface()

    def set_size(self, size: tuple[int, int]) -> None:
        """A windowed size, fitted to the desktop."""
        import pygame

        self.surface = pygame.display.set_mode(fit_window(size, self.desktop), pygame.RESIZABLE)
        self.windowed = self.size
        self._set_minimum()


def _sdl_window():
    """The display module's window through pygame-ce's ``Window`` API (minimum size, resizing
    without a new window), or None where that API is missing."""
    import warnings

    import pygame

    try:
        with warnings.catch_warnings():  # the display-module window is the one the app uses
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def set_icon(cache: Path | None = None) -> None:
    """The window's icon (Linux and macOS show it; the Windows executable has its own too).
    ``cache``: a folder where it is kept as raw bytes, read back on later starts rather than
    decoded from its PNG (issue 27: ~1 ms of the first frame); the same pixels either way."""
    import pygame

    from ..resources import asset_path

    try:
        png = asset_path("icon.png")
        icon = None
        kept = None
        if cache is not None:
            st = png.stat()
            kept = cache / f"icon-{st.st_size}-{st.st_mtime_ns}.rgba"
            icon = _raw_icon(kept)
        if icon is None:
            icon = pygame.image.load(str(png))
            if kept is not None:
                _keep_icon(kept, icon)
        pygame.display.set_icon(icon)
    except (pygame.error, OSError, FileNotFoundError):
        pass  # a missing icon is no reason not to play


ICON_SIZE = 256  # the icon's side in assets/icon.png


def _raw_icon(path: Path):
    """The icon kept at ``path`` (None when it is not there, or not whole)."""
    import pygame

    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) != ICON_SIZE * ICON_SIZE * 4:
        return None
    return pygame.image.frombytes(data, (ICON_SIZE, ICON_SIZE), "RGBA")


def _keep_icon(path: Path, icon) -> None:
    """Keep ``icon`` at ``path`` as raw bytes (other kept icons go); a read-only cache is fine."""
    import pygame

    if icon.get_size() != (ICON_SIZE, ICON_SIZE):
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob("icon-*.rgba"):
            old.unlink(missing_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(pygame.image.tobytes(icon, "RGBA"))
        os.replace(tmp, path)
    except OSError:
        pass
