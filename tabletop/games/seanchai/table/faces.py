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

**Small cards** (under ``SMALL_W`` px wide: another player's hand and point field, and the
tableau with small cards) get a face of their own, built to be read from across the table
(issue 14): the kind's shape and the scéal badge (its number) down the left quarter (what a
row of overlapping cards shows), the points and the marks (counter, human, Au) top right, and
the name in the lower half in type whose capitals are ``NAME_CAP`` of the card's width (9.6 px
on a 48 px card). A name too long for that is set condensed (to 80 %) or by its short form
(``SHORT``: ``Cú Chu-/lainn``, ``Clann/Lir``, ``Dolmen``, condensed to ``SMALL_SQUEEZE`` at
most), never in smaller type. Normal faces condense long names too, and fall back on the
short form before their type gets too small to read.
"""

from __future__ import annotations

from itertools import combinations

from PIL import Image

from ....core.cards import CardSpec, DeckSpec
from ....ui.render.cardbase import blank, lattice_back, mix
from ....ui.render.emblems import Canvas, pil_font
from ....ui.render.theme import RGB, Theme
from ....ui.render.vision import lab
from .nameband import CAP_RATIO, NAME_CAP, NAME_CAP_PX, NAME_FOOT, NAME_TOP, SMALL_W, small_name_px  # noqa: F401 - the face sizes read here too

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
#: the colour-blind theme's colours (the wild cards share one: their gold frame and their
#: flower or coronet tell them apart): every pair, and the Dark cards' night, at least 20
#: CIEDE2000 apart under simulated protanopia and deuteranopia (Warfare and Roles were 3.6)
CVD_COLOURS: dict[str, RGB] = {
    "LEG": (50, 17, 172), "TRE": (229, 216, 19), "REL": (126, 191, 255), "LAN": (149, 150, 156),
    "STO": (81, 98, 101), "WAR": (150, 24, 30), "ROL": (79, 117, 206), "shamrock": (141, 139, 5),
    "wild": (235, 206, 187)}
NIGHT: RGB = (30, 24, 44)
CRIMSON: RGB = (214, 46, 70)
GOLD: RGB = (222, 176, 52)
WHITE: RGB = (255, 255, 255)

SMALL_SQUEEZE = 0.65  # a short form on a small card may be condensed to this much of its width
MIN_PRINT = 9       # the smallest type on a face at 1280×720 (issue 28, item 4)

#: the short form of each name too long for two lines on a small card (display only: the
#: rules, the log and the large faces use the full name); a hyphen marks a broken word
SHORT: dict[str, tuple[str, ...]] = {
    "Cú Chulainn": ("Cú Chu-", "lainn"), "Fionn mac Cumhaill": ("Fionn",),
    "Children of Lir": ("Clann", "Lir"), "Deirdre of the Sorrows": ("Deirdre",),
    "Niamh Chinn Óir": ("Niamh",), "Seanchaí": ("Sean-", "chaí"), "Gráinne Mhaol": ("Gráinne",),
    "Claíomh Solais": ("Claíomh",), "War Chariot": ("War", "Chariot"),
    "Glendalough": ("Glenda-", "lough"), "Cliffs of Moher": ("Moher",),
    "Giant's Causeway": ("Cause-", "way"), "St. Colmcille": ("Colm-", "cille"),
    "Brigid's Cross": ("Brigid's", "Cross"), "Bell Shrine of St. Patrick": ("Bell", "Shrine"),
    "Brian Boru Harp": ("Boru", "Harp"), "Book of Kells": ("Kells",),
    "Ardagh Chalice": ("Ardagh", "Chalice"), "Cross of Cong": ("Cong", "Cross"),
    "Rock of Cashel": ("Cashel",), "Poulnabrone Dolmen": ("Dolmen",), "Newgrange": ("New-", "grange"),
    "Shamrock": ("Sham-", "rock"), "Caorthánach": ("Caor-", "thánach"), "Dullahan": ("Dulla-", "han"),
    "Changeling": ("Change-", "ling"), "Leprechaun": ("Lepre-", "chaun"), "Banshee": ("Ban-", "shee"),
    "Croagh Patrick": ("Croagh", "Patrick"), "Sea of Moyle": ("Moyle",), "River Boyne": ("Boyne",),
}


def is_seanchai(deck: DeckSpec) -> bool:
    return deck.deck_id.startswith("seanchai")


def _table():
    from .. import cards  # the game's card table (pure data)

    return cards


def palette(theme: Theme) -> dict[str, RGB]:
    """The colour of each suit and kind in ``theme`` (``dark``: the Dark cards' night face;
    ``faery`` and ``leprechaun``: the two wild cards)."""
    colours = {key: style[0] for key, style in STYLE.items()}
    if theme.colour_blind:
        wild = CVD_COLOURS["wild"]
        colours.update({k: v for k, v in CVD_COLOURS.items() if k != "wild"},
                       faery=wild, leprechaun=wild)
    colours["dark"] = NIGHT
    return colours


def _style(card: CardSpec, theme: Theme) -> tuple[RGB, str]:
    if card.suit:
        key = card.suit
    elif card.kind == "shamrock":
        key = "shamrock"
    elif card.kind == "wild":
        key = "faery" if card.name == "Faery" else "leprechaun"
    else:
        return CRIMSON, "moon"
    return palette(theme)[key], STYLE[key][1]


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
    c.text((cx + (w * 0.06 if len(pts) > 1 else 0), w * 0.33), pts, w * (0.15 if len(pts) == 1 else 0.12), ink,
           serif=True, stroke=max(0.3, w / 200), stroke_fill=face)
    if data.sceal:
        y = w * 0.5
        badge = (cx - w * 0.11, y - w * 0.08, cx + w * 0.11, y + w * 0.08)
        c.rounded_rect(badge, w * 0.035, fill=ink, outline=GOLD, width=max(0.5, w / 140))
        c.text((cx, y), data.sceal, w * 0.11, GOLD)
    rx, y = w * 0.85, w * 0.15
    if card.id in _table().COUNTER_CARDS:
        _counter_badge(c, rx, y, w * 0.08)
        y += w * 0.19
    if data.human:
        _sex(c, data.human, rx, y, w * 0.075, ink)
        y += w * 0.19
    if data.gold:
        r = max(w * 0.085, MIN_PRINT * 0.78)  # a coin round 9 px "Au"
        c.ellipse((rx - r, y - r, rx + r, y + r), fill=GOLD, outline=ink, width=max(0.5, w / 140))
        c.text((rx, y), "Au", max(MIN_PRINT, w * 0.08), ink)


def _counter_badge(c: Canvas, x: float, y: float, r: float) -> None:
    """A crimson shield with a moon: this card answers a Dark card."""
    c.shape("shield", x, y, r * 2, CRIMSON, outline=WHITE, stroke=max(0.4, r / 8))
    c.shape("moon", x, y - r * 0.08, r * 0.95, WHITE)


def _breaks(words: list[str], most: int) -> list[list[str]]:
    """Every way to set ``words`` in 1..``most`` lines, in reading order."""
    out = []
    for n in range(min(most, len(words))):
        for cuts in combinations(range(1, len(words)), n):
            edges = (0, *cuts, len(words))
            out.append([" ".join(words[a:b]) for a, b in zip(edges, edges[1:], strict=False)])
    return out


def fit_name(c: Canvas, name: str, box: tuple[float, float, float, float], px: float, min_px: float,
             squeeze: float, most: int, step: float = 1.12, short_squeeze: float | None = None
             ) -> tuple[tuple[str, ...], float, float]:
    """How ``name`` is set in ``box``: (lines, type size, horizontal squeeze ≤ 1).

    The full name in at most ``most`` lines at ``px``, condensed down to ``squeeze`` if it must,
    then in smaller type down to ``min_px``; when even that fails, the short form (``SHORT``;
    a name without one: the name itself) condensed down to ``short_squeeze`` (a
    word or two may be condensed more), then made smaller as far as needed."""
    x0, y0, x1, y1 = box
    max_w, max_h = x1 - x0, y1 - y0

    def cost(lines: list[str] | tuple[str, ...], squeeze: float = squeeze) -> tuple[float, float]:
        """(the size it can have, its squeeze) for these lines."""
        size = min(px, max_h / (1 + step * (len(lines) - 1)))
        widest = max(c.text_size(ln, size, serif=True)[0] for ln in lines)
        k = min(1.0, max_w / widest)
        if k < squeeze:
            size *= k / squeeze
            k = squeeze
        return size, k

    def looks(size: float, k: float) -> float:  # condensed type reads a little smaller
        return size * (0.6 + 0.4 * k)

    best: tuple[tuple[str, ...], float, float] | None = None
    for lines in _breaks(name.split(), most):
        size, k = cost(lines)
        if best is None or looks(size, k) > looks(best[1], best[2]):
            best = (tuple(lines), size, k)
    assert best is not None
    if best[1] >= min_px:
        return best
    tighter = min(squeeze, short_squeeze or squeeze)
    for lines in [SHORT[name]] if name in SHORT else _breaks(name.split(), most):
        size, k = cost(lines, tighter)
        if size > best[1] or (size == best[1] and k > best[2]):
            best = (tuple(lines), size, k)
    return best


def squeezed_text(c: Canvas, xy: tuple[float, float], text: str, px: float, colour, k: float,
                  serif: bool = True) -> None:
    """``text`` centred on ``xy``, condensed to ``k`` of its width (k = 1: plain text)."""
    if k >= 0.999:
        c.text(xy, text, px, colour, serif=serif)
        return
    f = pil_font(max(1, round(px * c.s)), True, serif)
    x0, y0, x1, y1 = f.getbbox(text, anchor="mm")
    pad = c.s * 2
    layer = Image.new("RGBA", (x1 - x0 + 2 * pad, y1 - y0 + 2 * pad), (0, 0, 0, 0))
    from PIL import ImageDraw

    ImageDraw.Draw(layer).text((pad - x0, pad - y0), text, font=f, fill=colour, anchor="mm")
    narrow = layer.resize((max(1, round(layer.width * k)), layer.height), Image.Resampling.LANCZOS)
    cx, cy = xy[0] * c.s, xy[1] * c.s
    c.img.alpha_composite(narrow, (round(cx - (pad - x0) * k), round(cy - (pad - y0))))


def name_spec(card: CardSpec, size: tuple[int, int]) -> dict:
    """Where and how large a face of ``size`` sets the card's name (``_name``'s arguments):
    a small face in its lower half, a normal face across the middle (a Dark card's under its
    moon, in two lines at most)."""
    w, h = size
    if w < SMALL_W:
        px = small_name_px(w)
        return {"box": (w * 0.07, w * 0.74, w * 0.93, h - w * 0.07), "most": 3, "px": px,
                "min_px": px, "squeeze": 0.8, "short_squeeze": SMALL_SQUEEZE}
    if card.kind == "dark":
        return {"box": (w * 0.11, h * 0.55, w * 0.89, h * 0.735), "most": 2, "px": w * 0.17,
                "min_px": w * 0.13}
    return {"box": (w * 0.11, h * NAME_TOP, w * 0.89, h * NAME_FOOT), "most": 3, "px": w * 0.17,
            "min_px": w * 0.13}


def _name_lines(c: Canvas, text: str, box: tuple[float, float, float, float], most: int, px: float,
                min_px: float, squeeze: float, short_squeeze: float
                ) -> list[tuple[str, tuple[float, float], float, float]]:
    """The name's lines as ``_name`` sets them: (line, centre, type size, squeeze)."""
    lines, size, k = fit_name(c, text, box, px, min_px, squeeze, most, short_squeeze=short_squeeze)
    step = size * 1.12
    x0, y0, x1, y1 = box
    top = (y0 + y1) / 2 - step * (len(lines) - 1) / 2
    return [(line, ((x0 + x1) / 2, top + i * step), size, k) for i, line in enumerate(lines)]


