"""One layout test for every game: every game with a table (discovered from the registry, so a
new game is covered by adding it) × every player count it takes × 960×540 (the smallest window
the app allows), 1240×620, 1280×720, 1920×1080 and 2560×1440, on a table rendered mid-game and
one at the end.

Every element the table draws is collected from the live scene after a frame: each zone at its
fullest (as many cards as it holds or as the game declared it shows unsqueezed, whichever is
more; piles as they are), the hover
lift over a playable hand, count badges, titles and captions, name plates, the status line,
the prompt, action buttons, Undo/Redo, the Rules/Log/Hint/Help tabs, a toast, a banner, a
score pop-up on every plate, the first-run tour's box and callouts, the boxes a game paints
on the felt (``GameTable.felt_rects``: Treasure's badges under groups, Seanchaí's count lines)
and the hover preview of a hand card. None may overlap another (except the few pairs that
are drawn one *on* the other by design, listed in ``ALLOWED``), nothing may leave the
screen, text is at least ``MIN_TEXT_PX`` high and cards at least ``MIN_CARD_PX``
(``MIN_BACK_PX`` for zones whose cards this seat never sees).

Readable minimum, decided here: a card that can show a face is at least 48 px tall (its
corner index is then about 10 px, the smallest that reads at arm's length); a pile of backs
only needs to be seen and counted: 32 px. In the smallest window (960×540) the room allows
less: there faces go down to 36 px (``MIN_CARD_PX_AT``).
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.ids import ALL
from tabletop.core.match import Match, Seat
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.core.zones import Vis
from tabletop.games import REGISTRY
from tabletop.ui.render.fonts import text
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.table.bighand import MIN_SHOW, TwoRowFan
from tabletop.ui.table.hud import title_top
from tabletop.ui.table.kit import GAP
from tabletop.ui.table.layout import Rect, ZoneLayout, inflate, inside, overlap
from tabletop.ui.table.seating import DEFAULT_NAMES
from tabletop.ui.window import MIN_WINDOW

from .helpers import frames, make_app

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]
#: the smallest window a resize may make (``ui.window.MIN_WINDOW``), the window a 1280×720
#: screen gets (``ui.window.first_window``: its room less the taskbar and title bar), then the
#: sizes above
WINDOWS = [MIN_WINDOW, (1240, 620), *SIZES]
MIN_TEXT_PX = 14
MIN_CARD_PX = 48  # (``legibility.READABLE_PX``: the layout keeps to it where it can)
#: the face floor where a window has too little room for 48 px, decided from the pictures:
#: at 960×540 cards are fractions of a 108 px hand card, so a rival's row declared at 0.36
#: (Keltis, Treasure) is 39 px and Treasure's gathering places at eight players (the centre's
#: rows shrunk to 80%) 36 px, and none has room to rise. At 36 px every deck's rank still
#: reads: a corner index of 6–8 px (Treasure's ranks, Ard Rí's "10" and "Q", Seanchaí's
#: value) and Keltis' big number whole; at 32 px (the backs' floor) they blur. So 36 px.
MIN_CARD_PX_AT = {MIN_WINDOW: 36}
MIN_BACK_PX = 32
LONG_TOAST = "That card can't go there: drop it on a highlighted place."
LONG_BADGE = "Gift 144 ≤ 288"  # the widest seat badge ("+5 out", "Countered", "Céilsine fails")

CASES = [(gid, n) for gid in sorted(REGISTRY) if gid in CATALOG
         for n in range(REGISTRY[gid].meta.min_players, REGISTRY[gid].meta.max_players + 1)]


def test_every_registered_game_has_a_table_and_is_covered():
    assert {gid for gid, _ in CASES} == set(REGISTRY) & {e.game_id for e in CATALOG.entries()}
    assert {"hyrule", "keltis"} <= {gid for gid, _ in CASES}
    if "kit" in REGISTRY:
        assert ("kit", 8) in CASES  # 2-8 seats through the test-only game


def play(gid: str, n: int, seed: int, steps: int | None, computer_tag: str = "",
         options: dict | None = None) -> Match:
    """A match after ``steps`` seeded random moves (None: to the end); the computer seats'
    names end in ``computer_tag`` (the app's " (AI)")."""
    plugin = REGISTRY[gid]
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i] + (computer_tag if i else ""), "random")
                  for i in range(n))
    match = Match(plugin.rules, MatchConfig(gid, n, seed, dict(options or {})), seats)
    rng = Rng.derived(seed, "layout-test")
    limit = 10_000 if steps is None else steps
    while not match.is_over and len(match.records) < limit:
        legal = match.legal()
        match.submit(rng.choice(legal))
    return match


