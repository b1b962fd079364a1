"""Treasure on the table (issue 15), driven headless like a player: draw by clicking the draw
pile, gather a set by clicks and table it by dragging the selection onto the next group's
place, the type buttons offering only valid types, a Warrior declared as another colour from
the chooser, adding to a group by a drag, a refused drop with the rules' reason, a discard;
the god effect's badge on the group that causes it; and the end-of-hand sheet's numbers equal
to the rules' own scoring."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.ids import ALL
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.treasure import gods as gd
from tabletop.games.treasure.deck import CODE
from tabletop.games.treasure.table.badges import declared
from tabletop.games.treasure.table.score import badges, groups_of, seat_sheet
from tabletop.games.treasure.table.sheet import detail_lines
from tabletop.ui.scenes.chooser import ChooserScene
from tabletop.ui.scenes.table import TableScene

from .helpers import click, drag, frames, grab_point, key, make_app, post, settle, sprite_of

PLUGIN = REGISTRY["treasure"]
RULES = PLUGIN.rules
#: the human's nine cards: a set of Princesses with the Thief (then Warriors may change
#: colour), the Warrior of Leaves to be declared a Warrior of Winds, Winds 6–9, a Flame King
HAND = ("4F", "4S", "Thief", "5L", "6W", "7W", "8W", "9W", "2F")
DRAWN = "3F"  # the draw pile's top card


def card(code: str) -> int:
    return CODE.index(code)  # one deck: each code once


def stacked_table(app) -> tuple[TableScene, int]:
    """Two players; the seat that starts is the human, dealt ``HAND``; the draw pile's top
    card is ``DRAWN``."""
    cfg = MatchConfig("treasure", 2, 11, {})
    first = RULES.new_game(cfg).turn
    other = [c for c in range(54) if CODE[c] not in (*HAND, DRAWN)]
    hands = {first: [card(c) for c in HAND], 1 - first: other[:9]}
    order = hands[0] + hands[1] + [other[9], card(DRAWN)] + other[10:]
    seats = tuple(Seat("human", "Aoife") if q == first else Seat("ai", "Ciara", "random")
                  for q in range(2))
    match = Match(RULES, cfg, seats, tuple(order))
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"))
    app.mgr.reset(scene)
    settle(app, scene)
    return scene, first


def hand_click(app, scene: TableScene, code: str) -> None:
    click(app, grab_point(sprite_of(scene, card(code))))
    settle(app, scene)


def labels(scene: TableScene) -> list[str]:
    return [b.label for b in scene.buttons]


def last(scene: TableScene):
    return scene.match.records[-1].action


@pytest.fixture
def app():
    a = make_app((1280, 720))
    yield a
    a.close()


def test_a_turn_at_the_table(app) -> None:
    scene, me = stacked_table(app)
    assert scene.viewer == me and scene.current_view().phase == "draw"

    # draw: a click on the draw pile
    stock = scene.board.piles["stock"][-1]
    click(app, (round(stock.x), round(stock.y)))
    settle(app, scene)
    assert last(scene).kind == "draw" and card(DRAWN) in scene.current_view().zones[f"hand/{me}"].cards

    # gather the Princesses and the Thief by clicks: only "a set" is offered
    for code in ("4F", "4S", "Thief"):
        hand_click(app, scene, code)
        assert last(scene).kind == "gather" and last(scene).cards == (card(code),)
    assert labels(scene) == ["Table them as a set"]

    # drag the selection onto the next group's place: it becomes group 0
    slot = scene.layout.zones[f"group/{me}/0"]
    lead = scene.board.piles[f"pending/{me}"][-1]
    drag(app, (round(lead.x), round(lead.y - lead.lift)), (round(slot.cx), round(slot.cy)))
    settle(app, scene)
    assert last(scene).kind == "commit" and last(scene).choice == "set"
    assert f"group/{me}/0" in scene.current_view().zones and f"group/{me}/1" in scene.layout.zones
    # the Thief in a set: its effect is on the table, and the badge under the group says it
    view = scene.current_view()
    groups = groups_of(view)
    assert gd.flags(groups.values()) & gd.WARRIORS_CHANGE
    assert [b.text for b in badges(groups, gd.flags(groups.values()))[f"group/{me}/0"]] == \
        ["Warriors change colour"]

    # a changing card: the click asks which identity, in the chooser
    hand_click(app, scene, "5L")
    chooser = app.mgr.top
    assert isinstance(chooser, ChooserScene)
    words = [w for w, _ in chooser.options]
    assert "Pick the Warrior of Leaves for a new group" in words
    pick = words.index("Pick the Warrior of Leaves as the Warrior of Winds for a new group")
    # one card, five identities: the cells say only what differs
    assert chooser.cell_labels[pick] == "As the Warrior of Winds"
    assert len(set(chooser.cell_labels)) == len(words)
    chooser.grid.focus = pick
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert last(scene).kind == "gather" and last(scene).choice == 5  # Winds (suit 0), rank 5
    for code in ("6W", "7W", "8W"):
        hand_click(app, scene, code)
    # four Winds 5–8: a run or a colour, never a set
    assert labels(scene) == ["Table them as a run", "Table them as a colour"]
    click(app, scene.buttons[0].rect.center)
    settle(app, scene)
    assert last(scene).kind == "commit" and last(scene).choice == "run"
    assert scene.current_view().info["groups"][f"group/{me}/1"]["as"] == ["5W", "6W", "7W", "8W"]
    assert declared(groups_of(scene.current_view())[f"group/{me}/1"]) == ["5 of Leaves as Winds"]  # its badge

    # add the Fool of Winds by dragging it onto the run
    zl = scene.layout.zones[f"group/{me}/1"]
    drag(app, grab_point(sprite_of(scene, card("9W"))), (round(zl.cx), round(zl.cy)))
    settle(app, scene)
    assert last(scene).kind == "add" and last(scene).dst == f"group/{me}/1"

    # a refused drop: the King of Flames on the run says why
    n = len(scene.match.records)
    zl = scene.layout.zones[f"group/{me}/1"]
    drag(app, grab_point(sprite_of(scene, card("2F"))), (round(zl.cx), round(zl.cy)))
    frames(app, 3)
    assert len(scene.match.records) == n
    assert "A run grows only at its ends: rank 4." in [t.message for t in scene.toasts.items]

    # a discard: the King of Flames onto the discard pile
    pile = scene.layout.zones["discard"]
    drag(app, grab_point(sprite_of(scene, card("2F"))), (round(pile.cx), round(pile.cy)))
    frames(app, 2)
    assert scene.match.records[n].action.kind == "discard"
    assert scene.match.records[n].action.cards == (card("2F"),)


def test_the_top_discard_is_taken_by_a_click_and_the_whole_pile_by_its_button(app) -> None:
    scene, me = stacked_table(app)
    top = scene.current_view().zones["discard"].cards[-1]
    assert any(b.startswith("Take the ") for b in labels(scene))
    s = sprite_of(scene, top)
    click(app, (round(s.x), round(s.y)))
    settle(app, scene)
    assert last(scene).kind == "take" and top in scene.current_view().zones[f"hand/{me}"].cards


def scored_states(seed: int, n: int) -> list:
    """Every state at which a hand lies scored, in a seeded random match."""
    cfg = MatchConfig("treasure", n, seed, {})
    s = RULES.new_game(cfg)
    rng = Rng.derived(seed, "sheet-test")
    out = []
    while s.stage != "over":
        s = RULES.apply(s, rng.choice(RULES.legal_actions(s))).state
        if s.stage in ("scored", "over"):
            out.append(s)
            if len(out) >= 4:
                break
    return out

def scored_table(app, first: str = "Aoife") -> tuple[TableScene, Match]:
    """Two humans at a table where a hand has just been scored (its sheet opened by itself)."""
    s = scored_states(3, 2)[0]
    cfg = MatchConfig("treasure", 2, 3, {})
    match = Match(RULES, cfg, (Seat("human", first), Seat("human", "Ciara")), states=[s])
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return scene, match



@pytest.mark.parametrize("n,seed", [(2, 3), (3, 5), (5, 2)])
def test_the_sheet_adds_up_to_the_rules_scoring(n, seed) -> None:
    names = [f"P{q}" for q in range(n)]
    for s in scored_states(seed, n):
        view = RULES.view(s, 0)
        assert view.info["last"] == [list(r) for r in RULES.hand_result(s)]
        for q in range(n):
            sheet = seat_sheet(view, q, names)
            assert (sheet.table, sheet.hand) == tuple(RULES.hand_result(s)[q])
            assert sum(g.value for g in sheet.groups) == sheet.table
            lines = detail_lines(view, q, names)
            total = sheet.table + sheet.hand
            assert lines[-1].endswith(f"= {total:+d}".replace("-", "−"))


def test_the_sheet_names_each_multiplier_and_its_cause() -> None:
    """A stacked table: Aoife's run with the Lady in a set doubling runs (T7)."""
    cfg = MatchConfig("treasure", 2, 4, {})
    s = RULES.new_game(cfg)
    lady_set = ("set", (card("1W"), card("1F"), card("Lady")), (11, 21, 51), (0, 0, 0))
    run = ("run", (card("3F"), card("4F"), card("5F"), card("6F")), (13, 14, 15, 16), (0, 0, 0, 1))
    s = s._replace(groups=((lady_set, run), ()), hands=((card("9S"),), ()), stage="scored",
                   flags=gd.flags((lady_set, run)))
    view = RULES.view(s, ALL)
    sheet = seat_sheet(view, 0, ["Aoife", "Ciara"])
    assert [(g.title, g.value) for g in sheet.groups] == [("Set of 1s", 12), ("Run 3–6", 24)]
    # the base and the multiplier ("3 × 8" read as an 8 from nowhere)
    assert sheet.groups[0].working == "3 × 4 = 12"
    assert sheet.groups[1].working == "3 × 4 = 12, ×2 = 24"
    assert sheet.groups[1].why == ("runs ×2: Lady in a set, played by Aoife",)
    assert sheet.hand == -9 and (sheet.table, sheet.hand) == tuple(RULES.hand_result(s)[0])
    theirs = seat_sheet(view, 1, ["Aoife", "Ciara"])
    assert [(g.title, g.value) for g in theirs.groups] == [("Aoife's run 3–6", 8)]


