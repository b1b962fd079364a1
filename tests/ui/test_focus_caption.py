"""The words under the keyboard's card preview never hide an action button (and the number
key on it) or the card they name: under the preview, else above it, else slid beside what it
would cover."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.games import REGISTRY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.keyplay import clear_spot

from .helpers import frames, key, make_app
from .test_table_layout import play

SCREEN = pygame.Rect(0, 0, 1280, 720)
CARD = pygame.Rect(600, 300, 100, 150)
BOX = pygame.Rect(0, 0, 160, 40)


def walk(app, panels: list[pygame.Rect], steps: int):
    """Press → ``steps`` times; after each step, the captions it drew."""
    for _ in range(steps):
        panels.clear()
        key(app, pygame.K_RIGHT)
        frames(app, 1)
        yield list(panels)


def focused_previews(app, scene, steps: int):
    """Walk the focus right ``steps`` times; each card it is on, with its preview's rect."""
    for _ in range(steps):
        focused = scene.keys.focused_sprite()
        if focused is not None:
            yield focused, pygame.Rect(scene.keys.preview_rect(focused, True))
        key(app, pygame.K_RIGHT)
        frames(app, 1)


def badge_centre(keys, dests: list, i: int) -> tuple[int, int]:
    """Where the table puts the number badge of the held card's ``i``-th place (a corner of
    its outline: ``target_badge_rects``)."""
    from tabletop.ui.table.focus import target_badge_rects

    places = [keys.stop_rect(t) for t in dests]
    return target_badge_rects(places, keys.bar.layout.metrics.unit, None, keys.badge_keep_off())[i].center


def crossed(table: pygame.Surface, centre: tuple[int, int], label: str, px: int, colour) -> tuple[int, int]:
    """Pixels of the number badge centred on ``centre`` that something drawn after it changed
    (the table's badge against the badge drawn again on top of it, within its round ends),
    and how many were looked at."""
    from tabletop.ui.table.focus import badge, badge_rect

    spot = badge_rect(centre, label, px, table.get_rect())
    again = table.copy()
    badge(again, centre, label, px, colour)
    inside = pygame.Rect(0, 0, spot.w - round(0.4 * spot.h), round(0.6 * spot.h))
    inside.center = spot.center
    points = [(x, y) for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom)]
    changed = sum(max(abs(a - b) for a, b in zip(table.get_at(p)[:3], again.get_at(p)[:3], strict=True)) > 60
                  for p in points)
    return changed, len(points)


def test_the_caption_goes_under_the_card_when_nothing_is_there():
    spot = clear_spot(BOX, CARD, [pygame.Rect(0, 0, 50, 50)], SCREEN, 4)
    assert spot.midtop == (CARD.centerx, CARD.bottom + 4)


def test_a_button_under_the_card_sends_the_caption_above_it():
    button = pygame.Rect(560, 455, 200, 40)
    spot = clear_spot(BOX, CARD, [button], SCREEN, 4)
    assert spot.midbottom == (CARD.centerx, CARD.top - 4)


def test_buttons_above_and_under_slide_the_caption_beside_them():
    under, above = pygame.Rect(560, 455, 200, 40), pygame.Rect(560, 255, 200, 40)
    spot = clear_spot(BOX, CARD, [under, above], SCREEN, 4)
    assert spot.collidelist([under, above]) < 0 and SCREEN.contains(spot)
    assert spot.right == under.left - 4 and spot.top == CARD.bottom + 4


def test_at_the_bottom_edge_the_caption_goes_above_the_card():
    low = pygame.Rect(600, 600, 100, 110)
    spot = clear_spot(BOX, low, [], SCREEN, 4)
    assert spot.bottom == low.top - 4


@pytest.mark.parametrize(("game", "players", "size", "moves", "with_buttons"), [
    ("ard_ri", 2, (1280, 720), 19, True), ("ard_ri", 2, (1920, 1080), 29, False),
    ("treasure", 2, (1920, 1080), 9, True)])
