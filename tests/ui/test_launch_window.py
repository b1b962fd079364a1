"""The first window fits the screen, a remembered size larger than the screen shrinks to fit,
``--size`` is for one run only and clamped, a live resize stops at a minimum, and the window
has its icon (issue 17, items 1, 2 and 18)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.app import App
from tabletop.persistence.paths import Paths
from tabletop.persistence.settings import Settings, load_settings, save_settings
from tabletop.ui import window as window_module
from tabletop.ui.prefs import Prefs
from tabletop.ui.window import (
    MAX_WINDOW,
    MIN_WINDOW,
    first_window,
    fit_window,
    init_pygame,
    min_window,
    usable,
)

SCREENS = [(1280, 720), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("desktop", SCREENS)
@pytest.mark.parametrize("wanted", [Settings().window_size, (2560, 1440), (99999, 99999), (500, 300)])
def test_the_window_always_fits_the_desktop_and_is_never_below_the_minimum(desktop, wanted):
    w, h = fit_window(wanted, desktop)
    room = usable(desktop)
    assert w <= room[0] < desktop[0] and h <= room[1] < desktop[1]  # room for the taskbar
    assert w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1]
    if wanted[0] <= room[0] and wanted[1] <= room[1] and wanted >= MIN_WINDOW:
        assert (w, h) == wanted  # a size that fits is kept as it is


def test_without_a_screen_only_the_sane_maximum_applies():
    assert fit_window((99999, 99999), None) == MAX_WINDOW
    assert fit_window((1280, 720), None) == (1280, 720)
    assert min_window((800, 600)) == usable((800, 600))  # a tiny screen: the screen wins


def prefs_with(root, **settings) -> Prefs:
    paths = Paths.at(root).ensure()
    save_settings(paths.settings_file, replace(Settings(), **settings))
    return Prefs.load(paths)


@pytest.fixture
def screen(monkeypatch):
    """A 1280×720 desktop (the dummy video driver has none of its own)."""
    monkeypatch.setattr(window_module, "desktop_size", lambda: (1280, 720))
    init_pygame(sound=False)
    return (1280, 720)


def test_the_first_window_fits_a_small_screen(tmp_path, screen):
    app = App(None, "off", Prefs.load(Paths.at(tmp_path).ensure()))  # no settings file yet
    w, h = app.window.size
    assert w <= screen[0] - 1 and h <= screen[1] - 1 and (w, h) == usable(screen)
    assert app.mgr.size == app.window.size
    app.close()


def test_a_remembered_size_larger_than_the_screen_shrinks_to_fit(tmp_path, screen):
    app = App(None, "off", prefs_with(tmp_path, window_size=(2560, 1440)))
    assert app.window.size == usable(screen)
    app.close()


def test_size_flag_is_clamped_and_never_saved(tmp_path, screen):
    prefs = prefs_with(tmp_path, window_size=(1024, 600))
    app = App((99999, 99999), "off", prefs)
    assert app.window.size == usable(screen)
    app.close()
    saved, _ = load_settings(Paths.at(tmp_path).settings_file)
    assert saved.window_size == (1024, 600)  # the next plain start opens as before


def test_a_resize_by_the_player_is_remembered_even_after_size_flag(tmp_path, screen):
    app = App((1000, 600), "off", prefs_with(tmp_path, window_size=(1024, 600)))
    pygame.display.set_mode((1100, 620), pygame.RESIZABLE)  # what the window manager did
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 620), w=1100, h=620))
    app.step(1 / 60)
    assert app.mgr.size == (1100, 620)
    app.close()
    saved, _ = load_settings(Paths.at(tmp_path).settings_file)
    assert saved.window_size == (1100, 620)


def test_a_live_resize_stops_at_the_minimum(screen):
    app = App((1200, 640), "off")
    with pytest.warns(DeprecationWarning):  # the display module's window is the app's
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == min_window(screen) == MIN_WINDOW
    pygame.display.set_mode((500, 300), pygame.RESIZABLE)  # a manager that ignored the hint
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(500, 300), w=500, h=300))
    app.step(1 / 60)
    assert app.window.size == MIN_WINDOW and app.mgr.size == MIN_WINDOW
    app.close()


def test_the_window_has_its_icon(monkeypatch):
    icons = []
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    init_pygame(sound=False)
    app = App((1280, 720), "off")
    assert len(icons) == 1 and icons[0].get_size() == (256, 256)
    app.close()


def test_the_settings_screen_offers_only_sizes_that_fit(tmp_path, screen):
    from tabletop.ui.scenes.settings import SettingsScene

    app = App(None, "off", prefs_with(tmp_path, window_size=(1000, 600)))
    scene = SettingsScene()
    app.mgr.push(scene)
    row = next(r for r in scene.rows if r.label == "Window size")
    seen = set()
    for _ in range(8):
        row.step(1)
        seen.add(app.window.size)
    assert all(w <= screen[0] and h <= screen[1] for w, h in seen)
    assert usable(screen) in seen  # the largest size that fits is always offered
    app.close()


@pytest.mark.parametrize(("desktop", "first"), [
    ((1920, 1080), (1280, 800)), ((2560, 1440), (1920, 1080)), ((3840, 2160), (2560, 1440)),
    ((1600, 900), (1280, 720)), ((1366, 768), (1280, 800)), (None, (1280, 800))])
def test_a_fresh_profile_gets_a_window_suited_to_the_screen(desktop, first):
    """At most four fifths of the screen each way, the largest offered size (on a small
    screen the usual 1280 × 800, which ``fit_window`` then fits)."""
    assert first_window(desktop) == first


def test_the_first_window_on_a_large_screen_is_large_and_a_remembered_size_wins(tmp_path, monkeypatch):
    monkeypatch.setattr(window_module, "desktop_size", lambda: (2560, 1440))
    init_pygame(sound=False)
    app = App(None, "off", Prefs.load(Paths.at(tmp_path / "fresh").ensure()))  # no settings file yet
    assert app.window.size == (1920, 1080)  # 1280 × 800 before: a quarter of the screen
    app.close()
    again = App(None, "off", Prefs.load(Paths.at(tmp_path / "fresh").ensure()))
    assert again.window.size == (1920, 1080)  # remembered on exit
    again.close()
    app = App(None, "off", prefs_with(tmp_path / "chosen", window_size=(1280, 800)))
    assert app.window.size == (1280, 800)  # a size the player has is kept
    app.close()