def test_the_sheet_opens_by_itself_when_a_hand_is_scored(app) -> None:
    scene, match = scored_table(app)
    assert scene.sheet.open and scene.sheet.sheet().details
    click(app, (scene.sheet.rect.centerx, scene.sheet.rect.bottom - 4))  # away: stays away
    frames(app, 2)
    assert not scene.sheet.open


def test_a_card_that_cannot_join_the_gathered_cards_says_why(app) -> None:
    scene, me = stacked_table(app)
    stock = scene.board.piles["stock"][-1]
    click(app, (round(stock.x), round(stock.y)))
    settle(app, scene)
    hand_click(app, scene, "4F")
    hand_click(app, scene, "4S")  # two Princesses: only a set of them can come of it
    n = len(scene.match.records)
    hand_click(app, scene, "9W")
    assert len(scene.match.records) == n
    assert ("The Fool of Winds cannot join the cards you are gathering in a set, run or colour "
            "(with what is left in your hand).") in [t.message for t in scene.toasts.items]


def test_hot_seat_shows_no_hand_to_the_wrong_player(app) -> None:
    """Two humans: while the hand-off is up nothing private is drawn, and after it only what
    the next player may see (their own hand, the table, cards everyone saw taken)."""
    from tabletop.core.ids import PUBLIC
    from tabletop.core.views import visible_cards
    from tabletop.ui.scenes.handoff import HandoffScene

    cfg = MatchConfig("treasure", 2, 11, {})
    match = Match(RULES, cfg, (Seat("human", "Aoife"), Seat("human", "Ciara")))
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"))
    app.mgr.reset(scene)
    for _turn in range(3):
        for _ in range(900):  # a hand-off before each turn
            frames(app)
            if isinstance(app.mgr.top, HandoffScene):
                break
        handoff = app.mgr.top
        assert isinstance(handoff, HandoffScene)
        scene.painter.faces_drawn = []
        frames(app, 30)
        assert set(scene.painter.faces_drawn) <= visible_cards(RULES.zones(match.state), PUBLIC)
        click(app, handoff.button.rect.center)
        settle(app, scene)
        p = match.to_act
        assert scene.viewer == p
        scene.painter.faces_drawn = []
        frames(app, 3)
        assert set(scene.painter.faces_drawn) <= visible_cards(RULES.zones(match.state), p)
        stock = scene.board.piles["stock"][-1]  # draw, then discard the first card
        click(app, (round(stock.x), round(stock.y)))
        settle(app, scene)
        c = next(a.cards[0] for a in match.legal() if a.kind == "discard")
        pile = scene.layout.zones["discard"]
        drag(app, grab_point(sprite_of(scene, c)), (round(pile.cx), round(pile.cy)))
        assert match.records[-1].action.kind == "discard"


