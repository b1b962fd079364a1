"""Sound effects that fail safe: without a usable mixer the game simply runs silently.

The effects are our own, synthesised by ``tools/make_sounds.py`` into ``assets/sounds``.
Nothing here raises: a missing device, a missing file or a mixer error only makes
``available`` False or skips one sound.
"""

from __future__ import annotations

import pygame

from ..resources import asset_path

SOUNDS: tuple[str, ...] = ("flip", "slide", "drop", "invalid", "shuffle", "trick", "end")


def _log(message: str, *args: object) -> None:
    import logging  # only when something went wrong: not worth its import at start-up

    logging.getLogger(__name__).info(message, *args)


class Audio:
    """``start=False`` defers the mixer and the sound files to ``start()`` (the app calls it
    after its first frame; the first ``play`` starts it too)."""

    def __init__(self, enabled: bool = True, volume: float = 0.8, start: bool = True) -> None:
        self.enabled = bool(enabled)
        self.volume = _clamp(volume)
        self.available = False
        self.started = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if start:
            self.start()

    def start(self) -> None:
        """Open the mixer and load the effects (once; never raises)."""
        if self.started:
            return
        self.started = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.available = True
        except Exception as exc:  # noqa: BLE001 - any mixer/device failure means "silent"
            _log("sound disabled: %s", exc)
            return
        for name in SOUNDS:
            try:
                path = asset_path("sounds", f"{name}.wav")
                if path.is_file():
                    self._sounds[name] = pygame.mixer.Sound(str(path))
            except Exception as exc:  # noqa: BLE001 - one bad file only silences that effect
                _log("sound %s not loaded: %s", name, exc)

    def play(self, name: str) -> None:
        """Play one effect by name; unknown names and mixer errors are ignored."""
        if not (self.enabled and self.volume > 0):
            return
        self.start()
        if not self.available:
            return
        snd = self._sounds.get(name)
        if snd is None:
            return
        try:
            snd.set_volume(self.volume)
            snd.play()
        except Exception as exc:  # noqa: BLE001 - a sound must never stop the game
            _log("sound %s failed: %s", name, exc)

    def set_volume(self, v: float) -> None:
        self.volume = _clamp(v)

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        if not on and self.available:
            try:
                pygame.mixer.stop()
            except Exception:  # noqa: BLE001
                pass

    def names(self) -> tuple[str, ...]:
        """The effects actually loaded."""
        return tuple(self._sounds)


def _clamp(v: float) -> float:
    try:
        return min(1.0, max(0.0, float(v)))
    except (TypeError, ValueError):
        return 0.8
