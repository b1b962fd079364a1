"""The Ard Rí table driven headless with real mouse drags and clicks (issue 16): a Spring play
with a refused drop and its reason, Summer warriors (face down, marked unproven for their
owner), an Autumn draw from the Draw-Deck, a Samhain upkeep, a raid dragged onto an opponent
with the blocker assigned in the answer window behind a hand-off, combat and plunder, a
céilsine with its four gift steps and the client relation on the plate; the wealth the field
shows is the rules' wealth, and the field is grouped by suit."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.games import REGISTRY
from tabletop.games.ard_ri.cards import CODE, SUIT
from tabletop.games.ard_ri.state import ArdState
from tabletop.games.ard_ri.table.scene import ArdRiTable
from tabletop.games.ard_ri.wealth import wealth
from tabletop.persistence.examples import example_path
from tabletop.persistence.saves import LoadedSave, demo_dir, open_save
from tabletop.ui.scenes.chooser import ChooserScene
from tabletop.ui.scenes.handoff import ARM_DELAY, HandoffScene
from tabletop.ui.scenes.table import TableScene

from ..games.ard_ri.helpers import position
from .helpers import click, drag, frames, key, make_app, post

PLUGIN = REGISTRY["ard_ri"]
RULES = PLUGIN.rules
NAMES = ["Aoife", "Ciara", "Dara"]
HANDOFFS: list[str] = []  # the reasons the hand-off screens gave, in order


@pytest.fixture
def app():
    return make_app((1280, 720))


def start(app, s: ArdState, kinds: str = "HH") -> TableScene:
    seats = tuple(Seat("human" if k == "H" else "ai", NAMES[i], "random") for i, k in enumerate(kinds))
    match = Match(RULES, RULES.config(s), seats, states=[s])
    scene = TableScene(PLUGIN, match, ArdRiTable())
    app.mgr.reset(scene)
    ready(app, scene)
    return scene


def ready(app, scene: TableScene, limit: int = 600) -> None:
    """Step until a human may act at the table (passing any hand-off screen)."""
    for _ in range(limit):
        frames(app)
        if isinstance(app.mgr.top, HandoffScene):
            HANDOFFS.append(app.mgr.top.reason)
            frames(app, round(ARM_DELAY * 60) + 2)
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
            continue
        if app.mgr.top is scene and scene.board.index is not None and not scene.board.busy:
            return
        if isinstance(app.mgr.top, ChooserScene):  # the table asks which: the test answers
            return
        if scene.match.is_over and not scene.board.busy:
            return
    raise AssertionError("the table never waited for a human")


def card(s: ArdState, code: str, zone: str) -> int:
    """The id of the card ``code`` in ``zone`` of state ``s``."""
    return next(c for c in RULES.zones(s)[zone].cards if CODE[c] == code)


def at(scene: TableScene, c: int) -> tuple[int, int]:
    sp = next(sp for sp in scene.board.sprites() if sp.face == c)
    x, y, w, h = sp.rect()
    return round(x + w * 0.15), round(y + h / 2)  # the visible left part of an overlapped card


def zone_at(scene: TableScene, zone: str) -> tuple[int, int]:
    zl = scene.layout.zones[zone]
    return round(zl.cx), round(zl.cy)


def move(app, scene: TableScene, c: int, to: str | int) -> None:
    """Drag card ``c`` onto a zone (by id) or onto another card, then let the table settle."""
    drag(app, at(scene, c), zone_at(scene, to) if isinstance(to, str) else at(scene, to))
    ready(app, scene)


def press(app, scene: TableScene, label: str) -> None:
    b = next(b for b in scene.buttons if b.label.startswith(label))
    post(pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1)
    frames(app)
    post(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)
    frames(app)
    ready(app, scene)


def last_moves(scene: TableScene, k: int) -> list[str]:
    return [RULES.format_action(r.action) for r in scene.match.records[-k:]]


def test_spring_cattle_by_drag_a_refused_drop_says_why_and_the_field_shows_its_wealth(app):
    s = position(2, "spring", hands={0: ["7H", "3H", "9S", "KD", "2H"], 1: ["4C"]},
                 fields={0: ["2C", "8S", "6S", "5S", "AH"]})
    scene = start(app, s)
    assert scene.match.to_act == 0 and scene.current_view().info["stage"] == "cattle"
    seven, three, nine = (card(s, c, "hand/0") for c in ("7H", "3H", "9S"))
    move(app, scene, seven, "field/0")
    move(app, scene, three, "field/0")
    assert last_moves(scene, 2) == ["gather 7H", "gather 3H"]
    move(app, scene, nine, "field/0")  # another suit: refused, with the rule's reason
    assert len(scene.match.records) == 2
    assert scene.toasts.current is not None
    assert scene.toasts.current.message == "In Spring all the cattle you play are of one suit."
    press(app, scene, "Put them in your Cattle Field")
    field = scene.match.state.fields[0]
    assert {CODE[c] for c in field} == {"2C", "8S", "6S", "5S", "AH", "7H", "3H"}
    frames(app, 3)
    table = scene.game
    assert table.drawn_wealth[0] == wealth(field) == 8 + 6 + 7 + 3 + 2
    shown = [sp.face for sp in scene.board.piles["field/0"]]
    suits = [SUIT[c] for c in shown]
    assert suits == sorted(suits, key="SHDC".index)  # grouped by suit, in the suits' order
    # counted cards first in their group, as they count now (the Ace of Hearts no longer does)
    assert [CODE[c] for c in shown] == ["8S", "6S", "5S", "7H", "3H", "AH", "2C"]


def test_summer_warriors_lie_face_down_and_their_owner_sees_them_dimmed(app):
    s = position(2, "summer", hands={0: ["KS", "QH", "5D"], 1: ["4C"]}, fields={0: ["2C"]})
    scene = start(app, s, "HA")
    king, queen = card(s, "KS", "hand/0"), card(s, "QH", "hand/0")
    move(app, scene, king, "roundhouse/0")
    click(app, at(scene, queen))  # its one move (droppable in two places): a click makes it
    ready(app, scene)
    assert last_moves(scene, 2) == ["gather KS", "gather QH"]
    press(app, scene, "Put them face down in your Roundhouse")
    st = scene.match.state
    assert king in st.houses[0] and king not in st.proven and queen in st.houses[0]
    sp = next(sp for sp in scene.board.piles["roundhouse/0"] if sp.face == king)
    assert sp.tint  # its owner sees its face, dimmed: unproven
    assert scene.current_view().zones["roundhouse/0"].face_up == (False, False)
    assert RULES.view(st, 1).zones["roundhouse/0"].cards == (None, None)  # the other sees backs


def test_autumn_draw_by_clicking_the_draw_deck(app):
    s = position(2, "autumn", hands={0: ["5D"], 1: ["4C"]}, fields={0: ["2C"]}, draw=["9H"])
    scene = start(app, s)
    assert scene.game.prompt(scene.current_view(), False).startswith("Click the Draw-Deck")
    drag(app, zone_at(scene, "deck"), zone_at(scene, "deck"), steps=1)  # a click on the pile
    ready(app, scene)
    assert last_moves(scene, 1) == ["draw"]
    assert [CODE[c] for c in scene.match.state.hands[0]] == ["5D", "9H"]


def test_samhain_upkeep_by_dragging_cattle_to_the_discard_pile(app):
    s = position(2, "samhain", hands={0: ["5D"], 1: ["4C"]}, houses={0: ["KS"]}, proven=["KS"],
                 fields={0: ["2C", "3C", "9H"]})
    scene = start(app, s)
    assert scene.current_view().info["stage"] == "pay"
    nine = card(s, "9H", "field/0")
    move(app, scene, nine, "discard")
    press(app, scene, "Pay the upkeep with it")  # (one card chosen: "it")
    st = scene.match.state
    assert nine in st.discard and nine not in st.fields[0]
    assert {CODE[c] for c in st.fields[0]} == {"2C", "3C"}


def test_a_raid_by_drag_blocked_in_the_answer_window_then_fought_and_plundered(app):
    s = position(2, "winter", hands={0: ["5D"], 1: ["4C"]}, houses={0: ["KS", "QS"], 1: ["QH"]},
                 proven=["KS", "QS", "QH"], fields={0: ["10C", "9C"], 1: ["7S", "4H"]})
    scene = start(app, s)
    HANDOFFS.clear()
    assert scene.match.to_act == 0
    king, queen = card(s, "KS", "roundhouse/0"), card(s, "QS", "roundhouse/0")
    move(app, scene, king, "roundhouse/1")  # onto the rival: a raider aimed at them
    move(app, scene, queen, "field/1")
    assert last_moves(scene, 2) == ["gather KS up at 2", "gather QS up at 2"]
    press(app, scene, "Raid with them")
    # the defender answers behind a hand-off that names the reason
    assert scene.match.to_act == 1 and RULES.window(scene.match.state) is not None
    assert HANDOFFS == ["Ciara: answer Aoife's raid"]
    assert scene.hud.banner is not None and scene.hud.banner[0] == "Your answer, Ciara"
    assert scene.current_view().info["stage"] == "defence"
    blocker = card(s, "QH", "roundhouse/1")
    move(app, scene, blocker, queen)  # onto the attacker it blocks
    assert last_moves(scene, 1) == ["gather QH up on QS"]
    press(app, scene, "Block with it")
    st = scene.match.state
    assert set(st.otherworld) >= {queen, blocker}  # the same rank kills both
    assert st.stage == "plunder" and scene.match.to_act == 0
    four = card(st, "4H", "field/1")
    move(app, scene, king, four)  # the free raider onto the cattle it takes
    assert last_moves(scene, 1) == ["plunder KS at 2 4H"]
    assert four in scene.match.state.marches



def test_a_raider_dropped_on_the_rivals_name_plate_raids_that_rival(app):
    """A new player dragged a raider onto the rival's name plate (the README says "drag onto
    the rival") and was refused: the plate stands for the seat's places where they all mean
    one move."""
    s = position(2, "winter", hands={0: ["5D"], 1: ["4C"]}, houses={0: ["KS"], 1: ["QH"]},
                 proven=["KS", "QH"], fields={0: ["10C"], 1: ["7S"]})
    scene = start(app, s)
    king = card(s, "KS", "roundhouse/0")
    x, y, w, h = scene.layout.plates[1]
    drag(app, at(scene, king), (round(x + w / 2), round(y + h / 2)))
    ready(app, scene)
    assert last_moves(scene, 1) == ["gather KS up at 2"]

def test_ceilsine_with_four_gift_steps_makes_a_client(app):
    s = position(2, "winter", hands={0: ["5S", "6H", "7D", "8C"], 1: ["3H"]},
                 fields={0: ["10C", "9C"], 1: ["2S"]})
    scene = start(app, s)
    press(app, scene, "Offer a gift to Ciara")
    assert scene.current_view().info["stage"] == "gift"
    for code in ("5S", "6H", "7D", "8C"):
        move(app, scene, card(s, code, "hand/0"), "field/1")
    assert last_moves(scene, 4) == ["gather 5S", "gather 6H", "gather 7D", "gather 8C"]
    press(app, scene, "Give the gift")
    st = scene.match.state
    assert st.lord[1] == 0 and st.winner == 0  # one client wins a 2-player game
    said = " ".join(t.message for t in scene.toasts.items)  # the comparison: 26 against 2 + 3
    assert "gift of 26 is more than" in said, said
    assert "Aoife's client" in scene.game.seat_lines(scene.current_view(), 1)


def test_the_demo_save_opens_at_the_table(app):
    assert "ard_ri" in CATALOG and not PLUGIN.hidden  # in the picker
    folder = demo_dir()
    assert folder is not None
    loaded = open_save(example_path(folder, "ard_ri"))
    assert isinstance(loaded, LoadedSave)
    scene = TableScene(PLUGIN, loaded.match, ArdRiTable())
    app.mgr.reset(scene)
    frames(app, 3)
    view = scene.current_view()
    assert view.info["season"] == "winter"
    for seat in range(loaded.match.config.num_players):
        assert scene.game.drawn_wealth[seat] == wealth(loaded.match.state.fields[seat])


def test_with_three_players_one_celsine_button_asks_whom_by_name(app):
    s = position(3, "winter", hands={0: ["5S", "6H", "7D", "8C"], 1: ["3H"], 2: ["4D"]},
                 fields={0: ["10C", "9C"], 1: ["2S"], 2: ["3S"]})
    scene = start(app, s, "HHH")
    labels = [b.label for b in scene.buttons]
    assert labels.count("Offer a gift…") == 1 and "Pass" in labels
    press(app, scene, "Offer a gift…")
    chooser = app.mgr.top
    assert isinstance(chooser, ChooserScene)
    assert chooser.title == "To whom do you offer a gift?"
    assert [label for label, _ in chooser.options] == ["Offer a gift to Ciara",
                                                        "Offer a gift to Dara"]
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    ready(app, scene)
    assert scene.match.state.stage == "gift" and scene.match.state.target == 1


def test_a_gift_card_dragged_onto_a_rival_offers_the_gift_and_stays_there(app):
    """Issue 22, item 10: dragging cattle onto a rival only said to press "Enforce céilsine…"
    first; now the drop offers the gift and the card becomes its first part."""
    s = position(3, "winter", hands={0: ["5S", "6H", "7D", "8C"], 1: ["3H"], 2: ["4D"]},
                 fields={0: ["10C", "9C"], 1: ["2S"], 2: ["3S"]})
    scene = start(app, s, "HHH")
    move(app, scene, card(s, "6H", "hand/0"), "field/2")
    st = scene.match.state
    assert last_moves(scene, 2) == ["ceilsine 3", "gather 6H"]
    assert st.stage == "gift" and st.target == 2
    assert scene.game.prompt(scene.current_view(), False).startswith("Your gift: drag one cattle")
    for code in ("5S", "7D", "8C"):
        move(app, scene, card(s, code, "hand/0"), "field/2")
    press(app, scene, "Give the gift")
    assert scene.match.state.lord[2] == 0


def test_a_gift_that_is_not_enough_shows_the_comparison_and_may_be_withdrawn(app):
    s = position(2, "winter", hands={0: ["2S", "AH", "3D", "AC"], 1: ["9H"]},
                 fields={0: ["10C", "9C"], 1: ["8S"]})
    scene = start(app, s)
    press(app, scene, "Offer a gift to Ciara")
    for code in ("2S", "AH", "3D", "AC"):
        move(app, scene, card(s, code, "hand/0"), "field/1")
    press(app, scene, "Give the gift")
    assert scene.match.state.stage == "enforce"
    assert any(b.label == "Do not enforce: the céilsine fails" for b in scene.buttons)
    assert scene.game.prompt(scene.current_view(), False).startswith("The gift is not enough")
    assert scene.game.gift == (0, 1, 7, 17)  # 2 + 1 + 3 + 1 against 8 + 9 (her hand shown)
    assert scene.game.status_line(scene.current_view()) == "Gift 7 ≤ 17: enforce it?"
    press(app, scene, "Do not enforce")
    st = scene.match.state
    assert st.lord[1] == -1 and {CODE[c] for c in st.fields[1]} == {"8S", "2S", "AH", "3D", "AC"}
    assert scene.match.to_act == 1  # her Winter action next: the gift stays with her
    ready(app, scene)
    # settled: the next gift's enforce step never says this one's figures (a player read "Gift
    # 15 ≤ 26: enforce it?" beside "Your gift of 24 is not more than Orla's 28")
    assert scene.game.gift is None
    assert "7 ≤ 17" not in scene.game.status_line(RULES.view(st, 0))


def test_an_unproven_warrior_dropped_on_the_draw_pile_is_refused_with_the_reason(app):
    s = position(2, "winter", hands={0: ["7H"], 1: ["4C"]}, houses={0: ["KS", "QS"]}, proven=["QS"],
                 fields={0: ["9C"], 1: ["3D"]})
    scene = start(app, s)
    move(app, scene, card(s, "KS", "roundhouse/0"), "deck")  # face down: it may raid, not hunt
    assert not scene.match.records
    assert scene.toasts.current is not None
    assert scene.toasts.current.message == "Only proven (face-up) warriors may hunt."
    move(app, scene, card(s, "QS", "roundhouse/0"), "deck")  # proven: it goes hunting
    assert last_moves(scene, 1) == ["gather QS up hunt"]



def test_no_your_turn_banner_while_another_seat_answers_the_raid(app):
    """Issue 22, item 11: a step that passes the turn back and on (a raid's commit hands the
    answer to the defender) must not leave "Your turn" up while another seat answers: the
    banner follows whose turn it is once the step is over, not each TurnChanged on the way."""
    from tabletop.core.events import TurnChanged

    s = position(2, "winter", hands={0: ["5D"], 1: ["4C"]}, houses={0: ["KS", "QS"], 1: ["QH"]},
                 proven=["KS", "QS", "QH"], fields={0: ["10C", "9C"], 1: ["7S", "4H"]})
    scene = start(app, s, "HA")
    king = card(s, "KS", "roundhouse/0")
    move(app, scene, king, "roundhouse/1")
    b = next(b for b in scene.buttons if b.label.startswith("Raid with it"))
    app.ctx.ai_delay = 5.0
    b.on_click()
    frames(app, 2)
    assert scene.match.to_act == 1
    scene.hud.banner = None
    scene.reactions(TurnChanged(0))  # animated on the way, while the defender is to answer
    assert scene.hud.banner is None
    seen = []
    for _ in range(90):
        frames(app)
        if scene.match.to_act == 1:
            seen.append(scene.hud.banner[0] if scene.hud.banner else "")
    assert seen and not any(text.startswith("Your turn") for text in seen), seen


def test_raid_labels_under_overlapping_cards_are_whole_and_apart(app):
    """Issue 22, item 11: "→Ciar…" and "blo…" were cut to a card's visible sliver; now each
    label is whole, centred under its cards, and moved to another line where it would meet
    its neighbour."""
    from tabletop.games.ard_ri.table.paint import word_rows
    from tabletop.ui.render.fonts import text as render
    from tabletop.ui.render.theme import CLASSIC
    from tabletop.ui.table.layout import metrics_for

    m = metrics_for(1280, 720)
    labels = [(["at Ciara", "→Ciara"], True, 400 + 18 * i, 418 + 18 * i) if i % 2 == 0
              else (["blocks"], False, 400 + 18 * i, 418 + 18 * i) for i in range(6)]
    placed = word_rows(labels, 300, m, CLASSIC)
    assert len(placed) == len(labels)
    boxes = []
    for (choices, bold, _, _), (img, x, y) in zip(labels, placed, strict=True):
        whole = {render(w, m.font(11, 12), CLASSIC.text, bold=bold).get_width() for w in choices}
        assert img.get_width() in whole  # one of its wordings, uncut
        boxes.append(pygame.Rect(x, y, img.get_width(), img.get_height()))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b)


def test_in_summer_tab_reaches_the_action_button(app):
    """Issue 22, item 11 (reported: "in Summer, Tab never reaches the action button")."""
    s = position(2, "summer", hands={0: ["KS", "QD", "5D", "7C"], 1: ["4C", "JH"]},
                 fields={0: ["10C"], 1: ["7S"]})
    scene = start(app, s, "HA")
    move(app, scene, card(s, "KS", "hand/0"), "roundhouse/0")
    assert [b.label for b in scene.buttons] == ["Put it face down in your Roundhouse"]
    kinds = []
    for _ in range(8):
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
        frames(app)
        stop = scene.focus.current()
        kinds.append(stop.kind if stop is not None else None)
    assert "button" in kinds
    while scene.focus.current() is not None and scene.focus.current().kind != "button":
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
        frames(app)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    ready(app, scene)
    assert "commit warriors" in last_moves(scene, 3)


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_warriors_eye_badges_keep_off_the_roundhouse_title(size):
    """The closed-eye badge straddles a warrior's top edge; with five players at 1240x620 the
    badges of three unproven warriors ran into the "Roundhouse" title over them. The title
    now stands higher (its room is 26 logical px, the "Chosen" title's beside it as much)."""
    from tabletop.games.ard_ri.table.faces import _badge_px, _place

    from .test_table_layout import table

    _, scene = table("ard_ri", 5, size, "mid")
    lay = scene.layout
    title = scene.title_pills()["roundhouse/0"]  # (its pill, as drawn)
    warriors = [s for s in scene.board.piles["roundhouse/0"] if s.face is not None]
    assert warriors and any(s.tint for s in warriors)  # unproven warriors, marked for their owner
    for s in warriors:
        card = pygame.Rect(s.rect())
        badge = _place(card, _badge_px(card, lay.metrics.unit), "top")
        assert not badge.colliderect(title), f"the badge {badge} runs into the title {title}"


def test_blocking_an_enforced_gift_is_not_called_a_raid(app):
    """A player's report: while Brian's warriors came to enforce his gift, the status line said
    "Raid: block an attacker?"."""
    s = position(2, "winter", hands={0: ["2S", "3D", "4C", "5H"], 1: ["3H"]},
                 houses={0: ["QD"], 1: ["KS"]}, proven=["QD", "KS"],
                 fields={0: ["10C", "9C", "10H"], 1: ["9S", "8D", "7C"]})
    scene = start(app, s)
    match = scene.match
    for move_text in ("ceilsine 2", "gather 2S", "gather 3D", "gather 4C", "gather 5H", "commit gift",
                      "gather QD up", "commit enforce"):
        match.submit_text(move_text)
    st = match.state
    assert st.stage == "defence" and match.to_act == 1
    assert scene.game.status_line(RULES.view(st, 1)) == "Céilsine: block an enforcer?"
    assert scene.game.status_line(RULES.view(st, 0)).startswith("Céilsine: ")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1240, 620)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_chosen_raiders_target_is_whole_on_the_screen(size):
    """"→Dara (AI)" under a raider being chosen was cut in half by the window's bottom edge
    (1920×1080): the words rise into the room the raised Chosen cards leave."""
    from tabletop.games.ard_ri.table.paint import pending_words

    s = position(2, "winter", houses={0: ["KS", "QS"], 1: ["QH"]}, proven=["KS", "QS", "QH"],
                 fields={0: ["10C"], 1: ["7S"]})
    scene = start(make_app(size), s)
    scene.match.submit_text("gather KS up at 2")
    scene.match.submit_text("gather QS up at 2")
    view = scene.rules.view(scene.match.state, 0)
    scene.board.reconcile(view, scene.game.layout(scene.layout.metrics, view, 0, 2))
    drawn: list[pygame.Rect] = []

    class Surface:
        def blit(self, img, pos):
            drawn.append(pygame.Rect(pos, img.get_size()))

    pending_words(Surface(), scene.board.layout, view, ["Aoife", "Dara (AI)"], scene.theme)
    assert drawn
    for r in drawn:
        assert 0 <= r.top and r.bottom <= size[1], r