def test_another_players_run_takes_a_card_while_the_lady_is_in_a_run(app) -> None:
    """The Lady in Aoife's run opens every run: Ciara's run glows as a destination of
    Aoife's Worker of Stones and takes it by a drag; the Lady's group carries the badge."""
    cfg = MatchConfig("treasure", 2, 4, {})
    s = RULES.new_game(cfg)
    mine = ("run", (card("Lady"), card("2W"), card("3W"), card("4W")), (51, 2, 3, 4), (0,) * 4)
    theirs = ("run", (card("3F"), card("4F"), card("5F"), card("6F")), (13, 14, 15, 16), (1,) * 4)
    used = {*mine[1], *theirs[1]}
    rest = [c for c in range(54) if c not in used and c != card("7S")]
    s = s._replace(groups=((mine,), (theirs,)), hands=((card("7S"), *rest[:3]), tuple(rest[3:9])),
                   stock=tuple(rest[9:30]), discard=(rest[30],), turn=0, stage="meld",
                   flags=gd.flags((mine, theirs)))
    match = Match(RULES, cfg, (Seat("human", "Aoife"), Seat("ai", "Ciara", "random")), states=[s])
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"))
    app.mgr.reset(scene)
    settle(app, scene)
    assert [b.text for b in badges(groups_of(scene.current_view()), s.flags)["group/0/0"]] == \
        ["runs open to all"]
    assert "group/1/0" in scene.board.index.destinations(card("7S"))
    zl = scene.layout.zones["group/1/0"]
    drag(app, grab_point(sprite_of(scene, card("7S"))), (round(zl.cx), round(zl.cy)))
    assert match.records[-1].action.kind == "add" and match.records[-1].action.dst == "group/1/0"


