"""Raids and céilsine (A-12, A-15, A-16): the attack, the defence window, combat, plunder,
the gift and its comparison, clients and the Ard Rí."""

from __future__ import annotations

from typing import Any

from ...core.events import TURN_CHANGED, CardsFlipped, CardsMoved, Event, Notice
from .cards import CODE, RANK, SUIT, VALUE
from .moves import FIELD, HAND, PENDING
from .state import PHASE, ArdState, clients_to_win, put
from .wealth import counted_per_suit
from .year import done


def attack(s: ArdState, p: int, pend: tuple[int, ...], mode: str, ev: list[Event] | None) -> ArdState:
    """A-12 step 1 / A-15 step 5: the warriors go to the Marches face up (proven). Each target
    answers in turn, in the order the raider first named them (D: the raider's order)."""
    if ev is not None:
        ev.append(CardsMoved(pend, PENDING[p], "marches"))
    if mode == "raid":
        targets = s.aims
    else:
        targets = (s.target,) * len(pend)
    order: list[int] = []
    for t in targets:
        if t not in order:
            order.append(t)
    s = s._replace(marches=s.marches + pend, m_owner=s.m_owner + (p,) * len(pend), aims=(),
                   attack=tuple(zip(pend, targets, strict=True)), blocks=(), defence=tuple(order),
                   stage="defence")
    if ev is not None:
        ev.append(PHASE["defence"])
    if ev is not None:
        ev.append(TURN_CHANGED[order[0]])
    return s


def block(s: ArdState, d: int, pend: tuple[int, ...], ev: list[Event] | None) -> ArdState:
    """A-12 step 2: the defenders go to the Marches face up; each blocks its attacker."""
    if ev is not None:
        ev.append(CardsMoved(pend, PENDING[d], "marches"))
    s = s._replace(marches=s.marches + pend, m_owner=s.m_owner + (d,) * len(pend),
                   blocks=s.blocks + tuple(zip(pend, s.aims, strict=True)), aims=())
    return blocked(s, d, ev)


def blocked(s: ArdState, d: int, ev: list[Event] | None) -> ArdState:
    """Target ``d`` has answered; the next target answers, or combat follows."""
    rest = s.defence[1:]
    s = s._replace(defence=rest)
    if rest:
        if ev is not None:
            ev.append(TURN_CHANGED[rest[0]])
        return s
    return combat(s, ev)


def combat(s: ArdState, ev: list[Event] | None) -> ArdState:
    """A-12 step 3: K kills Q, Q kills J (K kills J); the same rank kills both; suits do not
    matter. The dead go to the Otherworld (A-18: for good)."""
    dead: list[int] = []
    for d, a in s.blocks:
        if RANK[d] >= RANK[a]:
            dead.append(a)
        if RANK[a] >= RANK[d]:
            dead.append(d)
    p = s.order[s.idx]
    hit = {a for _, a in s.blocks}
    free = tuple(a for a, _ in s.attack if a not in hit)
    if ev is not None:
        ev.append(PHASE["winter"])
        ev.append(TURN_CHANGED[p])
        fought(s, p, free, ev)
    if dead:
        gone = set(dead)
        if ev is not None:
            ev.append(CardsMoved(tuple(dead), "marches", "otherworld"))
        kept = [(c, o) for c, o in zip(s.marches, s.m_owner, strict=True) if c not in gone]
        s = s._replace(marches=tuple(c for c, _ in kept), m_owner=tuple(o for _, o in kept),
                       otherworld=s.otherworld + tuple(dead))
    if s.target >= 0:  # céilsine enforced: one unblocked enforcer is enough, no plunder
        if free:
            return succeed(s, p, s.target, ev)
        if ev is not None:
            ev.append(Notice("failed", (p, s.target), p))
        return done(s, ev)
    return next_plunder(s._replace(loot=free, stage="plunder"), ev)


def fought(s: ArdState, p: int, free: tuple[int, ...], ev: list[Event]) -> None:
    """The combat's outcome for the log, in public words (every card named lies face up in
    the Marches; by code, never by a copy's id): each fight as ``fight`` (defender, raider,
    blocker, attacker), then for a raid each target's ``through`` (raider, target, free
    raiders, whether the target's field holds anything to take). An enforced céilsine says
    its outcome with ``client`` or ``failed``."""
    aimed = dict(s.attack)
    for b, a in s.blocks:
        ev.append(Notice("fight", (aimed[a], p, CODE[b], CODE[a]), aimed[a]))
    if s.target >= 0:
        return
    for t in dict.fromkeys(t for _, t in s.attack):
        n = sum(1 for a in free if aimed[a] == t)
        ev.append(Notice("through", (p, t, n, int(bool(s.fields[t]))), p))


