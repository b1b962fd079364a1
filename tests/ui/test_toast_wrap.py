"""A long message (the Hint with its reason) wraps inside the window instead of running off it."""

import pygame
import pytest

from tabletop.ui.render.theme import THEMES
from tabletop.ui.widgets.toast import Toasts

from .helpers import init_pygame

LONG = ("Hint: Start your Red row with the Red 0: an early start, while the row has time to "
        "grow; about 50% to win from here, like “Discard the Green 2” (53%): both are close.")


def _drawn_columns(surf: pygame.Surface) -> list[int]:
    """The x of every column holding a pixel that is not the background."""
    bg = surf.get_at((0, 0))
    return [x for x in range(surf.get_width())
            if any(surf.get_at((x, y)) != bg for y in range(0, surf.get_height(), 2))]


def test_a_long_toast_wraps_inside_the_window() -> None:
    init_pygame()
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 60, 30))
    toasts = Toasts()
    toasts.show(LONG, 6.0)
    toasts.update(0.5)  # fully faded in
    cx, y, px = 990, 440, 15  # the table's message strip at 1280x720, right of centre
    (rect,) = toasts.rects(cx, y, px, surf.get_width())
    assert rect.left >= 0 and rect.right <= surf.get_width()
    assert rect.right <= 1280 - int(1280 * 0.09) and rect.w <= 1280 * 0.6 + 3 * px  # clear of the buttons
    assert rect.h > px * 3  # more than one line
    assert rect.bottom <= y + px * 2  # it grows upward, off the hand below
    toasts.draw(surf, next(iter(THEMES.values())), cx, y, px)
    cols = _drawn_columns(surf)
    assert cols and cols[-1] < surf.get_width() - 1 and cols[0] > 0


def test_a_short_toast_is_one_line_centred_on_its_anchor() -> None:
    init_pygame()
    toasts = Toasts()
    toasts.show("Aoife wins the trick")
    (rect,) = toasts.rects(640, 400, 15, 1280)
    assert rect.center == (640, 400) or abs(rect.centery - 400) <= 1
    assert rect.h < 15 * 3


def test_a_wrapped_toast_keeps_within_the_message_strip() -> None:
    """At 1280x720 Keltis' strip runs from x 692 (clear of the viewer's rows) to the window's
    edge: a long Hint wraps inside it rather than over the Blue row, and grows upward."""
    init_pygame()
    toasts = Toasts()
    toasts.show(LONG, 6.0)
    toasts.update(0.5)
    span = (692, 1268)
    (rect,) = toasts.rects(980, 461, 15, 1280, span)
    assert rect.left >= 692 and rect.right <= 1280 - int(1280 * 0.09)
    (wide,) = toasts.rects(980, 461, 15, 1280)
    assert wide.left < 692  # without the strip it would have reached over the rows
    assert rect.h > wide.h and rect.bottom == wide.bottom  # more lines, still growing upward


def _long_toast_and_its_spots():
    """A long message on show, the message strip's columns and the table's, and its three
    places: up in the strip, up across the table, down in the strip."""
    init_pygame()
    toasts = Toasts()
    toasts.show(LONG, 6.0)
    toasts.update(0.5)
    strip, wide = (692, 1268), (115, 1165)
    return toasts, strip, wide, [(980, 461, strip, False), (640, 461, wide, False), (980, 461, strip, True)]


