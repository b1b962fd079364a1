"""Ard Rí's legal moves, stage by stage (the acting seat's choices; pure).

Multi-card choices are steps (``core/steps.py``): Spring cattle, Summer warriors, a pick
from the Wilderness, exile, upkeep, desertion, hunters, raiders (each gathered *at* a
target), the gift, enforcers and blockers (each gathered *on* an attacker). Only additions
that can still be completed are offered; copies of a card give one move (``cards.distinct``).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.events import CardsMoved
from ...core.steps import COMMIT, GATHER, commit_action, pending_id
from .cards import IS_WARRIOR, RANK, SUIT, SUIT_NO, VALUE, distinct
from .state import ArdState
from .upkeep import UPKEEP, deserters_needed, is_minimal_payment, joinable_bits


def gather(p: int, c: int, src: str, *tokens: str) -> Action:
    """A gather step; ``tokens`` (``up`` a face-up warrior, ``field`` a gift card from the
    field, ``hunt``, ``raid:<t>``, ``on:<attacker>``) become the move's choice."""
    key = (p, c, src, tokens)
    a = _GATHERS.get(key)
    if a is None:
        choice = ",".join(t for t in tokens if t) if tokens else ""
        a = _GATHERS[key] = Action(GATHER, p, (c,), src, PENDING[p], choice)
        GATHER_INFO[id(a)] = [a, *gather_info(a), None]
    return a


def gather_info(a: Action) -> tuple[str, int, str]:
    """What a gather does besides moving its card: (where the card lies: ``hand``,
    ``field``, ``roundhouse`` or ``wilderness``; the raid target or blocked attacker it is
    aimed at, -1 none; the Winter stage it opens, ``raid``/``hunt`` or "")."""
    where = (a.src or "").split("/")[0]
    aim, stage = -1, ""
    for tok in str(a.choice or "").split(","):
        if tok.startswith("raid:"):
            aim, stage = int(tok[5:]), "raid"
        elif tok.startswith("on:"):
            aim = int(tok[3:])
        elif tok == "hunt":
            stage = "hunt"
    return where, aim, stage


class Family(dict[int, Action]):
    """The gathers of one seat from one place with the same tokens, by card: the legal lists
    look them up instead of building a key per card (each built once, by ``gather``)."""

    def __init__(self, p: int, src: str, tokens: tuple[str, ...]) -> None:
        super().__init__()
        self.args = (p, src, tokens)

    def __missing__(self, c: int) -> Action:
        p, src, tokens = self.args
        a = self[c] = gather(p, c, src, *tokens)
        return a


_FAMILIES: dict[tuple[int, str, tuple[str, ...]], Family] = {}


def moved(info: list[Any]) -> CardsMoved:
    """The event of the gather whose ``GATHER_INFO`` entry is ``info``, made at the first
    call: a gather's event is always the same."""
    ev = info[4]
    if ev is None:
        a = info[0]
        ev = info[4] = CardsMoved(a.cards[:1], a.src or "", pending_id(a.player))
    return ev


def family(p: int, src: str, *tokens: str) -> Family:
    key = (p, src, tokens)
    f = _FAMILIES.get(key)
    if f is None:
        f = _FAMILIES[key] = Family(p, src, tokens)
    return f


PENDING = tuple(pending_id(p) for p in range(5))
#: gather moves are immutable and few (seat x card x source x purpose): built once each
_GATHERS: dict[tuple[int, int, str, tuple[str, ...]], Action] = {}
#: id of a gather built by ``gather`` -> [the action, *gather_info, its event or None]: read
#: by the rules' hot path (the action itself is kept, so an id is never reused while it is
#: listed); the event (``moved``), the same at every use, is made at the first
GATHER_INFO: dict[int, list[Any]] = {}
HAND = tuple(f"hand/{p}" for p in range(5))
FIELD = tuple(f"field/{p}" for p in range(5))
HOUSE = tuple(f"roundhouse/{p}" for p in range(5))
RAID = tuple(f"raid:{t}" for t in range(5))
ON = tuple(f"on:{c}" for c in range(52 * 3))
_COMMITS: dict[tuple[int, str, str], Action] = {}
_PLAIN: dict[tuple[str, int, str], Action] = {}


