"""Keltis' row labels as they are but clearer: a plaque under each of the viewer's rows (the
row's colour as its edge, a drawn direction mark, the score), chips under opponents' rows."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.keltis.table.scene import direction_mark, score_text
from tabletop.ui.render.theme import Theme

from .test_table_layout import table

THEME = Theme("test")


def test_scores_read_with_a_true_minus_and_a_plus():
    assert [score_text(n) for n in (0, 1, 4, 9)] == ["0", "−4", "+1", "+10"]


def _ink_rows(mark: pygame.Surface) -> list[int]:
    w, h = mark.get_size()
    return [sum(1 for x in range(w) if mark.get_at((x, y)).a > 128) for y in range(h)]


def test_direction_marks_point_the_way_the_row_runs():
    up, down, open_ = (_ink_rows(direction_mark(s, 24, 14, THEME)) for s in ("up", "down", ""))
    assert 0 < up[2] < up[18] and down[5] > down[-2] > 0  # ▲ widens downward, ▼ upward
    assert 0 < open_[1] < open_[8] and 0 < open_[-2] < open_[-9]  # two tips, outward
    assert open_[11] == 0 and open_[12] == 0  # with a gap between them
    ended = direction_mark("ended", 24, 14, THEME)
    assert ended.get_width() > ended.get_height()  # the word "end"


def _rows_state():
    """A 3-player Keltis table mid-game, the viewer's rows and view."""
    app, scene = table("keltis", 3, (1280, 720), "mid")
    return app, scene, scene.layout, scene.current_view()


@pytest.fixture(scope="module")
def keltis_table():
    return _rows_state()


def test_each_of_the_viewers_rows_has_a_plaque_edged_in_its_colour(keltis_table):
    app, scene, lay, view = keltis_table
    screen = app.window.surface
    seen = 0
    for colour in "GYRPB":
        x, y, w, h = lay.labels[f"caption/row/0/{colour}"]
        edge = screen.get_at((round(x + w / 2), round(y) + 1))[:3]
        want = scene.theme.keltis_colour(colour)
        assert sum(abs(a - b) for a, b in zip(edge, want, strict=True)) < 60, colour
        count = view.zones[f"row/0/{colour}"].count
        lower = [screen.get_at((px, py))[:3] for px in range(round(x + 4), round(x + w - 4))
                 for py in range(round(y + h / 2), round(y + h - 3))]
        score = sum(1 for c in lower if c == scene.theme.highlight)
        assert (score > 0) == (count > 0), colour  # a row with cards shows its score in gold
        seen += count > 0
    assert seen  # the test looked at a row with cards


def test_opponents_rows_show_a_chip_right_under_their_cards(keltis_table):
    app, scene, lay, view = keltis_table
    screen = app.window.surface
    chips = 0
    for seat in (1, 2):
        for colour in "GYRPB":
            zid = f"row/{seat}/{colour}"
            count = view.zones[zid].count
            if not count:
                continue
            x, y, w, h = lay.zones[zid].extent(count)
            # the chip's edge is the row's colour just under the cards
            want = scene.theme.keltis_colour(colour)
            col = [screen.get_at((round(x + w / 2), round(y + h + k)))[:3] for k in range(1, 6)]
            assert any(sum(abs(a - b) for a, b in zip(c, want, strict=True)) < 60 for c in col), zid
            chips += 1
    assert chips


def test_an_opponents_ended_row_chip_holds_its_words(keltis_table):
    """"end +3" under a narrow rival row ran out of its chip at 1240x620 (the chip was cut to
    the row's width); the chip is at least as wide as its words."""
    from tabletop.games.keltis.table import scene as keltis_scene

    app, scene, lay, view = keltis_table
    zid = next(z for z in lay.zones if z.startswith("row/1/"))
    x, y, w, h = lay.labels[f"caption/{zid}"]
    surf = pygame.Surface((round(x + 4 * w), round(y + 3 * h)))
    surf.fill((0, 0, 0))
    narrow = (x + w, y, 26.0, h)  # narrower than "end +3"
    keltis_scene._their_row(surf, lay, "row/1/Y", narrow, 8, "ended", scene.theme)
    edge, ink = scene.theme.keltis_colour("Y"), scene.theme.text
    band = range(round(y + 2), round(y + h - 2))
    def columns(colour):
        return [cx for cx in range(surf.get_width())
                if any(sum(abs(a - b) for a, b in zip(surf.get_at((cx, cy))[:3], colour, strict=True)) < 40
                       for cy in band)]
    edges, words = columns(edge), columns(ink)
    assert edges and words and min(edges) < min(words) and max(words) < max(edges)
