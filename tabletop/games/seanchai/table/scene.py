"""Seanchaí's table on the seat layout kit: where its zones sit, its gestures and its words.

Per seat: the name plate, the hand (the viewer's a fan at the bottom) and the point field, a
row of the pairs won. In team play a team has one point field (``field/0`` for seats 1 & 3,
``field/1`` for seats 2 & 4), shown at the first seat of the team. In the centre: the draw
pile (click it to flip), the flipped card, a Dark card while it is being used, the tableau
and the removed cards.

Gestures: pair by dragging a hand card onto a tableau card (or onto your point field); a
flipped card is dragged onto its partner (or the partner onto it), or to the tableau; a Dark
card is dragged onto an opponent's point field; a Shamrock onto your point field; a discard
onto the tableau. In the answer window the counter is dragged to your point field or chosen
with its button, beside "Let it happen"; the card an ability takes is clicked or dragged.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ....core.actions import Action
from ....core.events import Event, Notice
from ....core.ids import CardId, PlayerId, ZoneId
from ....core.names import number, signed
from ....core.views import TableView
from ....ui.render.fonts import text
from ....ui.render.theme import Theme
from ....ui.table.gamescene import GameTable
from ....ui.table.interaction import Button, Click, Drag, Gesture
from ....ui.table.kit import LOOSE, PLATE, STATUS, Part, Seats, Stack, lay_out
from ....ui.table.layout import Metrics, Rect, TableLayout
from ....ui.table.scoresheet import Sheet
from ..cards import CARDS, DECK, ID, POWERS, SUITS
from ..cards import can_pair as can_pair_cards
from ..rules import LINES
from ..words import answer_situation, the_card
from .countlines import Line, place, sizes
from .fieldrows import rising_fields
from .sheet import score_sheet

HAND, FIELD, CENTRE, OPP = 1.0, 0.62, 0.8, 0.42


def _teamed(view: TableView) -> list[int]:
    """Each seat's team where two teams share the table (team play), else []."""
    teams = list(view.info.get("teams") or [])
    return teams if len(set(teams)) == 2 and len(teams) > 2 else []


def _side(view: TableView, seat: PlayerId) -> PlayerId:
    """A seat's side: in team play its team, whose one point field (``field/<team>``) lies
    before whichever partner is looking; else the seat itself."""
    teams = _teamed(view)
    return teams[seat] if 0 <= seat < len(teams) else seat


SEATS = Seats(
    own=(Stack(((STATUS,), (PLATE,))),
         Part("field/{side}*", "row", FIELD, cards=10, step=0.34, title=18, label="Point field"),
         Part("hand/{seat}", "fan", HAND, cards=9, step=0.78, grow=True, lift=True, arc=0.04)),
    other=((PLATE,),
           (Part("hand/{seat}", "row", OPP, cards=5, step=0.22, count=True),
            Part("field/{seat}*", "row", OPP, cards=7, step=0.25))),
    centre=(Part("draw", "pile", CENTRE, count=True, depth=3, title=18, label="Draw",
                 extra={"pickable": True}),
            Part("flip", "pile", CENTRE, title=18, label="Flipped"),
            Part("dark", "pile", CENTRE, title=18, label="Dark"),
            Part("tableau", "row", CENTRE, cards=6, step=1.06, title=18, label="Tableau"),
            Part("removed", "pile", CENTRE, count=True, depth=2, title=18, label="Removed")),
    plate=(220, 62), other_plate=(220, 54), side=_side,
)


def open_seats(seats: Seats) -> list[Seats]:
    """The rivals' hands as they lie open at the count: a wider step (names in sight where it
    fits), and no count badge over faces that can be counted."""
    hand, fields = seats.other[1]
    return [replace(seats, other=(seats.other[0], (replace(hand, step=step, count=False), fields)))
            for step in (0.8, 0.62, 0.45)]


OPEN_SEATS = open_seats(SEATS)
COUNTED = ("scored", "over")  # the phases whose hands lie open
#: a point field this crowded beside a hand of fewer than ``FEW`` cards takes the room the hand
#: does not use (with 15 or more in the field the hand held 0 to 3 cards in seeded games; four
#: players at 1920x1080: eleven cards in the field beside a hand of five lay in rows over each
#: other, their indexes hidden, the hand's room beside them half empty)
CROWDED, FEW = 8, 8
STAGE_WORDS = {"act": "Action", "flipped": "Flipped card",
               "discard": "Discard", "answer": "Answer", "redirect": "Changeling",
               "ability": "Dark ability", "scored": "The count", "over": "Game over"}
OUR_FIELD = "Your team's point field"