def test_the_whole_discard_pile_is_taken_by_dragging_a_card_under_the_top(app) -> None:
    scene, me = stacked_table(app)
    s = scene.match.state
    extra = s.stock[-3:]  # three more cards under the top discard
    s = s._replace(stock=s.stock[:-3], discard=extra + s.discard)
    scene.match.states[-1] = s
    scene.set_viewer(me)
    scene._build_index()
    assert "Take the whole discard pile (4 cards)" in labels(scene)
    hand = scene.layout.zones[f"hand/{me}"]
    under = sprite_of(scene, extra[0])
    drag(app, (round(under.x - under.w * 0.3), round(under.y)), (round(hand.cx), round(hand.cy)))
    settle(app, scene)
    assert last(scene).kind == "take_all"
    assert set(extra) <= set(scene.current_view().zones[f"hand/{me}"].cards)


def test_a_run_added_to_at_its_low_end_reads_in_order() -> None:
    table = CATALOG.table_for("treasure")
    # the Fool of Stones was declared a Princess of Stones (Thief in a run) and added last
    table._groups = {"group/0/0": {"type": "run", "as": ["5W", "6W", "7W", "8W", "4S"], "owners": [0] * 5}}
    cards = tuple(card(c) for c in ("5W", "6W", "7W", "8W", "9S"))
    assert table.arrange("group/0/0", cards) == [4, 0, 1, 2, 3]
    assert table.arrange("hand/0", cards) is None


def test_the_open_sheet_leaves_the_deal_button_in_reach(app) -> None:
    s = scored_states(3, 2)[0]
    cfg = MatchConfig("treasure", 2, 3, {})
    dealer = s.turn  # the player to deal the next hand is the one to act
    seats = tuple(Seat("human", n) for n in ("Aoife", "Ciara"))
    match = Match(RULES, cfg, seats, states=[s])
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"), autoplay=False, viewer=dealer)
    app.mgr.reset(scene)
    scene._build_index()
    frames(app, 2)
    assert scene.sheet.open and scene.buttons
    assert not any(scene.sheet.rect.colliderect(b.rect) for b in scene.buttons)