def table(gid: str, n: int, size, stage: str, card_size: float = 1.0, computer_tag: str = "",
          options: dict | None = None):
    app = make_app(size, speed="off")
    app.ctx.settings["card_size"] = card_size
    match = play(gid, n, 1, None if stage == "end" else 6 * n, computer_tag, options)
    plugin = REGISTRY[gid]
    viewer = ALL if stage == "end" else 0
    scene = TableScene(plugin, match, CATALOG.table_for(gid), autoplay=False, viewer=viewer)
    app.mgr.reset(scene)
    frames(app, 2)
    return app, scene


def drawn(scene: TableScene) -> dict[str, Rect]:
    """Every element the table draws (see the module docstring), by name."""
    lay = scene.layout
    assert lay is not None
    hud = scene.hud
    view = scene.board.view or scene.current_view()
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    out: dict[str, Rect] = {}
    for zid, zl in lay.zones.items():
        if zid in lay.overlays:
            continue
        full = counts.get(zid, 0) if zl.kind == "pile" else max(counts.get(zid, 0),
                                                                   zl.extra.get("full", 1))
        x, y, w, h = zl.extent(max(1, full))
        if zl.extra.get("lift"):
            y -= zl.card[1] * 0.13
            h += zl.card[1] * 0.13
        out[f"zone/{zid}"] = (x, y, w, h)
    for zid, _, r in hud.badge_rects(lay, view, counts):
        out[f"badge/{zid}"] = tuple(r)
    for k, (x, y, w, h) in lay.labels.items():  # a title goes over cards risen above their place
        zl = lay.zones.get(k.partition("/")[2])
        if k.startswith("title/") and zl is not None:
            y = title_top(zl, y, h, max(counts.get(zl.zone, 0), zl.extra.get("full", 1)))
        out[f"label/{k}"] = (x, y, w, h)
    out.update({f"plate/{s}": r for s, r in lay.plates.items()})
    for k, r in scene.game.felt_rects(lay, view).items():  # a game's boxes on the felt
        out[f"mark/{k}"] = tuple(r)  # (Treasure's badges under groups)
    status = hud.status_rect(lay, view)
    if status is not None:
        out["status"] = tuple(status)
    prompt = hud.prompt_rect(lay, scene.game.prompt(view, False))
    if prompt is not None:
        out["prompt"] = tuple(prompt)
    for i, b in enumerate(scene.buttons):
        out[f"button/{i}"] = tuple(b.rect)
    keeping = getattr(scene, "keeping", None)
    for b in keeping.buttons if keeping is not None and keeping.visible() else []:
        out[f"keeping/{b.label}"] = tuple(b.rect)
    out.update(scene.comfort.rects())
    out.update(scene.sheet.rects())  # the Scores tab, where the game keeps a score sheet
    scene.toasts.show(LONG_TOAST)  # where the table puts it: in the strip's columns, a line
    placed = scene._toast_place(lay, counts, "", None)  # wider than them wrapped, or elsewhere
    if placed is not None and scene.sheet.open:  # in the open sheet's title line: it hides
        check_in_sheet(scene, placed[0], "the layout's toast")  # nothing the sheet does not
    elif placed is not None:
        out["toast"] = tuple(placed[0])
        if placed[1] and "prompt" in out and placed[0].colliderect(out["prompt"]):
            del out["prompt"]  # grown down over the prompt, it hides it whole (as the table draws)
    hud.strip_buttons = scene.strip_buttons()  # (as the table sets it before drawing)
    out["banner"] = tuple(hud.banner_rect(lay, "Your turn"))
    hud.pops = []
    for seat in lay.plates:  # the longest badges the games put up, one per seat at once
        zone = next((z for z, s in lay.owners.items() if s == seat), None)
        if zone is not None:
            hud.pop_zone(lay, zone, LONG_BADGE)
    for k, r in enumerate(hud.pop_rects(lay)):
        out[f"pop/{k}"] = tuple(r)
    return out


def check_in_sheet(scene: TableScene, box: pygame.Rect, what: str) -> None:
    """A message over the open score sheet stands in its title band, above the column heads:
    on the sheet it hid the hand's total (Treasure at 1240x620), under it the hand or the
    groups at the end of a match."""
    r = scene.sheet.rect
    band = pygame.Rect(r.x, r.y, r.w, scene.sheet.heads_top - r.y)
    assert scene.layout.metrics.px(40) <= band.h, "the column heads stand at the sheet's top"
    assert band.contains(box), f"the message {box} leaves the sheet's title band {band} ({what})"


