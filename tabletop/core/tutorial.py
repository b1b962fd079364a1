"""Guided first games ("Learn to play"): a tutorial is data in a game's pure half.

A ``Tutorial`` fixes the deal (players, seed, options, and who starts), and lists ``Lesson``
steps. Each step says in a sentence or two what to do and why, names the zones the table
outlines (the rest is dimmed) and either waits for one move of the learner (``expect``, in the
game's notation) or only for "Next" (``expect`` is None). After it, the other seats' moves of
the step (``replies``) are played by the script, not by a bot, so every key rule comes up on
cue. When the steps run out the match goes on as a normal game against Easy opponents.

Everything here is pure: ``Guide`` knows where a match stands in its tutorial from the number
of moves made (``at``), so a tutorial saved and continued resumes at the step it was left, and
``check`` plays a whole tutorial headless (``tabletop tutorial GAME --check`` and the tests).
The learner always sits in seat 0 (``LEARNER``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action, IllegalAction, NotationError
from .ids import PlayerId

LEARNER: PlayerId = 0


@dataclass(frozen=True)
class Lesson:
    """One step of a tutorial."""

    #: one or two sentences, said to the learner ("Play the 7♥ on the trick: ...")
    text: str
    #: the learner's move in the game's notation ("play 7H"); None: a step read, then "Next"
    expect: str | None = None
    #: zone ids the table outlines (the rest of the felt is dimmed); "{me}" / "{next}" are
    #: replaced by the learner's and the next seat's numbers
    point: tuple[str, ...] = ()
    #: the other seats' moves that follow, in notation, in order (scripted, not a bot's)
    replies: tuple[str, ...] = ()
    #: a short heading ("The suit circle"); the table shows "Step 3 of 12" beside it
    title: str = ""

    @property
    def moves(self) -> int:
        """How many moves of the match this step makes."""
        return (1 if self.expect is not None else 0) + len(self.replies)


@dataclass(frozen=True)
class Tutorial:
    """A guided game: the deal and the steps."""

    players: int
    seed: int
    steps: tuple[Lesson, ...]
    options: dict[str, Any] = field(default_factory=dict)
    #: the first seat (the game's ``first_option``), counted from 1; None: the seed's
    first: int | None = None
    #: the top of the opening deck, in card codes (the rest follows in the seed's order)
    deck: tuple[str, ...] = ()
    #: the other seats' names, which the steps' texts use ("Ciara leads the Queen of Hearts")
    opponents: tuple[str, ...] = ()
    #: what the learner is told when the guided part ends and the game goes on
    farewell: str = "That is the whole game. Play on against Easy opponents, or leave when you like."

    def starts(self) -> list[int]:
        """The move count at which each step begins (and, last, where the guided part ends)."""
        out, n = [], 0
        for lesson in self.steps:
            out.append(n)
            n += lesson.moves
        out.append(n)
        return out

    def zones(self, lesson: Lesson) -> tuple[str, ...]:
        """``lesson.point`` with the seat marks filled in."""
        nxt = (LEARNER + 1) % self.players
        return tuple(z.replace("{me}", str(LEARNER)).replace("{next}", str(nxt))
                     for z in lesson.point)


@dataclass
class Guide:
    """Where a match stands in its tutorial, and what the learner may do now.

    ``read`` counts the steps with nothing to play that were acknowledged with Next, which the
    move count alone cannot tell; it is kept equal to the step index while the learner reads.
    """

    tutorial: Tutorial
    rules: Any
    read: int = 0
    _starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._starts = self.tutorial.starts()

    # --- where we are -------------------------------------------------------------------------
    @property
    def length(self) -> int:
        return len(self.tutorial.steps)

    @property
    def end(self) -> int:
        """The move count at which the guided part is over."""
        return self._starts[-1]

    def step_at(self, ply: int) -> int:
        """The index of the step the match is in after ``ply`` moves (``length``: past the end).

        A step to read stays current until Next is pressed (``read``), even when it has no
        moves of its own."""
        for k, lesson in enumerate(self.tutorial.steps):
            start, nxt = self._starts[k], self._starts[k + 1]
            if ply == start and lesson.expect is None and self.read <= k:
                return k
            if start <= ply < nxt:
                return k
        return self.length

    def lesson(self, ply: int) -> Lesson | None:
        k = self.step_at(ply)
        return self.tutorial.steps[k] if k < self.length else None

    def waiting_for_learner(self, ply: int) -> bool:
        """Whether the current step waits for the learner (their move, or Next on a step to
        read), not for the other seats' replies."""
        k = self.step_at(ply)
        if k >= self.length or ply != self._starts[k]:
            return False
        return self.tutorial.steps[k].expect is not None or self.read <= k

    def start_of(self, k: int) -> int:
        """The move count at which step ``k`` begins."""
        return self._starts[max(0, min(k, self.length))]

    # --- what is expected ---------------------------------------------------------------------
    def expected(self, state: Any, ply: int) -> Action | None:
        """The learner's move the current step waits for, or None (a step to read; replies)."""
        lesson = self.lesson(ply)
        if lesson is None or lesson.expect is None or not self.waiting_for_learner(ply):
            return None
        return self.rules.parse_action(state, lesson.expect)

    def scripted(self, state: Any, ply: int) -> Action | None:
        """The scripted reply to play now (another seat's move of the current step), or None."""
        k = self.step_at(ply)
        if k >= self.length or self.waiting_for_learner(ply):
            return None
        lesson, start = self.tutorial.steps[k], self._starts[k]
        i = ply - start - (1 if lesson.expect is not None else 0)
        if not 0 <= i < len(lesson.replies):
            return None
        return self.rules.parse_action(state, lesson.replies[i])

    def allows(self, state: Any, ply: int, action: Action) -> bool:
        """Whether the learner's ``action`` is the one the current step asks for."""
        if ply >= self.end:
            return True
        want = self.expected(state, ply)
        return want is not None and want == action

    def correction(self, state: Any, ply: int) -> str:
        """What to tell a learner whose legal move is not this step's."""
        lesson = self.lesson(ply)
        if lesson is None:
            return ""
        if lesson.expect is None:
            return "First read this step, then press Next."
        want = self.expected(state, ply)
        said = self.rules.describe(state, want) if want is not None else lesson.expect
        return f"That move is allowed, but this step teaches another: {said}."

    def next_pressed(self, ply: int) -> bool:
        """Next on a step to read: it is done (True), or Next means nothing now (False)."""
        k = self.step_at(ply)
        if k < self.length and self.tutorial.steps[k].expect is None and self.waiting_for_learner(ply):
            self.read = k + 1
            return True
        return False

    def rewind_target(self, ply: int) -> int:
        """Back a step: the move count to go back to (the start of the previous step, or of
        this one when its replies are under way)."""
        k = self.step_at(ply)
        target = max(0, k - 1 if ply == self.start_of(k) else k)
        self.read = target
        return self.start_of(target)