def test_a_wrapped_toast_takes_the_first_place_that_hides_nothing() -> None:
    toasts, strip, wide, spots = _long_toast_and_its_spots()
    assert toasts.spot(spots, 15, 1280, []) == spots[0]
    (up,) = toasts.rects(980, 461, 15, 1280, strip)
    in_the_way = [pygame.Rect(up.x, up.y, 20, 20)]  # a pile where the strip's box would grow
    (wide_box,) = toasts.rects(640, 461, 15, 1280, wide)
    assert wide_box.h < up.h  # across the table the message takes fewer lines
    chosen = toasts.spot(spots, 15, 1280, in_the_way)
    assert chosen == (spots[1] if not wide_box.colliderect(in_the_way[0]) else spots[2])
    (down,) = toasts.rects(980, 461, 15, 1280, strip, down=True)
    assert down.top == 461 - int(15 * 2.1) // 2 and down.h == up.h  # grows downward instead
    everywhere = [pygame.Rect(0, 0, 1280, 720)]
    assert toasts.spot(spots, 15, 1280, everywhere) == spots[0]  # nothing clear: the strip
    toasts.clear()
    toasts.show("Aoife wins the trick")
    assert toasts.spot(spots, 15, 1280, everywhere) == spots[0]  # one line: the strip


def test_with_no_place_clear_a_wrapped_toast_takes_the_one_that_hides_least() -> None:
    """Keltis at 1920x1080: a long Hint with no place clear went to the strip's columns,
    growing up over half of the Wishing stones, where a place below hid far less."""
    toasts, strip, wide, spots = _long_toast_and_its_spots()
    (up,) = toasts.rects(980, 461, 15, 1280, strip)
    (across,) = toasts.rects(640, 461, 15, 1280, wide)
    (down,) = toasts.rects(980, 461, 15, 1280, strip, down=True)
    assert up.h > 2 * 15  # (wrapped: more than one line)
    taken = [up, across, pygame.Rect(down.centerx, down.bottom - 10, 10, 10)]
    assert all(toasts._rect(toasts._lines(toasts.current, 15, cx, 1280, span), cx, y, 15, 1280, span, d)
               .collidelist(taken) >= 0 for cx, y, span, d in spots), "(no place is clear)"
    assert toasts.spot(spots, 15, 1280, taken) == spots[2]


