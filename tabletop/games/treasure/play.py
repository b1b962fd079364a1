"""One Treasure move applied (``apply``, ``apply_fast``): the commonest moves (discard, draw,
take, gather) build the next state in one step, by field index, and the search's
``apply_fast`` skips their events; a table change recomputes the god effects and may bring
the Builder's draw (T7.4) or going out (T-27). Mixed into ``TreasureRules``, which provides
``legal_actions`` (``legal.py``) and the hand's course (``hands.py``)."""

from __future__ import annotations

from itertools import filterfalse
from typing import Any

from ...core.actions import Action, IllegalAction, listed
from ...core.events import TURN_CHANGED, CardsMoved, Event, Notice
from ...core.rules import Step
from ...core.steps import COMMIT, GATHER
from . import gods as gd
from .deck import NATURAL, G
from .gathers import PACKED, carry_pack
from .meta import DRAW, MELD, QUIET_ROUNDS
from .moves import DRAW_LISTS, DRAW_LISTS1, TWIN_FREE, twin
from .state import (
    _DECL,
    _DISCARD,
    _FLAGS,
    _GROUPS,
    _HAND_ID,
    _HANDS,
    _KNOWN,
    _PENDING_I,
    _PROGRESS,
    _QUIET,
    _STAGE,
    _STOCK,
    _TURN,
    _TURNS,
    DISCARDED,
    DRAWN,
    GATHERED,
    TAKEN,
    Group,
    TState,
    _insert,
    _new_tuple,
    _set,
    _without,
)
from .successor import Judged, after_gather

#: every god's identity is above this, every other card's below (``deck.ident``)
_GODS = G * 10