def test_the_desertion_prompt_says_why_and_how_many(app):
    """At Samhain with too little cattle the prompt read "Drag the warriors who desert to the
    Wilderness", with no word of why or how many must go (A-10: 5 cattle a warrior)."""
    s = position(2, "samhain", houses={0: ["KS", "QS", "JS"]}, proven=["KS", "QS", "JS"],
                 fields={0: ["7H"]}, draw=["2D"])
    assert s.stage == "desert"
    scene = start(app, s)
    said = scene.game.prompt(scene.current_view(), False)
    assert said == ("Your field's cattle (7) feed 1 warrior at 5 each: drag 2 of your 3 to the "
                    "Wilderness (they desert)")


@pytest.mark.parametrize(("house", "field", "said"), [
    (["KS"], ["3H"], "Your field's cattle (3) feed no warrior at 5 each: drag your warrior to the "
                     "Wilderness (it deserts)"),
    (["KS", "QS"], ["3H"], "Your field's cattle (3) feed no warrior at 5 each: drag both your "
                           "warriors to the Wilderness (they desert)"),
    (["KS", "QS", "JS"], ["3H"], "Your field's cattle (3) feed no warrior at 5 each: drag all three of "
                                 "your warriors to the Wilderness (they desert)"),
    (["KS", "QS"], ["7H"], "Your field's cattle (7) feed 1 warrior at 5 each: drag 1 of your 2 to "
                           "the Wilderness (it deserts)")])
