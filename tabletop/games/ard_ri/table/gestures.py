"""Ard Rí's gestures on the table: where each move may be dropped or clicked (``gestures``).

The rules' actions say what is chosen; where a card may be dropped to choose it depends on
the stage (the view's public ``info``): Spring cattle onto the own field, Summer warriors onto
the own Roundhouse, exiles and deserters onto the Wilderness, upkeep onto the Discard pile,
hunters onto the Draw pile, a raider onto its target (Roundhouse, field or hand), a blocker
onto the attacker, gift cards onto the target's field, enforcers onto the target, a free
raider onto the cattle it takes (or the field: all of its suit). Every gathered card may also
be dropped on its seat's own pending place. Buttons sharing a label become one that asks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....core.actions import Action
from ....core.steps import GATHER, pending_id
from ....ui.table.interaction import Button, Click, Drag, Gesture
from ..cards import NAME

#: the button that asks whom to offer a gift (more than one rival)
GIFT_LABEL = "Offer a gift…"

#: where a gathered card goes, by stage, when that is the seat's own place or a shared one
DROP = {"cattle": "field/{p}", "warriors": "roundhouse/{p}", "exile": "wilderness",
        "desert": "wilderness", "pay": "discard"}


def gestures(a: Action, info: Mapping[str, Any], names: Sequence[str],
             gifts: Sequence[int] = ()) -> list[Gesture] | None:
    """The gestures for ``a`` (None: the table's default); ``gifts``: the cattle cards the
    seat could give, each of which, dropped on a rival's field, offers that rival a gift."""
    k = a.kind
    stage = info.get("stage", "")
    if k == GATHER:
        return _gather(a, stage, int(info.get("target", -1)))
    if k == "plunder":
        att = a.cards[0]
        if len(a.cards) > 1:
            return [Drag(att, (att,), a.cards[1]), Click(a.cards[1])]
        many = len(info.get("loot", ())) > 1
        return [Drag(att, (att,), a.src or ""),
                Button("Take all of its suit…" if many else f"The {NAME[att]} takes all of its suit")]
    if k == "draw":
        return [Click("deck"), Button(f"Draw {int(info.get('acting', 0)) + 1} from the Draw-Deck")]
    if k == "take":
        return [Click("wilderness"), Button("Take the whole Wilderness")]
    if k == "ceilsine":  # a gift card dropped on the rival's field, a click on it, or a button
        t = int(a.choice or 0)
        label = f"Offer a gift to {names[t]}" if len(names) == 2 else GIFT_LABEL
        return [Click(f"field/{t}"), Button(label),
                *(Drag(c, (c,), f"field/{t}", click=False) for c in gifts)]
    return None


def _gather(a: Action, stage: str, target: int) -> list[Gesture] | None:
    p, c = a.player, a.cards[0]
    mine = Drag(c, (c,), pending_id(p))
    tokens = dict(t.partition(":")[::2] for t in (a.choice or "").split(",") if t)
    if "raid" in tokens:
        t = tokens["raid"]
        return [Drag(c, (c,), f"{z}/{t}") for z in ("roundhouse", "field", "hand")] + [mine]
    if "on" in tokens:
        return [Drag(c, (c,), int(tokens["on"])), mine]
    if "hunt" in tokens:
        return [Drag(c, (c,), "deck"), mine]
    if stage == "gift" and target >= 0:
        return [Drag(c, (c,), f"field/{target}"), mine]
    if stage == "enforce" and target >= 0:
        return [Drag(c, (c,), f"roundhouse/{target}"), Drag(c, (c,), f"field/{target}"), mine]
    to = DROP.get(stage)
    return [Drag(c, (c,), to.format(p=p)), mine] if to else None
