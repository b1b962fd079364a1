"""Treasure's table half: what the app shows of the game (``GAME``, read by ``tabletop/catalog.py``)."""

from __future__ import annotations

from ....ui.catalog import GameEntry
from ....ui.render.art import DeckFamily
from .. import PLUGIN
from .scene import TreasureTable


def _faces():  # Pillow and the painter load on the first card not found in the art cache
    from . import faces

    return faces


FACES = DeckFamily("treasure", lambda deck: deck.deck_id.startswith("viashi"),
                   lambda *a: _faces().paint_face(*a), lambda *a: _faces().paint_back(*a))

GAME = GameEntry(PLUGIN, TreasureTable, length="20–30 min", faces=FACES)
