"""The Match controller: the one driver shared by the UI, the AI, the CLI, saves and tests.

It keeps the states, the actions and their events; checks legality on submit; replays a
match from config + stacked deck + action list; and knows which decisions may be undone.
Undo never crosses a step that showed some seat a card it had not seen (a draw, a flip, an
opponent's play) or that used the shuffle: those steps are barriers, derived from the states.
Nor does it cross another seat's answer out of turn (a step taken in a response window,
``core/effects.py``): that seat answered this one's move, which can no longer be withdrawn.
Taking back gathered cards (``core/steps.py``) is plain undo: a gather reveals nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, IllegalAction
from .effects import Window
from .events import CardsShown, Event, ZoneShuffled
from .ids import ALL, PUBLIC, CardId, PlayerId
from .rules import BaseRules, MatchConfig
from .views import visible_cards


@dataclass(frozen=True)
class Seat:
    kind: str = "ai"  # "human" | "ai"
    name: str = ""
    level: str = "random"  # AI level: random, easy, medium, hard (ignored for humans)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @staticmethod
    def from_json(data: Any) -> Seat:
        if not isinstance(data, dict):
            raise ValueError("seat is not an object")
        kind, name, level = data.get("kind"), data.get("name", ""), data.get("level", "random")
        if kind not in ("human", "ai") or not isinstance(name, str) or not isinstance(level, str):
            raise ValueError("seat needs kind human|ai and string name/level")
        return Seat(kind, name[:40], level)


@dataclass(frozen=True)
class StepRecord:
    action: Action
    events: tuple[Event, ...]
    #: seats that saw a card face they had not seen before this step
    revealed_to: frozenset[PlayerId]
    shuffled: bool
    #: taken in a response window (an answer out of turn): a barrier for every other seat
    in_window: bool = False


@dataclass
class Match:
    rules: BaseRules
    config: MatchConfig
    seats: tuple[Seat, ...] = ()
    stacked: tuple[CardId, ...] = ()
    states: list[Any] = field(default_factory=list)
    records: list[StepRecord] = field(default_factory=list)
    redo_stack: list[Action] = field(default_factory=list)
    undo_count: int = 0
    #: card-code orders for the match's later shuffles (``BaseRules.stack_later``): chance
    #: to come, kept in the state where no bot's world sees it
    later: tuple[tuple[str, ...], ...] = ()
    #: a "Learn to play" match (``core/tutorial.py``): "guided" while its steps run, "free" once
    #: the learner left them or they ended; "" for any other match. Statistics never count one.
    tutorial: str = ""

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = tuple(Seat("ai", f"Player {i + 1}") for i in range(self.config.num_players))
        if len(self.seats) != self.config.num_players:
            raise ValueError("one seat per player is needed")
        if not self.states:
            first = self.rules.new_game(self.config, self.stacked or None)
            self.states.append(self.rules.stack_later(first, self.later) if self.later else first)

    # --- reading -----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def actions(self) -> list[Action]:
        return [r.action for r in self.records]

    @property
    def to_act(self) -> PlayerId | None:
        return self.rules.to_act(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.is_terminal(self.state)

    @property
    def window(self) -> Window | None:
        """The open response window (the hand-off says "Eimear: answer Dara's Púka" and the
        banner "Your answer"), or None on an ordinary turn."""
        return self.rules.window(self.state)

    def legal(self) -> tuple[Action, ...]:
        return self.rules.legal_actions(self.state)

    def state_hash(self) -> str:
        return self.rules.state_hash(self.state)

    def name(self, seat: PlayerId) -> str:
        return self.seats[seat].name or f"Player {seat + 1}"

    # --- playing -----------------------------------------------------------------------------
    def submit(self, action: Action) -> StepRecord:
        """Apply ``action`` if legal (raises ``IllegalAction`` otherwise) and record it."""
        before = self.state
        step = self.rules.apply(before, action)  # apply checks legality itself
        self.states.append(step.state)
        record = StepRecord(action, step.events, self._revealed(before, step.state, step.events),
                            any(isinstance(e, ZoneShuffled) for e in step.events),
                            self.rules.window(before) is not None)
        self.records.append(record)
        if self.redo_stack and self.redo_stack[-1] == action:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()
        return record

    def submit_text(self, text: str) -> StepRecord:
        return self.submit(self.rules.parse_action(self.state, text))

    def _revealed(self, before: Any, after: Any, events: Sequence[Event] = ()) -> frozenset[PlayerId]:
        zb, za = self.rules.zones(before), self.rules.zones(after)
        out = set()
        for p in range(self.config.num_players):
            if visible_cards(za, p) - visible_cards(zb, p):
                out.add(p)
        # A private peek (CardsShown) leaves the zones as they were: only its event tells.
        for ev in events:
            if isinstance(ev, CardsShown):
                if ALL in ev.to or PUBLIC in ev.to:
                    out.update(range(self.config.num_players))
                else:
                    out.update(p for p in ev.to if 0 <= p < self.config.num_players)
        return frozenset(out)

    # --- undo / redo -------------------------------------------------------------------------
    def undo_floor(self, seat: PlayerId) -> int:
        """The earliest step ``seat`` may undo: just after the last step another human took
        (in hot seat, that is the last hand-off to ``seat``); 0 with a single human."""
        for i in range(len(self.records) - 1, -1, -1):
            p = self.records[i].action.player
            if p != seat and 0 <= p < len(self.seats) and self.seats[p].is_human:
                return i + 1
        return 0

    def undo_target(self, seat: PlayerId, since: int | None = None) -> int | None:
        """How many actions to keep so that ``seat`` is back at its previous decision.

        Walks back over other seats' steps to the last step ``seat`` itself took, but never
        past a barrier (a step that revealed a card to ``seat`` or shuffled, or another seat's
        answer in a response window) and never before
        index ``since`` (default ``undo_floor(seat)``: never into another human's decisions).
        None if nothing can be undone.
        """
        if since is None:
            since = self.undo_floor(seat)
        for i in range(len(self.records) - 1, since - 1, -1):
            rec = self.records[i]
            if seat in rec.revealed_to or rec.shuffled:
                return None
            if rec.in_window and rec.action.player != seat:
                return None
            if rec.action.player == seat:
                return i
        return None

    def can_undo(self, seat: PlayerId, since: int | None = None) -> bool:
        return self.undo_target(seat, since) is not None

    def undo(self, seat: PlayerId, since: int | None = None) -> None:
        keep = self.undo_target(seat, since)
        if keep is None:
            raise IllegalAction("nothing to undo")
        undone = [r.action for r in self.records[keep:]]
        del self.records[keep:]
        del self.states[keep + 1:]
        self.redo_stack.extend(reversed(undone))
        self.undo_count += 1

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.redo_stack[-1] in self.legal()

    def rewind(self, ply: int) -> None:
        """Go back to the position after ``ply`` moves, forgetting the later ones (a tutorial's
        "Back a step": the learner replays them, so nothing is kept to redo)."""
        if not 0 <= ply <= len(self.records):
            raise ValueError(f"no position after {ply} moves")
        del self.states[ply + 1:]
        del self.records[ply:]
        self.redo_stack.clear()

    def redo(self) -> StepRecord:
        if not self.can_redo():
            raise IllegalAction("nothing to redo")
        return self.submit(self.redo_stack[-1])

    # --- replay ------------------------------------------------------------------------------
    @classmethod
    def replay(cls, rules: BaseRules, config: MatchConfig, actions: Sequence[Action],
               seats: Sequence[Seat] = (), stacked: Sequence[CardId] = (),
               later: Sequence[Sequence[str]] = ()) -> Match:
        """Rebuild a match from its config, stacked deck (and later stacked orders) and
        action list.

        Raises ``IllegalAction`` naming the first action that is not legal where it stands.
        """
        m = cls(rules, config, tuple(seats), tuple(stacked), later=tuple(tuple(o) for o in later))
        for i, a in enumerate(actions):
            try:
                m.submit(a)
            except IllegalAction as exc:
                raise IllegalAction(f"action {i + 1}: {exc}") from None
        return m
