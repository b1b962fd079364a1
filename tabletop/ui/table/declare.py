"""The seat layout kit's declaration: what a game says its table holds (``Part``, ``Stack``,
``Seats``, ``PLATE``, ``STATUS``) and the zone ids of families, apart from the kit that places
them (``kit.py``, which hands all of these on)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...core.ids import ZoneId
from ...core.views import TableView


@dataclass(frozen=True)
class Part:
    """One zone (or a family of zones) and how it shows. ``size``: card height as a fraction
    of the hand card; ``cards``: how many it shows without squeezing; ``step``: the overlap
    step as a fraction of the card width (height for columns and vertical fans);
    ``title``/``caption``: logical height of a label above/under it (``title/<zone>``,
    ``caption/<zone>`` in ``TableLayout.labels``); ``label`` is the title's text."""

    zone: str
    kind: str = "pile"  # pile | fan | row | column
    size: float = 0.58
    cards: int = 1
    step: float = 0.3
    grow: bool = False
    lift: bool = False
    arc: float = 0.0
    vertical: bool = False
    label: str = ""
    count: bool = False
    depth: int = 3
    title: float = 0.0
    caption: float = 0.0
    at: str = ""
    overlay: bool = False
    wrap: int = 0  # a family (``*``): at most this many zones side by side, then a new row
    next: bool = False  # a family: lay out the viewer's next member too (a drop place)
    #: room kept under the cards, of the card height, for the zone's own layout to use (no
    #: label; ``ZoneLayout.extra["below"]`` in px): Ard Rí's crowded field folds into rows there
    below: float = 0.0
    extra: dict = field(default_factory=dict, compare=False, hash=False)


PLATE = Part("@plate")
STATUS = Part("@status")


@dataclass(frozen=True)
class Stack:
    """Lines of items stacked top to bottom inside one item of a line."""

    lines: tuple[tuple[Part | Stack, ...], ...]


Item = Part | Stack
Line = tuple[Item, ...]


@dataclass(frozen=True)
class Seats:
    own: Line
    other: tuple[Line, ...]
    centre: tuple[Part, ...] = ()
    toward: tuple[Part, ...] = ()
    plate: tuple[float, float] = (236, 62)  # the viewer's name plate, logical units
    other_plate: tuple[float, float] = (230, 58)
    status_w: float = 0.0  # the status line's width (logical; 0: the plate's)
    #: a seat's side where partners share places named by it (``{side}`` in a part of
    #: ``own``: Seanchaí's team point field, ``field/<team>``, lies before whichever partner
    #: is looking, and the other seats' blocks leave it out); None: each seat is its own side
    side: Callable[[TableView, int], int] | None = None
    #: whether an opponent's block along the top may widen into the row's free room where a
    #: row of faces ends one of its lines (``topband``). False keeps every block as declared
    #: in every view: Ard Rí's lines end with the Chosen cards, faces only in a replay and at
    #: the end, and the plates moved between those views and the seat's own
    widen: bool = True
    #: room at the foot of the centre band, of the hand card's height, that its middle row
    #: keeps clear of (centred in the band where that leaves it clear, else raised): where the
    #: viewer's hand folded into two rows lifts the message strip and the buttons
    #: (``bighand``); Ard Rí, whose rivals' crowded fields fold into rows above the centre
    centre_clear: float = 0.0


def _natural(zid: ZoneId) -> tuple:
    """Zone ids in natural order: ``group/0/2`` before ``group/0/10``."""
    return tuple(int(x) if x.isdigit() else x for x in zid.split("/"))


def next_member(prefix: str, found: list[ZoneId]) -> ZoneId:
    """The zone a family's next member will be: one past the highest number (0 first)."""
    numbers = [int(z[len(prefix):]) for z in found if z[len(prefix):].isdigit()]
    return f"{prefix}{max(numbers) + 1 if numbers else 0}"


def zone_key(view: TableView) -> frozenset[ZoneId]:
    """What a layout depends on in a view: the set of zones it holds."""
    return frozenset(view.zones)
