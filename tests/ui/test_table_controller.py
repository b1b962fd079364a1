"""The table's controller without a display: whole matches, viewer policy, hand-offs, redaction.

``TableController`` imports no pygame; a recording presenter stands in for the scene. AI seats
think in this thread (``Thinker(use_process=False)``) with no presentation delay.
"""

from __future__ import annotations

import subprocess
import sys

from tabletop.core.events import CardsFlipped, CardsMoved, CardsShown, Event
from tabletop.core.ids import ALL, PUBLIC, CardId, PlayerId
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.core.views import TableView, visible_cards
from tabletop.ui.table.controller import TableController

NAMES = ["Aoife", "Ciara", "Dara", "Eimear"]


def test_controller_imports_without_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import tabletop.ui.table.controller\n"
            "import tabletop.ui.recap\n"  # what ``recap`` imports when a hand-off needs it
            "bad = [m for m in sys.modules if m.startswith('pygame') and sys.modules[m] is not None]\n"
            "assert not bad, bad\n"
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


class Recorder:
    """A presenter that plays the humans' moves itself (the first legal action) and passes
    every hand-off at once, remembering what the controller asked."""

    def __init__(self) -> None:
        self.control: TableController | None = None
        self.handoffs: list[tuple[PlayerId, PlayerId]] = []  # (seat, viewer when asked)
        self.steps: list[tuple[PlayerId, list[Event], TableView]] = []
        self.views: list[PlayerId] = []
        self.over = 0
        self.pending: PlayerId | None = None  # a hand-off to pass on the next frame
        self.turns: list[PlayerId] = []
        self.recaps: list[list[str]] = []

    def leaving_view(self) -> None:
        pass

    def view_changed(self) -> None:
        self.views.append(self.control.viewer)

    def your_turn(self, seat: PlayerId) -> None:
        assert self.control.viewer == seat  # a human acts only from their own seat
        self.turns.append(seat)
        self.control.submit(self.control.match.legal()[0])

    def ai_turn(self, seat: PlayerId) -> None:
        pass

    def thinking(self, seat: PlayerId | None) -> None:
        pass

    def hand_off(self, seat: PlayerId, reason: str) -> None:
        self.handoffs.append((seat, self.control.viewer))
        self.recaps.append(self.control.recap(seat))  # what the hand-off screen says
        self.pending = seat

    def stepped(self, events: list[Event], view: TableView) -> None:
        assert view.viewer == self.control.viewer
        self.steps.append((self.control.viewer, events, view))
        self.check_redacted(events)

    def check_redacted(self, events: list[Event]) -> None:
        """No event names a card the viewer sees neither before nor after the step."""
        c = self.control
        rules, states = c.rules, c.match.states
        seen = (visible_cards(rules.zones(states[-2]), c.viewer)
                | visible_cards(rules.zones(states[-1]), c.viewer))
        for ev in events:
            if isinstance(ev, (CardsMoved, CardsFlipped, CardsShown)):
                named: set[CardId] = {card for card in ev.cards if card is not None}
                assert named <= seen, f"{ev} names {named - seen} to viewer {c.viewer}"

    def refused(self, message: str) -> None:
        raise AssertionError(message)

    def game_over(self) -> None:
        self.over += 1

    def holding(self) -> bool:
        return False

    def pace(self) -> float:
        return 1.0

    def ai_delay(self) -> float:
        return 0.0


def run(game: str, kinds: str, seed: int, limit: int = 20000) -> tuple[TableController, Recorder]:
    """Play a whole match through the controller: ``kinds`` like 'HA' gives the seats."""
    import importlib

    plugin = importlib.import_module(f"tabletop.games.{game}").PLUGIN
    seats = tuple(Seat("human" if k == "H" else "ai", NAMES[i], "random") for i, k in enumerate(kinds))
    match = Match(plugin.rules, MatchConfig(game, len(kinds), seed), seats)
    rec = Recorder()
    control = TableController(plugin, match, rec)
    rec.control = control
    control.begin()
    for _ in range(limit):
        if rec.pending is not None:
            seat, rec.pending = rec.pending, None
            assert control.viewer == PUBLIC and control.handoff_up
            control.handed_over(seat)
            assert control.viewer == seat and control.bottom == seat and not control.handoff_up
        control.update(1 / 60, busy=False)
        if control.finished:
            break
    assert control.finished and match.is_over, "the match did not end"
    return control, rec