#: pairs drawn one on the other by design: a badge on its pile, a seat's pop-up over cards
#: for a moment (never over a plate's words, a label or another pop-up: issue 22, item 14),
#: the prompt (shown only without buttons) and the buttons in the action bar, the banner and
#: the toast (one at a time) in the message strip
def allowed(a: str, b: str, lay) -> bool:
    kinds = {a.split("/")[0], b.split("/")[0]}
    if kinds == {"badge", "zone"} and a.partition("/")[2] == b.partition("/")[2]:
        return True
    if "pop" in kinds and len(kinds) == 2 and not kinds & {"plate", "label", "status", "prompt",
                                                          "banner", "toast"}:
        return True  # over a pile's cards or a button for a second: nothing is hidden for good
    if kinds <= {"prompt", "button"} or kinds == {"toast", "banner"}:
        return True
    if kinds == {"mark", "label"} and "/caption/" in f"/{a}/{b}":
        return True  # a game's mark in the caption room it was laid out (a group's badge)
    return False


def check(rects: dict[str, Rect], w: int, h: int, what: str, lay) -> None:
    for name, r in rects.items():
        assert inside(r, (0, 0, w, h)), f"{name} {r} is cut off ({what})"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        if not allowed(a, b, lay):  # (half a pixel of rounding is not an overlap)
            assert not overlap(inflate(ra, -0.5, -0.5), rb), f"{a} {ra} overlaps {b} {rb} ({what})"


def check_cards(scene: TableScene, what: str) -> None:
    lay = scene.layout
    view = scene.current_view()
    for zid, zl in lay.zones.items():
        zv = view.zones.get(zid)
        faces = zv is not None and (zv.vis is Vis.PUBLIC or zv.owner == view.viewer
                                    or view.viewer == ALL)
        if zl.extra.get("backs"):
            faces = False
        least = MIN_CARD_PX_AT.get((lay.metrics.w, lay.metrics.h), MIN_CARD_PX) if faces else MIN_BACK_PX
        assert zl.card[1] >= least, f"{zid} cards are {zl.card[1]} px tall ({what})"


#: every word a plate's badge can show: the viewer's, then anyone's (hot seat: "Your turn" too)
OWN_STATUSES = ("", "Your turn", "Your answer", "Winner")
ANY_STATUSES = (*OWN_STATUSES, "Thinking…", "To play")


def check_plates(scene: TableScene, plates: dict, what: str) -> None:
    """No plate cuts its name or its score, whatever its badge says: the name whole, the
    score line whole items from the first (the score) on, the badge on the plate beside them."""
    lay, hud = scene.layout, scene.hud
    view = scene.current_view()
    m = lay.metrics
    for seat, (x, y, w, h) in plates.items():
        r = pygame.Rect(round(x), round(y), round(w), round(h))
        tx = hud.plate_text_x(lay, r, seat)
        lines = hud.plate_lines(view, seat)
        whole = {" · ".join(lines[:k]) for k in range(1, len(lines) + 1)} or {""}
        for status in OWN_STATUSES if seat == view.viewer else ANY_STATUSES:
            name, line, badge, name_px, line_px = hud.plate_words(lay, view, seat, lines, status, r, tx)
            said = f"plate {seat} with {status or 'no badge'!r} ({what})"
            assert not name.endswith("…"), f"{said} cuts its name to {name!r}"
            assert line in whole, f"{said} cuts its score line to {line!r} (of {lines})"
            if badge is None:
                continue
            assert r.contains(badge), f"{said}: the badge {badge} leaves the plate {r}"
            name_r = text(name, name_px, (0, 0, 0), bold=True).get_rect(topleft=(tx, r.y + m.px(6)))
            line_img = text(line, line_px, (0, 0, 0))
            line_r = line_img.get_rect(bottomleft=(tx, r.bottom - m.px(6)))
            for words, wr in (("name", name_r), ("score line", line_r)):  # (a line box has
                wr = wr.inflate(0, -m.px(2))  # a pixel of line gap above and below the ink)
                assert not badge.colliderect(wr), f"{said}: the badge covers the {words}"