def test_a_click_on_a_card_that_can_only_be_discarded_does_not_discard_it(app) -> None:
    cfg = MatchConfig("treasure", 2, 4, {})
    s = RULES.new_game(cfg)
    lone = (card("2F"), card("9S"), card("5V"))  # no set, run or colour can come of these
    rest = [c for c in range(54) if c not in lone]
    s = s._replace(hands=(lone, tuple(rest[:9])), stock=tuple(rest[9:40]), discard=(rest[40],),
                   turn=0, stage="meld")
    match = Match(RULES, cfg, (Seat("human", "Aoife"), Seat("ai", "Ciara", "random")), states=[s])
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"))
    app.mgr.reset(scene)
    settle(app, scene)
    assert {a.kind for a in match.legal()} == {"discard"}
    click(app, grab_point(sprite_of(scene, card("2F"))))
    frames(app, 3)
    assert not match.records  # nothing thrown away by a click
    # and the click is told why it picked nothing (it said "Drag the card to a highlighted
    # place", with nothing highlighted and no reason)
    said = scene.toasts.current
    assert said is not None and said.message == ("The King of Flames cannot become part of a set, "
                                                 "run or colour with the cards you have (and the ones you are gathering).")
    assert scene.keys.focus.held == card("2F")  # picked up: a click on the pile would discard it
    pile = scene.layout.zones["discard"]
    drag(app, grab_point(sprite_of(scene, card("2F"))), (round(pile.cx), round(pile.cy)))
    assert match.records and match.records[0].action.kind == "discard"


def test_the_scored_hand_stays_on_the_sheet_while_the_next_is_dealt(app) -> None:
    """A computer may deal at once: the sheet that opened keeps the hand just scored until the
    player puts it away."""
    scene, match = scored_table(app)
    held = scene.sheet.sheet()
    assert scene.sheet.open and held.details
    scene.control.submit(next(a for a in match.legal() if a.kind == "deal"))  # as a computer does
    for _ in range(600):  # the new hand dealt out
        frames(app)
        if not scene.board.busy:
            break
    assert match.state.stage == "draw" and not scene.sheet._live().details
    assert scene.sheet.open and scene.sheet.sheet() is held
    key(app, pygame.K_m)  # put away: the live sheet from now on
    assert not scene.sheet.open and scene.sheet.sheet() is not held


def test_a_declared_card_shows_its_declared_index_over_its_own(app, monkeypatch) -> None:
    """The painter's overlay is laid over the Warrior of Leaves declared a Warrior of Winds,
    where it lies in its run."""
    from tabletop.games.treasure.table import scene as treasure_scene

    drawn: list[tuple[str, tuple]] = []
    monkeypatch.setattr(treasure_scene, "overlay_declared",
                        lambda surf, rect, code, theme: drawn.append((code, tuple(rect))))
    scene, me = stacked_table(app)
    stock = scene.board.piles["stock"][-1]
    click(app, (round(stock.x), round(stock.y)))
    settle(app, scene)
    for code in ("4F", "4S", "Thief"):
        hand_click(app, scene, code)
    click(app, scene.buttons[0].rect.center)  # the set: Warriors may change colour
    settle(app, scene)
    hand_click(app, scene, "5L")
    chooser = app.mgr.top
    chooser.grid.focus = chooser.cell_labels.index("As the Warrior of Winds")
    key(app, pygame.K_RETURN)
    settle(app, scene)
    for code in ("6W", "7W", "8W"):
        hand_click(app, scene, code)
    click(app, scene.buttons[0].rect.center)  # as a run
    settle(app, scene)
    drawn.clear()
    frames(app, 2)
    sprite = sprite_of(scene, card("5L"))
    assert sprite.zone == f"group/{me}/1"
    assert ("5W", sprite.rect()) in drawn and {code for code, _ in drawn} == {"5W"}


def test_esc_puts_the_sheet_away_and_no_computer_deals_under_it(app) -> None:
    """Issue 22, item 7: Esc opened the pause menu over the sheet and only M closed it; a
    computer dealt the next hand behind it, so the finished table was never seen."""
    from tabletop.ui.scenes.pause import PauseScene

    s = scored_states(3, 2)[0]
    cfg = MatchConfig("treasure", 2, 3, {})
    dealer = s.turn
    seats = [Seat("human", "Aoife"), Seat("human", "Ciara")]
    seats[dealer] = Seat("ai", "Ciara (AI)", "random")
    viewer = 1 - dealer
    match = Match(RULES, cfg, tuple(seats), states=[s])
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"), viewer=viewer)
    app.mgr.reset(scene)
    app.ctx.ai_delay = 0.0
    frames(app, 120)  # two seconds: time enough for a computer to deal
    assert scene.sheet.open and scene.sheet.holding
    assert not match.records and match.state.stage == "scored"  # the finished hand is there
    key(app, pygame.K_ESCAPE)
    assert not scene.sheet.open and not isinstance(app.mgr.top, PauseScene)
    for _ in range(600):  # now the computer deals
        frames(app)
        if match.records:
            break
    assert match.records and match.records[0].action.kind == "deal"