def test_the_desertion_prompt_reads_well_for_one_or_every_warrior(app, house, field, said):
    """A lone warrior read "feed 0 warriors at 5 each: drag 1 of your 1 to the Wilderness
    (they desert)" (Samhain, three players, 1280x800)."""
    s = position(2, "samhain", houses={0: house}, proven=house, fields={0: field}, draw=["2D"])
    assert s.stage == "desert"
    scene = start(app, s)
    assert scene.game.prompt(scene.current_view(), False) == said


def test_the_autumn_prompt_offers_the_wilderness_only_when_it_holds_cards(app):
    """"Click the Draw-Deck, or choose from the Wilderness" was said of an empty Wilderness
    (the first Autumn of a game, three players, 1280x800)."""
    s = position(2, "autumn", draw=["2D", "3D"])
    assert s.stage == "draw"
    scene = start(app, s)
    assert scene.game.prompt(scene.current_view(), False) == "Click the Draw-Deck"
    s = position(2, "autumn", wilderness=["KS"], draw=["2D", "3D"])
    scene = start(app, s)
    assert scene.game.prompt(scene.current_view(), False) == "Click the Draw-Deck, or choose from the Wilderness"


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1280, 800)])
def test_the_focus_ring_takes_in_the_roundhouses_words_or_leaves_them(size):
    """The keyboard's ring round the Roundhouse's card ran its dashes through "1 unproven"
    under it (Samhain, three players, 1280x800)."""
    from tabletop.ui.table.focus import focus_extent

    app = make_app(size)
    s = position(3, "samhain", houses={0: ["KH"]}, fields={0: ["3C"]}, hands={0: ["2D", "5C", "9H"]},
                 draw=["2S", "3S"])
    scene = start(app, s, "HAA")
    words = pygame.Rect([round(v) for v in scene.layout.labels["caption/roundhouse/0"]])
    key(app, pygame.K_TAB)
    for _ in range(20):
        stop = scene.keys.focus.current()
        sprite = scene.board.sprite_for(stop.target) if stop is not None and stop.kind == "card" else None
        if sprite is not None and sprite.zone == "roundhouse/0":
            break
        key(app, pygame.K_RIGHT)
    else:
        raise AssertionError("the focus never came to the Roundhouse's card")
    ring = focus_extent(scene.keys.stop_rect(stop), scene.layout.metrics.unit)
    assert ring.contains(words) or not ring.colliderect(words), (ring, words)