def test_a_caption_leaves_the_buttons_and_the_card_readable(panels, game, players, size, moves,
                                                            with_buttons):
    """Ard Rí's Winter buttons (Pass, Hunt, Offer a gift) sit just over the hand: the
    keyboard's caption of a hand card used to land on them. Where the preview has no room
    beside the hand it stands just above the card, and its caption went over the card."""
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY[game], play(game, players, 1, moves), CATALOG.table_for(game),
                       autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    key(app, pygame.K_TAB)
    buttons = [pygame.Rect(b.rect) for b in scene.buttons]
    assert bool(buttons) == with_buttons  # (Ard Rí's Winter choices are up)
    seen = 0
    for drawn in walk(app, panels, 8):
        focused = scene.keys.focused_sprite()
        for box in drawn:
            seen += 1
            assert box.collidelist(buttons) < 0, f"caption {box} covers a button"
            assert focused is not None and not box.colliderect(pygame.Rect(focused.rect()))
    assert seen >= 4  # the captions were drawn


def test_a_name_plate_above_sends_the_caption_elsewhere_clear_of_the_card():
    """Under the preview is the focused card, above it a rival's name plate: the caption goes
    where it hides neither (slid beside the card it would cover, here)."""
    focused = pygame.Rect(610, 455, 80, 100)
    plate = pygame.Rect(560, 250, 200, 50)
    spot = clear_spot(BOX, CARD, [focused], SCREEN, 4, [plate])
    assert spot.collidelist([focused, plate, CARD]) < 0 and SCREEN.contains(spot)


def test_words_never_push_the_caption_onto_a_button():
    """Where every spot clear of the buttons hides some words, the words give way."""
    button = pygame.Rect(560, 455, 200, 40)
    words = [pygame.Rect(0, 0, 1280, 298), pygame.Rect(0, 300, 598, 420), pygame.Rect(702, 300, 578, 420)]
    spot = clear_spot(BOX, CARD, [button], SCREEN, 4, words)
    assert not spot.colliderect(button)
    assert spot.midbottom == (CARD.centerx, CARD.top - 4)  # above, as without the words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_caption_of_the_discard_pile_leaves_the_name_plates_readable(panels, size):
    """Treasure, four players: on the discard pile the preview stands over the pile, so the
    caption went above it, onto the rival's name plate at the top of the screen."""
    from .test_table_layout import my_turn

    app, scene = my_turn("treasure", 4, size)
    key(app, pygame.K_TAB)
    plates = [pygame.Rect(r) for r in scene.layout.plates.values()]
    on_pile = 0
    for drawn in walk(app, panels, 10):
        focused = scene.keys.focused_sprite()
        on_pile += focused is not None and focused.zone == "discard" and bool(drawn)
        for box in drawn:
            assert box.collidelist(plates) < 0, f"caption {box} covers a name plate"
    assert on_pile  # the focus did reach the discard pile


@pytest.mark.parametrize(("game", "players", "size"), [
    ("seanchai", 2, (1280, 720)), ("keltis", 3, (1280, 720)), ("ard_ri", 3, (1280, 720)),
    ("seanchai", 3, (1920, 1080)), ("seanchai", 2, (1920, 1080))])
def test_the_caption_of_a_held_card_leaves_the_focused_place_and_the_prompt_readable(panels, game, players,
                                                                                    size):
    """Holding a card, the focus walks its destinations: the caption sat on the focus ring's
    arrow over Seanchaí's point field, and on Keltis' prompt beside the hand."""
    from .test_table_layout import my_turn

    app, scene = my_turn(game, players, size)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # hold the first card
    assert scene.keys.focus.held is not None
    seen = 0
    for drawn in walk(app, panels, 4):
        ring = scene.keys._ring()
        places = [pygame.Rect(r) for r in scene.keys._held_marks()]  # with their number badges
        for box in drawn:
            seen += 1
            assert ring is not None and not box.colliderect(ring), f"caption {box} covers the focus ring {ring}"
            assert box.collidelist(places) < 0, f"caption {box} covers a place to put the card or its key"
            if scene.prompt_box is not None:
                assert not box.colliderect(scene.prompt_box), f"caption {box} covers the prompt"
    assert seen >= 4


def test_the_ring_on_a_card_just_under_its_piles_name_takes_the_name_in():
    """The ring's arrow and its badge ("Hard", "Hint") sat on the pile's name above the card
    (Seanchaí's "Flipped"); the ring now goes round the name too, as it does on a place."""
    from tabletop.ui.table.keyplay import Stop
    from tabletop.ui.table.layout import inside

    from .test_table_layout import my_turn

    app, scene = my_turn("treasure", 4, (1280, 720))
    top = scene.board.piles["discard"][-1]
    title = scene.title_pills()["discard"]
    ring = scene.keys.stop_rect(Stop("card", top.face))
    assert inside(title, ring) and inside(top.rect(), ring)
    hand_card = scene.board.piles[f"hand/{scene.bottom}"][0]
    assert scene.keys.stop_rect(Stop("card", hand_card.face)) == hand_card.rect()  # no name over it


