"""Hard for two-player Hyrule (strategy variant): expectimax over the seat's own information.

Two-player Hyrule is small enough to search exhaustively from one seat's point of view. The
state of the round that matters is: my remaining cards, the captured counts, the tied pot and
who leads. The one thing I do not know, the opponent's card, is a chance node drawn from a
*model* of the opponent:

* its hand is any set of cards I have not seen, restricted by what its earlier plays showed
  (``infer``): a follower that threw a card instead of taking my lead held nothing that beats
  it, and nothing weaker than what it threw; a follower that took my lead held no cheaper card
  that would have done it. Those are the greedy follower's habits; as soon as a later play
  contradicts them the opponent is not that player and nothing more is inferred this round.
  Its leads teach as much (``infer_leads``, ``excluded_by_leads``): a greedy leader leads its
  cheapest card likely to hold, else its weakest card;
* when it follows my lead it takes the trick whenever its hand can with chance
  ``follow_skill`` (hypergeometric odds over the cards it may hold), and otherwise plays any
  of its cards;
* when it leads, its card is any card it may hold.

The expectimax then picks the card with the best chance of winning the round, memoised over
(my cards, counts, pot, leader). In a match of several rounds it plays each round to win it:
rounds won decide a match, captured cards only break a tie in rounds. The opponent's hand is treated as a fresh draw from the pool at
each trick, which keeps the tree tiny (a decision takes a few milliseconds).

Why not the generic search here: with the same play-out opponent (the greedy player), flat
determinized Monte Carlo beat the greedy player 62 % and random 77 %; this solver, with
``follow_skill`` 0.5, beat them 64–66 % and 86 % and thinks for milliseconds instead of a
quarter second (docs/ai.md). With ``follow_skill`` 0 and no inference it is the best reply to a
uniformly random player, which ``ceiling-random`` uses to show how much any fair bot can win
against random (about 85 %). Three to five players and the chance variant go to the generic
Hard search, whose play-outs handle them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from math import comb
from typing import Any

from ...ai.bots import BotBase, Ready
from ...core.actions import Action
from ...core.rng import Rng
from .ai import BEAT, LEAD_THRESHOLD, N_CARDS, STRENGTH, _by_card
from .rules import DECK, HyruleRules, HyruleState


def _cheap_key(card: int) -> tuple[int, int]:
    return (STRENGTH[card], card)


@dataclass(frozen=True)
class OpponentModel:
    """How the solver expects the opponent to play (see the module docstring)."""

    follow_skill: float = 0.5
    infer: bool = True
    #: how much to trust the inference: the card values blend the narrowed pool's (this
    #: weight) with the whole unseen pool's, hedging against an opponent with other habits
    infer_weight: float = 1.0
    #: infer from its leads too (a greedy leader leads its cheapest card likely to hold)
    infer_leads: bool = False
    #: how far from the leader's threshold a card's estimated odds must be to count
    lead_margin: float = 0.05


HARD_MODEL = OpponentModel(follow_skill=0.5, infer=True, infer_weight=0.5, infer_leads=True)
RANDOM_MODEL = OpponentModel(follow_skill=0.0, infer=False)


@dataclass(frozen=True)
class Seen:
    """What seat ``me`` knows of the round, read from its view."""

    me: int
    hand: tuple[int, ...]
    pool: tuple[int, ...]  # cards the opponent may hold (not seen by me, not excluded)
    unseen: tuple[int, ...]  # every card I have not seen
    lead: int | None  # the opponent's card on the table when I follow
    mine: int
    theirs: int
    pot: int

    def with_pool(self, pool: tuple[int, ...]) -> Seen:
        return replace(self, pool=pool)


def excluded_by_play(tricks: list[list[int]], me: int) -> set[int]:
    """Cards a greedy follower cannot hold, from the tricks it followed this round; empty when
    a later play shows the opponent does not follow greedily (then nothing is inferred)."""
    excluded: set[int] = set()
    # (trick index, cards it could not have held then)
    constraints: list[tuple[int, set[int]]] = []
    for i, trick in enumerate(tricks):
        if len(trick) != 4 or trick[0] != me:
            continue
        mine, theirs = trick[1], trick[3]
        if BEAT[theirs][mine] == 1.0:  # it took the trick: with its cheapest winner
            ruled_out = {u for u in range(N_CARDS)
                         if BEAT[u][mine] == 1.0 and _cheap_key(u) < _cheap_key(theirs)}
        else:  # it threw: nothing that wins, nothing weaker than what it threw
            ruled_out = {u for u in range(N_CARDS)
                         if BEAT[u][mine] == 1.0 or _cheap_key(u) < _cheap_key(theirs)}
        constraints.append((i, ruled_out))
    for i, ruled_out in constraints:
        later = [t[k + 1] for t in tricks[i + 1:] for k in range(0, len(t), 2) if t[k] != me]
        if any(card in ruled_out for card in later):
            return set()  # not a greedy follower: infer nothing
        excluded |= ruled_out
    return excluded


def _hold_odds(beaters: float, unseen: int, their_cards: int) -> float:
    """The greedy leader's chance that none of ``their_cards`` cards drawn from ``unseen``
    beats its lead, with ``beaters`` of those unseen cards beating it (real-valued: an
    estimate); the hypergeometric of ``HyruleAI._win_odds`` as a product."""
    odds = 1.0
    for j in range(their_cards):
        if unseen - j <= 0:
            break
        odds *= max(0.0, unseen - beaters - j) / (unseen - j)
    return odds


def excluded_by_leads(tricks: list[list[int]], me: int, hand: tuple[int, ...],
                      unseen: tuple[int, ...], lead: int | None, their_count: int,
                      margin: float = 0.05) -> set[int] | None:
    """Cards a greedy *leader* cannot hold now, from each lead it made this round (the trick
    log and the lead on the table); None when one of its plays shows it is not that player.

    The greedy leader leads the cheapest card whose odds of holding (no card among my hand's
    size drawn from its unseen cards beats it) reach ``LEAD_THRESHOLD``, else its weakest
    card. Its unseen cards then were my hand then plus the stock; the stock is my unseen pool
    now less its ``their_count`` cards, which I estimate. So a card cheaper than its lead whose
    odds were clearly (``margin``) above the threshold was not in its hand; and when its lead's
    odds were clearly below, the lead was its weakest card: nothing cheaper, nothing likely
    to hold."""
    leads = [(i, t[1]) for i, t in enumerate(tricks) if len(t) == 4 and t[0] != me]
    if lead is not None:
        leads.append((len(tricks), lead))
    pool = set(unseen)
    keep = (len(pool) - their_count) / max(1, len(pool))
    excluded: set[int] = set()
    for i, x in leads:
        played_later = [t[k + 1] for t in tricks[i + 1:] for k in range(0, len(t), 2) if t[k] != me]
        if lead is not None and i < len(tricks):
            played_later.append(lead)
        my_hand = list(hand) + [t[k + 1] for t in tricks[i:] for k in range(0, len(t), 2) if t[k] == me]
        h = len(my_hand)
        size = h + len(pool) - their_count

        could_hold = pool | set(played_later)
        odds = {c: _hold_odds(sum(1 for u in my_hand if BEAT[u][c] == 1.0)
                              + keep * sum(1 for u in pool if u != c and BEAT[u][c] == 1.0), size, h)
                for c in could_hold | {x}}
        cheaper = {u for u in could_hold if _cheap_key(u) < _cheap_key(x)}
        likely = {u for u in could_hold if odds[u] >= LEAD_THRESHOLD + margin}
        ruled_out = cheaper & likely
        if odds[x] < LEAD_THRESHOLD - margin:  # it had no card likely to hold: x was its weakest
            ruled_out |= cheaper | likely
        if ruled_out & set(played_later):
            return None
        excluded |= ruled_out
    return excluded


def read_view(rules: HyruleRules, state: HyruleState, me: int, infer: bool,
              infer_leads: bool = False, lead_margin: float = 0.05) -> Seen:
    """Everything the solver needs, from ``rules.view`` for ``me`` only (it never peeks)."""
    view = rules.view(state, me)
    other = 1 - me
    hand = tuple(sorted(c for c in view.zones[f"hand/{me}"].cards if c is not None))
    seen: set[int] = set()
    for zone in view.zones.values():
        seen.update(c for c in zone.cards if c is not None)
    table = view.zones[f"play/{other}"].cards
    lead = table[0] if table and table[0] is not None else None
    # the public trick log names cards by code (the two Jokers alike): the first copy's id
    tricks = [[x if k % 2 == 0 else DECK.ids_for(x)[0] for k, x in enumerate(t)] for t in view.info["tricks"]]
    excluded = excluded_by_play(tricks, me) if infer else set()
    if lead is not None and lead in excluded:  # its lead contradicts the inference
        excluded = set()
    pool = [c for c in range(N_CARDS) if c not in seen]
    if infer_leads:
        by_leads = excluded_by_leads(tricks, me, hand, tuple(pool), lead,
                                     view.zones[f"hand/{other}"].count, lead_margin)
        excluded = excluded | by_leads if by_leads is not None else set()
    narrowed = [c for c in pool if c not in excluded]
    if len(narrowed) < len(view.zones[f"hand/{other}"].cards):
        narrowed = pool  # the inference cannot be right: fall back to every unseen card
    return Seen(me, hand, tuple(narrowed), tuple(pool), lead, view.zones[f"won/{me}"].count,
                view.zones[f"won/{other}"].count, view.zones["pot"].count)


def card_values(seen: Seen, model: OpponentModel) -> dict[int, float]:
    """Each card in hand -> the chance of winning the round if I play it now.

    My remaining cards are a bit mask over ``seen.hand``. A trick has three outcomes (I take
    it, they do, two Jokers tie), so each node first values the three successors of every card
    it could play and then mixes them with the chances of the opponent's cards."""
    hand, pool = seen.hand, seen.pool
    size = len(pool)
    n = len(hand)
    # the opponent's possible cards, grouped by how they fare against each of my cards
    groups: dict[tuple[float, ...], int] = {}
    for u in pool:
        sig = tuple(BEAT[c][u] for c in hand)
        groups[sig] = groups.get(sig, 0) + 1
    chances = [(sig, k / size) for sig, k in groups.items()]
    # a random card of theirs against my card i: chance I take the trick, they do, a tie
    odds = [(sum(p for sig, p in chances if sig[i] == 1.0),
             sum(p for sig, p in chances if sig[i] == 0.0),
             sum(p for sig, p in chances if sig[i] == 0.5)) for i in range(n)]
    beaten_by = [sum(1 for u in pool if BEAT[u][c] == 1.0) for c in hand]
    skill = model.follow_skill
    bits = [1 << i for i in range(n)]

    def after(result: float, left: int, mine: int, theirs: int, pot: int, i_led: bool) -> float:
        """Value after a trick: result 1 I take it, 0 they do, 0.5 tied (two Jokers)."""
        if result == 1.0:
            mine, pot, last = mine + 2 + pot, 0, 1
        elif result == 0.0:
            theirs, pot, last = theirs + 2 + pot, 0, 0
        else:
            pot, last = pot + 2, -1
        if mine != theirs:
            i_lead = mine > theirs
        else:
            i_lead = i_led if last == -1 else last == 1
        return value(left, mine, theirs, pot, i_lead)

    def outcomes(i: int, left: int, mine: int, theirs: int, pot: int,
                 i_led: bool) -> dict[float, float]:
        """The three successors of playing card i (a tie only where one is possible)."""
        rest = left & ~bits[i]
        out = {1.0: after(1.0, rest, mine, theirs, pot, i_led),
               0.0: after(0.0, rest, mine, theirs, pot, i_led)}
        if odds[i][2] > 0.0:
            out[0.5] = after(0.5, rest, mine, theirs, pot, i_led)
        return out

    def lead_value(i: int, left: int, mine: int, theirs: int, pot: int) -> float:
        nxt = outcomes(i, left, mine, theirs, pot, True)
        win, lose, tie = odds[i]
        total = 0.0
        if skill < 1.0:  # a follower playing any of its cards
            total += (1.0 - skill) * (win * nxt[1.0] + lose * nxt[0.0]
                                      + (tie * nxt[0.5] if tie else 0.0))
        if skill > 0.0:  # a follower that takes the trick whenever it can
            h = min(left.bit_count(), size)
            safe = comb(size - beaten_by[i], h) / comb(size, h) if h else 1.0
            total += skill * (safe * nxt[1.0] + (1.0 - safe) * nxt[0.0])
        return total

    @cache
    def value(left: int, mine: int, theirs: int, pot: int, i_lead: bool) -> float:
        if not left:
            return 1.0 if mine > theirs else (0.0 if mine < theirs else 0.5)
        mine_left = [i for i in range(n) if left & bits[i]]
        if i_lead:
            return max(lead_value(i, left, mine, theirs, pot) for i in mine_left)
        nxt = [(i, outcomes(i, left, mine, theirs, pot, False)) for i in mine_left]
        return sum(p * max(succ[sig[i]] for i, succ in nxt) for sig, p in chances)

    full = (1 << n) - 1
    if seen.lead is None:
        return {c: lead_value(i, full, seen.mine, seen.theirs, seen.pot)
                for i, c in enumerate(hand)}
    lead = seen.lead
    return {c: after(BEAT[c][lead], full & ~bits[i], seen.mine, seen.theirs, seen.pot, False)
            for i, c in enumerate(hand)}


