"""The rules' remembered answers give what the plain rules give (issue 29: rules speed): at
every step of seeded random games with many seats (where changing cards and others' groups
are common), the gathers and adds are those of the definitions (``completable``,
``can_add``), and the legal list is the very list built again with every remembered answer
forgotten (the changing cards' gathers and the identities a group takes, remembered by
masks; each seat's groups to add to, remembered by the groups they came from; the legal
list's parts that follow from the seat's hand, remembered by the hand). The effects a table
move reuses are the table's, and the Builder's draw is the card-by-card one."""

from __future__ import annotations

import pytest

from tabletop.core.rng import Rng, derive
from tabletop.core.rules import MatchConfig
from tabletop.core.steps import commit_action
from tabletop.games.treasure import gathers as gt
from tabletop.games.treasure import gods as gd
from tabletop.games.treasure import legal as lg
from tabletop.games.treasure import moves as mv
from tabletop.games.treasure.groups import RUN, TYPES, is_valid, mixes_gods
from tabletop.games.treasure.rules import RULES
from tabletop.games.treasure.state import TState, all_groups

from .helpers import legal, table
from .test_treasure_rules import _reference_moves


def _forget() -> None:
    """Every remembered answer of the gathers and adds dropped."""
    for memo in (gt._CHANGING_GATHERS, gt._PASS_MEMO, gt._RUN_RANKS, gt._RUN_MEMO, gt._DECL_MEMO, mv._TAKEN,
                 mv._PARTS, lg._FIRST, lg._PENDING, lg._CARDS):
        memo.clear()
    mv._WANTS[:] = [((), -1, (), 0)] * mv.SEATS


def _games(n: int, seeds: range, fast: bool, options: dict | None = None):
    """Every state of seeded random games (``apply_fast`` or ``apply``)."""
    for seed in seeds:
        s: TState = RULES.new_game(MatchConfig("treasure", n, seed, dict(options or {"hands": 3})))
        rng = Rng(derive(seed, "speed"))
        while True:
            acts = RULES.legal_actions(s)
            if not acts:
                break
            yield s
            a = acts[rng.randrange(len(acts))]
            s = RULES.apply_fast(s, a) if fast else RULES.apply(s, a).state


@pytest.mark.parametrize(("n", "seeds"), [(8, range(2)), (5, range(1))])
def test_gathers_and_adds_are_the_definitions_with_many_seats(n, seeds):
    changing = 0
    for s in _games(n, seeds, fast=True):
        if s.stage != "meld":
            continue
        got = {m for m in legal(s) if m.startswith(("gather", "add"))}
        assert got == _reference_moves(s), (n, s.turn, s.flags)
        changing += bool(s.flags & mv.CHANGING)
    assert changing > 50  # changing cards were met


@pytest.mark.parametrize(("n", "fast"), [(8, True), (8, False), (4, True)])
def test_remembered_legal_lists_are_the_built_ones(n, fast):
    for s in _games(n, range(3), fast):
        got = RULES.legal_actions(s)
        _forget()
        built = RULES._legal(s)
        assert got == built, (n, s.stage, s.turn, s.flags)
        assert all(x is y for x, y in zip(got, built, strict=True))  # the same moves


def test_run_ranks_over_windows_are_the_ranks_run_possible_gives():
    """``gathers._run_ranks`` (every rank at once, over the windows of ranks) against
    ``_run_possible`` asked rank by rank."""
    rng = Rng(29)
    for _ in range(20000):
        d_mask, fixed, spare, run_min = rng.randrange(1024), rng.randrange(1024), rng.randrange(4), 3 + rng.randrange(2)
        plain = sum(1 << r for r in range(10)
                    if not d_mask >> r & 1 and gt._run_possible(d_mask | 1 << r, fixed, spare, run_min))
        gt._RUN_RANKS.clear()
        assert gt._run_ranks(d_mask, fixed, spare, run_min) == plain, (d_mask, fixed, spare, run_min)


def _variants(s: TState):
    """``s``, and ``s`` with one of the effects the remembered lists read switched, with the
    seat to act's groups swapped with the next seat's, and with its hand and pending cards
    handed to the next seat: states whose remembered answers must not be mistaken for one
    another's."""
    yield s
    for bit in (gd.RUNS_OF_3, gd.COLOURS_OF_3, gd.SETS_OF_2, gd.HOUSE_GODS_APART):
        yield s._replace(flags=s.flags ^ bit)
    p, q = s.turn, (s.turn + 1) % s.n

    def swap(t: tuple) -> tuple:
        t = list(t)
        t[p], t[q] = t[q], t[p]
        return tuple(t)

    yield s._replace(groups=swap(s.groups))
    yield s._replace(turn=q, hands=swap(s.hands), pending=swap(s.pending), decl=swap(s.decl))


