"""Readable at every size: the live table at 1280×720 and 2560×1440, Hyrule with 2–5 seats and
Keltis with 2–4, small/normal/large cards. Element rectangles (zones at their fullest, plates,
status, action bar, prompt, the Rules/Log/Help tabs, Undo/Redo) must not overlap or leave the
screen; text is at least a minimum height; every card is drawn from art rendered at exactly
its on-screen size (re-rendered for the window, never an upscaled bitmap)."""

from __future__ import annotations

import itertools

import pytest

from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.games import table_for
from tabletop.ui.render.fonts import font, text
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import inside, overlap

from .helpers import frames, make_app

NAMES = ["Aoife", "Ciara", "Dara", "Eimear", "Fionn"]
SIZES = [(1280, 720), (2560, 1440)]
HYRULE_FULL = {"hand": 7, "play": 1, "won": 20, "pot": 3, "stock": 20, "discard": 2}
KELTIS_FULL = {"column": 30, "fan": 8, "row": 9}
MIN_TEXT_PX = 14  # rendered line height of the smallest text (a 12 px font)


def table(game: str, n: int, size, card_size: float = 1.0):
    app = make_app(size, speed="off")
    app.ctx.settings["card_size"] = card_size
    plugin = REGISTRY[game]
    seats = tuple(Seat("human" if i == 0 else "ai", NAMES[i], "random") for i in range(n))
    match = Match(plugin.rules, MatchConfig(game, n, 1, {}), seats)
    scene = TableScene(plugin, match, table_for(game), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


def element_rects(scene: TableScene) -> dict[str, tuple[float, float, float, float]]:
    lay = scene.layout
    assert lay is not None
    m = lay.metrics
    hyrule = scene.plugin.meta.game_id == "hyrule"
    badge = m.font(15, 12) * 0.9
    out: dict[str, tuple[float, float, float, float]] = {}
    for zid, zl in lay.zones.items():
        kind = zid.split("/")[0]
        if kind == "runoff":
            continue  # replaces the play slots during a run-off (tested in test_layout)
        full = HYRULE_FULL[kind] if hyrule else KELTIS_FULL.get(zl.kind, 40)
        x, y, w, h = zl.extent(full)
        if zid == f"hand/{scene.bottom}":
            y -= zl.card[1] * 0.13  # the hover / focus lift
            h += zl.card[1] * 0.13
        if zl.show_count:
            h += badge
        out[zid] = (x, y, w, h)
    out.update({f"plate/{s}": r for s, r in lay.plates.items()})
    out.update(lay.areas)
    labels = getattr(scene.game, "label_rects", None)
    if callable(labels):
        out.update({f"label/{k}": r for k, r in labels().items()})
    out.update(scene.comfort.rects())
    x, y, aw, ah = lay.areas["actions"]
    prompt = scene.game.prompt(scene.current_view(), False)
    pw = font(m.font(16, 12), True).size(prompt)[0] + m.px(24)
    out["prompt"] = (x + aw / 2 - pw / 2, y, pw, ah)
    return out


def _check(rects, w, h, what: str) -> None:
    for name, r in rects.items():
        assert inside(r, (0, 0, w, h)), f"{name} {r} is cut off ({what})"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        if {a, b} == {"actions", "prompt"}:
            continue  # one or the other: the prompt shows only without buttons
        assert not overlap(ra, rb), f"{a} {ra} overlaps {b} {rb} ({what})"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,n", [("hyrule", 2), ("hyrule", 3), ("hyrule", 4), ("hyrule", 5),
                                    ("keltis", 2), ("keltis", 3), ("keltis", 4)])
def test_nothing_overlaps_or_is_cut_off(game, n, size):
    w, h = size
    app, scene = table(game, n, size)
    _check(element_rects(scene), w, h, f"{game}, {n} players, {w}x{h}")


@pytest.mark.parametrize("card_size", [0.85, 1.15])
@pytest.mark.parametrize("game,n", [("hyrule", 5), ("hyrule", 2), ("keltis", 4)])
def test_card_size_setting_never_breaks_the_layout(game, n, card_size):
    """Small cards are always smaller; large ones are used where the layout has room (Keltis)
    and fall back to the normal size where it has none (Hyrule at 16:9)."""
    app, scene = table(game, n, (1280, 720), card_size)
    _, normal = table(game, n, (1280, 720))
    big, base = scene.layout.metrics.card_h, normal.layout.metrics.card_h
    if card_size < 1:
        assert big < base
    else:
        assert big >= base and (big > base) == (game == "keltis")
    _check(element_rects(scene), 1280, 720, f"{game}, {n} players, cards x{card_size}")


@pytest.mark.parametrize("size", SIZES)
def test_text_is_at_least_the_minimum_height(size):
    app, scene = table("keltis", 4, size)
    m = scene.layout.metrics
    for logical, minimum in ((15, 12), (16, 12), (17, 13), (19, 13), (14, 12)):  # HUD, tabs, buttons
        assert text("Score 12 · Tg", m.font(logical, minimum), (0, 0, 0)).get_height() >= MIN_TEXT_PX
    if size == (2560, 1440):
        assert m.font(15, 12) >= 28  # text grows with the window


@pytest.mark.parametrize("game", ["hyrule", "keltis"])
def test_cards_are_rendered_at_their_exact_size_at_both_sizes(game):
    heights = []
    for size in SIZES:
        app, scene = table(game, 3, size)
        frames(app, 2)
        painter = scene.painter
        shown = [s for s in scene.board.sprites() if not s.hidden and scene.board.zone_layout(s.zone)]
        assert shown
        for s in shown:
            assert (round(s.w), round(s.h)) in painter.sizes, f"{s} would be scaled"
            if s.face is not None:
                img = scene.ctx.art.face(scene.deck, s.face, (round(s.w), round(s.h)))
                assert img.get_size() == (round(s.w), round(s.h))
        heights.append(scene.layout.metrics.card_h)
    assert heights[1] >= 1.9 * heights[0]  # twice the window: cards drawn twice as tall


@pytest.mark.parametrize("size", SIZES)
def test_help_overlays_fit_the_window(size):
    from tabletop.ui.prefs import Prefs
    from tabletop.ui.scenes.help import FirstRunScene, ShortcutsScene

    w, h = size
    app, scene = table("keltis", 4, size)
    app.ctx.prefs = Prefs(None)
    keys = ShortcutsScene(scene.open_rules)
    app.mgr.push(keys)
    frames(app)
    px = keys.text_px()
    assert px >= 12 and inside(tuple(keys.box), (0, 0, w, h))
    for r, k, what in keys.rows:
        assert inside(tuple(r), tuple(keys.box))
        assert font(px).size(what)[0] <= r.w * 0.7 and font(px, True).size(k)[0] <= r.w * 0.3
    for (a, _, _), (b, _, _) in itertools.pairwise(keys.rows):
        assert not overlap(tuple(a), tuple(b))
    app.mgr.pop(keys)
    tour = FirstRunScene("keltis", "Welcome", scene.comfort.tour_marks(), "hint")
    app.mgr.push(tour)
    frames(app)
    assert inside(tuple(tour.box), (0, 0, w, h))
    for c in tour.callouts:
        assert inside(tuple(c), (0, 0, w, h)) and not overlap(tuple(c), tuple(tour.box))
    for _, r in tour.marks:
        assert not overlap(r, tuple(tour.box))  # the welcome box hides none of the marks
