"""About Tabletop (the main menu's About): what the app is, where it keeps a player's
things, the keys and the command line, and whose fonts it uses (the Berenika face's SIL Open
Font License asks for its name and licence to go with it)."""

from __future__ import annotations

from ... import __version__
from ...persistence.paths import Paths
from ..widgets.scroll_text import ScrollText
from .page import TextPage


def about_text(titles: list[str], paths: Paths | None) -> str:
    """The page's words: ``titles`` the games offered; ``paths`` where this profile's files
    are (None: a session that keeps nothing)."""
    games = ", ".join(titles[:-1]) + f" and {titles[-1]}" if len(titles) > 1 else "".join(titles)
    lines = [
        f"Tabletop {__version__}: a table for card games, {games}, played against computer "
        "players or with friends at one screen.",
        "",
        "# Where your things are kept",
    ]
    if paths is None:
        lines.append("This session keeps nothing: no saves, settings or statistics.")
    else:
        lines += [f"- Saved games: {paths.saves}",
                  f"- Settings: {paths.settings_file}",
                  f"- Statistics: {paths.stats_file}",
                  f"- Card pictures (made again when missing): {paths.cache}"]
        if paths.portable:
            lines.append("- Portable: everything stays in the folder beside the program.")
    lines += [
        "",
        "# Keys",
        "- ? on any screen lists its keys; F1 at a table opens the game's rules.",
        "- F11 or Alt+Enter: full screen on and off.",
        "- The table's keys can be changed in Settings.",
        "",
        "# The command line",
        "- tabletop --help lists every command: simulations, tournaments between computer "
        "players, the review of a saved game, benchmarks and pictures of a table.",
        "",
        "# Made with",
        "- pygame-ce, Pillow and platformdirs.",
        "- Cards, backs, sounds and the icon are drawn and made by Tabletop's own code.",
        "- DejaVu Sans and DejaVu Serif: the Bitstream Vera licence with the DejaVu changes "
        "in the public domain.",
        "- Berenika Bold by wmk69 (2011), under the SIL Open Font License 1.1.",
        "- Each game's rules are told in our own words, from its published description.",
    ]
    return "\n".join(lines)


class AboutScene(TextPage):
    def __init__(self, titles: list[str] | None = None, paths: Paths | None = None) -> None:
        super().__init__("")
        self._given = titles, paths

    def enter(self, mgr) -> None:
        super().enter(mgr)
        titles, paths = self._given
        if titles is None:
            titles = [e.title for e in self.ctx.catalog.listed()]
        prefs = self.ctx.prefs
        if paths is None and prefs is not None:
            paths = prefs.paths
        self.body = ScrollText(about_text(titles, paths))

    def title(self) -> str:
        return "About Tabletop"
