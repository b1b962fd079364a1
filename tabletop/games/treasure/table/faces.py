"""The Viashi deck for Treasure: five suits, nine gods and the changing cards.

What a player reads, and where (the left edge shows in a fanned hand, so the index runs down
it, and is turned 180° in the bottom-right corner):

* **rank** as a large numeral in the index (1 Queen, highest, … 9 Fool): sets and runs are
  built by number; below it the **suit** by shape *and* colour, never colour alone: Winds a
  white gust, Flames a red flame, Stones a purple cut stone, Waves a blue breaking wave,
  Leaves a green leaf; the gods (the sixth suit for colours) a gold eight-pointed star on a
  night-blue card;
* in the middle a medallion with the rank's emblem (tiara, crown, circlet, flower, sword,
  scales, pickaxe, magician's hat, jester's cap) and the rank's name on a ribbon; a god shows
  its own drawn emblem and its name, its equivalent rank is its index numeral, and on large
  cards its three effects (in a set, in a run, in a colour);
* a **changing card** (one a god can let change: Warriors and Queens their colour, Stones
  and Waves their rank) carries a badge in the free corners: the god that allows it (the
  Thief's mask, the Changeling's butterfly) with a sign for what changes (a four-colour wheel
  for colour, an up-down arrow for rank); large cards say it in words.

Below 64 px wide the face keeps only what reads at that size: a bigger index, the suit's
shape large in the middle and the changing badge as a dot in the god's colour.

On the table a changing card that was declared as something else shows it:
``overlay_declared(surf, rect, "7S", theme)`` lays a gold-rimmed index with the declared rank
and suit and a turn mark over the printed one (``paint_declared`` is the same as an image).
"""

from __future__ import annotations

import math

import pygame
from PIL import Image

from ....core.cards import CardSpec, DeckSpec
from ....ui.render.cardbase import blank, lattice_back, mix, shape_field
from ....ui.render.emblems import Canvas
from ....ui.render.generic import _lines  # the generic face's line breaker: the same job
from ....ui.render.theme import RGB, Theme
from .. import deck as vdeck  # the deck and the rules' tables (pure data)
from .. import gods, scoring
from .emblems import GOD_COLOURS, GODS, GOLD, GOLD_DARK, RANKS, WHITE, outlined
from .score import SHORT  # the effects in two or three words

#: suit -> (shape, symbol colour, ink for numerals and outlines, medallion ground)
SUITS: dict[str, tuple[str, RGB, RGB, RGB]] = {
    "W": ("gust", (250, 250, 252), (50, 58, 76), (204, 208, 218)),
    "F": ("flame", (218, 58, 34), (146, 28, 16), (250, 214, 196)),
    "S": ("rock", (128, 76, 172), (78, 38, 116), (224, 208, 238)),
    "V": ("wave", (30, 112, 204), (16, 64, 132), (200, 222, 246)),
    "L": ("leaf", (50, 148, 62), (24, 90, 36), (206, 234, 204)),
    "G": ("star8", GOLD, (30, 28, 64), (30, 28, 64)),
}
#: the colour-blind theme's symbol colours: every pair at least 20 CIEDE2000 apart under
#: simulated protanopia and deuteranopia (``ui/render/vision.py``; Stones and Waves were 4.8)
CVD_COLOURS: dict[str, RGB] = {
    "W": (252, 253, 255), "F": (213, 49, 27), "S": (118, 72, 105), "V": (0, 112, 214),
    "L": (45, 153, 120), "G": (231, 181, 52)}
NIGHT: RGB = (30, 28, 64)
SMALL_W = 64  # below this width a face shows its compact layout
NAMED_W = 140  # from this width a suit card names its suit under the rank
LARGE_W = 200  # from this width a face adds words (the changes, the gods' effects)
MIN_PRINT = 9  # the smallest type of a name on a face (issue 28, item 4)