def next_plunder(s: ArdState, ev: list[Event] | None) -> ArdState:
    """Drop unblocked attackers whose target's field is empty (they take nothing); end the
    raid when none is left to plunder."""
    target = dict(s.attack)
    fields = s.fields
    # an attacker has something to plunder (``plunder_options``) exactly when its target's
    # field holds a card: of its suit (take them all) or of another (take that one)
    loot = tuple(a for a in s.loot if fields[target[a]])
    if not loot:
        return done(s, ev)
    return s._replace(loot=loot)


def plunder(s: ArdState, p: int, cards: tuple[int, ...], ev: list[Event] | None) -> ArdState:
    """A-12 step 4: the attacker takes all cattle of its suit, or the one card named."""
    a = cards[0]
    t = dict(s.attack)[a]
    field = s.fields[t]
    if len(cards) > 1:
        taken: tuple[int, ...] = (cards[1],)
    else:
        taken = tuple(c for c in field if SUIT[c] == SUIT[a])
    left = list(field)
    for c in taken:
        left.remove(c)
    if ev is not None:
        ev.append(CardsMoved(taken, FIELD[t], "marches"))
    s = s._replace(fields=put(s.fields, t, tuple(left)), marches=s.marches + taken,
                   m_owner=s.m_owner + (p,) * len(taken), loot=tuple(x for x in s.loot if x != a))
    return next_plunder(s, ev)


def gift(s: ArdState, p: int, pend: tuple[int, ...], ev: list[Event] | None) -> ArdState:
    """A-15 steps 2–6: G (the gift) against V (the target's highest cattle per suit, field
    and hand; the hand cards counted are shown). The gift goes to the target's field in
    every case. G > V succeeds; else the giver may enforce it or withdraw."""
    t = s.target
    g = sum(VALUE[c] for c in pend)
    # the ceilsine.targetZones house rule: the target's field and hand, or the field only
    counted = counted_per_suit(s.fields[t], s.hands[t] if s.target_zones == "field+hand" else ())
    v = sum(VALUE[c] for c in counted)
    shown = [c for c in counted if c not in s.fields[t]]  # the hand cards that must be revealed
    if ev is not None:
        ev.append(CardsMoved(pend, PENDING[p], FIELD[t]))
    fields = put(s.fields, t, s.fields[t] + pend)
    known = tuple(sorted(set(s.known) | set(shown))) if shown else s.known
    if ev is not None:
        if shown:
            ev.append(CardsFlipped(tuple(shown), HAND[t], True))
        said = tuple(CODE[c] for c in counted)  # (by code: identical copies alike)
        ev.append(Notice("gift", (p, t, g, v, *said), p))
    if g > v:
        return succeed(s, p, t, ev, {"fields": fields, "known": known})
    return s._replace(fields=fields, known=known, stage="enforce")


def succeed(s: ArdState, p: int, t: int, ev: list[Event] | None,
            changes: dict[str, Any] | None = None) -> ArdState:
    """A-16: ``t`` becomes ``p``'s client (any other lord's link breaks; if ``p`` was ``t``'s
    client that link breaks too). A-17: two clients (one with 2 players) make ``p`` Ard Rí.
    ``changes`` (the gift's, in Winter: nothing the next turn's start reads) are made in the
    same new state."""
    lord = put(s.lord, t, p)
    if lord[p] == t:
        lord = put(lord, p, -1)
    new = dict(changes) if changes else {}
    new["lord"] = lord
    if ev is not None:
        ev.append(Notice("client", (p, t), p))
    if sum(1 for q in range(s.n) if lord[q] == p) >= clients_to_win(s.n):  # ``clients``
        if ev is not None:
            ev.append(Notice("ard_ri", (p,), p))
            ev.append(PHASE["over"])
        return s._replace(season="over", stage="", winner=p, aims=(), target=-1, attack=(), blocks=(),
                          defence=(), loot=(), **new)
    return done(s, ev, new)