@pytest.mark.parametrize("n", range(2, 9))
def test_remembered_hand_moves_are_the_plain_ones(n):
    """The legal list's parts remembered by the seat, its hand, the identities gathered and
    the effects in ``HAND_FLAGS`` (with cards pending: the gathers and the commits, and the
    number of the seat's groups; else the gathers and the discards), and the hand's
    distinct cards remembered by the hand, are at every step what ``gathers`` (less T-04's), the kinds of group, ``adds``
    and the discard moves give for that very state (the memos kept from game to game and
    from one ``_variants`` to the next, as in a search)."""
    met = 0
    for s0 in _games(n, range(3), fast=True, options={"hands": 3}):
        if s0.stage != "meld":
            continue
        for s in _variants(s0):
            p, decl, flags = s.turn, s.decl[s.turn], s.flags
            cards = mv.distinct(s.hands[p]) if s.decks == 2 else list(s.hands[p])
            known = len(lg._FIRST) + len(lg._PENDING)
            got = RULES._legal(s)
            met += len(lg._FIRST) + len(lg._PENDING) == known
            plain = [a for a in gt.gathers(s, p, cards)
                     if not flags & gd.HOUSE_GODS_APART or RULES._gatherable_apart(s, p, a)]
            assert [a for a in got if a.kind == "gather"] == plain, (n, p, flags)
            if s.pending[p]:
                mixed = flags & gd.HOUSE_GODS_APART and mixes_gods(decl)
                kinds = [k for k in TYPES if len(decl) >= 2 and is_valid(k, decl, gd.mins_for(flags))
                         and not (mixed and k == RUN)]
                assert got[len(plain):] == tuple(commit_action(p, k, f"group/{p}/{len(s.groups[p])}")
                                                 for k in kinds)
            else:
                assert [a for a in got if a.kind == "add"] == RULES._adds(s, p, cards)
                assert [a for a in got if a.kind == "discard"] == [mv.DISCARD_ACT[p][c] for c in cards]
    assert met  # some were remembered from an earlier step


@pytest.mark.parametrize("n", range(2, 9))
@pytest.mark.parametrize("fast", [True, False])
def test_effects_after_table_moves_are_the_tables(n, fast):
    """The effects a table move reuses from the table before it (``gods.flags_after``, when
    the group tabled or grown holds no god) are at every step the effects of the gods on
    the table (``gods.flags``)."""
    moves = 0
    for s in _games(n, range(2), fast, options={"hands": 3}):
        assert s.flags == gd.flags(all_groups(s), s.house), (n, s.turn, s.hand_no)
        moves += s.stage == "meld"
    assert moves


def _builder_draw_card_by_card(s: TState, p: int) -> TState:
    """T7.4 as the rules first wrote it: a new state per card drawn (events aside)."""
    hands = list(s.hands)
    for i in range(s.n):
        q = (p + i * s.step) % s.n
        for _ in range(3):
            if not s.stock:
                if len(s.discard) < 2 or s.rebuilds >= s.max_rebuilds:
                    return s._replace(hands=tuple(hands))
                s = RULES._rebuild(s, None)
            hands[q] = tuple(sorted(hands[q] + (s.stock[-1],)))
            s = s._replace(stock=s.stock[:-1])
    return s._replace(hands=tuple(hands))


@pytest.mark.parametrize("n", [2, 3, 5])
def test_builder_draw_is_the_card_by_card_one(n):
    """The Builder's draw, made with the draw pile kept aside, against card by card: every
    size of draw pile around what the seats draw, with 0–2 rebuilds used, events or none."""
    for size in range(3 * 3 * n + 3):
        for rebuilds in range(3):
            s = table(n, {q: [f"{q}L"] if q else ["Builder"] for q in range(n)},
                      options={"decks": 2} if n > 4 else None, stock_size=size)._replace(rebuilds=rebuilds)
            plain = _builder_draw_card_by_card(s, n - 1)
            assert RULES._builder_draw(s, n - 1, None) == plain, (size, rebuilds)
            events: list = []
            assert RULES._builder_draw(s, n - 1, events) == plain
            assert sum(len(e.cards) for e in events if hasattr(e, "cards")) >= sum(map(len, plain.hands)) - n