def commit(p: int, choice: str, dst: str) -> Action:
    """``commit_action``, built once per (seat, choice, destination)."""
    key = (p, choice, dst)
    a = _COMMITS.get(key)
    if a is None:
        a = _COMMITS[key] = commit_action(p, choice, dst)
    return a


def up(s: ArdState, c: int) -> str:
    return "up" if c in s.proven else ""


def plain(kind: str, p: int, choice: str = "") -> Action:
    key = (kind, p, choice)
    a = _PLAIN.get(key)
    if a is None:
        a = _PLAIN[key] = Action(kind, p, (), None, None, choice)
    return a


#: per commit choice, per seat: the commit that ends a stage's gathering (``commit``)
COMMITS: dict[str, tuple[Action, ...]] = {
    choice: tuple(commit(p, choice, dst(p)) for p in range(5))
    for choice, dst in (("cattle", FIELD.__getitem__), ("warriors", HOUSE.__getitem__),
                        ("take", HAND.__getitem__), ("pay", lambda p: "discard"),
                        ("exile", lambda p: "wilderness"), ("desert", lambda p: "wilderness"),
                        ("enforce", lambda p: "marches"), ("hunt", lambda p: "marches"),
                        ("raid", lambda p: "marches"), ("block", lambda p: "marches"))}
#: per seat, per target: the gift's commit to the target's Cattle Field
GIFTS = tuple(tuple(commit(p, "gift", FIELD[t]) for t in range(5)) for p in range(5))
#: per kind, per seat: the one-word moves (``plain``)
PLAINS: dict[str, tuple[Action, ...]] = {
    kind: tuple(plain(kind, p) for p in range(5))
    for kind in ("pass", "draw", "take", "keep", "hunt", "withdraw", "decline")}


def house_split(s: ArdState, p: int, exclude: tuple[int, ...] = ()) -> tuple[list[int], list[int]]:
    """The seat's Roundhouse warriors as (distinct face-down, distinct face-up) cards."""
    house = s.houses[p]
    if not house:  # no warriors (often in Winter)
        return [], []
    uniq = sorted if s.decks == 1 else distinct  # one deck: no copies to merge
    proven = s.proven  # a handful of cards: looked through, no set built
    if not exclude:
        if not proven:  # nobody proven yet (the first year)
            return uniq(house), []
        down = [c for c in house if c not in proven]
        up = [c for c in house if c in proven]
    else:
        down = [c for c in house if c not in proven and c not in exclude]
        up = [c for c in house if c in proven and c not in exclude]
    return uniq(down), (uniq(up) if up else up)


