"""Colour themes. Every colour that carries meaning is paired with a shape or a label.

Suits keep their pip shapes, Keltis colours their symbols (see ``keltis.SYMBOLS``) and seats
the symbols in ``SEAT_SYMBOLS``; a theme only changes colours, contrast and the pip colours of
the standard deck (two-colour or four-colour).
"""

from __future__ import annotations

import zlib
from dataclasses import field, replace

from ...core.lean import lean_dataclass

RGB = tuple[int, int, int]

# Seat markers: shape first, colour second, so seats are told apart without colour vision.
SEAT_SYMBOLS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon",
                                 "moon", "shamrock")


@lean_dataclass(frozen=True)  # made in the first frame: no code compiled (``core/lean.py``)
class Theme:
    """A theme's colours and styles (a docstring of its own also spares the dataclass
    building one from its signature at start-up)."""

    name: str
    four_colour: bool = False
    high_contrast: bool = False
    #: the colour-blind palette: every deck's suits and kinds and the seats' colours stay at
    #: least 20 CIEDE2000 apart under simulated protanopia and deuteranopia (``vision.py``);
    #: the games' painters read it through their ``palette(theme)``
    colour_blind: bool = False
    # table
    felt: RGB = (28, 104, 66)
    felt_edge: RGB = (11, 54, 34)
    # card faces
    card_face: RGB = (252, 250, 243)
    card_edge: RGB = (92, 88, 80)
    court_fill: RGB = (246, 236, 210)
    ink: RGB = (28, 28, 30)           # text on cards
    red: RGB = (196, 26, 38)
    black: RGB = (24, 24, 28)
    blue: RGB = (22, 84, 178)
    green: RGB = (18, 122, 58)
    gold: RGB = (214, 164, 44)
    # card backs
    back: RGB = (142, 28, 40)
    back_pattern: RGB = (180, 58, 66)
    back_trim: RGB = (236, 214, 160)
    back_style: str = "knotwork"        # one of BACK_STYLES
    # court figures (the same in every theme: skin and hair are not suit colours)
    skin: RGB = (243, 210, 176)
    hair: tuple[RGB, ...] = ((120, 72, 38), (196, 120, 48), (70, 48, 34))  # jack, queen, king
    # Keltis colours by suit code
    keltis: tuple[tuple[str, RGB], ...] = (
        ("G", (46, 140, 62)), ("Y", (232, 184, 32)), ("R", (206, 48, 40)),
        ("P", (222, 98, 168)), ("B", (40, 104, 196)))
    keltis_point: RGB = (150, 152, 158)
    keltis_stone: RGB = (238, 128, 28)
    # interface
    text: RGB = (244, 240, 228)
    text_dim: RGB = (190, 200, 190)
    panel: RGB = (20, 38, 30)
    panel_edge: RGB = (120, 150, 120)
    highlight: RGB = (255, 214, 74)     # selected / legal target (drawn with a dashed outline)
    invalid: RGB = (226, 62, 52)        # refused drop (drawn with a cross)
    seat_colours: tuple[RGB, ...] = (
        (230, 80, 70), (70, 140, 230), (240, 200, 60), (90, 190, 100), (190, 110, 220),
        (240, 150, 60), (60, 190, 190), (235, 120, 170))
    outline_pips: bool = False          # dark outline around pips (high contrast)
    extra: tuple[tuple[str, RGB], ...] = field(default=())
    label: str = ""                     # shown in settings

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").capitalize()

    @property
    def key(self) -> str:
        """Stable cache key: the name plus a digest of every colour."""
        return f"{self.name}-{zlib.crc32(repr(self).encode()):08x}"

    @property
    def face_key(self) -> str:
        """Cache key for card faces: the key without the cloth and the back style, which no
        face shows, so choosing another cloth or back never repaints the faces."""
        return replace(self, felt=Theme.felt, felt_edge=Theme.felt_edge, back_style=Theme.back_style,
                       panel=Theme.panel, panel_edge=Theme.panel_edge).key

    def suit_colour(self, suit: str | None) -> RGB:
        """Pip colour of a standard suit (``S H D C``) in this theme."""
        if suit == "H":
            return self.red
        if suit == "D":
            return self.blue if self.four_colour else self.red
        if suit == "C":
            return self.green if self.four_colour else self.black
        return self.black

    def keltis_colour(self, suit: str | None) -> RGB:
        return dict(self.keltis).get(suit or "", self.keltis_point)


