""""Large" card size: where a table has no room for it (it keeps Normal cards), the setting
says so instead of seeming to do nothing (issue 17, item 13)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import listed
from tabletop.persistence.settings import CARD_SIZES
from tabletop.ui.prefs import Prefs
from tabletop.ui.scenes.settings import SettingsScene, no_room_for, no_room_text
from tabletop.ui.scenes.table import TableScene

from .helpers import make_app

LARGE = max(CARD_SIZES)


def card_height(app, plugin, n: int, factor: float) -> int:
    app.ctx.settings["card_size"] = factor
    seats = tuple(Seat("human" if i == 0 else "ai", f"P{i}", "random") for i in range(n))
    match = Match(plugin.rules, MatchConfig(plugin.meta.game_id, n, 1, {}), seats)
    scene = TableScene(plugin, match, CATALOG.table_for(plugin.meta.game_id), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    return scene.layout.metrics.card_h


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_setting_names_exactly_the_tables_that_keep_normal_cards(size):
    app = make_app(size, speed="off")
    no_room = no_room_for(CATALOG, LARGE, size, app.ctx.art.size_for_height)
    for plugin in listed():
        meta = plugin.meta
        for n in range(meta.min_players, meta.max_players + 1):
            kept_normal = card_height(app, plugin, n, LARGE) == card_height(app, plugin, n, 1.0)
            assert kept_normal == (n in no_room.get(meta.title, [])), (meta.title, n)

    app.ctx.prefs = Prefs(None, replace(Prefs(None).settings, card_size=LARGE))
    settings = SettingsScene()
    app.mgr.reset(settings)
    row = next(r for r in settings.rows if r.label == "Card size")
    assert row.shown().startswith("Large")
    assert ("no room" in row.shown()) == bool(no_room)
    assert no_room_for(CATALOG, 1.0, size) == {}


def test_where_there_is_no_room_in_few_words():
    counts = {"Hyrule": range(2, 6), "Keltis": range(2, 5)}
    assert no_room_text({"Hyrule": [2, 3, 4, 5], "Keltis": [2, 3, 4]}, counts) == "here"
    assert no_room_text({"Hyrule": [4, 5], "Keltis": [2, 3, 4]}, counts) == "in Hyrule 4+, Keltis"
    assert no_room_text({"Hyrule": [2, 5]}, counts) == "in Hyrule 2,5"
