"""Seanchaí: pair Irish lore cards into your point field over four hands (2–5 players).

Rules: seed 000 and ``shared/rules/seanchai.md`` (S-1–S-22, D-S1–D-S28); the card table is
``cards.py``; the in-app text ``help.py``. Where both sources are silent the decision is ours,
listed in ``help.py`` ("Our decisions").

Zones (all public except hands and the draw pile):

* ``hand/<p>``: the seat's hand (owner only; a card the Púka returned is face up, D-S27;
  with Shamrocks off a hand never holds a Shamrock, ``may_hold``);
* ``draw``: the face-down draw pile (top is last);
* ``tableau``: the shared face-up cards;
* ``field/<side>``: a point field per seat, or per team (side 0 = seats 1 & 3, side 1 =
  seats 2 & 4, D-S28);
* ``flip``: the card just turned over from the draw pile, waiting for its pair or the tableau;
* ``dark``: a Dark card being used, while its receiver answers (or a countered Changeling's
  new user chooses a receiver);
* ``removed``: out of play for the rest of the hand.

Stages (``phase``): ``act`` (the turn's one action), ``flipped`` (pair or leave the flipped
card, or use a flipped Dark card), ``discard`` (Shamrock plays and the discard), ``answer``
(the response window, D-S25), ``redirect`` (a countered Changeling's new user picks a
receiver), ``ability`` (the user picks the human the ability takes), ``scored`` (a hand has
ended: every hand is shown for the count, and the next hand's first player deals with
``next``), ``over`` (after the fourth hand; the hands stay shown).

Answers out of turn use the core's effect stack (``core/effects.py``): a Dark use pushes
``use`` and opens the window for the receiver whatever they hold; a decline pops it and, if
the ability has a target, pushes ``ability`` for the user; a counter pops it (a countered
Changeling pushes ``redirect`` for the counterer, whose choice pushes the next ``use``: the
chain). When the stack is empty the turn goes on, and the going-out check runs (D-S26).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action, IllegalAction
from ...core.cards import DeckSpec, restacked, stacked_order
from ...core.codec import decode_record, encode_record
from ...core.effects import Effect, Window, pop, push, stack_from_json, top
from ...core.events import (
    CardsFlipped,
    CardsMoved,
    Event,
    Notice,
    PhaseChanged,
    TurnChanged,
    ZoneShuffled,
)
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.outcome import shared_returns, top_seats
from ...core.rng import Rng, derive
from ...core.rules import (
    SEED,
    STACKS,
    GameMeta,
    MatchConfig,
    OptionSpec,
    RecordingRules,
    check_config,
    seat_limits,
)
from ...core.zones import Vis, Zone
from . import words
from .cards import (
    CARDS,
    CHANGELING_ID,
    COUNTER_IDS,
    DARK,
    DECK,
    FIRST_COPY,
    KIND,
    POWER_OF,
    REGULAR,
    SHAMROCK,
    WILD,
    is_human,
)
from .fast import FastApply
from .movetable import (
    _BIT,
    _DISCARD_ROWS,
    _FLIPS,
    _PAIR_ROWS,
    _PARTNERS,
    _SHAMROCKS,
    _SPECIAL,
    _TWINS,
    _USES,
    FIELD_Z,
    HAND_Z,
    _act,
    _discard_row,
    _distinct,
    _flip_row,
    _pair_row,
)
from .state import (
    SState,
    _set,
    _without,
    hand_lines,
    opponents,
    seats_of,
    side_of,
)
from .words import dealt_words, notice_words, refusal, refusal_onto, say

HANDS = 4  # S-7: a game is four hands
TABLEAU = 5  # S-9
DEAL = {2: 13, 3: 11, 4: 9, 5: 7}  # S-8
TEAM_COUNTS = (4,)
NO_SHAMROCK = frozenset({REGULAR, WILD, DARK})

META = GameMeta(
    game_id="seanchai",
    title="Seanchaí",
    min_players=2,
    max_players=5,
    pitch="Pair cards of Irish lore into your point field; collect the stories, beware the Dark.",
    rules_version=1,
    options=(
        OptionSpec("scealta", "Scéalta", "A complete story (scéal: 3 cards with one symbol) in your point field: +40.",
                   (False, True), True, ("Off", "On")),
        OptionSpec("dark", "Dark Powers", "Dark cards have abilities and can be countered; off: just −10.",
                   (False, True), True, ("Off", "On")),
        OptionSpec("shamrocks", "Shamrocks", "Dealt Shamrocks stay in hand: play them for an extra flip.",
                   (False, True), True, ("Off", "On")),
        OptionSpec("teams", "Teams", "Partners sit opposite and share one point field.",
                   (False, True), False, ("Off", "On"), players=TEAM_COUNTS,
                   players_reason="Teams need exactly 4 players"),
        OptionSpec("firstDealer", "First dealer", "Who deals the first hand: chosen at random, or "
                   "a given seat; the deal then passes to the left.",
                   ("random", 1, 2, 3, 4, 5), "random",
                   ("Random", "Seat 1", "Seat 2", "Seat 3", "Seat 4", "Seat 5"),
                   limits=seat_limits((3, 4, 5), 5, "the first dealer",
                                     "The first dealer is a seat at the table")),
    ),
    notation="pair LEG-1 LEG-3, flip, leave, use DRK-PUKA on 2, shamrock SHM, discard LAN-5, "
             "counter WLD-FAERY, decline, target ROL-2, next (the next hand)",
)

STAGES = ("act", "flipped", "discard", "answer", "redirect", "ability", "scored", "over")
#: the sides of the score lines (S-21), in order
LINES = ("Cards in point field", "Scéalta", "Going out", "Cards left in hand")




class SeanchaiRules(FastApply, RecordingRules[SState]):
    meta = META
    chance_fields = (SEED, STACKS)
    first_option = "firstDealer"
    notation_re = words.NOTATION_RE

    # --- setup -----------------------------------------------------------------------------------
    def deck(self, cfg: MatchConfig) -> DeckSpec:
        return DECK

    def new_game(self, cfg: MatchConfig, stacked: Sequence[CardId] | None = None) -> SState:
        """Deals hand 1. A stacked deck deals the first cards to seat 1, the next to seat 2
        and so on (13/11/9/7 each), then 5 to the tableau; the next is the top of the draw
        pile (Shamrock replacements come from there). The first dealer is random (D-S7) unless
        the firstDealer option names one (``tabletop run --first``)."""
        opts = check_config(self.meta, cfg)
        n = cfg.num_players
        teams = bool(opts["teams"])
        sides = 2 if teams else n
        first_dealer = 0 if opts["firstDealer"] == "random" else int(opts["firstDealer"])
        if first_dealer > n:
            raise ValueError(f"the first dealer must be a seat from 1 to {n}")
        dealer = first_dealer - 1 if first_dealer else Rng.derived(cfg.seed, "dealer").randrange(n)
        s = SState(n=n, seed=cfg.seed, scealta=bool(opts["scealta"]), dark=bool(opts["dark"]),
                   shamrocks=bool(opts["shamrocks"]), teams=teams, hand_no=0, dealer=dealer,
                   hands=((),) * n, shown=(), draw=(), tableau=(), fields=((),) * sides, flip=(),
                   dark_zone=(), removed=(), turn=dealer, stage="act", after="", stack=(),
                   skip=(0,) * n, emptied=-1, history=(), over=False,
                   first_dealer=first_dealer)
        order = stacked_order(DECK, Rng.derived(cfg.seed, "deal", 0).shuffled(range(len(DECK))), stacked)
        return self._deal(s, order, [])

    def _deal(self, s: SState, order: list[int], events: list[Event]) -> SState:
        n, k = s.n, DEAL[s.n]
        hands = [tuple(order[p * k:(p + 1) * k]) for p in range(n)]
        tableau = tuple(order[n * k:n * k + TABLEAU])
        draw = list(reversed(order[n * k + TABLEAU:]))  # top is last
        for p in range(n):
            events.append(CardsMoved(hands[p], "draw", f"hand/{p}"))
        events.append(CardsMoved(tableau, "draw", "tableau"))
        fields = [()] * len(s.fields)
        if not s.shamrocks:  # S-10, D-S6: dealt Shamrocks to the point field, replaced
            for i in range(1, n + 1):
                p = (s.dealer + i) % n
                side = side_of(s, p)
                while any(KIND[c] == SHAMROCK for c in hands[p]):
                    rocks = tuple(c for c in hands[p] if KIND[c] == SHAMROCK)
                    events.append(CardsMoved(rocks, f"hand/{p}", f"field/{side}"))
                    fields[side] = fields[side] + rocks
                    new = tuple(draw[-len(rocks):][::-1])
                    del draw[-len(rocks):]
                    events.append(CardsMoved(new, "draw", f"hand/{p}"))
                    hands[p] = tuple(c for c in hands[p] if KIND[c] != SHAMROCK) + new
        s = s._replace(hands=tuple(tuple(sorted(h)) for h in hands), tableau=tableau, draw=tuple(draw),
                       fields=tuple(fields), shown=(), flip=(), dark_zone=(), removed=(), stack=(),
                       skip=(0,) * n, emptied=-1, after="")
        events.append(PhaseChanged(f"hand {s.hand_no + 1}"))
        return self._start_turn(s, (s.dealer + 1) % n, events)

    def config(self, s: SState) -> MatchConfig:
        options: dict[str, Any] = {"scealta": s.scealta, "dark": s.dark,
                                   "shamrocks": s.shamrocks, "teams": s.teams}
        if s.first_dealer:
            options["firstDealer"] = s.first_dealer
        return MatchConfig("seanchai", s.n, s.seed, options)

    def deals(self, cfg: MatchConfig) -> int | None:
        """One deal per hand, four hands (S-7); a hand never reshuffles."""
        return HANDS

    def max_steps(self, cfg: MatchConfig) -> int:
        """A true bound from the rules, per hand times four. Cards leave hands by pair,
        discard, Dark use, Shamrock play or counter: at most the 60 cards plus the one the
        Púka can return. Each flip takes a draw card (at most 60) and is followed by at most one
        decision about it. Each Dark use (6 cards, the Changeling up to 3 more times: 9) takes
        at most 3 steps (use, answer, target). Shamrocks leave the tableau at most 8 times."""
        per_hand = (len(DECK) + 1) + 2 * len(DECK) + 3 * (6 + 3) + 8 + 1  # + the next deal
        return HANDS * per_hand

    def team_of(self, cfg: MatchConfig, seat: PlayerId) -> int:
        if cfg.options.get("teams") and cfg.num_players == 4:
            return seat % 2
        return seat

    # --- turn --------------------------------------------------------------------------------------
    def to_act(self, s: SState) -> PlayerId | None:
        if s.over:
            return None
        eff = top(s.stack)
        if eff is None:
            return s.turn
        if eff.kind == "use":
            return eff.args[1]  # the receiver answers
        return eff.seat  # redirect: the counterer; ability: the user

    def phase(self, s: SState) -> str:
        return "over" if s.over else s.stage

    def turn_of(self, s: SState) -> PlayerId | None:
        """The turn's owner: a Dark card's answer, its user's choice and a countered
        Changeling's chain all happen inside the turn of the player who used it."""
        return None if s.over else s.turn

    def window(self, s: SState) -> Window | None:
        eff = top(s.stack)
        if s.over or eff is None or eff.kind != "use":
            return None
        return Window(eff.args[1], eff.seat, CARDS[eff.args[0]].name)

    def legal_actions(self, s: SState) -> tuple[Action, ...]:
        """The legal moves, in a fixed order (pairs hand card by hand card, then flip, Dark
        uses, Shamrocks; or the discard stage's Shamrock plays, discards and Dark uses).

        The last answer is kept for the same state object: a play-out asks once for its
        loop and once more in the rollout policy (states are immutable, so it cannot go
        stale; one tuple, so it is swapped in whole)."""
        memo = self._memo
        if memo[0] is s:
            return memo[1]
        out = tuple(self._legal(s)) if not s.over else ()
        self._memo = (s, out)
        return out

    _memo: tuple[Any, tuple[Action, ...]] = (None, ())

    def _legal(self, s: SState) -> list[Action]:
        stage = s.stage
        p = s.turn if not s.stack else self.to_act(s)
        assert p is not None
        side = p % 2 if s.teams else p
        out: list[Action] = []
        if stage == "act":
            tableau = s.tableau
            tab = tableau if _TWINS.isdisjoint(tableau) else _distinct(tableau)
            hand = s.hands[p]
            if not _TWINS.isdisjoint(hand):
                hand = _distinct(hand)
            present = 0  # the tableau's cards as bits: a hand card with no partner there costs one test
            for t in tab:
                present |= _BIT[t]
            row = _PAIR_ROWS.get((p, side)) or _pair_row(p, side)
            for h in hand:
                if _PARTNERS[h] & present:
                    base = h * 60
                    for t in tab:
                        a = row[base + t]
                        if a is not None:
                            out.append(a)
            if s.draw:
                out.append(_FLIPS[p])
            if not _SPECIAL.isdisjoint(tableau):
                for d in tableau:
                    if KIND[d] == DARK:
                        out += self._uses(s, p, d, "tableau")
                fld = FIELD_Z[side]
                for c in tab:
                    if KIND[c] == SHAMROCK:
                        out.append(_act("shamrock", p, (c,), "tableau", fld))
            if out:
                return out
            stage = "discard"  # no action possible: the discard (D-S8)
        if stage == "flipped":
            c = s.flip[0]
            if KIND[c] == DARK:
                return self._uses(s, p, c, "flip")
            base = c * 60
            for where, cards in (("hand", s.hands[p]), ("tableau", s.tableau)):
                row = _flip_row(p, side, where)
                for x in _distinct(cards):
                    a = row[base + x]
                    if a is not None:
                        out.append(a)
            out.append(_act("leave", p, (c,), "flip", "tableau"))
            return out
        if stage == "discard":
            cards = s.hands[p]
            if not _TWINS.isdisjoint(cards):
                cards = _distinct(cards)
            if s.shamrocks and not _SHAMROCKS.isdisjoint(cards):
                fld = FIELD_Z[side]
                for c in cards:
                    if KIND[c] == SHAMROCK:
                        out.append(_act("shamrock", p, (c,), HAND_Z[p], fld))
            row = _DISCARD_ROWS.get(p) or _discard_row(p)
            for c in cards:
                a = row[c]
                if a is not None:
                    out.append(a)
                elif KIND[c] == DARK:
                    out += self._uses(s, p, c, HAND_Z[p])
        elif stage == "answer":
            eff = s.stack[-1]
            counters = COUNTER_IDS[eff.args[0]]
            fld = FIELD_Z[side]
            for c in _distinct(s.hands[p]):
                if c in counters:
                    out.append(_act("counter", p, (c,), HAND_Z[p], fld))
            out.append(_act("decline", p))
        elif stage == "scored":
            out.append(_act("next", p))
        elif stage == "redirect":
            out += self._uses(s, p, s.stack[-1].args[0], "dark")
        elif stage == "ability":
            eff = s.stack[-1]
            d, r = eff.args
            power = POWER_OF[d]
            src = f"field/{side_of(s, r)}"
            dst = {"hand": f"hand/{r}", "removed": "removed", "user": f"field/{side_of(s, eff.seat)}"}[power.to]
            for c in s.fields[side_of(s, r)]:
                if is_human(c, power.targets):
                    out.append(_act("target", p, (c,), src, dst))
        return out

    def _uses(self, s: SState, p: int, d: int, src: ZoneId) -> list[Action]:
        key = (p, d, src, s.n, s.teams)
        uses = _USES.get(key)
        if uses is None:
            uses = _USES[key] = tuple(_act("use", p, (d,), src, FIELD_Z[side_of(s, r)], str(r))
                                      for r in opponents(s, p))
        return list(uses)

    def _apply(self, s: SState, a: Action, ev: list[Event]) -> SState:
        p, kind = a.player, a.kind
        side = side_of(s, p)
        if kind == "pair":
            x, y = a.cards
            ev.append(CardsMoved((x,), a.src, a.dst))
            s = self._take(s, x, a.src)
            ysrc = f"hand/{p}" if a.choice == "hand" else "tableau"
            ev.append(CardsMoved((y,), ysrc, a.dst))
            s = self._take(s, y, ysrc)
            s = s._replace(fields=_set(s.fields, side, s.fields[side] + (x, y)))
            return self._to_discard(s, ev)
        if kind == "flip":
            return self._flip(s, p, ev)
        if kind == "leave":
            c = a.cards[0]
            ev.append(CardsMoved((c,), "flip", "tableau"))
            return self._to_discard(s._replace(flip=(), tableau=s.tableau + (c,)), ev)
        if kind == "shamrock":
            c = a.cards[0]
            ev.append(CardsMoved((c,), a.src, a.dst))
            s = self._take(s, c, a.src)
            s = s._replace(fields=_set(s.fields, side, s.fields[side] + (c,)))
            if a.src == "tableau":  # A4: taking the tableau's Shamrock is the whole action
                return self._to_discard(s, ev)
            # S-16: a Shamrock play flips, the last card too (D-S29): the flip resolves (paired,
            # left or a Dark card used), then the going-out check (S-15) ends the hand
            return self._flip(s, p, ev)
        if kind == "discard":
            c = a.cards[0]
            ev.append(CardsMoved((c,), a.src, "tableau"))
            s = self._take(s, c, a.src)
            return self._continue(s._replace(tableau=s.tableau + (c,), after="end"), ev)
        if kind == "use":
            return self._use(s, p, a.cards[0], a.src, int(a.choice or 0), ev)
        if kind == "counter":
            return self._counter(s, p, a.cards[0], ev)
        if kind == "decline":
            return self._decline(s, ev)
        if kind == "target":
            return self._target(s, a, ev)
        if kind == "next":
            return self._next_hand(s, ev)
        raise IllegalAction(f"unknown move {kind!r}")

    def _take(self, s: SState, c: int, src: ZoneId) -> SState:
        """``s`` with card ``c`` lifted from zone ``src`` (the going-out mark set if a hand empties)."""
        if src == "tableau":
            return s._replace(tableau=_without(s.tableau, c))
        if src == "flip":
            return s._replace(flip=())
        if src == "dark":
            return s._replace(dark_zone=())
        q = int(src.split("/")[1])
        hand = _without(s.hands[q], c)
        s = s._replace(hands=_set(s.hands, q, hand))
        if c in s.shown:
            s = s._replace(shown=_without(s.shown, c))
        if not hand and s.emptied < 0:
            s = s._replace(emptied=q)
        return s

    def _flip(self, s: SState, p: int, ev: list[Event]) -> SState:
        """Flip-Resolve (S-14): Shamrocks go to the point field and flip again; a Dark card
        must be used; any other card waits in ``flip`` to be paired or left."""
        side = side_of(s, p)
        while s.draw:
            c = s.draw[-1]
            ev.append(CardsMoved((c,), "draw", "flip"))
            s = s._replace(draw=s.draw[:-1])
            if KIND[c] == SHAMROCK:
                ev.append(CardsMoved((c,), "flip", f"field/{side}"))
                s = s._replace(fields=_set(s.fields, side, s.fields[side] + (c,)))
                continue
            ev.append(PhaseChanged("flipped"))
            return s._replace(flip=(c,), stage="flipped", after="discard")
        return self._to_discard(s, ev)

    def _use(self, s: SState, user: int, d: int, src: ZoneId, r: int, ev: list[Event]) -> SState:
        """S-19 / S-20: the Dark card goes to ``dark``; without Dark Powers straight on to the
        receiver's field (-10); with them the receiver's window opens (D-S25), except for a
        card no counter answers (Banshee), whose ability follows at once."""
        after = "end" if src.startswith("hand/") else ("discard" if src != "dark" else s.after)
        if src == "dark":  # the chain: this use replaces the counterer's redirect
            s = s._replace(stack=pop(s.stack)[1])
        else:
            ev.append(CardsMoved((d,), src, "dark"))
            s = self._take(s, d, src)._replace(dark_zone=(d,), after=after)
        if not s.dark:
            return self._land(s, d, r, ev)
        s = s._replace(stack=push(s.stack, Effect("use", user, (d, r))))
        if not COUNTER_IDS[d]:
            return self._decline(s, ev, window=False)
        ev.append(PhaseChanged("answer"))
        ev.append(TurnChanged(r))
        return s._replace(stage="answer")

    def _land(self, s: SState, d: int, r: int, ev: list[Event]) -> SState:
        side = side_of(s, r)
        ev.append(CardsMoved((d,), "dark", f"field/{side}"))
        s = s._replace(dark_zone=(), fields=_set(s.fields, side, s.fields[side] + (d,)))
        return self._continue(s, ev)

    def _counter(self, s: SState, r: int, c: int, ev: list[Event]) -> SState:
        eff, rest = pop(s.stack)
        d = eff.args[0]
        side = side_of(s, r)
        ev.append(CardsMoved((c,), f"hand/{r}", f"field/{side}"))
        s = self._take(s, c, f"hand/{r}")
        s = s._replace(fields=_set(s.fields, side, s.fields[side] + (c,)))
        ev.append(Notice("countered", (r, FIRST_COPY[c], d), r))  # a Faery, not which one
        if d == CHANGELING_ID:  # S-20.2: the counterer becomes the user and must use it at once
            ev.append(PhaseChanged("redirect"))
            return s._replace(stack=push(rest, Effect("redirect", r, (d,))), stage="redirect")
        ev.append(CardsMoved((d,), "dark", "removed"))
        s = s._replace(stack=rest, dark_zone=(), removed=s.removed + (d,))
        return self._continue(s, ev)

    def _decline(self, s: SState, ev: list[Event], window: bool = True) -> SState:
        """Not countered (S-20.3): the Dark card to the receiver's field (-10), then its
        ability if it can: a skip, or the user's choice of a human card."""
        eff, rest = pop(s.stack)
        user, (d, r) = eff.seat, eff.args
        if window:
            ev.append(Notice("declined", (r, d), r))
        side = side_of(s, r)
        ev.append(CardsMoved((d,), "dark", f"field/{side}"))
        s = s._replace(stack=rest, dark_zone=(), fields=_set(s.fields, side, s.fields[side] + (d,)))
        power = POWER_OF[d]
        if power.skip:
            s = s._replace(skip=_set(s.skip, r, 1))
            ev.append(Notice("will_skip", (r,), r))
        if power.targets and any(is_human(c, power.targets) for c in s.fields[side]):
            ev.append(PhaseChanged("ability"))
            if user != r:
                ev.append(TurnChanged(user))
            return s._replace(stack=push(rest, Effect("ability", user, (d, r))), stage="ability")
        if power.targets:
            ev.append(Notice("no_target", (r, d), r))
        return self._continue(s, ev)

    def _target(self, s: SState, a: Action, ev: list[Event]) -> SState:
        eff, rest = pop(s.stack)
        d, r = eff.args
        c = a.cards[0]
        src_side = side_of(s, r)
        ev.append(CardsMoved((c,), a.src, a.dst))
        fields = _set(s.fields, src_side, _without(s.fields[src_side], c))
        s = s._replace(stack=rest, fields=fields)
        to = POWER_OF[d].to
        if to == "hand":
            # face up at the end of the hand: where it lies says nothing about the hidden cards
            s = s._replace(hands=_set(s.hands, r, s.hands[r] + (c,)), shown=s.shown + (c,))
        elif to == "removed":
            s = s._replace(removed=s.removed + (c,))
        else:
            us = side_of(s, eff.seat)
            s = s._replace(fields=_set(s.fields, us, s.fields[us] + (c,)))
        return self._continue(s, ev)

    def _continue(self, s: SState, ev: list[Event]) -> SState:
        """The effect is over: the going-out check (S-15, D-S26), else the turn goes on."""
        if s.stack:
            return s
        if s.emptied >= 0 and not s.hands[s.emptied]:
            return self._end_hand(s, ev)
        if s.after == "end":
            return self._start_turn(s, (s.turn + 1) % s.n, ev)
        return self._to_discard(s, ev)

    def _to_discard(self, s: SState, ev: list[Event]) -> SState:
        if s.emptied >= 0 and not s.hands[s.emptied]:
            return self._end_hand(s, ev)
        if s.stage != "discard":
            ev.append(PhaseChanged("discard"))
        return s._replace(stage="discard", after="")

    def _start_turn(self, s: SState, p: int, ev: list[Event]) -> SState:
        """S-12: a seat with a pending skip loses this turn (the flag clears)."""
        while s.skip[p]:
            s = s._replace(skip=_set(s.skip, p, 0))
            ev.append(Notice("skipped", (p,), p))
            p = (p + 1) % s.n
        ev.append(TurnChanged(p))
        # with no action possible the discard is legal at once (D-S8), but the phase stays
        # "act": whether a hidden hand can pair must not show in whose move it is
        ev.append(PhaseChanged("act"))
        return s._replace(turn=p, after="", stage="act")

    def _end_hand(self, s: SState, ev: list[Event]) -> SState:
        lines = hand_lines(s)
        ev.append(Notice("out", (s.emptied,), s.emptied))
        # one line names every side's score (one notice per side: the table showed only the last)
        ev.append(Notice("hand_score", (s.hand_no, len(seats_of(s, 0)), *(sum(vals) for vals in lines))))
        for q in range(s.n):  # the hands are shown for the count
            if s.hands[q]:
                ev.append(CardsFlipped(s.hands[q], f"hand/{q}", True))
        s = s._replace(history=s.history + (lines,), stack=(), skip=(0,) * s.n)
        if s.hand_no + 1 >= HANDS:
            ev.append(PhaseChanged("over"))
            return s._replace(over=True, stage="over")
        # the hands are shown for the count; the next hand's first player deals it on
        ev.append(PhaseChanged("scored"))
        ev.append(TurnChanged((s.dealer + 2) % s.n))
        return s._replace(stage="scored", turn=(s.dealer + 2) % s.n)

    def _next_hand(self, s: SState, ev: list[Event]) -> SState:
        """Every card back to the draw pile, shuffled, dealt by the next dealer (D-S7)."""
        cards: list[int] = []
        piles: list[tuple[ZoneId, tuple[int, ...]]] = [(f"hand/{q}", s.hands[q]) for q in range(s.n)]
        piles += [("tableau", s.tableau), ("removed", s.removed), ("flip", s.flip), ("dark", s.dark_zone)]
        piles += [(f"field/{i}", f) for i, f in enumerate(s.fields)]
        for zid, pile in piles:
            if pile:
                ev.append(CardsMoved(pile, zid, "draw"))
                cards.extend(pile)
        cards.extend(s.draw)
        cards.sort()
        hand_no = s.hand_no + 1
        Rng(derive(s.seed, "deal", hand_no)).shuffle(cards)
        if s.stacks:  # a stacked order for this hand's deal
            cards = restacked(DECK, cards, s.stacks[0])
            s = s._replace(stacks=s.stacks[1:])
        ev.append(ZoneShuffled("draw"))
        s = s._replace(hand_no=hand_no, dealer=(s.dealer + 1) % s.n, hands=((),) * s.n,
                       tableau=(), removed=(), flip=(), dark_zone=(), draw=(), fields=((),) * len(s.fields))
        return self._deal(s, cards, ev)

    # --- zones -------------------------------------------------------------------------------------
    def zones(self, s: SState) -> dict[ZoneId, Zone]:
        hold = None if s.shamrocks else NO_SHAMROCK
        out: dict[ZoneId, Zone] = {}
        shown = set(s.shown)
        counted = s.stage in ("scored", "over")  # hands are shown for the count
        for p in range(s.n):
            h = s.hands[p]
            up = frozenset(h) if counted else frozenset(c for c in h if c in shown)
            out[f"hand/{p}"] = Zone(f"hand/{p}", h, p, Vis.OWNER, face_up=up, may_hold=hold)
        for side, f in enumerate(s.fields):
            out[f"field/{side}"] = Zone(f"field/{side}", f, side)
        out["draw"] = Zone("draw", s.draw, None, Vis.HIDDEN)
        out["tableau"] = Zone("tableau", s.tableau)
        out["flip"] = Zone("flip", s.flip)
        out["dark"] = Zone("dark", s.dark_zone)
        out["removed"] = Zone("removed", s.removed)
        return out

    def with_zones(self, s: SState, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> SState:
        shown = set(s.shown)
        return s._replace(
            hands=tuple(tuple(sorted(c for c in cards[f"hand/{p}"] if c not in shown))
                        + tuple(c for c in cards[f"hand/{p}"] if c in shown) for p in range(s.n)),
            fields=tuple(cards[f"field/{i}"] for i in range(len(s.fields))),
            draw=cards["draw"], tableau=cards["tableau"], flip=cards["flip"],
            dark_zone=cards["dark"], removed=cards["removed"])

    # --- outcome -----------------------------------------------------------------------------------
    def side_totals(self, s: SState) -> list[int]:
        """Per side: the finished hands' scores, plus the hand in play's point field and
        scéalta so far (the hands are hidden, so their cost is counted only at the count)."""
        totals = [sum(sum(h[side]) for h in s.history) for side in range(len(s.fields))]
        if s.stage not in ("scored", "over"):  # else this hand is in the history already
            for side, (cards, sceal, _, _) in enumerate(hand_lines(s)):
                totals[side] += cards + sceal
        return totals

    def scores(self, s: SState) -> tuple[int, ...]:
        totals = self.side_totals(s)
        return tuple(totals[side_of(s, p)] for p in range(s.n))

    def returns(self, s: SState) -> tuple[float, ...]:
        """S-22, D-S23: the highest total wins; ties share; partners share their team's."""
        scores = self.scores(s)
        winners = top_seats(scores)
        sides = {side_of(s, p) for p in winners}
        share = shared_returns(tuple(sorted(sides)), len(s.fields))
        return tuple(share[side_of(s, p)] for p in range(s.n))

    def score_breakdown(self, s: SState) -> list[list[tuple[str, int]]]:
        """Per seat: the four S-21 lines summed over the finished hands, one line per hand
        (the match score across the hands), and the hand in play so far."""
        out = []
        current = None if s.stage in ("scored", "over") else hand_lines(s)
        for p in range(s.n):
            side = side_of(s, p)
            lines = [(label, sum(h[side][i] for h in s.history)) for i, label in enumerate(LINES)]
            if current is not None:
                cards, sceal, _, _ = current[side]
                lines.append((f"Hand {s.hand_no + 1} so far", cards + sceal))
            out.append(lines)
        return out

    def hand_table(self, s: SState) -> list[list[int]]:
        """The match score across the hands: per finished hand, per seat, that hand's total."""
        return [[sum(h[side_of(s, p)]) for p in range(s.n)] for h in s.history]

    def public_info(self, s: SState) -> dict[str, Any]:
        cfg = self.config(s)
        return {"scores": list(self.scores(s)), "hand": s.hand_no + 1, "hands": HANDS,
                "dealer": s.dealer, "turn": s.turn, "skip": list(s.skip),
                "teams": [self.team_of(cfg, p) for p in range(s.n)],
                "history": [[list(v) for v in h] for h in s.history],
                "hand_table": self.hand_table(s), "hand_sizes": [len(h) for h in s.hands],
                # the Dark card whose ability is choosing a card: by its code, as all saw it used
                "ability": CARDS[s.stack[-1].args[0]].ident if s.stage == "ability" and s.stack else ""}

    # --- text --------------------------------------------------------------------------------------
    def format_action(self, a: Action) -> str:
        return words.format_action(a)

    def describe(self, s: SState, a: Action) -> str:
        return say(a, [f"Player {q + 1}" for q in range(s.n)], label=True)

    def narrate(self, s: SState, a: Action, names: Sequence[str]) -> str:
        if a.kind == "next":  # pressed by the next hand's first player; the seat before deals
            return dealt_words(s.hand_no + 2, (s.dealer + 1) % s.n, names)
        if a.kind in ("decline", "counter", "target") and s.stack:
            d, r = s.stack[-1].args[:2] if a.kind == "target" else (s.stack[-1].args[0], None)
            return say(a, names, label=False, answering=d, receiver=r)
        return say(a, names, label=False)

    def notice_text(self, notice: Notice, names: Sequence[str]) -> str | None:
        return notice_words(notice, names)

    def encode(self, s: SState) -> dict[str, Any]:
        return encode_record(s)

    def decode(self, data: Any) -> SState:
        s = decode_record(SState, data)
        if not isinstance(s.n, int) or not 2 <= s.n <= 5 or s.stage not in STAGES:
            raise ValueError("not a Seanchaí state")
        return s._replace(stack=stack_from_json(s.stack))

    def why_not(self, s: SState, seat: PlayerId, card: CardId, zone: ZoneId | None,
                names: Sequence[str] = ()) -> str:
        """The rule a refused gesture ran into, said to ``seat``; "" if it is legal."""
        base = super().why_not(s, seat, card, zone, names)
        if not base or s.over or seat != self.to_act(s):
            return base
        return refusal(s, seat, card, zone, self.legal_actions(s), names) or base

    def why_not_onto(self, s: SState, seat: PlayerId, card: CardId, onto: CardId,
                     names: Sequence[str] = ()) -> str:
        """Why ``card`` does not pair with the tableau card it was dropped on ("The War
        Chariot is a Warfare card; Cú Chulainn pairs only with a Legends card or a wild card")."""
        if s.over or seat != self.to_act(s):
            return ""
        return refusal_onto(s, card, onto)


RULES = SeanchaiRules()