def best_card(values: dict[int, float]) -> int:
    """The most valuable card; among equals (to 1e-9) the cheapest to give up."""
    return max(values, key=lambda c: (round(values[c], 9), -STRENGTH[c], -c))


class ExpectimaxBot(BotBase):
    """Hyrule's Hard (and, with ``RANDOM_MODEL``, the ceiling against random play).

    Two-player strategy-variant rounds use the solver; anything else goes to ``fallback``."""

    def __init__(self, rules: HyruleRules, model: OpponentModel,
                 fallback: Callable[[bool, int | None], Any], name: str = "hard",
                 deterministic: bool = False, iterations: int | None = None) -> None:
        self.rules = rules
        self.model = model
        self.name = name
        self._fallback_factory = fallback
        self._fallback_args = (deterministic, iterations)
        self._fallback: Any = None

    def configure(self, deterministic: bool, iterations: int | None) -> ExpectimaxBot:
        """The same bot whose fallback search has no wall-clock limits (``deterministic``) or
        another iteration budget (``make_bot`` calls this)."""
        return ExpectimaxBot(self.rules, self.model, self._fallback_factory, self.name,
                             deterministic, iterations)

    def _fallback_bot(self) -> Any:
        if self._fallback is None:
            self._fallback = self._fallback_factory(*self._fallback_args)
        return self._fallback

    def _solves(self, state: HyruleState) -> bool:
        return state.n == 2 and state.variant == "strategy" and not state.over

    def choose(self, rules: HyruleRules, state: HyruleState, rng: Rng) -> Action:
        if not self._solves(state):
            return self._fallback_bot().choose(rules, state, rng)
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        me = rules.to_act(state)
        assert me is not None
        seen = read_view(rules, state, me, self.model.infer, self.model.infer_leads,
                         self.model.lead_margin)
        values = card_values(seen, self.model)
        w = self.model.infer_weight
        if w < 1.0 and seen.pool != seen.unseen:
            broad = card_values(seen.with_pool(seen.unseen), self.model)
            values = {c: w * v + (1.0 - w) * broad[c] for c, v in values.items()}
        return _by_card(legal)[best_card(values)]

    def begin(self, rules: HyruleRules, state: HyruleState, rng: Rng) -> Any:
        if not self._solves(state):
            return self._fallback_bot().begin(rules, state, rng)
        return Ready(self.choose(rules, state, rng))


