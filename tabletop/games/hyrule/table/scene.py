"""Hyrule's table: where its zones sit around the seats (the generic engine does the rest).

Per seat: the hand (a big fan for the viewer at the bottom, small fans of backs for the
others), a name plate, a play slot toward the middle and a won pile with its count. In the
middle: the suit circle (which suit beats which), the pot (a tied trick waiting for the next winner), the set-aside rest of the deck,
the discard of a tied last trick and the run-off row. A trick stays on the table a moment
before it is gathered to its winner.
"""

from __future__ import annotations

import pygame

from ....core.events import CardsMoved, Event, Notice
from ....core.ids import PlayerId, ZoneId
from ....core.views import TableView
from ....ui.render.fonts import text
from ....ui.render.theme import Theme
from ....ui.table.gamescene import GameTable
from ....ui.table.kit import PLATE, STATUS, Part, Seats, Stack
from ....ui.table.layout import Rect, TableLayout
from ....ui.table.scoresheet import Sheet
from ....ui.table.titles import TitleRoom
from .figure import suit_circle

#: captured piles show only their count (shared/rules/hyrule.md §7); the cards in them are
#: still public knowledge (everyone saw them played: the move log lists them)
#: the suit circle (which suit beats which), drawn by ``draw_felt`` in the box the kit reserves
SUITS_AID = "@aid/suits"
#: under the set-aside cards where their faces show (the end of a match, the replay), greyed as
#: cards out of play: why they lie apart (shared/rules/hyrule.md §2: the undealt rest of the
#: deck plays no part in the round); two lines where one has no room
NOT_DEALT = ("Not dealt this round", ("Not dealt", "this round"))
WON = Part("won/{seat}", "pile", 0.58, label="Won", count=True, extra={"backs": True})
SEATS = Seats(
    own=(Stack(((STATUS,), (PLATE,))),
         Part("hand/{seat}", "fan", 1.0, cards=7, step=0.62, grow=True, lift=True, arc=0.05),
         WON),
    other=((PLATE, Part("hand/{seat}", "fan", 0.58, cards=7, step=0.30), WON),),
    centre=(Part(SUITS_AID, "aid", 0.9, step=0.88, at="left"),
            Part("pot", "pile", 0.58, label="Pot", count=True, title=20, at="left"),
            Part("discard", "pile", 0.58, label="Out of play", count=True, title=20, at="right"),
            Part("stock", "pile", 0.58, label="Set aside", count=True, title=20, at="right"),
            Part("runoff", "row", 1.0, step=1.12, overlay=True)),
    toward=(Part("play/{seat}", "pile", 1.0, depth=1),),
    status_w=320,
)


