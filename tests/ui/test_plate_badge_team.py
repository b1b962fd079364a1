"""A plate's turn badge never hides its lines: Seanchaí with four players in teams at
1240×620, "To play" or "Thinking…" beside "Ciara (AI)" went down to the score line and took the
place of "· Team 2". The team stays on the line whatever the badge says, and the badge lies
over neither line's words (the rects ``draw_plates`` draws them in), in every game."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.seating import DEFAULT_NAMES
from tabletop.ui.table.teams import team_line

from .helpers import frames, make_app

SIZES = [(1240, 620), (1280, 800), (1920, 1080)]
STATUSES = ("To play", "Thinking…", "Your turn", "Your answer", "Winner")
CASES = [("seanchai", 4, {"teams": True}), ("seanchai", 4, {})] + [
    (gid, n, {}) for gid in sorted(REGISTRY) if gid in CATALOG
    for n in sorted({REGISTRY[gid].meta.min_players, REGISTRY[gid].meta.max_players})]


def _table(gid: str, n: int, options: dict, size):
    plugin = REGISTRY[gid]
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i] + ("" if i == 0 else " (AI)"), "random")
                  for i in range(n))
    match = Match(plugin.rules, MatchConfig(gid, n, 1, options), seats)
    rng = Rng.derived(1, "plate-badge")
    while len(match.records) < 6 * n and not match.is_over:
        match.submit(rng.choice(match.legal()))
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for(gid), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n,options", CASES, ids=lambda c: str(c))
def test_a_plate_badge_covers_no_line_and_hides_no_team(gid, n, options, size):
    app, scene = _table(gid, n, options, size)
    lay, hud = scene.layout, scene.hud
    view = scene.current_view()
    if options.get("teams"):
        assert hud.teams, "the teams are on the plates"
    for seat, (x, y, w, h) in lay.plates.items():
        r = pygame.Rect(round(x), round(y), round(w), round(h))
        tx = hud.plate_text_x(lay, r, seat)
        lines = hud.plate_lines(view, seat)
        team = team_line(hud.teams, seat)
        for status in STATUSES:
            name, line, badge, name_px, line_px = hud.plate_words(lay, view, seat, lines, status, r, tx)
            said = f"{gid}, {n} players {options}, {size}: plate {seat} ({name!r}) with {status!r}"
            if team:
                assert team in line.split(" · "), f"{said}: the line {line!r} hides the team"
                assert badge is not None, f"{said}: no badge"
            if badge is None:
                continue
            assert r.contains(badge), f"{said}: the badge {badge} leaves the plate {r}"
            name_r, line_r = hud.plate_rects(lay, r, tx, name, line, name_px, line_px)
            assert not badge.colliderect(name_r), f"{said}: the badge {badge} covers the name {name_r}"
            assert not badge.colliderect(line_r), f"{said}: the badge {badge} covers {line!r} {line_r}"
            word = hud.badge_word(lay, status, badge)
            assert word in (status, "…", "▶", "★")
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_name_keeps_itself_whole_rather_than_its_you_mark(size):
    """Hyrule at 1240×620: the viewer's plate read "Saoirse N Bhriai (y…" once the turn had
    passed on. Where the name and "(you)" do not fit, the name stays whole and the mark goes;
    where they fit, the mark stays."""
    app, scene = _table("hyrule", 3, {}, size)
    lay, hud = scene.layout, scene.hud
    view = scene.current_view()
    x, y, w, h = lay.plates[0]
    r = pygame.Rect(round(x), round(y), round(w), round(h))
    tx = hud.plate_text_x(lay, r, 0)
    lines = hud.plate_lines(view, 0)
    for long_name in ("Saoirse N Bhriai", "Gráinne Ó Dálaig"):
        hud.names[0] = long_name
        for status in ("", "To play", "Thinking…"):
            name = hud.plate_words(lay, view, 0, lines, status, r, tx)[0]
            assert name in (long_name, f"{long_name} (you)"), (size, status, name)
    hud.names[0] = "Aoife"
    assert hud.plate_words(lay, view, 0, lines, "", r, tx)[0] == "Aoife (you)"


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_the_largest_text_every_plate_still_names_its_team(size):
    # at 150 % text on a small window "Score 25 · Team 1" was wider than the plate's line, and
    # the line dropped the team on every plate: nothing on the table said who played with whom
    from tabletop.ui.render.fonts import set_scale

    set_scale(1.5)
    app, scene = _table("seanchai", 4, {"teams": True}, size)
    lay, hud, view = scene.layout, scene.hud, scene.current_view()
    for seat, (x, y, w, h) in lay.plates.items():
        r = pygame.Rect(round(x), round(y), round(w), round(h))
        lines = hud.plate_lines(view, seat)
        _, line, _, _, _ = hud.plate_words(lay, view, seat, lines, "", r, hud.plate_text_x(lay, r, seat))
        assert lines[1] == f"Team {seat % 2 + 1}" and line == " · ".join(lines[:2]), (seat, line)
    app.close()


def test_the_dealers_plate_keeps_dealer_beside_a_long_score():
    # Treasure play-test, three players at 1920x1080: in the second hand "Score −52 · Dealer"
    # was a little wider than the plate's line, and "Dealer" was left off: no plate said who
    # dealt. The line now gets a little smaller to keep it.
    from tabletop.ai.bots import RandomBot, bot_rng

    plugin = REGISTRY["treasure"]
    match = Match(plugin.rules, MatchConfig("treasure", 3, 7, {}),
                  (Seat("human", "Aoife"), Seat("ai", "Ciara (AI)"), Seat("ai", "Dara (AI)")))
    while match.state.hand_no < 1 or match.to_act != 0:
        p = match.to_act
        match.submit(RandomBot().choose(plugin.rules, match.state, bot_rng(7, p, len(match.records))))
    app = make_app((1920, 1080), speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    lay, hud, view = scene.layout, scene.hud, scene.current_view()
    dealer = view.info["dealer"]
    x, y, w, h = lay.plates[dealer]
    r = pygame.Rect(round(x), round(y), round(w), round(h))
    lines = hud.plate_lines(view, dealer)
    assert lines[-1] == "Dealer" and len(lines[0]) >= len("Score −52")  # (a long score)
    _, line, _, _, _ = hud.plate_words(lay, view, dealer, lines, "", r, hud.plate_text_x(lay, r, dealer))
    assert line.endswith(" · Dealer"), line
    app.close()