def test_keltis_with_ai_seats_only_is_seen_in_public_then_whole():
    control, rec = run("keltis", "AA", seed=3)
    assert rec.over == 1 and not rec.handoffs and not rec.turns
    assert {viewer for viewer, _, _ in rec.steps} == {PUBLIC}
    assert control.viewer == ALL and rec.views[-1] == ALL
    assert len(rec.steps) == len(control.match.records)


def test_one_human_always_looks_from_their_own_seat():
    control, rec = run("hyrule", "AHA", seed=4)
    assert {viewer for viewer, _, _ in rec.steps} == {1}  # AI moves too, seen by the human
    assert not rec.handoffs and set(rec.turns) == {1}
    assert control.viewer == ALL


def test_hot_seat_hands_off_between_humans_and_redacts_for_the_viewer():
    control, rec = run("hyrule", "HAH", seed=5)
    assert rec.handoffs, "no hand-off between two humans"
    assert all(viewer == PUBLIC for _, viewer in rec.handoffs)  # asked with the table public
    assert {seat for seat, _ in rec.handoffs} == {0, 2}
    assert any(rec.recaps[1:]) and all(isinstance(line, str) for r in rec.recaps for line in r)
    for viewer, _, _ in rec.steps:
        assert viewer in (0, 2, PUBLIC)
    ai_steps = [(viewer, rec_) for (viewer, _, _), rec_ in zip(rec.steps, control.match.records, strict=True)
                if rec_.action.player == 1]
    assert ai_steps and all(viewer == PUBLIC for viewer, _ in ai_steps)  # AI moves in public
    assert rec.over == 1


def test_undo_and_redo_go_through_the_controller():
    import importlib

    plugin = importlib.import_module("tabletop.games.hyrule").PLUGIN
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara", "random"))
    match = Match(plugin.rules, MatchConfig("hyrule", 2, 7), seats)
    rec = Recorder()
    control = TableController(plugin, match, rec)
    rec.control = control
    control.begin()
    while not match.records or match.records[-1].action.player != 0:
        control.update(1 / 60, busy=False)  # until the human has just moved
    assert control.undo_seat() == 0
    n = len(match.records)
    assert control.can_undo()
    assert control.undo()
    assert len(match.records) < n and rec.views[-1] == 0
    assert control.can_redo() and control.redo()
    assert control.undo_refusal()  # always says something


def test_a_still_table_takes_no_turns():
    import importlib

    plugin = importlib.import_module("tabletop.games.hyrule").PLUGIN
    seats = (Seat("ai", "Aoife", "random"), Seat("ai", "Ciara", "random"))
    match = Match(plugin.rules, MatchConfig("hyrule", 2, 1), seats)
    rec = Recorder()
    control = TableController(plugin, match, rec, autoplay=False, viewer=1)
    rec.control = control
    control.begin()
    for _ in range(100):
        control.update(1 / 60, busy=False)
    assert control.viewer == 1 and not match.records and control.undo_seat() is None


def test_a_hand_off_comes_only_when_the_human_at_the_screen_changes():
    """Seanchaí, two humans and computers: after Player 2 chose the card a Dark card takes,
    the computers' moves brought another "Pass to Player 2", though Player 2 was still at the
    screen and no other human had acted. A hand-off comes only for another human."""
    again = 0
    for seed in range(1, 5):
        control, rec = run("seanchai", "HAHA", seed=seed)
        records = control.match.records
        humans = {0, 2}
        at_screen = None
        handoffs = iter(rec.handoffs)
        handed = [seat for seat, _ in rec.handoffs]
        assert handed and all(a != b for a, b in zip(handed, handed[1:], strict=False)), handed
        last = None
        for r in records:  # each human move was made by the human at the screen
            p, last = r.action.player, r.action.player if last is None else last
            before, last = last, p
            if p not in humans:
                continue
            if p != at_screen:
                assert next(handoffs)[0] == p
                at_screen = p
            elif before not in humans:
                again += 1
        assert next(handoffs, None) is None
    assert again  # (a human moved again after computers' moves, no hand-off between)