class HyruleTable(GameTable):
    seats = SEATS
    trick_zones = ("play/", "won/")  # the cards that took a trick glow before it is gathered

    # --- animation and words -----------------------------------------------------------------
    def hold_before(self, ev: Event) -> float:
        if isinstance(ev, CardsMoved) and ev.src.startswith("play/"):
            return 0.9  # let everyone see the trick before it is gathered
        if isinstance(ev, CardsMoved) and ev.src.startswith("won/") and ev.dst == "stock":
            return 0.8  # end of round: a last look at the won piles
        return 0.0

    def status_line(self, view: TableView) -> str:
        info = view.info
        variant = "A bit of strategy" if info.get("variant") == "strategy" else "Strictly chance"
        rounds = int(info.get("rounds", 1))
        trick = min(7, int(info.get("trick", 1)))
        parts = []
        if rounds > 1:  # short, so the variant still fits the line
            parts.append(f"Round {info.get('round', 1)}/{rounds}")
            parts.append(f"Trick {trick}/7")
        else:
            parts.append(f"Trick {trick} of 7")
        parts.append(variant)
        return " · ".join(parts)

    def seat_lines(self, view: TableView, seat: PlayerId) -> list[str]:
        info = view.info
        scores = info.get("scores", [])
        lines = [f"Captured {scores[seat] if seat < len(scores) else 0}"]
        if int(info.get("rounds", 1)) > 1:  # this round's cards (the match's are on the sheet)
            won = view.zones.get(f"won/{seat}")
            lines = [f"Captured {won.count if won else 0}",
                     f"Rounds {info.get('rounds_won', [0] * (seat + 1))[seat]}"]
        return lines

    def empty_slot(self, zone: ZoneId) -> bool:
        return zone.startswith(("play/", "won/"))

    def turn_zone(self, seat: PlayerId) -> ZoneId | None:
        return f"play/{seat}"

    def pop_for(self, ev: Event) -> tuple[ZoneId, str] | None:
        if isinstance(ev, Notice) and ev.key == "trick_won":
            winner, count = ev.args[0], ev.args[1]
            return f"won/{winner}", f"+{count}"
        return None

    def draw_felt(self, surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
        """The suit circle in the box the kit reserved for it; under the set-aside cards, where
        their faces show, why they lie apart."""
        box = lay.labels.get("aid/suits")
        if box is not None:
            x, y, w, h = (round(v) for v in box)
            surf.blit(suit_circle((w, h), theme), (x, y))
        said = not_dealt(lay, view)
        if said is not None:
            lines, px, r = said
            y = r.y
            for line in lines:
                img = text(line, px, theme.text_dim, bold=True)
                surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += img.get_height()

    def words_under(self, lay: TableLayout, view: TableView) -> dict[ZoneId, Rect]:
        said = not_dealt(lay, view)
        return {} if said is None else {"stock": tuple(said[2])}

    def felt_rects(self, lay: TableLayout, view: TableView) -> dict[str, Rect]:
        said = not_dealt(lay, view)
        return {} if said is None else {"not-dealt/stock": tuple(said[2])}

    def score_sheet(self, view: TableView) -> Sheet | None:
        """A match of several rounds: cards captured per round (the round's winner marked),
        the round being played so far, rounds won. Public: every captured card was seen."""
        info = view.info
        rounds = int(info.get("rounds", 1))
        if rounds <= 1:
            return None
        done = [list(r) for r in info.get("round_captured", [])]
        winners = [set(w) for w in info.get("round_winners", [])]
        current = len(done) if len(done) < rounds and not info.get("winners") else None
        n = len(info.get("scores", []))
        cells, won = [], []
        for p in range(n):
            row = [str(r[p]) for r in done]
            if current is not None:
                zv = view.zones.get(f"won/{p}")
                row.append(str(zv.count if zv else 0))
            cells.append(tuple(row + [""] * (rounds - len(row))))
            won.append(tuple(p in w for w in winners) + (False,) * (rounds - len(winners)))
        wins = info.get("rounds_won", [0] * n)
        return Sheet("Match score", "Cards captured per round; most rounds won wins",
                     tuple(f"Round {i + 1}" for i in range(rounds)), tuple(cells), tuple(won),
                     current, "Rounds won", tuple(str(wins[p]) for p in range(n)))


def not_dealt(lay: TableLayout, view: TableView) -> tuple[list[str], int, pygame.Rect] | None:
    """The words under the set-aside pile (``NOT_DEALT``), their size and where they go: under
    its count, on one line centred where nothing else is, else two; None where the viewer sees
    only backs there (in play: nobody knows those cards) or where there is no room (the table
    is laid out as in play: no room is kept for them)."""
    zv, zl = view.zones.get("stock"), lay.zones.get("stock")
    if zv is None or zl is None or all(c is None for c in zv.cards):
        return None
    m = lay.metrics
    px = m.font(12, 12)
    x, y, w, h = zl.extent(len(zv.cards))
    badge = text("0", m.font(15, 12), (0, 0, 0), bold=True).get_height() + m.px(4)  # (``Hud.badge_rects``)
    top = round(y + h + badge * 0.4 + m.px(2))  # under the count hanging from the pile
    room = TitleRoom(lay, {z: len(v.cards) for z, v in view.zones.items()}, px)
    own = (("zone", "stock"), ("title", "title/stock"))
    taken = [pygame.Rect(round(a), round(b), round(c), round(d)) for whose, (a, b, c, d) in room.rects
             if whose not in own and c > 0 and d > 0]
    one, two = NOT_DEALT
    for lines in ([one], list(two)):
        imgs = [text(line, px, (0, 0, 0), bold=True) for line in lines]
        r = pygame.Rect(0, 0, max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs))
        r.midtop = (round(x + w / 2), top)
        if pygame.Rect(0, 0, m.w, m.h).contains(r) and r.inflate(2 * room.gap, 0).collidelist(taken) < 0:
            return lines, px, r
    return None
