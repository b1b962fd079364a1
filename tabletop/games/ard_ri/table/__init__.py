"""Ard Rí's table half: what the app shows of the game (``GAME``, read by ``tabletop/catalog.py``)."""

from __future__ import annotations

from ....ui.catalog import GameEntry
from ....ui.render.art import DeckFamily
from .. import PLUGIN
from .scene import ArdRiTable


def _faces():  # Pillow and the painter load on the first card not found in the art cache
    from . import faces

    return faces


FACES = DeckFamily("ard_ri", lambda deck: deck.deck_id.startswith("ardri"),
                   lambda *a: _faces().paint_face(*a), lambda *a: _faces().paint_back(*a))

GAME = GameEntry(PLUGIN, ArdRiTable, length="15–25 min", faces=FACES)