def _name(c: Canvas, text: str, colour: RGB, box: tuple[float, float, float, float], most: int = 3,
          px: float | None = None, min_px: float | None = None, squeeze: float = 0.8,
          short_squeeze: float = 0.8) -> None:
    """The card's name, centred in ``box`` (see ``fit_name``)."""
    w = c.w
    for line, xy, size, k in _name_lines(c, text, box, most, px or w * 0.16, min_px or w * 0.12,
                                         squeeze, short_squeeze):
        squeezed_text(c, xy, line, size, colour, k)


def name_area(card: CardSpec, size: tuple[int, int]) -> tuple[float, float, float, float]:
    """Where a face of ``size`` prints the card's name (x, y, w, h in the card's pixels): its
    lines' ink, as ``_name`` sets them; what must lie in sight for the name to be read."""
    c = Canvas(size)  # (at the painter's scale: the same type sizes)
    spec = name_spec(card, size)
    spec.setdefault("squeeze", 0.8)
    spec.setdefault("short_squeeze", 0.8)
    boxes = []
    for line, (x, y), px, k in _name_lines(c, card.name, spec["box"], spec["most"], spec["px"],
                                            spec["min_px"], spec["squeeze"], spec["short_squeeze"]):
        f = pil_font(max(1, round(px * c.s)), True, True)
        x0, y0, x1, y1 = (v / c.s for v in f.getbbox(line, anchor="mm"))
        boxes.append((x + x0 * k, y + y0, x + x1 * k, y + y1))
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    return x0, y0, max(b[2] for b in boxes) - x0, max(b[3] for b in boxes) - y0


