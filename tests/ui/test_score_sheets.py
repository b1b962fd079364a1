"""Keltis and Seanchaí keep a score sheet (Scores tab, M): a new player pressed M where the
Keltis lesson promised "The scores tab (M) counts as you go" and nothing opened, and
Seanchaí's count was read off the point fields while the next hand's cards flew over them
(a computer dealt it about seven seconds later)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.scoresheet import sheet_for

from .helpers import frames, key, make_app


def number(cell: str) -> int:
    return int(cell.replace("−", "-")) if cell not in ("", "–") else 0


def played(gid: str, n: int, seed: int, until, opts: dict | None = None, kinds=None) -> Match:
    plugin = REGISTRY[gid]
    kinds = kinds or ["ai"] * n
    seats = tuple(Seat(k, f"P{i + 1}", "random") for i, k in enumerate(kinds))
    match = Match(plugin.rules, MatchConfig(gid, n, seed, opts or {}), seats)
    bot = RandomBot()
    while not match.is_over and not until(match):
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    return match


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (3, 4), (4, 7)])
def test_the_keltis_sheet_adds_up_to_each_seats_score(n, seed) -> None:
    """Every few moves of a game: each seat's parts (five rows, the Point row, the stones)
    add up to the score the rules give, and to the sheet's total."""
    plugin, game = REGISTRY["keltis"], CATALOG.table_for("keltis")
    match = Match(plugin.rules, MatchConfig("keltis", n, seed, {}),
                  tuple(Seat("ai", f"P{i + 1}", "random") for i in range(n)))
    bot, checked = RandomBot(), 0
    while not match.is_over:
        if len(match.records) % 7 == 0:
            view = plugin.rules.view(match.state, 0)
            sheet = sheet_for(game, view)
            assert sheet is not None and len(sheet.cells) == n
            scores = plugin.rules.scores(match.state)
            for q in range(n):
                assert sum(number(c) for c in sheet.cells[q]) == scores[q] == number(sheet.totals[q])
                assert len(sheet.details[q]) == len(sheet.heads)
            checked += 1
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    assert checked > 5


@pytest.mark.parametrize(("n", "opts"), [(3, {}), (4, {"teams": True})])
def test_the_seanchai_sheet_has_a_column_per_hand_and_each_count_line_by_line(n, opts) -> None:
    rules, game = REGISTRY["seanchai"].rules, CATALOG.table_for("seanchai")
    match = played("seanchai", n, 5, lambda m: len(m.state.history) >= 2 and m.state.stage != "scored",
                   opts)
    view = rules.view(match.state, 0)
    sheet = sheet_for(game, view)
    table = view.info["hand_table"]
    assert sheet is not None and sheet.heads == ("Hand 1", "Hand 2", "Hand 3", "Hand 4")
    assert sheet.current == 2 and not sheet.opens  # the third hand in play
    for q in range(n):
        assert [number(c) for c in sheet.cells[q][:2]] == [table[0][q], table[1][q]]
        assert sum(number(c) for c in sheet.cells[q]) == view.info["scores"][q] == number(sheet.totals[q])
        assert sheet.details[q][0].startswith("Hand 2")
        assert number(sheet.details[q][-1].rpartition(" ")[2]) == table[1][q]  # "This hand: +35"
        assert sum(number(line.rpartition(" ")[2]) for line in sheet.details[q][1:-1]) == table[1][q]
    if opts.get("teams"):
        assert sheet.cells[0] == sheet.cells[2] and "team" in sheet.details[0][0]


def test_the_seanchai_count_opens_the_sheet_and_no_computer_deals_under_it() -> None:
    app = make_app((1240, 620), speed="off")
    match = played("seanchai", 3, 1, lambda m: m.state.stage == "scored", kinds=["human", "ai", "ai"])
    assert match.to_act != 0, "the seed should leave the next deal to a computer"
    scene = TableScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"), viewer=0)
    app.mgr.reset(scene)
    app.ctx.ai_delay = 0.0
    done = len(match.records)
    frames(app, 120)  # two seconds: time enough for a computer to deal
    assert scene.sheet.open and scene.sheet.holding and len(match.records) == done
    key(app, pygame.K_ESCAPE)
    assert not scene.sheet.open
    for _ in range(600):
        frames(app)
        if len(match.records) > done:
            break
    assert match.records[done].action.kind == "next"  # the next hand dealt
    app.close()


@pytest.mark.parametrize("gid", ["keltis", "seanchai"])
def test_m_opens_and_closes_the_sheet_mid_game(gid) -> None:
    app = make_app((1240, 620), speed="off")
    match = played(gid, 2, 3, lambda m: len(m.records) >= 12, kinds=["human", "ai"])
    scene = TableScene(REGISTRY[gid], match, CATALOG.table_for(gid), viewer=0, autoplay=False)
    app.mgr.reset(scene)
    frames(app, 2)
    assert scene.sheet.tab is not None and not scene.sheet.open
    key(app, pygame.K_m)
    frames(app)
    assert scene.sheet.open and scene.sheet.rect.w > 0
    key(app, pygame.K_m)
    assert not scene.sheet.open
    app.close()


def test_every_lesson_or_help_that_names_the_scores_tab_has_one() -> None:
    """The Keltis lesson ended "The scores tab (M) counts as you go" with no sheet to open."""
    for gid, plugin in REGISTRY.items():
        lesson = plugin.tutorial
        said = " ".join([lesson.farewell if lesson is not None else "", plugin.rules_text or ""])
        if "(M)" in said:
            assert CATALOG.table_for(gid).score_sheet is not None, gid


def test_a_focused_cards_preview_keeps_off_the_open_sheet() -> None:
    """Tab put a hand card's large preview up, and M's sheet lay under it: the preview hid
    names and half the breakdown (Seanchaí at 1280x720). The sheet was then drawn over the
    preview, which hid the preview instead; now the preview finds a spot off the sheet, so
    both read."""
    app = make_app((1240, 620), speed="off")
    match = played("seanchai", 3, 3, lambda m: len(m.records) >= 12 and m.to_act == 0 and m.state.stage == "act",
                   kinds=["human", "ai", "ai"])
    scene = TableScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"), viewer=0, autoplay=False)
    app.mgr.reset(scene)
    frames(app, 2)
    key(app, pygame.K_m)
    frames(app, 2)
    assert scene.sheet.open
    seen = 0
    for _ in range(12):
        key(app, pygame.K_TAB)
        frames(app, 2)
        sprite = scene.keys.focused_sprite()
        if sprite is not None:
            seen += 1
            preview = pygame.Rect(scene.keys.preview_rect(sprite, focused=True))
            assert not preview.colliderect(scene.sheet.rect), f"the preview {preview} lies on the sheet"
    assert seen >= 6
    app.close()


@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)])
def test_the_sheet_says_how_it_closes(size, monkeypatch) -> None:
    """A sheet that opened by itself at the count showed no way on; its top right says how it
    closes, inside the sheet."""
    from tabletop.ui.table import scoresheet

    drawn: list[str] = []
    real = scoresheet.text
    monkeypatch.setattr(scoresheet, "text", lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1])
    app = make_app(size, speed="off")
    match = played("seanchai", 3, 1, lambda m: m.state.stage == "scored", kinds=["human", "ai", "ai"])
    scene = TableScene(REGISTRY["seanchai"], match, CATALOG.table_for("seanchai"), viewer=0, autoplay=False)
    app.mgr.reset(scene)
    frames(app, 2)
    assert scene.sheet.open and scoresheet.CLOSES in drawn
    app.close()
