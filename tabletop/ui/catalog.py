"""What the app needs to know about each game, as one typed object per game (``GameEntry``),
and the catalog the UI is handed (``Catalog``).

The UI never imports a game: each game's table half declares its ``GameEntry``
(``games/<g>/table/__init__.py``), the composition module above ``ui`` and ``games``
(``tabletop/catalog.py``) builds the catalog, and the app puts it in ``AppContext.catalog``.
Loading the games is deferred to the first question that needs them, so the first menu frame
does not pay for importing five rules engines (it may ask ``title``, which needs nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from ..core.lean import lean_dataclass

if TYPE_CHECKING:  # the first menu frame must not import the rules core (docs/ui.md)
    import pygame

    from ..core.plugin import GamePlugin
    from .render.art import DeckFamily
    from .render.theme import Theme
    from .table.gamescene import GameTable

#: a figure beside a game's rules (Hyrule's suit circle): a painter of (size, theme)
Figure = Callable[[tuple[int, int], "Theme"], "pygame.Surface"]


@lean_dataclass(frozen=True)  # in the first frame: no code compiled (``core/lean.py``)
class GameEntry:
    """One game, as the app sees it: its rules (the pure plugin: title, options, bots, in-app
    rules, example save) and its table half."""

    plugin: GamePlugin
    #: the game's table: zones per seat, words on the felt, gestures (a fresh one per match)
    table: Callable[[], GameTable]
    #: how long a game usually takes against the computer, shown on the picker's tile
    length: str = ""
    #: the painter of the game's own deck; None: the shared ones (standard deck, generic)
    faces: DeckFamily | None = None
    #: a figure shown beside the in-app rules; None: text only
    figure: Figure | None = None

    @property
    def game_id(self) -> str:
        return self.plugin.meta.game_id

    @property
    def title(self) -> str:
        return self.plugin.meta.title


class Catalog:
    """Every game the app can open, loaded on first use.

    ``titles`` (id -> title) is known at once, so the menu can name a saved game before any game
    is imported; ``load`` yields the entries when a screen first needs them. Tests add their own
    games (the kit) with ``add``.
    """

    def __init__(self, titles: Mapping[str, str] | None = None,
                 load: Callable[[], Iterable[GameEntry]] | None = None) -> None:
        self._titles = dict(titles or {})
        self._load = load
        self._entries: dict[str, GameEntry] | None = None
        self._added: dict[str, GameEntry] = {}

    # --- known at once ------------------------------------------------------------------------
    def title(self, game_id: str) -> str | None:
        """A game's title without loading any game; None for an id the catalog does not list."""
        if game_id in self._added:
            return self._added[game_id].title
        return self._titles.get(game_id)

    # --- loaded on first use ------------------------------------------------------------------
    def _all(self) -> dict[str, GameEntry]:
        if self._entries is None:
            self._entries = {e.game_id: e for e in (self._load() if self._load else ())}
        return {**self._entries, **self._added}

    def add(self, entry: GameEntry) -> None:
        """Register a game beside the listed ones (the tests' kit game)."""
        self._added[entry.game_id] = entry

    def get(self, game_id: str) -> GameEntry | None:
        return self._all().get(game_id)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._all()

    def entries(self) -> list[GameEntry]:
        """Every game, the hidden (test) ones included, in catalog order."""
        return list(self._all().values())

    def listed(self) -> list[GameEntry]:
        """The games a player is offered (the picker), by id: not the hidden test games."""
        return sorted((e for e in self._all().values() if not e.plugin.hidden), key=lambda e: e.game_id)

    def table_for(self, game_id: str) -> GameTable | None:
        """A fresh table for the game, or None for a game the catalog has no table for."""
        entry = self.get(game_id)
        return entry.table() if entry is not None else None

    def families(self) -> list[DeckFamily]:
        """The games' own deck painters, in catalog order (checked before the shared ones)."""
        return [e.faces for e in self._all().values() if e.faces is not None]