def _team_title(lay: TableLayout, view: TableView) -> None:
    """In team play the viewer's field is their team's, laid before them whichever partner
    they are (``Seats.side``): its title says so."""
    if not _teamed(view) or view.viewer < 0:
        return
    own = lay.zones.get(f"field/{_side(view, view.viewer)}")
    if own is not None and lay.owners.get(own.zone) == view.viewer:
        own.label = OUR_FIELD


#: the button (and the chooser that opens by itself) for the card a Dark ability takes
TAKE_LABEL = "Choose the card it takes…"


def act_prompt(view: TableView) -> str:
    """The action step's prompt, naming only the actions the viewer can see are open: a pair
    (a hand card and a tableau card that pair), a flip (a draw pile), a Dark card or Shamrock
    taken from the tableau (S-13); with none, the discard (D-S8)."""
    hand = view.zones.get(f"hand/{view.viewer}")
    tableau = view.zones.get("tableau")
    draw = view.zones.get("draw")
    mine = [c for c in (hand.cards if hand else ()) if c is not None]
    table = [c for c in (tableau.cards if tableau else ()) if c is not None]
    kinds = {DECK[c].kind for c in table}
    can_pair = any(can_pair_cards(h, t) for h in mine for t in table)
    flip = bool(draw and draw.count)
    parts = (["drag a card onto its pair in the tableau"] if can_pair else []) + (
        ["click the draw pile"] if flip else [])
    take = [w for k, w in (("shamrock", "a Shamrock"), ("dark", "a Dark card")) if k in kinds]
    if take:
        parts.append("take " + " or ".join(take) + " from the tableau")
    if not parts:
        return "No action is possible: discard onto the tableau"
    if len(parts) == 1:
        return parts[0][0].upper() + parts[0][1:]
    text = ", ".join(parts[:-1]) + ", or " + parts[-1]
    return text[0].upper() + text[1:]


def _ability_card(view: TableView) -> CardId | None:
    """The Dark card whose ability is being carried out (``info["ability"]``), if any."""
    return ID.get(view.info.get("ability", ""))


def _name(card: int) -> str:
    return CARDS[card].name