def palette(theme: Theme) -> dict[str, RGB]:
    """Each suit's symbol colour (and the gods' gold, ``G``) in ``theme``."""
    if theme.colour_blind:
        return dict(CVD_COLOURS)
    return {suit: style[1] for suit, style in SUITS.items()}


def _suit_style(suit: str, theme: Theme) -> tuple[str, RGB, RGB, RGB]:
    """``SUITS[suit]`` with the symbol colour of ``theme``."""
    shape, _, ink, ground = SUITS[suit]
    return shape, palette(theme)[suit], ink, ground


def changes(card: CardSpec) -> list[tuple[int, str, str]]:
    """How a god may let this card change (rules T6.1), as the rules decide it: (god,
    "colour" | "rank", the god's position that allows it), in the order of the effects table."""
    ids = vdeck.DECK1.ids_for(card.code)
    if card.kind == "god" or not ids:
        return []
    out: list[tuple[int, str, str]] = []
    for (god, pos), (flag, _) in gods.EFFECTS.items():
        if scoring.rank_changer(ids[0], flag):
            out.append((god, "rank", pos))
        elif scoring.colour_changer(ids[0], flag):
            out.append((god, "colour", pos))
    return out


def _ink(colour: RGB, theme: Theme) -> RGB:
    return mix(colour, (0, 0, 0), 0.45) if theme.high_contrast else colour


def index_numeral_box(w: int) -> tuple[float, float, float, float]:
    """Where the index numeral sits on a card ``w`` wide (top left): the tests measure its
    contrast there."""
    cx, px, y_num = _index_geometry(w)[:3]
    return cx - px * 0.4, y_num - px * 0.42, cx + px * 0.4, y_num + px * 0.42


def _index_geometry(w: int) -> tuple[float, float, float, float, float]:
    """(centre x, numeral px, numeral y, symbol y, symbol size) of the index."""
    small = w < SMALL_W
    # the index is large on small cards and shrinks towards a printed card's on large ones
    big = min(1.0, max(0.0, (w - 100) / 100))
    cx = w * (0.17 if small else 0.145 - 0.02 * big)
    px = w * (0.36 if small else 0.25 - 0.06 * big)
    y_num = w * 0.045 + px * 0.5
    y_sym = y_num + px * (0.86 if small else 0.9)
    return cx, px, y_num, y_sym, w * (0.22 if small else 0.16)


def _index_pill(c: Canvas, rank: int, suit: str, ink: RGB, pill: RGB, edge: RGB, theme: Theme,
                edge_w: float | None = None) -> None:
    """The numeral and the suit shape in a pill in the top-left corner of ``c``."""
    w = c.w
    shape, colour, sink, _ = _suit_style(suit, theme)
    cx, px, y_num, y_sym, sym = _index_geometry(w)
    top, bottom = w * 0.04, y_sym + sym * 0.62
    c.rounded_rect((cx - px * 0.44 - w * 0.02, top, cx + px * 0.44 + w * 0.02, bottom),
                   w * 0.05, fill=pill, outline=edge, width=edge_w or max(0.6, w / 110))
    thick = w / 90 if w < SMALL_W else 0.0  # a few pixels tall: a touch bolder
    c.numeral((cx, y_num + px * 0.04), str(rank), px, ink, stroke=thick, stroke_fill=ink)
    outlined(c, shape, cx, y_sym, sym, colour, sink, max(0.5, w / (50 if w < SMALL_W else 130)))


def _index(c: Canvas, rank: int, suit: str, ink: RGB, pill: RGB, edge: RGB, theme: Theme) -> None:
    """The index pill in the top-left corner, and turned 180° in the bottom-right."""
    corner = Canvas((c.w, c.h), scale=c.s)
    _index_pill(corner, rank, suit, ink, pill, edge, theme)
    cx, px, _, y_sym, sym = _index_geometry(c.w)
    _mirror_corner(c, corner, (0, 0, cx + px * 0.5 + c.w * 0.04, y_sym + sym * 0.7))


