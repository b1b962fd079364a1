"""The table's game half, without pygame: one match, who looks at it, and whose turn it is.

``TableController`` owns the ``Match`` and decides *who is looking* (architecture B7):

* exactly one human: that human, always (``ALL`` once the game is over);
* two or more humans: the human who must act. When the next decision belongs to another
  human, the view turns ``PUBLIC`` (AI moves in between animate in public view) and a hand-off
  is asked for; only after it is passed (``handed_over``) does the new human's view appear;
* no human: ``PUBLIC``.

Every frame ``update`` decides what the table does next: let the human to act play, ask for a
hand-off, let an AI seat think and play, or close the game. A step goes submit → apply →
redact: its events are redacted for the viewer before anything shows them. Undo and redo,
the autosave and the Hint go through here too.

What shows the table is a ``Presenter`` (the table scene; a recorder in tests): the controller
tells it when the view changes, a hand-off is needed, a step's events are ready, a computer
is thinking. Nothing here draws, so a whole match runs without a display.
"""

from __future__ import annotations

from typing import Protocol

from ...core.actions import Action, IllegalAction
from ...core.events import Event, redact
from ...core.ids import ALL, PUBLIC, PlayerId
from ...core.match import Match
from ...core.names import addressed
from ...core.plugin import GamePlugin
from ...core.views import TableView
from .ai_driver import AIDriver
from .guided import GuidedPlay
from .hint import Hinter
from .turns import handoff_reason

RESULTS_WAIT = 0.9  # seconds (normal speed) the finished table shows before the results


class Presenter(Protocol):
    """What the controller asks of whatever shows the table."""

    def leaving_view(self) -> None:
        """The view is about to change: finish what is being shown from the old one."""

    def view_changed(self) -> None:
        """The viewer (or the match under the view) changed: show the table afresh."""

    def your_turn(self, seat: PlayerId) -> None:
        """``seat`` (the viewer, a human) is to act: offer their gestures."""

    def ai_turn(self, seat: PlayerId) -> None:
        """A computer seat is to act: offer no gestures."""

    def thinking(self, seat: PlayerId | None) -> None:
        """Which computer seat is thinking (None: nobody)."""

    def hand_off(self, seat: PlayerId, reason: str) -> None:
        """Pass the device to ``seat`` (the view is public meanwhile); call ``handed_over``."""

    def stepped(self, events: list[Event], view: TableView) -> None:
        """A step was taken: its events, redacted for the viewer, and the view after it."""

    def refused(self, message: str) -> None:
        """A submitted action was illegal (should not happen: actions come from ``legal``)."""

    def game_over(self) -> None:
        """The game is over and its table was seen: show the results."""

    def holding(self) -> bool:
        """Whether the table waits for a person to read something (a score sheet; at the end
        of a match, the last hand: the results wait for ``to_results``)."""

    def pace(self) -> float:
        """The animation speed's factor on waits (1.0 normal, 0.0 off)."""

    def ai_delay(self) -> float:
        """Seconds a computer's move waits, so a person sees it (its own setting: Animation
        Off does not remove it, issue 28)."""


class Saver(Protocol):
    """The autosave (``autosave.Autosaver``)."""

    @property
    def match_id(self) -> str: ...

    def after_action(self, match: Match) -> None: ...

    def abandon(self, match: Match) -> None: ...

    def close(self) -> None: ...

    def notices(self) -> list[str]: ...


