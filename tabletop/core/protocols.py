"""The typed contracts between a game's pure half and the generic code.

A game hands the app three things (``GamePlugin``), each checked against one protocol here:

* its rules as a ``RulesEngine``: what the match, the AI, saves and the test harness drive
  (deal, legal moves, apply, views, determinize, scores, snapshots);
* the same rules object as ``RulesWords``: what the log, the buttons, the command line and a
  refused gesture say (notation, descriptions, narration, notices, ``why_not``). Each game
  keeps these in its ``words.py``; its rules class only hands them on;
* its AI hooks as ``AiHooks``: the heuristics the generic search and the greedy bot use,
  with the optional parts (``levels``, ``round_over``) declared, defaults in ``AiHooksBase``.

``BaseRules`` satisfies both rules protocols (``tests/core/test_protocols.py`` checks every
registered game). The protocols are ``runtime_checkable``: ``isinstance`` checks the names
are there, the signatures are documented here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Protocol, runtime_checkable

from .actions import Action
from .cards import DeckSpec
from .effects import Window
from .events import Notice
from .ids import CardId, PlayerId, ZoneId
from .rng import Rng
from .rules import ChanceField, GameMeta, MatchConfig, Step
from .views import TableView
from .zones import Zone


@runtime_checkable
class RulesEngine(Protocol):
    """What the match, the AI, saves and the harness need of a game's rules. States are
    the game's own immutable values (``Any`` here)."""

    meta: GameMeta
    chance_fields: tuple[str | ChanceField, ...]
    first_option: str | None

    def deck(self, cfg: MatchConfig) -> DeckSpec: ...
    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> Any: ...
    def config(self, s: Any) -> MatchConfig: ...
    def to_act(self, s: Any) -> PlayerId | None: ...
    def is_terminal(self, s: Any) -> bool: ...
    def legal_actions(self, s: Any) -> tuple[Action, ...]: ...
    def apply(self, s: Any, a: Action) -> Step[Any]: ...
    def apply_fast(self, s: Any, a: Action) -> Any: ...
    def check_legal(self, s: Any, a: Action) -> None: ...
    def phase(self, s: Any) -> str: ...
    def window(self, s: Any) -> Window | None: ...
    def zones(self, s: Any) -> dict[ZoneId, Zone]: ...
    def with_zones(self, s: Any, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> Any: ...
    def view(self, s: Any, viewer: PlayerId) -> TableView: ...
    def view_info(self, s: Any) -> dict[str, Any]: ...
    def public_info(self, s: Any) -> dict[str, Any]: ...
    def info_key(self, s: Any, player: PlayerId) -> tuple: ...
    def determinize(self, s: Any, player: PlayerId, rng: Rng) -> Any: ...
    def redeal(self, s: Any, player: PlayerId, rng: Rng) -> Any: ...
    def reseed(self, s: Any, rng: Rng) -> Any: ...
    def scores(self, s: Any) -> tuple[int, ...]: ...
    def returns(self, s: Any) -> tuple[float, ...]: ...
    def score_breakdown(self, s: Any) -> list[list[tuple[str, int]]]: ...
    def team_of(self, cfg: MatchConfig, seat: PlayerId) -> int: ...
    def max_steps(self, cfg: MatchConfig) -> int: ...
    def encode(self, s: Any) -> dict[str, Any]: ...
    def decode(self, data: Any) -> Any: ...
    def state_hash(self, s: Any) -> str: ...
    def deals(self, cfg: MatchConfig) -> int | None: ...
    def stacks_field(self) -> str | None: ...
    def stack_later(self, s: Any, orders: Sequence[Sequence[str]]) -> Any: ...
    def first_refusal(self, cfg: MatchConfig) -> str | None: ...
    def choose_first(self, cfg: MatchConfig, seat: int) -> MatchConfig: ...


@runtime_checkable
class RulesWords(Protocol):
    """What a game's rules say in words (each game's ``words.py``): the move notation and
    its reading, button labels, log lines, notices and why a gesture is refused."""

    notation_re: Any  # re.Pattern[str]: every well-formed move matches it
    notation_aliases: Mapping[str, str]

    def format_action(self, a: Action) -> str: ...
    def parse_action(self, s: Any, text: str) -> Action: ...
    def describe(self, s: Any, a: Action) -> str: ...
    def narrate(self, s: Any, a: Action, names: Sequence[str]) -> str: ...
    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None: ...
    def why_not(self, s: Any, seat: PlayerId, card: CardId, zone: ZoneId | None,
                names: Sequence[str] = ()) -> str: ...


@runtime_checkable
class GameRules(RulesEngine, RulesWords, Protocol):
    """A game's rules object: the engine and its words (``BaseRules`` and its subclasses)."""


#: ``round_over(rules, state)``: True when a hand or round has just ended in ``state``
RoundOver = Callable[[Any, Any], bool]

#: ``rollout_as(rules, state, rng, me)``: a play-out move for the seat to act, knowing that
#: ``me`` is the seat whose search this is (the others may be modelled as their own bots)
RolloutAs = Callable[[Any, Any, Rng, int], Action]


@runtime_checkable
class AiHooks(Protocol):
    """What a game tells the generic AI (``ai/hooks.py`` says how each is used).

    * ``greedy(rules, state, rng)``: a sensible move for the seat to act from what it sees;
    * ``rollout(rules, state, rng)``: a fast play-out policy (on sampled worlds only);
    * ``evaluate(rules, state)``: per-seat values in [0, 1] for a cut-off play-out, or None;
    * ``levels`` (optional, default none): difficulty levels the game redefines, by name
      (``ai.levels.Level`` values);
    * ``round_over`` (optional, default None): a ``RoundOver`` test that lets play-outs stop
      at the end of a hand (``SearchParams.stop_at_round``);
    * ``rollout_as`` (optional, default None): a ``RolloutAs`` play-out policy told the
      searching seat, used instead of ``rollout`` with ``SearchParams.rollout_as``.
    """

    levels: Mapping[str, Any]
    round_over: RoundOver | None
    rollout_as: RolloutAs | None

    def greedy(self, rules: Any, state: Any, rng: Rng) -> Action: ...
    def rollout(self, rules: Any, state: Any, rng: Rng) -> Action: ...
    def evaluate(self, rules: Any, state: Any) -> tuple[float, ...] | None: ...


class AiHooksBase:
    """The optional parts of ``AiHooks`` at their defaults; a game's hooks subclass it and
    define ``greedy``, ``rollout`` and ``evaluate`` (and ``round_over`` as a method, where a
    game has rounds)."""

    levels: Mapping[str, Any] = MappingProxyType({})
    round_over: RoundOver | None = None
    rollout_as: RolloutAs | None = None
