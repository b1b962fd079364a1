"""The Keltis table in the real app loop, headless (its layout is checked by the one layout
test, ``test_table_layout``): drags, pile clicks, stone claims,
final plays and the hot-seat hand-off."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.ids import PUBLIC
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.core.views import visible_cards
from tabletop.games import REGISTRY
from tabletop.games.keltis.deck import DECK, STONE_OF
from tabletop.games.keltis.table.scene import KeltisTable
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.table import TableScene

from .helpers import click, drag, frames, grab_point, make_app, settle, sprite_of

PLUGIN = REGISTRY["keltis"]
RULES = PLUGIN.rules
NAMES = ["Aoife", "Ciara", "Dara", "Eimear"]


def ids(*codes: str) -> list[int]:
    """Distinct card ids for card codes (a code named twice gets both copies)."""
    out: list[int] = []
    for code in codes:
        out.append(next(c.id for c in DECK.cards if c.code == code and c.id not in out))
    return out


# --- the app ----------------------------------------------------------------------------------------
def _table(hand0: list[str], hand1: list[str], moves: list[str] = (), first: int = 2,
           humans: str = "HA", size=(1280, 720)):
    """A two-player table after ``moves`` (notation), seat 1 first by default."""
    app = make_app(size)
    stacked = ids(*hand0) + ids(*hand1)
    seats = tuple(Seat("human" if k == "H" else "ai", NAMES[i], "random") for i, k in enumerate(humans))
    match = Match(RULES, MatchConfig("keltis", 2, 4, {"firstPlayer": first}), seats, tuple(stacked))
    for move in moves:
        match.submit(RULES.parse_action(match.state, move))
    scene = TableScene(PLUGIN, match, CATALOG.table_for("keltis"))
    app.mgr.reset(scene)
    settle(app, scene)
    return app, scene


HAND0 = ["R5", "G5", "R7", "Y2", "W3", "B8", "P4", "GE"]
HAND1 = ["B3", "Y9", "P9", "G0", "R1", "B1", "P1", "Y1"]
FIRST_TURN = ["discard B3", "draw deck"]  # seat 1 starts: the Blue discard pile holds its 3


def _my_turn(**kw):
    app, scene = _table(HAND0, HAND1, FIRST_TURN, **kw)
    assert scene.match.to_act == 0 and scene.board.index is not None
    return app, scene


def _idle(app, scene, limit=300):
    for _ in range(limit):
        frames(app)
        if not scene.board.busy:
            return


def _column_point(scene, zone):
    zl = scene.layout.zones[zone]
    return round(zl.cx), round(zl.cy)


def test_drag_to_its_row_is_submitted():
    app, scene = _my_turn()
    (r7,) = ids("R7")
    n = len(scene.match.records)
    drag(app, grab_point(sprite_of(scene, r7)), _column_point(scene, "row/0/R"))
    assert len(scene.match.records) == n + 1
    assert scene.match.records[n].action.dst == "row/0/R"
    _idle(app, scene)
    assert sprite_of(scene, r7).zone == "row/0/R"


def test_drag_to_a_wrong_row_flies_back_and_submits_nothing():
    app, scene = _my_turn()
    (r7,) = ids("R7")
    s = sprite_of(scene, r7)
    home = (s.x, s.y)
    n = len(scene.match.records)
    drag(app, grab_point(s), _column_point(scene, "row/0/G"))
    assert len(scene.match.records) == n
    # the rules' reason, not a generic "can't go there" (issue 17 item 6)
    assert any(t.message == "That is your Green row: a Red card goes on your Red row."
               for t in scene.toasts.items)
    frames(app, 60)
    s = sprite_of(scene, r7)
    assert s.zone == "hand/0" and abs(s.x - home[0]) < 1 and abs(s.y - home[1]) < 1


def _discard_yellow(app, scene):
    """Discard the Yellow 2 by dragging it onto its pile; the draw step follows."""
    (y2,) = ids("Y2")
    pile = scene.layout.zones["discard/Y"]
    drag(app, grab_point(sprite_of(scene, y2)), (round(pile.cx), round(pile.cy)))
    assert scene.match.records[-1].action.kind == "discard"
    settle(app, scene)
    assert scene.match.state.stage == 1 and scene.board.index is not None  # DRAW


def test_click_on_a_drawable_discard_pile_draws_it():
    app, scene = _my_turn()
    _discard_yellow(app, scene)
    (b3,) = ids("B3")
    n = len(scene.match.records)
    click(app, (round(sprite_of(scene, b3).x), round(sprite_of(scene, b3).y)))
    assert len(scene.match.records) == n + 1
    act = scene.match.records[n].action
    assert act.kind == "draw" and act.src == "discard/B"
    assert b3 in scene.match.state.hands[0]


def test_a_pile_you_may_not_draw_from_is_dimmed_and_not_clickable():
    app, scene = _my_turn()
    _discard_yellow(app, scene)
    frames(app, 2)
    (y2,) = ids("Y2")
    s = sprite_of(scene, y2)  # just discarded: not drawable this turn
    assert s.zone == "discard/Y" and s.dim
    assert not sprite_of(scene, ids("B3")[0]).dim
    # and it is drawn darker than its face: compare the screen with the card art
    face = scene.painter.image(y2, (round(s.w), round(s.h)))
    x0, y0 = round(s.x - s.w / 2), round(s.y - s.h / 2)
    screen = pygame.display.get_surface()
    darker = 0
    for fx, fy in ((0.5, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.2)):
        px, py = round(s.w * fx), round(s.h * fy)
        art, shown = face.get_at((px, py)), screen.get_at((x0 + px, y0 + py))
        darker += sum(shown[:3]) < 0.75 * sum(art[:3])
    assert darker == 4
    n = len(scene.match.records)
    click(app, (round(s.x), round(s.y)))
    assert len(scene.match.records) == n
    # the draw pile is a pile to click too
    draw = scene.board.piles["draw"][-1]
    assert not draw.dim
    click(app, (round(draw.x), round(draw.y)))
    assert scene.match.records[n].action.src == "draw"


def _assert_claimed(scene, n):
    assert len(scene.match.records) == n + 1
    act = scene.match.records[n].action
    assert act.kind == "claim" and sorted(act.cards) == sorted(ids("R5", "G5"))
    assert STONE_OF[5] in scene.match.state.won[0]


def test_claim_a_stone_by_dragging_the_second_card_onto_the_first():
    app, scene = _my_turn()
    r5, g5 = ids("R5", "G5")
    n = len(scene.match.records)
    partner = sprite_of(scene, g5)
    drag(app, grab_point(sprite_of(scene, r5)), (round(partner.x), round(partner.y)))
    _assert_claimed(scene, n)


def test_claim_a_stone_by_dragging_a_card_onto_the_stone():
    app, scene = _my_turn()
    (r5,) = ids("R5")
    stone = sprite_of(scene, STONE_OF[5])
    assert stone.zone == "stones"
    n = len(scene.match.records)
    drag(app, grab_point(sprite_of(scene, r5)), (round(stone.x), round(stone.y)))
    _assert_claimed(scene, n)


def test_claim_a_stone_by_its_button():
    app, scene = _my_turn()
    labels = [b.label for b in scene.buttons]
    assert labels == ["Stone 5: Green + Red"] or labels == ["Stone 5: Red + Green"]
    n = len(scene.match.records)
    click(app, scene.buttons[0].rect.center)
    _assert_claimed(scene, n)


def test_final_plays_done_button():
    # seat 1 closes the fifth row: the game ends and seat 0 makes its final plays first
    hand0 = ["GE", "YE", "R5", "G5", "R7", "Y2", "W3", "B8"]
    hand1 = ["PE", "BE", "RE", "B3", "Y9", "P9", "G0", "R1"]
    moves = ["play PE", "draw deck", "play GE", "draw deck", "play BE", "draw deck",
             "play YE", "draw deck", "play RE"]
    app, scene = _table(hand0, hand1, moves)
    assert scene.match.state.stage == 2 and scene.match.to_act == 0  # FINAL
    assert [b.label for b in scene.buttons] == ["Done: no more final plays"]
    n = len(scene.match.records)
    click(app, scene.buttons[0].rect.center)
    assert scene.match.records[n].action.kind == "done"


def test_f1_shows_the_keltis_rules():
    app, scene = _my_turn()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    frames(app)
    top = app.mgr.top
    assert isinstance(top, RulesScene) and top.plugin.meta.game_id == "keltis"
    assert "Wishing Stones" in top.plugin.rules_text


def test_two_humans_handoff_shows_nothing_private():
    app, scene = _table(HAND0, HAND1, first=1, humans="HH")

    def handoff():
        for _ in range(600):
            frames(app)
            if isinstance(app.mgr.top, HandoffScene):
                return app.mgr.top
        raise AssertionError("no hand-off appeared")

    for _turn in range(3):
        h = handoff()
        scene.painter.faces_drawn = []
        frames(app, 20)
        assert app.mgr.top is h and scene not in app.mgr.visible()
        public = visible_cards(RULES.zones(scene.match.state), PUBLIC)
        assert set(scene.painter.faces_drawn) <= public
        assert scene.viewer == PUBLIC
        for p in (0, 1):  # only cards everyone saw taken from a discard pile show face up
            known = set(scene.match.state.known[p])
            assert {s.face for s in scene.board.piles[f"hand/{p}"]} <= known | {None}
        frames(app, 30)
        click(app, h.button.rect.center)
        settle(app, scene)
        seat = h.seat
        assert scene.viewer == seat and scene.match.to_act == seat
        assert None not in {s.face for s in scene.board.piles[f"hand/{seat}"]}
        # a turn: discard the first card onto its pile, then take the top of another pile
        card = scene.match.state.hands[seat][0]
        pile = scene.layout.zones[f"discard/{DECK[card].suit or 'W'}"]
        drag(app, grab_point(sprite_of(scene, card)), (round(pile.cx), round(pile.cy)))
        settle(app, scene)
        tops = [z for z, p in scene.board.piles.items()
                if z.startswith(("draw", "discard/")) and p and not p[-1].dim]
        target = scene.board.piles[tops[-1]][-1]
        n = len(scene.match.records)
        click(app, (round(target.x), round(target.y)))
        assert len(scene.match.records) == n + 1


def _perform(app, scene, action) -> None:
    """Make ``action`` with the mouse, by one of the gestures the index gives it."""
    idx = scene.board.index
    for zone, acts in idx.zone_clicks.items():
        if action in acts:
            top = scene.board.piles[zone][-1]
            click(app, (round(top.x), round(top.y)))
            return
    for grab, moves in idx.drags.items():
        for g, a in moves:
            if a == action and len(idx.drop(grab, g.dst)) == 1:
                s = sprite_of(scene, grab)
                gx, gy = grab_point(s)
                if isinstance(g.dst, str):
                    x, y, w, h = scene.board.drop_rect(g.dst)
                    tx, ty = x + w / 2 + gx - s.x, y + h / 2 + gy - s.y  # the card's centre lands there
                else:
                    t = sprite_of(scene, g.dst)
                    tx, ty = t.x, t.y  # the pointer onto the target card
                drag(app, (gx, gy), (round(tx), round(ty)))
                return
    for b, (_g, a) in zip(scene.buttons, idx.buttons, strict=True):
        if a == action:
            click(app, b.rect.center)
            return
    raise AssertionError(f"no gesture for {action}")


def test_a_whole_four_player_game_by_mouse_gestures():
    from tabletop.core.rng import Rng
    from tabletop.ui.scenes.results import ResultsScene

    app = make_app(speed="off")
    seats = (Seat("human", "Aoife"),) + tuple(Seat("ai", n, "random") for n in NAMES[1:])
    match = Match(RULES, MatchConfig("keltis", 4, 12), seats)
    scene = TableScene(PLUGIN, match, CATALOG.table_for("keltis"))
    app.mgr.reset(scene)
    rng = Rng.derived(12, "test gestures")
    kinds = {"play": 0, "claim": 0, "discard": 0, "draw": 0, "done": 0}
    while not match.is_over:
        settle(app, scene, 3000)
        if match.is_over:
            break
        legal = match.legal()
        plays = [a for a in legal if a.kind in ("play", "claim")]
        action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
        n = len(match.records)
        _perform(app, scene, action)
        assert len(match.records) > n and match.records[n].action == action
        kinds[action.kind] += 1
    for _ in range(300):
        frames(app)
        if scene.last_look.held():  # the finished table waits: "See the results", clicked
            click(app, scene.last_look.button.rect.center)
            frames(app, 3)
            break
    assert isinstance(app.mgr.top, ResultsScene)
    assert kinds["play"] and kinds["draw"] and sum(kinds.values()) > 10


@pytest.mark.parametrize("n", [2, 4])
def test_every_legal_action_has_a_gesture(n):
    from tabletop.core.rng import Rng
    from tabletop.ui.table.interaction import InteractionIndex, reachable

    table = KeltisTable()
    rng = Rng.derived(n, "reachable")
    match = Match(RULES, MatchConfig("keltis", n, 21))
    while not match.is_over:
        legal = match.legal()
        idx = InteractionIndex.build(legal, lambda a: RULES.describe(match.state, a), table.gesture)
        assert reachable(legal, idx)
        if match.state.stage == 1:  # DRAW: piles are clicked, never buttons
            assert not idx.buttons and set(idx.zone_clicks) == {a.src for a in legal}
        match.submit(rng.choice(legal))


@pytest.mark.parametrize("size", [(1240, 620), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_opponents_empty_rows_show_their_colours(size):
    """Seven blank places across the top told a new player nothing: an opponent's empty row
    shows its colour's symbol, as an empty discard pile does."""
    from tabletop.games.keltis.deck import COLOURS

    app, scene = _my_turn()
    app2 = make_app(size, speed="off")
    app2.mgr.reset(TableScene(PLUGIN, scene.match, CATALOG.table_for("keltis")))
    frames(app2, 5)
    table = app2.mgr.top
    surf = pygame.display.get_surface()
    rival = next(s for s in table.layout.seats if s != table.bottom)
    theme = table.hud.theme
    for colour in COLOURS:
        zid = f"row/{rival}/{colour}"
        if table.current_view().zones[zid].count:
            continue
        x, y, w, h = (round(v) for v in table.layout.zones[zid].extent(1))
        ink = pygame.Color(theme.keltis_colour(colour))
        near = sum(1 for px in range(x, x + w) for py in range(y, y + h)
                   if sum(abs(a - b) for a, b in zip(surf.get_at((px, py))[:3], ink[:3], strict=True)) < 60)
        assert near > w * h // 20, f"{zid}: {near} pixels of its colour"


