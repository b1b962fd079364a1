"""About Tabletop, from the main menu: the version, every game, where this profile keeps its
saves, settings and statistics, and the fonts' credits."""

from __future__ import annotations

import pygame

from tabletop import __version__
from tabletop.persistence.paths import Paths
from tabletop.ui.scenes.about import AboutScene, about_text

from .helpers import frames, key
from .test_persistence_ui import prefs_app


def test_a_on_the_menu_opens_about_naming_this_profiles_files(tmp_path):
    app = prefs_app(tmp_path)
    key(app, pygame.K_a)
    frames(app, 2)
    about = app.mgr.top
    assert isinstance(about, AboutScene)
    words = about.body.source
    paths = Paths.at(tmp_path)
    for where in (paths.saves, paths.settings_file, paths.stats_file):
        assert str(where) in words
    assert __version__ in words and "SIL Open Font License" in words
    for title in ("Hyrule", "Keltis", "Seanchaí", "Treasure", "Ard Rí"):
        assert title in words
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.mgr.top, AboutScene)
    app.close()


def test_the_games_are_listed_as_a_sentence_and_a_session_without_a_profile_says_so():
    text = about_text(["Hyrule", "Keltis", "Ard Rí"], None)
    assert "card games, Hyrule, Keltis and Ard Rí, played" in text
    assert "This session keeps nothing" in text