def gift_sources(s: ArdState, p: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hand and the field cards ``p`` may give as a gift (the gift.sources house rule:
    both by default, or only the hand, or only the Cattle Field)."""
    hand = s.hands[p] if s.gift_sources != "field" else ()
    field = s.fields[p] if s.gift_sources != "hand" else ()
    return hand, field


def gift_possible(s: ArdState, p: int) -> bool:
    hand, field = gift_sources(s, p)
    suits = {SUIT_NO[c] for c in hand + field if VALUE[c]}
    return len(suits) == 4


def draw_count(s: ArdState) -> int:
    """A-9: the k-th player in the order draws k cards."""
    return s.idx + 1


def upkeep_need(s: ArdState, p: int) -> int:
    return UPKEEP * len(s.houses[p])


def field_total(s: ArdState, p: int) -> int:
    return sum(VALUE[c] for c in s.fields[p])


#: per seat, the families of gathers the legal lists use most (``family``), looked up once
_FROM_HAND = tuple(family(p, HAND[p]) for p in range(5))
_FROM_FIELD = tuple(family(p, FIELD[p]) for p in range(5))
_FROM_FIELD_GIFT = tuple(family(p, FIELD[p], "field") for p in range(5))
_FROM_HOUSE = tuple(family(p, HOUSE[p]) for p in range(5))
_FROM_HOUSE_UP = tuple(family(p, HOUSE[p], "up") for p in range(5))
_FROM_WILDERNESS = tuple(family(p, "wilderness") for p in range(5))
_HUNTERS = tuple(family(p, HOUSE[p], "up", "hunt") for p in range(5))


def legal(s: ArdState, p: int) -> tuple[Action, ...]:
    st = s.stage
    pend = s.pending[p]
    out: list[Action] = []
    uniq = sorted if s.decks == 1 else distinct  # one deck: no copies to merge
    if st == "cattle":
        if pend:
            suit = SUIT[pend[0]]
            g = _FROM_HAND[p]
            out = [g[c] for c in uniq([c for c in s.hands[p] if VALUE[c] and SUIT[c] == suit])]
            out.append(COMMITS["cattle"][p])
        else:
            g = _FROM_HAND[p]
            out = [g[c] for c in uniq([c for c in s.hands[p] if VALUE[c]])]
            out.append(PLAINS["pass"][p])
    elif st == "pay":  # A-10 step 2
        need = UPKEEP * len(s.houses[p])
        field = s.fields[p]
        key = (field, pend, need)
        ok = _PAYABLE.get(key)
        if ok is None:
            ok = _payable_bits(key)
        if ok & _VALUES:  # else none may join (the payment is made)
            g = _FROM_FIELD[p]
            # the values decide, and copies share theirs: filtered first, then one per code
            out = [g[c] for c in uniq([c for c in field if _VALUE_BIT[c] & ok])]
        if ok & _MINIMAL:
            out.append(COMMITS["pay"][p])
    elif st == "gift":  # A-15 step 2
        if len(pend) == 4:
            return (GIFTS[p][s.target],)
        suits = {SUIT_NO[c] for c in pend}
        hand, field = gift_sources(s, p)
        g = _FROM_HAND[p]
        out = [g[c] for c in uniq([c for c in hand if VALUE[c] and SUIT_NO[c] not in suits])]
        g = _FROM_FIELD_GIFT[p]
        out += [g[c] for c in uniq([c for c in field if SUIT_NO[c] not in suits])]
    elif st == "warriors":
        g = _FROM_HAND[p]
        out = [g[c] for c in uniq([c for c in s.hands[p] if IS_WARRIOR[c]])]
        out.append(COMMITS["warriors"][p] if pend else PLAINS["pass"][p])
    elif st == "draw":
        k = draw_count(s)
        if not pend:
            out.append(PLAINS["draw"][p])
            if s.wilderness and len(s.wilderness) <= k:
                out.append(PLAINS["take"][p])
        if len(s.wilderness) + len(pend) > k:
            if len(pend) < k:
                g = _FROM_WILDERNESS[p]
                out += [g[c] for c in uniq(s.wilderness)]
            else:
                out.append(COMMITS["take"][p])
    elif st == "exile":  # A-10 step 1
        down, _ = house_split(s, p)
        g = _FROM_HOUSE[p]
        out = [g[c] for c in down]
        out.append(COMMITS["exile"][p] if pend else PLAINS["keep"][p])
    elif st == "desert":  # A-10 step 3
        d = deserters_needed(len(s.houses[p]) + len(pend), field_total(s, p))
        if len(pend) < d:
            down, ups = house_split(s, p)
            g, gu = _FROM_HOUSE[p], _FROM_HOUSE_UP[p]
            out = [g[c] for c in down] + [gu[c] for c in ups]
        else:
            out = [COMMITS["desert"][p]]
    elif st in ("act", "hunt", "raid"):
        out = winter_moves(s, p)
    elif st == "enforce":  # A-15 step 5
        down, ups = house_split(s, p)
        g, gu = _FROM_HOUSE[p], _FROM_HOUSE_UP[p]
        out = [g[c] for c in down] + [gu[c] for c in ups]
        out.append(COMMITS["enforce"][p] if pend else PLAINS["withdraw"][p])
    elif st == "defence":  # A-12 step 2
        out = defence_moves(s, p)
    elif st == "plunder":  # A-12 step 4
        out = plunder_moves(s, p)
    return tuple(out)


#: per card id: its cattle value's bit
_VALUE_BIT = tuple(1 << v for v in VALUE)
#: in ``_payable_bits``'s mask: the values' bits (1–10), and above them a flag: the payment
#: chosen is minimal
_VALUES = (1 << 11) - 2
_MINIMAL = 1 << 11


def _payable_bits(key: tuple[tuple[int, ...], tuple[int, ...], int]) -> int:
    """The values of the field cards that may join the payment chosen so that it can still
    become minimal (``upkeep.joinable_bits``), as a bit mask of values, with ``_MINIMAL``
    set if the payment is minimal already; remembered by ``key``: (the Cattle Field, the
    payment chosen from it, the need). The upkeep payment's list is built at every step of
    it, and a search meets the same fields over and over (the tuples hash faster than
    anything worked out from them)."""
    field, pend, need = key
    counts = [0] * 11
    for c in field:
        counts[VALUE[c]] += 1
    chosen = [VALUE[c] for c in pend]
    total = sum(chosen)
    low = min(chosen) if chosen else 11
    bits = joinable_bits(counts, total, low, need)
    if chosen and is_minimal_payment(chosen, need):
        bits |= _MINIMAL
    if len(_PAYABLE) > 1 << 16:
        _PAYABLE.clear()
    _PAYABLE[key] = bits
    return bits


_PAYABLE: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}


def winter_moves(s: ArdState, p: int) -> list[Action]:
    pend = s.pending[p]
    down, ups = house_split(s, p)
    out: list[Action] = []
    st = s.stage
    if st != "raid" and ups:
        g = _HUNTERS[p]
        out += [g[c] for c in ups]
    if st != "hunt":
        if down:
            fams = raid_families(p, s.n, "")
            out += [f[c] for c in down for f in fams]
        if ups:
            fams = raid_families(p, s.n, "up")
            out += [f[c] for c in ups for f in fams]
    if st == "act":
        out.append(PLAINS["pass"][p])
        out.append(PLAINS["hunt"][p])
        if gift_possible(s, p):
            lord = s.lord
            ceilsine = _CEILSINE[p]
            out += [ceilsine[t] for t in range(s.n) if t != p and lord[t] != p]
    elif pend:
        out.append(COMMITS[st][p])
    return out


#: per seat and target, the céilsine move (``plain``), built once
_CEILSINE = tuple(tuple(plain("ceilsine", p, str(t)) for t in range(5)) for p in range(5))


@cache
def raid_families(p: int, n: int, up_token: str) -> tuple[Family, ...]:
    """The raid gathers of seat ``p``'s Roundhouse warriors (face down, or ``up``) at each
    other seat, in seat order (families live as long as the module: the tuple may be kept)."""
    return tuple(family(p, HOUSE[p], up_token, RAID[t]) for t in range(n) if t != p)


def defence_moves(s: ArdState, d: int) -> list[Action]:
    pend = s.pending[d]
    down, ups = house_split(s, d)
    out: list[Action] = []
    if down or ups:  # else nobody at home to block with
        taken = set(s.aims)
        open_attackers = distinct([a for a, t in s.attack if t == d and a not in taken])
        src = HOUSE[d]
        if down:
            fams = [family(d, src, "", ON[a]) for a in open_attackers]
            out = [f[c] for c in down for f in fams]
        if ups:
            fams = [family(d, src, "up", ON[a]) for a in open_attackers]
            out += [f[c] for c in ups for f in fams]
    out.append(COMMITS["block"][d] if pend else PLAINS["decline"][d])
    return out


def plunder_options(s: ArdState, a: int, t: int) -> list[tuple[int, ...]]:
    """A-12 step 4 and D-A25: (a) all cattle of the attacker's suit (only if there are any),
    or (b) one cattle card of another suit; [] when the target's field has nothing."""
    field = s.fields[t]
    opts: list[tuple[int, ...]] = []
    if any(SUIT[c] == SUIT[a] for c in field):
        opts.append(())
    opts += [(c,) for c in distinct([c for c in field if SUIT[c] != SUIT[a]])]
    return opts


def plunder_moves(s: ArdState, p: int) -> list[Action]:
    target = dict(s.attack)
    seen: set[tuple[int, int]] = set()
    out: list[Action] = []
    for a in s.loot:
        t = target[a]
        key = (RANK[a] * 4 + SUIT_NO[a], t)
        if key in seen:
            continue
        seen.add(key)
        for opt in plunder_options(s, a, t):
            out.append(plunder_action(p, (a,) + opt, t))
    return out


_PLUNDERS: dict[tuple[int, tuple[int, ...], int], Action] = {}


def plunder_action(p: int, cards: tuple[int, ...], t: int) -> Action:
    """A plunder of seat ``t``'s field (built once per seat, cards and target)."""
    key = (p, cards, t)
    a = _PLUNDERS.get(key)
    if a is None:
        a = _PLUNDERS[key] = Action("plunder", p, cards, f"field/{t}", "marches",
                                    "one" if len(cards) > 1 else "all")
    return a


STEP_KINDS = (GATHER, COMMIT)