def test_the_prompt_names_the_stones_while_a_pair_can_take_one():
    """The claim buttons say "Stone 5: Red + Green", which told a new player nothing of what a
    press does: while the hand holds a pair for a stone still out, the prompt says a pair takes
    a Wishing stone; without a pair, or once that stone is gone, it does not."""
    from dataclasses import replace

    table = KeltisTable()
    stacked = ids(*HAND0) + ids(*HAND1)
    match = Match(RULES, MatchConfig("keltis", 2, 4, {"firstPlayer": 2}), (), tuple(stacked))
    for move in FIRST_TURN:
        match.submit(RULES.parse_action(match.state, move))
    mine = RULES.view(match.state, 0)  # R5 and G5: the one pair, stone 5 out
    assert [a for a in match.legal() if a.kind == "claim"]
    plain = "Drag a card to a row or to its discard pile"
    assert table.prompt(mine, False) == plain + ", or take a Wishing stone with a pair"
    stones = mine.zones["stones"]
    gone = replace(stones, cards=tuple(c for c in stones.cards if c != STONE_OF[5]),
                   face_up=stones.face_up[:-1])
    assert table.prompt(replace(mine, zones={**mine.zones, "stones": gone}), False) == plain
    no_pair = replace(mine.zones["hand/0"], cards=tuple(ids("B8", "R7", "Y2", "W3", "P4", "GE", "B1", "Y9")))
    assert table.prompt(replace(mine, zones={**mine.zones, "hand/0": no_pair}), False) == plain