def _mirror_corner(c: Canvas, layer: Canvas, box: tuple[float, float, float, float]) -> None:
    """Composite ``box`` of ``layer`` onto ``c``, and the same turned 180° into the opposite
    corner (as turning the whole layer would, but only the part that holds anything)."""
    s = c.s
    x0, y0 = max(0, int(box[0] * s)), max(0, int(box[1] * s))
    x1, y1 = min(c.img.width, math.ceil(box[2] * s)), min(c.img.height, math.ceil(box[3] * s))
    part = layer.img.crop((x0, y0, x1, y1))
    c.img.alpha_composite(part, (x0, y0))
    c.img.alpha_composite(part.rotate(180), (c.img.width - x1, c.img.height - y1))


def _panel(c: Canvas, theme: Theme, fill: RGB, edge: RGB) -> tuple[float, float, float, float]:
    w, h = c.w, c.h
    m = w * 0.045
    box = (m, m, w - m, h - m)
    c.rounded_rect(box, w * 0.05, fill=fill, outline=edge, width=max(1.0, w * 0.022))
    inset = w * 0.035
    c.rounded_rect((m + inset, m + inset, w - m - inset, h - m - inset), w * 0.035,
                   outline=mix(edge, fill, 0.55), width=max(0.5, w / 180))
    return box


def _ribbon(c: Canvas, text: str, cy: float, fill: RGB, ink: RGB, edge: RGB, x0: float, x1: float
            ) -> None:
    """A name on a ribbon with notched tails."""
    w = c.w
    hh = w * 0.065
    tail = w * 0.05
    for side in (-1, 1):
        xe = x0 if side < 0 else x1
        pts = [(xe - side * tail, cy - hh * 0.7), (xe + side * tail * 0.9, cy - hh * 0.7),
               (xe + side * tail * 0.4, cy + hh * 0.05), (xe + side * tail * 0.9, cy + hh * 0.9),
               (xe - side * tail, cy + hh * 0.9)]
        c.polygon(pts, fill=mix(fill, (0, 0, 0), 0.2), outline=edge, width=max(0.5, w / 160))
    c.rounded_rect((x0, cy - hh, x1, cy + hh), w * 0.015, fill=fill, outline=edge, width=max(0.5, w / 140))
    lines, px = _lines(c, text.upper(), max(MIN_PRINT, w * 0.085), x1 - x0 - w * 0.05, 1)
    c.text(((x0 + x1) / 2, cy + w * 0.004), lines[0], px, ink, serif=True)


def ribbon_span(c: Canvas, text: str, x0: float, x1: float) -> tuple[float, float]:
    """A ribbon's ends: ``x0``–``x1``, or wider (to 8 % of the card from each edge) so
    that its name fits at ``MIN_PRINT`` px at least (issue 28, item 4: "CHANGELING" and
    "PROTECTRESS" were 6.5 px on a hand card at 1280×720)."""
    w = c.w
    need = c.text_size(text.upper(), max(MIN_PRINT, w * 0.085), serif=True)[0] + w * 0.06
    half = min(w * 0.42, max((x1 - x0) / 2, need / 2))
    return w / 2 - half, w / 2 + half


def _medallion(c: Canvas, cx: float, cy: float, r: float, ground: RGB, ring: RGB, edge: RGB) -> None:
    w = c.w
    c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ring, outline=edge, width=max(0.6, w / 120))
    ri = r * 0.86
    c.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=ground, outline=mix(ring, edge, 0.4),
              width=max(0.5, w / 200))


# --- changing badges ----------------------------------------------------------------------

def _wheel(c: Canvas, cx: float, cy: float, r: float, edge: RGB) -> None:
    """Colour may change: a wheel of the five suit colours."""
    cols = [SUITS[s][1] for s in "WFSVL"]
    for i, col in enumerate(cols):
        a0, a1 = -90 + i * 72, -90 + (i + 1) * 72
        c.draw.pieslice(tuple(v * c.s for v in (cx - r, cy - r, cx + r, cy + r)), a0, a1, fill=col)
    c.ellipse((cx - r, cy - r, cx + r, cy + r), outline=edge, width=max(0.4, r / 5))


