"""The replay viewer: a finished match stepped forwards and backwards, every card revealed.

It is the table scene in a still mode (no AI, no human turns, no results) looking with viewer
``ALL``: stepping forward submits the next recorded action to a working copy of the match, so
the board animates it exactly as in play; stepping back truncates the working copy and the
board settles on the earlier view. Play/Pause steps on its own. Keyboard: ←/→ step, Space
plays or pauses (and Enter, the ring on no control), Home/End jump to the start/end, Esc closes.

Nobody plays in a replay, so nothing looks as if it were anyone's turn: no turn slot lights
up (``still_table``), no plate glows or says "To play" (``Hud.still``; the caption names who
made the move shown) and there is no Hint. One control is gold, the one Enter presses: Play,
or the one the Tab ring is on (Play stayed gold beside the ring on Review). The caption (the move just made) sits in the
table's message strip and the controls in its action bar, the places the layout keeps clear.
"""

from __future__ import annotations

import copy

import pygame

from ...ai.review import Judged
from ...core.actions import Action
from ...core.ids import ALL, PlayerId, ZoneId
from ...core.match import Match
from ...core.names import says
from ...core.plugin import GamePlugin
from ..keymap import EVERYWHERE, TABLE_ACTIONS, Shortcut, bindings, key_label
from ..recap import notice_lines
from ..render.fonts import text
from ..table.animator import SPEEDS
from ..table.gamescene import GameTable
from ..table.hud import fit_text
from ..widgets.button import Button, row
from ..widgets.keynav import ButtonNav
from ..widgets.panel import draw_panel
from ..widgets.timeline import Timeline
from ..widgets.toast import Toasts
from .table import TableScene

NEWS = " · "  # between a move and its news in the caption
STEP_TIME = 0.9  # seconds between moves while playing (normal speed), after the animation


def still_table(game: GameTable) -> GameTable:
    """A game's table as a replay shows it: a copy of it, every part as in play, but no seat's
    turn slot lights up (nobody is to play here). A copy, not a wrapper: the names and the
    view the replay gives its table must be the ones the table's own methods read (a wrapper
    kept them to itself, and Ard Rí's season wheel listed "Player 1, Player 2")."""
    still = copy.copy(game)

    def turn_zone(seat: PlayerId) -> ZoneId | None:
        return None

    still.turn_zone = turn_zone  # type: ignore[method-assign]
    return still