@pytest.mark.parametrize(("players", "size"), [(5, (1280, 720)), (8, (1920, 1080)),
                                               (6, (2560, 1440))])
def test_every_badge_is_readable_in_full(players, size) -> None:
    """Issue 22, item 8: badges under groups were cut ("wind ×2 · hands sc…", "5S as 5W · 7V
    as 5…"); now they wrap onto up to six lines, inside the window, clear of every plate and
    every card (at 2560×1440 the badge under the viewer's groups ran into those cards), a
    side seat's too (it reached its next row of groups: 5 players, seed 5, before
    ``badgefit`` placed such a badge again)."""
    from tabletop.ai.bots import RandomBot, bot_rng
    from tabletop.games.treasure.table.badges import badge_boxes

    app = make_app(size, speed="off")
    seen = 0
    for seed in range(1, 7):
        match = Match(RULES, MatchConfig("treasure", players, seed, {}))
        bot = RandomBot()
        for step in range(260):
            if match.is_over:
                break
            match.submit(bot.choose(RULES, match.state, bot_rng(seed, match.to_act, step)))
            if step % 20:
                continue
            scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
            app.mgr.reset(scene)
            frames(app, 1)
            lay = scene.layout
            boxes = badge_boxes(lay, scene.current_view())
            for (za, a, _, _), (zb, b, _, _) in itertools.combinations(boxes, 2):
                assert not a.colliderect(b), (za, zb)
            for zid, box, lines, _ in boxes:
                seen += 1
                assert not any(line.endswith("…") for line in lines), (zid, lines)
                assert pygame.Rect(0, 0, *size).contains(box), (zid, box)
                for seat, plate in lay.plates.items():
                    assert not box.colliderect(pygame.Rect(*map(round, plate))), (zid, seat)
                for other, zl in lay.zones.items():  # nor any card on the table
                    n = len(scene.board.piles.get(other, []))
                    if n:
                        x, y, w, h = zl.extent(n)
                        cards = pygame.Rect(round(x) + 1, round(y) + 1, round(w) - 2, round(h) - 2)
                        assert not box.colliderect(cards), (zid, other, box, cards, seed, step)
    assert seen >= 20  # badges were there to be checked
    app.close()


@pytest.mark.parametrize(("players", "size"), [(8, (1240, 620)), (7, (1280, 720))])
def test_every_badge_keeps_the_tables_margin(players, size) -> None:
    """Eight players at 1240x620 (seed 1, move 40): Oisín's "cancels the Friend", under his
    groups at the right, lay 3 px from the window's edge, beyond his plate's. Every badge
    keeps the table's margin (``kit.MARGIN``) inside the window."""
    from tabletop.ai.bots import RandomBot, bot_rng
    from tabletop.games.treasure.table.badges import badge_boxes
    from tabletop.ui.table.kit import MARGIN

    app = make_app(size, speed="off")
    seen = 0
    for seed in range(1, 4):
        match = Match(RULES, MatchConfig("treasure", players, seed, {}))
        bot = RandomBot()
        for step in range(161):
            if match.is_over:
                break
            match.submit(bot.choose(RULES, match.state, bot_rng(seed, match.to_act, step)))
            if step % 20:
                continue
            scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
            app.mgr.reset(scene)
            frames(app, 1)
            m = scene.layout.metrics
            inner = pygame.Rect(0, 0, *size).inflate(-2 * math.floor(MARGIN * m.unit), -2 * math.floor(MARGIN * m.unit))
            for zid, box, _, _ in badge_boxes(scene.layout, scene.current_view()):
                seen += 1
                assert inner.contains(box), f"{zid}'s badge {box} is nearer the edge than {MARGIN * m.unit:.0f} px " \
                    f"(seed {seed}, move {step + 1})"
    assert seen >= 10
    app.close()


def test_the_sheet_heading_is_never_cut(app) -> None:
    """Issue 22, item 8: "…for ano…" on the heading over a seat's details at 1280×720."""
    from tabletop.ui.render.fonts import text as render
    from tabletop.ui.table.scoresheet import detail_heading

    scene, _ = scored_table(app, "Gráinne Mhaol")
    assert scene.sheet.open
    m = scene.layout.metrics
    room = scene.sheet.rect.w - 2 * m.px(16)
    lines = detail_heading("Gráinne Mhaol", m.font(17, 14), room)
    assert lines and not any(line.endswith("…") for line in lines)
    assert all(render(line, m.font(17, 14), (0, 0, 0), bold=True).get_width() <= scene.sheet.rect.w
               for line in lines)


