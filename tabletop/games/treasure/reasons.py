"""Why a Treasure move is refused, said to the player (``why_not``): the rule they ran into."""

from __future__ import annotations

from typing import Any

from ...core.ids import CardId, PlayerId, ZoneId
from ...core.refusals import Misplaced
from . import gods as gd
from .deck import NATURAL, RANK_NAMES, SUIT_NAMES, G, ident_name, rank_of, suit_of

PERMISSION = {"run": "the Lady is in a run (and no Dark Lord in a run cancels her)",
              "colour": "the Protectress is in a colour (and no Seductress in a colour cancels her)",
              "set": "the Friend is in a set (and no Minion in a set cancels him)"}


def plural(name: str) -> str:
    """A rank's name for several cards: "Kings", "Princesses" (it read "Princesss")."""
    return f"{name}es" if name.endswith("s") else f"{name}s"


def why_not(rules: Any, s: Any, seat: PlayerId, card: CardId, zone: ZoneId | None) -> str:
    legal = [a for a in rules.legal_actions(s) if card in a.cards]
    if zone is not None and any(a.dst == zone for a in legal):
        return ""
    if s.stage == "draw":
        return "Draw first: the top of the draw pile, the top discard or the whole discard pile."
    pending = s.pending[seat]
    if pending and zone is not None and not zone.startswith("pending/"):
        return "Finish the group you are gathering first: table it, or take its cards back."
    name = ident_name(NATURAL[card])
    if zone is not None and zone.startswith("group/"):
        _, q_text, k_text = zone.split("/")
        q, k = int(q_text), int(k_text)
        kind, _, idents, _ = s.groups[q][k]
        if q != seat and not s.flags & {"run": gd.EXTEND_RUNS, "colour": gd.EXTEND_COLOURS,
                                        "set": gd.EXTEND_SETS}[kind]:
            return f"You may add to another player's {kind} only while {PERMISSION[kind]}."
        if kind == "set":
            rank = rank_of(idents[0])
            return f"This set takes only rank {rank} ({plural(RANK_NAMES[rank])})."
        if kind == "colour":
            return f"This colour takes only {SUIT_NAMES[suit_of(idents[0])]}."
        ranks = sorted(rank_of(x) for x in idents)
        gods_run = suit_of(idents[0]) == G
        if s.flags & gd.HOUSE_GODS_APART and (suit_of(NATURAL[card]) == G) != gods_run:
            return ("House rule: a run holds only gods or only ordinary cards, and this one "
                    + ("is of gods." if gods_run else "has no gods."))
        ends = [r for r in (ranks[0] - 1, ranks[-1] + 1) if 1 <= r <= 9]
        if not ends:
            return "This run is complete: 1 to 9."
        return "A run grows only at its ends: rank " + " or ".join(str(r) for r in ends) + "."
    if zone is not None and zone.startswith("pending/"):
        return (f"The {name} cannot become part of a set, run or colour with the cards you have "
                "(and the ones you are gathering).")
    if zone == "discard" and pending:
        return "Finish the group you are gathering first: table it, or take its cards back."
    if not legal and pending:  # a click on a hand card while gathering
        return (f"The {name} cannot join the cards you are gathering in a set, run or colour "
                "(with what is left in your hand).")
    if not legal:
        return f"The {name} cannot be played now."
    return Misplaced(f"The {name}")
