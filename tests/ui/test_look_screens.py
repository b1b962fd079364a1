"""Menus and feedback in the identity: one toast at a time, the logo, picker tiles with
pictures of the tables, an opaque results screen that celebrates the winner, the new settings."""

from __future__ import annotations

import pygame
import pytest

from tabletop.context import make_context
from tabletop.persistence.settings import AVATAR_NAMES, Settings, settings_from_json
from tabletop.ui.render.fonts import text
from tabletop.ui.render.theme import CLASSIC
from tabletop.ui.scenes.manager import SceneManager
from tabletop.ui.scenes.menu import MainMenuScene
from tabletop.ui.scenes.picker import GamePickerScene
from tabletop.ui.scenes.results import ResultsScene, column_label
from tabletop.ui.widgets.toast import MIN_SHOWN, Toasts

from .helpers import frames, make_app, see_results, settle, start_table


def _manager(size=(1280, 720)) -> SceneManager:
    pygame.display.init()
    pygame.display.set_mode(size)
    ctx = make_context("off")
    ctx.audio = None
    return SceneManager(ctx, size)


def test_toasts_show_one_at_a_time_in_order_and_never_overlap():
    toasts = Toasts()
    toasts.show("first")
    toasts.show("second", warn=True)
    toasts.show("third")
    toasts.show("second")  # already waiting: not twice
    seen: list[str] = []
    for _ in range(60 * 12):
        rects = toasts.rects(640, 400, 16)
        assert len(rects) <= 1
        if toasts.current is not None and (not seen or seen[-1] != toasts.current.message):
            seen.append(toasts.current.message)
        toasts.update(1 / 60)
    assert seen == ["first", "second", "third"]
    assert not toasts.items


def test_a_waiting_toast_cuts_the_current_one_short_but_not_below_the_minimum():
    toasts = Toasts()
    toasts.show("long one", seconds=6.0)
    toasts.update(0.2)
    toasts.show("next")
    t = 0.2
    while toasts.current is not None and toasts.current.message == "long one":
        toasts.update(1 / 60)
        t += 1 / 60
    assert MIN_SHOWN - 0.05 <= t < 2.0


def test_the_menu_draws_the_logo_in_the_display_face():
    mgr = _manager()
    mgr.push(MainMenuScene())
    surf = pygame.Surface((1280, 720))
    mgr.draw(surf)
    # the logo's gold letters above the buttons
    top = mgr.top.buttons[0].rect.y
    gold = sum(1 for x in range(300, 980, 2) for y in range(40, top - 60, 2)
               if (lambda c: c.r > 200 and 160 < c.g < 215 and c.b < 130)(surf.get_at((x, y))))
    assert gold > 400


def test_the_logo_fits_above_a_long_menu():
    from tabletop.ui.widgets.button import Button

    for size in ((1280, 720), (1024, 600)):
        mgr = _manager(size)
        menu = MainMenuScene()
        mgr.push(menu)
        menu.buttons = [Button(f"b{i}", lambda: None) for i in range(7)]  # Continue … Quit
        menu.resize(*size)
        surf = pygame.Surface(size)
        mgr.draw(surf)
        for y in (0, 1, 2):  # nothing of the logo is cut at the top edge
            assert not any(surf.get_at((x, y)).r > 200 for x in range(0, size[0], 2)), size


def test_the_picker_shows_each_playable_game_as_a_tile_with_its_table(tmp_path):
    mgr = _manager()
    mgr.ctx.art.cache_dir = tmp_path
    picker = GamePickerScene()
    mgr.push(picker)
    for _ in range(5000):  # the pictures are drawn a slice per frame, then fade in
        picker.update(0.05)
        if not picker.drawing:
            break
    surf = pygame.Surface((1280, 720))
    mgr.draw(surf)
    assert picker.cards
    for r, plugin, play, _ in picker.cards:
        pic = picker._thumb_rect(r)
        assert pic.colliderect(r) and r.contains(play.rect)
        # the picture is a table, not the bare cloth drawn while it is missing: a good share of
        # it (cards, plates) differs clearly from the cloth
        cloth = mgr.ctx.art.felt(pic.size)
        samples = [(x, y) for x in range(0, pic.w, 2) for y in range(0, pic.h, 2)]
        drawn = sum(1 for x, y in samples
                    if max(abs(a - b) for a, b in zip(surf.get_at((pic.x + x, pic.y + y))[:3],
                                                      cloth.get_at((x, y))[:3], strict=True)) > 60)
        assert drawn > len(samples) // 20, plugin.meta.game_id
        # the facts and the whole pitch fit the tile's width, and the tile is tall enough for
        # them above its buttons (they used to run off the edge, the pitch cut after 2 lines)
        small = picker.px(16, 12)
        lines = picker._facts(plugin, r.w) + picker._pitch(plugin, r.w)
        assert " ".join(picker._pitch(plugin, r.w)) == plugin.meta.pitch
        facts = picker._facts(plugin, r.w)
        for line in lines:
            img = text(line, small, (0, 0, 0), bold=line in facts)
            assert img.get_width() <= r.w - picker.px(28), line
        text_top = pic.bottom + picker.px(10) + picker.px(38)
        assert text_top + len(lines) * picker.px(22) + picker.px(6) <= play.rect.top
    rects = [r for r, *_ in picker.cards]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.fixture()
def finished():
    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=2)
    while not scene.match.is_over:
        settle(app, scene)
        if scene.match.to_act == 0:
            scene.submit(scene.match.legal()[0])
    see_results(app, scene)
    yield app
    app.close()