def _updown(c: Canvas, cx: float, cy: float, r: float, edge: RGB) -> None:
    """Rank may change: a white disc with an up-and-down arrow."""
    c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=edge, width=max(0.4, r / 5))
    c.line([(cx, cy - r * 0.45), (cx, cy + r * 0.45)], edge, max(0.5, r / 4))
    for sign in (-1, 1):
        c.polygon([(cx, cy + sign * r * 0.78), (cx - r * 0.42, cy + sign * r * 0.3),
                   (cx + r * 0.42, cy + sign * r * 0.3)], fill=edge)


def _badges(c: Canvas, theme: Theme, card: CardSpec, small: bool) -> None:
    """The changing badges down the top-right corner, turned 180° into the bottom-left (the
    corner a fanned hand shows)."""
    marks = changes(card)
    if not marks:
        return
    w = c.w
    layer = Canvas((w, c.h), scale=c.s)
    cx = w * (0.84 if small else 0.855)
    for i, (god, what, _) in enumerate(marks):
        colour = GOD_COLOURS[god]
        if small:
            r = w * 0.085
            cy = w * 0.15 + i * w * 0.22
            layer.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=GOLD,
                          width=max(0.6, w / 40))
            continue
        r = w * 0.095
        cy = w * 0.16 + i * w * 0.27
        layer.ellipse((cx - r, cy - r, cx + r, cy + r), fill=mix(colour, WHITE, 0.15), outline=GOLD,
                      width=max(0.6, w / 90))
        GODS[god](layer, cx, cy, r * 1.45)
        sign = _wheel if what == "colour" else _updown
        sign(layer, cx - r * 0.8, cy + r * 0.8, r * 0.45, theme.ink)
    _mirror_corner(c, layer, (w * 0.65, 0, w, w * 0.75))


def _change_words(card: CardSpec) -> list[str]:
    """What may change and which god allows it, two short lines per change."""
    out: list[str] = []
    for god, what, pos in changes(card):
        out += [f"{vdeck.GOD_NAMES[god]} in a {pos}:", f"{what} may change"]
    return out


# --- faces --------------------------------------------------------------------------------

