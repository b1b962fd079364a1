"""Hyrule, per ``shared/rules/hyrule.md``: both turn variants, 2–5 players, every option.

Zones: ``hand/<p>`` (owner only), ``play/<p>`` (the card a seat put on this trick: face up in
the strategy variant, face down until the reveal in the chance variant), ``won/<p>`` (captured
cards: public, everyone saw them played; drawn as a pile with its count), ``pot`` (a tied
trick waiting for the next winner), ``discard`` (a tied last trick, uncounted), ``runoff`` (the
cards of a sudden-death run-off) and ``stock`` (the undealt rest, unseen).

Notation: ``play <card>`` (cards ``AS 10H QD JK``; both Jokers are ``JK``), and ``play random``
in the chance variant's blind-pick option.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...core.actions import Action
from ...core.cards import DeckSpec, restacked, stacked_order
from ...core.codec import decode_record, encode_record, hash_json
from ...core.events import (
    CardsFlipped,
    CardsMoved,
    Event,
    Notice,
    PhaseChanged,
    TurnChanged,
    ZoneShuffled,
)
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.outcome import counter_clockwise, shared_returns, top_seats
from ...core.rng import Rng, derive
from ...core.rules import (
    SEED,
    STACKS,
    BaseRules,
    GameMeta,
    MatchConfig,
    OptionSpec,
    Step,
    check_config,
    seat_limits,
)
from ...core.zones import Vis, Zone
from . import words
from .precedence import trick_winner
from .state import DECK, JOKER_IDS, RANDOM, HyruleState
from .words import card_title

__all__ = ["DECK", "JOKER_IDS", "META", "RANDOM", "RULES", "HyruleRules", "HyruleState", "card_title"]

HAND_SIZE = 7

META = GameMeta(
    game_id="hyrule",
    title="Hyrule",
    min_players=2,
    max_players=5,
    pitch="Seven tricks, a rock-paper-scissors of suits, and Tingles that only a few cards can stop.",
    rules_version=1,
    options=(
        OptionSpec("variant", "Turns", "Strategy: play face up in turn. Chance: everyone picks face down, then all flip.",
                   ("strategy", "chance"), "strategy", ("A bit of strategy", "Strictly chance")),
        OptionSpec("blind_pick", "Blind pick", "Chance variant only: your card is picked at random from your hand.",
                   (False, True), False, ("Off", "On"), applies=(("variant", ("chance",)),)),
        OptionSpec("tie", "Tied round", "Run-off: tied players flip single cards until one wins. Accept: they share the win.",
                   ("runoff", "accept"), "runoff", ("Run-off", "Accept tie")),
        OptionSpec("rounds", "Rounds", "Rounds in the match; most rounds won wins, then most cards captured.",
                   (1, 3, 5, 7), 1),
        OptionSpec("youngest", "Youngest player", "Strategy variant: this seat (counting from 1) leads the first trick of each round.",
                   (1, 2, 3, 4, 5), 1, limits=seat_limits((3, 4, 5), 5, "the youngest player"),
                   applies=(("variant", ("strategy",)),)),
    ),
    notation="'play <card>' e.g. 'play 7H', 'play 10D', 'play JK'; 'play random' for a blind pick",
)


def _play_action(p: int, card: int) -> Action:
    return Action("play", p, (card,), f"hand/{p}", f"play/{p}")


_PLAY = [[_play_action(p, c) for c in range(len(DECK))] for p in range(5)]
_BLIND = [Action("play", p, (), f"hand/{p}", f"play/{p}", RANDOM) for p in range(5)]


@lru_cache(maxsize=1 << 16)
def _winner(cards: tuple[int, ...]) -> int | None:
    """``trick_winner`` by card ids, memoised: the same small tricks recur all the time."""
    return trick_winner([DECK[c] for c in cards])


def _deal(order: list[int], n: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Deal 7 to each seat in blocks from the top (index 0); the rest is the stock."""
    hands = tuple(tuple(sorted(order[p * HAND_SIZE:(p + 1) * HAND_SIZE])) for p in range(n))
    rest = order[n * HAND_SIZE:]
    return hands, tuple(reversed(rest))  # stock: bottom first, so the next card is last


