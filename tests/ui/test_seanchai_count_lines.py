"""Seanchaí at the count: each point field's line ("Cards +25 · Scéalta +0 · Out +0 · In hand
−10 = +15") is whole and readable, on the screen, and lies on no other words, plate or card.

At four and five players, in teams and without, at 1240×620, 1280×800 and 1920×1080 the
rivals' lines ran into each other ("= +15Cards +5 · …") or over the cards under them. The
boxes are found in what ``draw_felt`` paints (its connected patches), not asked of the code
that places them, so the test reads the table as drawn."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.seanchai.table.countlines import whose, wordings
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.layout import inside, overlap

from .helpers import frames, make_app
from .test_table_layout import drawn

NAMES = ["You", "Ciara (AI)", "Dara (AI)", "Eimear (AI)", "Fionn (AI)"]
SIZES = [(1240, 620), (1280, 800), (1920, 1080), (2560, 1440)]
#: messages over the table for a moment (the layout test's own long toast, banner, pop-ups)
PASSING = ("toast", "banner", "pop/")


def count_table(players: int, size, teams: bool, nth: int, seed: int = 1):
    """A table at the ``nth`` count of a seeded match, seen by "You", the sheet put away."""
    app = make_app(size, speed="off")
    plugin = REGISTRY["seanchai"]
    seats = tuple(Seat("human" if i == 0 else "ai", NAMES[i], "random") for i in range(players))
    match = Match(plugin.rules, MatchConfig("seanchai", players, seed, {"teams": teams}), seats)
    rng, seen = Rng.derived(seed, "count"), 0
    while seen < nth and not match.is_over:
        match.submit(rng.choice(match.legal()))
        seen += plugin.rules.phase(match.state) in ("scored", "over")
    scene = TableScene(plugin, match, CATALOG.table_for("seanchai"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    scene.sheet.open = False  # (the sheet opens by itself at the count; the player puts it away)
    frames(app, 2)
    return app, scene


def painted(scene) -> list[pygame.Rect]:
    """The boxes ``draw_felt`` paints on a clear surface: one patch of ink per line."""
    lay = scene.layout
    surf = pygame.Surface((lay.metrics.w, lay.metrics.h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    scene.game.draw_felt(surf, lay, scene.board.view or scene.current_view(), scene.hud.theme)
    return pygame.mask.from_surface(surf, 1).get_bounding_rects()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,teams", [(4, False), (5, False), (4, True)],
                         ids=["4", "5", "4-teams"])
@pytest.mark.parametrize("nth", [1, 2])
def test_count_lines_are_whole_and_clear(size, players, teams, nth):
    app, scene = count_table(players, size, teams, nth)
    view = scene.board.view or scene.current_view()
    assert view.phase in ("scored", "over")
    sides = 2 if teams else players
    boxes = painted(scene)
    assert len(boxes) == sides, f"{len(boxes)} patches for {sides} lines: lines run into each other"
    others = {k: r for k, r in drawn(scene).items() if not k.startswith(PASSING) and not k.startswith("mark/")}
    for box in boxes:
        assert inside(tuple(box), (0, 0, *size)), f"the line at {box} is cut off"
        hit = [k for k, r in others.items() if overlap(tuple(box.inflate(-1, -1)), r)]
        assert not hit, f"the count line at {box} lies on {hit}"
    for line in scene.game.count_lines(scene.layout, view):
        assert not any(w.endswith("…") for w in line.lines), line  # every word of it shown
        assert line.lines[-1].rpartition(" = ")[2], line  # the total


def test_whose_line_reads_for_any_name():
    class View:
        def __init__(self, teams):
            self.info = {"teams": teams}

    assert whose(View([]), 0, NAMES) == "You"
    assert whose(View([]), 2, NAMES) == "Dara (AI)"
    assert whose(View([0, 1, 0, 1]), 0, NAMES) == "You and Dara (AI)"
    assert whose(View([0, 1, 0, 1]), 1, NAMES) == "Ciara (AI) and Eimear (AI)"
    assert whose(View([0, 1, 0, 1]), 0, ["Aoife", "Ciara", "Dara", "You"]) == "Aoife and Dara"
    assert whose(View([0, 1, 0, 1]), 1, ["Aoife", "Ciara", "Dara", "You"]) == "You and Ciara"
    assert wordings([25, 0, 0, -10], "You")[0] == ["You: Cards +25", "Scéalta +0", "Out +0",
                                                    "In hand −10 = +15"]
    assert wordings([25, 0, 0, -10])[1] == ["Cards +25", "In hand −10 = +15"]
    assert wordings([0, 0, 0, 0])[1] == ["Cards +0 = +0"]


def by_field(box: pygame.Rect, cards: pygame.Rect, most: float) -> bool:
    """Whether ``box`` lies beside ``cards`` (sharing a stretch of height) or above or under
    them (sharing one of width), at most ``most`` away."""
    across = box.y < cards.bottom and cards.y < box.bottom
    down = box.x < cards.right and cards.x < box.right
    apart = max(0, box.x - cards.right, cards.x - box.right) + max(0, box.y - cards.bottom, cards.y - box.bottom)
    return (across or down) and apart <= most


@pytest.mark.parametrize("size", SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,teams", [(4, False), (5, False), (4, True)], ids=["4", "5", "4-teams"])
def test_the_viewers_line_lies_by_their_field(size, players, teams):
    """Five players at 1280x800, seed 3, the second count: the viewer's line ("Cards +0 ·
    Scéalta +0 · Out +0 · In hand −5 = −5") lay under the tableau, 98 px from their point
    field's cards and right of them, not saying whose it was: it was "near" its field by the
    field's title, whose box runs the width of the seat's block (52 lines so over the counts
    of six seeds, 4 and 5 players, teams or not, 1240x620 to 1920x1080). A line lies by its
    field's cards as drawn (beside, above or under them, within half a card), else begins
    with whose it is; and the viewer's has room by their field: at the count the field holds
    all it will hold till the deal, so its fullest is what it holds (its ten declared cards
    rose over the room above it; 41 of those lines began "You: …", away from the field)."""
    for seed in range(1, 7):
        for nth in (1, 2, 3):
            app, scene = count_table(players, size, teams, nth, seed)
            view = scene.board.view or scene.current_view()
            lay = scene.layout
            for line in scene.game.count_lines(lay, view):
                zid = f"field/{line.side}"
                zl = lay.zones[zid]
                n = len(scene.board.piles.get(zid, []))
                cards = pygame.Rect([round(v) for v in zl.extent(max(1, n))])
                near = by_field(line.box, cards, zl.card[1] / 2)
                assert near or line.lines[0].startswith(whose(view, line.side, NAMES) + ":"), \
                    f"seed {seed}, count {nth}: the line {line.lines} at {line.box} lies away from its " \
                    f"field's cards at {cards}, not saying whose it is"
                if lay.owners.get(zid) == scene.bottom:
                    assert near, f"seed {seed}, count {nth}: the viewer's line {line.lines} at {line.box} " \
                        f"lies away from their field's cards at {cards}"