def _suit_face(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w, h = c.w, c.h
    suit = card.suit or "W"
    rank = card.rank or 1
    shape, colour, ink, ground = _suit_style(suit, theme)
    ink = _ink(ink, theme)
    small = w < SMALL_W
    tint = mix(ground, theme.card_face, 0.3 if suit == "W" else 0.55)  # white shows on grey
    box = _panel(c, theme, tint, ink)
    shape_field(c, shape, mix(ground, tint, 0.45), box)
    if small:
        outlined(c, shape, w * 0.56, h * 0.5, w * 0.42, colour, ink, max(0.5, w / 36))
    else:
        cy = h * 0.39
        r = w * 0.265
        _medallion(c, w / 2, cy, r, ground, theme.card_face, ink)
        # the suit's shape behind the emblem, then the rank's emblem
        if suit != "W":  # (the white gust would only blur the emblem)
            c.shape(shape, w / 2, cy, r * 1.35, mix(colour, ground, 0.55))
        RANKS[rank](c, w / 2, cy, r * 1.28, colour, ink)
        name = vdeck.RANK_NAMES[rank]
        _ribbon(c, name, h * 0.61, theme.card_face, ink, ink, *ribbon_span(c, name, w * 0.23, w * 0.77))
        if w >= NAMED_W:
            words = f"of {vdeck.SUIT_NAMES[vdeck.SUITS.index(suit)]}"
            c.text((w / 2, h * 0.685), words, max(MIN_PRINT, w * 0.062), ink, serif=True)
        if w >= LARGE_W and changes(card):  # between the badges and the turned index
            _small_print(c, _change_words(card), (w * 0.27, h * 0.73, w * 0.71, h * 0.96), ink)
    _index(c, rank, suit, ink, theme.card_face, ink, theme)
    _badges(c, theme, card, small)


def _small_print(c: Canvas, lines: list[str], box: tuple[float, float, float, float], ink: RGB) -> None:
    """Short lines centred in ``box``, in one type size that fits them all."""
    x0, y0, x1, y1 = box
    px = min(_lines(c, line, c.w * 0.052, x1 - x0, 1)[1] for line in lines)
    step = px * 1.3
    y = y0 + px * 0.6
    for line in lines:
        if y > y1:
            break
        c.text(((x0 + x1) / 2, y), line, px, ink, bold=False)
        y += step


def _god_face(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w, h = c.w, c.h
    god = card.rank or 1
    small = w < SMALL_W
    night = mix(NIGHT, (0, 0, 0), 0.3) if theme.high_contrast else NIGHT
    box = _panel(c, theme, night, GOLD)
    shape_field(c, "star8", mix(night, GOLD, 0.14), box)
    own = GOD_COLOURS[god]
    if small:
        r = w * 0.27
        cx, cy = w * 0.56, h * 0.5
        _medallion(c, cx, cy, r, mix(own, night, 0.35), GOLD, GOLD_DARK)
        GODS[god](c, cx, cy, r * 1.5)
    else:
        cy = h * 0.37
        r = w * 0.29
        _medallion(c, w / 2, cy, r, mix(own, night, 0.3), GOLD, GOLD_DARK)
        glow = r * 0.8
        c.ellipse((w / 2 - glow, cy - glow, w / 2 + glow, cy + glow), fill=mix(own, WHITE, 0.25))
        GODS[god](c, w / 2, cy, r * 1.45)
        name = card.name or "God"
        _ribbon(c, name, h * 0.61, GOLD, night, GOLD_DARK, *ribbon_span(c, name, w * 0.2, w * 0.8))
        if w >= LARGE_W:
            _effects(c, god, (w * 0.1, h * 0.68, w * 0.73, h * 0.94))
        elif w >= 96:
            c.text((w / 2, h * 0.69), f"rank {god}", max(MIN_PRINT, w * 0.075), GOLD, serif=True)
    _index(c, god, "G", GOLD, night, GOLD, theme)


def _effects(c: Canvas, god: int, box: tuple[float, float, float, float]) -> None:
    """The god's three effects, one line per position, in the words of the table's badges
    (``score.SHORT``), so the card and a group's badge say the same thing."""
    x0, y0, x1, y1 = box
    w = c.w
    rows = [(pos.upper(), SHORT[gods.EFFECTS[(god, pos)][0]]) for pos in (gods.SET, gods.RUN, gods.COLOUR)]
    rows = [(tag, words[0].upper() + words[1:]) for tag, words in rows]
    tag_w = w * 0.19
    text_w = x1 - x0 - tag_w - w * 0.025
    px = w * 0.058
    while True:  # one type size for all three, as large as lets them fit the box
        laid = [_lines(c, words, px, text_w, 2)[0] for _, words in rows]
        heights = [max(w * 0.07, len(lines) * px * 1.2) for lines in laid]
        if sum(heights) + 2 * w * 0.025 <= y1 - y0 or px < 5:
            break
        px *= 0.92
    top = y0
    for (tag, _), lines, height in zip(rows, laid, heights, strict=True):
        c.rounded_rect((x0, top, x0 + tag_w, top + w * 0.07), w * 0.015, fill=GOLD)
        c.text((x0 + tag_w / 2, top + w * 0.036), tag, w * 0.034, NIGHT)
        for k, line in enumerate(lines):
            c.text((x0 + tag_w + w * 0.025, top + w * 0.036 + k * px * 1.2), line, px,
                   (240, 232, 208), anchor="lm", bold=False)
        top += height + w * 0.025


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme) -> Image.Image | None:
    if card.kind not in ("god", "suit"):
        return None
    c = blank(size, theme)
    (_god_face if card.kind == "god" else _suit_face)(c, card, theme)
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    """Night blue and gold with the gods' star, ringed by the five suit shapes."""
    base = mix(NIGHT, (0, 0, 0), 0.2)
    pattern = mix(GOLD, base, 0.55)
    c = lattice_back(size, theme, base, pattern, theme.back_trim, motif="star8")
    w, h = size
    if theme.back_style != "plain" and w >= 40:
        ring = w * 0.36
        for i, suit in enumerate("WFSVL"):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            x, y = w / 2 + ring * math.cos(a), h / 2 + ring * math.sin(a)
            rr = w * 0.07
            c.ellipse((x - rr, y - rr, x + rr, y + rr), fill=base, outline=theme.back_trim,
                      width=max(0.5, w / 150))
            shape, colour, ink, _ = _suit_style(suit, theme)
            outlined(c, shape, x, y, rr * 1.3, colour, ink, max(0.4, w / 200))
    return c.finish()


# --- a changing card on the table ---------------------------------------------------------

def paint_declared(code: str, size: tuple[int, int], theme: Theme) -> Image.Image:
    """The index a changing card shows once it is declared (``7S``: counts as the 7 of
    Stones): a transparent card-sized layer whose top-left corner is the declared rank and
    suit in a gold-rimmed pill with a gold turn mark, made to cover the printed index exactly,
    so the card reads as what it counts as and shows that it was changed."""
    identity = vdeck.parse_ident(code)
    if identity is None or vdeck.suit_of(identity) == vdeck.G:
        raise ValueError(f"not a declarable identity: {code!r}")
    suit = vdeck.SUITS[vdeck.suit_of(identity)]
    ink = _ink(SUITS[suit][2], theme)
    w = size[0]
    c = Canvas(size)
    _index_pill(c, vdeck.rank_of(identity), suit, ink, theme.card_face, GOLD, theme,
                edge_w=max(1.2, w / 30))
    cx, px, y_num = _index_geometry(w)[:3]
    r = max(2.5, w * 0.065)  # the turn mark: two arrows chasing round a gold disc
    mx, my = cx + px * 0.44 + w * 0.02, w * 0.05
    c.ellipse((mx - r, my - r, mx + r, my + r), fill=GOLD, outline=GOLD_DARK, width=max(0.5, r / 5))
    for a0 in (0.2, math.pi + 0.2):
        pts = [(mx + r * 0.55 * math.cos(a0 + t * 0.3), my + r * 0.55 * math.sin(a0 + t * 0.3)) for t in range(8)]
        c.line(pts, NIGHT, max(0.5, r / 4))
        tip = pts[-1]
        a = a0 + 7 * 0.3 + math.pi / 2
        c.polygon([(tip[0] + r * 0.3 * math.cos(a), tip[1] + r * 0.3 * math.sin(a)),
                   (tip[0] + r * 0.3 * math.cos(a + 2.3), tip[1] + r * 0.3 * math.sin(a + 2.3)),
                   (tip[0] + r * 0.3 * math.cos(a - 2.3), tip[1] + r * 0.3 * math.sin(a - 2.3))], fill=NIGHT)
    return c.finish()


_declared: dict[tuple[str, tuple[int, int], str], pygame.Surface] = {}


def overlay_declared(surf: pygame.Surface, rect, code: str, theme: Theme) -> pygame.Rect:
    """Lay the declared identity (``paint_declared``) over a changing card drawn at ``rect``
    on the table; the rectangle of the new index. Memory-cached per identity and size."""
    x, y, w, h = (round(v) for v in rect)
    key = (code, (w, h), theme.face_key)
    layer = _declared.get(key)
    if layer is None:
        img = paint_declared(code, (w, h), theme)
        layer = pygame.image.frombytes(img.tobytes(), (w, h), "RGBA")
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            layer = layer.convert_alpha()
        if len(_declared) > 256:
            _declared.clear()
        _declared[key] = layer
    surf.blit(layer, (x, y))
    cx, px, _, y_sym, sym = _index_geometry(w)
    return pygame.Rect(x, y, round(cx + px * 0.44 + w * 0.09), round(y_sym + sym * 0.62 + 1))
