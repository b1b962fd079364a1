"""Ard Rí's table on the seat layout kit: where its zones sit, its gestures and its words.

Per seat: the name plate (clients and wealth, whose client: "Aoife's client"), the hand, the Cattle Field
grouped by suit with its counted cards marked (``field.py``), the Roundhouse (warriors
face down are unproven: the owner sees them dimmed, the others see backs) and the pending
zone (the cards being chosen for a multi-card decision, raised). In the centre: the
Draw-Deck and the Discard pile at the left, the Marches and the Wilderness in the middle,
the Otherworld and the season wheel with this season's order of play at the right
(``paint.py``).

Gestures (each refused drop says why, ``rules.why_not``): Spring cattle are dragged to the
Cattle Field, Summer warriors to the Roundhouse, exiles and deserters to the Wilderness,
upkeep to the Discard pile, hunters to the Draw-Deck; a raider is dragged onto an opponent
(their Roundhouse, field or hand), a blocker onto the attacker it blocks, a gift card onto the
target's field, an enforcer onto the target; an unblocked raider onto the cattle it takes (or
onto the field for all of its suit). The chosen cards are then committed with the button named
in words (or dragged together to where they go). Everything may also be dropped on the
seat's own pending place.
"""

from __future__ import annotations

from dataclasses import replace

from ....core.actions import Action
from ....core.events import CardsMoved, Event, Notice
from ....core.ids import CardId, PlayerId, ZoneId
from ....core.names import count_of, number_word, says
from ....core.steps import pending_id
from ....core.views import TableView
from ....ui.render.theme import CLASSIC, Theme
from ....ui.table.bighand import BACK_ROW
from ....ui.table.gamescene import GameTable
from ....ui.table.interaction import Gesture
from ....ui.table.kit import PLATE, STATUS, Part, Seats, Stack
from ....ui.table.layout import Metrics, TableLayout
from ..cards import VALUE
from ..upkeep import UPKEEP, deserters_needed
from ..wealth import counted
from .clients import client_captions, client_lines, client_words, draw_client_captions
from .field import draw_field, draw_over_bars, field_marks, field_order, suit_rows
from .gestures import gestures
from .paint import (
    SEASON_WORD,
    house_caption,
    house_words,
    marches_rows,
    marches_words,
    pending_rows,
    pending_words,
    season_wheel,
    warrior_marks,
)

FIELD, HOUSE, OPP, CENTRE = 0.56, 0.56, 0.4, 0.56
#: room under a rival's field, of its card height, for a crowded field's rows
#: (``SuitRow.fold``): two more rows, else one, else none, as the centre leaves room
FOLDS = (1.15, 0.6, 0.0)
FOLD = FOLDS[0]
SEATS = Seats(
    own=(Stack(((STATUS,), (PLATE,))),
         Stack(((Part("field/{seat}", "row", FIELD, cards=13, step=0.36, title=18, caption=18),),
                (Part("roundhouse/{seat}", "row", HOUSE, cards=4, step=0.56, title=26,
                      label="Roundhouse", caption=16),
                 # the title's line and room for the chosen cards to stand raised
                 # (``SELECT_LIFT``) under it; under the cards, room for a raid's words
                 # ("at Orla (AI)", ``pending_words``) below the place's outline
                 Part("pending/{seat}", "row", HOUSE, cards=4, step=0.5, title=42,
                      label="Chosen", caption=20)))),
         Part("hand/{seat}", "fan", 1.0, cards=9, step=0.6, grow=True, lift=True, arc=0.04)),
    other=((PLATE, Part("hand/{seat}", "pile", OPP, count=True, depth=2)),
           # a field longer than a row shows at the index step folds into rows under it
           (Part("field/{seat}", "row", OPP, cards=10, step=0.33, below=FOLD),
            Part("roundhouse/{seat}", "row", OPP, cards=2, step=0.4),
            Part("pending/{seat}", "row", OPP, cards=2, step=0.4))),
    centre=(Part("deck", "pile", CENTRE, count=True, depth=3, title=18, label="Draw",
                 extra={"pickable": True}),
            # room for the names of the piles side by side at 150 % text ("Draw" and "Discard"
            # ran together, 6 px apart; the first stands at the edge)
            Part("discard", "pile", CENTRE, count=True, depth=2, title=18, label="Discard",
                 extra={"title_room": 90}),
            Part("marches", "row", CENTRE, cards=5, step=0.8, title=18, label="The Marches",
                 caption=16),
            Part("wilderness", "row", CENTRE, cards=3, step=0.4, title=18, label="Wilderness",
                 extra={"pickable": True}),
            Part("otherworld", "pile", CENTRE * 0.8, count=True, depth=2, title=18,
                 label="Otherworld", extra={"title_room": 100}),
            Part("@aid/season", "aid", 0.9, step=1.85)),
    plate=(236, 62), other_plate=(236, 54),
    widen=False,  # the blocks' plates stay put between the seat's view, the replay and the end
    centre_clear=BACK_ROW,  # a hand folded in two lifts the strip: the centre's row stays above it
)


