"""What the Treasure table shows about the scoring, worked out from a public view only (no
pygame): which god effects each group causes (its badge), and the hand's sheet per player:
every group with its multipliers and why, the cards left in hand, the totals.

Everything here is public: the groups, their declared identities and owners are in
``view.info["groups"]`` and the hands lie open once a hand is scored. The numbers come from
``scoring.py`` itself (the same functions the rules use), so the sheet cannot drift from the
rules; the tests compare it with ``rules.hand_result``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ....core.names import capital, joined, whose
from .. import gods as gd
from .. import scoring
from ..deck import GOD_NAMES, NATURAL, SUIT_NAMES, ident_name, parse_ident, rank_of, suit_of
from ..groups import COLOUR, RUN, SET

Group = gd.Group

#: each effect in two or three words, for a badge on the group that causes it
SHORT: dict[int, str] = {
    gd.RUNS_X2: "runs ×2", gd.EXTEND_RUNS: "runs open to all", gd.WIND_X2: "wind ×2",
    gd.RUNS_HALF: "runs ×½", gd.LADY_CANCELLED: "cancels the Lady", gd.WIND_HALF: "wind ×½",
    gd.COLOURS_OF_3: "colours of 3", gd.BUILDER_DRAW: "all draw 3", gd.RUNS_OF_3: "runs of 3",
    gd.WARRIORS_CHANGE: "Warriors change colour", gd.STONES_CHANGE: "Stones change rank",
    gd.HAND_ZERO: "hands score 0",
    gd.LEAF_X2: "leaf ×2", gd.COLOURS_X2: "colours ×2", gd.EXTEND_COLOURS: "colours open to all",
    gd.LEAF_HALF: "leaf ×½", gd.COLOURS_HALF: "colours ×½",
    gd.PROTECTRESS_CANCELLED: "cancels the Protectress",
    gd.FRIEND_CANCELLED: "cancels the Friend", gd.FLAME_HALF: "flame ×½", gd.SETS_HALF: "sets ×½",
    gd.EXTEND_SETS: "sets open to all", gd.FLAME_X2: "flame ×2", gd.SETS_X2: "sets ×2",
    gd.WAVES_CHANGE: "Waves change rank", gd.FOOLS_X2: "Fools ×2", gd.QUEENS_CHANGE: "Queens change colour",
}
TYPE_WORDS = {SET: "Set", RUN: "Run", COLOUR: "Colour"}
TYPE_FLAGS = {SET: (gd.SETS_X2, gd.SETS_HALF), RUN: (gd.RUNS_X2, gd.RUNS_HALF),
              COLOUR: (gd.COLOURS_X2, gd.COLOURS_HALF)}
SUIT_FLAGS = {0: (gd.WIND_X2, gd.WIND_HALF), 4: (gd.LEAF_X2, gd.LEAF_HALF), 1: (gd.FLAME_X2, gd.FLAME_HALF)}
CAUSE = {flag: key for key, (flag, _) in gd.EFFECTS.items()}  # flag -> (god, position)
SHORT[gd.SETS_OF_2] = "sets of 2"  # the Builder in a colour under a house rule (T-13 b)
CAUSE[gd.SETS_OF_2] = (gd.BUILDER, "colour")
POSITION_WORDS = {SET: "in a set", RUN: "in a run", COLOUR: "in a colour"}


def groups_of(view: Any) -> dict[str, Group]:
    """The tabled groups of a view, by zone, as the rules store them."""
    out: dict[str, Group] = {}
    for zid, g in (view.info.get("groups") or {}).items():
        zv = view.zones.get(zid)
        cards = tuple(c for c in (zv.cards if zv is not None else ()) if c is not None)
        idents = tuple(parse_ident(code) or 0 for code in g["as"])
        out[zid] = (g["type"], cards, idents, tuple(g["owners"]))
    return out


def positions(groups: dict[str, Group], mask: int = 0) -> dict[str, list[tuple[int, str]]]:
    """Per group zone: (god, position) for each god in it (a colour's run member has two);
    ``mask``'s house-rule bits may change the runs' minimum."""
    run_min = gd.table_run_min(groups.values(), mask & gd.HOUSE)
    return {zid: gd.group_god_positions(g, run_min) for zid, g in groups.items()}


@dataclass(frozen=True)
class Badge:
    """One god effect on the group that causes it: ``text`` for the badge, ``words`` in full;
    ``on`` False when it is cancelled (or cancels nothing: an even number of cancellers)."""

    god: int
    position: str
    text: str
    words: str
    on: bool


def badges(groups: dict[str, Group], mask: int) -> dict[str, list[Badge]]:
    """The god effects each group causes, as badges (active ones and cancelled ones)."""
    out: dict[str, list[Badge]] = {}
    for zid, found in positions(groups, mask).items():
        seen = set()
        for god, pos in found:
            if (god, pos) in seen:
                continue
            seen.add((god, pos))
            flag, words = gd.EFFECTS[(god, pos)]
            if flag == gd.RUNS_OF_3 and mask & gd.SETS_OF_2:  # the Builder's house-rule reading
                flag, words = gd.SETS_OF_2, gd.FLAG_NAMES[gd.SETS_OF_2]
            on = bool(mask & flag)
            # the god is in the group for all to see: the badge says what it does
            # a cancelled effect says which (a mixed badge is not dimmed: "cancelled" alone
            # beside other effects did not say what was)
            text = SHORT[flag] if on else f"{SHORT[flag]} cancelled"
            if flag == gd.RUNS_OF_3 and mask & gd.HOUSE_BUILDER_NOOP:
                text = "no effect (house rule)"
            if not on and (god, pos) in gd.CANCELLER.values():
                text = "no effect (a pair)"
            out.setdefault(zid, []).append(Badge(god, pos, text, words, on))
    return out


def cause_words(flag: int, groups: dict[str, Group], names: list[str]) -> str:
    """Why an effect is on: "Lady in a set, played by Aoife" (not in brackets: a computer's
    name has its own, and the sheet puts this in brackets again: "(Fionn (AI))):")."""
    god, pos = CAUSE[flag]
    owners = []
    for zid, found in positions(groups).items():
        if (god, pos) in found:
            q = int(zid.split("/")[1])
            owners.append(names[q] if q < len(names) else f"player {q + 1}")
    whose = f", played by {joined(list(dict.fromkeys(owners)), start=False)}" if owners else ""
    return f"{GOD_NAMES[god]} {POSITION_WORDS[pos]}{whose}"


#: what every card of a group scores before any god's multiplier (``scoring``: 1 << 2)
BASE = 4


def _factor_text(f: Fraction) -> str:
    return "×½" if f == Fraction(1, 2) else f"×{f}"


@dataclass(frozen=True)
class GroupLine:
    """One group's share for one player: its cards, what each counts, why."""

    zone: str
    title: str  # "Run 3–6"; another's group "Aoife's run 3–6"
    cards: int  # how many of its cards the player placed
    value: int  # their points from it
    working: str  # "4 cards × 4 × 2 = 32" or per-card values summed
    why: tuple[str, ...]  # the multipliers and their causes


@dataclass(frozen=True)
class SeatSheet:
    seat: int
    groups: tuple[GroupLine, ...]
    hand_cards: tuple[tuple[str, int], ...]  # (card name, its penalty)
    hand_why: str
    table: int
    hand: int

    @property
    def total(self) -> int:
        return self.table + self.hand


def _title(zid: str, group: Group, seat: int, names: list[str]) -> str:
    kind, _, idents, _ = group
    q = int(zid.split("/")[1])
    if kind == SET:
        what = f"{TYPE_WORDS[kind]} of {rank_of(idents[0])}s"
    elif kind == RUN:
        ranks = sorted(rank_of(x) for x in idents)
        what = f"Run {ranks[0]}–{ranks[-1]}"
    else:
        what = f"Colour: {SUIT_NAMES[suit_of(idents[0])]}"
    if q == seat:
        return what
    if kind == COLOUR:  # another's group: "Ciara's Flames colour", "The run 3–6 of Dara (AI)"
        what = f"{SUIT_NAMES[suit_of(idents[0])]} colour"
    return capital(whose(names[q] if q < len(names) else f"player {q + 1}", what[0].lower() + what[1:]))


def _why(group: Group, mine: list[int], mask: int, run_min: int, groups: dict[str, Group],
         names: list[str]) -> tuple[str, ...]:
    """The multipliers that touch the cards at indices ``mine`` of this group (the seat's own
    cards in it), each with its cause; a colour's run counted twice comes first."""
    kind, _, idents, _ = group
    member_kinds = scoring.memberships(group, run_min)
    kinds = {k for i in mine for k in member_kinds[i]}
    flags = []
    for k in (SET, RUN, COLOUR):
        if k in kinds:
            flags.extend(TYPE_FLAGS[k])
    suits = {suit_of(idents[i]) for i in mine}
    for s, pair in SUIT_FLAGS.items():
        if s in suits:
            flags.extend(pair)
    if any(rank_of(idents[i]) == 9 for i in mine):
        flags.append(gd.FOOLS_X2)
    out = [f"{SHORT[f]}: {cause_words(f, groups, names)}" for f in flags if mask & f]
    for double, half in (*TYPE_FLAGS.values(), *SUIT_FLAGS.values()):
        if double in flags and mask & double and mask & half:
            out.append(f"{SHORT[double]} and {SHORT[half].split()[-1]} together: no change")
    twice = sum(1 for i in mine if len(member_kinds[i]) == 2)
    if twice:
        out.insert(0, f"{twice} of them in its run too: they count twice (colour + run)")
    return tuple(out)


def seat_sheet(view: Any, seat: int, names: list[str]) -> SeatSheet:
    """The hand's score for ``seat`` as the table lies (the open hand at its end)."""
    groups = groups_of(view)
    mask = gd.flags(groups.values(), int(view.info.get("house", 0)))  # with the house rules
    run_min = gd.run_min_for(mask)
    lines = []
    for zid in sorted(groups, key=lambda z: tuple(int(x) for x in z.split("/")[1:])):
        group = groups[zid]
        values = scoring.card_values(group, mask)
        own = [i for i, o in enumerate(group[3]) if o == seat]
        mine = [values[i] for i in own]
        if not mine:
            continue
        if len(set(mine)) == 1 and mine[0] != BASE:  # the base, then what multiplied it:
            # "4 × 4 = 16, ×½ = 8" ("4 × 2 = 8" for a halved run read as a 2 from nowhere)
            working = (f"{len(mine)} × {BASE} = {len(mine) * BASE}, "
                       f"{_factor_text(Fraction(mine[0]) / BASE)} = {sum(mine)}")
        elif len(set(mine)) == 1:
            working = f"{len(mine)} × {mine[0]} = {sum(mine)}"
        else:
            working = " + ".join(str(v) for v in mine) + f" = {sum(mine)}"
        lines.append(GroupLine(zid, _title(zid, group, seat, names), len(mine), sum(mine), working,
                               _why(group, own, mask, run_min, groups, names)))
    hand = view.zones.get(f"hand/{seat}")
    cards = [c for c in (hand.cards if hand is not None else ()) if c is not None]
    penalties = tuple((ident_name(NATURAL[c]) + (" (changing)" if scoring.is_changing(c, mask) else ""),
                       scoring.hand_penalty(c, mask)) for c in cards)
    if mask & gd.HAND_ZERO:
        hand_why = f"cards in hand score 0: {cause_words(gd.HAND_ZERO, groups, names)}"
    else:
        hand_why = "each card in hand: minus its rank; gods and changing cards −9"
        if mask & gd.HOUSE_HAND_MULTIPLIERS:
            hand_why += "; times the suit and Fool multipliers (house rule), rounded toward zero"
    return SeatSheet(seat, tuple(lines), penalties, hand_why, sum(x.value for x in lines),
                     sum(p for _, p in penalties))