def test_the_results_screen_is_opaque_and_lights_the_winner(finished):
    app = finished
    results = app.mgr.top
    assert isinstance(results, ResultsScene)
    assert app.mgr.visible() == [results]  # nothing of the table is drawn behind it
    surf = pygame.Surface(app.mgr.size)
    app.mgr.draw(surf)
    winner = next(p for p in results.order if p in results.winners)
    loser = next((p for p in results.order if p not in results.winners), None)

    def halo(p):
        r = results.rows[p]
        c = surf.get_at((r.centerx, r.y - 2))
        return c.r + c.g - 2 * c.b

    if loser is not None:
        assert halo(winner) > halo(loser) + 40
    assert results.order[0] in results.winners and results.places[results.order[0]] == 1


def test_results_cards_fly_only_with_animations_on(finished):
    app = finished
    results = app.mgr.top
    assert not results.moving  # animations off: a still fan instead
    app.ctx.speed = "normal"
    results.age = 0.5
    assert results.moving and results.flyers


def test_breakdown_labels_lose_their_per_seat_detail():
    assert column_label("Green row (4 cards)") == "Green row"
    assert column_label("Round 1: cards captured") == "Round 1: cards captured"


def test_the_look_settings_round_trip_and_bad_values_fall_back():
    s = Settings(felt="blue", card_back="plain", trick_hold=3.0, avatars=("oak", "raven"))
    back, notice = settings_from_json(s.to_json())
    assert back == s and notice is None
    data = s.to_json() | {"felt": "tartan", "card_back": 7, "trick_hold": -1, "avatars": ["dragon"]}
    bad, notice = settings_from_json(data)
    assert (bad.felt, bad.card_back, bad.trick_hold, bad.avatars) == (
        Settings().felt, Settings().card_back, Settings().trick_hold, Settings().avatars)
    assert notice and "felt" in notice
    assert Settings().avatar_for(7) == AVATAR_NAMES[7]  # beyond the list: by seat number
    assert Settings(avatars=("boat",)).avatar_for(0) == "boat"


def test_prefs_apply_the_cloth_and_the_back():
    from tabletop.ui.prefs import apply

    ctx = make_context("off")
    ctx.audio = None
    apply(ctx, Settings(felt="burgundy", card_back="lattice"))
    assert ctx.theme.back_style == "lattice" and ctx.theme.felt != CLASSIC.felt
    assert ctx.art.theme == ctx.theme


def test_results_show_teams_from_the_rules(monkeypatch):
    app = make_app(speed="off")
    scene = start_table(app, "HAAA", seed=3)
    while not scene.match.is_over:
        settle(app, scene)
        if scene.match.to_act == 0:
            scene.submit(scene.match.legal()[0])
    monkeypatch.setattr(type(scene.rules), "team_of", lambda self, cfg, seat: seat % 2)
    results = ResultsScene(scene)
    assert results.has_teams and results.teams == [0, 1, 0, 1]
    results.winners = {0, 2}
    assert results.title() == f"{scene.names[0]} and {scene.names[2]} win!"
    app.close()


def test_results_title_is_grammatical_for_a_player_called_you(finished, monkeypatch):
    results = finished.mgr.top
    monkeypatch.setattr(results, "_is_solo_human", lambda seat: False)  # hot seat: names, not "you"
    results.table.names = ["You", "Dara", "Ciara", "Bran"][: len(results.table.names)]
    results.winners = {0}
    assert results.title() == "You win!"
    results.winners = {1}
    assert results.title() == "Dara wins!"
    results.winners = {0, 1}
    assert results.title() == "Shared win: You and Dara"


def test_the_hand_off_button_never_says_im_you():
    from tabletop.ui.scenes.handoff import show_cards_label

    assert show_cards_label("Ciara") == "I'm Ciara: show my cards"
    assert show_cards_label("You") == "Show my cards"


def test_a_one_round_hyrule_results_column_reads_whole():
    """One round of Hyrule: the column is "Cards captured" (it read "Round 1: ca…", cut to
    fit), shown once as the score's own column (beside a "Total" of the same numbers it was
    the same figure twice), and a long heading wraps onto two lines rather than being cut."""
    from tabletop.games import REGISTRY
    from tabletop.ui.render.fonts import font
    from tabletop.ui.scenes.results import header_lines

    from .test_table_layout import play

    match = play("hyrule", 3, 1, None)
    assert match.state.rounds == 1
    assert [lb for lb, _ in REGISTRY["hyrule"].rules.score_breakdown(match.state)[0]] == ["Cards captured"]
    size = 15
    width = font(size, True).size("cards captured")[0] + 2
    lines = header_lines("Round 1: cards captured", width, size)
    assert len(lines) == 2 and " ".join(lines) == "Round 1: cards captured"  # whole, on two lines
    assert all(font(size, True).size(line)[0] <= width for line in lines)
    assert header_lines("Total", width, size) == ["Total"]
    from tabletop.ui.scenes.results import ResultsScene

    from .test_look_scores import scene_for

    app, scene = scene_for(match)
    results = ResultsScene(scene)
    app.mgr.push(results)
    frames(app, 2)
    assert results.columns == [] and results.total_head == "Cards captured"  # not 9 and 9 again
    at_colon = header_lines("Hand 2: in hand", font(size, True).size("Hand 2: in")[0] + 2, size)
    assert at_colon == ["Hand 2:", "in hand"]  # not "Hand 2: in" over "hand"
    three = header_lines("Round 1: cards captured in the match", width, size)
    assert len(three) == 2 and three[1].endswith("…")