def folded(fold: float) -> Seats:
    """The declaration with ``fold`` (of the card height) kept under each rival's field."""
    if fold == FOLD:
        return SEATS
    return replace(SEATS, other=tuple(tuple(replace(p, below=fold) if isinstance(p, Part) and p.zone == "field/{seat}"
                                            else p for p in line) for line in SEATS.other))


def centre_clear(lay: TableLayout) -> bool:
    """Whether the centre's places and words stay above the message strip where the viewer's
    hand folded into two rows lifts it (``Seats.centre_clear``)."""
    strip = lay.areas.get("messages")
    if strip is None:
        return True
    limit = strip[1] - BACK_ROW * lay.metrics.card_h + 0.5
    bottoms = [y + h for z, zl in lay.zones.items() if z in CENTRE_ZONES
               for _, y, _, h in [zl.extent(max(1, int(zl.extra.get("full", 1))))]]
    bottoms += [y + h for k, (_, y, _, h) in lay.labels.items()
                if k == "aid/season" or k.partition("/")[2] in CENTRE_ZONES]
    return max(bottoms, default=0.0) <= limit


CENTRE_ZONES = frozenset(p.zone for p in SEATS.centre)
STAGE_WORD = {"cattle": "Spring: cattle of one suit", "warriors": "Summer: warriors face down",
              "draw": "Autumn: draw {k}", "exile": "Samhain: exile unproven?",
              "pay": "Samhain: pay {need} upkeep", "desert": "Samhain: warriors desert",
              "act": "Winter: raid, hunt or céilsine", "hunt": "Winter: a hunt", "raid": "Winter: a raid",
              "gift": "Céilsine: offer a gift of 4 suits", "enforce": "Céilsine: enforce the gift?",
              "defence": "Raid: block an attacker?", "plunder": "Raid: plunder"}
#: what another seat is doing in each stage, in the third person: while it acts the status
#: line names it ("Winter: Dara (AI) is choosing a raid, hunt or céilsine") and tells the
#: viewer nothing to do ("Raid: block an attacker?" read as addressed to the viewer)
STAGE_DOING = {"cattle": ("Spring", "choosing cattle"), "warriors": ("Summer", "choosing warriors"),
               "draw": ("Autumn", "drawing"), "exile": ("Samhain", "choosing whom to exile"),
               "pay": ("Samhain", "paying upkeep"), "desert": ("Samhain", "choosing deserters"),
               "act": ("Winter", "choosing a raid, hunt or céilsine"), "hunt": ("Winter", "choosing hunters"),
               "raid": ("Winter", "choosing raiders"), "gift": ("Céilsine", "choosing a gift"),
               "enforce": ("Céilsine", "deciding whether to enforce the gift"),
               "defence": ("Raid", "choosing blockers"), "plunder": ("Raid", "plundering")}
#: the same in fewer words, for a narrow window (``status_short``)
STAGE_SHORT = {"warriors": "Summer: warriors", "exile": "Samhain: exile?",
               "pay": "Upkeep: {need}", "desert": "Samhain: desertion", "act": "Winter: act",
               "gift": "Céilsine: gift", "enforce": "Enforce the gift?", "defence": "Block?"}


