"""Why a Keltis gesture is not legal (issue 17 item 6): the rule the player ran into, in
words for that player ("Your Red row runs downward: play 5 or lower"). Pure."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.ids import CardId, PlayerId, ZoneId
from ...core.names import not_your_turn
from ...core.protocols import RulesEngine
from ...core.refusals import Misplaced
from .deck import CODE, COLOUR, COLOUR_NAMES, END, KIND, NUMBER, PILES, POINT, STONE_OF, VALUE
from .state import DRAW, FINAL, OVER, ROW_INDEX, KeltisState, row_status


def why_not(rules: RulesEngine, s: KeltisState, seat: PlayerId, card: CardId, zone: ZoneId | None,
            names: Sequence[str] = ()) -> str:
    """The rule (K3–K6) a refused gesture ran into, said to the seat that tried it; "" if
    putting ``card`` on ``zone`` is legal."""
    if s.stage == OVER:
        return "The game is over."
    if seat != s.turn:
        return not_your_turn(names[s.turn] if s.turn < len(names) else f"Player {s.turn + 1}")
    if card not in s.hands[seat]:
        return "Play a card from your own hand."
    if s.stage == DRAW:
        due = "two cards" if s.pending >= 2 else "a card"
        return f"Now draw {due}: click the draw pile or a discard pile."
    code = CODE[card]
    fits = [a for a in rules.legal_actions(s) if any(CODE[c] == code for c in a.cards)]
    if zone is None:  # a card that cannot move at all: what its own row says (final plays)
        if fits:
            return ""
        own = f"points/{seat}" if KIND[card] == POINT else f"row/{seat}/{PILES[COLOUR[card]]}"
        return _row(s, seat, card, own)
    if any(a.dst == zone or (a.kind == "claim" and zone.startswith("stones")) for a in fits):
        return ""
    owner = zone.split("/")[1] if zone.startswith(("row/", "points/", "stones/", "hand/")) else ""
    if owner and int(owner) != seat:
        return "Drop it on your own row." if zone.startswith(("row/", "points/")) else (
            "That is another player's " + ("hand." if zone.startswith("hand/") else "stones."))
    if zone.startswith(("row/", "points/")):
        return _row(s, seat, card, zone)
    if zone.startswith("discard/"):
        if s.stage == FINAL:
            return "No discarding in the final plays: add to a row, or press Done."
        pile = PILES[COLOUR[card]]
        if zone[-1] != pile:
            return ("Point cards are discarded on the Point-card pile." if KIND[card] == POINT
                    else f"Discard it on the {COLOUR_NAMES[pile]} pile, the pile of its colour.")
    if zone.startswith("stones"):
        return _stone(s, card)
    if zone == "draw":
        return "Draw only after you play or discard a card."
    return Misplaced()

def _row(s: KeltisState, seat: int, card: int, zone: str) -> str:
    kind, value = KIND[card], VALUE[card]
    if zone.startswith("points/"):
        if kind != POINT:
            return "Only Point cards go on your Point row."
        return "Final plays may not start your Point row (table rule)."
    col = zone[-1]
    row = s.rows[5 * seat + ROW_INDEX[col]]
    ends, last, direction = row_status(row)
    name = f"Your {COLOUR_NAMES[col]} row"
    own = COLOUR_NAMES.get(PILES[COLOUR[card]], "Point")
    if kind != POINT and PILES[COLOUR[card]] != col:
        return f"That is your {COLOUR_NAMES[col]} row: a {own} card goes on your {own} row."
    if s.stage == FINAL and not row and not s.start_rows:
        return "Final plays may not start a new row (table rule)."
    if kind == POINT:
        if ends:
            return f"{name} is closed by its End card."
        ends_in = "is empty" if last < 0 else f"ends in {last}"
        return f"Point card {value} needs a row ending in {value}: your {COLOUR_NAMES[col]} row {ends_in}."
    if kind == END:
        return f"{name} already has two End cards."
    if ends:
        return f"{name} is closed by its End card."
    if direction > 0:
        return f"{name} runs upward: play {last} or higher."
    return f"{name} runs downward: play {last} or lower."

def _stone(s: KeltisState, card: int) -> str:
    value = VALUE[card]
    if KIND[card] != NUMBER or not 1 <= value <= 9:
        return "A Wishing Stone takes a pair of equal numbers from 1 to 9."
    if STONE_OF[value] not in s.stones:
        return f"Wishing Stone {value} is already taken."
    return f"Wishing Stone {value} needs two {value}s: you hold only one."