def _light_ground(c: Canvas, card: CardSpec, theme: Theme, small: bool) -> tuple[RGB, str, RGB, RGB]:
    """The tinted face in its frame (gold for a wild card) with the kind's shape as a faint
    watermark; (colour, shape, ink, face). A small face has darker ink and a thicker frame."""
    w, h = c.w, c.h
    colour, shape = _style(card, theme)
    wild = card.kind == "wild"
    ink = mix(colour, theme.ink, (0.85 if theme.high_contrast else 0.68) if small
              else (0.7 if theme.high_contrast else 0.55))
    face = mix(colour, theme.card_face, 0.86 if small else 0.88)
    m = w * (0.035 if small else 0.045)
    frame = (0.07 if wild else 0.05) if small else (0.05 if wild else 0.035)
    c.rounded_rect((m, m, w - m, h - m), w * (0.06 if small else 0.05), fill=face,
                   outline=GOLD if wild else colour, width=max(1.5, w * frame))
    if small:
        c.shape(shape, w * 0.5, h * 0.7, w * 0.7, mix(colour, face, 0.88))
    else:
        c.shape(shape, w / 2, h * 0.5, w * 0.6, mix(colour, face, 0.78))
    return colour, shape, ink, face


def _band_ink(colour: RGB, theme: Theme) -> RGB:
    """White on the suit band, or the card's ink on the colour-blind theme's light colours."""
    if theme.colour_blind and lab(colour)[0] > 60:
        return theme.ink
    return WHITE


