"""The rules protocol every game implements, and a base class with the generic parts.

One interface serves the UI, the AI, saves, replay, the command line and the tests:

* ``new_game(cfg, stacked)`` deals a match (``stacked`` fixes the deck order for tests);
* ``to_act`` / ``legal_actions`` / ``apply`` drive it; ``apply`` is pure and returns a
  ``Step`` (new state + events); illegal actions raise ``IllegalAction``;
* ``zones`` exposes the cards; ``view`` strips secrets; ``determinize`` re-deals what one
  player cannot see; ``info_key`` names that player's information set;
* ``format_action`` / ``parse_action`` are the game's text notation; ``describe`` says an
  action in words; ``encode`` / ``decode`` snapshot a state as JSON.

All hidden information must live in zones: non-zone state fields are public, except the
chance still to come (``chance_fields``: the seed, stacked later deals), which nobody knows. That is what lets
``view`` and ``determinize`` be generic.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from .actions import Action, IllegalAction, NotationError, listed
from .cards import DeckSpec
from .codec import hash_json
from .effects import Window
from .events import Event, Notice
from .ids import CardId, PlayerId, ZoneId
from .names import not_your_turn
from .refusals import Misplaced
from .rng import Rng
from .views import TableView, view_order, zone_views
from .zones import Zone, card_fits

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Step(Generic[S]):
    state: S
    events: tuple[Event, ...]


@dataclass(frozen=True)
class ChoiceLimit:
    """One choice of an option that only some player counts allow (Keltis' "Seat 4" first
    player needs 4 players); ``reason`` is the sentence the command line prints and the setup
    screen shows next to the greyed-out choice."""

    value: Any
    players: tuple[int, ...]
    reason: str
    #: a seat counted from 1 (``seat_limits``): who it would be ("the first dealer"); the setup
    #: screen then says the seats beyond the table in one sentence (``refused_note``)
    seat_of: str = ""


def seat_limits(seats: Sequence[int], max_players: int, what: str,
                reason: str = "") -> tuple[ChoiceLimit, ...]:
    """The limits of an option whose choices name seats counted from 1: seat k needs k
    players or more ("Seat 4 can be the first player only with 4 players"; or one ``reason``
    for every seat, which the command line prints)."""
    out = []
    for k in seats:
        counts = tuple(range(k, max_players + 1))
        tail = f"{k} players" if k == max_players else f"{k} or more players"
        out.append(ChoiceLimit(k, counts, reason or f"Seat {k} can be {what} only with {tail}", what))
    return tuple(out)


@dataclass(frozen=True)
class OptionSpec:
    """A rule option offered at match setup."""

    key: str
    label: str
    help: str  # one line, shown under the option
    choices: tuple[Any, ...]
    default: Any
    choice_labels: tuple[str, ...] = ()
    #: player counts the option may be changed with (empty: any); with other counts only the
    #: default is allowed, and ``players_reason`` is the sentence the setup screen shows
    players: tuple[int, ...] = ()
    players_reason: str = ""
    #: choices valid only with some player counts (a player count outside them refuses the
    #: choice with the limit's reason; ``choice_available``)
    limits: tuple[ChoiceLimit, ...] = ()
    #: a house rule (an alternative reading of the sources): the setup screen lists it under
    #: the collapsed "House rules" section
    house_rule: bool = False
    #: the option counts only while each of these options takes one of the values given
    #: (Hyrule's "Blind pick" only with the chance variant); otherwise the rules ignore it and
    #: the setup screen greys it out, saying why (``option_applies``)
    applies: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    #: choices that stand for another with some player counts, as ``(choice, players,
    #: meaning)``: Treasure's "Auto" decks is one deck with 2–4 players and two with 5–8, so
    #: an option that counts only with two decks counts with "Auto" at 5–8 (``option_applies``)
    stands_for: tuple[tuple[Any, tuple[int, ...], Any], ...] = ()

    def meaning(self, value: Any, players: int) -> Any:
        """What ``value`` amounts to with ``players`` players (``stands_for``; else itself)."""
        for choice, counts, meant in self.stands_for:
            if choice == value and players in counts:
                return meant
        return value

    def label_for(self, value: Any) -> str:
        if self.choice_labels:
            return self.choice_labels[self.choices.index(value)]
        return str(value)


@dataclass(frozen=True)
class GameMeta:
    game_id: str
    title: str
    min_players: int
    max_players: int
    pitch: str  # one line for the game picker
    rules_version: int
    options: tuple[OptionSpec, ...] = ()
    notation: str = ""  # short description of the action notation

    def option(self, key: str) -> OptionSpec:
        for spec in self.options:
            if spec.key == key:
                return spec
        raise KeyError(key)


@dataclass(frozen=True)
class MatchConfig:
    game_id: str
    num_players: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "players": self.num_players, "seed": self.seed,
                "options": dict(sorted(self.options.items()))}

    @staticmethod
    def from_json(data: Any) -> MatchConfig:
        if not isinstance(data, dict):
            raise ValueError("config is not an object")
        game, players, seed, options = (data.get(k) for k in ("game", "players", "seed", "options"))
        if not isinstance(game, str):
            raise ValueError("config 'game' must be a string")
        for name, value in (("players", players), ("seed", seed)):
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"config '{name}' must be an integer")
        if not isinstance(options, dict):
            raise ValueError("config 'options' must be an object")
        return MatchConfig(game, players, seed, dict(options))


def option_available(meta: GameMeta, key: str, players: int) -> str | None:
    """None if option ``key`` may be changed with ``players`` players, else the reason why not
    ("Teams need 4, 6 or 8 players"), a sentence the setup screen can show as it is."""
    spec = meta.option(key)
    if not spec.players or players in spec.players:
        return None
    if spec.players_reason:
        return spec.players_reason
    counts = [str(n) for n in spec.players]
    listed = counts[0] if len(counts) == 1 else ", ".join(counts[:-1]) + " or " + counts[-1]
    return f"{spec.label} needs {listed} players"


def option_applies(meta: GameMeta, key: str, options: Mapping[str, Any],
                   players: int | None = None) -> str | None:
    """None if option ``key`` counts with ``options``, else why not, as a sentence without
    its full stop: "Only with Turns: Strictly chance" (``OptionSpec.applies``). With
    ``players``, a choice that stands for another at that count is read as what it means
    (``OptionSpec.stands_for``: Treasure's "Auto" decks)."""
    for other, values in meta.option(key).applies:
        spec = meta.option(other)
        value = options.get(other, spec.default)
        if players is not None:
            value = spec.meaning(value, players)
        if value not in values:
            said = " or ".join(spec.label_for(v) for v in values)
            return f"Only with {spec.label}: {said}"
    return None


def choice_available(meta: GameMeta, key: str, value: Any, players: int) -> str | None:
    """None if option ``key`` may take ``value`` with ``players`` players, else the reason
    (``option_available``'s sentence for a whole option limited to some counts, or the
    sentence of the choice's own ``ChoiceLimit``). The one check the command line, the setup
    screen and save loading share."""
    spec = meta.option(key)
    if value != spec.default:
        reason = option_available(meta, key, players)
        if reason is not None:
            return reason
    for limit in spec.limits:
        if limit.value == value and players not in limit.players:
            return limit.reason
    return None


def refused_choices(meta: GameMeta, key: str, players: int) -> list[tuple[Any, ChoiceLimit]]:
    """The choices of option ``key`` that ``players`` players do not allow, each with its
    limit (none when the option as a whole cannot be changed: its own reason says so)."""
    spec = meta.option(key)
    if option_available(meta, key, players) is not None:
        return []
    return [(limit.value, limit) for limit in spec.limits
            if limit.value != spec.default and players not in limit.players]


def _seats(numbers: Sequence[int]) -> str:
    """"Seat 4", "Seats 4 and 5", "Seats 4 to 8" (consecutive), "Seats 2, 4 and 5"."""
    if len(numbers) == 1:
        return f"Seat {numbers[0]}"
    if len(numbers) > 2 and list(numbers) == list(range(numbers[0], numbers[-1] + 1)):
        return f"Seats {numbers[0]} to {numbers[-1]}"
    return "Seats " + ", ".join(str(k) for k in numbers[:-1]) + f" and {numbers[-1]}"


def refused_note(meta: GameMeta, key: str, players: int) -> str:
    """Why the setup screen greys out some choices of option ``key`` with ``players``
    players, in one sentence ("" when none is): "The first dealer must be one of the 3
    players: Seats 4 and 5 are not at the table.", "One deck is not enough for 5–8 players."."""
    refused = refused_choices(meta, key, players)
    seats = [(value, limit) for value, limit in refused if limit.seat_of]
    parts = []
    for role in dict.fromkeys(limit.seat_of for _, limit in seats):
        numbers = sorted(int(v) for v, limit in seats if limit.seat_of == role)
        verb = "is" if len(numbers) == 1 else "are"
        parts.append(f"{role[:1].upper()}{role[1:]} must be one of the {players} players: "
                     f"{_seats(numbers)} {verb} not at the table")
    parts += list(dict.fromkeys(limit.reason for _, limit in refused if not limit.seat_of))
    return "; ".join(parts) + "." if parts else ""


def resolve_options(meta: GameMeta, given: Mapping[str, Any], players: int | None = None) -> dict[str, Any]:
    """Every option with its value: given ones checked against their choices, others default.

    Raises ``ValueError`` for an unknown key or a value that is not one of the choices, and,
    when ``players`` is given, for a choice that player count does not allow (the message is
    ``choice_available``'s sentence).
    Values given as text (from the command line) are matched against the choices' text,
    then their labels (``teams=on``).
    """
    out = {spec.key: spec.default for spec in meta.options}
    for key, value in given.items():
        try:
            spec = meta.option(key)
        except KeyError:
            known = ", ".join(s.key for s in meta.options) or "none"
            raise ValueError(f"{meta.game_id} has no option {key!r} (options: {known})") from None
        if value not in spec.choices:
            matches = [c for c in spec.choices if str(c).lower() == str(value).lower()]
            matches += [c for c, label in zip(spec.choices, spec.choice_labels, strict=False)
                        if label.lower() == str(value).lower()]  # as the setup screen names it: on
            if not matches:
                choices = ", ".join(str(c) for c in spec.choices)
                raise ValueError(f"option {key}={value!r}: choose one of {choices}")
            value = matches[0]
        if players is not None:
            reason = choice_available(meta, key, value, players)
            if reason is not None:
                raise ValueError(reason)
        out[key] = value
    return out


def check_config(meta: GameMeta, cfg: MatchConfig) -> dict[str, Any]:
    if cfg.game_id != meta.game_id:
        raise ValueError(f"config is for {cfg.game_id!r}, not {meta.game_id!r}")
    if not meta.min_players <= cfg.num_players <= meta.max_players:
        raise ValueError(f"{meta.title} takes {meta.min_players}–{meta.max_players} players, "
                         f"not {cfg.num_players}")
    return resolve_options(meta, cfg.options, cfg.num_players)


@dataclass(frozen=True)
class ChanceField:
    """A state field that carries chance still to come, and how a sampled world replaces it.

    ``how`` is "redraw" (a seed the next deal or reshuffle derives from: a fresh number from
    the world's rng) or "empty" (the stacked card orders a script fixed for later deals,
    ``BaseRules.stack_later``: cleared to ``()``, so later deals fall back to the seed the
    world drew and no bot foresees a stacked future).
    """

    name: str
    how: str = "redraw"


#: the match seed, redrawn in every sampled world
SEED = ChanceField("seed")
#: the stacked orders for later shuffles (a tuple of card-code tuples, the next first), emptied
STACKS = ChanceField("stacks", "empty")


def chance_field(spec: str | ChanceField) -> ChanceField:
    """A declared chance field as a ``ChanceField`` (a bare name is a redrawn seed)."""
    return spec if isinstance(spec, ChanceField) else ChanceField(spec)


def deal_unseen(shuffled: list[CardId], slots: Sequence[frozenset[str] | None],
                deck: DeckSpec) -> list[CardId]:
    """The shuffled unseen cards put in slot order so that each slot gets a card it may hold.

    Slots that restrict their kinds are filled first, the kind that fits the fewest of the
    cards first, each slot taking the first fitting card left in shuffled order; slots that
    take anything get the rest in order. That is exact (and uniform within each kind) when
    the kinds a game declares are disjoint or nested, which is what games use. Raises
    ``ValueError`` if the cards cannot fit (a game declared kinds its own state breaks).
    """
    left = list(shuffled)
    out: list[CardId | None] = [None] * len(slots)
    classes = sorted({k for k in slots if k is not None},
                     key=lambda k: (sum(card_fits(deck[c], k) for c in left), sorted(k)))
    for kind in classes:
        for i, k in enumerate(slots):
            if k != kind:
                continue
            for j, c in enumerate(left):
                if card_fits(deck[c], kind):
                    out[i] = left.pop(j)
                    break
            else:
                raise ValueError(f"determinize: no unseen card left that a {sorted(kind)} slot may hold")
    rest = iter(left)
    return [c if c is not None else next(rest) for c in out]


def _norm(text: str) -> str:
    return " ".join(text.strip().lower().split())


def with_fields(s: S, changes: Mapping[str, Any]) -> S:
    """``s`` with some fields replaced (a NamedTuple or a frozen dataclass)."""
    replace_fields = getattr(s, "_replace", None)  # a NamedTuple
    if replace_fields is not None:
        return replace_fields(**changes)
    return replace(s, **changes)  # type: ignore[type-var]


class BaseRules(Generic[S]):
    """Generic parts of the protocol. A game subclasses this and fills in the rest."""

    meta: GameMeta
    #: words a player may write for the notation's own (``{"color": "colour"}``), read as it
    notation_aliases: Mapping[str, str] = {}
    #: A regular expression every well-formed move in the notation matches (case-insensitive).
    notation_re: re.Pattern[str] = re.compile(r".+")
    #: The chance contract: the state fields that carry randomness still to come (the seed the
    #: next deal, a reshuffle or a random pick derive from with a counter). Nobody at the
    #: table knows them, so ``determinize`` always draws them afresh (``reseed``) and no
    #: sampled world can foresee a shuffle. Every game keeps its match seed in ``seed``; a
    #: game that keeps chance elsewhere too names those fields as well.
    #: A field may say how it is replaced (``ChanceField``): a game whose later deals can be
    #: stacked declares ``STACKS`` too, a state field ``stacks`` that worlds hold empty.
    chance_fields: tuple[str | ChanceField, ...] = ("seed",)
    #: The option that chooses the game's first seat, as its rules have one (Keltis' first
    #: player, Hyrule's youngest, the first dealer): choices are seats counted from 1 (and
    #: "random"). ``tabletop run --first N`` sets it (``choose_first``); None: no such seat.
    first_option: str | None = None

    # --- to be provided by each game -------------------------------------------------------
    def deck(self, cfg: MatchConfig) -> DeckSpec:
        raise NotImplementedError

    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> S:
        raise NotImplementedError

    def to_act(self, s: S) -> PlayerId | None:
        raise NotImplementedError

    def legal_actions(self, s: S) -> tuple[Action, ...]:
        raise NotImplementedError

    def apply(self, s: S, a: Action) -> Step[S]:
        raise NotImplementedError

    def zones(self, s: S) -> dict[ZoneId, Zone]:
        raise NotImplementedError

    def with_zones(self, s: S, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> S:
        """``s`` with the card lists of its zones replaced (used by ``determinize``)."""
        raise NotImplementedError

    def scores(self, s: S) -> tuple[int, ...]:
        raise NotImplementedError

    def returns(self, s: S) -> tuple[float, ...]:
        """Per seat in [0, 1]: 1 win, 0 loss, ties share. Only meaningful when terminal."""
        raise NotImplementedError

    def format_action(self, a: Action) -> str:
        raise NotImplementedError

    def describe(self, s: S, a: Action) -> str:
        """The action as a button label, for the seat taking it ("Play the 7 of Hearts")."""
        return self.format_action(a)

    def narrate(self, s: S, a: Action, names: Sequence[str]) -> str:
        """The action as a log line everyone may read ("Aoife plays the 7 of Hearts").

        ``s`` is the state before the action. Must not name a card the table cannot see
        (a face-down commit is "Aoife picks a card"). Default: name + description.
        """
        return f"{names[a.player]}: {self.describe(s, a)}"

    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None:
        """A ``Notice`` event in words for the log and toasts, or None to stay silent."""
        return None

    def encode(self, s: S) -> dict[str, Any]:
        raise NotImplementedError

    def decode(self, data: Any) -> S:
        raise NotImplementedError

    def config(self, s: S) -> MatchConfig:
        raise NotImplementedError

    def public_info(self, s: S) -> dict[str, Any]:
        """Public facts beyond the zones (scores, direction of play...), JSON-able."""
        return {}

    def phase(self, s: S) -> str:
        return "play"

    def max_steps(self, cfg: MatchConfig) -> int:
        """An upper bound on actions in one match (the harness fails a longer game)."""
        return 10_000

    def window(self, s: S) -> Window | None:
        """The open response window, if ``to_act`` is answering another seat's move out of
        turn (``core/effects.py``). Public: it must not depend on hidden cards."""
        return None

    def turn_of(self, s: S) -> PlayerId | None:
        """Whose turn the move about to be made in ``s`` belongs to (the log groups moves by
        turn): an answer out of turn belongs to the turn it answers (the window's ``about``),
        any other move to the seat making it. A game whose turn goes on through other seats'
        steps (Seanchaí: a Dark card's answer and its user's choice) names the turn's owner."""
        w = self.window(s)
        return w.about if w is not None else self.to_act(s)

    def team_of(self, cfg: MatchConfig, seat: PlayerId) -> int:
        """Seats with the same team share rewards. Default: every seat its own team."""
        return seat

    def deals(self, cfg: MatchConfig) -> int | None:
        """The most shuffles a match can make, the opening deal included (the stacked orders
        ``stack_later`` accepts are one fewer); None: no bound the rules fix. Default: one
        deal, unless the game declares ``STACKS``."""
        return None if self.stacks_field() else 1

    def first_refusal(self, cfg: MatchConfig) -> str | None:
        """Why ``cfg`` has no first seat to choose, in one sentence (the rules fix the order
        by something else), or None."""
        return None

    #: whether ``scores`` are points the rules count. False: a number that only ranks the
    #: seats (Ard Rí's 100 a client plus the wealth, its D-A23 order as one number); the
    #: results then show the breakdown's columns, as the rules count them, and no "Total"
    score_is_points: bool = True

    def score_breakdown(self, s: S) -> list[list[tuple[str, int]]]:
        """Per seat, labelled lines that add up to its score (results screen); where the
        score is no points (``score_is_points``), the rules' own counts in their order."""
        return [[("Score", v)] for v in self.scores(s)]

    def why_not_onto(self, s: S, seat: PlayerId, card: CardId, onto: CardId,
                     names: Sequence[str] = ()) -> str:
        """Why ``card`` may not go onto the card ``onto`` (a refused drop over a card lying
        face up: "The War Chariot is a Warfare card; Cú Chulainn pairs only with …"), said to
        ``seat``; "" when the card it was dropped on says nothing more than the place
        (``why_not`` then gives the reason). Asked only about a drop the table refused."""
        return ""

    # --- generic ---------------------------------------------------------------------------
    def is_terminal(self, s: S) -> bool:
        return self.to_act(s) is None

    def apply_fast(self, s: S, a: Action) -> S:
        """Apply an action taken from ``legal_actions(s)`` (search uses this hot path)."""
        return self.apply(s, a).state

    def view(self, s: S, viewer: PlayerId) -> TableView:
        return TableView(viewer, self.to_act(s), self.phase(s), zone_views(self.zones(s), viewer),
                         self.view_info(s))

    def view_info(self, s: S) -> dict[str, Any]:
        """A view's ``info``, the same for every viewer: ``public_info``, the scores and the
        response window. It names a card by what every seat sees (its code, a public place),
        never by a copy's id (the harness rotates identical copies to check)."""
        info = dict(self.public_info(s))
        info.setdefault("scores", list(self.scores(s)))
        window = self.window(s)
        if window is not None:
            info["window"] = window.to_json()
        return info

    def info_key(self, s: S, player: PlayerId) -> tuple:
        """Everything ``player`` knows, as a hashable value: equal keys = same information set."""
        v = self.view(s, player)
        zones = tuple(sorted((zid, z.cards, z.face_up) for zid, z in v.zones.items()))
        return (player, v.to_act, v.phase, zones, hash_json(v.info))

    def determinize(self, s: S, player: PlayerId, rng: Rng) -> S:
        """A state ``player`` cannot tell from ``s``, the world a bot searches: every card they
        cannot see is re-dealt (``redeal``) and the chance still to come is drawn afresh
        (``reseed``), so no world holds the real next deal or reshuffle.

        Both steps always run: a game may speed up ``redeal`` (Keltis) but should not override
        this. Canonical: two states that look the same to ``player`` and differ only in what
        nobody at the table can know give the same world for the same ``rng`` (the harness
        checks it with a twin state, ``testing/conformance.py``).
        """
        return self.reseed(self.redeal(s, player, rng), rng)

    def reseed(self, s: S, rng: Rng) -> S:
        """``s`` with every ``chance_fields`` field replaced as it declares: a seed drawn
        afresh from ``rng`` (one draw each, in declaration order), stacked orders emptied."""
        fields = [chance_field(f) for f in self.chance_fields]
        if not fields:
            return s
        fresh = {f.name: rng.next_u64() >> 1 if f.how == "redraw" else () for f in fields}
        return with_fields(s, fresh)

    def stacks_field(self) -> str | None:
        """The state field holding the stacked orders for later shuffles (``STACKS``), if the
        game declares one."""
        for f in self.chance_fields:
            if chance_field(f).how == "empty":
                return chance_field(f).name
        return None

    def stack_later(self, s: S, orders: Sequence[Sequence[str]]) -> S:
        """``s``, a new game, with card orders (codes, top first) for its later shuffles: the
        first order is used by the match's second shuffle (its first after the opening deal),
        and so on; an empty order leaves that shuffle to the seed. Each game's deal and
        reshuffle code takes the next order when one is left (``cards.restacked``: named cards
        on top, the rest in seeded order).

        They are chance to come, kept in the declared ``STACKS`` field, which ``determinize``
        empties: no bot's world holds them. Raises ``ValueError`` in one sentence for a game
        that makes no later shuffle, more orders than the game can use, an unknown card or a
        card named more often than the deck holds it.
        """
        orders = [tuple(o) for o in orders]
        if not orders:
            return s
        cfg = self.config(s)
        title = self.meta.title
        most = self.deals(cfg)
        name = self.stacks_field()
        if name is None or most == 1:
            how = "" if name is None else " with these options"
            raise ValueError(f"{title} makes one deal{how}, so only the first deck can be stacked")
        if most is not None and len(orders) + 1 > most:
            raise ValueError(f"{title} makes at most {most} deals or shuffles with these options, "
                             f"not {len(orders) + 1}")
        deck = self.deck(cfg)
        out = []
        for k, order in enumerate(orders, start=2):
            try:
                ids = deck.parse_cards(order)
            except ValueError as exc:
                raise ValueError(f"deal {k}: {exc}") from None
            out.append(tuple(deck.code(c) for c in ids))
        return with_fields(s, {name: tuple(out)})

    def choose_first(self, cfg: MatchConfig, seat: int) -> MatchConfig:
        """``cfg`` with the game's first seat (``first_option``) set to ``seat``, counted from 1.
        Raises ``ValueError`` in one sentence where the game has none, the rules fix it by
        something else (``first_refusal``) or the seat is not at the table."""
        title = self.meta.title
        if self.first_option is None:
            raise ValueError(f"{title} has no first dealer or player to choose")
        reason = self.first_refusal(cfg)
        if reason:
            raise ValueError(reason)
        n = cfg.num_players
        if not 1 <= seat <= n:
            raise ValueError(f"takes a seat from 1 to {n}, not {seat}")
        options = {**cfg.options, self.first_option: seat}
        resolve_options(self.meta, options, n)
        return replace(cfg, options=options)

    def redeal(self, s: S, player: PlayerId, rng: Rng) -> S:
        """``s`` with the cards ``player`` cannot see shuffled among their places.

        Canonical: the unseen cards are collected sorted and the slots visited in sorted zone
        order; in a zone whose order is not public (``Zone.order_public``) the cards ``player``
        sees come first and the unseen ones after them, as ``view`` lists them, so where a
        hidden card lay does not carry over into the world either. A zone that declares
        ``may_hold`` gets only cards of those kinds (``deal_unseen``).
        """
        zones = self.zones(s)
        piles: dict[ZoneId, list[CardId]] = {}
        slots: list[tuple[ZoneId, int]] = []
        pool: list[CardId] = []
        kinds: set[frozenset[str]] = set()
        for zid in sorted(zones):
            z = zones[zid]
            cards = z.cards
            hidden = [i for i, c in enumerate(cards) if not z.visible_to(c, player)]
            if not hidden:
                continue
            if not z.order_public and len(hidden) < len(cards):
                seen, unseen = view_order(z, player)
                cards = (*seen, *unseen)
                hidden = list(range(len(seen), len(cards)))
            piles[zid] = list(cards)
            for i in hidden:
                slots.append((zid, i))
                pool.append(cards[i])
            if z.may_hold is not None:
                kinds.add(z.may_hold)
        if not pool:
            return s
        pool.sort()
        rng.shuffle(pool)
        if kinds:
            deck = self.deck(self.config(s))
            pool = deal_unseen(pool, [zones[zid].may_hold for zid, _ in slots], deck)
        for (zid, i), c in zip(slots, pool, strict=True):
            piles[zid][i] = c
        return self.with_zones(s, {zid: tuple(piles[zid]) if zid in piles else z.cards
                                   for zid, z in zones.items()})

    def state_hash(self, s: S) -> str:
        return hash_json(self.encode(s))

    def parse_action(self, s: S, text: str) -> Action:
        """The legal action whose notation is ``text``.

        Raises ``NotationError`` if the text is not a move in this game's notation at all,
        ``IllegalAction`` if it is one but not legal now.
        """
        from .notation import illegal_reason, move_noun, unknown_card

        wanted = " ".join(self.notation_aliases.get(w, w) for w in _norm(text).split())
        if not wanted:
            raise NotationError("empty move")
        for a in self.legal_actions(s):
            if _norm(self.format_action(a)) == wanted:
                return a
        said = text.strip()
        if not self.notation_re.fullmatch(wanted):
            raise NotationError(f"{said!r} is not {move_noun(self.meta.title)} ({self.meta.notation})")
        bad = unknown_card(self, s, wanted)
        if bad is not None:
            raise NotationError(f"{said!r} is not {move_noun(self.meta.title)}: no card is "
                                f"called {bad.upper()}")
        if self.to_act(s) is None:
            raise IllegalAction(f"{said!r}: the game is over")
        reason = illegal_reason(self, s, wanted)
        raise IllegalAction(f"{said!r} is not legal now" + (f". {reason}" if reason else ""))

    def check_legal(self, s: S, a: Action) -> None:
        if a not in self.legal_actions(s):
            who = self.to_act(s)
            if who is None:
                raise IllegalAction("the game is over")
            if a.player != who:
                raise IllegalAction(f"it is player {who}'s move, not player {a.player}'s")
            try:
                text = self.format_action(a)
            except Exception:  # a malformed action may not even format
                text = repr(a)
            raise IllegalAction(f"{text} is not legal now")

    def why_not(self, s: S, seat: PlayerId, card: CardId, zone: ZoneId | None,
                names: Sequence[str] = ()) -> str:
        """Why putting ``card`` on ``zone`` (None: nowhere in particular) is not a legal move
        for ``seat`` now, said to that player; "" if it is legal. Pure.

        Games override it to name the rule the player ran into ("Your Red row runs
        downward: play 5 or lower"); this default knows only the turn and the legal moves.
        A card that may go elsewhere gets ``Misplaced`` (neutral words: the table adds where
        to drop it).
        """
        who = self.to_act(s)
        if who is None:
            return "The game is over."
        if seat != who:
            return not_your_turn(names[who] if who < len(names) else f"Player {who + 1}")
        moves = [a for a in self.legal_actions(s) if card in a.cards]
        if zone is not None and any(a.dst == zone for a in moves):
            return ""
        if not moves:
            return "That card cannot be played now."
        return Misplaced()


class RecordingRules(BaseRules[S]):
    """Rules written as one ``_apply(s, a, events)`` that appends the step's events.

    ``apply`` checks legality (with the reason ``check_legal`` gives) and collects the events;
    ``apply_fast``, the search hot path, hands ``_apply`` a throwaway list.
    """

    def _apply(self, s: S, a: Action, events: list[Event]) -> S:
        raise NotImplementedError

    def apply(self, s: S, a: Action) -> Step[S]:
        if not listed(a, self.legal_actions(s)):
            self.check_legal(s, a)
        events: list[Event] = []
        return Step(self._apply(s, a, events), tuple(events))

    def apply_fast(self, s: S, a: Action) -> S:
        return self._apply(s, a, [])
