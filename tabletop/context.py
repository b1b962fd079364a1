"""The context every scene shares, composed: the catalog of games, the card art and the sound.

The app, ``screenshot`` and the frame bench each make one; it sits above ``ui`` and ``games``
with the catalog (``tabletop/catalog.py``), so no command has to import the app to draw.
"""

from __future__ import annotations

from .ui.scenes.base import AppContext


def make_context(speed: str = "normal", sound_later: bool = False) -> AppContext:
    """The shared context; ``sound_later``: the mixer and the effects wait for
    ``Audio.start`` (the app's warm-up after the first frame)."""
    from .catalog import CATALOG
    from .ui.audio import Audio
    from .ui.render.art import CardArt

    return AppContext(art=CardArt(), catalog=CATALOG, audio=Audio(True, 0.7, start=not sound_later),
                      speed=speed)