def _mark(card: CardSpec, colour: RGB, theme: Theme) -> RGB:
    """The index shape's fill: the kind's colour, but a wild card's pale colour-blind tint
    darkened so its flower or coronet shows on its face."""
    if theme.colour_blind and card.kind == "wild":
        return mix(colour, theme.ink, 0.45)
    return colour


def _light_face(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w, h = c.w, c.h
    wild = card.kind == "wild"
    colour, shape, ink, face = _light_ground(c, card, theme, small=False)
    _name(c, card.name, ink, **name_spec(card, (w, h)))
    data = _table().CARDS[card.id]
    tag = "WILD" if wild else ("SHAMROCK" if card.kind == "shamrock" else _table().SUITS[data.suit].upper())
    band = (w * 0.08, h * 0.76, w * 0.92, h * 0.87)
    c.rounded_rect(band, w * 0.03, fill=colour, outline=ink, width=max(0.5, w / 160))
    # the suit's word: 9 px at least (issue 28, item 4: 7 px on a hand card at 1280×720),
    # condensed rather than smaller where a long word ("LANDSCAPES") would not fit
    tpx = max(MIN_PRINT, w * 0.085)
    room = band[2] - band[0] - w * 0.04
    k = min(1.0, room / max(1.0, c.text_size(tag, tpx)[0]))
    squeezed_text(c, ((band[0] + band[2]) / 2, (band[1] + band[3]) / 2), tag, tpx,
                  _band_ink(colour, theme), max(k, SMALL_SQUEEZE), serif=False)
    _index(c, card, _mark(card, colour, theme), shape, ink, face)


def _dark_face(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w, h = c.w, c.h
    m = w * 0.045
    night = mix(NIGHT, (0, 0, 0), 0.3) if theme.high_contrast else NIGHT
    c.rounded_rect((m, m, w - m, h - m), w * 0.05, fill=night, outline=CRIMSON, width=max(1.5, w * 0.045))
    cy = h * 0.36
    c.ellipse((w * 0.26, cy - w * 0.24, w * 0.74, cy + w * 0.24), fill=mix(night, CRIMSON, 0.25))
    c.shape("moon", w / 2, cy, w * 0.34, CRIMSON, outline=WHITE, stroke=max(0.4, w / 150))
    _name(c, card.name, WHITE, **name_spec(card, (w, h)))
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


# --- the small face -----------------------------------------------------------------------

def _marks(c: Canvas, card: CardSpec, y: float, ink: RGB) -> None:
    """The counter shield, the human sign and Au side by side, right-aligned at height ``y``."""
    w = c.w
    data = _table().CARDS[card.id]
    marks = []
    if card.id in _table().COUNTER_CARDS:
        marks.append("counter")
    if data.human:
        marks.append("human")
    if data.gold:
        marks.append("gold")
    x = w * 0.8
    for mark in reversed(marks):
        if mark == "counter":
            _counter_badge(c, x, y, w * 0.1)
        elif mark == "human":
            _sex(c, data.human, x, y, w * 0.1, ink)
        else:
            r = max(w * 0.11, MIN_PRINT * 0.78)
            c.ellipse((x - r, y - r, x + r, y + r), fill=GOLD, outline=ink, width=max(0.5, w / 100))
            c.text((x, y), "Au", max(MIN_PRINT, w * 0.11), ink)
        x -= w * 0.27


def _small_index(c: Canvas, card: CardSpec, colour: RGB, shape: str, ink: RGB, face: RGB) -> None:
    """Down the left edge: the kind's shape and the scéal badge; top right: the points."""
    w = c.w
    data = _table().CARDS[card.id]
    cx = w * 0.18  # the column fits in the quarter of the card a row of overlapping cards shows
    c.shape(shape, cx, w * 0.19, w * 0.23, colour, outline=ink, stroke=max(0.4, w / 120))
    if data.sceal:  # the scéal's number on its badge (the normal face says S1, S2, …)
        y = w * 0.52
        badge = (w * 0.065, y - w * 0.13, w * 0.295, y + w * 0.13)
        c.rounded_rect(badge, w * 0.05, fill=ink, outline=GOLD, width=max(0.6, w / 90))
        c.text((cx, y), data.sceal[1:], w * 0.24, GOLD, serif=False)
    pts = str(data.points).replace("-", "−")
    px = w * (0.27 if len(pts) == 1 else 0.22)
    c.text((w * (0.78 if len(pts) == 1 else 0.68), w * 0.2), pts, px, ink, serif=True,
           stroke=max(0.4, w / 120), stroke_fill=face)


def _small_name(c: Canvas, card: CardSpec, colour: RGB) -> None:
    """The name in the lower half: capitals ``NAME_CAP`` of the width (at most ``NAME_CAP_PX``
    px, never under 0.15 of the width), full when it fits, else its short form."""
    _name(c, card.name, colour, **name_spec(card, (c.w, c.h)))


def _small_light(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w = c.w
    colour, shape, ink, face = _light_ground(c, card, theme, small=True)
    _small_index(c, card, _mark(card, colour, theme), shape, ink, face)
    _marks(c, card, w * 0.56, ink)
    _small_name(c, card, ink)


def _small_dark(c: Canvas, card: CardSpec, theme: Theme) -> None:
    w, h = c.w, c.h
    m = w * 0.035
    night = mix(NIGHT, (0, 0, 0), 0.3) if theme.high_contrast else NIGHT
    c.rounded_rect((m, m, w - m, h - m), w * 0.06, fill=night, outline=CRIMSON, width=max(1.5, w * 0.06))
    c.shape("moon", w * 0.5, h * 0.7, w * 0.62, mix(night, CRIMSON, 0.3))
    c.shape("moon", w * 0.18, w * 0.19, w * 0.23, CRIMSON, outline=WHITE, stroke=max(0.4, w / 120))
    c.text((w * 0.68, w * 0.2), "−10", w * 0.22, WHITE, serif=True)
    # what counters it: its shape on a white shield (a crossed circle: nothing does)
    counter = _counter_shape(_table().CARDS[card.id].ident)
    cx, cy, r = w * 0.18, w * 0.52, w * 0.1
    c.shape("shield", cx, cy, r * 2.3, WHITE)
    if counter is None:
        c.ellipse((cx - r * 0.7, cy - r * 0.8, cx + r * 0.7, cy + r * 0.6), outline=CRIMSON, width=max(0.6, w / 60))
        c.line([(cx - r * 0.5, cy + r * 0.4), (cx + r * 0.5, cy - r * 0.6)], CRIMSON, max(0.6, w / 60))
    else:
        c.shape(counter, cx, cy - r * 0.1, r * 1.3, NIGHT)
    _small_name(c, card, WHITE)


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme) -> Image.Image | None:
    if card.kind not in ("regular", "shamrock", "wild", "dark"):
        return None
    c = blank(size, theme)
    if c.w < SMALL_W:
        (_small_dark if card.kind == "dark" else _small_light)(c, card, theme)
    else:
        (_dark_face if card.kind == "dark" else _light_face)(c, card, theme)
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    base = mix(STYLE["shamrock"][0], theme.ink, 0.6)
    pattern = mix(GOLD, base, 0.5)
    return lattice_back(size, theme, base, pattern, theme.back_trim, motif="shamrock").finish()
