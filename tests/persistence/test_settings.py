"""Settings: remembered, and any bad or old file falls back to defaults with a notice."""

from __future__ import annotations

import json

from tabletop.persistence.settings import Settings, load_settings, save_settings


def test_missing_file_gives_defaults_silently(tmp_path):
    assert load_settings(tmp_path / "settings.json") == (Settings(), None)


def test_round_trip(tmp_path):
    path = tmp_path / "c" / "settings.json"
    s = Settings(window_size=(1920, 1080), fullscreen=True, animation_speed=0.0, ai_delay_ms=0,
                 sound_on=False, volume=0.25, colour_mode="high_contrast",
                 player_names=("Aoife", "Ciara"))
    save_settings(path, s)
    assert load_settings(path) == (s, None)


def test_damaged_file_gives_defaults_and_is_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"fullscreen": tru')
    settings, notice = load_settings(path)
    assert settings == Settings() and notice and "damaged" in notice and "\n" not in notice
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"fullscreen": tru'


def test_foreign_file_gives_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps([1, 2, 3]))
    settings, notice = load_settings(path)
    assert settings == Settings() and notice and "not a Tabletop settings file" in notice


def test_bad_fields_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"kind": "tabletop-settings", "version": 1, "volume": 7,
                                "window_size": [10, "x"], "fullscreen": True,
                                "colour_mode": "sepia", "ai_delay_ms": 250,
                                "player_names": ["  Aoife  Ní  ", "x" * 100]}))
    settings, notice = load_settings(path)
    assert settings.fullscreen and settings.ai_delay_ms == 250
    assert settings.volume == Settings().volume and settings.window_size == Settings().window_size
    assert settings.colour_mode == "standard"
    assert settings.player_names == ("Aoife Ní", "x" * 24)
    assert notice == "some settings were invalid and reset to defaults: window_size, volume, colour_mode"


def test_old_version_is_upgraded(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"high_contrast": True, "sound_on": False}))
    settings, notice = load_settings(path)
    assert notice is None
    assert settings.colour_mode == "high_contrast" and not settings.sound_on


def test_newer_version_keeps_what_it_understands(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"kind": "tabletop-settings", "version": 9, "volume": 0.5,
                                "telepathy": True}))
    settings, notice = load_settings(path)
    assert settings.volume == 0.5 and notice and "newer" in notice


def test_name_for_seat():
    s = Settings(player_names=("Aoife", ""))
    assert (s.name_for(0), s.name_for(1), s.name_for(4)) == ("Aoife", "Player 2", "Player 5")
