"""Treasure's table on the seat layout kit: where its zones sit, its gestures and its words.

Per seat: the name plate, the hand (the viewer's a fan at the bottom that folds into two rows
when crowded, with Sort; the others' small backs with a count) and the groups that
seat tabled, ``group/<p>/<k>``, side by side in rows (a family: they appear during play and
the table re-flows; the viewer's next group has its place already). In the centre: the draw
pile, the discard pile fanned so every card in it reads (a fan that folds into two rows past
fourteen cards; taking all of it is one click on it), and toward each seat the group it is
gathering. Groups show their cards by (declared) rank (``arrange``).

Gestures: draw by clicking the draw pile (or its button), take the top discard by clicking or
dragging it to the hand, the whole pile by clicking any other card of it (or its button);
gather a card into a new group by clicking it (a changing card asks which identity in the
chooser) or dragging it onto the gathering place or the next group's place; table the
gathered cards with the set / run / colour buttons (only the valid ones are offered) or by
dragging them onto the next group's place; add a card by dragging it onto a group (the valid
ones glow, another player's too where a god allows it); discard by dragging onto the pile
(never by a click, which means "pick for a group").

Each group carries a badge for every god effect it causes (``score.badges``); the
Scores tab (M) shows the match and, once a hand is over, every player's groups with their
multipliers and why, and the cards left in hand (``sheet.py``).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ....core.actions import Action
from ....core.events import Event, Notice, ScoreChanged
from ....core.ids import CardId, PlayerId, ZoneId
from ....core.names import number, says, signed
from ....core.views import TableView
from ....ui.render.theme import Theme
from ....ui.table.gamescene import GameTable
from ....ui.table.interaction import Button, Click, Drag, Gesture
from ....ui.table.kit import (
    PLATE,
    STATUS,
    Part,
    Seats,
    Stack,
    fitting,
    lay_out,
    next_member,
)
from ....ui.table.layout import Metrics, Rect, TableLayout
from ....ui.table.legibility import readable
from ....ui.table.scoresheet import Sheet
from ..deck import CODE, NATURAL, ident_name, parse_ident, rank_of
from .badges import badge_boxes, draw_badges, overflow
from .faces import overlay_declared
from .places import gatherers, name_places
from .sheet import score_sheet

HAND, OWN_GROUP, OPP, CENTRE, PENDING = 1.0, 0.46, 0.36, 0.5, 0.42
OWN_GROUPS = Part("group/{seat}/*", "row", OWN_GROUP, cards=5, step=0.3, wrap=3, next=True,
                  caption=18)
SEATS = Seats(
    own=(Stack(((STATUS,), (PLATE,))),
         Part("hand/{seat}", "fan", HAND, cards=10, step=0.5, grow=True, lift=True, arc=0.03),
         OWN_GROUPS),
    other=((PLATE, Part("hand/{seat}", "row", OPP, cards=2, step=0.12, count=True)),
           (Part("group/{seat}/*", "row", OPP, cards=4, step=0.22, wrap=3, caption=16),)),
    centre=(Part("stock", "pile", CENTRE, count=True, depth=3, title=18, label="Draw pile",
                 at="left", extra={"pickable": True}),
            # a fan: past fourteen cards it folds into two rows (``bighand``), each card's
            # corner still readable, so taking the whole pile shows what it brings (T-38)
            Part("discard", "fan", CENTRE, cards=12, step=0.34, count=True, title=18,
                 label="Discard pile (top at the right)", at="right")),
    toward=(Part("pending/{seat}", "row", PENDING, cards=4, step=0.3, count=True),),
    plate=(220, 62), other_plate=(180, 52), status_w=226,
)
#: two to four players: the opponents' groups larger (the kit shrinks them where they do not fit)
SEATS_FEW = replace(SEATS, own=(SEATS.own[0], SEATS.own[1], replace(OWN_GROUPS, size=0.52)),
                    other=(SEATS.other[0], (replace(SEATS.other[1][0], size=0.46, wrap=4),)))
#: the tallest caption room (logical px) the viewer's groups take for their badges (four
#: lines), and an opponent's (six: the felt under the top row is roomier)
MAX_CAPTION, MAX_THEIR_CAPTION = 84, 110
PHASE_WORDS = {"draw": "Draw", "meld": "Meld", "gather": "Gathering",
               "scored": "Scored", "over": "Match over"}
#: the same, for a seat other than the viewer's at its turn ("Hand 2 of 12 · Dara (AI) is
#: gathering"): a bare "Gathering" over the viewer's own plate read as the viewer's phase
PHASE_DOING = {"draw": "drawing", "meld": "playing", "gather": "gathering"}


def _own_rise(lay: TableLayout, bottom: PlayerId, caption: float) -> Rect | None:
    """Where the viewer's groups, their names and badges may come to lie as their caption
    rooms grow to ``MAX_CAPTION`` (they rise off the bottom edge by as much); None without
    them."""
    mine = f"group/{bottom}/"
    rects = [zl.room(max(1, int(zl.extra.get("full", 1)))) for z, zl in lay.zones.items() if z.startswith(mine)]
    rects += [r for k, r in lay.labels.items() if k.partition("/")[2].startswith(mine)]
    if not rects:
        return None
    x0, y0 = min(r[0] for r in rects), min(r[1] for r in rects)
    x1, y1 = max(r[0] + r[2] for r in rects), max(r[1] + r[3] for r in rects)
    rise = max(0.0, MAX_CAPTION - caption) * lay.metrics.unit
    return x0, y0 - rise, x1 - x0, y1 - y0 + rise


def _shown(lay: TableLayout, view: TableView, bottom: PlayerId) -> float:
    """How much of the worst-shown card along the top shows (``legibility.readable``; all: inf)."""
    seen = readable(lay, view, bottom)
    return float("inf") if seen is None else seen



def _group_sizes(view: TableView) -> str:
    """The gathering prompt before the cards make a group: how many each kind takes now (the
    Builder lowers them: ``info["mins"]``, set, run, colour)."""
    sets, runs, colours = (view.info.get("mins") or (3, 4, 4))[:3]
    return (f"Click more cards: a set takes {sets} of a rank, a run {runs} in a row, "
            f"a colour {colours} of a suit")

class TreasureTable(GameTable):
    seats = SEATS
    sheet_names = True  # the Scores sheet's detail lines name the seats (``sheet_for``)

    def __init__(self) -> None:
        self._next: dict[PlayerId, ZoneId] = {}  # the viewer's next group zone (for gathers)
        self._bottom: PlayerId = 0
        self._groups: dict = {}  # the latest public groups (``info["groups"]``) seen
        self._declared: dict[CardId, str] = {}  # tabled changing cards -> declared identity

    def layout(self, m: Metrics, view: TableView, bottom: PlayerId, n: int) -> TableLayout:
        found = [z for z in view.zones if z.startswith(f"group/{bottom}/")]
        self._next = {bottom: next_member(f"group/{bottom}/", found)}
        self._bottom = bottom
        self._groups = view.info.get("groups") or {}
        seats = SEATS_FEW if n <= 4 else SEATS
        lay = lay_out(seats, m, view, bottom, n)
        others = set(range(n)) - {bottom}
        spill = overflow(lay, view, others, last=False)
        rows = spill <= 0.5
        if not rows:  # a badge would run into an opponent's next row of groups: they keep
            lay = lay_out(seats, m, view, bottom, n, rows=False)  # the declared rows
        theirs = overflow(lay, view, others)
        (other,) = seats.other[-1]
        extras = sorted({x for x in (spill, theirs) if x > 0.5})
        for _ in range(4):  # unless taller caption rooms hold the badges: the blocks grow
            if not extras:  # downward where the table has room
                break
            extra = extras.pop(0)
            taller = replace(seats, other=(*seats.other[:-1], (replace(
                other, caption=min(other.caption + extra / m.unit + 1, MAX_THEIR_CAPTION)),)))
            roomy = fitting(taller, m, view, bottom, n)
            if roomy is None or roomy.rivals_card(bottom) < lay.rivals_card(bottom) - 0.5 \
                    or "tabs" in lay.areas and "tabs" not in roomy.areas:  # (steady tabs)
                continue
            more = overflow(roomy, view, others, last=False)
            if more > 0.5:  # its rows need a little more still
                extras = sorted({*extras, extra + more})
                continue
            hangs = overflow(roomy, view, others)
            if hangs < theirs or hangs <= theirs and _shown(roomy, view, bottom) > _shown(
                    lay, view, bottom):
                seats, lay, rows = taller, roomy, True
                break
        more = overflow(lay, view, {bottom})
        if more > 0.5:  # the badges under the viewer's groups need taller caption rooms: the
            own = seats.own[-1]  # groups rise off the bottom edge by as much (issue 22)
            caption = min(own.caption + more / m.unit + 1, MAX_CAPTION)
            seats = replace(seats, own=(*seats.own[:-1], replace(own, caption=caption)))
            lay = lay_out(seats, m, view, bottom, n, rows=rows)
        # "Gathering", "New group", "Ciara's gathering" where the room allows; they give way
        # to the Hint's and the tour's words (with four players a long Hint kept off them and
        # went over the prompt)
        gathering = gatherers(view)
        marks = [tuple(b) for _, b, _, _ in badge_boxes(lay, view)] if set(gathering) - {bottom} else []
        name_places(lay, bottom, self._next.get(bottom), self.names, gathering, marks)
        rise = _own_rise(lay, bottom, seats.own[-1].caption)
        if rise is not None and "tabs" not in lay.areas:  # the tabs, seeking a gap, keep clear
            lay.growth.append(rise)  # of where the viewer's groups may rise to (they moved
            # with each rise: Treasure, seven players, 1280x800)
        return lay

    def layout_key(self, view: TableView) -> tuple[PlayerId, ...]:
        """The seats gathering now: another seat's gathering place is named while it gathers
        there (``places.name_places``); the viewer's is named all along."""
        return tuple(p for p in gatherers(view) if p != view.viewer)

    def arrange(self, zone: ZoneId, cards: tuple[CardId | None, ...]) -> list[int] | None:
        """A group shows its cards by rank (a run added to at its low end reads in order, a
        colour shows its run), by the declared identities the public info gives, else the
        printed ones (the info is at most one step behind: the next move puts it right)."""
        if not zone.startswith("group/"):
            return super().arrange(zone, cards)  # (a rival's known cards on top of its stack)
        declared = (self._groups.get(zone) or {}).get("as") or []
        ranks = []
        for i, c in enumerate(cards):
            x = parse_ident(declared[i]) if len(declared) == len(cards) else None
            ranks.append(rank_of(x if x is not None else NATURAL[c] if c is not None else 0))
        return sorted(range(len(cards)), key=lambda i: ranks[i])

    # --- gestures --------------------------------------------------------------------------------
    def gesture(self, a: Action) -> Gesture | list[Gesture] | None:
        k = a.kind
        if k == "gather":  # click to select; or drag to the gathering place / the next group
            c = a.cards[0]
            out: list[Gesture] = [Click(c), Drag(c, (c,), a.dst or "")]
            if a.player in self._next:
                out.append(Drag(c, (c,), self._next[a.player]))
            return out
        if k == "take":
            c = a.cards[0]
            return [Drag(c, (c,), a.dst or ""), Click(c),
                    Button(f"Take the {ident_name(NATURAL[c])}")]
        if k == "discard":  # a drag, never a click: a click means "pick for a group", so a
            c = a.cards[0]  # card that cannot join one must not be thrown away by a click
            return Drag(c, (c,), a.dst or "", click=False)
        if k == "take_all" and self.view is not None:  # any card under the top, dragged home
            pile = [c for c in self.view.zones["discard"].cards if c is not None]
            return [Button(f"Take the whole discard pile ({len(pile)} cards)"),
                    *(Drag(c, (c,), a.dst or "") for c in pile[:-1])]
        return None

    # --- words -------------------------------------------------------------------------------------
    def prompt(self, view: TableView, has_buttons: bool) -> str:
        phase = view.phase
        if phase == "draw":
            return "Draw: click the draw pile, the top discard, or the pile for all of it"
        if phase == "gather":
            hand = view.zones.get(f"hand/{view.viewer}")
            if hand is not None and not hand.cards:  # every card gathered: none left to click
                return "Table them as a set, run or colour"
            if not has_buttons:  # no group complete yet: say what one takes (a player had 2-3-4
                return _group_sizes(view)  # of Winds, no button and no word why)
            return "Click more cards, then table them as a set, run or colour"
        if phase == "scored":
            return "The hand is scored: Scores (M) shows how; then deal"
        if has_buttons:
            return super().prompt(view, has_buttons)
        return "Click cards to start a group, drag a card onto a group, or discard one"

    def status_line(self, view: TableView) -> str:
        info = view.info  # (lowered minimums show on the Builder's badge: "runs of 3")
        return f"Hand {info.get('hand', 1)} of {info.get('hands', 12)} · {self.status_short(view)}"

    def status_short(self, view: TableView) -> str:
        """The phase, or who is doing what at another seat's turn ("Dara (AI) is gathering")."""
        other = self.acting_other(view) if view.phase in PHASE_DOING else None
        return f"{says(other, 'is')} {PHASE_DOING[view.phase]}" if other else PHASE_WORDS.get(view.phase, "")

    def seat_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        scores = view.info.get("scores", [])
        lines = [f"Score {number(scores[seat])}"] if seat < len(scores) else []
        if view.info.get("dealer") == seat:
            lines.append("Dealer")
        return lines

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone in ("stock", "discard", f"pending/{self._bottom}") or zone.startswith("group/")

    def turn_zone(self, seat: PlayerId) -> ZoneId | None:
        return f"pending/{seat}"

    def click_place(self, card: CardId) -> ZoneId | None:
        return f"pending/{self._bottom}"  # a click picks a card for a group

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, ScoreChanged):
            return f"hand/{ev.player}", signed(ev.delta)
        if isinstance(ev, Notice) and ev.key == "tabled" and ev.player is not None:
            return f"hand/{ev.player}", f"A {ev.args[1]}"
        return None

    # --- the scoring and the badges -----------------------------------------------------------------
    def score_sheet(self, view: TableView, names: list[str] | None = None) -> Sheet | None:
        return score_sheet(view, names)

    def draw_felt(self, surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
        self._groups = view.info.get("groups") or {}
        self._declared = {c: code for zid, g in self._groups.items()
                          for c, code in zip(view.zones[zid].cards if zid in view.zones else (),
                                             g["as"], strict=False)
                          if c is not None and CODE[c] != code}
        draw_badges(surf, lay, view, theme)

    def felt_rects(self, lay: TableLayout, view: TableView) -> dict[str, Rect]:
        return {f"badge/{zid}": tuple(box) for zid, box, _, _ in badge_boxes(lay, view)}

    def draw_over(self, surf: pygame.Surface, lay: TableLayout, sprites: list, theme: Theme) -> None:
        """A changing card placed as another card shows the declared index over its own (the
        painter's ``overlay_declared``), wherever it is drawn in a group."""
        for sp in sprites:
            code = self._declared.get(sp.face) if sp.zone.startswith("group/") else None
            if code is not None and not sp.hidden and abs(sp.scale_x) > 0.99:
                overlay_declared(surf, sp.rect(), code, theme)
