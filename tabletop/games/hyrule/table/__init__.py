"""Hyrule's table half: what the app shows of the game (``GAME``, read by ``tabletop/catalog.py``)."""

from __future__ import annotations

from ....ui.catalog import GameEntry
from .. import PLUGIN
from .figure import suit_circle
from .scene import HyruleTable

GAME = GameEntry(PLUGIN, HyruleTable, length="10–15 min", figure=suit_circle)
