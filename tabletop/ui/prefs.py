"""The player's remembered settings inside the running app.

``Prefs`` holds the ``Paths`` and the loaded ``Settings``; ``apply`` pushes settings into the
shared ``AppContext`` (animation speed, AI delay, sound, theme, remapped keys) and how long
messages stay (``Toasts.hold``); ``update`` changes some
fields, applies and saves them at once (a disk error becomes a notice, never an exception).
The window itself is the app's business: it registers ``on_window`` to hear about size and
fullscreen changes made on the settings screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field, replace
from typing import TYPE_CHECKING, Any

from ..core.lean import lean_dataclass
from ..persistence.paths import Paths
from ..persistence.settings import Settings, load_settings, save_settings
from .render.fonts import set_scale
from .render.theme import THEMES, styled
from .table.speeds import SPEEDS
from .widgets.toast import Toasts

if TYPE_CHECKING:
    from ..persistence.saves import SaveStore

#: settings' colour choice -> the theme that draws it
THEME_FOR_MODE = {"standard": "classic", "colourblind": "four_colour",
                  "high_contrast": "high_contrast"}
MODE_LABELS = {"standard": "Classic", "colourblind": "Four-colour deck (colour-blind)",
               "high_contrast": "High contrast"}


#: the animation speeds as a player reads them, slowest first (the settings arrows and the
#: pause menu's button step through them in this order)
SPEED_ORDER = ("slow", "normal", "fast", "off")


def speed_name(factor: float) -> str:
    """The animator speed name nearest to a settings duration factor (0 = off)."""
    if factor <= 0:
        return "off"
    return min((n for n in SPEEDS if SPEEDS[n] > 0), key=lambda n: abs(SPEEDS[n] - factor))


def speed_factor(name: str) -> float:
    return float(SPEEDS.get(name, 1.0))


@lean_dataclass  # made for the first frame: no code compiled (``core/lean.py``)
class Prefs:
    """The settings in force, where they are kept, and the app's save store."""

    paths: Paths | None  # None: settings live in memory only (no save folder)
    settings: Settings = field(default_factory=Settings)
    notice: str | None = None  # why the settings file was not used (shown once on the menu)
    #: no settings file yet (a fresh profile): the first window suits the desktop (``first_window``)
    first_run: bool = False
    on_window: Callable[[Settings], None] | None = None
    _store: SaveStore | None = None
    #: the Load list's per-file checks, kept while a file is unchanged (``scenes/saved.py``)
    load_checks: dict = field(default_factory=dict, repr=False)

    @classmethod
    def load(cls, paths: Paths) -> Prefs:
        first_run = not paths.settings_file.exists()
        settings, notice = load_settings(paths.settings_file)
        return cls(paths, settings, notice, first_run=first_run)

    @property
    def store(self) -> SaveStore:
        """One save store for the app: its check cache spares replaying unchanged files."""
        assert self.paths is not None, "no save folder"
        if self._store is None:
            from ..persistence.saves import SaveStore  # the game registry: not before the menu

            self._store = SaveStore(self.paths)
        return self._store

    def save(self) -> str | None:
        if self.paths is None:
            return None
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            return f"Settings not saved: {exc.strerror or exc}"
        return None

    def update(self, ctx: Any, **changes: Any) -> str | None:
        """Change fields, apply them to ``ctx`` (and the window) and save; a notice on failure."""
        old = self.settings
        self.settings = replace(old, **changes)
        if "animation_speed" in changes:  # the player's own choice now rules over --speed
            ctx.run_speed = None
        apply(ctx, self.settings)
        if self.on_window is not None and (old.window_size != self.settings.window_size
                                           or old.fullscreen != self.settings.fullscreen):
            self.on_window(self.settings)
        return self.save()


def apply(ctx: Any, s: Settings) -> None:
    """Push settings into the shared context: speed, AI delay (its own setting: the animation
    speed does not change it), sound, theme, keys and speech; how long messages stay and
    the text size."""
    ctx.speed = getattr(ctx, "run_speed", None) or speed_name(s.animation_speed)
    ctx.ai_delay = s.ai_delay_ms / 1000.0
    ctx.keys = dict(s.keys)
    Toasts.hold = s.message_time
    set_scale(s.text_scale)
    if getattr(ctx, "speech", None) is not None:
        ctx.speech.enable(s.speech)
    if ctx.audio is not None:
        ctx.audio.set_enabled(s.sound_on)
        ctx.audio.set_volume(s.volume)
    theme = THEMES.get(THEME_FOR_MODE.get(s.colour_mode, "classic"), THEMES["classic"])
    theme = styled(theme, s.felt, s.card_back)  # the chosen cloth and card back
    ctx.theme = theme
    if ctx.art is not None:
        ctx.art.set_theme(theme)