class ArdRiTable(GameTable):
    deal_source = "deck"
    seats = SEATS

    def __init__(self) -> None:
        self.groups: dict[ZoneId, tuple[int, ...]] = {}  # each field's suit groups (SuitRow)
        self.gift: tuple[int, int, int, int] | None = None  # the last gift: giver, target, G, V
        self.drawn_wealth: dict[int, int] = {}  # what the fields last showed (tests read it)
        self.bottom: PlayerId = 0  # the seat at the bottom of the last layout

    def layout(self, m: Metrics, view: TableView, bottom: PlayerId, n: int) -> TableLayout:
        for fold in FOLDS:  # the rivals' fields fold into as many rows as the centre leaves room
            self.seats = folded(fold)
            lay = super().layout(m, view, bottom, n)
            if centre_clear(lay):
                break
        self.bottom = bottom
        suit_rows(lay, self.groups)
        return lay

    def arrange(self, zone: ZoneId, cards: tuple[CardId | None, ...]) -> list[int] | None:
        if not zone.startswith("field/"):
            return super().arrange(zone, cards)
        order, sizes = field_order(cards, set(counted([c for c in cards if c is not None])))
        self.groups[zone] = sizes
        return order

    # --- gestures ------------------------------------------------------------------------------
    def gesture(self, a: Action) -> Gesture | list[Gesture] | None:
        view = self.view
        gifts: list[int] = []
        if a.kind == "ceilsine" and view is not None:  # cattle the seat holds or has in its field
            for zone in (f"hand/{a.player}", f"field/{a.player}"):
                z = view.zones.get(zone)
                gifts += [c for c in (z.cards if z else ()) if c is not None and VALUE[c]]
        return gestures(a, view.info if view is not None else {}, self.names, gifts)

    def choice_title(self, actions) -> str:
        if actions and actions[0].kind == "ceilsine":
            return "To whom do you offer a gift?"
        return super().choice_title(actions)

    # --- words ---------------------------------------------------------------------------------
    def status_line(self, view: TableView) -> str:
        """The season and what is being done in it ("Samhain: pay 10 upkeep")."""
        info = view.info
        season = str(info.get("season", ""))
        if season == "over":
            return "Game over"
        stage = str(info.get("stage", ""))
        gift = self.gift
        other = self.acting_other(view)
        if stage == "enforce" and gift is not None and gift[1] == info.get("target"):
            if other is not None:
                return f"Gift {gift[2]} ≤ {gift[3]}: {says(other, 'is')} deciding whether to enforce it"
            return f"Gift {gift[2]} ≤ {gift[3]}: enforce it?"  # the comparison that decided
        enforced = stage == "defence" and int(info.get("target", -1)) >= 0  # a céilsine's enforcers
        if other is not None:
            when, doing = STAGE_DOING.get(stage, (SEASON_WORD.get(season, season), "choosing"))
            return f"{'Céilsine' if enforced else when}: {says(other, 'is')} {doing}"
        if enforced:  # not "Raid: block an attacker?": the warriors came to enforce a gift
            return "Céilsine: block an enforcer?"
        words = STAGE_WORD.get(stage, SEASON_WORD.get(season, season))
        acting = view.to_act if view.to_act is not None else -1
        house = view.zones.get(f"roundhouse/{acting}")
        return words.format(k=int(info.get("acting", 0)) + 1, need=5 * (house.count if house else 0))

    def acting_other(self, view: TableView) -> str | None:
        return None if view.info.get("season") == "over" else super().acting_other(view)

    def status_short(self, view: TableView) -> str:
        info = view.info
        stage = str(info.get("stage", ""))
        if (other := self.acting_other(view)) is not None:  # "Dara (AI) is choosing…"
            doing = STAGE_DOING.get(stage, ("", "choosing"))[1].split()
            return f"{says(other, 'is')} {doing[0]}{'…' if len(doing) > 1 else ''}"
        if stage not in STAGE_SHORT or info.get("season") == "over":
            return self.status_line(view)
        acting = view.to_act if view.to_act is not None else -1
        house = view.zones.get(f"roundhouse/{acting}")
        return STAGE_SHORT[stage].format(need=5 * (house.count if house else 0))

    def ending(self, view: TableView) -> str:
        info = view.info
        winner, rounds = info.get("winner", -1), info.get("rounds", 0)
        if isinstance(winner, int) and 0 <= winner < len(self.names):
            return f"{says(self.names[winner], 'becomes')} Ard Rí, the High King, in round {info.get('round', rounds)}"
        return f"No Ard Rí after {count_of(int(rounds), 'round')}: most clients, then most wealth, wins"

    def prompt(self, view: TableView, has_buttons: bool) -> str:
        stage = view.info.get("stage", "")
        if stage == "desert" and (said := self._desert_words(view)):
            return said
        wild = view.zones.get("wilderness")
        if stage == "draw" and (wild is None or not wild.count):  # (nothing there to choose)
            return "Click the Draw-Deck"
        return {
            "cattle": "Drag cattle of one suit to your Cattle Field",
            "warriors": "Drag warriors to your Roundhouse (face down)",
            "draw": "Click the Draw-Deck, or choose from the Wilderness",
            "exile": "Drag unproven warriors to the Wilderness (draw 2 each)",
            "pay": "Drag cattle to the Discard pile: 5 for each warrior",
            "desert": "Drag the warriors who desert to the Wilderness",
            "act": "Drag warriors onto a rival (raid) or the Draw-Deck (hunt), cattle onto a "
                   "rival's field (a gift)",
            "gift": "Your gift: drag one cattle card of each suit onto the rival's field",
            "enforce": "The gift is not enough: send warriors onto the rival to enforce it",
            "defence": "Your answer: drag a warrior onto an attacker to block it",
            "plunder": "Drag each free raider onto the cattle it takes",
        }.get(stage, super().prompt(view, has_buttons))

    def _desert_words(self, view: TableView) -> str:
        """Why warriors desert and how many (A-10): "Drag cattle …" said nothing of either."""
        me = view.to_act
        if me is None:
            return ""
        field = view.zones.get(f"field/{me}")
        total = sum(VALUE[c] for c in (field.cards if field else ()) if c is not None)
        warriors = sum(z.count for z in (view.zones.get(f"roundhouse/{me}"),
                                         view.zones.get(pending_id(me))) if z is not None)
        fed = total // UPKEEP
        need = deserters_needed(warriors, total)  # the rules' own count (A-10)
        if not need:
            return ""
        feeds = f"feed {count_of(fed, 'warrior')}" if fed else "feed no warrior"
        if need == warriors:  # ("drag 1 of your 1 … (they desert)" was said of a lone warrior)
            which = {1: "your warrior", 2: "both your warriors"}.get(need, f"all {number_word(need)} of your warriors")
        else:
            which = f"{need} of your {warriors}"
        goes = "it deserts" if need == 1 else "they desert"
        return (f"Your field's cattle ({total}) {feeds} at {UPKEEP} each: "
                f"drag {which} to the Wilderness ({goes})")

    def seat_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        """D-A24: "1 client · wealth 37", then whose client the seat is ("Aoife's client")."""
        info = view.info
        texts = info.get("score_text", [])
        lines = [texts[seat]] if seat < len(texts) else []
        lord = info.get("lord", [])
        if seat < len(lord) and lord[seat] >= 0 and lord[seat] < len(self.names):
            lines.append(client_words(self.names[lord[seat]]))  # "Your client", never "client of You"
        return lines

    def empty_slot(self, zone: ZoneId) -> bool:
        """Shared places, fields and Roundhouses show their outline; of the pending places
        only the viewer's ("Chosen")."""
        return zone in ("deck", "discard", "marches", "wilderness", "otherworld") or zone.startswith(
            ("field/", "roundhouse/")) or zone == pending_id(self.bottom)

    def turn_zone(self, seat: PlayerId) -> ZoneId | None:
        return f"pending/{seat}"

    def hold_before(self, ev: Event) -> float:
        """Let a fight be seen before the dead leave, and each plunder before the next."""
        if isinstance(ev, CardsMoved) and ev.dst == "otherworld":
            return 0.7
        if isinstance(ev, CardsMoved) and ev.src.startswith("field/") and ev.dst == "marches":
            return 0.35
        return 0.0

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if not isinstance(ev, Notice):
            return None
        a = ev.args
        if ev.key == "gift":
            self.gift = (int(a[0]), int(a[1]), int(a[2]), int(a[3]))
            sign = ">" if a[2] > a[3] else "≤"
            return f"field/{a[1]}", f"Gift {a[2]} {sign} {a[3]}"
        if ev.key in ("client", "failed"):  # the gift is settled: the status line no longer
            self.gift = None  # weighs it (the next gift's enforce step said the last one's figures)
        if ev.key == "client":
            return f"roundhouse/{a[1]}", "Client!"
        if ev.key == "failed":
            return f"field/{a[1]}", "Céilsine fails"
        if ev.key == "deserted":
            return f"roundhouse/{a[0]}", f"−{a[1]} deserted"
        return None

    # --- painting ------------------------------------------------------------------------------
    def draw_over(self, surf, lay: TableLayout, sprites: list, theme: Theme) -> None:
        warrior_marks(surf, lay, sprites)
        draw_over_bars(surf, lay, sprites, theme)  # a folded field's counted cards behind its front row

    def draw_felt(self, surf, lay: TableLayout, view: TableView, theme: Theme) -> None:
        names = list(self.names) or [f"Player {p + 1}" for p in range(len(lay.seats))]
        bottom = next((s for s, pl in lay.seats.items() if pl.side == "bottom"), None)
        client_lines(surf, lay, view, theme)
        for seat in lay.seats:
            got = draw_field(surf, lay, view, seat, seat == bottom, theme)
            if got is not None:
                self.drawn_wealth[seat] = got
            house_words(surf, lay, view, seat, theme)
        marches_words(surf, lay, view, names, theme)
        pending_words(surf, lay, view, names, theme)
        season_wheel(surf, lay, view, names, theme)
        draw_client_captions(surf, lay, view, names, theme)  # what each dashed line means

    def words_under(self, lay: TableLayout, view: TableView) -> dict[ZoneId, tuple]:
        """Each Roundhouse's "2 unproven · 1 proven", as drawn (a lesson's outline ran through it)."""
        out: dict[ZoneId, tuple] = {}
        for seat in lay.seats:
            said = house_caption(lay, view, seat, CLASSIC)
            if said is not None:
                out[f"roundhouse/{seat}"] = tuple(said[1])
        return out

    def felt_words(self, lay: TableLayout, view: TableView) -> list[tuple]:
        """The words under the Marches, the chosen cards and the Roundhouses, as drawn: the
        outlines of a blocker's two raiders met in the middle of their "at Aoife"."""
        names = list(self.names) or [f"Player {p + 1}" for p in range(len(lay.seats))]
        rows = [*marches_rows(lay, view, names, CLASSIC), *pending_rows(lay, view, names, CLASSIC)]
        out = [(x, y, img.get_width(), img.get_height()) for img, x, y in rows]
        return out + list(self.words_under(lay, view).values())

    def felt_rects(self, lay: TableLayout, view: TableView) -> dict[str, tuple]:
        names = list(self.names) or [f"Player {p + 1}" for p in range(len(lay.seats))]
        out = {f"client/{seat}": tuple(pill) for seat, pill, *_ in client_captions(lay, view, names, CLASSIC)}
        bottom = next((s for s, pl in lay.seats.items() if pl.side == "bottom"), None)
        marks = field_marks(lay, view, bottom, True) if bottom is not None else None
        for suit, *_, chip in marks.totals if marks is not None else ():  # the suits' sums under
            out[f"sum-{suit}/field/{bottom}"] = tuple(chip)  # the viewer's field (named for it)
        return out
