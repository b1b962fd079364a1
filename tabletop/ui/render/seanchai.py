"""The Seanchaí deck: seven suits of Irish lore, Shamrocks, Dark cards and wild cards.

Everything a player needs is on the face at a glance, read from the game's card table
(``games/seanchai/cards.py``):

* the **kind and suit** by a shape *and* a colour (never colour alone): Legends a purple star,
  Treasures an amber gem, Religion a blue sun, Landscapes an olive triangle, Stonework a grey
  square, Warfare a red spade, Roles a brown crown; Shamrocks a green shamrock, wild cards a
  gold frame with a flower (Faery) or a coronet (Leprechaun), Dark cards a night-black face
  with a crimson moon;
* the **points** in the top-left index under the shape (``5``, Dark ``-10``);
* the **story** (scéal) as a numbered badge ``S1``–``S9`` and the **human** sign (♂/♀ drawn,
  not typed) and **Au** for gold, in the index column;
* the **name** in the middle, as large as fits;
* a **counter** card (Faery, St. Patrick, Stonework, gold Treasures) carries a crimson shield
  with a moon: it answers a Dark card; a Dark card shows in its foot the shape of what
  counters it (a crossed circle for the Banshee, which nothing counters).

The index (shape, points, story) runs down the left edge, which a fanned hand shows; the
name and the suit band are across the middle and the foot.
"""

from __future__ import annotations

from PIL import Image

from ...core.cards import CardSpec, DeckSpec
from .cardbase import blank, lattice_back, mix
from .emblems import Canvas
from .generic import _lines  # the generic face's line breaker: the same job
from .theme import RGB, Theme

# suit / kind -> (colour, shape): a shape per kind as well as a colour
STYLE: dict[str, tuple[RGB, str]] = {
    "LEG": ((118, 66, 168), "star"),
    "TRE": ((190, 130, 16), "gem"),
    "REL": ((36, 120, 196), "sun"),
    "LAN": ((104, 128, 36), "triangle"),
    "STO": ((104, 108, 120), "square"),
    "WAR": ((188, 38, 44), "S"),
    "ROL": ((140, 84, 44), "crown"),
    "shamrock": ((26, 140, 62), "shamrock"),
    "faery": ((206, 84, 160), "flower"),
    "leprechaun": ((40, 132, 80), "coronet"),
}
NIGHT: RGB = (30, 24, 44)
CRIMSON: RGB = (214, 46, 70)
GOLD: RGB = (222, 176, 52)
WHITE: RGB = (255, 255, 255)


def is_seanchai(deck: DeckSpec) -> bool:
    return deck.deck_id.startswith("seanchai")


def _table():
    from ...games.seanchai import cards  # the game's card table (pure data)

    return cards


def _style(card: CardSpec) -> tuple[RGB, str]:
    if card.suit:
        return STYLE[card.suit]
    if card.kind == "shamrock":
        return STYLE["shamrock"]
    if card.kind == "wild":
        return STYLE["faery" if card.name == "Faery" else "leprechaun"]
    return CRIMSON, "moon"


def _counter_shape(dark_ident: str) -> str | None:
    """The shape of what counters this Dark card (None: nothing does)."""
    codes = _table().POWERS[dark_ident].counters
    if not codes:
        return None
    first = codes[0]
    if first.startswith("WLD-FAERY"):
        return STYLE["faery"][1]
    return STYLE[first[:3]][1]


def _sex(c: Canvas, sex: str, cx: float, cy: float, r: float, colour: RGB) -> None:
    """The male (circle and arrow) or female (circle and cross) sign, drawn."""
    lw = max(0.8, r * 0.3)
    if sex == "M":
        ox, oy = cx - r * 0.25, cy + r * 0.25
        c.ellipse((ox - r * 0.6, oy - r * 0.6, ox + r * 0.6, oy + r * 0.6), outline=colour, width=lw)
        tip = (cx + r * 0.85, cy - r * 0.85)
        c.line([(ox + r * 0.42, oy - r * 0.42), tip], colour, lw)
        c.line([(tip[0] - r * 0.55, tip[1]), tip, (tip[0], tip[1] + r * 0.55)], colour, lw)
    else:
        oy = cy - r * 0.3
        c.ellipse((cx - r * 0.6, oy - r * 0.6, cx + r * 0.6, oy + r * 0.6), outline=colour, width=lw)
        c.line([(cx, oy + r * 0.6), (cx, cy + r * 0.95)], colour, lw)
        c.line([(cx - r * 0.38, cy + r * 0.62), (cx + r * 0.38, cy + r * 0.62)], colour, lw)


