"""Treasure's Hard player: a meld planner that looks two moves ahead, an expected-value draw,
and a discard that weighs what the card gives away.

The planner (``ai.py``) tables the best single group it sees now and discards by rules of
thumb. Hard values a whole position for its seat instead, as what the hand would be worth if
it ended after the melds it can make:

* **table**: its own table points minus the other seats' average, with the god effects
  recomputed (``gods.flags``, ``scoring``), as the planner's ``_value``;
* **hand**: the cards left in hand cost their penalty (−rank, −9 for gods and changing
  cards, 0 under the Thief in a colour) times ``hold``, less a bonus for each card that
  still has partners in the hand (same rank, same suit, a rank one or two away): cards
  that may still make a group are worth keeping. The cost grows when some other seat is
  close to going out (``short``), when holding anything is most expensive.

Melds are planned two deep: every group its hand can make (each set, colour and run block,
and each of them without the cards another candidate needs) and every addition is tried,
followed by the planner's greedy completion, and the best line's first move is played. A draw
is judged by the value of the hand after it: the top discard or the whole pile as they lie,
the draw pile as the average over the cards it cannot see (an even sample). A discard
is the card whose loss costs least, less ``feed`` × what it is worth to the next seat (a
card that extends one of its groups, or that the whole pile would hand over).

It reads only its own hand, the table, the discard pile, the other hands' sizes and the cards
everyone saw taken (never the hidden cards) and makes no random choices.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...ai.bots import BotBase, GreedyBot, ShareBot
from ...core.actions import Action
from ...core.rng import Rng
from . import gods as gd
from . import scoring
from .ai import AI, candidates, group_step
from .deck import NATURAL, build_deck, ident, rank_of, suit_of
from .groups import COLOUR, RUN, SET, can_add, is_valid, rank_blocks
from .moves import CHANGING, distinct, options_for

Group = gd.Group
Move = tuple[str, Any]  # ("group", (kind, cards, identities)) or ("add", (group index, card))


@dataclass(frozen=True)
class HardParams:
    """The evaluation's weights (tuned by duplicate matches against the planner)."""

    hold: float = 1.0  # weight of a held card's penalty
    partner: float = 1.5  # bonus per partner link of a held card (at most ``links``)
    links: int = 2
    short: float = 0.5  # extra hold weight while another seat holds 3 cards or fewer
    feed: float = 0.5  # weight of what a discard is worth to the next seat
    samples: int = 10  # unseen cards tried for a draw from the pile
    pile_cost: float = 0.5  # per card taken with the whole pile (more to shed later)


DEFAULT = HardParams()