def test_a_raider_aimed_at_the_viewer_reads_at_you(app, monkeypatch):
    """The lesson's raid stood over "at You", a name's capital in mid-phrase: a raider aimed at
    the seat named You reads "at you" (as the chosen cards' "at you" already did)."""
    from tabletop.games.ard_ri.table import paint
    from tabletop.ui.render.theme import CLASSIC

    from .helpers import lesson_match

    match = lesson_match("ard_ri", "gather KS on JS")  # Brian's raid on you
    view = RULES.view(match.state, 0)
    scene = TableScene(PLUGIN, match, ArdRiTable(), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    said: list[list[str]] = []
    real = paint.word_rows

    def spy(labels, *args):
        said.extend(choices for choices, *_ in labels)
        return real(labels, *args)

    monkeypatch.setattr(paint, "word_rows", spy)
    paint.marches_words(pygame.Surface((1280, 720)), scene.layout, view, ["You", "Brian", "Orla"], CLASSIC)
    assert ["at you", "→you"] in said, said


def test_the_unproven_warriors_eye_leaves_the_roundhouses_name_clear(app):
    """The closed eye straddled the card's top edge, so on the Roundhouse it lay on the
    place's name just above ("Roundhouse" in the lesson at 1880x980): it sits inside the card."""
    from tabletop.games.ard_ri.table.paint import warrior_marks

    from .helpers import lesson_match

    match = lesson_match("ard_ri", "gather KS on JS")
    scene = TableScene(PLUGIN, match, ArdRiTable(), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    lay = scene.layout
    house = [s for s in scene.board.sprites() if s.zone == "roundhouse/0"]
    assert any(s.tint for s in house), "no unproven warrior to mark"
    marks = pygame.Surface(app.mgr.size, pygame.SRCALPHA)
    warrior_marks(marks, lay, scene.board.sprites())
    pill = scene.title_pills()["roundhouse/0"]
    top = min(round(s.rect()[1]) for s in house)  # (the card's own frame may meet the pill's edge)
    inked = [(x, y) for x in range(pill.left, pill.right) for y in range(pill.top, min(pill.bottom, top))
             if marks.get_at((x, y)).a > 0]
    assert not inked, f"the warriors' marks lie on the Roundhouse's name at {inked[:3]}"


def test_a_blocker_names_the_raider_it_blocks(app, monkeypatch):
    """Under the Marches a blocker read "blocks", not which of the raiders (several raiders,
    several blockers, all face up): it names the one it stands against."""
    from tabletop.core.decks import with_symbol
    from tabletop.core.rng import Rng
    from tabletop.core.rules import MatchConfig
    from tabletop.games.ard_ri.table import paint
    from tabletop.ui.render.theme import CLASSIC

    match = Match(RULES, MatchConfig("ard_ri", 4, 1, {"rounds": 6}))
    rng = Rng.derived(1, "b")
    while not RULES.view(match.state, 0).info.get("blocks"):
        match.submit(rng.choice(match.legal()))
    view = RULES.view(match.state, 0)
    (_, d), (_, a) = view.info["blocks"][0]
    raider = view.zones["marches"].cards[a]
    scene = TableScene(PLUGIN, match, ArdRiTable(), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    said: list[list[str]] = []
    real = paint.word_rows
    monkeypatch.setattr(paint, "word_rows", lambda labels, *a: (said.extend(c for c, *_ in labels), real(labels, *a))[1])
    paint.marches_words(pygame.Surface((1280, 720)), scene.layout, view, list(scene.names), CLASSIC)
    assert [f"blocks {with_symbol(CODE[raider])}", "blocks"] in said, said