def test_either_copy_of_a_card_held_twice_plays_alike():
    """Two decks (five players): the rules list one move per code, the lowest id, so with the
    6 of Flames gathered, a click on the second Seductress was refused ("cannot join the
    cards you are gathering") while the first was taken (a helper met it playing). Either
    copy now plays alike, and the one clicked is the one that moves."""
    from ..games.treasure.helpers import table as laid_out

    s = laid_out(5, hands={0: ["6F", "6L", "6W", "Seductress", "Seductress", "1S", "9V"]})
    seats = (Seat("human", "Aoife"), *(Seat("ai", n, "random") for n in ("Ciara", "Dara", "Eimear", "Fionn")))
    match = Match(RULES, MatchConfig("treasure", 5, 1, {}), seats, states=[s])
    app = make_app((1280, 720), speed="off")
    scene = TableScene(PLUGIN, match, CATALOG.table_for("treasure"))
    app.mgr.reset(scene)
    settle(app, scene)
    assert scene.submit(RULES.parse_action(match.state, "gather 6F"))
    settle(app, scene)
    copies = [sp for sp in scene.board.piles["hand/0"] if sp.face is not None and scene.deck.code(sp.face) == "Seductress"]
    named = {a.cards[0] for a in match.legal() if a.kind == "gather"}
    spare = [sp for sp in copies if sp.face not in named]
    assert len(copies) == 2 and len(spare) == 1, "no copy left unnamed: the test proves nothing"
    n = len(match.records)
    click(app, grab_point(spare[0]))
    settle(app, scene)
    assert len(match.records) == n + 1
    taken = match.records[-1].action
    assert taken.kind == "gather" and scene.deck.code(taken.cards[0]) == "Seductress"
    assert spare[0].zone.startswith("pending/"), spare[0]  # the copy clicked is the one that went