def _generic(base: Any, deterministic: bool, iterations: int | None) -> Any:
    from ...ai.bots import SearchBot
    from .ai import AI

    level = base.deterministic() if deterministic else base
    assert level.search is not None
    params = level.search if iterations is None else replace(level.search, iterations=iterations)
    return SearchBot(AI, params, base.name)


def _generic_hard(deterministic: bool, iterations: int | None) -> Any:
    """The generic Hard search (flat Monte Carlo with Hyrule's play-outs)."""
    from ...ai.levels import HARD

    return _generic(HARD, deterministic, iterations)


def _generic_medium(deterministic: bool, iterations: int | None) -> Any:
    """The generic Medium search (ISMCTS), Medium's half outside the solver's rounds."""
    from ...ai.levels import MEDIUM

    return _generic(MEDIUM, deterministic, iterations)


def hard_bot(rules: HyruleRules) -> ExpectimaxBot:
    return ExpectimaxBot(rules, HARD_MODEL, _generic_hard, "hard")


#: Medium's share of decisions left to the greedy player (docs/ai.md: the shared Medium search
#: lost to the greedy player, 46.8 % over 400 games)
MEDIUM_SHARE = 0.5


def medium_bot(rules: HyruleRules) -> Any:
    """Medium: Hard's solver for half of the decisions, the greedy player for the rest (the
    generic Medium search stands in for the solver outside two-player strategy rounds)."""
    from ...ai.bots import GreedyBot, ShareBot
    from .ai import AI

    strong = ExpectimaxBot(rules, HARD_MODEL, _generic_medium, "medium")
    return ShareBot(strong, GreedyBot(AI), MEDIUM_SHARE, "medium")


def ceiling_random_bot(rules: HyruleRules) -> ExpectimaxBot:
    """Knows its opponent plays uniformly at random (tournaments only: the fair ceiling)."""
    return ExpectimaxBot(rules, RANDOM_MODEL, _generic_hard, "ceiling-random")
