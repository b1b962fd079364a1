"""A Learn-to-play step on the table: the zones it talks about outlined, the rest of the felt
dimmed, and a panel that says what to do, with Back, Skip, Next and Leave.

The steps and what they expect are the controller's (``guided.py``, pure); this part only
shows them and turns the panel's buttons and keys (B, K, N, G) into its calls. The panel sits
where it covers none of the outlined zones, and no part of the prompt where some place allows,
as near the middle of the table as it can; it waits while cards are in flight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ..render.fonts import text
from ..widgets.button import Button
from ..widgets.panel import draw_panel, draw_shadow
from ..widgets.scroll_text import wrap
from .layout import Rect, TableLayout, inflate, overlap, shared_area, taking_in_names, with_title

if TYPE_CHECKING:
    from ...core.actions import Action
    from ...core.views import TableView
    from ..render.theme import Theme
    from ..widgets.toast import Toasts
    from .board import TableBoard
    from .comfort import TableComfort
    from .controller import TableController
    from .scoresheet import SheetPanel

DIM_ALPHA = 120  # how dark the felt away from the step's zones gets
#: a step's words once its move is made, while the other players' scripted replies play
DONE = "Done. The other players' moves follow; the next step comes after them."


class TutorHost(Protocol):
    """What the tutor sees of its table."""

    control: TableController
    toasts: Toasts
    layout: TableLayout | None
    board: TableBoard
    buttons: list[Button]  # the action bar's
    prompt_box: pygame.Rect | None  # what to do now, as drawn this frame (the panel keeps off it)
    sheet: SheetPanel  # the score sheet (the panel keeps clear of it while it is open)
    comfort: TableComfort  # its move log, likewise

    def current_view(self) -> TableView: ...

    def fixed_buttons(self) -> list[Button]: ...

    def title_pills(self) -> dict[str, pygame.Rect]: ...  # the places' names as drawn, by zone

    def words_under(self) -> dict[str, pygame.Rect]: ...  # the game's words under places, by zone


class TableTutor:
    def __init__(self, host: TutorHost) -> None:
        self.host = host
        self.control = host.control
        self.toasts = host.toasts
        self.back = Button("Back", self.go_back, key=pygame.K_b)
        self.skip = Button("Skip", self.go_skip, key=pygame.K_k)
        self.next = Button("Next", self.go_next, primary=True, key=pygame.K_n)
        self.leave = Button("Leave lesson", self.go_leave, key=pygame.K_g)
        for b, cap in ((self.back, "B"), (self.skip, "K"), (self.next, "N"), (self.leave, "G")):
            b.hint = cap
        self.panel = pygame.Rect(0, 0, 0, 0)

    # --- state --------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        play = self.control.guided
        return play is not None and play.active

    def buttons(self) -> list[Button]:
        play = self.control.guided
        if play is None or not play.active:
            return []
        return [self.back, self.skip, *([self.next] if play.reading() else []), self.leave]

    def update(self) -> None:
        """Say the farewell once the steps run out."""
        play = self.control.guided
        if play is not None and play.check_end():
            self.toasts.show(play.farewell, seconds=6.0)

    # --- the learner's controls ---------------------------------------------------------------
    def go_next(self) -> None:
        play = self.control.guided
        if play is not None:
            play.next()

    def go_skip(self) -> None:
        """Skip: a step to read is done; a step's move is made for the learner."""
        play = self.control.guided
        if play is None or not play.active:
            return
        if play.reading():
            play.next()
        elif (want := play.expected()) is not None and self.control.match.to_act == want.player:
            self.control.submit(want)

    def go_back(self) -> None:
        play = self.control.guided
        if play is None:
            return
        target = play.back_to()
        if target is not None:
            self.control.rewind(target)

    def go_leave(self) -> None:
        play = self.control.guided
        if play is not None:
            play.leave()
            self.control.save()
            self.toasts.show("You left the lesson: the game goes on against Easy opponents.",
                             seconds=4.0)

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if ev.type != pygame.KEYDOWN and not self.panel.w:
            return False  # the panel waits for the cards in flight: its buttons are not on show
        return any(b.handle(ev) for b in self.buttons())

    # --- drawing ------------------------------------------------------------------------------
    def pointed(self, lay: TableLayout) -> list[Rect]:
        play = self.control.guided
        if play is None:
            return []
        pad = lay.metrics.px(6)
        if not play.waits_for_learner():
            return []  # the step is done: the others' replies play, nothing is asked
        board = self.host.board
        zones = (board.view or self.host.current_view()).zones
        spans = board.spans() if board.view is not None else {}
        pointed = list(play.zones())
        expected = play.expected()
        if expected is not None and expected.dst is not None and expected.dst not in pointed:
            pointed.append(expected.dst)  # where the step's card goes is lit too
        names = self.host.title_pills()  # a place's name inside its outline, not crossed by it
        words = self.host.words_under()  # and the words under it ("2 unproven"), as drawn
        out = []
        for z in pointed:
            if z not in lay.zones:
                continue
            rect = with_title(lay.zones[z].extent(spans.get(z, len(zones[z].cards) if z in zones else 0)),
                              names.get(z))
            if z in words:  # taken in where the outline would cross them (only the words: the
                rect = taking_in_names(rect, [tuple(words[z])], pad)  # caption's room reached
            out.append(inflate(rect, pad, pad))  # the next place, Ard Rí's Chosen)
        return out

    def hinted(self, asking: bool) -> Action | None:
        """The move to draw as the hint: the step's expected one while the table asks the
        learner (``asking``), else the Hint's (H)."""
        play, hinter = self.control.guided, self.control.hinter
        expected = play.expected() if play is not None and asking else None
        return expected or (hinter.action if hinter is not None else None)

    def draw_marks(self, surf: pygame.Surface, theme: Theme) -> None:
        """The step's zones outlined and the rest of the felt dimmed (under the table's panels)."""
        lay, play = self.host.layout, self.control.guided
        if lay is None or play is None or play.lesson() is None:
            return
        rects = self.pointed(lay)
        self._dim_around(surf, rects)
        u = lay.metrics.unit
        for r in rects:
            pygame.draw.rect(surf, theme.highlight, pygame.Rect(*map(round, r)),
                             max(2, round(3 * u)), border_radius=max(6, round(10 * u)))

    def draw_panel(self, surf: pygame.Surface, theme: Theme) -> None:
        """The step's panel, over everything but messages, clear of the outlined zones and of
        whatever the table shows open (the score sheet, the move log)."""
        lay, play = self.host.layout, self.control.guided
        self.panel = pygame.Rect(0, 0, 0, 0)
        if lay is None or play is None or (lesson := play.lesson()) is None:
            return
        board = self.host.board
        if board.busy:  # cards in flight: the panel waits until they land. It told the next
            return  # step while Fiachra still played, over his card (Seanchaí, step 4)
        hard = [tuple(b.rect) for b in self.host.fixed_buttons() + self.host.buttons]
        hard += list(lay.plates.values())
        sheet, log = self.host.sheet, self.host.comfort.log
        hard += [tuple(sheet.rect)] if sheet.open else []
        hard += [tuple(log.rect)] if log.open else []
        soft = list(lay.labels.values())  # zone titles ("Set aside"), kept clear where there is room
        if (strip := lay.areas.get("messages")) is not None:  # toasts, prompts, an answer's words
            grow = lay.metrics.px(56)
            soft.append((strip[0], strip[1] - grow, strip[2], strip[3] + grow))
        # the cards a lesson speaks of ("Ciara's 3♦"), and where its card goes (an empty pile)
        cards = (board.card_extents(), board.target_extents(), board.place_extents())
        # what to do now, kept clear before the cards: step 18 hid Seanchaí's prompt, but for
        # "…ing a card onto its pair… the draw pile"
        words = [tuple(self.host.prompt_box)] if self.host.prompt_box is not None else []
        # the step is done while the others reply: its words asked for a move already made
        # ("You are third: draw your 3" stood over Brian's and Orla's upkeep, Ard Rí)
        said = lesson.text if play.waits_for_learner() else DONE
        self._draw_panel(surf, lay, theme, play.index, play.length, lesson.title, said,
                         self.pointed(lay) + hard, soft, cards, words)

    @staticmethod
    def _dim_around(surf: pygame.Surface, holes: list[Rect]) -> None:
        w, h = surf.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, DIM_ALPHA))
        for r in holes:
            shade.fill((0, 0, 0, 0), pygame.Rect(*map(round, r)))
        surf.blit(shade, (0, 0))

    def _draw_panel(self, surf: pygame.Surface, lay: TableLayout, theme: Theme, index: int,
                    length: int, title: str, body: str, avoid: list[Rect], soft: list[Rect],
                    cards: tuple[list[Rect], list[Rect], list[Rect]],
                    words: list[Rect] | None = None) -> None:
        m = lay.metrics
        size, head = m.font(17, 13), m.font(19, 14)
        pad, gap = m.px(14), m.px(6)
        line_h, head_h, bh = round(size * 1.3), round(head * 1.35), round(size * 2.0)
        buttons = self.buttons()
        widths = [b.content_width(size) + m.px(24) for b in buttons]
        heading = f"Step {index + 1} of {length}" + (f" · {title}" if title else "")

        def measure(w: int) -> tuple[list[str], list[str], list[list[int]], int]:
            """The heading's and the text's lines, the buttons in rows, and the height."""
            heads, lines = wrap(heading, w - 2 * pad, head, bold=True), wrap(body, w - 2 * pad, size)
            rows: list[list[int]] = [[]]
            for i, bw in enumerate(widths):  # as many buttons a row as fit
                used = sum(widths[j] + gap for j in rows[-1])
                if rows[-1] and used + bw > w - 2 * pad:
                    rows.append([])
                rows[-1].append(i)
            h = (pad + len(heads) * head_h + len(lines) * line_h + gap * 2
                 + len(rows) * (bh + gap) - gap + pad)
            return heads, lines, rows, h

        widest = min(m.px(560), round(m.w * 0.6))
        lying, targets, places = cards
        near = [*avoid, *(words or [])]  # the prompt goes uncovered in every tier but the last
        tiers = (near + soft + lying + targets + places, near + soft + lying + targets,
                 near + soft + lying, near + lying, near + soft, near, avoid)
        # a wide, low panel last in each tier: beside an open score sheet the room is often a
        # band (Seanchaí's last step covered the Removed pile, 1880×980)
        band = max(widest, round(m.w * 0.5))
        tries = [(w, keep) for keep in tiers  # the cards and where they go, labels, the strip
                 for w in (widest, round(widest * 0.75), round(widest * 0.6), band)]
        # where room allows: wide, then narrower; the cards lying there kept in sight longest
        for w, keep in tries:
            heads, lines, rows, h = measure(w)
            place = self._place(lay, w, h, keep)
            if place is not None:
                break
        else:  # nowhere free (a small window): where it covers the least of what matters
            w = round(widest * 0.75)
            heads, lines, rows, h = measure(w)
            place = self._least_covering(lay, w, h, avoid)
        self.panel = place
        x, y = self.panel.topleft
        draw_shadow(surf, self.panel, radius=m.px(12))
        draw_panel(surf, self.panel, theme.panel, 240, theme.highlight, radius=m.px(12))
        ty = y + pad
        for line in heads:
            surf.blit(text(line, head, theme.highlight, bold=True), (x + pad, ty))
            ty += head_h
        for line in lines:
            surf.blit(text(line, size, theme.text), (x + pad, ty))
            ty += line_h
        by = ty + gap * 2
        for row in rows:  # each row right-aligned, in the buttons' order
            bx = x + w - pad - sum(widths[i] + gap for i in row) + gap
            for i in row:
                buttons[i].rect = pygame.Rect(bx, by, widths[i], bh)
                bx += widths[i] + gap
            by += bh + gap
        for b in buttons:
            b.draw(surf, theme, size)

    @staticmethod
    def _place(lay: TableLayout, w: int, h: int, avoid: list[Rect]) -> pygame.Rect | None:
        """Where a ``w``×``h`` panel goes: the place nearest the table's middle (a little above
        it) that covers no outlined zone, name plate, tab or open panel; None if there is none."""
        m = lay.metrics
        key = (m.w, m.h, w, h, tuple(tuple(round(v) for v in r) for r in avoid))
        if key in _PLACES:
            return _PLACES[key]
        cx, cy = (m.w - w) / 2, (m.h - h) * 0.45
        spots = _spots(lay, w, h, m.px(12))
        spots.sort(key=lambda p: (p[0] - cx) ** 2 + 2 * (p[1] - cy) ** 2)
        free = next((p for p in spots if not any(overlap((p[0], p[1], w, h), r) for r in avoid)),
                    None)
        if len(_PLACES) > 64:
            _PLACES.clear()
        _PLACES[key] = pygame.Rect(free[0], free[1], w, h) if free is not None else None
        return _PLACES[key]


    @staticmethod
    def _least_covering(lay: TableLayout, w: int, h: int, avoid: list[Rect]) -> pygame.Rect:
        """The place where a ``w``×``h`` panel covers the least area of ``avoid``."""
        m = lay.metrics

        def covered(x: int, y: int) -> float:
            return sum(shared_area((x, y, w, h), r) for r in avoid)
        x, y = min(_spots(lay, w, h, m.px(16)), key=lambda p: (covered(*p), abs(p[1] - m.h / 3)))
        return pygame.Rect(x, y, w, h)


def _spots(lay: TableLayout, w: int, h: int, step: int) -> list[tuple[int, int]]:
    """Top-left corners a ``w``×``h`` panel may take, ``step`` apart, inside the window's margin."""
    m = lay.metrics
    margin, step = m.px(8), max(1, step)
    return [(x, y) for x in range(margin, max(margin, m.w - w - margin) + 1, step)
            for y in range(margin, max(margin, m.h - h - margin) + 1, step)]


#: the panel's place per window, size and rectangles to avoid (found once, drawn every frame)
_PLACES: dict[tuple, pygame.Rect | None] = {}