class HyruleRules(BaseRules[HyruleState]):
    meta = META
    chance_fields = (SEED, STACKS)
    first_option = "youngest"
    notation_re = words.NOTATION_RE

    # --- setup -------------------------------------------------------------------------------
    def deck(self, cfg: MatchConfig) -> DeckSpec:
        return DECK

    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> HyruleState:
        opts = check_config(self.meta, cfg)
        n = cfg.num_players
        youngest = int(opts["youngest"]) - 1
        if youngest >= n:
            raise ValueError(f"youngest player must be a seat from 1 to {n}")
        shuffled = Rng.derived(cfg.seed, "deal", 0).shuffled(range(len(DECK)))
        hands, stock = _deal(stacked_order(DECK, shuffled, stacked), n)
        variant = opts["variant"]
        order = counter_clockwise(youngest, n) if variant == "strategy" else tuple(range(n))
        empty = tuple(() for _ in range(n))
        return HyruleState(
            n=n, seed=cfg.seed, variant=variant, blind=bool(opts["blind_pick"]) and variant == "chance",
            tie_rule=opts["tie"], rounds=int(opts["rounds"]), youngest=youngest,
            hands=hands, plays=empty, won=empty, stock=stock, pot=(), discard=(), runoff=(),
            runoff_seats=(), order=order, turn_index=0, leader=order[0], trick_no=1, round_no=1,
            last_winner=-1, round_captured=(), round_winners=(), rng_counter=0, over=False,
        )

    def config(self, s: HyruleState) -> MatchConfig:
        return MatchConfig("hyrule", s.n, s.seed, {
            "variant": s.variant, "blind_pick": s.blind, "tie": s.tie_rule,
            "rounds": s.rounds, "youngest": s.youngest + 1})

    def deals(self, cfg: MatchConfig) -> int | None:
        """One deal per round; run-offs add shuffles without a bound."""
        opts = check_config(self.meta, cfg)
        return int(opts["rounds"]) if opts["tie"] == "accept" else None

    def first_refusal(self, cfg: MatchConfig) -> str | None:
        if check_config(self.meta, cfg)["variant"] == "chance":
            return ("Hyrule's chance variant has no first player: everyone picks face down at "
                    "once (the youngest leads in the strategy variant)")
        return None

    def max_steps(self, cfg: MatchConfig) -> int:
        """A true bound: a round is exactly one play per seat per trick, seven tricks, and
        nothing else is an action; taken for the longest match the options allow."""
        return HAND_SIZE * cfg.num_players * max(self.meta.option("rounds").choices)

    # --- turn ----------------------------------------------------------------------------------
    def to_act(self, s: HyruleState) -> PlayerId | None:
        return None if s.over else s.order[s.turn_index]

    def phase(self, s: HyruleState) -> str:
        return "over" if s.over else "play"

    def legal_actions(self, s: HyruleState) -> tuple[Action, ...]:
        if s.over:
            return ()
        p = s.order[s.turn_index]
        if s.blind:
            return (_BLIND[p],)
        hand = s.hands[p]
        if JOKER_IDS[1] in hand and JOKER_IDS[0] in hand:  # the two Jokers are one choice
            hand = tuple(c for c in hand if c != JOKER_IDS[1])
        return tuple(map(_PLAY[p].__getitem__, hand))

    def _is_legal(self, s: HyruleState, a: Action) -> bool:
        """``a in legal_actions(s)``, without building the list (the hot path of apply)."""
        if s.over:
            return False
        p = s.order[s.turn_index]
        if s.blind:
            return a == _BLIND[p]
        if a.player != p or len(a.cards) != 1:
            return False
        card = a.cards[0]
        hand = s.hands[p]
        if card not in hand or a != _PLAY[p][card]:
            return False
        return not (card == JOKER_IDS[1] and JOKER_IDS[0] in hand)

    def apply(self, s: HyruleState, a: Action) -> Step[HyruleState]:
        if not self._is_legal(s, a):
            self.check_legal(s, a)
        events: list[Event] = []
        s2 = self._play(s, a, events)
        return Step(s2, tuple(events))

    def apply_fast(self, s: HyruleState, a: Action) -> HyruleState:
        return self._play(s, a, [])

    # --- the move ------------------------------------------------------------------------------
    def _rng(self, s: HyruleState) -> Rng:
        return Rng(derive(s.seed, "chance", s.rng_counter))

    def _play(self, s: HyruleState, a: Action, events: list[Event]) -> HyruleState:
        p = a.player
        hand = s.hands[p]
        counter = s.rng_counter
        if a.choice == RANDOM:
            card = Rng(derive(s.seed, "chance", counter)).choice(hand)
            counter += 1
        else:
            card = a.cards[0]
        hands = s.hands[:p] + (tuple(c for c in hand if c != card),) + s.hands[p + 1:]
        plays = s.plays[:p] + ((card,),) + s.plays[p + 1:]
        events.append(CardsMoved((card,), f"hand/{p}", f"play/{p}"))
        s = s._replace(hands=hands, plays=plays, turn_index=s.turn_index + 1, rng_counter=counter)
        if s.turn_index < len(s.order):
            events.append(TurnChanged(s.order[s.turn_index]))
            return s
        return self._resolve_trick(s, events)

    def _resolve_trick(self, s: HyruleState, events: list[Event]) -> HyruleState:
        order = s.order
        if s.variant == "chance":
            for q in order:
                events.append(CardsFlipped(s.plays[q], f"play/{q}", True))
        cards = [s.plays[q][0] for q in order]
        s = s._replace(tricks=s.tricks + (tuple(x for q in order for x in (q, s.plays[q][0])),))
        w = _winner(tuple(cards))
        empty = tuple(() for _ in range(s.n))
        won, pot = s.won, s.pot
        if w is None:
            for q in order:
                events.append(CardsMoved(s.plays[q], f"play/{q}", "pot"))
            pot = pot + tuple(cards)
            events.append(Notice("trick_tied", (s.trick_no,)))
            last_winner = -1
        else:
            winner = order[w]
            gained = tuple(cards) + pot
            for q in order:
                events.append(CardsMoved(s.plays[q], f"play/{q}", f"won/{winner}"))
            if pot:
                events.append(CardsMoved(pot, "pot", f"won/{winner}"))
            won = won[:winner] + (won[winner] + gained,) + won[winner + 1:]
            pot = ()
            # the winning card by its code: with two Jokers an id would name the copy
            events.append(Notice("trick_won", (winner, len(gained), DECK.code(cards[w])), winner))
            last_winner = winner
        s = s._replace(plays=empty, won=won, pot=pot, last_winner=last_winner, trick_no=s.trick_no + 1)
        if s.trick_no > HAND_SIZE:
            return self._end_round(s, events)
        if s.variant == "strategy":
            leader = self._next_leader(s)
            order = counter_clockwise(leader, s.n)
        else:
            leader, order = 0, tuple(range(s.n))
        s = s._replace(leader=leader, order=order, turn_index=0)
        events.append(TurnChanged(order[0]))
        return s

    def _next_leader(self, s: HyruleState) -> int:
        """Most captured cards leads; ties: the tied seat that won the last trick, else the
        first tied seat in play order from the previous leader."""
        counts = [len(w) for w in s.won]
        tied = top_seats(counts)
        if len(tied) == 1:
            return tied[0]
        if s.last_winner in tied:
            return s.last_winner
        return counter_clockwise(s.leader, s.n, tied)[0]

    def _end_round(self, s: HyruleState, events: list[Event]) -> HyruleState:
        if s.pot:
            events.append(CardsMoved(s.pot, "pot", "discard"))
            events.append(Notice("pot_discarded", (len(s.pot),)))
            s = s._replace(pot=(), discard=s.discard + s.pot)
        counts = tuple(len(w) for w in s.won)
        winners = top_seats(counts)
        if len(winners) > 1 and s.tie_rule == "runoff":
            s, winner = self._runoff(s, winners, events)
            winners = (winner,)
        events.append(Notice("round_won", (s.round_no, *winners)))
        s = s._replace(round_captured=s.round_captured + (counts,),
                    round_winners=s.round_winners + (winners,))
        if s.round_no >= s.rounds:
            events.append(PhaseChanged("over"))
            return s._replace(over=True)
        return self._new_round(s, events)

    def _gather(self, s: HyruleState, events: list[Event]) -> list[int]:
        """Every card back to the stock (events included); returns the full card list."""
        sources: list[tuple[ZoneId, tuple[int, ...]]] = []
        for p in range(s.n):
            sources.append((f"won/{p}", s.won[p]))
        sources += [("discard", s.discard), ("runoff", s.runoff)]
        for zid, cards in sources:
            if cards:
                events.append(CardsMoved(cards, zid, "stock"))
        all_cards = list(s.stock)
        for _, cards in sources:
            all_cards.extend(cards)
        return all_cards

    def _runoff(self, s: HyruleState, tied: tuple[int, ...], events: list[Event]) -> tuple[HyruleState, int]:
        """Sudden death: tied seats are dealt one card each from the reshuffled full deck,
        face up, until one card wins outright."""
        events.append(Notice("runoff", tied))
        counter = s.rng_counter
        while True:
            cards = self._gather(s, events)
            rng = Rng(derive(s.seed, "chance", counter))
            counter += 1
            cards.sort()
            rng.shuffle(cards)
            if s.stacks:  # a stacked order for this flip
                cards = restacked(DECK, cards, s.stacks[0])
                s = s._replace(stacks=s.stacks[1:])
            events.append(ZoneShuffled("stock"))
            flipped = tuple(cards[:len(tied)])
            stock = tuple(cards[len(tied):])
            for card in flipped:
                events.append(CardsMoved((card,), "stock", "runoff"))
            empty = tuple(() for _ in range(s.n))
            s = s._replace(won=empty, discard=(), stock=stock, runoff=flipped, runoff_seats=tied,
                        rng_counter=counter)
            w = trick_winner([DECK[c] for c in flipped])
            if w is not None:
                events.append(Notice("runoff_won", (tied[w],), tied[w]))
                return s, tied[w]
            events.append(Notice("runoff_tied", ()))

    def _new_round(self, s: HyruleState, events: list[Event]) -> HyruleState:
        cards = self._gather(s, events)
        cards.sort()
        rng = Rng(derive(s.seed, "deal", s.round_no))
        rng.shuffle(cards)
        if s.stacks:  # a stacked order for this round's deal
            cards = restacked(DECK, cards, s.stacks[0])
            s = s._replace(stacks=s.stacks[1:])
        events.append(ZoneShuffled("stock"))
        hands, stock = _deal(cards, s.n)
        for p in range(s.n):
            events.append(CardsMoved(hands[p], "stock", f"hand/{p}"))
        order = counter_clockwise(s.youngest, s.n) if s.variant == "strategy" else tuple(range(s.n))
        empty = tuple(() for _ in range(s.n))
        events.append(PhaseChanged(f"round {s.round_no + 1}"))
        events.append(TurnChanged(order[0]))
        return s._replace(hands=hands, plays=empty, won=empty, stock=stock, discard=(), runoff=(),
                       runoff_seats=(), order=order, turn_index=0, leader=order[0], trick_no=1,
                       round_no=s.round_no + 1, last_winner=-1, tricks=())

    # --- zones ---------------------------------------------------------------------------------
    def zones(self, s: HyruleState) -> dict[ZoneId, Zone]:
        play_vis = Vis.OWNER if s.variant == "chance" else Vis.PUBLIC
        out: dict[ZoneId, Zone] = {}
        for p in range(s.n):
            out[f"hand/{p}"] = Zone(f"hand/{p}", s.hands[p], p, Vis.OWNER)
            out[f"play/{p}"] = Zone(f"play/{p}", s.plays[p], p, play_vis)
            out[f"won/{p}"] = Zone(f"won/{p}", s.won[p], p, Vis.PUBLIC)
        out["pot"] = Zone("pot", s.pot)
        out["discard"] = Zone("discard", s.discard)
        out["runoff"] = Zone("runoff", s.runoff)
        out["stock"] = Zone("stock", s.stock, None, Vis.HIDDEN)
        return out

    def with_zones(self, s: HyruleState, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> HyruleState:
        n = s.n
        return s._replace(
            hands=tuple(tuple(sorted(cards[f"hand/{p}"])) for p in range(n)),
            plays=tuple(cards[f"play/{p}"] for p in range(n)),
            won=tuple(cards[f"won/{p}"] for p in range(n)),
            pot=cards["pot"], discard=cards["discard"], runoff=cards["runoff"], stock=cards["stock"],
        )

    def info_key(self, s: HyruleState, player: PlayerId) -> tuple:
        hidden_plays = tuple(len(x) for x in s.plays) if s.variant == "chance" else s.plays
        return (player, s.hands[player], s.plays[player], hidden_plays, s.won, s.pot, s.discard,
                s.runoff, s.order, s.turn_index, s.trick_no, s.round_no, s.round_winners, s.over,
                s.last_winner, s.tricks)

    # --- outcome -------------------------------------------------------------------------------
    def scores(self, s: HyruleState) -> tuple[int, ...]:
        """Cards captured over the match."""
        totals = [sum(r[p] for r in s.round_captured) for p in range(s.n)]
        if not s.over:
            totals = [t + len(w) for t, w in zip(totals, s.won, strict=True)]
        return tuple(totals)

    def rounds_won(self, s: HyruleState) -> tuple[int, ...]:
        return tuple(sum(1 for w in s.round_winners if p in w) for p in range(s.n))

    def winners(self, s: HyruleState) -> tuple[int, ...]:
        rounds = self.rounds_won(s)
        best = top_seats(rounds)
        if len(best) == 1:
            return best
        scores = self.scores(s)
        top = max(scores[p] for p in best)
        return tuple(p for p in best if scores[p] == top)

    def returns(self, s: HyruleState) -> tuple[float, ...]:
        return shared_returns(self.winners(s), s.n)

    def score_breakdown(self, s: HyruleState) -> list[list[tuple[str, int]]]:
        rounds = self.rounds_won(s)
        out = []
        for p in range(s.n):
            lines = [("Cards captured" if s.rounds == 1 else f"Round {i + 1}: cards captured", r[p])
                     for i, r in enumerate(s.round_captured)]  # (one round: no round to name)
            if not s.over:
                lines.append((f"Round {s.round_no} so far", len(s.won[p])))
            if s.rounds > 1:
                lines.append(("Rounds won", rounds[p]))
            out.append(lines)
        return out

    def public_info(self, s: HyruleState) -> dict[str, Any]:
        return {
            "scores": list(self.scores(s)), "variant": s.variant, "round": s.round_no,
            "rounds": s.rounds, "trick": s.trick_no, "leader": s.leader, "order": list(s.order),
            "last_winner": s.last_winner, "rounds_won": list(self.rounds_won(s)),
            # this round's tricks as [seat, card code, …]: by code, for two Jokers are alike
            "runoff_seats": list(s.runoff_seats),
            "tricks": [[x if k % 2 == 0 else DECK.code(x) for k, x in enumerate(t)] for t in s.tricks],
            "winners": list(self.winners(s)) if s.over else [],
            # finished rounds (public: every captured card was seen played): the score sheet
            "round_captured": [list(r) for r in s.round_captured],
            "round_winners": [list(w) for w in s.round_winners],
        }

    # --- text ----------------------------------------------------------------------------------
    def format_action(self, a: Action) -> str:
        return words.format_action(a)

    def describe(self, s: HyruleState, a: Action) -> str:
        return words.describe(s, a)

    def narrate(self, s: HyruleState, a: Action, names: Sequence[str]) -> str:
        return words.narrate(s, a, names)

    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None:
        return words.notice_text(notice, names)

    def why_not(self, s: HyruleState, seat: PlayerId, card: CardId, zone: ZoneId | None,
                names: Sequence[str] = ()) -> str:
        return words.why_not(s, seat, card, zone, names)

    def encode(self, s: HyruleState) -> dict[str, Any]:
        return encode_record(s)

    def state_hash(self, s: HyruleState) -> str:
        """The hash saves are checked with. It leaves out ``tricks``: the trick log follows
        from the moves alone, and saves written before it existed must keep loading."""
        data = self.encode(s)
        data.pop("tricks", None)
        return hash_json(data)

    def decode(self, data: Any) -> HyruleState:
        s = decode_record(HyruleState, data)
        if not 2 <= s.n <= 5 or s.variant not in ("strategy", "chance"):
            raise ValueError("not a Hyrule state")
        return s


RULES = HyruleRules()