def test_the_preview_of_a_held_card_leaves_its_destinations_ring_in_sight(monkeypatch):
    """Seanchaí: the large preview of the held card stood over the point field, hiding the
    ring and its number key, the place the keyboard was on."""
    from tabletop.ui.table.layout import overlap

    from .test_table_layout import my_turn

    app, scene = my_turn("seanchai", 2, (1280, 720))
    shown: list[tuple] = []
    real = scene.keys.preview_rect  # (its places are kept: the hud is not asked every frame)

    def spy(*args, **kwargs):
        r = real(*args, **kwargs)
        shown.append(r)
        return r

    monkeypatch.setattr(scene.keys, "preview_rect", spy)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # hold the first card
    seen = 0
    for _ in walk(app, [], 3):
        ring = scene.keys._ring()
        assert ring is not None and shown
        seen += 1
        assert not overlap(shown[-1], tuple(ring)), f"the preview {shown[-1]} hides the ring {ring}"
        shown.clear()
    assert seen == 3


@pytest.mark.parametrize("gid,n", [("treasure", 2), ("keltis", 2), ("seanchai", 2)])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_cards_preview_covers_a_button_on_show(gid, n, size):
    """After a first step of the turn (Undo on show): the preview of a hand card stood over
    Undo and Redo (Treasure), and a wishing stone's over the side tabs (Keltis). Each card's preview, hovered or focused,
    now keeps off every button on show."""
    from tabletop.ui.table.layout import overlap

    from .test_table_layout import my_turn

    app, scene = my_turn(gid, n, size)
    scene.submit(scene.match.legal()[0])
    frames(app, 60)
    assert scene.keeping.visible(), "no Undo on show to keep off"
    buttons = [tuple(b) for b in scene.shown_buttons()]
    assert len(buttons) >= 4  # the side tabs at least
    if scene.sheet.tab is not None:  # Treasure's "Scores M" (a caption sat on it at 1920x1080)
        assert tuple(scene.sheet.tab.rect) in buttons
    faces = [s for s in scene.board.sprites() if s.face is not None]
    assert len(faces) >= 5
    for s in faces:
        for focused in (False, True):
            r = scene.keys.preview_rect(s, focused)
            assert not any(overlap(r, b) for b in buttons), f"{s.zone}: the preview {r} covers a button"


@pytest.mark.parametrize("gid,n", [("ard_ri", 3), ("treasure", 4), ("seanchai", 2)])
def test_a_held_cards_preview_keeps_off_its_places_even_where_it_must_shrink(gid, n):
    """At 1280x720 there is no room for the full-size preview beside Ard Rí's or Treasure's
    hand, and the smallest one used to go straight above the card whatever it covered: the
    Cattle Field's outline and its "1", Treasure's discard pile. It now slides along until it
    covers none of the held card's places (and as little else as it can)."""
    from tabletop.ui.table.layout import overlap

    from .test_table_layout import my_turn

    checked = 0
    for first in range(6):
        app, scene = my_turn(gid, n, (1280, 720))
        key(app, pygame.K_TAB)
        for _ in range(first):
            key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
        frames(app, 2)
        if scene.keys.focus.held is None:
            continue  # a card played by a click, never held (Treasure's first gather)
        for _ in range(3):
            s = scene.keys.focused_sprite()
            marks = scene.keys._held_marks()
            r = scene.keys.preview_rect(s, True)
            assert not any(overlap(r, m) for m in marks), f"the preview {r} covers a place of the held card"
            assert not any(overlap(r, tuple(b)) for b in scene.shown_buttons())
            checked += 1
            key(app, pygame.K_RIGHT)
            frames(app, 2)
    assert checked >= 6


