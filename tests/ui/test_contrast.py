"""Every text on every table reads at WCAG AA in every theme (issue 28, item 8).

How it measures: each text the table draws goes through ``render.fonts.text``. For one frame
that function is replaced by one drawing the same glyphs (their solid core, no antialiasing) in
a colour of their own, and recording the colour the table asked for. In the finished frame each
text's glyphs are found by their own colour; the pixels in a 2-pixel ring round them are what
the words were drawn on (a neighbouring text's glyphs count with that text's colour: a shadow
or an outline). The contrast ratio is the asked colour against the ring's median luminance.

Suit marks beside Ard Rí's wealth sums are marks, not words (WCAG's 3:1 for graphics): the
test records the pixel each is drawn over. A text drawn into a surface that is then scaled or
faded cannot be found by its colour and is not judged; the test asserts most are found.
"""

from __future__ import annotations

import sys

import pygame
import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.app import init_pygame
from tabletop.catalog import CATALOG
from tabletop.context import make_context
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.render import fonts
from tabletop.ui.render.contrast import AA, contrast_ratio, luminance
from tabletop.ui.render.theme import THEMES, styled
from tabletop.ui.scenes.manager import SceneManager
from tabletop.ui.scenes.table import TableScene

NAMES = ("Aoife", "Ciara", "Dara", "Eimear", "Fionn")
SIZE = (1280, 720)
#: (game, players, random moves): mid-game tables; Ard Rí's second shows the viewer's field
#: with its suit sums
TABLES = [("hyrule", 3, 40), ("keltis", 3, 40), ("seanchai", 3, 40), ("treasure", 3, 40),
          ("ard_ri", 3, 40), ("ard_ri", 2, 9)]
#: every theme on the green cloth, and the classic theme on every other cloth (the
#: high-contrast theme keeps its own)
LOOKS = [("classic", "green"), ("four_colour", "green"), ("high_contrast", "green"),
         ("classic", "blue"), ("classic", "burgundy"), ("classic", "moss"), ("classic", "slate")]
MARKS = 3.0  # WCAG 1.4.11, graphical objects
_WARM: set[str] = set()