@pytest.mark.parametrize("size", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n", CASES)
@pytest.mark.parametrize("stage", ["mid", "end"])
def test_nothing_overlaps_is_cut_off_or_too_small(gid, n, size, stage):
    w, h = size
    app, scene = table(gid, n, size, stage)
    what = f"{gid}, {n} players, {w}x{h}, {stage}"
    check(drawn(scene), w, h, what, scene.layout)
    check_cards(scene, what)
    check_plates(scene, scene.layout.plates, what)
    tour_and_preview(app, scene, what)


@pytest.mark.parametrize("size", [MIN_WINDOW, (1240, 620), *SIZES[:2]], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n", [c for c in CASES if c[0] != "kit"])
def test_computer_players_names_fit_their_plates_whole(gid, n, size):
    """The app names a computer seat "Gráinne (AI)": on Treasure's six to eight plates it read
    "Gráinne (…" even at 1920x1080. A long name now gets smaller, to the score line's size,
    before it is cut. (1240x620: the window fitted to a 1280x720 screen; 960x540, the
    smallest: its plates are 39 px tall, and a badge on the score line ("To play" beside
    "Score 30" under "Ciara (AI)", Seanchaí) reached a pixel into the name's line; it now
    goes lower on the plate, else smaller, else is left out.)"""
    app, scene = table(gid, n, size, "mid", computer_tag=" (AI)")
    assert any(name.endswith(" (AI)") for name in scene.names)
    check_plates(scene, scene.layout.plates, f"{gid}, {n} players, {size}, computers named (AI)")


def tour_and_preview(app, scene: TableScene, what: str) -> None:
    """The first-run tour hides neither the prompt nor the buttons; the hover preview of a
    hand card covers neither the prompt, the message strip, nor any shared zone."""
    lay = scene.layout
    w, h = lay.metrics.w, lay.metrics.h
    rects = drawn(scene)
    keep = {k: r for k, r in rects.items()
            if k == "prompt" or k.startswith("button/")}
    tour = scene.comfort.tour()
    app.mgr.push(tour)
    frames(app)
    assert inside(tuple(tour.box), (0, 0, w, h)), what
    for name, r in keep.items():
        assert not overlap(tuple(tour.box), r), f"the tour box covers {name} ({what})"
    tabs = {k: r for k, r in rects.items() if k.startswith("tab/")}
    for i, ((label, _), c) in enumerate(zip(tour.marks, tour.callouts, strict=True)):
        assert inside(tuple(c), (0, 0, w, h)), what
        for name, r in (keep | tabs).items():
            assert not overlap(tuple(c), r), f"the tour's {label!r} covers {name} ({what})"
        for j, (other, r) in enumerate(tour.marks):
            if j != i:
                assert not overlap(tuple(c), tuple(tour.outline(r))), \
                    f"the tour's {label!r} covers the mark {other!r} ({what})"
                if other != label:  # (marks that share a label share its callout)
                    assert not overlap(tuple(c), tuple(tour.callouts[j])), what
    app.mgr.pop(tour)
    hand = [s for s in scene.board.piles.get(f"hand/{scene.bottom}", []) if s.face is not None]
    if not hand:
        return
    for card in (hand[0], hand[-1]):
        zoom = scene.hud.zoom_rect(lay, card.rect(), card.zone)
        assert inside(zoom, (0, 0, w, h)), f"preview {zoom} cut off ({what})"
        for name, r in rects.items():
            zid = name.partition("/")[2]
            if name.startswith("mark/"):  # a game's box names its zone after its own kind
                zid = zid.partition("/")[2]
            if lay.owners.get(zid) == scene.bottom or name.startswith(("label/", "badge/")):
                continue  # the preview may lie over the viewer's own cards
            if name in ("toast", "banner") or name.startswith(("pop/", "tab/", "keeping/")):
                continue  # drawn over the preview (a message) or beside the table
            assert not overlap(zoom, r), f"the hover preview {zoom} covers {name} ({what})"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_text_is_at_least_the_minimum_height(size):
    app, scene = table("keltis", 4, size, "mid")
    m = scene.layout.metrics
    for logical, minimum in ((13, 11), (15, 12), (16, 12), (17, 13), (19, 13), (14, 12)):
        assert text("Score 12 · Tg", m.font(logical, minimum), (0, 0, 0)).get_height() >= MIN_TEXT_PX
    if size == (2560, 1440):
        assert m.font(15, 12) >= 28  # text grows with the window


def test_the_check_would_catch_an_overlap_and_a_cut():
    app, scene = table("hyrule", 4, (1280, 720), "mid")
    rects = drawn(scene)
    plate = rects["plate/0"]
    with pytest.raises(AssertionError, match="overlaps"):
        check({**rects, "extra": plate}, 1280, 720, "probe", scene.layout)
    with pytest.raises(AssertionError, match="cut off"):
        check({"extra": (1200, 700, 100, 40)}, 1280, 720, "probe", scene.layout)
    x, y, w, h = scene.layout.plates[0]
    with pytest.raises(AssertionError, match="cuts its"):  # a plate too narrow for its words
        check_plates(scene, {0: (x, y, w * 0.45, h)}, "probe")
    pygame.event.clear()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", [2, 5, 8])
def test_a_25_card_hand_fits_at_the_opening_of_a_hand(n, size):
    """Treasure at the opening of a hand, every hand full, the viewer's grown to 25 cards (a
    whole discard pile taken): it folds into two rows and nothing overlaps or leaves the screen."""
    w, h = size
    plugin = REGISTRY["treasure"]
    cfg = MatchConfig("treasure", n, 1, {})
    s = plugin.rules.new_game(cfg)
    grow = 25 - len(s.hands[0])
    hands = (tuple(sorted(s.hands[0] + s.stock[-grow:])), *s.hands[1:])
    s = s._replace(hands=hands, stock=s.stock[:-grow])
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i], "random") for i in range(n))
    match = Match(plugin.rules, cfg, seats, states=[s])
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("treasure"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 2)
    what = f"treasure, {n} players, 25 cards in hand, {w}x{h}"
    assert len(scene.board.piles["hand/0"]) == 25
    hand = scene.layout.zones["hand/0"]  # one row, or two when one would crowd: each card
    rows = hand.rows(25)  # shows at least MIN_SHOW of its width (its corner index reads)
    xs = sorted(hand.slot(i, 25)[0] for i in range(25))
    shown = min(b - a for a, b in zip(xs, xs[1:], strict=False) if b - a > 0.5)
    assert rows in (1, 2) and shown >= MIN_SHOW * hand.card[0] - 0.5, what
    check(drawn(scene), w, h, what, scene.layout)
    check_cards(scene, what)
    check_plates(scene, scene.layout.plates, what)