CLASSIC = Theme("classic", label="Classic")
# The colour-blind setting's theme: four pip colours, and every deck's and the seats' colours
# chosen (with ``vision.py``) to stay 20 CIEDE2000 apart for protanopes and deuteranopes.
FOUR_COLOUR = Theme(
    "four_colour", four_colour=True, colour_blind=True, label="Four-colour deck",
    red=(201, 9, 34), blue=(22, 84, 174), green=(5, 137, 109),
    keltis=(("G", (16, 122, 107)), ("Y", (231, 184, 36)), ("R", (131, 36, 34)),
            ("P", (234, 128, 218)), ("B", (10, 92, 183))),
    keltis_point=(183, 177, 170), keltis_stone=(183, 97, 0),
    seat_colours=((218, 0, 7), (41, 139, 255), (255, 254, 194), (76, 131, 103), (120, 89, 130),
                  (255, 153, 0), (102, 255, 255), (247, 138, 170)))
HIGH_CONTRAST = Theme(
    "high_contrast", four_colour=True, high_contrast=True, label="High contrast",
    felt=(12, 52, 30), felt_edge=(0, 18, 8),
    card_face=(255, 255, 255), card_edge=(0, 0, 0), court_fill=(255, 246, 200),
    ink=(0, 0, 0), red=(210, 0, 0), black=(0, 0, 0), blue=(0, 50, 200), green=(0, 120, 30),
    back=(20, 20, 120), back_pattern=(60, 60, 190), back_trim=(255, 255, 255),
    keltis=(("G", (0, 150, 40)), ("Y", (255, 200, 0)), ("R", (220, 20, 10)),
            ("P", (255, 90, 200)), ("B", (0, 90, 230))),
    keltis_point=(120, 120, 120), keltis_stone=(255, 120, 0),
    text=(255, 255, 255), text_dim=(230, 230, 230), panel=(0, 0, 0), panel_edge=(255, 255, 255),
    highlight=(255, 255, 0), invalid=(255, 40, 40),
    seat_colours=((255, 70, 70), (80, 160, 255), (255, 230, 0), (40, 230, 90), (230, 120, 255),
                  (255, 160, 40), (0, 230, 230), (255, 110, 200)),
    outline_pips=True)

THEMES: dict[str, Theme] = {t.name: t for t in (CLASSIC, FOUR_COLOUR, HIGH_CONTRAST)}

#: card backs to choose from (settings ``card_back``): Celtic knotwork, a diamond lattice
#: with a star medallion, a plain field with a thin frame
BACK_STYLES: tuple[str, ...] = ("knotwork", "lattice", "plain")
BACK_LABELS = {"knotwork": "Knotwork", "lattice": "Lattice", "plain": "Plain"}
#: table cloths to choose from (settings ``felt``): (centre, edge) of the felt's light
FELTS: dict[str, tuple[RGB, RGB]] = {
    "green": ((28, 104, 66), (11, 54, 34)),
    "blue": ((30, 78, 118), (10, 32, 58)),
    "burgundy": ((112, 34, 46), (48, 12, 20)),
    "moss": ((78, 96, 50), (34, 44, 20)),
    "slate": ((64, 72, 80), (24, 28, 34)),
}
FELT_LABELS = {"green": "Green", "blue": "Lough blue", "burgundy": "Burgundy", "moss": "Moss",
               "slate": "Slate"}


def styled(theme: Theme, felt: str = "green", back: str = "knotwork") -> Theme:
    """``theme`` on the chosen cloth (panels tinted to match) with the chosen card back. The
    high-contrast theme keeps its own felt and panels (its contrast is the point); unknown
    names keep the theme's own."""
    changes: dict = {}
    if back in BACK_STYLES and back != theme.back_style:
        changes["back_style"] = back
    if felt in FELTS and felt != "green" and not theme.high_contrast:
        centre, edge = FELTS[felt]
        changes["felt"], changes["felt_edge"] = centre, edge
        # panels and their edges take the cloth's hue (darker / greyer), so plates and buttons
        # belong to the table they lie on; text stays light on them
        changes["panel"] = tuple(round(c * 0.5) + 8 for c in edge)
        changes["panel_edge"] = tuple(min(255, round(c * 0.45) + 100) for c in centre)
    return replace(theme, **changes) if changes else theme


def seat_colour(theme: Theme, seat: int) -> tuple[RGB, str]:
    """A seat's colour and its symbol name (one of ``SEAT_SYMBOLS``); distinct for 8 seats."""
    i = seat % len(SEAT_SYMBOLS)
    return theme.seat_colours[i % len(theme.seat_colours)], SEAT_SYMBOLS[i]


def seat_palette(theme: Theme) -> dict[str, RGB]:
    """The seats' colours in ``theme``, by seat symbol."""
    return {SEAT_SYMBOLS[i]: seat_colour(theme, i)[0] for i in range(len(SEAT_SYMBOLS))}
