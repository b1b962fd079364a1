"""The scene protocol (architecture B13) and the context every scene shares."""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ...core.lean import lean_dataclass
from ..catalog import Catalog
from ..render.fonts import text
from ..render.theme import THEMES, Theme
from ..speech import Speech

if TYPE_CHECKING:
    from ..keymap import Shortcut


@lean_dataclass  # in the first frame: no code compiled (``core/lean.py``)
class AppContext:
    """Services shared by the scenes: card art, theme, sound and the settings they read.

    The fields hold the defaults; at start-up the app fills them from the remembered settings
    (``ui/prefs.py``, ``settings.json``) and the settings screen changes both. Tests and
    screenshots build the app without ``prefs``: then nothing is read or remembered.
    """

    art: Any = None  # CardArt
    #: every game the app can open (built above the UI, ``tabletop/catalog.py``; empty in a
    #: context made without one)
    catalog: Catalog = field(default_factory=Catalog)
    audio: Any = None  # Audio (or None: silent)
    theme: Theme = field(default_factory=lambda: THEMES["classic"])
    speed: str = "normal"  # animation speed: off / fast / normal / slow
    #: ``--speed`` on the command line: this run's speed, kept when settings are applied again
    #: (a saved "welcome seen" re-applied them and undid it) until Settings changes the speed
    run_speed: str | None = None
    ai_delay: float = 0.6  # seconds an AI move waits so a person sees it (at every speed)
    #: table commands the player gave another key (``keymap.TABLE_ACTIONS`` id -> key name)
    keys: dict[str, str] = field(default_factory=dict)
    quit_requested: bool = False
    settings: dict[str, Any] = field(default_factory=dict)
    ai_process: bool = True  # AI decisions in a worker process (tests think in-thread)
    prefs: Any = None  # ui.prefs.Prefs: remembered settings, paths and the save store (None: no disk)
    #: False while the app starts: until its first frame is shown, scenes may put work the
    #: first frame does not need into ``later`` (the app runs one item per frame after it)
    started: bool = True
    later: deque[Callable[[], None]] = field(default_factory=deque)
    _thinker: Any = None
    #: spoken output (``ui/speech.py``): off until the settings switch it on
    speech: Speech = field(default_factory=Speech)
    #: finished reviews by what they judged (``scenes/review.py``, ``review_key``): the
    #: replay's Review of a game the results screen just reviewed shows that review at once
    reviews: dict[tuple, Any] = field(default_factory=dict)

    def thinker(self) -> Any:
        """The one AI worker of the app, started on first use."""
        if self._thinker is None:
            from ...ai.worker import Thinker

            self._thinker = Thinker(use_process=self.ai_process)
        return self._thinker

    def close(self) -> None:
        self.speech.close()
        if self._thinker is not None:
            self._thinker.close()
            self._thinker = None

    def play(self, name: str) -> None:
        if self.audio is not None:
            try:
                self.audio.play(name)
            except Exception:  # sound must never break the game
                pass


class SceneStack(Protocol):
    """What a scene may ask of the scene manager (``manager.SceneManager``).

    A protocol rather than an import: the manager imports this module, so this module must
    not import the manager (the ``tabletop/ui`` import graph has no cycle).
    """

    ctx: AppContext
    size: tuple[int, int]

    @property
    def top(self) -> Scene | None: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self, scene: Scene | None = None) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset(self, scene: Scene) -> None: ...

    def make(self, name: str, *args: Any, **kwargs: Any) -> Any: ...


#: ``Scene.next_frame_in`` of a scene whose picture changes only on input: the loop rests
REST = math.inf


def frames_while(moving: bool) -> float:
    """``next_frame_in`` for a scene that moves only while ``moving``: every frame, or rest."""
    return 0.0 if moving else REST


class Scene:
    """One screen. ``opaque`` scenes hide everything below them (nothing under is drawn).

    The loop's contract (``next_frame_in``): a scene says when it next needs a frame without
    input. The default is every frame, the safe side: a new screen that forgets to say costs
    CPU, it never freezes; a screen that is still most of the time says ``REST`` when it is.
    """

    opaque: bool = True
    modal: bool = True  # input stops here even if this scene does not use it
    update_when_covered: bool = False

    def __init__(self) -> None:
        self.mgr: SceneStack | None = None

    @property
    def ctx(self) -> AppContext:
        assert self.mgr is not None
        return self.mgr.ctx

    @property
    def theme(self) -> Theme:
        return self.ctx.theme

    def enter(self, mgr: SceneStack) -> None:
        self.mgr = mgr

    def close(self) -> None:
        """Take this scene off the stack (wherever it is)."""
        if self.mgr is not None:
            self.mgr.pop(self)

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        pass

    def resize(self, w: int, h: int) -> None:
        pass

    def handle(self, ev: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def shortcuts(self) -> Sequence[Shortcut]:
        """The keys this screen answers, for its ``?`` list (``keymap.py``). By default they
        are read from its buttons and keyboard navigation, the objects that answer them; a
        screen with keys of its own lists them here, and the table's keyboard part (``keys``)
        lists the table's."""
        part = getattr(self, "keys", None)
        if part is not None and hasattr(part, "shortcuts"):
            return part.shortcuts(self.ctx.keys)
        from ..keymap import button_shortcuts  # not for the first frame

        return button_shortcuts(self)

    def taking_text(self) -> bool:
        """Whether typed characters go into a text box now (then ``?`` is typed, not help)."""
        return False

    def next_frame_in(self) -> float:
        """Seconds until this scene must be updated and drawn again though no input came:
        0.0 while anything moves or a timer runs (the loop draws at 60 fps), ``REST`` when
        the picture only changes on input (the loop waits for an event). Input and window
        events always bring a frame at once. Asked after each frame, of every scene the
        manager updates."""
        return 0.0

    def covers(self) -> list[pygame.Rect]:
        """Where this scene's words lie over the scenes under it (the first-run tour's box and
        callouts): a place's name that gives way is left out under them. None by default."""
        return []

    # helpers --------------------------------------------------------------------------------
    def unit(self) -> float:
        assert self.mgr is not None
        w, h = self.mgr.size
        return min(w / 1280, h / 720)

    def px(self, logical: float, minimum: int = 1) -> int:
        return max(minimum, round(logical * self.unit()))

    def draw_backdrop(self, surf: pygame.Surface, title: str, title_y: float) -> None:
        """The felt over the whole window and a screen's title centred at logical ``title_y``."""
        w, h = surf.get_size()
        surf.blit(self.ctx.art.felt((w, h)), (0, 0))
        label = text(title, self.px(44, 20), self.theme.text, display=True)
        surf.blit(label, label.get_rect(center=(w // 2, self.px(title_y))))
