"""Why a Hyrule card is a good play, in a few words: the Hint's reason (``core/advice.py``).

The odds are the greedy player's, counted from the mover's view (``rules.view``): the cards it
holds and every card it has seen played; its sampling uses a fixed seed, so the words depend
on nothing else.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.names import percent
from ...core.rng import Rng
from .ai import STRENGTH, HyruleAI
from .rules import HyruleRules, HyruleState

_ODDS = HyruleAI()


def _cards_seen(rules: HyruleRules, s: HyruleState, me: int) -> tuple[list[int], list[int], list[int], list[int]]:
    """(my hand, the cards before mine in this trick, the later players' hand sizes, the cards
    I have not seen), from my view."""
    view = rules.view(s, me)
    hand = [c for c in view.zones[f"hand/{me}"].cards if c is not None]
    seen: set[int] = set()
    for z in view.zones.values():
        seen.update(c for c in z.cards if c is not None)
    unseen = [c for c in range(len(STRENGTH)) if c not in seen]
    order: list[int] = view.info["order"]
    pos = order.index(me)
    before = [view.zones[f"play/{q}"].cards[0] for q in order[:pos]]
    sizes = [view.zones[f"hand/{q}"].count for q in order[pos + 1:]]
    return hand, before, sizes, unseen


def advice(rules: Any, s: HyruleState, a: Action) -> str:
    if not a.cards or s.variant == "chance":
        return ""
    me = a.player
    card = a.cards[0]
    hand, before, sizes, unseen = _cards_seen(rules, s, me)

    def odds(c: int) -> float:
        return _ODDS._win_odds(c, before, sizes, unseen, False, Rng.derived(7, "advice", c))

    mine = odds(card)
    takers = [c for c in hand if odds(c) >= 0.999]
    cheaper = [c for c in hand if STRENGTH[c] < STRENGTH[card]]
    if before and not sizes:  # last to play: the trick is decided by this card
        if mine >= 0.999:
            if all(STRENGTH[c] >= STRENGTH[card] for c in takers):
                return "takes the trick with the cheapest card of yours that can"
            return "takes the trick"
        if takers:
            return "lets this trick go and keeps your winners for later"
        return "no card of yours takes this trick, so it throws your weakest" if not cheaper \
            else "no card of yours takes this trick"
    if mine >= 0.999:
        return "nothing you have not seen can beat it" if not before else \
            "no card still to come can beat it"
    if mine >= 0.4:
        who = "the others" if len(sizes) > 1 else "your opponent"
        return f"about {percent(mine)} that {who} cannot beat it"
    if not cheaper:
        return "no card of yours is likely to hold, so it gives up your weakest"
    chance = "little chance" if mine < 0.05 else f"only about {percent(mine)}"
    return f"{chance} to hold, but your better cards are worth keeping"
