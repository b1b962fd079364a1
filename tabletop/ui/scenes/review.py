"""The review of a finished game (results screen, replay viewer): what Hard would have played at
each decision of the human seats, from what that seat could see then (``ai/review.py``).

It runs in a background thread while a progress bar fills; Esc or Cancel stops it. Then each
reviewed seat gets its accuracy and its costly decisions, the costliest first (with none, the
three closest calls, marked as within the margin of error), each row its grade and cost on a
line of its own above the moves (``cost_line``); Show (or Enter on
a row) opens that moment as the seat saw it, with its move and Hard's drawn on the table
(``ReviewMoment``). A finished game shows every hand in its replay already, so nothing here is
a secret any more.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import pygame

from ...ai.review import Judged, Review, Reviewer
from ...ai.review_words import chose, cost_clause, cost_words, decision, standing, where
from ...core.advice import move_reason
from ...core.match import Match
from ...core.names import seats_named
from ...core.plugin import GamePlugin
from ..keymap import EVERYWHERE, Shortcut
from ..render.fonts import font, px_to_fit, text
from ..table.focus import draw_focus, draw_targets
from ..table.gamescene import GameTable
from ..table.hud import fit_text
from ..widgets.button import Button
from ..widgets.panel import draw_panel
from ..widgets.scroll_text import wrap
from .base import Scene
from .table import TableScene

WORLDS = 24  # deals sampled per decision in the app (the command line defaults to 32)
KEPT = 4  # finished reviews the app keeps (``AppContext.reviews``), the latest
NOTE = ("What the Hard computer player would have played at each decision, from what that "
        "player could see then; a cost of 10 % win chance is 10 percentage points less chance "
        "to win (say 50 % down to 40 %), ± its margin of error.")
GRADE_WORDS = {"blunder": "Blunder", "mistake": "Mistake", "inaccuracy": "Inaccuracy"}


class ReviewScene(Scene):
    opaque = True

    def __init__(self, plugin: GamePlugin, match: Match, game: GameTable,
                 worlds: int | None = None,
                 on_done: Callable[[list[Judged]], None] | None = None) -> None:
        super().__init__()
        self.plugin, self.match, self.game = plugin, match, game
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.seats = humans or [0]
        self.names = [match.name(i) for i in range(match.config.num_players)]
        worlds = WORLDS if worlds is None else worlds
        self.reviewer = Reviewer(plugin, match.states, match.actions, self.seats,
                                 worlds=worlds, seed=match.config.seed)
        self.key = review_key(plugin, match, self.seats, worlds)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.cancel = Button("Cancel", self.close, key=pygame.K_ESCAPE)
        self.back = Button("Back", self.close, key=pygame.K_ESCAPE)
        self.rows: list[tuple[Judged, Button]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.selected = 0  # the row chosen by ↑ ↓, among all of them
        self.first = 0  # the first row shown: the list scrolls (↑ ↓, the wheel)
        self.on_done = on_done  # told the costly decisions once (the replay marks its timeline)

    # --- the work in the background -----------------------------------------------------------
    def enter(self, mgr) -> None:
        super().enter(mgr)
        kept = self.ctx.reviews.get(self.key)
        if kept is not None and self._thread is None and not self.reviewer.done:
            self._adopt(kept)
        if self._thread is None and not self.reviewer.done:
            self._thread = threading.Thread(target=self._work, name="review", daemon=True)
            self._thread.start()

    def _work(self) -> None:
        while not self._stop.is_set() and not self.reviewer.done:
            self.reviewer.step(0.0)  # one decision, then a look at the stop flag

    def _adopt(self, review: Review) -> None:
        """Show a finished review of the same game and seats (the same key: the same figures,
        a review being reproducible from its seed) instead of judging it all again: the
        replay's Review ran a whole review the results screen had just run."""
        self.reviewer.review = Review(review.seats, list(review.decisions))
        self.reviewer.total = len(review.decisions)
        self.reviewer.todo = []

    def _keep(self) -> None:
        """Remember the finished review for the next screen that asks for the same one."""
        kept = self.ctx.reviews
        kept.pop(self.key, None)
        kept[self.key] = Review(self.reviewer.review.seats, list(self.reviewer.review.decisions))
        while len(kept) > KEPT:
            kept.pop(next(iter(kept)))

    @property
    def done(self) -> bool:
        return self.reviewer.done

    def close(self) -> None:
        self._stop.set()
        if self.mgr is not None:
            self.mgr.pop(self)

    def exit(self) -> None:
        self._stop.set()

    def next_frame_in(self) -> float:
        return 0.0 if not self.done else 1.0  # the bar moves while it works

    def update(self, dt: float) -> None:
        if self.done and not self.rows:
            if self.key not in self.ctx.reviews:
                self._keep()
            self._make_rows()
            if self.on_done is not None:
                self.on_done(self.costly())
                self.on_done = None

    # --- the result ---------------------------------------------------------------------------
    def costly(self) -> list[Judged]:
        return self.reviewer.review.costly()

    def _make_rows(self) -> None:
        shown = self.costly() or self.reviewer.review.closest()  # no costly one: the closest calls
        self.rows = [(d, Button("Show", lambda d=d: self.show(d))) for d in shown]
        self.first = self.selected = 0
        if self.mgr is not None:
            self.resize(*self.mgr.size)

    def show(self, d: Judged) -> None:
        """The moment of decision ``d``, as its seat saw it, both moves drawn."""
        assert self.mgr is not None
        self.mgr.push(ReviewMoment(self.plugin, self.match, self.game, d))

    def sentence(self, d: Judged, cost: bool = True) -> str:
        """Where decision ``d`` was made and what was chosen there; with ``cost``, what the
        choice cost too (a row shows that on its first line: ``cost_line``)."""
        rules, state = self.plugin.rules, self.match.states[d.ply]
        told = decision(rules, state, d, self.names, cost=cost)
        return f"{where(rules, state, d.seat, d.ply).capitalize()}: {told}"

    @staticmethod
    def cost_line(d: Judged) -> tuple[str, str]:
        """A row's first line, its grade and what the choice cost: ("Blunder", ": cost 40 %
        win chance (±4 %)"). It ended the move's sentence, and a long move cut it to "The
        choice cos…" on the row's two lines (Ard Rí at 1280x720, 130 % text)."""
        grade = GRADE_WORDS[d.grade] if d.grade else "Within the margin of error"
        return grade, f": {cost_clause(d)}"

    def summary(self, seat: int) -> str:
        return standing(self.reviewer.review, seat, self.names[seat])

    # --- layout and input -----------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        bw = min(w - self.px(40), self.px(980))
        self.box = pygame.Rect((w - bw) // 2, self.px(20), bw, h - self.px(40))
        for b in (self.cancel, self.back):
            b.rect = pygame.Rect(0, 0, self.px(180), self.px(46))
            b.rect.midbottom = (self.box.centerx, self.box.bottom - self.px(14))
        self._place_rows()

    def row_sizes(self) -> tuple[int, int, int, int]:
        """A row's text sizes and heights, from the fonts in force (the Text size grows them):
        (its words' size, its first line's height, a line's height, the row's height)."""
        small = self.px(16, 12)
        head_h = font(small, True).get_linesize()
        line_h = font(small).get_linesize()
        return small, head_h, line_h, self.px(12) + head_h + 2 * line_h

    def _row_step(self) -> int:
        """From one row's top to the next one's."""
        return self.row_sizes()[3] + self.px(6)

    def _rows_top(self) -> int:
        top = self.summary_top() + self.summary_count() * self._summary_step() + self.px(20)
        if self.rows and not self.rows[0][0].grade:  # under the line that says these are close calls
            top += self.px(12)
        return top

    def capacity(self) -> int:
        """How many rows fit above the Back button: with a line left for "3 more below" when
        they do not all fit (it lay on the last row: Keltis, 12 costly decisions at 1280x720)."""
        row_h = self._row_step()
        room = self.back.rect.top - self.px(8) - self._rows_top()
        fit = max(1, room // row_h)
        if fit >= len(self.rows):
            return len(self.rows)
        return max(1, (room - self.px(26)) // row_h)

    def _place_rows(self) -> None:
        """The shown rows' buttons in place (from ``first``); the others are out of sight."""
        cap = self.capacity()
        self.first = max(0, min(self.first, len(self.rows) - cap))
        top, row_h = self._rows_top(), self._row_step()
        for i, (_, b) in enumerate(self.rows):
            b.rect = pygame.Rect(0, 0, self.px(96), self.px(38))
            k = i - self.first
            if 0 <= k < cap:
                b.rect.midright = (self.box.right - self.px(24), top + k * row_h + row_h // 2)
            else:
                b.rect.topleft = (-10 * b.rect.w, -10 * b.rect.h)  # (out of sight and reach)

    def scroll_to(self, index: int) -> None:
        """Scroll so that row ``index`` is shown."""
        cap = self.capacity()
        if index < self.first:
            self.first = index
        elif index >= self.first + cap:
            self.first = index - cap + 1
        self._place_rows()

    def summary_lines(self, seat: int) -> list[str]:
        """A seat's summary wrapped to the box (a long name and the figures made it run past
        the box's edge on one line)."""
        return wrap(self.summary(seat), self.box.w - self.px(48), self.px(19, 13), bold=True)

    def note_lines(self) -> list[str]:
        """The note under the title, wrapped to the box, every line of it (at 130 % text its
        two lines cut what a cost means at "10 percentage points less…")."""
        return wrap(NOTE, self.box.w - self.px(48), self.px(16, 12))

    def note_top(self) -> int:
        """Under the title, as tall as the Text size makes it."""
        title = font(self.px(30, 18), True).get_linesize()
        return self.box.y + max(self.px(62), self.px(18) + title)

    def summary_top(self) -> int:
        """Under the note's lines, whose height the Text size sets (at 130 % they ran into each
        other and the summary)."""
        lines = len(self.note_lines()) * font(self.px(16, 12)).get_linesize()
        return max(self.box.y + self.px(112), self.note_top() + lines + self.px(10))

    def _summary_step(self) -> int:
        return max(self.px(30), font(self.px(19, 13), True).get_linesize())

    def summary_count(self) -> int:
        return sum(len(self.summary_lines(seat)) for seat in self.seats) if self.done else len(self.seats)

    def visible_rows(self) -> list[tuple[Judged, Button]]:
        """The rows shown above the Back button (from ``first``)."""
        return self.rows[self.first:self.first + self.capacity()]

    def more_words(self) -> str:
        """What lies above and below the rows shown, and how to get there ("" when all show)."""
        above, below = self.first, len(self.rows) - self.first - len(self.visible_rows())
        parts = ([f"{above} more above"] if above else []) + ([f"{below} more below"] if below else [])
        return " · ".join(parts) + " (↑ ↓ or the wheel)" if parts else ""

    def shortcuts(self) -> list[Shortcut]:
        return [Shortcut("↑  ↓", "Choose a decision"), Shortcut("Enter", "Show it on the table"),
                Shortcut("Esc", "Back (stops the review while it runs)"), *EVERYWHERE]

    def handle(self, ev: pygame.event.Event) -> bool:
        if not self.done:
            self.cancel.handle(ev)
            return True
        rows = self.visible_rows()
        if ev.type == pygame.KEYDOWN and rows:
            if ev.key in (pygame.K_DOWN, pygame.K_UP):
                step = 1 if ev.key == pygame.K_DOWN else -1
                self.selected = (self.selected + step) % len(self.rows)
                self.scroll_to(self.selected)
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.show(self.rows[self.selected][0])
                return True
        if ev.type == pygame.MOUSEWHEEL and rows:
            self.first -= ev.y
            self._place_rows()
            self.selected = min(max(self.selected, self.first), self.first + len(self.visible_rows()) - 1)
            return True
        if not self.back.handle(ev):
            any(b.handle(ev) for _, b in rows)
        return True  # a screen of its own: nothing reaches what lies under it

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        surf.fill(th.felt_edge)
        draw_panel(surf, self.box, th.panel, 245, th.panel_edge, radius=self.px(14))
        x, width = self.box.x + self.px(24), self.box.w - self.px(48)
        title = text(f"Review: {self.plugin.meta.title}", self.px(30, 18), th.text, bold=True)
        surf.blit(title, (x, self.box.y + self.px(18)))
        small = self.px(16, 12)
        y = self.note_top()
        for line in self.note_lines():
            img = text(line, small, th.text_dim)
            surf.blit(img, (x, y))
            y += font(small).get_linesize()
        if not self.done:
            self._draw_progress(surf, x, width)
            self.cancel.draw(surf, th, self.px(20, 13))
            return
        y = self.summary_top()
        for seat in self.seats:
            for line in self.summary_lines(seat):
                surf.blit(text(line, self.px(19, 13), th.highlight, bold=True), (x, y))
                y += self._summary_step()
        rows = self.visible_rows()
        if not self.costly():
            words = ("No decision cost more than its margin of error. The closest calls:" if rows
                     else "The Hard computer would have made every decision the same way." if self.reviewer.total
                     else "")  # no decision at all: the seat's line says so ("no decision to review")
            if words:
                surf.blit(text(words, self.px(18, 13), th.text), (x, y + self.px(4)))
        for i, (d, b) in enumerate(rows, start=self.first):
            r = self.row_rect(b)
            if i == self.selected:
                draw_panel(surf, r, th.panel, 255, th.highlight, radius=self.px(8), width=2)
            self._draw_row(surf, d, r, b.rect.x - x - self.px(12))
            b.draw(surf, th, self.px(17, 12))
        if more := self.more_words():
            surf.blit(text(more, small, th.text_dim), (x, self.back.rect.y - self.px(26)))
        self.back.draw(surf, th, self.px(20, 13))

    def row_rect(self, button: Button) -> pygame.Rect:
        """The row around its Show button."""
        h = self.row_sizes()[3]
        return pygame.Rect(self.box.x + self.px(14), button.rect.centery - h // 2,
                           self.box.w - self.px(28), h)

    def row_lines(self, d: Judged, room: int) -> tuple[tuple[str, str], int, list[str]]:
        """What a row says within ``room``: its first line (the grade, then the cost) and the
        size it fits at, and the move's sentence in at most two lines, cut at the end of the
        second where it is longer (the cost is never what is cut)."""
        small = self.row_sizes()[0]
        grade, cost = self.cost_line(d)
        head = px_to_fit(lambda px: font(px, True).size(grade + cost)[0], small, room)
        return (grade, cost), head, _two_lines(self.sentence(d, cost=False), small, room)

    def _draw_row(self, surf: pygame.Surface, d: Judged, r: pygame.Rect, room: int) -> None:
        th = self.theme
        small, head_h, line_h, _ = self.row_sizes()
        (grade, cost), head, lines = self.row_lines(d, room)
        x, y = r.x + self.px(10), r.y + self.px(6)
        label = text(grade, head, th.highlight if d.grade else th.text_dim, bold=True)
        surf.blit(label, (x, y))
        surf.blit(text(cost, head, th.text, bold=True), (x + label.get_width(), y))
        y += head_h
        for line in lines:
            surf.blit(text(line, small, th.text), (x, y))
            y += line_h

    def _draw_progress(self, surf: pygame.Surface, x: int, width: int) -> None:
        th = self.theme
        r = self.reviewer
        y = max(self.box.y + self.px(150), self.summary_top() + self.px(10))  # under the note
        bar = pygame.Rect(x, y, width, self.px(22))
        pygame.draw.rect(surf, th.felt_edge, bar, border_radius=bar.h // 2)
        filled = bar.copy()
        filled.w = max(bar.h, round(bar.w * r.progress))
        pygame.draw.rect(surf, th.highlight, filled, border_radius=bar.h // 2)
        judged = r.total - len(r.todo)
        words = f"Judging decision {min(r.total, judged + 1)} of {r.total}…" if r.total else "Nothing to judge."
        surf.blit(text(words, self.px(18, 13), th.text), (x, y + self.px(34)))


def review_key(plugin: GamePlugin, match: Match, seats: list[int], worlds: int) -> tuple:
    """What a review's figures follow from: the game, its deal (the first state's hash, which
    holds the seed and any stacked deck), every move, the seats judged, the worlds sampled
    and the seed; two screens with the same key show the same review."""
    rules = plugin.rules
    return (plugin.meta.game_id, rules.state_hash(match.states[0]), tuple(match.actions),
            tuple(seats), worlds, match.config.seed)


def _two_lines(words: str, px: int, room: int) -> list[str]:
    from ..widgets.scroll_text import wrap

    lines = wrap(words, room, px)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), px, room)]
    return lines


class ReviewMoment(TableScene):
    """The table at one reviewed decision, seen from the seat that made it: its move outlined
    with its name, Hard's with "Hard", the sentence in the message strip; Esc closes."""

    def __init__(self, plugin: GamePlugin, source: Match, game: GameTable, judged: Judged) -> None:
        work = Match(plugin.rules, source.config, tuple(source.seats), tuple(source.stacked),
                     states=list(source.states[:judged.ply + 1]),
                     records=list(source.records[:judged.ply]), later=source.later)
        super().__init__(plugin, work, game, autoplay=False, viewer=judged.seat)
        # a past decision, not a turn: no plate glows or says "Your turn" (as in the replay)
        self.hud.still = True
        self.judged = judged
        #: why Hard's move, in the game's words (``core/advice.py``, the seat's information)
        self.why = move_reason(plugin, work.state, judged.best, source.config.seed, judged.ply)
        self.close_button = Button("Close", self.close, primary=True)

    def enter(self, mgr) -> None:
        super().enter(mgr)
        self.buttons = [self.close_button]
        self.place_actions()

    def _open_choice(self) -> None:
        """No chooser opens by itself here: this is a still picture of the decision."""

    def place_actions(self) -> None:
        self.buttons = [self.close_button]
        super().place_actions()

    def close(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    def ask_hint(self) -> None:
        """No hint on a reviewed moment: both moves are drawn already."""

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN,
                                                    pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()  # a still picture: Enter or Space presses its one button, Close
            return True
        if self.close_button.handle(ev):
            return True
        if ev.type == pygame.MOUSEMOTION:
            self.pointer.mouse = ev.pos
            self.board.update_hover(*ev.pos)
        return self.comfort.handle(ev) or True

    def shortcuts(self) -> list[Shortcut]:
        return [Shortcut("Esc / Enter", "Back to the review"), *EVERYWHERE]

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        lay = self.layout
        if lay is None:
            return
        d, unit = self.judged, lay.metrics.unit
        moves = [(self.keys.action_rects(action), colour, label, at)
                 for action, colour, label, at in ((d.played, self.theme.text, self.names[d.seat], -1),
                                                   (d.best, self.theme.highlight, "Hard", 0))]
        for found, colour, _, _ in moves:  # every outline first: where both moves go to one
            if found:  # place (Hyrule's trick), Hard's outline ran through the seat's name
                draw_targets(surf, found, colour, unit)
        for found, colour, label, at in moves:  # the seat's name on where its move went,
            if found:  # "Hard" on Hard's card
                draw_focus(surf, found[at], colour, unit, label)
        self.hud.draw_situation(surf, lay, self.words())  # again, over the outlines
        self._draw_verdict(surf)

    def strip_words(self) -> str:
        """The moment's line in the message strip, in place of the table's prompt (which showed
        around it: "Drag a card …" under a narrower line)."""
        return self.words()

    def words(self) -> str:
        """Hard's move named and why, said to the seat, whose view this is ("your Point row"):
        "The Hard computer would have chosen to put the Point card 8 on your Point row: 1 more
        point (every card on your Point row scores 1, whatever its number)." The moves are
        drawn on the table too, marked with the seat's name and "Hard". What the choice cost
        is ``verdict``, a line of its own above: the three together took a fourth line and the
        strip's text fell under its smallest size (the line named only the reason, not the
        card). (The reason stood in brackets and nested them.)"""
        d = self.judged
        if d.best == d.played:
            return "You chose the Hard computer's move."
        move = chose(seats_named(self.rules.describe(self.match.state, d.best), self.names), "You")
        why = self.why.strip().rstrip(".")
        return f"The Hard computer would have chosen{move}{': ' + why if why else ''}."

    def verdict(self) -> str:
        """What the seat's choice cost, a sentence said to it: "Your choice cost 42 % win chance
        (±20 %): a blunder."; "" where it chose Hard's move."""
        d = self.judged
        return "" if d.best == d.played else cost_words(d, "Your choice")

    def verdict_box(self) -> tuple[pygame.Rect, list[str], int] | None:
        """The verdict's pill, its lines and size: just above the strip's line, as wide as it
        needs, at the line's size (never smaller)."""
        lay, verdict = self.layout, self.verdict()
        if lay is None or not verdict or self.hud.banner:
            return None
        found = self.hud.situation_box(lay, self.words())
        if found is None:
            return None
        strip, _, px = found
        m = lay.metrics
        room = round(lay.areas.get("messages", (0, 0, m.w, 0))[2]) - m.px(28)
        lines = wrap(verdict, room, px)
        imgs = [text(line, px, (0, 0, 0)) for line in lines]
        r = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + m.px(28),
                        sum(i.get_height() for i in imgs) + m.px(12))
        r.midbottom = (strip.centerx, strip.top - m.px(6))
        return r, lines, px

    def _draw_verdict(self, surf: pygame.Surface) -> None:
        box, lay = self.verdict_box(), self.layout
        if box is None or lay is None:
            return
        r, lines, px = box
        draw_panel(surf, r, self.theme.panel, 235, self.theme.highlight,
                   radius=lay.metrics.px(12), width=lay.metrics.px(2))
        y = r.y + lay.metrics.px(6)
        for line in lines:
            img = text(line, px, self.theme.text)
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()
