"""Seanchaí's fast path for searches (``apply_fast``): the common moves build the next state
directly, without events; anything unusual (a hand that may end, an effect) falls back to
``_apply``. The conformance harness compares the two at every step."""

from __future__ import annotations

from ...core.actions import Action
from ...core.effects import Effect
from .cards import (
    COUNTER_IDS,
    KIND,
    POWER_OF,
    SHAMROCK,
    is_human,
)
from .state import (
    _AFTER,
    _DARK,
    _DRAW,
    _FIELDS,
    _FLIP,
    _HANDS,
    _REMOVED,
    _STACK,
    _STAGE,
    _TABLEAU,
    _TURN,
    SState,
    _new,
    _set,
    _without,
)


class FastApply:
    """Mixed into ``SeanchaiRules`` (which provides ``_apply``)."""

    def apply_fast(self, s: SState, a: Action) -> SState:
        """The search's hot path: the commonest moves (a pair, a flip that turns up neither a
        Shamrock nor the end of the pile, leaving the flipped card, a discard) built straight
        into a new state, without events; whenever a hand could end or anything unusual is
        involved (a shown card, a going-out mark, a skip, Dark cards) it takes ``_apply``.
        The conformance harness checks at every step that this equals ``apply``."""
        kind = a.kind
        if s.emptied < 0:
            p = a.player
            if kind == "pair":
                x, y = a.cards
                hands, shown = s.hands, s.shown
                if a.src == "flip":
                    if a.choice == "hand":
                        hand = hands[p]
                        if len(hand) > 1 and y not in shown:
                            return self._paired(s, p, _set(hands, p, _without(hand, y)), s.tableau, (x, y), ())
                    else:
                        return self._paired(s, p, hands, _without(s.tableau, y), (x, y), ())
                else:
                    hand = hands[p]
                    if len(hand) > 1 and x not in shown:
                        return self._paired(s, p, _set(hands, p, _without(hand, x)), _without(s.tableau, y),
                                            (x, y), s.flip)
            elif kind == "flip":
                draw = s.draw
                if draw and KIND[draw[-1]] != SHAMROCK:
                    new = list(s)
                    new[_DRAW] = draw[:-1]
                    new[_FLIP] = (draw[-1],)
                    new[_STAGE] = "flipped"
                    new[_AFTER] = "discard"
                    return _new(SState, new)
            elif kind == "leave":
                new = list(s)
                new[_FLIP] = ()
                new[_TABLEAU] = s.tableau + s.flip
                new[_STAGE] = "discard"
                new[_AFTER] = ""
                return _new(SState, new)
            elif kind == "discard":
                c = a.cards[0]
                hand = s.hands[p]
                q = (s.turn + 1) % s.n
                if len(hand) > 1 and c not in s.shown and not s.skip[q]:
                    new = list(s)
                    new[_HANDS] = _set(s.hands, p, _without(hand, c))
                    new[_TABLEAU] = s.tableau + (c,)
                    new[_TURN] = q
                    new[_STAGE] = "act"
                    new[_AFTER] = ""
                    return _new(SState, new)
            elif kind == "shamrock":
                c = a.cards[0]
                side = p % 2 if s.teams else p
                if a.src == "tableau":  # A4: to the point field, on to the discard
                    new = list(s)
                    new[_TABLEAU] = _without(s.tableau, c)
                    new[_FIELDS] = _set(s.fields, side, s.fields[side] + (c,))
                    new[_STAGE] = "discard"
                    new[_AFTER] = ""
                    return _new(SState, new)
                hand, draw = s.hands[p], s.draw
                if len(hand) > 1 and c not in s.shown and draw and KIND[draw[-1]] != SHAMROCK:
                    new = list(s)  # S-16: played from the hand, then a flip
                    new[_HANDS] = _set(s.hands, p, _without(hand, c))
                    new[_FIELDS] = _set(s.fields, side, s.fields[side] + (c,))
                    new[_DRAW] = draw[:-1]
                    new[_FLIP] = (draw[-1],)
                    new[_STAGE] = "flipped"
                    new[_AFTER] = "discard"
                    return _new(SState, new)
            elif kind == "use" and s.dark:
                d, src = a.cards[0], a.src
                if COUNTER_IDS[d] and src != "dark":  # the receiver's window opens
                    new = list(s)
                    if src == "tableau":
                        new[_TABLEAU] = _without(s.tableau, d)
                        new[_AFTER] = "discard"
                    elif src == "flip":
                        new[_FLIP] = ()
                        new[_AFTER] = "discard"
                    else:
                        hand = s.hands[p]
                        if len(hand) < 2 or d in s.shown:
                            return self._apply(s, a, [])
                        new[_HANDS] = _set(s.hands, p, _without(hand, d))
                        new[_AFTER] = "end"
                    new[_DARK] = (d,)
                    new[_STACK] = s.stack + (Effect("use", p, (d, int(a.choice or 0))),)
                    new[_STAGE] = "answer"
                    return _new(SState, new)
            elif kind == "decline" and len(s.stack) == 1:
                eff = s.stack[0]
                user, (d, r) = eff.seat, eff.args
                power = POWER_OF[d]
                if not power.skip:
                    side = r % 2 if s.teams else r
                    fld = s.fields[side] + (d,)
                    new = list(s)
                    new[_FIELDS] = _set(s.fields, side, fld)
                    new[_DARK] = ()
                    if power.targets and any(is_human(c, power.targets) for c in fld):
                        new[_STACK] = (Effect("ability", user, (d, r)),)
                        new[_STAGE] = "ability"
                        return _new(SState, new)
                    new[_STACK] = ()
                    done = self._effect_over(s, new)
                    if done is not None:
                        return done
            elif kind == "target" and len(s.stack) == 1:
                eff = s.stack[0]
                d, r = eff.args
                to = POWER_OF[d].to
                if to != "hand":
                    c = a.cards[0]
                    side = r % 2 if s.teams else r
                    fields = _set(s.fields, side, _without(s.fields[side], c))
                    new = list(s)
                    if to == "removed":
                        new[_REMOVED] = s.removed + (c,)
                    else:
                        us = eff.seat % 2 if s.teams else eff.seat
                        fields = _set(fields, us, fields[us] + (c,))
                    new[_FIELDS] = fields
                    new[_STACK] = ()
                    done = self._effect_over(s, new)
                    if done is not None:
                        return done
        return self._apply(s, a, [])

    def _effect_over(self, s: SState, new: list) -> SState | None:
        """``_continue`` for the fast path (no going-out mark, an empty stack): the next turn
        after a discard, else on to the discard; None where a skip makes it the slow path."""
        if s.after == "end":
            q = (s.turn + 1) % s.n
            if s.skip[q]:
                return None
            new[_TURN] = q
            new[_STAGE] = "act"
        else:
            new[_STAGE] = "discard"
        new[_AFTER] = ""
        return _new(SState, new)

    def _paired(self, s: SState, p: int, hands: tuple, tableau: tuple[int, ...], pair: tuple[int, int],
                flip: tuple[int, ...]) -> SState:
        """``s`` after a pair that leaves the player's hand not empty: on to the discard."""
        side = p % 2 if s.teams else p
        new = list(s)
        new[_HANDS] = hands
        new[_TABLEAU] = tableau
        new[_FIELDS] = _set(s.fields, side, s.fields[side] + pair)
        new[_FLIP] = flip
        new[_STAGE] = "discard"
        new[_AFTER] = ""
        return _new(SState, new)

    # --- moves -------------------------------------------------------------------------------------
