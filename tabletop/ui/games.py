"""Which table layout each game uses: a static map (no plugin discovery, PyInstaller-safe).

A game without an entry here is listed in the picker but cannot open a table yet.
"""

from __future__ import annotations

from collections.abc import Callable

from ..games.ard_ri.scene import ArdRiTable
from ..games.hyrule.scene import HyruleTable
from ..games.keltis.scene import KeltisTable
from ..games.seanchai.scene import SeanchaiTable
from ..games.treasure.scene import TreasureTable
from ..testing.kitgame.table import KitTable
from .table.gamescene import GameTable

TABLES: dict[str, Callable[[], GameTable]] = {
    "ard_ri": ArdRiTable,
    "hyrule": HyruleTable,
    "keltis": KeltisTable,
    "seanchai": SeanchaiTable,
    "treasure": TreasureTable,
    "kit": KitTable,  # the test-only game (hidden from the picker; `tabletop screenshot kit`)
}


def table_for(game_id: str) -> GameTable | None:
    factory = TABLES.get(game_id)
    return factory() if factory else None