class SeanchaiTable(GameTable):
    deal_source = "draw"
    seats = SEATS
    _count_lay: TableLayout | None = None
    _count_key: object = None
    _count: list[Line] = []  # (replaced, never changed in place)
    #: the last layout made and whether it was made for the count: while the next hand is
    #: dealt the table is already laid out for it, though the view on the board is still the
    #: count's until the deal has flown (its lines and "The count" hung over the new deal)
    _laid: tuple[TableLayout, bool] | None = None

    def layout(self, m: Metrics, view: TableView, bottom: PlayerId, n: int) -> TableLayout:
        """The kit's layout, the point fields rising into rows when crowded. At the count the
        rivals' hands lie open: they step wider where the table has the room (they lay in a
        tight stack of backs' steps, their names hidden); beside a crowded point field a hand
        of few cards leaves it the room it does not use (``layout_key``)."""
        lay = lay_out(SEATS, m, view, bottom, n)
        counted, few = self.layout_key(view)
        if counted:
            for seats in OPEN_SEATS:  # the widest step that shrinks no rival's cards
                opened = lay_out(seats, m, view, bottom, n)
                if opened.rivals_card(bottom) >= lay.rivals_card(bottom) - 0.5 and (
                        "tabs" in opened.areas or "tabs" not in lay.areas):
                    lay = opened
                    break
            for zid, zl in lay.zones.items():  # faces now: a row of them steps wider
                if zid.startswith("hand/") and lay.owners.get(zid) != bottom:
                    zl.loose = max(zl.loose, LOOSE * zl.card[0])
        rising_fields(lay, bottom, keep=None if few is None else max(1, few),
                      held={z: len(zv.cards) for z, zv in view.zones.items()} if counted else None,
                      lines=sizes(m, view))
        _team_title(lay, view)
        self._laid = (lay, counted)
        return lay

    def _dealing(self, view: TableView) -> bool:
        """Whether the next hand is being dealt over ``view``, the count's (the table is laid
        out for the new hand)."""
        return view.phase == "scored" and self._laid is not None and not self._laid[1]

    def layout_key(self, view: TableView) -> tuple[bool, int | None]:
        """(whether the hands lie open for the count; the cards in the viewer's hand while
        their point field is crowded and the hand holds few, else None). At the count the
        hands hold what they held at the last move, so their sizes need no key."""
        counted = view.phase in COUNTED
        me = view.viewer
        hand = view.zones.get(f"hand/{me}")
        mine = [len(zv.cards) for z, zv in view.zones.items() if z == f"field/{_side(view, me)}"]
        if hand is None or not mine or max(mine) < CROWDED or len(hand.cards) >= FEW:
            return counted, None
        return counted, len(hand.cards)

    # --- gestures ------------------------------------------------------------------------------------
    def gesture(self, a: Action) -> Gesture | list[Gesture] | None:
        k = a.kind
        if k == "flip":
            return Click("draw")
        if k == "pair":
            x, y = a.cards
            if a.src == "flip":  # the flipped card onto its partner, or the partner onto it
                return [Drag(x, (x,), y), Drag(y, (y,), x), Drag(x, (x,), a.dst or "")]
            return [Drag(x, (x,), y), Drag(x, (x,), a.dst or "")]
        if k == "leave":
            return [Drag(a.cards[0], a.cards, "tableau"), Button("Put it on the tableau")]
        if k == "counter":
            c = a.cards[0]
            return [Drag(c, (c,), a.dst or ""), Button(f"Counter with {the_card(c)}")]
        if k == "target":  # the cards lie small in a point field: a chooser shows them large
            c = a.cards[0]
            return [Click(c), Drag(c, (c,), a.dst or ""), Button(TAKE_LABEL)]
        if k == "shamrock" and a.src == "tableau":
            c = a.cards[0]
            return [Drag(c, (c,), a.dst or ""), Click(c)]
        if k == "use":
            d = a.cards[0]
            receiver = int(a.choice or 0) + 1
            gestures: list[Gesture] = [Drag(d, (d,), a.dst or "")]
            if a.src in ("flip", "dark"):  # must be used now: a button per receiver too
                r = receiver - 1
                who = self.names[r] if r < len(self.names) else f"player {receiver}"
                gestures.append(Button(f"Use {the_card(d)} on {who}"))
            return gestures
        return None

    def prompt(self, view: TableView, has_buttons: bool) -> str:
        stage = view.phase
        if stage == "answer":
            return "Your answer: counter, or let it happen"
        if stage == "ability":
            return "Click the human card the Dark card takes"
        if stage == "redirect":
            return "Drag the Changeling onto an opponent's point field"
        if stage == "flipped":
            flip = view.zones.get("flip")
            card = flip.cards[0] if flip and flip.cards else None
            if card is not None and DECK[card].kind == "dark":
                return "Drag the flipped Dark card onto an opponent's point field"
            if card is None:
                return "Pair the flipped card, or put it on the tableau"
            spec = DECK[card]
            partner = "a regular card" if spec.kind == "wild" else f"a {SUITS[spec.suit]} card or a wild card"
            return f"Pair the flipped {spec.name} with {partner}, or put it on the tableau"
        if stage == "discard":
            hand = view.zones.get(f"hand/{view.viewer}")
            if hand is not None and hand.cards and all(c is not None and DECK[c].kind == "shamrock"
                                                       for c in hand.cards):
                return "Play your Shamrock to your point field"  # (a Shamrock is never discarded)
            if hand is not None and any(c is not None and DECK[c].kind == "shamrock" for c in hand.cards):
                return ("Discard onto the tableau (a Dark card: onto an opponent's field), or "
                        "first play a Shamrock for a flip")
            return "Discard onto the tableau (a Dark card: onto an opponent's field)"
        if stage == "scored":
            return "The hand is over: deal the next hand"
        return act_prompt(view)

    # --- words -----------------------------------------------------------------------------------------
    def choice_title(self, actions) -> str:
        if actions and actions[0].kind == "target":
            card = _ability_card(self.view) if self.view is not None else None
            what = the_card(card) if card is not None else "the Dark card"
            return f"Which card does {what} take?"
        if actions and all(a.kind == "use" for a in actions) and len({a.cards for a in actions}) == 1:
            # a team's shared point field holds two receivers: the counter and a skip are theirs
            return f"Who receives {the_card(actions[0].cards[0])}?"
        return super().choice_title(actions)

    def handoff_reason(self, view: TableView, seat: PlayerId, names) -> str:
        """A Dark card's user sent back to choose the card it takes (the hand-off said nothing,
        beside "Player 2: answer Aoife's Caorthánach")."""
        card = _ability_card(view) if view.phase == "ability" else None
        if card is None or seat >= len(names):
            return ""
        return f"{names[seat]}: choose the card {the_card(card)} takes"

    def choice_seat(self, action: Action) -> PlayerId | None:
        """A Dark card's receiver in team play (``use``: its ``choice`` is the seat)."""
        if action.kind == "use" and str(action.choice or "").isdigit():
            return int(str(action.choice))
        return None

    def click_place(self, card: CardId) -> ZoneId | None:
        """A click on a card means "to my point field" (a tableau Shamrock is taken so, a
        Shamrock played): a click that means nothing gets the rules' reason for that place
        ("The Púka is used on an opponent: drag it onto their point field.")."""
        view = self.view
        if view is None or view.viewer < 0:
            return None
        return f"field/{_side(view, view.viewer)}"  # (a team's field, in team play)

    def open_choice(self, view: TableView) -> str:
        return TAKE_LABEL if view.phase == "ability" else ""

    def situation(self, view: TableView) -> str:
        window = view.info.get("window")
        if view.phase != "answer" or not window or window.get("answerer") != view.viewer:
            return ""
        dark = next((c.ident for c in CARDS if c.name == window.get("what") and c.ident in POWERS), None)
        if dark is None:
            return ""
        user = window.get("about", 0)
        name = self.names[user] if user < len(self.names) else f"Player {user + 1}"
        hand = view.zones.get(f"hand/{view.viewer}")
        counters = POWERS[dark].counters
        held = sum(1 for c in (hand.cards if hand else ()) if c is not None and CARDS[c].ident in counters)
        return answer_situation(name, dark, held)

    def status_line(self, view: TableView) -> str:
        info = view.info
        if self._dealing(view):
            return f"Hand {info.get('hand', 1) + 1} of {info.get('hands', 4)} · Dealing"
        hand = f"Hand {info.get('hand', 1)} of {info.get('hands', 4)}"
        return f"{hand} · {STAGE_WORDS.get(view.phase, '')}"

    def seat_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        info = view.info
        scores = info.get("scores", [])
        lines = [f"Score {number(scores[seat])}"] if seat < len(scores) else []
        skip = info.get("skip", [])
        if seat < len(skip) and skip[seat]:
            lines.append("Loses next turn")
        table = info.get("hand_table", [])
        if table:
            lines.append("Hands " + " ".join(signed(row[seat]) for row in table))
        return lines

    def zone_caption(self, zone: ZoneId, view: TableView) -> str:
        if zone.startswith("field/") and view.info.get("teams") and len(set(view.info["teams"])) == 2:
            side = int(zone.split("/")[1])
            return f"Team: players {side + 1} & {side + 3}"
        return ""

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone in ("draw", "tableau", "flip", "removed") or zone.startswith("field/")

    def turn_zone(self, seat: PlayerId) -> ZoneId | None:
        return f"hand/{seat}"

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, Notice) and ev.key == "out" and ev.player is not None:
            return f"hand/{ev.player}", "+5 out"
        if isinstance(ev, Notice) and ev.key == "countered" and ev.player is not None:
            return f"hand/{ev.player}", "Countered"
        return None

    def score_sheet(self, view: TableView) -> Sheet | None:
        """The match hand by hand (``sheet``); it opens by itself at each count."""
        return score_sheet(view)

    # --- the count, line by line, beside each point field ---------------------------------------------
    def count_lines(self, lay: TableLayout, view: TableView) -> list[Line]:
        """At the count (and at the end) each point field's line for the hand just played,
        where it overlaps nothing (``countlines.place``; kept while the table is the same);
        none once the table is laid out for the next hand, its deal flying."""
        if self._laid is not None and self._laid[0] is lay and not self._laid[1]:
            return []
        key = (lay.metrics, view.phase, repr(view.info.get("history")), tuple(self.names),
               tuple((z, len(zv.cards)) for z, zv in view.zones.items()))
        if self._count_lay is not lay or self._count_key != key:
            self._count_lay, self._count_key, self._count = lay, key, place(lay, view, self.names)
        return self._count

    def draw_felt(self, surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
        """At the count (and at the end) each point field shows its side's lines for the hand
        just played: cards, scéalta, going out, cards left in hand, and the total."""
        m = lay.metrics
        px, u = m.font(14, 13), m.unit
        for line in self.count_lines(lay, view):
            pygame.draw.rect(surf, theme.panel, line.box, border_radius=int(6 * u))
            imgs = [text(words, px, theme.text, bold=True) for words in line.lines]
            y = line.box.centery - sum(i.get_height() for i in imgs) // 2
            for img in imgs:
                surf.blit(img, img.get_rect(midtop=(line.box.centerx, y)))
                y += img.get_height()

    def felt_rects(self, lay: TableLayout, view: TableView) -> dict[str, Rect]:
        """The count's lines, each named after its field (``count/field/1``), as Treasure's
        badges are after their groups: the viewer's is theirs, like their field."""
        return {f"count/field/{line.side}": tuple(line.box) for line in self.count_lines(lay, view)}


assert len(LINES) == 4  # the four S-21 lines the count shows
