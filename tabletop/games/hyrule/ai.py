"""Hyrule's AI hooks: a card-counting greedy player, a fast rollout policy, no evaluation.

Every card of a round gets played (7 cards, 7 tricks), so the game is about *matching*: which
of my cards meets which of the opponent's. The player who follows sees the cards already in
the trick (strategy variant), so:

* following, win with the cheapest card that takes the trick, else throw the weakest card;
* leading, play a card only if it is likely to survive (the chance that no unseen card the
  opponent could hold beats it, counted from every card seen so far), else throw the weakest.

"Cheap" and "weak" are the card's static strength: how many of the other 53 cards it beats.
The greedy player works from ``rules.view`` (what its seat sees). The rollout policy runs on
determinized worlds, where it may look at every hand.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import Any

from ...ai.levels import Level
from ...core.actions import Action
from ...core.protocols import AiHooksBase
from ...core.rng import Rng
from .precedence import beats, trick_winner
from .rules import DECK, HyruleRules, HyruleState

N_CARDS = len(DECK)
SPECS = DECK.cards


def _beat_table() -> list[list[float]]:
    """BEAT[a][b]: 1 if a beats b in a two-card trick, 0 if it loses, 0.5 for a tie."""
    # the pairwise relation is exactly a two-card trick (specials only matter against a
    # Joker, which ``beats`` already knows); it is ~15x cheaper than trick_winner at import
    table = [[0.0] * N_CARDS for _ in range(N_CARDS)]
    for a in range(N_CARDS):
        for b in range(N_CARDS):
            if a != b:
                sa, sb = SPECS[a], SPECS[b]
                table[a][b] = 1.0 if beats(sa, sb) else (0.0 if beats(sb, sa) else 0.5)
    return table


BEAT = _beat_table()
#: how many of the other cards each card beats: its value when spending it
STRENGTH = [sum(1 for x in row if x == 1.0) for row in BEAT]
SAMPLES = 12  # deals sampled to judge a card in 3–5 player tricks
LEAD_THRESHOLD = 0.4  # a lead this likely to hold is worth a good card


def _by_card(legal: tuple[Action, ...]) -> dict[int, Action]:
    """Card -> its legal action (the two Jokers share one action when both are held)."""
    out = {a.cards[0]: a for a in legal if a.cards}
    jokers = [c for c in range(N_CARDS) if SPECS[c].kind == "joker"]
    for j in jokers:
        if j not in out:
            for other in jokers:
                if other in out:
                    out[j] = out[other]
    return out


@lru_cache(maxsize=1 << 16)
def _winner(trick: tuple[int, ...]) -> int | None:
    """``trick_winner`` on card ids (cached: the same small tricks recur in sampling)."""
    return trick_winner([SPECS[c] for c in trick])


def _cheapest(cards: list[int]) -> int:
    return min(cards, key=lambda c: (STRENGTH[c], c))


def _trick_so_far(s: HyruleState, plays: list[tuple[int, ...]]) -> list[int]:
    return [plays[q][0] for q in s.order[:s.turn_index]]


#: Hard is the expectimax solver (``solver.py``) in two-player strategy rounds, where it beats
#: the generic search (docs/ai.md); it hands everything else to the generic Hard search.
#: Medium is that solver for half of the decisions and the greedy player for the rest
#: (``solver.medium_bot``): the shared Medium search lost to the greedy player.
HYRULE_LEVELS: dict[str, Level] = {"medium": Level("medium", "Medium", bot="solver-medium"),
                                   "hard": Level("hard", "Hard", bot="solver-hard")}


class HyruleAI(AiHooksBase):
    """The ``AiHooks`` for Hyrule.

    ``fair_leads``: in play-outs a 2-player leader judges its cards by the odds that the
    opponent's *unknown* hand beats them (as the greedy player does) instead of looking at
    that hand, so the play-out opponent is the greedy player and no seat plays as if it knew
    the other's cards (strategy fusion). The plugin's instance has it on.
    """

    levels = HYRULE_LEVELS

    def __init__(self, fair_leads: bool = False) -> None:
        self.fair_leads = fair_leads

    # --- greedy: only what the seat sees -------------------------------------------------------
    def greedy(self, rules: HyruleRules, state: HyruleState, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        me = rules.to_act(state)
        assert me is not None
        view = rules.view(state, me)
        hand = [c for c in view.zones[f"hand/{me}"].cards if c is not None]
        seen: set[int] = set()
        for z in view.zones.values():
            seen.update(c for c in z.cards if c is not None)
        unseen = [c for c in range(N_CARDS) if c not in seen]
        order: list[int] = view.info["order"]
        pos = order.index(me)
        if view.info["variant"] == "chance":
            before: list[int] = []
            others = [q for q in order if q != me]
        else:
            before = [view.zones[f"play/{q}"].cards[0] for q in order[:pos]]  # face up
            others = list(order[pos + 1:])
        sizes = [view.zones[f"hand/{q}"].count for q in others]
        chance = view.info["variant"] == "chance"
        odds = {c: self._win_odds(c, before, sizes, unseen, chance, rng) for c in hand}
        pick = self._pick(odds, threshold=1.0 if not others else LEAD_THRESHOLD)
        return _by_card(legal)[pick]

    def _win_odds(self, card: int, before: list[int], sizes: list[int], unseen: list[int],
                  chance: bool, rng: Rng) -> float:
        """The chance that ``card`` takes the trick, from the seat's own knowledge."""
        if not sizes:  # last to play: certain
            return 1.0 if _winner((*before, card)) == len(before) else 0.0
        if len(sizes) == 1 and not before:
            if chance:  # the opponent's hidden card is any unseen card, as far as we know
                return sum(BEAT[card][u] for u in unseen) / len(unseen)
            # two players, leading: safe unless the opponent holds a card that beats it
            beaters = sum(1 for u in unseen if BEAT[u][card] == 1.0)
            h = min(sizes[0], len(unseen))
            return comb(len(unseen) - beaters, h) / comb(len(unseen), h)
        wins = 0
        for _ in range(SAMPLES):
            pool = rng.shuffled(unseen)
            trick = [*before, card]
            at = 0
            for size in sizes:
                hand = pool[at:at + size]
                at += size
                if not hand:
                    continue
                if chance:
                    trick.append(hand[rng.randrange(len(hand))])
                    continue
                takers = [c for c in hand if _winner((*trick, c)) == len(trick)]
                trick.append(_cheapest(takers) if takers else _cheapest(hand))
            if _winner(tuple(trick)) == len(before):
                wins += 1
        return wins / SAMPLES

    @staticmethod
    def _pick(odds: dict[int, float], threshold: float) -> int:
        """The cheapest card whose odds reach ``threshold``; else the best odds if they are
        fair; else throw the weakest card."""
        good = [c for c, p in odds.items() if p >= threshold]
        if good:
            return _cheapest(good)
        best = max(odds.values())
        if best >= LEAD_THRESHOLD:
            top = [c for c, p in odds.items() if p == best]
            return _cheapest(top)
        return _cheapest(list(odds))

    # --- rollout: full information inside a determinized world ---------------------------------
    def rollout(self, rules: HyruleRules, state: HyruleState, rng: Rng) -> Action:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        me = state.order[state.turn_index]
        hand = state.hands[me]
        by_card = _by_card(legal)
        if state.variant == "chance":
            return legal[rng.randrange(len(legal))]
        trick = _trick_so_far(state, list(state.plays))
        if state.n == 2:
            if trick:
                lead = trick[0]
                takers = [c for c in hand if BEAT[c][lead] == 1.0]
            elif self.fair_leads:
                unknown = state.hands[1 - me] + state.stock
                h, u = len(state.hands[1 - me]), len(unknown)
                odds = {c: comb(u - sum(1 for o in unknown if BEAT[o][c] == 1.0), h) / comb(u, h)
                        for c in hand}
                return by_card[self._pick(odds, LEAD_THRESHOLD)]
            else:
                opp = state.hands[1 - me]
                takers = [c for c in hand if not any(BEAT[o][c] == 1.0 for o in opp)]
            return by_card[_cheapest(takers) if takers else _cheapest(list(hand))]
        # 3–5 players: take the trick as it stands as cheaply as possible, else throw low
        takers = [c for c in hand if _winner((*trick, c)) == len(trick)]
        return by_card[_cheapest(takers) if takers else _cheapest(list(hand))]

    def evaluate(self, rules: HyruleRules, state: HyruleState) -> tuple[float, ...] | None:
        return None  # a round is at most 35 plies: play out to the end


#: fair play-outs: a play-out's leader does not look at the other hand (only Hard and the
#: ``cheat`` bot use the rollout policy; figures in docs/ai.md)
AI: Any = HyruleAI(fair_leads=True)