class Plan:
    """Position values for one decision: seat ``me`` with the public table."""

    def __init__(self, s: Any, me: int, params: HardParams) -> None:
        self.s = s
        self.me = me
        self.p = params
        self.n = s.n
        self.house = s.house  # the house rules' bits (gods.HOUSE): effects and scoring
        others = [len(s.hands[q]) + len(s.pending[q]) for q in range(s.n) if q != me]
        self.hold = params.hold + (params.short if others and min(others) <= 3 else 0.0)
        self._cache: dict[tuple, float] = {}

    # --- value ---------------------------------------------------------------------------------
    def value(self, groups: tuple[Group, ...], hand: tuple[int, ...]) -> float:
        key = (groups, hand)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        mask = gd.flags(groups, self.house)
        table = scoring.table_points(groups, mask, self.n)
        others = (sum(table) - table[self.me]) / max(1, self.n - 1)
        v = table[self.me] - others + self.hold * scoring.hand_points(hand, mask)
        v += self.p.partner * partner_links(hand, self.p.links)
        self._cache[key] = v
        return v

    # --- moves ---------------------------------------------------------------------------------
    def moves(self, groups: tuple[Group, ...], hand: tuple[int, ...]) -> list[Move]:
        mask = gd.flags(groups, self.house)
        mins = gd.mins_for(mask)
        out: list[Move] = []
        cands = candidates(hand, mins)
        seen: set[tuple[str, tuple[int, ...]]] = set()
        for kind, cards in cands:
            for variant in (cards, *self._without_others(kind, cards, cands, mins)):
                key = (kind, tuple(sorted(variant)))
                if key not in seen:
                    seen.add(key)
                    out.append(("group", (kind, variant, tuple(NATURAL[c] for c in variant))))
        if mask & CHANGING:
            out.extend(("group", g) for g in wild_groups(hand, mask, mins))
        me = self.me
        open_ = [i for i, g in enumerate(groups) if g[3][0] == me or mask & _EXTEND[g[0]]]
        for c in distinct(hand):  # of two identical cards the rules list one
            x = NATURAL[c]
            for i in open_:
                g = groups[i]
                if can_add(g[0], g[2], x):
                    out.append(("add", (i, c)))
        return out

    @staticmethod
    def _without_others(kind: str, cards: tuple[int, ...], cands: list, mins: tuple[int, int, int]
                        ) -> list[tuple[int, ...]]:
        """The group without the cards other candidates use, if it stays valid (a colour that
        gives its Warrior to a set of Warriors, say)."""
        out = []
        for _, cards2 in cands:
            if cards2 is cards:
                continue
            rest = tuple(c for c in cards if c not in cards2)
            if len(rest) < len(cards) and is_valid(kind, [NATURAL[c] for c in rest], mins):
                out.append(rest)
        return out

    def after(self, groups: tuple[Group, ...], hand: tuple[int, ...], move: Move
              ) -> tuple[tuple[Group, ...], tuple[int, ...]]:
        what, arg = move
        if what == "group":
            kind, cards, idents = arg
            group: Group = (kind, tuple(cards), tuple(idents), (self.me,) * len(cards))
            return groups + (group,), tuple(c for c in hand if c not in cards)
        i, c = arg
        g = groups[i]
        new = (g[0], g[1] + (c,), g[2] + (NATURAL[c],), g[3] + (self.me,))
        return groups[:i] + (new,) + groups[i + 1:], tuple(d for d in hand if d != c)

    def greedy_finish(self, groups: tuple[Group, ...], hand: tuple[int, ...], depth: int = 6) -> float:
        """The value after playing the best-looking move while one gains (the planner's way)."""
        best = self.value(groups, hand)
        for _ in range(depth):
            step = None
            for m in self.moves(groups, hand):
                g2, h2 = self.after(groups, hand, m)
                v = self.value(g2, h2)
                if v > best + 1e-9:
                    best, step = v, (g2, h2)
            if step is None:
                break
            groups, hand = step
        return best

    def best_move(self, groups: tuple[Group, ...], hand: tuple[int, ...]) -> tuple[Move | None, float]:
        """The first move of the best line (a move, then the greedy finish), or None to stop."""
        best: tuple[Move | None, float] = (None, self.value(groups, hand))
        for m in self.moves(groups, hand):
            g2, h2 = self.after(groups, hand, m)
            v = self.greedy_finish(g2, h2)
            if v > best[1] + 1e-9:
                best = (m, v)
        return best

    def hand_worth(self, groups: tuple[Group, ...], hand: tuple[int, ...]) -> float:
        return self.greedy_finish(groups, hand)