def _index(c: Canvas, card: CardSpec, colour: RGB, shape: str, ink: RGB, face: RGB) -> None:
    """Top left: the shape, the points and the scéal badge (the sheet puts the story symbol
    upper left); top right: the counter shield, the human sign (upper right on the sheet), Au."""
    w = c.w
    data = _table().CARDS[card.id]
    cx = w * 0.15
    c.shape(shape, cx, w * 0.15, w * 0.17, colour, outline=ink, stroke=max(0.3, w / 260))
    pts = str(data.points).replace("-", "−")
    c.text((cx + (w * 0.03 if len(pts) > 1 else 0), w * 0.33), pts, w * (0.15 if len(pts) == 1 else 0.12), ink,
           serif=True, stroke=max(0.3, w / 200), stroke_fill=face)
    if data.sceal:
        y = w * 0.5
        badge = (cx - w * 0.1, y - w * 0.075, cx + w * 0.1, y + w * 0.075)
        c.rounded_rect(badge, w * 0.035, fill=ink, outline=GOLD, width=max(0.5, w / 140))
        c.text((cx, y), data.sceal, w * 0.09, GOLD)
    rx, y = w * 0.85, w * 0.15
    if card.id in _table().COUNTER_CARDS:
        _counter_badge(c, rx, y, w * 0.08)
        y += w * 0.19
    if data.human:
        _sex(c, data.human, rx, y, w * 0.075, ink)
        y += w * 0.19
    if data.gold:
        c.ellipse((rx - w * 0.085, y - w * 0.085, rx + w * 0.085, y + w * 0.085), fill=GOLD, outline=ink,
                  width=max(0.5, w / 140))
        c.text((rx, y), "Au", w * 0.08, ink)


def _counter_badge(c: Canvas, x: float, y: float, r: float) -> None:
    """A crimson shield with a moon: this card answers a Dark card."""
    c.shape("shield", x, y, r * 2, CRIMSON, outline=WHITE, stroke=max(0.4, r / 8))
    c.shape("moon", x, y - r * 0.08, r * 0.95, WHITE)


def _name(c: Canvas, text: str, box: tuple[float, float, float, float], colour: RGB, most: int = 3) -> None:
    x0, y0, x1, y1 = box
    lines, px = _lines(c, text, c.w * 0.15, x1 - x0, most)
    step = px * 1.18
    top = (y0 + y1) / 2 - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        c.text(((x0 + x1) / 2, top + i * step), line, px, colour, serif=True)


def _light_face(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w, h = c.w, c.h
    colour, shape = _style(card)
    wild = card.kind == "wild"
    ink = mix(colour, theme.ink, 0.7 if theme.high_contrast else 0.55)
    face = mix(colour, theme.card_face, 0.88)
    m = w * 0.045
    c.rounded_rect((m, m, w - m, h - m), w * 0.05, fill=face, outline=GOLD if wild else colour,
                   width=max(1.5, w * (0.05 if wild else 0.035)))
    # the watermark: the suit's shape, faint and large
    c.shape(shape, w / 2, h * 0.5, w * 0.6, mix(colour, face, 0.78))
    _name(c, card.name, (w * 0.1, h * 0.38, w * 0.9, h * 0.7), ink)
    data = _table().CARDS[card.id]
    tag = "WILD" if wild else ("SHAMROCK" if card.kind == "shamrock" else _table().SUITS[data.suit].upper())
    band = (w * 0.12, h * 0.76, w * 0.88, h * 0.87)
    c.rounded_rect(band, w * 0.03, fill=colour, outline=ink, width=max(0.5, w / 160))
    _, tpx = _lines(c, tag, w * 0.085, band[2] - band[0] - w * 0.06, 1)
    c.text(((band[0] + band[2]) / 2, (band[1] + band[3]) / 2), tag, tpx, WHITE)
    _index(c, card, colour, shape, ink, face)


def _dark_face(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w, h = c.w, c.h
    m = w * 0.045
    night = mix(NIGHT, (0, 0, 0), 0.3) if theme.high_contrast else NIGHT
    c.rounded_rect((m, m, w - m, h - m), w * 0.05, fill=night, outline=CRIMSON, width=max(1.5, w * 0.045))
    cy = h * 0.36
    c.ellipse((w * 0.26, cy - w * 0.24, w * 0.74, cy + w * 0.24), fill=mix(night, CRIMSON, 0.25))
    c.shape("moon", w / 2, cy, w * 0.34, CRIMSON, outline=WHITE, stroke=max(0.4, w / 150))
    _name(c, card.name, (w * 0.1, h * 0.55, w * 0.9, h * 0.72), WHITE, most=2)
    foot = (w * 0.12, h * 0.76, w * 0.88, h * 0.88)
    c.rounded_rect(foot, w * 0.03, fill=CRIMSON, outline=WHITE, width=max(0.5, w / 160))
    counter = _counter_shape(_table().CARDS[card.id].ident)
    fy = (foot[1] + foot[3]) / 2
    c.text((foot[0] + w * 0.2, fy), "−10", w * 0.11, WHITE, serif=True)
    cx, r = foot[2] - w * 0.14, w * 0.05
    c.shape("shield", cx, fy, r * 2.3, WHITE)
    if counter is None:  # the Banshee: nothing counters it
        c.ellipse((cx - r * 0.7, fy - r * 0.8, cx + r * 0.7, fy + r * 0.6), outline=CRIMSON, width=max(0.6, w / 90))
        c.line([(cx - r * 0.5, fy + r * 0.4), (cx + r * 0.5, fy - r * 0.6)], CRIMSON, max(0.6, w / 90))
    else:  # the shape of what counters it
        c.shape(counter, cx, fy - r * 0.1, r * 1.3, NIGHT)
    _index(c, card, WHITE, "moon", WHITE, night)


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme) -> Image.Image | None:
    if card.kind not in ("regular", "shamrock", "wild", "dark"):
        return None
    c = blank(size, theme)
    (_dark_face if card.kind == "dark" else _light_face)(c, card, theme)
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    base = mix(STYLE["shamrock"][0], theme.ink, 0.6)
    pattern = mix(GOLD, base, 0.5)
    return lattice_back(size, theme, base, pattern, theme.back_trim, motif="shamrock").finish()
