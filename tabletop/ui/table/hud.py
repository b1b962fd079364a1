"""The table's heads-up display: name plates, whose turn, scores, pile counts, banners, pop-ups.

Everything here is public information: it reads only the shown ``TableView`` and the seats'
names, never hidden state. Seat colours always come with their symbol (never colour alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...core.ids import PlayerId
from ...core.names import marked_as_you
from ...core.views import TableView
from ..render.avatars import avatar
from ..render.emblems import unit_shape
from ..render.fonts import px_to_fit, scale, text
from ..render.theme import Theme, seat_colour
from ..widgets.panel import draw_panel
from ..widgets.toast import SIDES, Spot
from .gamescene import GameTable
from .layout import Metrics, Rect, TableLayout, ZoneLayout, inside, shared_area, slot_outline
from .painter import paint_glow, paint_slot
from .teams import team_line
from .titles import TITLE_LINE, TitleRoom, title_top
from .turns import turn_word
from .zoomspot import zoom_spot


def draw_symbol(surf: pygame.Surface, name: str, centre: tuple[float, float], size: float,
                colour: tuple[int, int, int], outline: tuple[int, int, int] = (20, 20, 20)) -> None:
    """A seat symbol (circle, square, triangle…) filled with the seat colour."""
    cx, cy = centre
    for poly in unit_shape(name):
        pts = [(cx + x * size, cy + y * size) for x, y in poly]
        if len(pts) >= 3:
            pygame.draw.polygon(surf, colour, pts)
            pygame.draw.polygon(surf, outline, pts, max(1, round(size / 12)))


@dataclass
class Pop:
    x: float
    y: float
    label: str
    ttl: float
    life: float



TITLE_MEMO = 4  # titles' placements remembered (``Hud._title_spots``)
PROMPT_PX = (16, 12)  # the prompt's one line: logical size, least px (``Metrics.font``)


#: how much smaller a plate's score line may get to keep an item it would drop ("· Dealer")
SHRINK_FOR_ITEM = 0.85

class Hud:
    def __init__(self, game: GameTable, names: list[str], theme: Theme) -> None:
        self.game = game
        self.names = names
        self.theme = theme
        self.banner: tuple[str, float, float] | None = None  # text, ttl, life
        #: action buttons standing in the message strip (a bar broken into rows grows up into
        #: it): a banner goes above them (the table sets it as it places its buttons)
        self.strip_buttons: list[pygame.Rect] = []
        self.pops: list[Pop] = []
        self.thinking: PlayerId | None = None
        self.teams: list[int] | None = None  # each seat's team when some seats are partners
        #: the table still animates a step: the view shown is the one before it, so the viewer's
        #: plate must not say "Your turn" (their move, or a trick, is still being resolved)
        self.settling = False
        #: a replay: nobody is to play, so no plate glows or says "To play" (it read as a live
        #: turn while the replay stood still); set once, before the first frame
        self.still = False
        self.human_seats: set[PlayerId] = set()
        self.avatars: list[str] = []  # each seat's avatar (render/avatars.py); none: the symbol alone
        #: where the titles go, by their inputs (``_title_spots``); ``title_builds`` counts the
        #: times they were worked out (tests check the cache holds)
        self._titles: dict[tuple, tuple[TableLayout, list[tuple[str, str, int, pygame.Rect]]]] = {}
        self.title_builds = 0
        #: titles the table leaves out this frame: names that give way (``TableLayout.give_way``)
        #: where a message or the first-run tour's words lie over them (``titles.covered``)
        self.hidden_titles: frozenset[str] = frozenset()
        #: the card picked up and held, raised out of its place: (its zone, its top edge); a
        #: title above that place rises clear of it (``held_top``)
        self.held_top: tuple[str, float] | None = None

    def forget_titles(self) -> None:
        """Work the titles' places out again when next drawn (tests that draw afresh)."""
        self._titles.clear()

    def update(self, dt: float) -> None:
        if self.banner:
            msg, ttl, life = self.banner
            self.banner = (msg, ttl - dt, life) if ttl - dt > 0 else None
        for p in self.pops:
            p.ttl -= dt
        self.pops = [p for p in self.pops if p.ttl > 0]

    def show_banner(self, message: str, seconds: float = 1.1) -> None:
        self.banner = (message, seconds, seconds)

    def turn_taken(self) -> None:
        """The player has acted: a "Your turn" banner still up is over (it would otherwise
        stay while their card, or the trick it completes, is resolved)."""
        if self.banner and self.banner[0].startswith("Your turn"):
            self.banner = None

    def pop(self, x: float, y: float, label: str, seconds: float = 1.2) -> None:
        self.pops.append(Pop(x, y, label, seconds, seconds))

    # --- drawing --------------------------------------------------------------------------------
    def draw_zones_under(self, surf: pygame.Surface, lay: TableLayout, view: TableView,
                         counts: dict[str, int], targets: set[str], hot: str | None,
                         turn_zone: str | None) -> None:
        """Slot outlines and target highlights, the zones' titles and the game's marks on the
        felt, drawn under the cards."""
        self.draw_marks(surf, lay, counts, targets, hot, turn_zone)
        self.game.draw_felt(surf, lay, view, self.theme)

    def draw_marks(self, surf: pygame.Surface, lay: TableLayout, counts: dict[str, int],
                   targets: set[str], hot: str | None, turn_zone: str | None) -> None:
        """The slot outlines and highlights, then the zones' titles (``draw_zones_under``
        without the game's marks). Marks wholly outside ``surf``'s clip are skipped."""
        th = self.theme
        m = lay.metrics
        clip = surf.get_clip()
        for r, state in self.slot_marks(lay, counts, targets, hot, turn_zone):
            if clip.colliderect(r):
                paint_slot(surf, r, th, state, m.px(10))
        self.draw_titles(surf, lay, counts)

    def slot_marks(self, lay: TableLayout, counts: dict[str, int], targets: set[str],
                   hot: str | None, turn_zone: str | None) -> list[tuple[pygame.Rect, str]]:
        """The slot marks ``draw_zones_under`` paints: (rect, state) in drawing order, state
        one of empty, target, hot, turn. The table's cached layer is keyed on them rather
        than on every pile's count, so a card landing on a pile that was not empty changes
        nothing here."""
        m = lay.metrics
        out = []
        for zid, zl in lay.zones.items():
            n = counts.get(zid, 0)
            is_target = zid in targets
            if n == 0 and not (self.game.empty_slot(zid) or is_target):
                continue
            if n and not is_target and zid != turn_zone:
                continue
            r = pygame.Rect(slot_outline(zl.extent(max(1, n)), m))
            state = ("hot" if zid == hot else "target") if is_target else (
                "turn" if zid == turn_zone else "empty")
            out.append((r, state))
        return out

    def draw_titles(self, surf: pygame.Surface, lay: TableLayout, counts: dict[str, int]) -> None:
        """A zone's title above it (``title/<zone>`` labels of the kit): its label, on a pill;
        only while the zone shows something (cards or its empty outline)."""
        m = lay.metrics
        clip = surf.get_clip()
        for img, r in self.titles(lay, counts):
            pill = r.inflate(m.px(10), m.px(2))
            if clip.colliderect(pill):  # else nothing of it would show (a patch's clip)
                draw_panel(surf, pill, self.theme.panel, 120, None, radius=m.px(8))
                surf.blit(img, r)

    def title_rects(self, lay: TableLayout, counts: dict[str, int]) -> dict[str, pygame.Rect]:
        """Each shown title's pill, by zone (what ``draw_titles`` draws, for the tests)."""
        m = lay.metrics
        return {zid: r.inflate(m.px(10), m.px(2)) for zid, _, _, r in self._title_spots(lay, counts)}

    def _title_zones(self, lay: TableLayout, counts: dict[str, int]) -> list[str]:
        out = []
        for key in lay.labels:
            zid = key.partition("/")[2]
            zl = lay.zones.get(zid)
            if not key.startswith("title/") or zl is None or not zl.label:
                continue
            if not counts.get(zid) and not self.game.empty_slot(zid) or zid in self.hidden_titles:
                continue
            out.append(zid)
        return out

    def titles(self, lay: TableLayout, counts: dict[str, int]) -> list[tuple[pygame.Surface,
                                                                             pygame.Rect]]:
        """The titles' texts and where they go. A title given more height than its line
        (``TITLE_LINE``) keeps its text at the top: the rest is room for the zone's cards to
        stand raised in (Ard Rí's chosen cards) without hiding it.

        Where they go is worked out once for the layout, the piles' counts, the areas (a
        folded hand moves the action bar) and the text size, and remembered (issue 27: a pass
        cost ~1–1.5 ms at 1920×1080, once for the cached layer's key and again to draw it)."""
        spots = self._title_spots(lay, counts)
        return [(text(words, px, self.theme.text_dim, bold=True), r.copy()) for _, words, px, r in spots]

    def _title_spots(self, lay: TableLayout,
                     counts: dict[str, int]) -> list[tuple[str, str, int, pygame.Rect]]:
        """The titles as (zone, words as fitted, size, rect), remembered for the last few
        inputs."""
        key = (id(lay), tuple(counts.items()), tuple(lay.areas.values()), scale(), self.hidden_titles,
               self.held_top)
        known = self._titles.get(key)
        if known is not None and known[0] is lay:
            return known[1]
        m = lay.metrics
        px = m.font(13, 12)
        room = TitleRoom(lay, counts, px)
        out = []
        for zid in self._title_zones(lay, counts):
            x, y, w, h = lay.labels[f"title/{zid}"]
            zl = lay.zones[zid]
            y = title_top(zl, y, h, counts.get(zid, 0))
            line = min(h, TITLE_LINE * m.unit)
            held = self._held_top(zid, y, line, zl)
            if held is not None:
                y = max(0.0, held - line)
            left, right = room.span(zid, (x, y, w, line))
            reach = max(round(w), right - left)
            # with no room for itself it gets smaller before it is cut ("New gro…": Treasure, 150 %)
            tpx = px_to_fit(lambda p, label=zl.label: text(label, p, (0, 0, 0), bold=True).get_width(), px, reach)
            need = text(zl.label, tpx, (0, 0, 0), bold=True).get_width()
            words = fit_text(zl.label, tpx, reach)
            r = text(words, tpx, (0, 0, 0), bold=True).get_rect(
                center=(round(x + w / 2), round(y + line / 2)))
            if need > w:  # wider than its zone: into the free room beside it, kept there
                r.right = min(r.right, right)
                r.left = max(r.left, left)
            out.append((zid, words, tpx, r))
        if len(self._titles) >= TITLE_MEMO:  # the frame's counts and the next view's
            self._titles.clear()
        self._titles[key] = (lay, out)
        self.title_builds += 1
        return out

    def _held_top(self, zid: str, y: float, line: float, zl: ZoneLayout) -> float | None:
        """The top edge of the card held out of ``zid`` where it rises into the line of the
        title above it (Treasure at 1920x1080: a discard taken up by Enter hid the middle of
        "Discard pile (top at the right)"); None where it does not."""
        if self.held_top is None or self.held_top[0] != zid:
            return None
        top = self.held_top[1]
        return top if y + line <= zl.extent(1)[1] + 0.5 and top < y + line else None

    def badge_rects(self, lay: TableLayout, view: TableView,
                    counts: dict[str, int]) -> list[tuple[str, str, pygame.Rect]]:
        """Count badges: (zone, label, rect) hanging from the bottom of each counted pile."""
        m = lay.metrics
        out = []
        for zid, zl in lay.zones.items():
            n = counts.get(zid, 0)
            if not zl.show_count or n == 0:
                continue
            x, y, w, h = zl.extent(n)
            caption = self.game.zone_caption(zid, view)
            label = f"{caption} {n}" if caption else str(n)
            r = text(label, m.font(15, 12), (0, 0, 0), bold=True).get_rect()
            r.w += m.px(12)
            r.h += m.px(4)
            r.midtop = (round(x + w / 2), round(y + h - r.h * 0.6))
            r.clamp_ip(pygame.Rect(0, 0, m.w, m.h))
            out.append((zid, label, r))
        return out

    def draw_zones_over(self, surf: pygame.Surface, lay: TableLayout, view: TableView,
                        counts: dict[str, int]) -> list[pygame.Rect]:
        """Pile count badges, drawn over the cards. Returns the rects drawn."""
        th = self.theme
        out = []
        for _, label, r in self.badge_rects(lay, view, counts):
            img = text(label, lay.metrics.font(15, 12), th.text, bold=True)
            draw_panel(surf, r, th.panel, 225, th.panel_edge, radius=r.h // 2, width=1)
            surf.blit(img, img.get_rect(center=r.center))
            out.append(r)
        return out

    def draw_plates(self, surf: pygame.Surface, lay: TableLayout, view: TableView) -> None:
        """Each seat's name plate (its halo while it acts); plates whose area
        (``plate_area``) lies wholly outside ``surf``'s clip are skipped."""
        th = self.theme
        m = lay.metrics
        clip = surf.get_clip()
        for seat, (x, y, w, h) in lay.plates.items():
            r = pygame.Rect(round(x), round(y), round(w), round(h))
            if not clip.colliderect(plate_area(r)):
                continue
            active = (not self.still and view.to_act == seat
                      and not (self.settling and seat == view.viewer))
            colour, symbol = seat_colour(th, seat)
            if active:  # the seat to act glows
                paint_glow(surf, r, th.highlight, m.px(10))
            draw_panel(surf, r, th.panel, 215, th.highlight if active else th.panel_edge,
                       radius=m.px(10), width=m.px(3) if active else 1)
            sym = m.px(22)
            tx = self.plate_text_x(lay, r, seat)
            if seat < len(self.avatars):  # the seat's avatar, its symbol on the medallion's rim
                d = min(r.h - m.px(10), m.px(36))
                face = avatar(self.avatars[seat], d, colour)
                fr = surf.blit(face, face.get_rect(midleft=(r.x + m.px(6), r.centery)))
                draw_symbol(surf, symbol, (fr.right - m.px(3), fr.bottom - m.px(5)), m.px(13), colour)
            else:
                draw_symbol(surf, symbol, (r.x + m.px(8) + sym / 2, r.y + r.h * 0.36), sym, colour)
            status = ""
            if active:
                status = "Thinking…" if self.thinking == seat else (
                    turn_word(view, seat) if seat == view.viewer else "To play")
            elif view.to_act is None and seat in view.info.get("winners", []):
                status = "Winner"
            name, line, br, name_px, line_px = self.plate_words(lay, view, seat, self.plate_lines(view, seat),
                                                                status, r, tx)
            if br is not None:
                word = self.badge_word(lay, status, br)
                badge = text(word, self.badge_px(lay, word, br), (20, 20, 20), bold=True)
                draw_panel(surf, br, th.highlight, 240, None, radius=br.h // 2)
                surf.blit(badge, badge.get_rect(center=br.center))
            name_r, line_r = self.plate_rects(lay, r, tx, name, line, name_px, line_px)
            surf.blit(text(name, name_px, th.text, bold=True), name_r)
            surf.blit(text(line, line_px, th.text_dim), line_r)

    def plate_text_x(self, lay: TableLayout, r: pygame.Rect, seat: PlayerId) -> int:
        """Where a plate's words start: right of its avatar medallion, else of its symbol."""
        m = lay.metrics
        if seat < len(self.avatars):
            d = min(r.h - m.px(10), m.px(36))
            return r.x + m.px(6) + max(8, int(d)) + m.px(8)  # the medallion's size (avatar())
        return r.x + m.px(14) + m.px(22)

    def plate_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        """A plate's second line as items, most important first: the score, then the seat's
        team (partners share the score), then the game's other items."""
        lines = self.game.seat_lines(view, seat)
        if team := team_line(self.teams, seat):
            lines = [*lines[:1], team, *lines[1:]]
        return lines

    def badge_sizes(self, lay: TableLayout) -> list[int]:
        """The turn badge's font sizes, largest first: the usual one, then smaller steps
        (down to three quarters of it, never below 12 px) for a plate that is short of room."""
        px = lay.metrics.font(14, 12)
        return list(range(px, max(12, round(px * 0.75)) - 1, -1))

    def badge_word(self, lay: TableLayout, status: str, br: pygame.Rect) -> str:
        """The badge's words ``plate_words`` chose for a badge of width ``br.w``: the status,
        else its sign (``BADGE_SIGNS``) where the words had no room."""
        least = self.badge_sizes(lay)[-1]
        if text(status, least, (0, 0, 0), bold=True).get_width() + lay.metrics.px(10) <= br.w:
            return status
        return BADGE_SIGNS.get(status, status)

    def badge_px(self, lay: TableLayout, status: str, br: pygame.Rect) -> int:
        """The font size ``plate_words`` chose for a badge of width ``br.w``."""
        pad = lay.metrics.px(10)
        sizes = self.badge_sizes(lay)
        return next((px for px in sizes
                     if text(status, px, (0, 0, 0), bold=True).get_width() + pad <= br.w), sizes[-1])

    def plate_words(self, lay: TableLayout, view: TableView, seat: PlayerId, lines: list[str],
                    status: str, r: pygame.Rect, tx: int) -> tuple[str, str, pygame.Rect | None, int, int]:
        """A plate's name and score line as shown, where its turn badge goes, and the two
        lines' text sizes (the name smaller, down to the score line's, where the whole name
        needs it; the score line smaller, down to 12 px as drawn, where its first item needs it): on the
        name's line while the whole name still fits beside it, else on the score line while
        the items it must keep (the score, and the seat's team) do, else on the name's line
        with the name smaller; the badge's words shrink a little before each next way, then
        give way to their sign ("…" for "Thinking…", ``BADGE_SIGNS``) in the same ways, and a
        badge that fits nowhere is left out (the plate still glows). Neither the name, the
        score nor the team is ever cut or hidden for the badge ("To play" took the place of
        "· Team 2": Seanchaí, teams, 1240×620), and items after them are dropped whole rather
        than cut ("Hands −…" would read as a wrong number), once the line a little smaller
        (``SHRINK_FOR_ITEM``) cannot keep them. A badge never lies over the
        words of the other line (``plate_rects``)."""
        m = lay.metrics
        name_px, line_px = plate_px(m, r.h)
        name = self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"
        right = r.right - m.px(6)
        name_right = lines_right = right
        team = team_line(self.teams, seat)
        keep_n = 2 if team and team in lines[:2] else 1  # the score, and the team where there is one
        kept = " · ".join(lines[:keep_n])
        small = max(12, line_px)  # the least a name gets to give the badge room

        def width(s: str, px: int, bold: bool) -> int:
            return text(s, px, (0, 0, 0), bold=bold).get_width()

        if seat == view.viewer and status not in ("Your turn", "Your answer"):
            marked = marked_as_you(name)  # "Aoife (you)", never "You (you)"; a long name
            if width(marked, small, True) <= right - tx:  # keeps itself whole, not "(y…"
                name = marked

        line_top = r.bottom - m.px(6) - text("Ág", line_px, (0, 0, 0)).get_height()
        br = None
        words = (status, BADGE_SIGNS[status]) if status in BADGE_SIGNS else (status,)
        ways = [(word, way, px) for word in words if status for way in ("name", "line", "smaller name")
                for px in self.badge_sizes(lay)]
        for word, way, px in ways:
            bw = max(width(word, px, True) + m.px(10), text(word, px, (0, 0, 0), bold=True).get_height() + m.px(6))
            bh = text(word, px, (0, 0, 0), bold=True).get_height() + m.px(2)
            room = right - bw - m.px(4) - tx
            if way != "line" and width(name, name_px if way == "name" else small, True) <= room:
                br = pygame.Rect(0, 0, bw, bh)
                br.topright = (right, r.y + m.px(7))
                name_right = br.x - m.px(4)
                if br.bottom > line_top:  # a short plate: the line keeps clear of it too
                    lines_right = name_right
                    if width(kept, line_px, False) > lines_right - tx:
                        br, name_right, lines_right = None, right, right
                        continue
                break
            if way == "line" and width(kept, line_px, False) <= room:
                br = pygame.Rect(0, 0, bw, bh)
                br.bottomright = (right, r.bottom - m.px(5))
                clear = r.y + m.px(6) + text(name, name_px, (0, 0, 0), bold=True).get_height()
                br.y = max(br.y, min(clear, r.bottom - bh))  # a short plate (960×540): lower,
                if br.y < clear:  # under the name's line, or smaller, or left out
                    br = None
                    continue
                lines_right = br.x - m.px(4)
                break
        line = ""
        for k in range(len(lines), min(keep_n, len(lines)) - 1, -1):  # the most items that fit whole,
            line = " · ".join(lines[:k])  # a little smaller where that keeps one more ("Score
            if width(line, line_px, False) <= lines_right - tx:  # −52 · Dealer": Treasure, 3
                break  # players at 1920x1080, left no plate saying who dealt)
            smaller = px_to_fit(lambda p, line=line: width(line, p, False), line_px, lines_right - tx)
            if k > keep_n and smaller >= line_px * SHRINK_FOR_ITEM and \
                    width(line, smaller, False) <= lines_right - tx:
                line_px = smaller
                break
        # the score (and the team) get smaller before they are cut or left out ("0 clients ·
        # weal…": Ard Rí, 150 %; "· Team 1" was left off every plate: Seanchaí, teams, 150 %)
        line_px = px_to_fit(lambda p: width(line, p, False), line_px, lines_right - tx)
        px = name_px  # a long name ("Gráinne (AI)" on a narrow plate) gets smaller, to the
        while px > max(12, line_px) and width(name, px, True) > name_right - tx:  # score's
            px -= 1  # size, before it is cut
        return (fit_text(name, px, name_right - tx),
                fit_text(line, line_px, lines_right - tx, bold=False), br, px, line_px)

    def plate_rects(self, lay: TableLayout, r: pygame.Rect, tx: int, name: str, line: str,
                    name_px: int, line_px: int | None = None) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a plate's name and its score line are drawn (``plate_words``' words and sizes)."""
        m = lay.metrics
        line_px = plate_px(m, r.h)[1] if line_px is None else line_px
        name_r = text(name, name_px, (0, 0, 0), bold=True).get_rect(topleft=(tx, r.y + m.px(6)))
        line_r = text(line, line_px, (0, 0, 0)).get_rect(bottomleft=(tx, r.bottom - m.px(6)))
        return name_r, line_r

    # --- where the HUD's own elements go (drawing and the layout test use the same rects) -------
    def status_words(self, lay: TableLayout, view: TableView) -> str:
        """The status line, or its short form where the full one would not fit its area."""
        line = self.game.status_line(view)
        area = lay.areas.get("status")
        m = lay.metrics
        if area and line and text(line, m.font(15, 12), (0, 0, 0)).get_width() + m.px(16) > area[2]:
            return self.game.status_short(view)
        return line

    def status_rect(self, lay: TableLayout, view: TableView) -> pygame.Rect | None:
        area = lay.areas.get("status")
        line = self.status_words(lay, view)
        if not area or not line:
            return None
        m = lay.metrics
        width = min(area[2], text(line, self.status_px(lay, line), (0, 0, 0)).get_width() + m.px(16))
        return pygame.Rect(round(area[0]), round(area[1]), round(width), round(area[3]))

    def status_px(self, lay: TableLayout, line: str) -> int:
        """The status line's text size: smaller where even its short form would be cut in its
        area ("Hand 1 of 4 · Ac…", "Ended rows: 1 o…" at Text size 150 %)."""
        m = lay.metrics
        area = lay.areas.get("status")
        px = m.font(15, 12)
        if not area:
            return px
        return px_to_fit(lambda p: text(line, p, (0, 0, 0)).get_width(), px, area[2] - m.px(16))

    def prompt_lines(self, lay: TableLayout, message: str) -> tuple[list[str], int]:
        """The prompt's words in one line, or two smaller ones when one does not fit the bar
        (12 px before anything is cut: Ard Rí's longest prompt at 984×540)."""
        m = lay.metrics
        width = lay.areas.get("actions", (0, 0, m.w, 0))[2] - m.px(24)
        px = m.font(*PROMPT_PX)
        if text(message, px, (0, 0, 0), bold=True).get_width() <= width:
            return [message], px
        words = message.split()
        best = [message]
        for px in dict.fromkeys((max(14, m.font(14, 12)), 12)):  # 12 px before a word is cut
            for k in range(1, len(words)):
                lines = [" ".join(words[:k]), " ".join(words[k:])]
                if max(text(x, px, (0, 0, 0), bold=True).get_width() for x in lines) <= width:
                    best = lines
                    if len(lines[0]) >= len(lines[1]):
                        break
            if len(best) == 2:
                break
        return [fit_text(x, px, width) for x in best], px

    def prompt_rect(self, lay: TableLayout, message: str) -> pygame.Rect | None:
        """The prompt's pill: as wide as its words, never wider than the action bar."""
        area = lay.areas.get("actions")
        if not area or not message:
            return None
        m = lay.metrics
        lines, px = self.prompt_lines(lay, message)
        x, y, w, h = area
        width = max(text(x, px, (0, 0, 0), bold=True).get_width() for x in lines) + m.px(24)
        r = pygame.Rect(0, 0, min(round(w), width), round(h) - m.px(6 if len(lines) == 1 else 0))
        r.center = (round(x + w / 2), round(y + h / 2))
        return r

    def banner_rect(self, lay: TableLayout, message: str) -> pygame.Rect:
        """A banner ('Your turn', 'Round 2') in the message strip above the viewer's hand."""
        m = lay.metrics
        x, y, w, h = lay.areas.get("messages", (0, m.h / 2 - m.px(24), m.w, m.px(40)))
        r = pygame.Rect(0, 0, min(round(w), text(message, m.font(24, 16), (0, 0, 0), bold=True)
                                  .get_width() + m.px(40)), round(h))
        r.center = (round(x + w / 2), round(y + h / 2))
        return self._above_strip_buttons(r, m)

    def _above_strip_buttons(self, r: pygame.Rect, m: Metrics) -> pygame.Rect:
        """``r`` (the banner, the situation) moved up above every action button in its column
        that reaches up to it (a bar broken into rows grows up into the message strip)."""
        under = [b for b in self.strip_buttons if b.left < r.right and r.left < b.right and b.top < r.bottom]
        if under:
            r.bottom = min(b.top for b in under) - m.px(6)
        return r

    def zoom_rect(self, lay: TableLayout, card: tuple[float, float, float, float],
                  zone: str | None, keep: Sequence[Rect] = (),
                  shown: Rect | None = None, soft: Sequence[Rect] = (),
                  sight: Sequence[Rect] = (), room: tuple[float, float] = (0, 0),
                  short: tuple[float, float] = (0, 0)) -> tuple[float, float, float, float]:
        """Where the large preview of a hovered card goes (``zoomspot.zoom_spot``)."""
        return zoom_spot(lay, card, zone, keep, shown, soft, sight, room, short)

    def toast_font(self, lay: TableLayout, message: str) -> int:
        """The toast's text size: the usual one, smaller when that keeps it on one line in a
        narrow strip, but never smaller than the prompt's one line (nor 14 px): a refused
        move's reason is read at least as easily as what to do (it shrank to 14 px under a
        16 px prompt, Keltis at 1280x800). A message too long for one line even so keeps the
        usual size and wraps (the Hint's reason, a long refusal)."""
        m = lay.metrics
        width = lay.areas.get("messages", (0, 0, m.w, 0))[2]
        usual = px = m.font(17, 13)
        least = max(14, m.font(*PROMPT_PX))
        while px > least and text(message, px, (0, 0, 0), bold=True).get_width() + 2 * px > width:
            px -= 1
        if text(message, px, (0, 0, 0), bold=True).get_width() + 2 * px > width:
            return usual
        return px

    def toast_anchor(self, lay: TableLayout, taken: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
        """Where toasts are centred: the message strip (clear of the piles and the prompt), or
        just above what already holds it (a banner, the answer window's situation), so that no
        two messages are drawn over each other."""
        m = lay.metrics
        x, y, w, h = lay.areas.get("messages", (0, m.h / 2 - m.px(90), m.w, m.px(40)))
        cx, cy = round(x + w / 2), round(y + h / 2)
        if taken:
            top = min(r.top for r in taken)
            cy = min(cy, top - m.px(6) - round(h / 2))
        return cx, cy

    def toast_spots(self, lay: TableLayout, anchor: tuple[int, int]) -> list[Spot]:
        """Where a toast may go, in order: in the message strip's columns at ``anchor``,
        growing upward; centred across the table at the same height (fewer, longer lines);
        then the same two growing downward over the prompt (the Hint says more than it). A
        long Hint thus need not cover the pile or the slot in the middle it points to."""
        m = lay.metrics
        area = lay.areas.get("messages")
        strip = None if area is None else (round(area[0]), round(area[0] + area[2]))
        side = round(m.w * SIDES)
        wide = (m.w // 2, anchor[1], (side, m.w - side))
        return [(*anchor, strip, False), (*wide, False), (*anchor, strip, True), (*wide, True)]

    def toast_taken(self, lay: TableLayout, counts: dict[str, int]) -> list[pygame.Rect]:
        """What a wrapped toast should leave in sight: every zone (an empty one as one card's
        place: it may be where the Hint points), the zones' names and the name plates."""
        taken = [pygame.Rect(zl.extent(max(1, counts.get(z, 0)))) for z, zl in lay.zones.items()
                 if z not in lay.overlays]
        taken += [pygame.Rect(r) for k, r in lay.labels.items() if k not in lay.give_way]
        return taken + [pygame.Rect(r) for r in lay.plates.values()]

    def strip_taken(self, lay: TableLayout, situation: str) -> list[pygame.Rect]:
        """What holds the message strip this frame: the banner, else the situation box; and
        action buttons that grew up into it."""
        if self.banner:
            return [self.banner_rect(lay, self.banner[0]), *self.strip_buttons]
        box = self.situation_box(lay, situation)
        return ([box[0]] if box is not None else []) + self.strip_buttons

    def pop_zone(self, lay: TableLayout, zone: str, label: str, seconds: float = 1.2) -> None:
        """A score pop-up ('+3', 'Countered', 'Gift 14 ≤ 28') for the seat the zone belongs
        to, beside its plate (``badge_spot``: never over a plate's words), else over the zone."""
        seat = lay.owners.get(zone)
        if seat is not None and seat in lay.plates:
            x, y = self.badge_spot(lay, lay.plates[seat], label)
            self.pops.append(Pop(x, y, label, seconds, seconds))
        elif zone in lay.zones:
            zl = lay.zones[zone]
            self.pops.append(Pop(zl.cx, zl.cy, label, seconds, seconds))

    def badge_size(self, lay: TableLayout, label: str) -> tuple[int, int]:
        m = lay.metrics
        r = text(label, m.font(22, 16), (0, 0, 0), bold=True).get_rect()
        return r.w + m.px(14), r.h + m.px(6)

    def badge_spot(self, lay: TableLayout, plate: tuple[float, float, float, float],
                   label: str) -> tuple[float, float]:
        """The one place that decides where a seat's badge goes: just below its plate, else
        above, right or left of it, then further off; the first spot inside the window that
        covers no plate, label, strip or badge already up, with a small gap. With none free
        (Ard Rí's last season: a gift, a client and a desertion at once for each seat), the
        spot that covers least of them (the third pop lay on the player's plate)."""
        m = lay.metrics
        bw, bh = self.badge_size(lay, label)
        x, y, w, h = plate
        gap = m.px(4)
        step = bh / 2
        spots = [(x + w / 2, y + h + gap + bh / 2), (x + w / 2, y - gap - bh / 2),
                 (x + w + gap + bw / 2, y + h / 2), (x - gap - bw / 2, y + h / 2)]
        for k in range(1, 13):  # then further off, past a status line or a row of captions
            spots += [(x + w / 2, y + h + gap + bh / 2 + k * step), (x + w / 2, y - gap - bh / 2 - k * step)]
        for k in range(1, 7):  # and beside the plate, up or down from its middle
            for side in (x + w + gap + bw / 2, x - gap - bw / 2):
                spots += [(side, y + h / 2 - k * step), (side, y + h / 2 + k * step)]
        taken = [tuple(r) for r in lay.plates.values()] + [tuple(r) for r in lay.labels.values()]
        taken += [tuple(r) for k, r in lay.areas.items() if k in ("status", "actions", "messages")]
        taken += [tuple(r) for r in self.pop_rects(lay)]
        window = (0, 0, m.w, m.h)
        best, least = None, float("inf")
        for cx, cy in spots:
            r = (cx - bw / 2, cy - bh / 2, bw, bh)
            if not inside(r, window):
                continue
            near = (r[0] - gap / 2, r[1] - gap / 2, bw + gap, bh + gap)
            covered = sum(shared_area(near, t) for t in taken)
            if covered == 0:
                return cx, cy
            if covered < least:
                best, least = (cx, cy), covered
        if best is not None:
            return best
        cx, cy = spots[0]
        return (min(max(cx, bw / 2), m.w - bw / 2), min(max(cy, bh / 2), m.h - bh / 2))

    def pop_rects(self, lay: TableLayout) -> list[pygame.Rect]:
        m = lay.metrics
        out = []
        for p in self.pops:
            r = text(p.label, m.font(22, 16), (0, 0, 0), bold=True).get_rect()
            r.inflate_ip(m.px(14), m.px(6))
            r.center = (round(p.x), round(p.y))
            out.append(r)
        return out

    def draw_status(self, surf: pygame.Surface, lay: TableLayout, view: TableView) -> None:
        r = self.status_rect(lay, view)
        if r is None:
            return
        m = lay.metrics
        words = self.status_words(lay, view)
        px = self.status_px(lay, words)
        line = fit_text(words, px, r.w - m.px(16), bold=False)
        img = text(line, px, self.theme.text)
        draw_panel(surf, r, self.theme.panel, 170, None, radius=r.h // 2)
        surf.blit(img, img.get_rect(midleft=(r.x + m.px(8), r.centery)))

    def draw_prompt(self, surf: pygame.Surface, lay: TableLayout, message: str) -> None:
        """The 'your turn' hint, in the action area (shown when there are no buttons)."""
        r = self.prompt_rect(lay, message)
        if r is None:
            return
        lines, px = self.prompt_lines(lay, message)
        draw_panel(surf, r, self.theme.panel, 200, self.theme.highlight,
                   radius=min(r.h // 2, lay.metrics.px(16)), width=1)
        imgs = [text(line, px, self.theme.text, bold=True) for line in lines]
        y = r.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()

    def situation_box(self, lay: TableLayout, message: str) -> tuple[pygame.Rect, list[str], int] | None:
        """Where the answer window's situation goes: the message strip above the hand, grown
        upward by as many lines as the words need, and its lines and size: smaller only to keep
        to three lines, and never under the metrics' smallest text (``font(12)``: 18 px at
        1920x1080, where a long line fell to 12 px, "about 11 px" to a player); words that need
        more lines there get them."""
        from ..widgets.scroll_text import wrap_even

        area = lay.areas.get("messages")
        if not area or not message:
            return None
        m = lay.metrics
        x, y, w, h = area
        width = round(w) - m.px(28)
        for px in (m.font(16, 13), m.font(14, 12), m.font(12)):
            lines = wrap_even(message, width, px)
            if len(lines) <= 3:
                break
        line_h = text("Ag", px, (0, 0, 0)).get_height()
        need = len(lines) * line_h + m.px(12)
        widest = max(text(ln, px, (0, 0, 0)).get_width() for ln in lines) + m.px(28)
        r = pygame.Rect(0, 0, min(round(w), widest), max(round(h), need))
        r.midbottom = (round(x + w / 2), round(y + h))
        return self._above_strip_buttons(r, m), lines, px

    def draw_situation(self, surf: pygame.Surface, lay: TableLayout, message: str) -> None:
        """The answer window's situation in words (``GameTable.situation``), while no banner
        holds the strip."""
        box = self.situation_box(lay, message) if not self.banner else None
        if box is None:
            return
        r, lines, px = box
        draw_panel(surf, r, self.theme.panel, 235, self.theme.highlight,
                   radius=lay.metrics.px(12), width=lay.metrics.px(2))
        imgs = [text(line, px, self.theme.text) for line in lines]
        y = r.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()

    def draw_effects(self, surf: pygame.Surface, lay: TableLayout) -> None:
        m = lay.metrics
        th = self.theme
        for p, r in zip(self.pops, self.pop_rects(lay), strict=True):
            k = min(1.0, p.ttl / 0.35, (p.life - p.ttl) / 0.15 + 0.3)
            draw_panel(surf, r, th.panel, 230, th.highlight, radius=r.h // 2, width=m.px(2), fade=k)
            img = text(p.label, m.font(22, 16), th.highlight, bold=True).copy()
            img.set_alpha(int(255 * k))
            surf.blit(img, img.get_rect(center=r.center))
        if self.banner:
            msg, ttl, life = self.banner
            r = self.banner_rect(lay, msg)
            img = text(fit_text(msg, m.font(24, 16), r.w - m.px(20)), m.font(24, 16), th.text,
                       bold=True).copy()
            k = min(1.0, ttl / 0.3, (life - ttl) / 0.15 + 0.2)
            draw_panel(surf, r, th.panel, 225, th.highlight, radius=r.h // 2, width=m.px(2), fade=k)
            img.set_alpha(int(255 * k))
            surf.blit(img, img.get_rect(center=r.center))


#: a plate badge's sign, where its words have no room (the plate glows besides)
BADGE_SIGNS = {"Thinking…": "…", "To play": "▶", "Your turn": "▶", "Your answer": "▶", "Winner": "★"}


def plate_area(r: pygame.Rect) -> pygame.Rect:
    """All a name plate drawn at ``r`` may paint: the plate, its halo and its symbol."""
    spread = max(8, r.h // 3)
    return r.inflate(4 * spread, 4 * spread)


def plate_px(m: Metrics, height: int) -> tuple[int, int]:
    """A plate's name and score-line sizes: the metrics' own, smaller (not under 12 px) where
    a larger Text size would make the two lines overlap in a plate of ``height``."""
    name_px, line_px = m.font(19, 13), m.font(15, 12)
    room = height - m.px(8)
    while name_px > 12 and (text("Ág", name_px, (0, 0, 0), bold=True).get_height()
                            + text("Ág", line_px, (0, 0, 0)).get_height()) > room:
        name_px, line_px = name_px - 1, max(12, line_px - 1)
    return name_px, line_px


def fit_text(s: str, px: int, width: int, bold: bool = True) -> str:
    """Shorten ``s`` with an ellipsis until it fits ``width`` pixels.

    Any string: it is made ``drawable`` first (never raises) and cut to ``width``
    characters before measuring (a glyph is at least a pixel wide, and a few zero-width
    marks lost off the end show nothing); the longest prefix that fits with the ellipsis is
    found by bisection, so a 100,000-character string takes a dozen measurements.
    """
    from ..render.fonts import drawable, font

    f = font(px, bold)
    s = drawable(s, max(1, width) + 1)
    cut = len(s) > width
    if not cut and f.size(s)[0] <= width:
        return s
    if cut:
        s = s[:max(1, width)]
    lo, hi = 1, len(s)  # s[:lo] + "…" is the answer (at least one character, as before)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…"