def wild_groups(hand: tuple[int, ...], mask: int, mins: tuple[int, int, int]
                ) -> list[tuple[str, tuple[int, ...], tuple[int, ...]]]:
    """Groups one changing card makes possible (T6): a rank changer (Stones under the Thief in
    a run, Waves under the Changeling in a set) joins a set of another rank or fills the gap
    of a run; a colour changer (Warriors under the Thief in a set, Queens under the
    Changeling in a colour) joins a colour of another suit. (kind, cards, identities)."""
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[int, list[int]] = {}
    for c in hand:
        by_rank.setdefault(rank_of(NATURAL[c]), []).append(c)
        by_suit.setdefault(suit_of(NATURAL[c]), []).append(c)
    out: list[tuple[str, tuple[int, ...], tuple[int, ...]]] = []
    for w in distinct(hand):
        suits, ranks = options_for(w, mask)
        x = NATURAL[w]
        if len(ranks) > 1:
            for r in sorted(ranks - {rank_of(x)}):
                others = [c for c in by_rank.get(r, ()) if c != w]
                if len(others) + 1 >= mins[0]:
                    out.append((SET, (*others, w), (*(NATURAL[c] for c in others), ident(suit_of(x), r))))
                if others:
                    continue
                held = {k for k, cs in by_rank.items() if any(c != w for c in cs)} | {r}
                for block in rank_blocks(held, mins[1]):
                    if r in block:
                        cards = tuple(w if k == r else next(c for c in by_rank[k] if c != w) for k in block)
                        out.append((RUN, cards, tuple(ident(suit_of(x), r) if c == w else NATURAL[c]
                                                      for c in cards)))
        if len(suits) > 1:
            for u in sorted(suits - {suit_of(x)}):
                others = [c for c in by_suit.get(u, ()) if c != w]
                if len(others) + 1 >= mins[2]:
                    out.append((COLOUR, (*others, w), (*(NATURAL[c] for c in others), ident(u, rank_of(x)))))
    return out


def partner_links(hand: tuple[int, ...], cap: int) -> int:
    """How many partners the cards of ``hand`` have among each other, at most ``cap`` each:
    another card of the same rank or suit, or a rank one or two away."""
    total = 0
    idents = [NATURAL[c] for c in hand]
    for i, x in enumerate(idents):
        r, u = rank_of(x), suit_of(x)
        links = 0
        for j, y in enumerate(idents):
            if i != j and (rank_of(y) == r or suit_of(y) == u or abs(rank_of(y) - r) <= 2):
                links += 1
                if links >= cap:
                    break
        total += links
    return total


_EXTEND = {RUN: gd.EXTEND_RUNS, COLOUR: gd.EXTEND_COLOURS, SET: gd.EXTEND_SETS}