class TutorialError(Exception):
    """A tutorial that cannot be played as written: which step, and why."""


def config_of(tutorial: Tutorial, rules: Any) -> Any:
    """The tutorial's match config (its game, players, seed, options and first seat)."""
    from .rules import MatchConfig, resolve_options

    options = resolve_options(rules.meta, dict(tutorial.options), tutorial.players)
    cfg = MatchConfig(rules.meta.game_id, tutorial.players, tutorial.seed, options)
    return rules.choose_first(cfg, tutorial.first) if tutorial.first is not None else cfg


def seats_of(tutorial: Tutorial, learner: str) -> tuple[Any, ...]:
    """The learner in seat 0, the others Easy computer players with the tutorial's names."""
    from .match import Seat

    names = list(tutorial.opponents) + [f"Player {i + 1}" for i in range(tutorial.players)]
    return tuple(Seat("human", learner) if i == LEARNER else Seat("ai", names[i - 1], "easy")
                 for i in range(tutorial.players))


def start(tutorial: Tutorial, rules: Any, learner: str) -> Any:
    """A new match of the tutorial: its config, seats and stacked deck."""
    from .match import Match

    cfg = config_of(tutorial, rules)
    stacked = tuple(rules.deck(cfg).parse_cards(list(tutorial.deck))) if tutorial.deck else ()
    return Match(rules, cfg, seats_of(tutorial, learner), stacked)


def play_step(tutorial: Tutorial, rules: Any, match: Any, k: int) -> None:
    """Make step ``k``'s moves (the learner's, then the replies) on ``match``; raises
    ``TutorialError`` naming the step when one cannot be made."""
    lesson, where = tutorial.steps[k], f"step {k + 1} of {len(tutorial.steps)}"
    moves = [(LEARNER, lesson.expect)] if lesson.expect is not None else []
    moves += [(None, text) for text in lesson.replies]
    for seat, text in moves:
        to_act = rules.to_act(match.state)
        if seat == LEARNER and to_act != LEARNER:
            raise TutorialError(f"{where}: it is not the learner's turn for {text!r}")
        if seat is None and to_act == LEARNER:
            raise TutorialError(f"{where}: the reply {text!r} falls on the learner's turn")
        try:
            match.submit(rules.parse_action(match.state, text))
        except (IllegalAction, NotationError) as exc:
            raise TutorialError(f"{where}: {text!r} is not legal: {exc}") from None


def check(tutorial: Tutorial, rules: Any, *,
          zones_on_table: Any = None) -> list[str]:
    """Play ``tutorial`` headless with its expected moves and replies.

    Returns one line per step played; raises ``TutorialError`` naming the step whose move is not
    legal or is made by the wrong seat, or whose pointed zone is not in the learner's view (or,
    given ``zones_on_table(match)``, not laid out on the table).
    """
    match = start(tutorial, rules, "You")
    lines: list[str] = []
    for k, lesson in enumerate(tutorial.steps):
        where = f"step {k + 1} of {len(tutorial.steps)}"
        names = set(rules.view(match.state, LEARNER).zones)
        if zones_on_table is not None:
            names = set(zones_on_table(match))
        for z in tutorial.zones(lesson):
            if z not in names:
                raise TutorialError(f"{where}: the pointed zone {z!r} is not on the table")
        play_step(tutorial, rules, match, k)
        lines.append(f"{where}: {lesson.title or lesson.text[:60]}")
    if not rules.is_terminal(match.state) and rules.to_act(match.state) is None:
        raise TutorialError("after the last step nobody is to act")
    return lines