def test_a_caption_slid_off_a_label_stays_by_its_card():
    """Ard Rí at 1240x620, the first hand card focused: its preview stood left of the hand,
    and the labels over it ("Cattle Field · wealth 2", "Chosen") slid the caption 230 px to
    the left, where it read as the caption of something else. A slide now stops within half
    a card of the preview; beyond that the caption goes beside it, or over a label."""
    preview = pygame.Rect(448, 403, 151, 211)
    focused = [pygame.Rect(497, 481, 89, 124), pygame.Rect(492, 464, 102, 149)]  # (the card, held)
    labels = [pygame.Rect(222, 395, 267, 15)]  # the Cattle Field's title room
    spot = clear_spot(pygame.Rect(0, 0, 150, 42), preview, focused, pygame.Rect(0, 0, 1240, 620), 4, labels)
    assert spot.right > preview.left - preview.w // 2 and spot.left < preview.right + preview.w // 2, spot


@pytest.mark.parametrize("game,players,ends", [("keltis", 3, (0, -1)), ("treasure", 3, (0, -1)),
                                               ("ard_ri", 3, (0,))])
def test_a_hand_cards_preview_stands_by_that_card(game, players, ends):
    """Keltis at 1240x620, the first of eight hand cards focused: its preview stood right of
    the hand's declared place, over the last cards, 550 px from the card it showed. The
    preview now tries first the side of the hand nearer the card, and stands by it (within a
    preview's width and a half). (Ard Rí's last card still has its preview at the hand's left:
    the hand reaches the right edge, and above it stand the prompt and the buttons.)"""
    from .test_table_layout import my_turn

    app, scene = my_turn(game, players, (1240, 620))
    hand = [s for s in scene.board.piles[f"hand/{scene.bottom}"] if s.face is not None]
    assert len(hand) >= 5
    for s in (hand[i] for i in ends):
        x, y, w, h = s.rect()
        px, py, pw, ph = scene.keys.preview_rect(s, True)
        assert abs((px + pw / 2) - (x + w / 2)) <= 1.5 * pw, (game, s.rect(), (px, py, pw, ph))


def test_a_place_named_with_its_article_is_not_given_a_second_one():
    """Ard Rí's caption read "Jack of Spades in the The Marches": a place whose title has its
    article already keeps it, with a small "the" inside the sentence."""
    from tabletop.core.rules import MatchConfig
    from tabletop.games.ard_ri.rules import RULES as ARD_RI
    from tabletop.ui.table.placewords import place_words

    deck = ARD_RI.deck(MatchConfig("ard_ri", 3, 1, {}))
    names = ["You", "Ciara", "Dara"]
    assert place_words("marches", "The Marches", None, 0, names, deck) == "the Marches"
    assert place_words("discard", "Discard", None, 0, names, deck) == "the Discard"
    assert place_words("field/1", "Cattle Field · wealth 2", 1, 0, names, deck) == "Ciara's Cattle Field"


def test_in_keltis_draw_the_draw_pile_is_the_first_stop():
    """After a play, Tab/Enter went to a discard pile first and a player's Enter took the
    Green 5 they never meant to: the Draw pile lies 9 px lower than the discard piles beside
    it, and the order went by those pixels before left to right. The table is ordered row by
    row now (half a card high): the Draw pile, left of the discard piles, comes first."""
    from .test_table_layout import my_turn

    app, scene = my_turn("keltis", 2, (1280, 720),
                         until=lambda m: m.rules.phase(m.state) == "draw"
                         and any(a.src and a.src.startswith("discard/") for a in m.legal()))
    assert any(a.src.startswith("discard/") for a in scene.match.legal() if a.src), \
        "no discard to take: the test proves nothing"
    focus = scene.keys.focus
    focus.sync(scene.board.index, len(scene.buttons))
    first = focus.stops()[0]
    assert (first.kind, first.target) == ("zone", "draw"), first


def test_a_caption_goes_far_from_its_card_rather_than_over_a_button():
    """The slide that keeps a caption by its card gives way to one that keeps it off the
    buttons: where nothing near is clear, it may stand further off, never on a button."""
    under, above = pygame.Rect(400, 455, 400, 40), pygame.Rect(400, 255, 400, 40)
    sides = [pygame.Rect(440, 300, 158, 150), pygame.Rect(702, 300, 158, 150)]  # (held places)
    spot = clear_spot(BOX, CARD, [under, above, *sides], SCREEN, 4)
    assert spot.collidelist([under, above, *sides]) < 0 and SCREEN.contains(spot), spot