class TreasureHardBot(BotBase):
    """Treasure's Hard level (see the module docstring)."""

    def __init__(self, rules: Any, params: HardParams = DEFAULT, name: str = "hard") -> None:
        self.rules = rules
        self.params = params
        self.name = name

    def choose(self, rules: Any, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        s = state
        me = s.turn
        if s.stage == "draw":
            return self._draw(s, me, legal)
        plan = Plan(s, me, self.params)
        groups = tuple(g for gs in s.groups for g in gs)
        if s.pending[me]:
            return self._go_on(rules, s, me, legal, plan, groups, rng)
        move, _ = plan.best_move(groups, s.hands[me])
        if move is not None:
            what, arg = move
            if what == "group":
                step = group_step(legal, (), *arg)
                if step is not None:
                    return step
            else:
                i, c = arg
                q, k = _place(s, i)
                zone = f"group/{q}/{k}"
                for a in legal:
                    if a.kind == "add" and a.cards[0] == c and a.dst == zone and a.choice is None:
                        return a
        return self._discard(s, me, legal, plan, groups)

    def _go_on(self, rules: Any, s: Any, me: int, legal: tuple[Action, ...], plan: Plan,
               groups: tuple[Group, ...], rng: Rng) -> Action:
        """The next step of the group being gathered: the best group that holds the cards
        gathered so far (the same choice as when its first card was gathered)."""
        pending, decl = s.pending[me], s.decl[me]
        hand = s.hands[me] + pending
        gathered = Counter(zip((NATURAL[c] for c in pending), decl, strict=True))
        best: tuple[float, tuple[str, tuple[int, ...], tuple[int, ...]]] | None = None
        for what, arg in plan.moves(groups, hand):
            # only groups holding the cards gathered so far, as they were declared
            if what != "group" or gathered - Counter(zip((NATURAL[c] for c in arg[1]), arg[2], strict=True)):
                continue
            v = plan.greedy_finish(*plan.after(groups, hand, (what, arg)))
            if best is None or v > best[0]:
                best = (v, arg)
        if best is None:
            return AI.greedy(rules, s, rng)
        step = group_step(legal, pending, *best[1], declared=decl)
        return step if step is not None else AI.greedy(rules, s, rng)

    # --- draw ------------------------------------------------------------------------------------
    def _draw(self, s: Any, me: int, legal: tuple[Action, ...]) -> Action:
        plan = Plan(s, me, self.params)
        groups = tuple(g for gs in s.groups for g in gs)
        hand = s.hands[me]
        best, best_value = legal[0], self._draw_value(s, me, plan, groups, hand)
        for a in legal[1:]:
            took = s.discard[-1:] if a.kind == "take" else s.discard
            v = plan.hand_worth(groups, tuple(sorted(hand + took)))
            if a.kind == "take_all":
                v -= self.params.pile_cost * (len(took) - 1)
            if v > best_value + 1e-9:
                best, best_value = a, v
        return best

    def _draw_value(self, s: Any, me: int, plan: Plan, groups: tuple[Group, ...],
                    hand: tuple[int, ...]) -> float:
        unseen = unseen_cards(s, me)
        if not unseen:
            return plan.hand_worth(groups, hand)
        step = max(1, len(unseen) // self.params.samples)
        sample = unseen[::step][:self.params.samples]
        return sum(plan.hand_worth(groups, tuple(sorted(hand + (c,)))) for c in sample) / len(sample)

    # --- discard ---------------------------------------------------------------------------------
    def _discard(self, s: Any, me: int, legal: tuple[Action, ...], plan: Plan,
                 groups: tuple[Group, ...]) -> Action:
        hand = s.hands[me]
        nxt = (me + 1) % s.n
        mask = s.flags
        best, best_value = None, float("-inf")
        for a in legal:
            if a.kind != "discard":
                continue
            c = a.cards[0]
            rest = tuple(d for d in hand if d != c)
            v = plan.value(groups, rest) - self.params.feed * gift(s, nxt, c, mask, groups)
            if v > best_value + 1e-9:
                best, best_value = a, v
        return best if best is not None else legal[-1]


def gift(s: Any, q: int, card: int, mask: int, groups: tuple[Group, ...]) -> float:
    """What ``card`` on top of the discard pile is worth to seat ``q``: a membership in one of
    the groups it may add to (4 points, with the effects), plus the penalty it would shed."""
    x = NATURAL[card]
    for g in groups:
        if (g[3][0] == q or mask & _EXTEND[g[0]]) and can_add(g[0], g[2], x):
            return scoring.membership_value(mask, g[0], x) + rank_of(x)
    return 0.0


def unseen_cards(s: Any, me: int) -> list[int]:
    """The cards ``me`` cannot see (in the draw pile or other hands, not known), one per code."""
    seen = set(s.hands[me]) | set(s.pending[me]) | set(s.discard) | set(s.known)
    for gs in s.groups:
        for g in gs:
            seen.update(g[1])
    deck = build_deck(s.decks, s.gods2)
    codes: set[int] = set()
    out = []
    for c in range(len(deck)):
        x = NATURAL[c]
        if c not in seen and x not in codes:
            codes.add(x)
            out.append(c)
    return out


def _place(s: Any, i: int) -> tuple[int, int]:
    """The (creator, index) of the i-th group in table order."""
    for q, gs in enumerate(s.groups):
        if i < len(gs):
            return q, i
        i -= len(gs)
    raise IndexError(i)


def make_hard(rules: Any) -> TreasureHardBot:
    return TreasureHardBot(rules)


#: Medium's share of decisions left to the planner: strictly between the planner and Hard
MEDIUM_SHARE = 0.5


def _gathering(state: Any) -> bool:
    return bool(state.pending[state.turn])


def make_medium(rules: Any) -> ShareBot:
    """Medium: Hard leaving half of its fresh decisions (a draw, a new group or addition, a
    discard) to the planner; a group being gathered is finished as Hard planned it."""
    return ShareBot(TreasureHardBot(rules), GreedyBot(AI), MEDIUM_SHARE, "medium", _gathering)
