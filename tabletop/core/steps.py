"""Multi-card decisions in steps: gather one card at a time, then commit with a choice.

Listing every combination as one action does not scale (a 15-card Treasure hand has hundreds
of possible groups; a raid with 6 warriors against 4 opponents 15,624). The convention:

* the acting seat **gathers** cards one at a time from where they lie into its pending zone
  ``pending/<seat>`` (``Vis.OWNER``: only that seat sees the faces; the others see a count);
* only additions that can still be **completed** are legal (``gatherable``), so every
  gathered card leads to at least one legal commit and a play-out can never loop or stall;
* the seat **commits** with a choice naming what happens ("table as a run", "raid Dara"):
  the pending cards move on, in the open or wherever the rules put them;
* taking pending cards back is not a legal action (a play-out could loop on it): it is
  *undo within the turn* through the ``Match`` (``take_back``). Nothing was revealed by a
  gather, so there is no undo barrier in the way;
* a pending zone is empty except during its owner's own decision (the conformance harness
  checks it), so a world determinized for another seat never holds a half-gathered choice.

Notation (``docs/notation.md``, "Steps"): ``gather <card>`` and ``commit <choice>``; games
may add a source zone to ``gather`` when a card could come from two places.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from .actions import Action
from .ids import CardId, PlayerId, ZoneId
from .zones import Vis, Zone

if TYPE_CHECKING:  # the match module imports the rules; keep this one light
    from .match import Match

GATHER = "gather"
COMMIT = "commit"
PENDING_PREFIX = "pending/"


def pending_id(seat: PlayerId) -> ZoneId:
    return f"{PENDING_PREFIX}{seat}"


def pending_owner(zone_id: ZoneId) -> PlayerId | None:
    """The seat a ``pending/<seat>`` zone belongs to, or None for any other zone."""
    if not zone_id.startswith(PENDING_PREFIX):
        return None
    rest = zone_id[len(PENDING_PREFIX):]
    return int(rest) if rest.isdigit() else None


def pending_zone(seat: PlayerId, cards: tuple[CardId, ...],
                 may_hold: frozenset[str] | None = None) -> Zone:
    """A seat's pending zone. Its order is public (``Zone.order_public``): each gather is a
    public step that puts one card last, and the cards leave together at the commit."""
    return Zone(pending_id(seat), cards, seat, Vis.OWNER, may_hold=may_hold, order_public=True)


def gatherable(pending: tuple[CardId, ...], available: Iterable[CardId],
               completable: Callable[[tuple[CardId, ...]], bool]) -> tuple[CardId, ...]:
    """The cards of ``available`` whose addition to ``pending`` can still be completed.

    ``completable(cards)`` answers whether some legal commit contains ``cards`` (using only
    cards the seat could still add). Order follows ``available``.
    """
    return tuple(c for c in available if completable(pending + (c,)))


def gather_action(seat: PlayerId, card: CardId, src: ZoneId) -> Action:
    return Action(GATHER, seat, (card,), src, pending_id(seat))


def commit_action(seat: PlayerId, choice: str, dst: ZoneId | None = None) -> Action:
    return Action(COMMIT, seat, (), pending_id(seat), dst, choice)


def follows_up(previous: Action | None, action: Action) -> bool:
    """Whether ``action`` continues the decision ``previous`` began (the same seat, after a
    gather): the table paces such a computer step faster than a decision's first."""
    return previous is not None and previous.kind == GATHER and previous.player == action.player


def gathered_steps(match: Match, seat: PlayerId) -> int:
    """How many of the match's last steps are ``seat``'s gathers (what ``take_back`` undoes)."""
    count = 0
    for rec in reversed(match.records):
        if rec.action.player != seat or rec.action.kind != GATHER:
            break
        count += 1
    return count


def take_back(match: Match, seat: PlayerId, every: bool = False) -> int:
    """Take the last gathered card (``every``: all of them) back to where it came from, by
    undoing the gather steps in the match. Returns how many steps were undone."""
    count = gathered_steps(match, seat)
    if not every:
        count = min(count, 1)
    for _ in range(count):
        match.undo(seat)
    return count