@pytest.mark.parametrize(("game", "players", "size"), [("hyrule", 2, (1280, 720)), ("hyrule", 2, (1240, 620))])
def test_the_keyboards_preview_never_lies_on_the_hands_other_cards(game, players, size):
    """Hyrule at 1280×720: the focused Four of Hearts' preview stood over the hand's last card,
    "beside" the hand as declared (seven cards at the declared step) while its cards stepped
    wider. The preview goes beside where the cards lie now, on the card's side, where that
    side has room (the right half of the hand here), and never on the hand's cards where it
    has none (at its left lies the name plate: ``test_preview_off_hand.py``)."""
    from .test_table_layout import play

    match = play(game, players, 1, 0)
    while match.to_act != 0:  # the first trick, the viewer to play: a full hand, stepping wide
        match.submit(match.legal()[0])
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY[game], match, CATALOG.table_for(game), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    painter = scene.painter
    zooms: list[pygame.Rect] = []
    real = painter.zoom

    def spy(surf, card, centre, height):
        r = real(surf, card, centre, height)
        zooms.append(pygame.Rect(r))
        return r

    painter.zoom = spy
    key(app, pygame.K_TAB)
    hand = f"hand/{scene.bottom}"
    on_hand = 0
    for _ in range(len(scene.board.piles[hand]) + 2):
        zooms.clear()
        frames(app, 1)
        focused = scene.keys.focused_sprite()
        if focused is not None and focused.zone == hand:
            on_hand += 1
            others = [pygame.Rect(s.rect()) for s in scene.board.piles[hand] if s is not focused]
            for z in zooms:
                assert all(z.clip(o).w <= 2 for o in others), f"the preview {z} lies on a hand card"
        key(app, pygame.K_RIGHT)
    assert on_hand >= 2


def test_a_badge_at_the_windows_edge_is_drawn_whole() -> None:
    """Ard Rí's lesson hinted the Discard pile at the window's left edge and its "Hint" badge
    read "int": a badge is moved inside the window."""
    from tabletop.ui.table.focus import badge, badge_rect

    surf = pygame.Surface((200, 100))
    surf.fill((0, 0, 0))
    badge(surf, (2, 40), "Hint", 15, (255, 214, 74))
    lit = [x for x in range(200) if any(surf.get_at((x, y))[:3] == (255, 214, 74) for y in range(100))]
    placed = badge_rect((2, 40), "Hint", 15, surf.get_rect())
    assert placed.left == 0 and placed.w > 20
    assert lit and min(lit) >= 0 and max(lit) - min(lit) >= placed.w - 6  # the whole pill shows


@pytest.mark.parametrize(("players", "size", "moves"), [(4, (1240, 620), 10), (4, (1920, 1080), 200)])
def test_the_preview_and_its_caption_keep_off_the_season_panel(panels, players, size, moves):
    """Ard Rí, four players: the keyboard's preview of a hand card stood on the season panel
    (a shared place with no cards, drawn by the game: ``labels["aid/season"]``); it keeps
    off it now, and so do its words, as off any other shared place."""
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["ard_ri"], play("ard_ri", players, 1, moves), CATALOG.table_for("ard_ri"),
                       autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    season = pygame.Rect(*map(round, scene.layout.labels["aid/season"]))
    key(app, pygame.K_TAB)
    seen = 0
    for drawn in walk(app, panels, 8):
        s = scene.keys.focused_sprite()
        if s is None:  # (on a button)
            continue
        preview = pygame.Rect(*map(round, scene.keys.preview_rect(s, focused=True)))
        assert not preview.colliderect(season), f"the preview {preview} lies on the season panel {season}"
        for box in drawn:
            seen += 1
            assert not box.colliderect(season), f"the caption {box} lies on the season panel {season}"
    assert seen >= 4


@pytest.mark.parametrize(("game", "players", "moves"), [("treasure", 3, 4), ("treasure", 3, 30),
                                                        ("keltis", 2, 6), ("hyrule", 3, 2),
                                                        ("seanchai", 3, 4), ("ard_ri", 3, 60)])
