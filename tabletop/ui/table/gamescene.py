"""What a game tells the generic table: its zone layout, its words, its animation pauses.

Each game subclasses ``GameTable`` in ``games/<game>/table/scene.py`` (a thin layer: a
``Seats`` declaration of its zones per seat and per table, which the layout kit places for
2–8 seats, captions, prompts). Everything else — sprites, dragging,
animation, hand-offs, the HUD — is generic and lives in ``ui/table`` and ``ui/scenes``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.events import CardsMoved, Event
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.names import number, seats_named
from ...core.views import TableView
from .interaction import Gesture
from .kit import Seats, lay_out
from .layout import Metrics, Rect, TableLayout
from .turns import turn_word

if TYPE_CHECKING:
    import pygame

    from ..render.theme import Theme
    from .sprites import CardSprite


class GameTable:
    """The table hooks. Every hook has its default here; a game overrides what it needs.

    Optional parts are declared as attributes: ``score_sheet`` (None: the game keeps no
    running match score; else ``score_sheet(view)`` -> ``Sheet | None``, with
    ``sheet_names`` True ``score_sheet(view, names)``, whose detail lines name the seats).
    """

    #: where the opening deal comes from
    deal_source: ZoneId = "stock"
    #: a seat's hand is this prefix and the seat (the opening deal flies into these)
    hand_prefix: str = "hand/"
    #: a trick game's (played, won) zone prefixes, e.g. ``("play/", "won/")``: before a trick
    #: goes into ``won/<seat>`` the cards in ``play/<seat>`` glow (``taker``); None: no tricks
    trick_zones: tuple[str, str] | None = None

    #: the game's zones per seat and per table (``ui/table/kit.py``)
    seats: Seats | None = None
    #: the seats' names (set by the table), for words a game paints on the felt
    names: Sequence[str] = ()
    #: the view the table's gestures are being built for (set by the table before it asks
    #: ``gesture``): a game whose actions do not say everything about their gesture reads it
    view: TableView | None = None
    #: the running match score on the Scores tab (``ui/table/scoresheet.py``): None for a
    #: game that keeps none, else a method ``score_sheet(view[, names]) -> Sheet | None``
    score_sheet: Callable[..., Any] | None = None
    #: whether ``score_sheet`` also takes the seats' names (for its detail lines)
    sheet_names: bool = False
    #: whether the finished match's table waits to be read before the results ("See the
    #: results", ``ui/table/lastlook.py``): the last hand's count (a score sheet, lines on the
    #: felt), the last trick and its news (Hyrule's last trick went to the results 0.3 s after
    #: "Dara wins the trick …" showed), the final rows. Every game's by default
    read_at_end: bool = True

    def layout(self, m: Metrics, view: TableView, bottom: PlayerId, n: int) -> TableLayout:
        """Where everything goes: the kit places ``seats``; a game may adjust the result."""
        if self.seats is None:
            raise NotImplementedError(f"{type(self).__name__} declares no seats")
        return lay_out(self.seats, m, view, bottom, n)

    def layout_key(self, view: TableView) -> Hashable:
        """What else ``layout`` depends on in a view besides its set of zones (the table lays
        out again when either changes): None by default. Seanchaí's: whether the hands lie
        open for the count, and how few cards the viewer's hand holds beside a crowded point
        field (which takes the room the hand leaves)."""
        return None

    def gesture(self, a: Action) -> Gesture | None:
        """Override the default gesture for an action (None: the default)."""
        return None

    def acting_other(self, view: TableView) -> str | None:
        """The name of the seat acting when it is not the viewer's (a computer, a rival in hot
        seat, anyone for a public view), else None: a status line then names it ("Dara (AI)
        is gathering") rather than read as addressed to the viewer."""
        p = view.to_act
        if p is None or p == view.viewer:
            return None
        return self.names[p] if 0 <= p < len(self.names) else f"Player {p + 1}"

    def click_place(self, card: CardId) -> ZoneId | None:
        """Where a click on a card puts it where a click means something (Treasure: the
        viewer's gathering place), so a click refused gets the rules' reason for that place
        ("… cannot become part of a set, run or colour …"); None: nowhere."""
        return None

    def describe(self, a: Action, text: str) -> str:
        """A button's or a choice's label for ``a``; ``text`` is the rules' ``describe``. A game
        may reword it (with the seats' ``names``). Default: as the rules say it, the seats they
        number ("Player 2", "player 2's") named ("Ciara", "Ciara's", "your")."""
        return seats_named(text, self.names)

    def arrange(self, zone: ZoneId, cards: tuple[CardId | None, ...]) -> list[int] | None:
        """The display order of a table zone's cards (indices into ``cards``), e.g. a field
        grouped by suit; None: as they lie. The viewer's own hand is sorted by the Sort tool.

        Here: a rival's hand, a small stack of backs, shows the cards every seat knows on top
        of the stack, at its end. The view lists those first (where they sorted among the
        hidden ones would tell), so they lay at its bottom under the backs: a card taken from
        Treasure's discard pile, one Seanchaí's Púka returned (D-S27). A game that orders a
        zone of its own calls this for the rest."""
        if not zone.startswith("hand/") or None not in cards:
            return None
        return [i for i, c in enumerate(cards) if c is None] + [i for i, c in enumerate(cards) if c is not None]

    def hold_before(self, ev: Event) -> float:
        """Seconds to pause before animating ``ev`` at normal speed (let a trick be seen)."""
        return 0.0

    def taker(self, ev: Event) -> ZoneId | None:
        """The zone whose cards took the trick ``ev`` is about to gather (they glow first)."""
        if self.trick_zones is None or not isinstance(ev, CardsMoved):
            return None
        played, won = self.trick_zones
        return played + ev.dst[len(won):] if ev.dst.startswith(won) else None

    def status_line(self, view: TableView) -> str:
        return ""

    def ending(self, view: TableView) -> str:
        """How a finished game ended, one line under the results' title where the title alone
        does not say why ("No Ard Rí after 6 rounds: …"); "" says nothing."""
        return ""

    def status_short(self, view: TableView) -> str:
        """The status line in fewer words, for a narrow window where the full one would be
        cut (the HUD asks when it does not fit); by default the same line."""
        return self.status_line(view)

    def seat_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        """Short lines under a seat's name: score, rounds won."""
        scores = view.info.get("scores", [])
        return [f"Score {number(scores[seat])}"] if seat < len(scores) else []

    def prompt(self, view: TableView, has_buttons: bool) -> str:
        """What the player to act should do, in a few words (shown above their hand)."""
        turn = turn_word(view, view.viewer)  # "Your answer" in a response window
        if has_buttons:
            return f"{turn}: choose below"
        return f"{turn}: drag a card to the glowing place, or click it"

    def choice_title(self, actions: Sequence[Action]) -> str:
        """The question over the card chooser when several actions share a button ("Whom do
        you offer a gift?"); say it in the game's words."""
        return "Which one?"

    def choice_seat(self, action: Action) -> PlayerId | None:
        """The seat an action of a chooser is for, where its choices are seats (Seanchaí's
        receivers of a Dark card in team play): a card dropped on one of them starts the
        chooser on that one. None: the choices are no seats."""
        return None

    def open_choice(self, view: TableView) -> str:
        """The label of a button whose chooser opens by itself when the viewer's turn comes
        (cards to choose among that lie too small on the table); "" for none."""
        return ""

    def handoff_reason(self, view: TableView, seat: PlayerId, names: Sequence[str]) -> str:
        """Why the device passes to ``seat`` where no answer window says it (the table's public
        ``view``): a decision out of the usual turn ("Player 2: choose the card the Dearg Dur
        takes"); "" for none."""
        return ""

    def situation(self, view: TableView) -> str:
        """What the viewer is answering, in a sentence or two, shown above their hand even
        while buttons say what to do ("Ciara uses the Púka on you. Let it happen: …");
        "" for none."""
        return ""

    def zone_caption(self, zone: ZoneId, view: TableView) -> str:
        """A word under a shared pile ('Set aside', 'Pot'); empty for none."""
        return ""

    def empty_slot(self, zone: ZoneId) -> bool:
        """Whether an empty zone still shows its outline (where a card will go)."""
        return False

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        """A score pop-up for an event: (zone to float over, text such as '+5')."""
        return None

    def turn_zone(self, seat: PlayerId) -> ZoneId | None:
        """The zone highlighted for the seat to act (its play slot)."""
        return None

    def draw_over(self, surf: pygame.Surface, lay: TableLayout, sprites: list[CardSprite],
                  theme: Theme) -> None:
        """Paint marks over the cards (``sprites``, bottom first, as drawn this frame): public
        information, or what the cards' own faces show. Default: nothing."""
        return None

    def draw_felt(self, surf: pygame.Surface, lay: TableLayout, view: TableView,
                  theme: Theme) -> None:
        """Paint game-specific marks on the felt under the cards (row labels, direction
        arrows, pile symbols): public information from ``view`` only. Default: nothing."""
        return None

    def words_under(self, lay: TableLayout, view: TableView) -> dict[ZoneId, Rect]:
        """Words ``draw_felt`` writes under a place (Ard Rí's "2 unproven" under a
        Roundhouse), by zone, where they are drawn: a lesson's outline round the place takes
        them in rather than run through them. Default: none."""
        return {}

    def felt_words(self, lay: TableLayout, view: TableView) -> list[Rect]:
        """Where ``draw_felt`` writes words the table's dashed outlines may cross (Ard Rí's "at
        Aoife" under two raiders, whose outlines met in its middle), as drawn: the outlines
        pass under them. Default: none."""
        return []

    def felt_rects(self, lay: TableLayout, view: TableView) -> dict[str, Rect]:
        """Where ``draw_felt`` paints boxes that must stay clear of the rest of the table
        (Treasure's badges under groups, Seanchaí's lines at the count), by name: the layout
        test checks them with every other element. Default: none."""
        return {}
