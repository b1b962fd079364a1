"""Treasure's AI hooks: a planner greedy, a quick rollout policy, an evaluation.

``greedy`` is a planner: it lists the groups its own hand can make now (every set by rank,
every colour by suit, every run block), and every single-card addition, and scores each by
what it would change in the hand's result with the god effects recomputed: its own gain
(table points, the hand penalty it sheds) minus the others' average gain (a god can help the
table more than its owner). It gathers the best group one card at a time and commits it,
takes the top discard when that card would join a group, and discards the card with the
fewest partners in its hand (then the costliest). It reads only its own hand and the public
table (no peeking). Changing cards are played as they are (no declarations).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace
from typing import Any

from ...ai.bots import SearchBot
from ...ai.levels import HARD, Level
from ...core.actions import Action
from ...core.protocols import AiHooksBase
from ...core.rng import Rng
from ...core.rules import BaseRules
from . import gods as gd
from . import scoring
from .deck import NATURAL, rank_of, suit_of
from .groups import COLOUR, RUN, SET, rank_blocks


def candidates(hand: tuple[int, ...], mins: tuple[int, int, int]) -> list[tuple[str, tuple[int, ...]]]:
    """Groups the hand can table now, at natural identities: (type, cards in gather order)."""
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[int, list[int]] = {}
    for c in hand:
        by_rank.setdefault(rank_of(NATURAL[c]), []).append(c)
        by_suit.setdefault(suit_of(NATURAL[c]), []).append(c)
    out: list[tuple[str, tuple[int, ...]]] = []
    for cards in by_rank.values():
        if len(cards) >= mins[0]:
            out.append((SET, tuple(cards)))
    for cards in by_suit.values():
        if len(cards) >= mins[2]:
            out.append((COLOUR, tuple(cards)))
    for block in rank_blocks(by_rank, mins[1]):
        out.append((RUN, tuple(by_rank[k][0] for k in block)))
    return out


def _value(s: Any, p: int, groups: list, hand: tuple[int, ...]) -> float:
    """Seat ``p``'s result minus the others' average, if the table were ``groups`` and ``p``'s
    hand ``hand`` (the others' hands are unknown: only their table points count)."""
    mask = gd.flags(groups, s.house)
    table = scoring.table_points(groups, mask, s.n)
    mine = table[p] + scoring.hand_points(hand, mask)
    others = (sum(table) - table[p]) / max(1, s.n - 1)
    return mine - others


#: Easy is the planner with 50 % random moves (issue 15); Medium is Hard leaving half of its
#: fresh decisions to the planner (``medium-plan``: the planner with 20 % random moves lost to
#: the plain planner, 47.8 % over 400 games, so it was not between greedy and Hard); Hard is
#: Treasure's own player (``hard.py``, the plugin's bot ``hard-plan``): it decides in
#: milliseconds where the shared search needed up to a second at 8 players (docs/ai.md).
#: That search with these hooks stays available as ``hard-search`` (its play-outs stop at
#: the hand's end, ``round_over``)
TREASURE_LEVELS: dict[str, Level] = {
    "easy": Level("easy", "Easy", mistakes=0.5),
    "medium": Level("medium", "Medium", bot="medium-plan"),
    "hard": Level("hard", "Hard", bot="hard-plan"),
}
#: the shared search with Treasure's hooks, the level's time limits (``--a hard-search``)
SEARCH_LEVEL = replace(HARD, search=replace(HARD.search, stop_at_round=True))


def group_step(legal: tuple[Action, ...], pending: tuple[int, ...], kind: str,
               cards: tuple[int, ...], idents: tuple[int, ...] | None = None,
               declared: tuple[int, ...] | None = None) -> Action | None:
    """The next step toward tabling ``cards`` as ``kind`` (each as ``idents``, natural when
    None; ``declared``: the pending cards' identities): gather the next card not yet
    gathered, else commit; None if neither is legal. Cards are matched by code: of two
    identical cards (two decks) the rules list only one."""
    want = idents if idents is not None else tuple(NATURAL[c] for c in cards)
    had = declared if declared is not None else tuple(NATURAL[c] for c in pending)
    left = (Counter(zip((NATURAL[c] for c in cards), want, strict=True))
            - Counter(zip((NATURAL[c] for c in pending), had, strict=True)))
    for c, x in zip(cards, want, strict=True):
        if left[(NATURAL[c], x)] > 0:
            for a in legal:
                if (a.kind == "gather" and NATURAL[a.cards[0]] == NATURAL[c]
                        and (NATURAL[c] if a.choice is None else a.choice) == x):
                    return a
    for a in legal:
        if a.kind == "commit" and a.choice == kind:
            return a
    return None


class TreasureAI(AiHooksBase):
    levels = TREASURE_LEVELS

    def greedy(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        s = state
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        p = s.turn
        if s.stage == "draw":
            top = s.discard[-1] if s.discard else None
            if top is not None:
                hand = tuple(sorted(s.hands[p] + (top,)))
                mins = gd.mins_for(s.flags)
                if any(top in cards for _, cards in candidates(hand, mins)):
                    return next(a for a in legal if a.kind == "take")
            return legal[0]  # draw
        groups = [g for gs in s.groups for g in gs]
        base = _value(s, p, groups, s.hands[p] + s.pending[p])
        mins = gd.mins_for(s.flags)
        pending = s.pending[p]
        best: tuple[float, str, tuple[int, ...]] | None = None
        for kind, cards in candidates(s.hands[p] + pending, mins):
            if not set(pending) <= set(cards):
                continue
            group = (kind, cards, tuple(NATURAL[c] for c in cards), (p,) * len(cards))
            rest = tuple(c for c in s.hands[p] if c not in cards)
            gain = _value(s, p, groups + [group], rest) - base
            if best is None or gain > best[0]:
                best = (gain, kind, cards)
        if pending:
            if best is not None:
                step = group_step(legal, pending, best[1], best[2])
                if step is not None:
                    return step
            for a in legal:
                if a.kind == "commit":
                    return a
            return legal[0]
        adds = [a for a in legal if a.kind == "add" and a.choice is None]
        best_add: tuple[float, Action] | None = None
        for a in adds:
            _, q, k = str(a.dst).split("/")
            new = list(groups)
            g = s.groups[int(q)][int(k)]
            new[groups.index(g)] = (g[0], g[1] + a.cards, g[2] + (NATURAL[a.cards[0]],), g[3] + (p,))
            rest = tuple(c for c in s.hands[p] if c != a.cards[0])
            gain = _value(s, p, new, rest) - base
            if best_add is None or gain > best_add[0]:
                best_add = (gain, a)
        if best_add is not None and best_add[0] > 0 and (best is None or best_add[0] >= best[0]):
            return best_add[1]
        if best is not None and best[0] > 0:
            first = best[2][0]
            for a in legal:
                if a.kind == "gather" and a.cards[0] == first and a.choice is None:
                    return a
        return self._discard(s, p, legal)

    def _discard(self, s: Any, p: int, legal: tuple[Action, ...]) -> Action:
        hand = s.hands[p]
        discards = [a for a in legal if a.kind == "discard"]

        def partners(c: int) -> tuple[int, int]:
            x = NATURAL[c]
            near = sum(1 for d in hand if d != c and (rank_of(NATURAL[d]) == rank_of(x)
                                                       or suit_of(NATURAL[d]) == suit_of(x)
                                                       or abs(rank_of(NATURAL[d]) - rank_of(x)) == 1))
            return near, scoring.hand_penalty(c, s.flags)

        return min(discards, key=lambda a: (partners(a.cards[0]), a.cards[0]))

    def rollout(self, rules: BaseRules, state: Any, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        if state.stage == "draw":
            return legal[0] if rng.random() < 0.8 else legal[1]
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        if "commit" in by_kind:
            return by_kind["commit"][-1]
        if state.pending[state.turn]:
            return rng.choice(by_kind["gather"])
        if "add" in by_kind and rng.random() < 0.8:
            return rng.choice(by_kind["add"])
        if "gather" in by_kind and rng.random() < 0.6:
            return rng.choice(by_kind["gather"])
        return rng.choice(by_kind["discard"])

    def round_over(self, rules: BaseRules, state: Any) -> bool:
        return state.stage in ("scored", "over")

    def evaluate(self, rules: BaseRules, state: Any) -> tuple[float, ...] | None:
        """Each seat's chance to win the match from the totals (``win_chances``): the review
        and the Hint's reason read it as a win chance at the end of a hand."""
        return win_chances(state.totals, state.target, state.hand_no, state.max_hands, state.stage)


#: The scale (points) of ``win_chances``' softmax over the match totals, by player count,
#: with the target ``LEAD_TARGET`` points away; nearer the end a lead says more (the scale
#: times (distance / 100) ** the count's ``_LEAD_EXPONENT``, the distance to the target or
#: what the hands left can cover). Fitted by maximum likelihood on the totals after each hand
#: of greedy-against-greedy matches: 2–5 players (2,000 a count, 2026-11-29), 8 players
#: (4,000, seed 71, fitted on the even matches; 5's 40 points and 0.25 were 0.007 nats a hand
#: worse on the odd ones, 0.004 on 4,000 more with seed 72). 6 and 7 players keep 5's values:
#: their own fits (35–37 points, 0.125) were no better on the held-out matches (docs/ai.md).
_LEAD_SCALE = {2: 35.0, 3: 40.0, 4: 40.0, 5: 40.0, 6: 40.0, 7: 40.0, 8: 36.0}
_LEAD_EXPONENT = {2: 0.25, 3: 0.25, 4: 0.25, 5: 0.25, 6: 0.25, 7: 0.25, 8: 0.125}
LEAD_TARGET = 100.0
#: about how far the leader's total moves in a hand (greedy matches: 30–45 points after the
#: first); with few hands left (the "Hands" option) the race is as long as they allow
HAND_POINTS = 35.0


def win_chances(totals: tuple[int, ...], target: int, hand_no: int, max_hands: int,
                stage: str) -> tuple[float, ...]:
    """Each seat's chance to win the match from its total: once a hand's scoring has
    decided the match (a total at ±``target``, or the last hand), the outcome (a shared win
    split); before, a softmax of the totals, which sums to 1 over the seats. It was the
    totals scaled from the last seat (0) to the first (1), so that leading after the first
    of twelve hands counted as a won match and the Hint said "about 13 % to win" of a seat
    a point behind."""
    n = len(totals)
    best = max(totals)
    decided = stage == "over" or (stage == "scored" and (
        any(abs(t) >= target for t in totals) or hand_no + 1 >= max_hands))
    if decided:
        top = [q for q in range(n) if totals[q] == best]
        return tuple(1.0 / len(top) if q in top else 0.0 for q in range(n))
    hands_left = max_hands - hand_no - (1 if stage == "scored" else 0)  # the one in play counts
    # how far the race still runs: to the target, or as far as the hands left go
    distance = max(5.0, min(float(target - best), HAND_POINTS * max(1, hands_left)))
    scale = _LEAD_SCALE[min(n, 8)] * (distance / LEAD_TARGET) ** _LEAD_EXPONENT[min(n, 8)]
    weights = [math.exp((t - best) / scale) for t in totals]
    whole = sum(weights)
    return tuple(w / whole for w in weights)


AI = TreasureAI()


def make_search(rules: BaseRules) -> SearchBot:
    """The shared Hard search with these hooks, for comparison with Treasure's own Hard."""
    assert SEARCH_LEVEL.search is not None
    return SearchBot(AI, SEARCH_LEVEL.search, "hard-search")