def test_the_preview_and_its_caption_leave_the_status_line_readable(panels, game, players, moves):
    """Treasure with three players at 1240x620: the preview of a chosen card lay on the status
    line ("Hand 1 of 12 · Gathering") over the player's plate; the preview and its words keep
    off it, wherever the focus goes."""
    app = make_app((1240, 620), speed="off")
    match = next(m for m in (play(game, players, 1, k) for k in range(moves, moves + 40))
                 if m.to_act == 0)  # the viewer's turn: the keyboard's focus is on
    scene = TableScene(REGISTRY[game], match, CATALOG.table_for(game), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    status = scene.status_box()
    assert status is not None
    key(app, pygame.K_TAB)
    seen = 0
    for drawn in walk(app, panels, 14):
        s = scene.keys.focused_sprite()
        if s is None:
            continue
        seen += 1
        preview = pygame.Rect(*map(round, scene.keys.preview_rect(s, focused=True)))
        assert not preview.colliderect(status), f"the preview {preview} lies on the status line {status}"
        for box in drawn:
            assert not box.colliderect(status), f"the caption {box} lies on the status line {status}"
    assert seen >= 4


@pytest.mark.parametrize(("game", "players", "size", "moves"), [
    ("keltis", 3, (1280, 800), None), ("keltis", 3, (1240, 620), None), ("ard_ri", 3, (1240, 620), None)])
def test_a_held_cards_caption_leaves_its_preview_whole(panels, game, players, size, moves):
    """A held card's preview stands at the top edge where the table has no other room: its
    caption, kept on screen above it, lay on the preview's top ("Holding the Green 2" hid the
    card's own corner, Keltis at 1240x620). It goes beside the preview now."""
    from tabletop.ui.table.zoomspot import whole

    from .test_table_layout import my_turn

    app, scene = my_turn(game, players, size, moves)
    keys = scene.keys
    key(app, pygame.K_TAB)
    captions = 0
    for _ in range(8):
        key(app, pygame.K_RETURN)  # pick the card up
        for _ in range(3 if keys.focus.held is not None else 0):
            panels.clear()
            frames(app, 1)
            held = keys.focused_sprite()
            preview = pygame.Rect(whole(keys.preview_rect(held, True))).inflate(-4, -4)
            captions += len(panels)
            assert not any(p.colliderect(preview) for p in panels), "a caption lies on its preview"
            key(app, pygame.K_RIGHT)  # the next place
        key(app, pygame.K_ESCAPE)  # put it back
        key(app, pygame.K_RIGHT)  # the next card
    assert captions >= 6


def test_the_number_badge_of_the_focused_place_is_drawn_over_its_ring():
    """Holding a card, the focus ring on a place ran its dark edge through that place's
    number badge (Keltis: the Green row's "2" read as a scrawl). The badge is drawn last: the
    table's badge is the badge drawn again on top of it, but for a pixel or two."""
    from .test_table_layout import my_turn

    app, scene = my_turn("keltis", 3, (1240, 620))
    keys, m = scene.keys, scene.layout.metrics
    px = max(12, round(15 * m.unit))  # (``draw_targets``' own)
    key(app, pygame.K_TAB)
    checked = 0
    for _ in range(8):
        key(app, pygame.K_RETURN)
        stop = keys.focus.current()
        dests = keys.focus.destinations() if keys.focus.held is not None else []
        if stop is not None and stop.target in dests:
            frames(app, 1)
            table = pygame.display.get_surface().copy()
            i = dests.index(stop.target)
            changed, looked = crossed(table, badge_centre(keys, dests, i), str(i + 1), px, scene.hud.theme.highlight)
            assert changed <= looked // 50, f"{changed} pixels of the badge are drawn over"
            checked += 1
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_RIGHT)
    assert checked >= 3


@pytest.mark.parametrize(("players", "size", "moves"), [(2, (1280, 720), 19), (4, (1280, 800), 9)])
def test_the_keyboards_preview_keeps_off_the_open_move_log(players, size, moves):
    """The move log is drawn over the table after the keyboard's preview: with the log open,
    8 of 9 Ard Rí hand cards' previews at 1280x720 lay under it, hidden."""
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["ard_ri"], play("ard_ri", players, 1, moves), CATALOG.table_for("ard_ri"),
                       autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    key(app, pygame.K_l)
    frames(app, 2)
    assert scene.comfort.log.open
    log = pygame.Rect(scene.comfort.log.rect)
    key(app, pygame.K_TAB)
    seen = 0
    for _, preview in focused_previews(app, scene, 8):
        seen += 1
        assert not preview.colliderect(log), f"the preview {preview} lies under the log {log}"
    assert seen >= 6