def _table_with_toasts_seen(monkeypatch, game: str, players: int, moves: int):
    """A table at 1280x720 after ``moves`` seeded moves, two frames drawn, and the list every
    toast box drawn from then on is appended to."""
    from tabletop.catalog import CATALOG
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.widgets import toast as toast_module

    from .helpers import frames, make_app
    from .test_table_layout import play

    drawn: list[pygame.Rect] = []
    real = toast_module.draw_panel
    monkeypatch.setattr(toast_module, "draw_panel",
                        lambda surf, rect, *a, **k: (drawn.append(pygame.Rect(rect)), real(surf, rect, *a, **k)))
    app = make_app((1280, 720), speed="off")
    scene = TableScene(REGISTRY[game], play(game, players, 1, moves), CATALOG.table_for(game),
                       autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene, drawn

@pytest.mark.parametrize(("game", "players", "moves", "keep_clear"), [
    ("hyrule", 2, 5, "play/0"),  # the empty slot the Hint points to, mid-trick
    ("keltis", 2, 14, "row/0/B"),  # the viewer's Blue row, left of the strip
    ("treasure", 4, 8, "pending/0"),  # the gathering place
])
def test_the_hint_with_its_reason_leaves_the_table_in_sight(monkeypatch, game, players, moves,
                                                            keep_clear) -> None:
    """A long Hint at 1280x720 covers no zone, zone name or name plate: in the strip, across
    the table, or growing down over the prompt, whichever hides nothing."""
    from .helpers import frames

    app, scene, drawn = _table_with_toasts_seen(monkeypatch, game, players, moves)
    # the Hint on show (its words leave with it: ``hinting.drop_stale_hint``)
    hinter = scene.control.hinter
    hinter.action, hinter._ply = scene.match.legal()[0], len(scene.match.records)
    scene.toasts.show(LONG, 6.0)
    frames(app, 20)
    assert drawn, "the toast was drawn"
    box = drawn[-1]
    assert box.h > 40  # it wrapped
    lay = scene.layout
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    zl = lay.zones[keep_clear]
    assert not box.colliderect(pygame.Rect(zl.extent(max(1, counts.get(keep_clear, 0)))))
    titles = scene.hud.title_rects(lay, counts)
    for name, r in [*lay.labels.items(), *((f"plate {s}", p) for s, p in lay.plates.items())]:
        if name in lay.give_way and box.colliderect(pygame.Rect(r)):  # a place's name that
            assert name.partition("/")[2] not in titles, name  # gives way: left out under it
            continue
        assert not box.colliderect(pygame.Rect(r)), name


def test_a_toast_grown_down_over_the_prompt_hides_the_prompts_words() -> None:
    """Over the prompt the box is opaque (elsewhere it lets the felt show a little): the
    prompt's words must not show through the Hint's."""
    init_pygame()
    theme = next(iter(THEMES.values()))

    def padding(down: bool, under: tuple[int, int, int]) -> tuple:
        surf = pygame.Surface((1280, 720))
        surf.fill(under)
        toasts = Toasts()
        toasts.show(LONG, 6.0)
        toasts.update(0.5)
        (r,) = toasts.rects(640, 400, 15, 1280, (115, 1165), down)
        toasts.draw(surf, theme, 640, 400, 15, (115, 1165), down)
        return tuple(surf.get_at((r.x + 4, r.centery)))  # left of the words

    assert padding(True, (255, 255, 255)) == padding(True, (0, 0, 0))  # nothing shows through
    assert padding(False, (255, 255, 255)) != padding(False, (0, 0, 0))  # the usual: a little


def test_a_message_that_fits_one_line_is_not_wrapped_to_the_strip() -> None:
    """The strip's columns apply only to a message that wraps anyway: one that fits a line
    centred on the anchor stays one line there (as before the strip was offered)."""
    from tabletop.ui.render.fonts import text

    init_pygame()
    message = "Ciara takes the whole discard pile and begins a run of five cards"
    width = text(message, 15, (0, 0, 0), bold=True).get_width()
    assert 1165 - 692 - 30 < width <= 2 * 300 - 45  # wider than the strip's band, fits the line
    toasts = Toasts()
    toasts.show(message)
    spots = [(980, 461, (692, 1268), False), (640, 461, (115, 1165), False)]
    assert toasts.spot(spots, 15, 1280, [pygame.Rect(0, 0, 1280, 440)]) == spots[0]
    (r,) = toasts.rects(980, 461, 15, 1280, (692, 1268))
    assert r.h < 15 * 3 and r.centerx == 980


@pytest.mark.parametrize(("game", "players", "moves"), [("hyrule", 2, 5), ("keltis", 2, 14),
                                                        ("treasure", 4, 8)])
def test_the_hint_leaves_its_own_mark_on_the_card_in_sight(monkeypatch, game, players, moves) -> None:
    """The Hint's ring, arrow and "Hint" badge on the hinted card stay clear of the Hint's
    own words, wherever those go (in Hyrule they grow down over the prompt, towards the hand)."""
    from .helpers import frames

    app, scene, drawn = _table_with_toasts_seen(monkeypatch, game, players, moves)
    legal = scene.match.legal()
    hinted = next(a for a in legal if a.cards and scene.keys.action_rects(a))
    prompts: list[str] = []
    real_prompt = scene.hud.draw_prompt
    monkeypatch.setattr(scene.hud, "draw_prompt",
                        lambda surf, lay, words: (prompts.append(words), real_prompt(surf, lay, words)))
    frames(app, 2)
    asked = prompts[-1]
    scene.control.hinter.action = hinted  # as if Hard had answered H at this very ply
    scene.control.hinter._ply = len(scene.match.records)
    scene.toasts.show(LONG, 6.0)
    prompts.clear()
    frames(app, 20)
    assert scene.tutor.hinted(True) == hinted
    (mark,) = scene.keys.hint_extent(hinted)
    card = pygame.Rect(scene.keys.action_rects(hinted)[0])
    assert mark.contains(card) and mark.top < card.top  # the arrow and badge stand above it
    assert drawn and not drawn[-1].colliderect(mark)
    # grown down over the prompt, the Hint hides it whole (no half-covered line peeks out)
    over = drawn[-1].colliderect(scene.hud.prompt_rect(scene.layout, asked))
    assert (not prompts) if over else prompts
    assert over == (game == "hyrule")


def test_a_line_wider_than_the_strip_wraps_inside_it_off_a_button() -> None:
    """Treasure, eight seats, 1240x620 (seen rendering a seeded game): "Now stone cards may
    change rank; colours score half; flame cards score half" is one line, wider than the
    message strip, and ran onto the Scores tab beside the narrow centre band (a line wider
    than the strip also ran over a card beside it: Keltis at 1280x800). It wraps inside the
    strip's columns now, off the tab and whatever lies beside the strip."""
    init_pygame()
    toasts = Toasts()
    toasts.show("Now stone cards may change rank; colours score half; flame cards score half", 6.0)
    spots = [(659, 397, (396, 922), False), (620, 397, (112, 1128), False)]
    tab = pygame.Rect(943, 371, 79, 24)
    cx, y, span, down = toasts.spot(spots, 15, 1240, [], [tab])
    assert (cx, y, span, down) == spots[0]
    (box,) = toasts.rects(cx, y, 15, 1240, span, down)
    assert not box.colliderect(tab) and 396 <= box.left and box.right <= 922, box
    assert box.h > 15 * 3  # two lines


def test_a_one_line_message_slides_off_a_button_it_would_run_onto() -> None:
    """A line that fits the strip but runs onto a button on show in it slides along, the least
    it takes, within the strip, where it covers nothing else; else it stays where it was."""
    init_pygame()
    toasts = Toasts()
    toasts.show("Ciara wins the trick", 6.0)
    spots = [(659, 397, (396, 922), False), (620, 397, (112, 1128), False)]
    (was,) = toasts.rects(*spots[0][:2], 15, 1240, spots[0][2])
    button = pygame.Rect(was.right - 20, 385, 80, 24)
    cx, y, span, down = toasts.spot(spots, 15, 1240, [], [button])
    (box,) = toasts.rects(cx, y, 15, 1240, span, down)
    assert not box.colliderect(button) and box.left >= 396, box
    assert (y, span, down) == spots[0][1:] and cx < 659  # the strip's line, moved left
    assert box.h < 15 * 3  # still one line
    blocked = [pygame.Rect(0, 380, was.left + 5, 40)]  # no room to its left: it stays where it was
    assert toasts.spot(spots, 15, 1240, blocked, [button]) == spots[0]
    assert toasts.spot(spots, 15, 1240, [], []) == spots[0]  # nothing on the way: the strip


def test_a_wrapped_situation_leaves_no_word_alone_on_its_last_line() -> None:
    """Treasure at 1920x1080, cards gathered: "Click more cards, then table them as a set, run
    or colour (keys: Tab, Enter)" wrapped greedily left "Enter)" alone on a second line.
    ``wrap_even`` keeps the same number of lines and makes them as even as they can be."""
    from tabletop.ui.render.fonts import font
    from tabletop.ui.widgets.scroll_text import wrap, wrap_even

    init_pygame()
    message = "Click more cards, then table them as a set, run or colour (keys: Tab, Enter)"
    px = 21
    width = font(px, False).size(message)[0] - 20  # just too narrow for one line
    greedy = wrap(message, width, px)
    assert len(greedy) == 2 and greedy[1] == "Enter)"  # (as it was)
    even = wrap_even(message, width, px)
    assert len(even) == 2 and " ".join(even) == message
    assert all(font(px, False).size(line)[0] <= width for line in even)
    assert abs(len(even[0]) - len(even[1])) < 12, even
    assert wrap_even("Short", width, px) == ["Short"]
