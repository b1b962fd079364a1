"""A lesson's panel keeps off the table's places where the room allows, empty ones too: in
Keltis at 1240x620 every Draw step's panel lay over Niamh's empty colour rows (it kept only
off cards), so a new player could not see her rows."""

from __future__ import annotations

import pygame
import pytest

from .gestures import lesson_steps
from .helpers import lesson_table


@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_keltis_lesson_panel_leaves_niamhs_rows_in_sight(tmp_path, size):
    app, scene = lesson_table(tmp_path, "keltis", size)
    covered, seen = [], 0
    for play in lesson_steps(app, scene):
        panel = scene.tutor.panel
        if panel.w:
            seen += 1
            rows = {z: pygame.Rect(*map(round, scene.board.extent(z))) for z in scene.layout.zones
                    if z.startswith("row/1/")}
            covered += [(play.index + 1, z) for z, r in rows.items() if r.colliderect(panel)]
    assert seen >= 10 and scene.match.tutorial == "free"
    assert not covered, f"the panel lay over Niamh's rows at (step, row): {covered}"
    app.close()


@pytest.mark.parametrize("size", [(1240, 620), (1880, 980)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["seanchai", "treasure"])
def test_the_last_step_panel_lies_beside_the_score_sheet_clear_of_every_card(tmp_path, game, size):
    """The last step opens the score sheet in the middle. Seanchaí's panel took the top-right
    corner over the Removed pile and its name (a wide, low panel below the sheet fits clear);
    Treasure's six lines found no room and lay over the draw pile or the learner's cards (its
    words now say what the sheet does not, and the match's end is the farewell's)."""
    app, scene = lesson_table(tmp_path, game, size)
    last = None
    for play in lesson_steps(app, scene):
        if play.index + 1 == play.length:
            last = scene.tutor.panel.copy()
            cards = [pygame.Rect(*map(round, r)) for r in scene.board.card_extents()]
            names = [pygame.Rect(*map(round, r)) for r in scene.layout.labels.values()]
            sheet_open = scene.sheet.open
            break
    assert last is not None and last.w and sheet_open
    assert not [r for r in cards if r.colliderect(last)], "the panel covers a card"
    assert not [r for r in names if r.colliderect(last)], "the panel covers a place's name"
    assert not last.colliderect(scene.sheet.rect), "the panel covers the score sheet"
    app.close()