#: a row's cards "overlap" below this share of a card's width between neighbours (at nine
#: tenths the name and the corner of every face still show whole)
WHOLE = 0.9
#: the least widening worth having: a tenth of a card's width per step
STEP_WIDER = 0.1


def room_report(scene: TableScene) -> tuple[list[str], float]:
    """Every table uses its room (issue 22), measured on the live table.

    (a) For each horizontal row or fan whose cards show faces and overlap (neighbours closer
    than a card's width; a hand folded into two rows counts by its rows), the free room beside
    it — along the band its cards cover, from its ends to the nearest thing drawn (another
    zone at its fullest or the room the layout gave it, a plate, a label, a badge, the status
    line, the prompt, a button, Undo/Redo, a tab, a pop-up) or the screen's edge — must be less
    than it would take to stop overlapping, and less than a tenth of a card per step: else the
    zone overlaps its cards though it could have grown (the kit's gap on each side is not
    counted as room). Returns the failures, one line each. Judged: the viewer's band, the
    centre and the opponents' blocks along the top, each within its share of the row (from its
    plate to the next seat's: a point field or a group spreads into the room between seats
    rather than the blocks lying apart). Not yet judged: blocks down
    the sides (their rows keep their declared step, so the hover preview has room beside the
    hand) and
    zones a game spaces itself (Ard Rí's suit rows, ``SuitRow.slot``, which does not step
    wider yet).
    (b) The share of the cloth that nothing drawn covers (zones at their fullest, every plate,
    label and button), reported, not judged: tables differ.
    """
    lay = scene.layout
    m = lay.metrics
    view = scene.current_view()
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    rects = drawn(scene)
    if "toast" not in rects and "messages" in lay.areas:  # (over an open sheet the message
        rects["toast/strip"] = lay.areas["messages"]  # stands in it: the strip is kept all
        # the same, for the messages when it is put away, as the toast there measured it)
    for zid, zl in lay.zones.items():  # the room the layout gave a zone is taken too
        if zid not in lay.overlays:
            rects[f"room/{zid}"] = zl.room(max(counts.get(zid, 0), zl.extra.get("full", 1)))
    bad = []
    for zid, zl in lay.zones.items():
        n = counts.get(zid, 0)
        zv = view.zones.get(zid)
        if zl.kind not in ("row", "fan") or zl.vertical or n < 2 or zv is None or zid in lay.overlays:
            continue
        if all(c is None for c in zv.cards):
            continue  # backs: nothing on them to read
        if type(zl).slot not in (ZoneLayout.slot, TwoRowFan.slot):
            continue  # a game's own spacing (Ard Rí's suit rows): not yet judged, see above
        owner = lay.owners.get(zid, scene.bottom)
        if owner != scene.bottom and (lay.seats[owner].side != "top" or zv.vis is not Vis.PUBLIC):
            continue  # down the sides rows keep their declared step (see the docstring); a
            # hidden hand with a known card or two is a row of backs all the same
        rows = zl.rows(n) if hasattr(zl, "rows") else 1
        per_row = -(-n // rows)
        xs = sorted(zl.slot(i, n)[0] for i in range(n))
        cw = zl.card[0]
        step = min((b - a for a, b in zip(xs, xs[1:], strict=False) if b - a > 0.5), default=cw)
        if step >= WHOLE * cw:
            continue
        x, y, w, h = zl.extent(n)
        left, right = 0.0, float(m.w)
        if owner != scene.bottom:  # an opponent's row has its seat's share of the top row:
            tops = sorted(lay.plates[s][0] for s, p in lay.seats.items() if p.side == "top")
            mine = lay.plates[owner][0]  # from its plate to the next seat's plate
            left = min(mine, x)
            right = max(x + w, next((t for t in tops if t > mine), right))
        for name, (ox, oy, ow, oh) in rects.items():
            if name.partition("/")[2].endswith(zid) or name == f"zone/{zid}":
                continue  # its own cards, room, badge, title and caption
            if oy < y + h - 0.5 and y + 0.5 < oy + oh:
                if ox + ow <= x + 0.5:
                    left = max(left, ox + ow)
                elif ox >= x + w - 0.5:
                    right = min(right, ox)
                elif ox < x + w and x < ox + ow and not name.startswith(("pop/", "toast", "banner")):
                    left = right = x  # something lies across it: no room to speak of
        gap = GAP * m.unit  # the kit's gap between neighbours is not room to grow into
        free = max(0.0, x - left - gap) + max(0.0, right - x - w - gap)
        whole = (per_row - 1) * (cw - step)
        wider = (per_row - 1) * STEP_WIDER * cw
        if free >= min(whole, wider):
            bad.append(f"{zid}: {n} cards step {step / cw:.2f} of a card with {free:.0f} px free "
                       f"beside it ({min(whole, wider):.0f} px would step wider)")
    bad += below_top_row(scene, rects, counts)
    # (b) the cloth no element covers, on a grid of 8 px cells
    cell = 8
    cols, rows_ = m.w // cell, m.h // cell
    covered = bytearray(cols * rows_)
    for name, (rx, ry, rw, rh) in rects.items():
        if name.startswith("room/"):
            continue  # room given but not drawn on
        for gy in range(max(0, int(ry // cell)), min(rows_, int((ry + rh) // cell) + 1)):
            a, b = max(0, int(rx // cell)), min(cols, int((rx + rw) // cell) + 1)
            covered[gy * cols + a:gy * cols + b] = b"\x01" * max(0, b - a)
    unused = 1 - sum(covered) / len(covered)
    return bad, unused


def below_top_row(scene: TableScene, rects: dict[str, Rect], counts: dict) -> list[str]:
    """(c) The opponents along the top grow downward into free cloth (issue 22): a family of
    faces in a top seat's block (a seat's groups) whose cards overlap while another member
    shares their row must not leave, under the top row, the height of one more row of that
    family free in every column of the table between the top row and the viewer's band (the
    centre's parts, each side seat), counting the room above and below each column, as the kit
    centres them. Returns the failures."""
    lay = scene.layout
    m = lay.metrics
    gap = GAP * m.unit
    top_seats = {s for s, p in lay.seats.items() if p.side == "top" and s != scene.bottom}
    if not top_seats:
        return []

    def seat_of(name: str):
        zid = name.partition("/")[2]
        for prefix in ("title/", "caption/", "badge/"):
            zid = zid.removeprefix(prefix)
        if name.startswith("plate/"):
            return int(zid)
        return lay.owners.get(zid)

    drawn_rects = {k: r for k, r in rects.items() if not k.startswith(("room/", "pop/"))}
    roof = max(r[1] + r[3] for k, r in drawn_rects.items() if seat_of(k) in top_seats)
    floor_names = [k for k in drawn_rects if seat_of(k) == scene.bottom or k.startswith(
        ("status", "prompt", "button/", "keeping/", "toast", "banner", "tab/"))]
    floor = min(drawn_rects[k][1] for k in floor_names)
    columns: dict[object, list[Rect]] = {}
    for k, r in drawn_rects.items():
        owner = seat_of(k)
        if k in floor_names or owner in top_seats:
            continue
        if r[1] + r[3] <= roof + 0.5 or r[1] >= floor - 0.5:
            continue  # beside the top row (a tab at its height) or in the viewer's band
        columns.setdefault("centre" if owner is None else lay.seats[owner].side, []).append(r)
    spare = min((floor - roof) - (max(r[1] + r[3] for r in rs) - min(r[1] for r in rs))
                - 2 * gap for rs in columns.values()) if columns else floor - roof - 2 * gap
    bad = []
    for seat in sorted(top_seats):
        rows: dict[tuple[str, float], list] = {}
        for zid, zl in lay.zones.items():
            if lay.owners.get(zid) != seat or zl.kind not in ("row", "fan") or zl.vertical:
                continue
            zv = scene.current_view().zones.get(zid)
            if zv is None or zv.vis is not Vis.PUBLIC or "/" not in zid.rpartition("/")[0]:
                continue  # a family's members only (``group/<seat>/<k>``)
            rows.setdefault((zid.rpartition("/")[0], round(zl.cy)), []).append((zid, zl))
        for (family, _), members in rows.items():
            if len(members) < 2:
                continue
            for zid, zl in members:
                n = counts.get(zid, 0)
                if n < 2:
                    continue
                xs = sorted(zl.slot(i, n)[0] for i in range(n))
                step = min((b - a for a, b in zip(xs, xs[1:], strict=False) if b - a > 0.5),
                           default=zl.card[0])
                cap = lay.labels.get(f"caption/{zid}", (0, 0, 0, 0))[3]
                row_h = zl.card[1] + cap + gap
                if step < WHOLE * zl.card[0] and spare >= row_h:
                    bad.append(f"{zid}: {n} cards step {step / zl.card[0]:.2f} of a card beside "
                               f"another of {family} while {spare:.0f} px lie free under the top "
                               f"row ({row_h:.0f} px would hold another row)")
                    break
    return bad


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n", CASES)
@pytest.mark.parametrize("stage", ["mid", "end"])
def test_every_table_uses_its_room(gid, n, size, stage, capsys):
    """No row or fan overlaps its cards while the room beside it could spread them (see
    ``room_report``); the cloth left unused is printed (``pytest -s``)."""
    app, scene = table(gid, n, size, stage)
    bad, unused = room_report(scene)
    with capsys.disabled():
        print(f"\n  room {gid} {n}p {size[0]}x{size[1]} {stage}: unused cloth {unused:.0%}", end="")
    assert not bad, f"{gid}, {n} players, {size[0]}x{size[1]}, {stage}: " + "; ".join(bad)


def test_the_room_check_would_catch_a_squeezed_row():
    """A hand squeezed to half its room while the rest of the row lies free is caught."""
    app, scene = table("seanchai", 2, (1920, 1080), "mid")
    lay = scene.layout
    zid = f"hand/{scene.bottom}"
    zl = lay.zones[zid]
    n = len(scene.board.piles[zid])
    assert n >= 2
    zl.loose, zl.span = 0.0, None
    zl.step = zl.card[0] * 0.3
    assert room_report(scene)[0], "a hand at 0.3 of a card with the band free was not caught"


def my_turn(gid: str, n: int, size, moves: int | None = None, until=None) -> tuple:
    """``gid`` after some seeded random moves (at least ``moves``, 6 a seat by default, and
    on until ``until(match)`` holds, if given), seat 0 (human, at the bottom) to act: the
    table asking it for a move, its prompt and situation strip up."""
    plugin = REGISTRY[gid]
    seats = tuple(Seat("human" if i == 0 else "ai", DEFAULT_NAMES[i], "random") for i in range(n))
    match = Match(plugin.rules, MatchConfig(gid, n, 1, {}), seats)
    rng = Rng.derived(1, "layout-test")
    least = 6 * n if moves is None else moves
    while len(match.records) < least or match.to_act != 0 or (until is not None and not until(match)):
        match.submit(rng.choice(match.legal()))
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for(gid))
    app.mgr.reset(scene)
    for _ in range(300):
        frames(app)
        if scene.board.index is not None and not scene.board.busy:
            return app, scene
    raise AssertionError("the table never asked seat 0 for a move")


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_action_bar_wider_than_its_area_keeps_off_the_table(size):
    """Keltis, a first hand with four stones to claim (deal 64): the four buttons, centred on
    their area and wider than it, ran over the Blue row, the point row and "Your stones"
    (1240x620 is the window on a 1280x720 screen). The bar now grows to its right only, into
    the room kept for Undo/Redo, and breaks into rows there."""
    plugin = REGISTRY["keltis"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara (AI)", "random"))
    match = Match(plugin.rules, MatchConfig("keltis", 2, 64, {}), seats)
    assert match.to_act == 0 and sum(1 for a in match.legal() if a.kind == "claim") == 4
    app = make_app(size, speed="off")
    scene = TableScene(plugin, match, CATALOG.table_for("keltis"), autoplay=False, viewer=0)
    app.mgr.reset(scene)
    frames(app, 3)
    assert len(scene.buttons) == 4
    w, h = size
    rects = drawn(scene)  # (its toast is the strip's plain spot: the table moves a message
    del rects["toast"]  # off the buttons, checked below)
    check(rects, w, h, f"keltis, four stone claims, {w}x{h}", scene.layout)
    counts = {z: len(p) for z, p in scene.board.piles.items()}
    scene.toasts.clear()
    scene.toasts.show("Ciara (AI) takes Wishing Stone 7 and draws two cards")
    box, _, _ = scene._toast_place(scene.layout, counts, "", None)
    assert not any(box.colliderect(b.rect) for b in scene.buttons), f"the message {box} covers a button"


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_wide_action_bar_stops_short_of_the_side_tabs(size):
    """Treasure, eight players, two cards on the discard pile (seen under Xvfb in a 1280x800
    window): "Draw from the draw pile", "Take the Lady", "Take the whole discard pile (2
    cards)". Grown to the right from its area, the bar ran under the Log and Hint tabs, which
    stand at its height on this table. It now goes where it covers neither a tab nor the
    table (here: centred, as before the bar could grow)."""
    from tabletop.ui.table.actionbar import place_actions, table_rects
    from tabletop.ui.widgets.button import Button

    app, scene = table("treasure", 8, size, "mid", computer_tag=" (AI)")
    labels = ["Draw from the draw pile", "Take the Lady", "Take the whole discard pile (2 cards)"]
    buttons = [Button(label, lambda: None, primary=True) for label in labels]
    tabs = [b.rect for b in scene.comfort.tabs]
    place_actions(buttons, scene.layout, scene.keeping, tabs)
    taken = table_rects(scene.layout)
    assert taken
    for b in buttons:
        assert b.rect.collidelist(tabs) < 0, f"{b.label!r} {b.rect} runs under a tab"
        assert not any(overlap(tuple(b.rect), t) for t in taken), f"{b.label!r} {b.rect} covers the table"
        assert 0 <= b.rect.x and b.rect.right <= size[0]


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_hands_shown_at_the_end_spread_so_each_card_reads(size):
    """Once the game is over every hand is shown, but a rival's hand kept the overlap its
    backs had (Treasure: an eighth of a card), so only slivers of its faces showed. Faces
    shown at the end step wider into the room they have, as any row of faces does."""
    app, scene = table("treasure", 3, size, "end")
    lay = scene.layout
    shown = 0
    for seat in (1, 2):
        zl, n = lay.zones[f"hand/{seat}"], len(scene.board.piles[f"hand/{seat}"])
        if n >= 2:
            shown += 1
            assert zl.step_for(n) >= 0.5 * zl.card[0], (seat, zl.step_for(n), zl.card)
    assert shown, "no rival kept two cards: the test proves nothing"


#: every game that keeps a sheet (Hyrule over several rounds), a few player counts each
SHEETS = [(gid, n, {"rounds": 3} if gid == "hyrule" else {}) for gid, n in CASES
          if gid in ("hyrule", "keltis", "seanchai", "treasure") and n in (2, 4, 5, 8)]


@pytest.mark.parametrize("size", [(1240, 620), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,n,options", SHEETS)
@pytest.mark.parametrize("stage", ["mid", "end"])
def test_a_message_over_the_open_sheet_keeps_to_its_title_band(gid, n, options, size, stage):
    """The open score sheet (opened by itself at the end, by M mid-game) and a message: the
    message stands in the sheet's title band, on neither its figures nor the table's cards
    ("Dara (AI) goes out: the hand is scored" lay on the hand's total, Treasure at 1240x620)."""
    app, scene = table(gid, n, size, stage, options=options)
    if not scene.sheet.open:
        scene.sheet.toggle()
    assert scene.sheet.open, "the sheet opens"
    for message in ("Dara (AI) goes out: the hand is scored", LONG_TOAST,
                    "Ciara (AI) takes Wishing Stone 7 and draws two cards from the draw pile, "
                    "then passes the turn to Dara (AI)"):
        scene.toasts.clear()
        scene.toasts.show(message)
        frames(app, 2)
        assert scene.sheet.open and scene.toast_box is not None
        check_in_sheet(scene, scene.toast_box, f"{gid}, {n} players, {size}, {stage}: {message!r}")