@pytest.mark.parametrize(("size", "seed"), [((1240, 620), 3), ((1280, 800), 3)])
def test_the_keyboards_preview_keeps_off_the_sort_button(size, seed):
    """Sort was missing from the buttons a preview keeps off: a hand card's preview hid its
    first letters (Seanchaí, two players: 23 of 48 previews lay on it over three seeds)."""
    app = make_app(size, speed="off")
    scene = TableScene(REGISTRY["seanchai"], play("seanchai", 2, seed, 0), CATALOG.table_for("seanchai"),
                       autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    key(app, pygame.K_TAB)
    frames(app, 1)
    assert scene.tools.sort_shown()
    sort = pygame.Rect(scene.tools.sort_button.rect)
    seen = 0
    for _, preview in focused_previews(app, scene, 12):
        seen += 1
        assert not preview.colliderect(sort), f"the preview {preview} lies on Sort {sort}"
    assert seen >= 10


def test_the_hints_outline_leaves_a_held_cards_place_numbers_whole():
    """The Hint's dashed outline is drawn after the keyboard's marks: with a card held, it
    ran through the number badge of the place the Hint names (Treasure: the discard pile's
    "2", the Gathering's "1", at 1240x620)."""
    from .test_table_layout import my_turn

    app, scene = my_turn("treasure", 3, (1240, 620), until=lambda m: m.rules.phase(m.state) == "meld")
    keys, m = scene.keys, scene.layout.metrics
    px = max(12, round(15 * m.unit))  # (``draw_targets``' own)
    key(app, pygame.K_h)
    frames(app, 2)
    hint = scene.tutor.hinted(True)
    assert hint is not None and hint.dst is not None
    key(app, pygame.K_TAB)
    checked = 0
    for _ in range(6):
        key(app, pygame.K_RETURN)
        frames(app, 1)
        dests = keys.focus.destinations() if keys.focus.held is not None else []
        table = pygame.display.get_surface().copy()
        for i, target in enumerate(dests):
            if target != hint.dst or keys.stop_rect(target) is None:
                continue
            changed, looked = crossed(table, badge_centre(keys, dests, i), str(i + 1), px, scene.hud.theme.highlight)
            assert changed <= looked // 50, f"{changed} pixels of the badge are drawn over"
            checked += 1
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_RIGHT)
    assert checked >= 3


@pytest.mark.parametrize(("players", "size"), [(2, (1240, 620)), (3, (1240, 620)), (3, (1280, 800))])
def test_the_keyboards_preview_leaves_the_hints_badge_in_sight(players, size):
    """The preview is drawn after the Hint's marks: standing just above the hinted card, it
    hid the "Hint" badge on the card's corner (Treasure and Keltis)."""
    from .test_table_layout import my_turn

    app, scene = my_turn("keltis", players, size)
    key(app, pygame.K_h)
    frames(app, 2)
    key(app, pygame.K_TAB)
    frames(app, 1)
    seen = 0
    for _, preview in focused_previews(app, scene, 12):
        tag = scene.keys._hint_tag()
        if tag:
            seen += 1
            assert not preview.colliderect(pygame.Rect(tag[0])), f"the preview {preview} hides the Hint's badge"
    assert seen >= 6


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hand_cards_preview_keeps_off_the_message_on_show(size):
    """Treasure play-test at 1920x1080: the Hint's words ("Hint: Discard the Friend …") lay
    across the preview of the very card they named, the message drawn over it. A focused hand
    card's preview now keeps off the message on show where a spot allows."""
    from tabletop.ui.table.layout import overlap

    from .test_table_layout import my_turn

    app, scene = my_turn("treasure", 3, size)
    scene.toasts.show("You may add to another player's run only while the Lady is in a run, and "
                      "only a card that continues it.", seconds=60)  # (a Hint's words go with
    # the position when no hint was asked: any message of that length stands where it did)
    frames(app, 3)
    box = scene.toast_box
    assert box is not None
    hand = [s for s in scene.board.sprites() if s.zone == f"hand/{scene.viewer}" and s.face is not None]
    assert len(hand) >= 5
    covered = [s.face for s in hand if overlap(scene.keys.preview_rect(s, True), tuple(box))]
    assert not covered, f"the message {box} lies over the previews of {covered}"
    app.close()
