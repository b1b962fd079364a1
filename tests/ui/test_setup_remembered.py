"""The setup screen remembers each game's last setup (settings, "Settings remembered" in the
players' expectations): the player count, each seat's kind and level and the options come
back the next time, as far as the game allows them; a damaged entry is left out, never trusted."""

from __future__ import annotations

from tabletop.games import REGISTRY
from tabletop.persistence.settings import load_settings, save_settings, settings_from_json
from tabletop.ui.scenes.setup import MatchSetupScene

from .helpers import frames
from .test_fresh_profile import fresh_app


def _setup(app, game: str) -> MatchSetupScene:
    scene = MatchSetupScene(REGISTRY[game])
    app.mgr.push(scene)
    frames(app, 1)
    return scene


def test_the_last_setup_of_a_game_comes_back(tmp_path):
    app = fresh_app(tmp_path)
    scene = _setup(app, "keltis")
    assert scene.n == 3  # the defaults, on a fresh profile
    scene._players(+1)
    scene._cycle_level(1)
    spec = next(o for o in REGISTRY["keltis"].meta.options if o.key == "endRowCountMode")
    scene._cycle_option(spec)
    chosen = (scene.n, scene.levels[1], scene.options[spec.key])
    assert chosen != (3, "medium", spec.default)
    scene._start()
    again = _setup(app, "keltis")
    assert (again.n, again.levels[1], again.options[spec.key]) == chosen
    assert _setup(app, "hyrule").n == 3  # another game keeps its own (here: the defaults)
    # and it is in the settings file, read back as written
    settings, notice = load_settings(app.ctx.prefs.paths.settings_file)
    assert notice is None and settings.setup_for("keltis")[1] == 4
    app.close()


def test_a_remembered_setup_the_game_does_not_allow_is_not_taken(tmp_path):
    app = fresh_app(tmp_path)
    paths = app.ctx.prefs.paths
    data = app.ctx.prefs.settings.to_json()
    data["setups"] = {"keltis": {"players": 9, "seats": [["ai", "godlike"], ["human", "hard"]],
                                 "options": {"endRowCountMode": "nonsense", "unknown": 1}}}
    settings, notice = settings_from_json(data)
    assert notice is None  # the shape is right; what the game allows is the screen's to check
    save_settings(paths.settings_file, settings)
    app.ctx.prefs.settings = settings
    scene = _setup(app, "keltis")
    spec = next(o for o in REGISTRY["keltis"].meta.options if o.key == "endRowCountMode")
    assert scene.n == 3 and scene.levels[0] == "medium" and scene.options[spec.key] == spec.default
    assert scene.kinds[0] == "human" or "human" in scene.kinds[:scene.n]
    app.close()


def test_a_damaged_setups_entry_is_reset_with_a_notice():
    from tabletop.persistence.settings import Settings

    data = Settings().to_json()
    for bad in ({"keltis": {"players": "four"}}, {"keltis": {"players": 3, "seats": [["robot", "x"]],
                                                            "options": {}}},
                {"keltis": {"players": 3, "seats": [], "options": {"a": [1, 2]}}}, ["keltis"]):
        data["setups"] = bad
        settings, notice = settings_from_json(data)
        assert settings.setups == () and notice and "setups" in notice