class ReplayScene(TableScene):
    def __init__(self, plugin: GamePlugin, source: Match, game: GameTable) -> None:
        self.source, self.source_game = source, game  # the review opens the moments on ``game``
        work = Match(plugin.rules, source.config, tuple(source.seats), tuple(source.stacked))
        super().__init__(plugin, work, still_table(game), autoplay=False, viewer=ALL)
        self.hud.still = True
        # the game's news of a move ("Dara wins the trick …") is in the caption, which names the
        # move shown: as toasts they stayed on under the captions of the moves after (two lines
        # drawn one over the other in the message strip)
        self.reactions.toasts = Toasts()
        # a move that completes a trick ends on it, every card in its slot and the taker lit,
        # and it is gathered as the next move begins (its last card was never seen)
        self.board.stop_at_hold = True
        self.comfort.tabs = [b for b in self.comfort.tabs if not b.label.startswith("Hint")]
        self.pos = 0
        self.playing = False
        self.wait = 0.0
        self.play_button = Button("Play", self.toggle_play, primary=True)
        self.controls = [Button("◀ Back", self.backward), self.play_button,
                         Button("Forward ▶", self.forward), Button("Review", self.review, key=pygame.K_r),
                         Button("Close", self.close)]
        self.reviewed = False  # whether a review has marked the costly decisions (J's)
        #: Tab walks the controls (they were reached by the mouse only)
        self.nav = ButtonNav(lambda: self.controls, enter_default=False, digits=False)
        self.buttons = list(self.controls)
        self.timeline = Timeline(total=len(source.records))
        self.costly: list[Judged] = []  # after a review: the costly decisions, marked on it

    @property
    def total(self) -> int:
        return len(self.source.records)

    # --- stepping -----------------------------------------------------------------------------
    def forward(self) -> bool:
        if self.pos >= self.total:
            self.playing = False
            return False
        self.board.animator.fast_forward()
        self.board.resume()  # the finished trick the last move ended on is gathered first
        action = self.source.records[self.pos].action
        self.pos += 1
        # the last move plays out whole: no next step would gather its trick (the replay
        # ended on it, the last trick's cards uncounted on the plates)
        self.board.stop_at_hold = self.pos < self.total
        return self.submit(action)

    def backward(self) -> bool:
        if self.pos <= 0:
            return False
        self.board.animator.fast_forward()
        self.pos -= 1
        del self.match.records[self.pos:]
        del self.match.states[self.pos + 1:]
        self._relayout()  # the board settles on the earlier view
        self.buttons = list(self.controls)
        self.place_actions()
        return True

    def seek(self, pos: int) -> None:
        """Jump to just after move ``pos`` (no animation)."""
        pos = max(0, min(self.total, pos))
        self.board.animator.fast_forward()
        if pos < self.pos:
            del self.match.records[pos:]
            del self.match.states[pos + 1:]
        else:
            for rec in self.source.records[self.pos:pos]:
                self.match.submit(rec.action)
        self.pos = pos
        self._relayout()
        self.buttons = list(self.controls)
        self.place_actions()

    def submit(self, action: Action) -> bool:
        ok = super().submit(action)
        self.buttons = list(self.controls)  # the table clears its buttons on every step
        self.place_actions()
        return ok

    def place_actions(self) -> None:
        """The controls in the action bar, as the table's buttons; tighter (less padding and
        gap, the same text) when the bar is narrower than their row, so none leaves it."""
        if self.layout is None or not self.buttons:
            return
        m = self.layout.metrics
        x, y, w, h = self.layout.areas.get("actions", (m.w / 2, m.h / 2, 0, m.px(44)))
        font_px = m.font(17, 13)
        words = sum(text(b.label, font_px, (0, 0, 0), bold=True).get_width() for b in self.buttons)
        n = len(self.buttons)
        pad, gap = m.px(18), m.px(12)
        while words + 2 * pad * n + gap * (n - 1) > w and pad > m.px(6):
            pad, gap = pad - 1, max(m.px(6), gap - 1)
        row(self.buttons, round(x + w / 2), round(y), round(h), gap, pad, font_px)
        left, right = min(b.rect.x for b in self.buttons), max(b.rect.right for b in self.buttons)
        self.timeline.rect = pygame.Rect(left, round(y) - m.px(16), right - left, m.px(6))

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.pos < self.total
        self.wait = 0.0
        self.play_button.label = "Pause" if self.playing else "Play"
        self.place_actions()

    def close(self) -> None:
        if self.mgr is not None:
            self.mgr.pop(self)

    def review(self) -> None:
        """What Hard would have played at the human seats' decisions (``scenes/review.py``);
        its costly decisions are then marked on the timeline."""
        if self.mgr is not None:
            self.playing = False
            self.mgr.push(self.mgr.make("review", self.plugin, self.source, self.source_game,
                                        on_done=self.mark))

    def mark(self, costly: list[Judged]) -> None:
        self.reviewed = True
        self.costly = sorted(costly, key=lambda d: d.ply)
        self.timeline.marks = [(d.ply, d.grade) for d in self.costly]

    def open_mark(self, i: int) -> None:
        """Jump to a costly decision: the replay stands just before it, and the moment opens as
        its seat saw it, both moves drawn."""
        d = self.costly[i]
        self.seek(d.ply)
        if self.mgr is not None:
            self.mgr.push(self.mgr.make("review moment", self.plugin, self.source, self.source_game, d))

    def next_mark(self) -> None:
        """J: the next costly decision after the current move (from the start after the last);
        before a review, or after one that found none, it says so (it did nothing)."""
        if self.costly:
            later = [i for i, d in enumerate(self.costly) if d.ply >= self.pos]
            self.open_mark(later[0] if later else 0)
        elif self.reviewed:
            self.tell("The review found no costly decision to jump to")
        else:
            self.tell("J jumps to the costly decisions a review finds: press Review (R) first")

    def ask_hint(self) -> None:
        """No hint in a replay: nobody is to play (H does nothing here)."""

    # --- the loop -----------------------------------------------------------------------------
    def next_frame_in(self) -> float:
        return 0.0 if self.playing else super().next_frame_in()  # its clock steps the replay

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.board.busy:
            return
        self.wait += dt
        if self.wait >= STEP_TIME * max(0.2, SPEEDS.get(self.ctx.speed, 1.0)):
            self.wait = 0.0
            self.forward()
            if self.pos >= self.total:
                self.toggle_play()

    def shortcuts(self) -> list[Shortcut]:
        """The replay's keys (``handle``; L and T are the table's, as the player set them)."""
        keys = bindings(self.ctx.keys)
        return [Shortcut("→  ←", "One move forward / back"), Shortcut("Space", "Play / pause"),
                Shortcut("Home  End", "The start / the end"),
                Shortcut("R", "Review: what the Hard computer would have played"),
                Shortcut("J", "After a review: the next costly decision, as its player saw it"),
                Shortcut("Tab  Enter", "Choose a control below, press it"),
                *(Shortcut(key_label(keys[a]), TABLE_ACTIONS[a][1], a) for a in ("log", "trick")),
                Shortcut("F1", "The rules of this game"), Shortcut("Esc or Backspace", "Close"),
                *EVERYWHERE]

    def handle(self, ev: pygame.event.Event) -> bool:
        # Tab, and Enter on the control it chose (a click hides the ring); the arrows and Space
        # keep stepping and playing the moves
        walks = ev.type != pygame.KEYDOWN or ev.key == pygame.K_TAB or (
            ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.nav.shown)
        if walks and self.nav.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k == pygame.K_r:
                self.review()
            elif k == pygame.K_RIGHT:
                self.forward()
            elif k == pygame.K_LEFT:
                self.backward()
            elif k == pygame.K_SPACE:
                self.toggle_play()
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):  # no ring: the gold one, Play
                self.play_button.on_click()
            elif k == pygame.K_HOME:
                self.seek(0)
            elif k == pygame.K_END:
                self.seek(self.total)
            elif k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
            elif k == pygame.K_F1:
                self.open_rules()
            elif k == pygame.K_j:
                self.next_mark()
            else:
                self._comfort(ev)  # the table's log / help keys
            return True
        for b in self.buttons:
            if b.handle(ev):
                return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and (hit := self.timeline.hit(ev.pos)):
            kind, value = hit
            self.open_mark(value) if kind == "mark" else self.seek(value)
            return True
        if self._comfort(ev):
            return True
        if ev.type == pygame.MOUSEMOTION:  # hover and the zoomed preview, nothing more
            self.pointer.mouse = ev.pos
            self.board.update_hover(*ev.pos)
        return True

    def _comfort(self, ev: pygame.event.Event) -> bool:
        return self.comfort.handle(ev)  # the move log and help tabs

    # --- drawing ------------------------------------------------------------------------------
    def caption(self) -> str:
        if self.pos == 0:
            return f"Replay: the deal ({self.total} moves)"
        prev = self.source.states[self.pos - 1]
        action = self.source.records[self.pos - 1].action
        said = self.rules.narrate(prev, action, self.names)
        if not said:  # a step the game leaves unsaid (a hidden pick its commit tells)
            said = says(self.names[action.player], "makes") + " a hidden choice"
        news = notice_lines(self.rules, self.source.records[self.pos - 1].events, self.names)
        return NEWS.join([f"Move {self.pos} of {self.total}: {said}", *news])

    def caption_box(self) -> tuple[pygame.Rect, list[str], int] | None:
        """The caption's pill, its lines and their size: in the message strip, centred on it
        (as a toast is), one line or two smaller ones, never wider than the strip."""
        lay = self.layout
        if lay is None:
            return None
        m = lay.metrics
        said = self.caption()
        lines, px = self.hud.prompt_lines(lay, said)
        if NEWS in said and lines != [said] and len(lines) == 1:  # cut ("… · Aoife w…", the
            lines, px = said.split(NEWS), max(12, m.font(14, 12))  # last move): a line each
        x, y, w, h = lay.areas.get("messages", (0, m.px(6), m.w, m.px(40)))
        pad = m.px(14)
        lines = [fit_text(line, px, round(w) - 2 * pad) for line in lines]
        imgs = [text(line, px, (0, 0, 0), bold=True) for line in lines]
        tall = sum(i.get_height() for i in imgs) + m.px(8)  # (a line each grows it up)
        r = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 2 * pad,
                        tall if len(lines) > 2 else min(round(h), tall))
        r.center = self.hud.toast_anchor(lay)
        marks_top = min((m.top for m in self.timeline.mark_rects()), default=self.timeline.rect.y)
        if self.timeline.rect.w and r.bottom > marks_top - pad // 2:  # clear of the timeline
            r.bottom = marks_top - pad // 2
        return r, lines, px

    def strip_held(self) -> list[pygame.Rect]:
        """The caption holds the message strip: a message (J's "press Review (R) first") stands
        above it (it lay over the caption)."""
        box = self.caption_box()
        return [] if box is None else [box[0]]

    def ring_keeps_off(self, box: tuple[pygame.Rect, list[str], int] | None) -> list[pygame.Rect]:
        """What the Tab ring's arrow keeps off besides the other controls: the caption (its
        arrow over Review touched the caption's pill) and the timeline, its knob and marks
        (it stood on the bar); it goes under the control instead."""
        t = self.timeline
        if t.rect.w <= 0:
            return [box[0]] if box else []
        bar = t.rect.inflate(2 * max(4, t.rect.h), 2 * max(4, t.rect.h))  # with the knob
        marks = [*t.mark_rects(), *t.cap_rects(self.px(11, 10))]
        return [*([box[0]] if box else []), bar, *marks]

    def draw(self, surf: pygame.Surface) -> None:
        self.nav.show_primary(self.play_button)  # gold: Play, or the control the ring is on
        super().draw(surf)
        self.timeline.pos = self.pos
        self.timeline.draw(surf, self.theme, self.px(11, 10))
        box = self.caption_box()
        self.nav.draw(surf, self.theme.highlight, self.unit(), self.ring_keeps_off(box))
        if box is None:
            return
        r, lines, px = box
        draw_panel(surf, r, self.theme.panel, 225, self.theme.highlight, radius=min(r.h // 2, px), width=1)
        imgs = [text(line, px, self.theme.text, bold=True) for line in lines]
        y = r.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()