class TableController:
    def __init__(self, plugin: GamePlugin, match: Match, presenter: Presenter, *,
                 autoplay: bool = True, viewer: PlayerId | None = None) -> None:
        self.plugin = plugin
        self.rules = plugin.rules
        self.match = match
        self.presenter = presenter
        self.autoplay = autoplay  # False: a still table (screenshots, replays)
        self.fixed_viewer = viewer
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.names = [match.name(i) for i in range(match.config.num_players)]
        self.viewer: PlayerId = PUBLIC
        self.bottom: PlayerId = self.humans[0] if self.humans else 0  # the seat drawn at the bottom
        self.handoff_up = False
        #: the human the device was last passed to (hot seat): only another human's decision
        #: needs a hand-off; theirs again, after computers' moves, does not
        self.at_screen: PlayerId | None = None
        self.finished = False
        self.results_wait = 0.0
        self.ai = AIDriver(plugin)
        self.hinter: Hinter | None = None  # the Hint (H): what Hard would play now
        self.saver: Saver | None = None
        #: a Learn-to-play match's steps (``guided.py``): the learner's moves are checked
        #: against them and the other seats' moves are scripted; None for any other match
        self.guided = GuidedPlay.for_match(plugin, match) if autoplay else None

    def connect(self, thinker) -> None:
        """Use the app's AI worker (``thinker`` makes it on first use) for AI seats and hints."""
        self.ai = AIDriver(self.plugin, thinker)
        self.hinter = Hinter(self.plugin, thinker)

    # --- who looks --------------------------------------------------------------------------
    def begin(self) -> None:
        """The first viewer, before anything is shown (no presenter calls)."""
        self.viewer = self.initial_viewer()
        if self.viewer >= 0:
            self.bottom = self.viewer

    def initial_viewer(self) -> PlayerId:
        if self.fixed_viewer is not None:
            return self.fixed_viewer
        if self.match.is_over:
            return ALL
        if len(self.humans) == 1:
            return self.humans[0]
        return PUBLIC  # hot seat: the first hand-off comes on the first update; or no human

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    def view(self) -> TableView:
        return self.rules.view(self.match.state, self.viewer)

    def look(self, viewer: PlayerId) -> None:
        """Change who is looking: the presenter finishes the old view, then shows the new."""
        self.presenter.leaving_view()
        self.viewer = viewer
        if viewer >= 0:
            self.bottom = viewer
        self.presenter.view_changed()

    def handed_over(self, seat: PlayerId) -> None:
        """The hand-off to ``seat`` was passed: their view appears."""
        self.handoff_up = False
        self.at_screen = seat
        self.look(seat)

    def recap(self, seat: PlayerId, limit: int = 8) -> list[str]:
        """What happened since ``seat`` last acted, in public words (the rules' narration
        never names a card the table cannot see; outcomes are kept before older moves), said
        to that seat's player: "You win the trick", not "Aoife wins the trick", to Aoife."""
        from ..recap import recap_lines

        names = addressed(self.names, seat)
        return recap_lines(self.rules, self.match.records, self.match.states, names, seat, limit)

    def recap_heading(self, seat: PlayerId) -> str:
        """The recap's title for ``seat`` ("Before your first move" until it has moved)."""
        from ..recap import recap_heading

        return recap_heading(self.match.records, seat)

    # --- the loop -----------------------------------------------------------------------------
    def update(self, dt: float, busy: bool) -> None:
        """One frame: whose turn it is and what follows (nothing while ``busy`` animating)."""
        if not self.autoplay or busy:
            return
        if self.match.is_over:
            self._game_over(dt)
            return
        p = self.match.to_act
        assert p is not None
        seat = self.match.seats[p]
        if self.presenter.holding() and not seat.is_human and self.humans:
            return  # a hand just scored: its sheet is read before a computer deals the next
        if seat.is_human:
            self.presenter.thinking(None)
            self._human_turn(p)
        else:
            self._ai_turn(p, dt)

    def waiting(self) -> bool:
        """Whether nothing here moves until a person acts: no AI turn paced or thought, no
        hint thought, no wait before the results (the table lets the loop rest then)."""
        if self.hinter is not None and self.hinter.busy:
            return False
        if self.guided is not None and self.guided.waits_for_learner():
            return True  # a step to read, or the learner's move
        if not self.autoplay:
            return True
        if self.match.is_over:  # (or the last hand being read: ``to_results`` moves on)
            return self.finished or (bool(self.humans) and self.presenter.holding())
        p = self.match.to_act
        if p is None:
            return False
        if self.match.seats[p].is_human:
            return self.viewer == p or self.handoff_up
        return bool(self.humans) and self.presenter.holding()  # a score sheet being read

    def _human_turn(self, p: PlayerId) -> None:
        if self.viewer != p:
            if self.hot_seat and p != self.at_screen:
                if not self.handoff_up:
                    self._hand_off(p)
                return
            self.look(p)
        self.presenter.your_turn(p)

    def _hand_off(self, p: PlayerId) -> None:
        if self.viewer != PUBLIC:
            self.look(PUBLIC)
        self.handoff_up = True
        self.presenter.hand_off(p, handoff_reason(self.view(), p, self.names))  # an answer out of turn

    def _ai_turn(self, p: PlayerId, dt: float) -> None:
        self.presenter.ai_turn(p)
        if self.hot_seat and self.viewer != PUBLIC:
            self.look(PUBLIC)
        if self.guided is not None:
            scripted, action = self.guided.reply(dt, self.presenter.ai_delay())  # the AI's pause
            if scripted:
                self.presenter.thinking(p if action is None and not self.guided.waits_for_learner()
                                        else None)
                if action is not None:
                    self.submit(action)
                return
        if not self.ai.busy:
            self.ai.start(self.match, p, self.match.seats[p].level,
                          self.presenter.ai_delay())  # its own setting: not the animation's
            self.presenter.thinking(p)
        action = self.ai.poll(self.match, dt)
        if action is not None:
            self.presenter.thinking(None)
            self.submit(action)

    def _game_over(self, dt: float) -> None:
        if self.viewer != ALL:
            self.look(ALL)
            self.results_wait = RESULTS_WAIT * self.presenter.pace()
            return
        if self.finished:
            return
        if self.humans and self.presenter.holding():
            return  # the last hand is read (its sheet, its count) until ``to_results``
        self.results_wait -= dt
        if self.results_wait <= 0:
            self.to_results()

    def to_results(self) -> None:
        """The finished match's results, now (the player asked: "See the results")."""
        if self.match.is_over and not self.finished:
            self.finished = True
            self.presenter.game_over()

    # --- acting -------------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a legal action, autosave, and hand its events, redacted for the viewer, to
        the presenter with the view after the step."""
        refusal = self.guided.refusal(action) if self.guided is not None else ""
        if refusal:
            self.presenter.refused(refusal)
            return False
        before = self.rules.zones(self.match.state)
        try:
            record = self.match.submit(action)
        except IllegalAction as exc:
            self.presenter.refused(str(exc))
            return False
        self.save()
        events = redact(record.events, before, self.rules.zones(self.match.state), self.viewer)
        self.presenter.stepped(events, self.view())
        return True

    # --- a tutorial's steps -------------------------------------------------------------------
    def rewind(self, ply: int) -> None:
        """Back to the position after ``ply`` moves (a tutorial's Back): the table snaps to it."""
        self.presenter.leaving_view()
        self.ai.cancel()
        self.presenter.thinking(None)
        self.match.rewind(ply)
        self.presenter.view_changed()
        self.save()

    # --- undo and redo ------------------------------------------------------------------------
    def undo_seat(self) -> PlayerId | None:
        """Whose decisions Undo takes back now (None: nobody's): the one human against AI, or
        in hot seat the human now looking (``Match.undo_floor`` keeps them to their own
        decisions since the last hand-off)."""
        if not self.autoplay or self.match.is_over or self.finished:
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        if self.viewer in self.humans and not self.handoff_up:
            return self.viewer
        return None

    def can_undo(self) -> bool:
        seat = self.undo_seat()
        return seat is not None and self.match.can_undo(seat)

    def can_redo(self) -> bool:
        seat = self.undo_seat()
        m = self.match
        return (seat is not None and m.to_act == seat and bool(m.redo_stack)
                and m.redo_stack[-1].player == seat and m.can_redo())

    def undo(self) -> bool:
        """Take back the seat's last decision; the table snaps to the earlier view."""
        seat = self.undo_seat()
        if seat is None or not self.match.can_undo(seat):
            return False
        self.presenter.leaving_view()
        self.ai.cancel()
        self.presenter.thinking(None)
        self.match.undo(seat)
        self.presenter.view_changed()  # snap every card back to the earlier view
        self.save()
        return True

    def redo(self) -> bool:
        """Play the move undone last again (with its animation)."""
        if not self.can_redo():
            return False
        return self.submit(self.match.redo_stack[-1])  # submit pops it and autosaves

    def gather_again(self, actions: list[Action]) -> int:
        """Make again the gathers in ``actions``, undone only to reach an earlier one (a
        click took back one card from the middle of the selection): at once, without their
        animation, each while it still is legal and the lesson's. The table snaps to the
        result; Redo gathers the card taken back. Returns how many were made."""
        m = self.match
        redo = list(m.redo_stack)  # ..., the later gathers (last first), the card taken back
        self.presenter.leaving_view()
        done = 0
        for a in actions:
            if a not in m.legal() or (self.guided is not None and self.guided.refusal(a)):
                break
            m.submit(a)
            done += 1
        if done and redo:
            m.redo_stack[:] = [*redo[:len(redo) - 1 - len(actions)], redo[-1]]
        self.presenter.view_changed()
        self.save()
        return done

    def undo_refusal(self) -> str:
        """Why Undo cannot take anything back now, in the player's words."""
        m = self.match
        if not self.autoplay:
            return "Nothing to undo here."
        if m.is_over or self.finished:
            return "The game is over: moves can't be taken back now."
        seat = self.undo_seat()
        if seat is None:
            return "Undo takes back your own moves, once it is your turn to look."
        floor = m.undo_floor(seat)
        for rec in reversed(m.records[floor:]):  # the walk ``Match.undo_target`` makes
            if seat in rec.revealed_to:
                return "Can't undo: a card was shown to you since your last move."
            if rec.shuffled:
                return "Can't undo: the cards were shuffled since your last move."
            if rec.in_window and rec.action.player != seat:
                return "Can't undo: another player answered your move."
            if rec.action.player == seat:
                break
        else:
            return ("Nothing to undo: you have not moved yet." if floor == 0 else
                    "Undo only takes back your own moves since the device was passed to you.")
        return "Nothing to undo."

    # --- the autosave -------------------------------------------------------------------------
    def save(self) -> None:
        """Autosave the position (after every step, undo and redo)."""
        if self.saver is not None:
            self.saver.after_action(self.match)

    def abandon(self) -> None:
        """Mark the autosave abandoned (the statistics count it, not as a win)."""
        if self.saver is not None:
            self.saver.abandon(self.match)

    def close(self) -> None:
        """Leaving the table: no AI thinks on, the last autosave reaches the disk."""
        self.ai.cancel()
        if self.saver is not None:
            self.saver.close()

    def save_notices(self) -> list[str]:
        return self.saver.notices() if self.saver is not None else []

    # --- the Hint -----------------------------------------------------------------------------
    def hint_allowed(self, offered: bool) -> bool:
        """A hint is for the acting human's own turn, seen from their seat, while the table
        ``offered`` them their gestures."""
        p = self.match.to_act
        return (self.hinter is not None and p is not None and self.match.seats[p].is_human
                and self.viewer == p and offered)

    def poll_hint(self) -> Action | None:
        """The hint the moment it arrives (every frame), else None."""
        return self.hinter.update(self.match) if self.hinter is not None else None