def test_a_hand_clicked_card_by_card_stays_put_under_the_pointer(app) -> None:
    """Gathering a set by clicks: each card taken closed the hand up and centred it again, so
    the card beside it slid under the pointer and the next click took the wrong one. The hand
    now keeps its cards where they lay while the pointer stays over it, and closes up once the
    pointer leaves."""
    scene, me = stacked_table(app)
    stock = scene.board.piles["stock"][-1]
    click(app, (round(stock.x), round(stock.y)))
    settle(app, scene)
    hand = f"hand/{me}"
    before = {s.face: (s.x, s.y) for s in scene.board.piles[hand]}
    point = grab_point(sprite_of(scene, card("4F")))
    click(app, point)
    settle(app, scene)
    assert last(scene).kind == "gather" and last(scene).cards == (card("4F"),)
    left = scene.board.piles[hand]
    assert left and all((s.x, s.y) == before[s.face] for s in left)  # nothing slid
    zl = scene.layout.zones[hand]
    assert any(abs(s.x - zl.slot(i, len(left))[0]) > 1 for i, s in enumerate(left))  # (would have)
    # the next card where it was: clicked where it lies, it is the one taken, and the hand
    # keeps the shape of the first click (a new shape at each click slid the cards after the
    # second one: a player's report)
    hand_click(app, scene, "4S")
    assert last(scene).cards == (card("4S"),)
    hand_click(app, scene, "Thief")
    assert last(scene).cards == (card("Thief"),)
    left = scene.board.piles[hand]
    assert all((s.x, s.y) == before[s.face] for s in left)
    post(pygame.MOUSEMOTION, pos=(app.window.surface.get_width() // 2, 5), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 40)
    left = scene.board.piles[hand]
    assert all(abs(s.x - zl.slot(i, len(left))[0]) < 0.5 for i, s in enumerate(left))  # closed up


@pytest.mark.parametrize("players", [3, 6, 7])
def test_a_badge_with_no_room_under_its_group_moves_off_the_cards(players) -> None:
    """The smallest window (960×540), the end of a hand as the layout test plays it: a badge
    stacked under its neighbour's lay on the next row of groups (3 players) or on a side
    seat's plate (7), and the viewer's five-line badge rose over the viewer's groups (6). Such
    a badge is placed again on its line where there is room, its words wrapped to it
    (``badgefit``): clear of every card, plate and other badge, its words whole where the
    room holds them (here at 3 and 6 players)."""
    from tabletop.games.treasure.table.badges import badge_boxes
    from tabletop.ui.table.layout import inflate, overlap

    from .test_table_layout import drawn, table

    app, scene = table("treasure", players, (960, 540), "end")
    rects = drawn(scene)
    marks = {k: r for k, r in rects.items() if k.startswith("mark/")}
    assert len(marks) >= 3
    for name, r in marks.items():
        for other, o in rects.items():
            if other != name and other.startswith(("zone/", "plate/", "mark/")):
                assert not overlap(inflate(r, -0.5, -0.5), o), f"{name} {r} lies on {other} {o}"
    if players != 7:
        boxes = badge_boxes(scene.layout, scene.current_view())
        assert not any(line.endswith("…") for _, _, lines, _ in boxes for line in lines)
    app.close()


def test_the_players_own_deal_puts_the_sheet_that_opened_by_itself_away(app) -> None:
    """A player pressed "Deal the next hand" under the sheet that opened by itself: the new hand
    was dealt under it and the computers waited, the table looking frozen, until M."""
    scene, match = scored_table(app)
    assert scene.sheet.open and scene.sheet.holding
    assert scene.submit(next(a for a in match.legal() if a.kind == "deal"))
    assert not scene.sheet.open and not scene.sheet.holding


def test_a_declared_cards_badge_says_it_in_words() -> None:
    """A badge named a changed card in notation a newcomer cannot read ("7S as 6S", V being
    Waves); it says the suit in full and only what changed."""
    from tabletop.games.treasure.deck import S, V, W, ident
    from tabletop.games.treasure.table.badges import declared_words

    assert declared_words(ident(S, 7), ident(S, 6)) == "7 of Stones as 6"
    assert declared_words(ident(V, 5), ident(W, 5)) == "5 of Waves as Winds"
    assert declared_words(ident(V, 5), ident(W, 3)) == "5 of Waves as 3 of Winds"


def test_with_every_card_gathered_the_prompt_asks_for_no_more():
    """The lesson's "Press “Table them as a colour”" step stood under "Click more cards, then
    table them …" with the hand already empty."""
    from tabletop.games.treasure.table.scene import TreasureTable

    from .helpers import lesson_match

    match = lesson_match("treasure", "commit colour")
    rules = match.rules
    view = rules.view(match.state, 0)
    assert view.phase == "gather" and not view.zones["hand/0"].cards
    table = TreasureTable()
    assert table.prompt(view, False) == "Table them as a set, run or colour"
    match.rewind(len(match.records) - 1)  # the last card not yet gathered
    view = rules.view(match.state, 0)
    assert view.zones["hand/0"].cards and table.prompt(view, False).startswith("Click more cards")


def test_gathering_cards_that_make_no_group_yet_says_what_each_kind_takes():
    """Three Winds 2-3-4 gathered showed no button and said "Click more cards, then table them
    as a set, run or colour": nothing said why they could not be tabled. Until a group is
    complete the prompt gives the sizes, as the gods set them now (the Builder lowers them)."""
    import dataclasses

    from tabletop.ai.bots import RandomBot, bot_rng
    from tabletop.catalog import CATALOG
    from tabletop.core.match import Match, Seat
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY

    rules = REGISTRY["treasure"].rules
    game = CATALOG.table_for("treasure")
    seen = 0
    for seed in range(1, 40):
        seats = tuple(Seat("ai", f"P{i}", "random") for i in range(3))
        match = Match(rules, MatchConfig("treasure", 3, seed, {}), seats)
        while not match.is_over and len(match.records) < 200:
            p = match.to_act
            view = rules.view(match.state, p)
            kinds = {a.kind for a in match.legal()}
            if view.phase == "gather" and "commit" not in kinds and view.zones[f"hand/{p}"].cards:
                said = game.prompt(view, False)
                sets, runs, colours = view.info["mins"]
                assert said == (f"Click more cards: a set takes {sets} of a rank, a run {runs} in a "
                                f"row, a colour {colours} of a suit"), said
                lowered = dataclasses.replace(view, info={**view.info, "mins": [2, 3, 3]})
                assert "a set takes 2 of a rank, a run 3 in a row, a colour 3" in game.prompt(lowered, False)
                assert game.prompt(view, True) == "Click more cards, then table them as a set, run or colour"
                seen += 1
            match.submit(RandomBot().choose(rules, match.state, bot_rng(seed, p, len(match.records))))
        if seen >= 5:
            break
    assert seen >= 5