def _marker(i: int) -> tuple[int, int, int]:
    return (17 + (i * 7) % 223, 3 + (i // 32 * 5) % 241, 251 - i % 3)


class TextProbe:
    """Stands in for ``fonts.text`` for one frame (see the module's docstring)."""

    def __init__(self) -> None:
        self.real = fonts.text
        self.asked: list[tuple[tuple[int, int, int], str]] = []
        self.marks: list[tuple[str, float, tuple[int, int, int], tuple[int, int, int]]] = []

    def text(self, words: str, size_px: int, colour, bold: bool = False, **kw) -> pygame.Surface:
        surf = self.real(words, size_px, colour, bold, **kw)
        i = len(self.asked)
        self.asked.append((tuple(colour)[:3], words))
        core = pygame.mask.from_surface(surf, 160)
        return core.to_surface(setcolor=(*_marker(i), 255), unsetcolor=(0, 0, 0, 0))

    def install(self, monkeypatch) -> None:
        """Every module of the app that bound ``text`` gets the probe; cached drawings of
        earlier frames are forgotten so this frame draws its words afresh."""
        for name, mod in list(sys.modules.items()):
            if not name.startswith("tabletop") or mod is None:
                continue
            for attr, value in list(vars(mod).items()):
                if value is self.real:
                    monkeypatch.setattr(mod, attr, self.text)
                elif callable(getattr(value, "cache_clear", None)) and str(
                        getattr(value, "__module__", "")).startswith(("tabletop.ui", "tabletop.games")):
                    value.cache_clear()

    def measure(self, surf: pygame.Surface) -> tuple[list[tuple[float, str, tuple]], int]:
        """(ratio, words, colour) for each text found in ``surf``, and how many were drawn."""
        w, h = surf.get_size()
        colour_of = {_marker(i): fg for i, (fg, _) in enumerate(self.asked)}
        ring_shape = pygame.mask.Mask((5, 5), fill=True)
        out = []
        drawn = 0
        for i, (fg, words) in enumerate(self.asked):
            if not words.strip():
                continue
            glyphs = pygame.mask.from_threshold(surf, (*_marker(i), 255), (1, 1, 1, 255))
            if not glyphs.count():
                continue
            drawn += 1
            ring = pygame.mask.Mask((w, h))
            ring.draw(glyphs.convolve(ring_shape, None, (-2, -2)), (0, 0))
            ring.erase(glyphs, (0, 0))
            lums = []
            for r in ring.get_bounding_rects():
                for y in range(r.top, r.bottom):
                    for x in range(r.left, r.right):
                        if ring.get_at((x, y)):
                            c = tuple(surf.get_at((x, y)))[:3]
                            lums.append(luminance(colour_of.get(c, c)))
            lums.sort()
            bg = lums[len(lums) // 2]
            lf = luminance(fg)
            out.append(((max(lf, bg) + 0.05) / (min(lf, bg) + 0.05), words, fg))
        return out, drawn


def _table(game: str, players: int, moves: int, theme: str, felt: str):
    init_pygame()
    plugin = REGISTRY[game]
    seats = tuple(Seat("human" if i == 0 else "ai", NAMES[i]) for i in range(players))
    match = Match(plugin.rules, MatchConfig(game, players, 11, {}), seats)
    bot = RandomBot()
    for _ in range(moves):
        if match.is_over:
            break
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(11, match.to_act, len(match.records))))
    ctx = make_context("off")
    ctx.audio = None
    ctx.theme = styled(THEMES[theme], felt)
    ctx.art.set_theme(ctx.theme)
    mgr = SceneManager(ctx, SIZE)
    scene = TableScene(plugin, match, CATALOG.table_for(game), autoplay=False, viewer=0)
    mgr.push(scene)
    return mgr


@pytest.mark.parametrize("look", LOOKS, ids=[f"{t}-{f}" for t, f in LOOKS])
@pytest.mark.parametrize("table", TABLES, ids=[f"{g}-{n}p" for g, n, _ in TABLES])
def test_every_text_reads(table, look, monkeypatch):
    if table[0] not in _WARM:  # every module the table uses imported before the probe
        _table(*table, *look).draw(pygame.Surface(SIZE))
        _WARM.add(table[0])
    probe = TextProbe()
    probe.install(monkeypatch)
    marks = probe.marks
    if table[0] == "ard_ri":
        from tabletop.games.ard_ri.table import field

        real_symbol = field.draw_symbol

        def symbol(surf, name, centre, size, colour, outline=(20, 20, 20)):
            under = tuple(surf.get_at((round(centre[0]), round(centre[1]))))[:3]
            marks.append((name, size, tuple(colour)[:3], under))
            real_symbol(surf, name, centre, size, colour, outline)

        monkeypatch.setattr(field, "draw_symbol", symbol)
    surf = pygame.Surface(SIZE)
    _table(*table, *look).draw(surf)  # a new table: nothing cached from the first
    found, drawn = probe.measure(surf)
    assert drawn >= 12, f"only {drawn} texts found on the table"
    weak = sorted({(round(r, 2), words, fg) for r, words, fg in found if r < AA})
    assert not weak, f"text under {AA}:1 in {look}: {weak}"
    weak_marks = [(name, colour, under, round(contrast_ratio(colour, under), 2))
                  for name, _, colour, under in marks if contrast_ratio(colour, under) < MARKS]
    assert not weak_marks, f"suit marks under {MARKS}:1 in {look}: {weak_marks}"
    if table == ("ard_ri", 2, 9):
        assert marks, "the viewer's field shows no sums"


def test_ratio_matches_wcag():
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