class Play:
    """Moves applied, mixed into ``TreasureRules``."""

    _cache: tuple[TState | None, tuple[Action, ...], Judged | None]  # ``LegalMoves``: the last state's list
    #: the last table's god positions (``_after_table``)
    _table: tuple[Any, int, tuple[int, int, int]] = (None, 0, (4, 0, 0))

    def apply(self, s: TState, a: Action) -> Step[TState]:
        legal = self.legal_actions(s)
        if not listed(a, legal):
            raise IllegalAction(self._refusal(s, a))
        events: list[Event] = []
        return Step(self._do(s, a, events), tuple(events))

    def _do(self, s: TState, a: Action, events: list[Event] | None = None) -> TState:
        """One move; ``events`` None (``apply_fast``) skips the events of the common moves."""
        p = a.player
        kind = a.kind
        if kind == "discard":
            c = a.cards[0]
            if events is not None:
                events.append(DISCARDED[p << 7 | c])
            old = s.hands[p]
            rest = [*old]  # ``_without`` written out
            del rest[rest.index(c)]
            hand = tuple(rest)
            if TWIN_FREE[p] is old:  # one card less: still no twins (``moves.TWIN_FREE``)
                TWIN_FREE[p] = hand
            h = PACKED[p]  # ``carry_pack`` written out
            if h[0] is old:
                PACKED[p] = (hand, h[1], h[2] - h[1][c])
            known = s.known
            if c in known:  # a card id is in it once at most
                known = _without(known, c)
            if hand:
                quiet = 0 if s.progress else s.quiet + 1
                n = s.n
                if quiet < QUIET_ROUNDS * n and s.stock:  # the usual case: the next turn, one new state
                    q = (p + s.step) % n
                    if events is not None:
                        events.append(TURN_CHANGED[q])
                    v = [*s]
                    hands = [*s.hands]  # ``_set`` written out
                    hands[p] = hand
                    v[_HANDS] = tuple(hands)
                    v[_DISCARD] = s.discard + (c,)
                    v[_KNOWN] = known
                    v[_TURN] = q
                    v[_STAGE] = DRAW
                    v[_TURNS] = s.turns + 1
                    v[_QUIET] = quiet
                    v[_PROGRESS] = False
                    new = _new_tuple(TState, v)
                    # the next seat's list, as ``legal_actions`` would build it
                    self._cache = (new, (DRAW_LISTS if s.discard else DRAW_LISTS1)[q][c], None)
                    return new
            changes = {"hands": _set(s.hands, p, hand), "discard": s.discard + (c,), "known": known}
            if not hand:
                return self._end_hand(s._replace(**changes), events, "out")
            return self._start_turn(s, (p + s.step) % s.n, events, changes)
        if kind == GATHER:
            c = a.cards[0]
            x = NATURAL[c] if a.choice is None else int(a.choice)
            if events is not None:
                events.append(GATHERED[p << 7 | c])
            v = [*s]  # ``_set`` and ``_without`` written out: half of the moves are gathers
            hands = [*s.hands]
            old = hands[p]
            rest = [*old]
            del rest[rest.index(c)]
            hands[p] = hand = tuple(rest)
            if TWIN_FREE[p] is old:
                TWIN_FREE[p] = hand
            h = PACKED[p]  # ``carry_pack`` written out
            if h[0] is old:
                PACKED[p] = (hand, h[1], h[2] - h[1][c])
            v[_HANDS] = tuple(hands)
            pending = [*s.pending]
            pending[p] += (c,)
            v[_PENDING_I] = tuple(pending)
            decl = [*s.decl]
            decl[p] += (x,)
            v[_DECL] = tuple(decl)
            new = _new_tuple(TState, v)
            cache = self._cache
            if cache[0] is s:  # the next list from this one (``successor.py``)
                nxt = after_gather(s, a, new, cache[1], cache[2])
                if nxt is not None:
                    self._cache = (new, nxt[0], nxt[1])
            return new
        if kind == "draw":
            c = s.stock[-1]
            if events is not None:
                events.append(DRAWN[p << 7 | c])
            v = [*s]
            v[_STOCK] = s.stock[:-1]
            v[_HANDS] = _hands_with(s.hands, p, c)
            v[_STAGE] = MELD
            v[_PROGRESS] = True
            return _new_tuple(TState, v)
        if kind == "take":
            c = s.discard[-1]
            if events is not None:
                events.append(TAKEN[p << 7 | c])
            v = [*s]
            v[_DISCARD] = s.discard[:-1]
            v[_HANDS] = _hands_with(s.hands, p, c)
            v[_KNOWN] = _insert(s.known, c)
            v[_STAGE] = MELD
            return _new_tuple(TState, v)
        if kind == COMMIT:  # a table move: its events only for ``apply``
            cards = s.pending[p]
            group: Group = (str(a.choice), cards, s.decl[p], (p,) * len(cards))
            k = len(s.groups[p])
            if events is not None:
                events.append(CardsMoved(cards, f"pending/{p}", f"group/{p}/{k}"))
                events.append(Notice("tabled", (p, str(a.choice), k), p))
            v = [*s]
            groups = [*s.groups]  # ``_set`` written out, three times
            groups[p] += (group,)
            v[_GROUPS] = tuple(groups)
            pending = [*s.pending]
            pending[p] = ()
            v[_PENDING_I] = tuple(pending)
            decl = [*s.decl]
            decl[p] = ()
            v[_DECL] = tuple(decl)
            known = s.known
            if known:  # the cards known to all less those tabled (looked for in C, not in a loop)
                v[_KNOWN] = tuple(filterfalse(set(cards).__contains__, known))
            return self._after_table(s, p, events, v, max(s.decl[p]) < _GODS, group[0], group[2])
        if kind == "add":
            c = a.cards[0]
            x = NATURAL[c] if a.choice is None else int(a.choice)
            _, q_text, k_text = str(a.dst).split("/")
            q, k = int(q_text), int(k_text)
            g = s.groups[q][k]
            new = (g[0], g[1] + (c,), g[2] + (x,), g[3] + (p,))
            if events is not None:
                events.append(CardsMoved((c,), _HAND_ID[p], f"group/{q}/{k}"))
            v = [*s]
            old = s.hands[p]
            hand = _without(old, c)
            if TWIN_FREE[p] is old:
                TWIN_FREE[p] = hand
            carry_pack(p, old, hand, c, -1)
            v[_HANDS] = _set(s.hands, p, hand)
            v[_GROUPS] = _set(s.groups, q, _set(s.groups[q], k, new))
            known = s.known
            if c in known:  # a card id is in it once at most
                v[_KNOWN] = _without(known, c)
            return self._after_table(s, p, events, v, x < _GODS)
        if kind == "take_all":
            took = s.discard
            if events is not None:
                events.append(CardsMoved(took, "discard", _HAND_ID[p]))
            return s._replace(discard=(), hands=_set(s.hands, p, tuple(sorted(s.hands[p] + took))),
                              known=tuple(sorted(s.known + took)), stage=MELD)
        if kind == "deal":
            return self._deal(s._replace(hand_no=s.hand_no + 1, dealer=p), events)
        raise IllegalAction(f"{kind} is not a Treasure move")

    #: the search's hot path (``_do`` itself: no call in between): the commonest moves
    #: (discard, draw, take, gather) build the next state in one step; no move makes events
    #: here (the deal and the hand's end neither), but the Builder's draw, which fills a
    #: throwaway list. The conformance harness checks at every step that this equals ``apply``.
    apply_fast = _do

    def _after_table(self, s: TState, p: int, events: list[Event] | None,
                     v: list[Any], godless: bool = False, kind: str = "",
                     idents: tuple[int, ...] = ()) -> TState:
        """After every table change (``v``: the fields of the new state, ``s``'s with the
        move's changes, "groups" among them, made into it with the effects): effects
        recomputed (T7.1), the Builder's one-shot draw (T7.4), then going out (T-27: effects
        first). ``events`` None: no events (``apply_fast``).

        ``godless``: no god card came to the table. The effects then stay as they were
        (``gods.flags`` reads only the groups holding a god: a set's or a run's gods keep
        their positions whatever joins them, a colour holding a god is a colour of gods, and
        the run minimum follows the colours holding the Builder), so they are not worked out
        again over every group; the state's flags are the table's own since the deal (the
        house bits alone) unless the house field carries bits that are no house rule.

        ``kind``, ``idents``: the group a commit tabled. The positions the table's gods hold
        (``gods.table_bits``) are kept with the last table they were worked out for
        (``_table``: its groups, the house bits, the bits; one tuple, read and written
        whole) and carried on to the next after a godless move; a commit then adds its own
        group's positions to them instead of reading every group on the table again."""
        groups = v[_GROUPS]
        house = s.house
        memo = self._table
        if godless and not house & ~gd.HOUSE:
            flags = s.flags
            if memo[0] is s.groups:  # the same positions on the new table
                self._table = (groups, memo[1], memo[2])
        else:  # ``gods.flags`` without its memo: a new table seldom comes back
            bits = None
            if kind and memo[0] is s.groups and memo[1] == house:
                bits = gd.table_bits_with(memo[2], kind, idents, house)
            if bits is None:
                bits = gd.table_bits([(g[0], g[2]) for gs in groups for g in gs if max(g[2]) > _GODS], house)
            self._table = (groups, house, bits)
            flags = gd.bits_flags(bits[1], bits[2], house)
        if flags != s.flags and events is not None:
            events.append(Notice("effects", (flags, s.flags)))
        v[_FLAGS] = flags
        v[_PROGRESS] = True  # a card tabled: progress (T-37)
        s = _new_tuple(TState, v)
        if flags & gd.BUILDER_DRAW and not s.builder_used:
            s = self._builder_draw(s._replace(builder_used=True), p, events)
        if not s.hands[p]:
            return self._end_hand(s, events, "out")
        return s

    def _builder_draw(self, s: TState, p: int, events: list[Event] | None) -> TState:
        """T7.4: three cards each from the draw pile, from ``p`` on (a rebuild when it runs
        out, if allowed); the pile is kept aside and the state made new only for a rebuild
        and at the end. ``events`` None (``apply_fast``): no events."""
        hands = [*s.hands]
        stock = s.stock
        n = s.n
        if len(stock) >= 3 * n:  # the usual case, no rebuild: each seat's three cards at once
            top = len(stock)
            for i in range(n):
                q = (p + i * s.step) % n
                drawn = stock[top - 3:top][::-1]  # the top card first
                top -= 3
                hands[q] = tuple(sorted(hands[q] + drawn))  # as three sorted insertions
                if events is not None:
                    events.extend(DRAWN[q << 7 | c] for c in drawn)
            if events is not None:
                events.append(Notice("builder", (-1,)))
            return s._replace(hands=tuple(hands), stock=stock[:top])
        for i in range(n):
            q = (p + i * s.step) % n
            for _ in range(3):
                if not stock:
                    if len(s.discard) < 2 or s.rebuilds >= s.max_rebuilds:
                        if events is not None:
                            events.append(Notice("builder", (q,)))
                        return s._replace(hands=tuple(hands), stock=stock)
                    s = self._rebuild(s._replace(stock=stock), events)
                    stock = s.stock
                c = stock[-1]
                stock = stock[:-1]
                hands[q] = _insert(hands[q], c)
                if events is not None:
                    events.append(DRAWN[q << 7 | c])
        if events is not None:
            events.append(Notice("builder", (-1,)))
        return s._replace(hands=tuple(hands), stock=stock)


def _hands_with(hands: tuple[tuple[int, ...], ...], p: int, c: int) -> tuple[tuple[int, ...], ...]:
    """``hands`` with card ``c`` sorted into seat ``p``'s hand (a draw or a take), the
    seat's no-twins hint carried on where its twin is not held (``moves.TWIN_FREE``)."""
    old = hands[p]
    hand = _insert(old, c)
    if TWIN_FREE[p] is old and twin(c) not in old:
        TWIN_FREE[p] = hand
    carry_pack(p, old, hand, c, 1)
    out = [*hands]  # ``_set`` written out
    out[p] = hand
    return tuple(out)
