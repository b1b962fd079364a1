"""The rules' remembered answers give what the plain rules give (issue 29: rules speed): at
every step of seeded random games with many seats (where changing cards and others' groups
are common), the gathers and adds are those of the definitions (``completable``,
``can_add``), and the legal list is the very list built again with every remembered answer
forgotten (the changing cards' gathers and the identities a group takes, remembered by
masks; each seat's groups to add to, remembered by the groups they came from)."""

from __future__ import annotations

import pytest

from tabletop.core.rng import Rng, derive
from tabletop.core.rules import MatchConfig
from tabletop.games.treasure import gathers as gt
from tabletop.games.treasure import gods as gd
from tabletop.games.treasure import legal as lg
from tabletop.games.treasure import moves as mv
from tabletop.games.treasure import scoring as sc
from tabletop.games.treasure.groups import RUN, TYPES, is_valid, mixes_gods
from tabletop.games.treasure.rules import RULES
from tabletop.games.treasure.state import TState, all_groups

from .helpers import legal
from .test_treasure_rules import _reference_moves


def _forget() -> None:
    """Every remembered answer of the gathers and adds dropped."""
    for memo in (gt._CHANGING_GATHERS, gt._PASS_MEMO, gt._RUN_RANKS, gt._RUN_MEMO, gt._FACTS, mv._TAKEN):
        memo.clear()
    mv._WANTS[:] = [((), -1, [], 0)] * mv.SEATS
    mv._PARTS[:] = [((), [], 0, -2)] * (2 * mv.SEATS)
    mv.TWIN_FREE[:] = [None] * mv.SEATS
    gt.PACKED[:] = [((), gt.PACK, 0)] * mv.SEATS


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
    ``_run_possible`` asked rank by rank: worked out afresh, and remembered (its key keeps
    the fixed ranks only as far as they block, and the spare cards only up to 9: the
    answers kept for the other questions must fit every question that meets them)."""
    rng = Rng(29)
    cases = []
    for _ in range(20000):
        d_mask, fixed, spare, run_min = (rng.randrange(1024), rng.randrange(1024), rng.randrange(14),
                                         3 + rng.randrange(2))
        plain = sum(1 << r for r in range(10)
                    if not d_mask >> r & 1 and gt._run_possible(d_mask | 1 << r, fixed, spare, run_min))
        cases.append(((d_mask, fixed, spare, run_min), plain))
        gt._RUN_RANKS.clear()
        assert gt._run_ranks(d_mask, fixed, spare, run_min) == plain, (d_mask, fixed, spare, run_min)
    for args, plain in cases:  # every answer remembered
        assert gt._run_ranks(*args) == plain, args
    for args, plain in cases[::-1]:
        assert gt._run_ranks(*args) == plain, args


@pytest.mark.parametrize("n", range(2, 9))
def test_commit_kinds_and_pending_facts_are_the_plain_ones(n):
    """The commits' kinds (``legal._valid_kinds``, read off ``gathers.decl_facts``' packed
    counters) are ``groups.is_valid``'s, and the facts those of the identities themselves,
    remembered and worked out afresh, at every step with cards pending, with and without
    T-04's house rule."""
    seen = 0
    for options in ({"hands": 3}, {"hands": 3, "godsInMixedRuns": False}):
        for s in _games(n, range(2), fast=True, options=options):
            decl = s.decl[s.turn]
            if s.stage != "meld" or not decl:
                continue
            ranks = [x % 10 for x in decl]
            suits = [x // 10 for x in decl]
            run_mask = sum(1 << r for r in ranks) if len(set(ranks)) == len(ranks) else -1
            plain_facts = (ranks[0], len(set(ranks)) == 1, suits[0], len(set(suits)) == 1, run_mask)
            assert gt.decl_facts(decl) == plain_facts, decl  # remembered (or worked out)
            assert gt._decl_facts(decl) == plain_facts, decl  # worked out afresh
            mins = gd.mins_for(s.flags)
            apart = bool(s.flags & gd.HOUSE_GODS_APART)
            plain = [k for k in TYPES if is_valid(k, decl, mins) and not (k == RUN and apart and mixes_gods(decl))]
            assert lg._valid_kinds(decl, mins, apart) == plain, (decl, mins, apart)
            seen += len(decl) >= 2
    assert seen > 100


@pytest.mark.parametrize("n", range(2, 9))
def test_effects_kept_after_godless_table_moves_are_the_tables(n):
    """A commit or add that brings no god keeps the effects (``Play._after_table``'s
    ``godless``), and the others work them out on bit masks (``gods._table_flags``): at
    every step they are the plain definition's over the whole table (``god_positions``,
    ``flags_from_positions``), the positions' effects read three gods at a time from
    tables (``gods.bits_flags``)."""
    for options in ({"hands": 3}, {"hands": 3, "builderColorEffect": "setsOf2"}):
        for fast in (True, False):
            for s in _games(n, range(2), fast, options):
                groups = all_groups(s)
                plain = gd.flags_from_positions(gd.god_positions(groups, s.house), s.house)
                assert s.flags == plain, (n, s.turn, s.flags)
                with_gods = [(g[0], g[2]) for g in groups if max(g[2]) > gd.G * 10]
                if with_gods:
                    assert gd._table_flags(with_gods, s.house) == plain, (n, s.turn, with_gods)


@pytest.mark.parametrize("n", range(2, 9))
def test_table_points_are_the_sum_of_the_card_values(n):
    """``scoring.table_points`` (exponents per identity, worked out per call) gives every
    owner the sum of ``card_values`` of their cards, at every step, under the table's effects
    and under other multipliers drawn at random."""
    rng = Rng(n)
    scoring_bits = [b for b in range(27) if 1 << b & (sc._SCORING | gd.RUNS_OF_3)]
    for s in _games(n, range(2), fast=True):
        groups = all_groups(s)
        for mask in (s.flags, s.flags ^ sum(1 << b for b in scoring_bits if rng.randrange(3) == 0)):
            plain = [0] * n
            for g in groups:
                for owner, value in zip(g[3], sc.card_values(g, mask), strict=True):
                    plain[owner] += value
            assert sc.table_points(groups, mask, n) == plain, (n, mask)


def test_distinct_is_one_card_per_code():
    """``moves.distinct`` (the first deck's cards, then the second deck's whose twin is not
    held) against its plain definition, a set of the codes seen so far."""
    rng = Rng(54)
    for _ in range(5000):
        hand = tuple(sorted(rng.shuffled(range(108))[:rng.randrange(16)]))
        seen: set[int] = set()
        plain = []
        for c in hand:
            if c % 54 not in seen and (c < 54 or c - 54 not in hand):
                plain.append(c)
            seen.add(c % 54)
        assert list(mv.distinct(hand)) == plain, hand


@pytest.mark.parametrize("n", [5, 8])
def test_the_builders_draw_without_events_is_the_one_with_them(n):
    """``apply_fast`` makes the Builder's draw without events; the state is ``apply``'s."""
    draws = 0
    for s in _games(n, range(4), fast=True):
        for a in RULES.legal_actions(s):
            if a.kind in ("commit", "add"):
                fast = RULES.apply_fast(s, a)
                assert fast == RULES.apply(s, a).state, (n, s.seed, a)
                draws += fast.builder_used and not s.builder_used
    assert draws > 3  # the Builder's draw was met


@pytest.mark.parametrize("n", range(2, 9))
def test_lists_derived_after_a_gather_are_the_built_ones(n):
    """After a gather the rules derive the next list from the last one (``successor.py``),
    carrying on what it was judged by; at every step of seeded games, with one deck and two,
    with and without T-04's house rule (which builds every list afresh), through ``apply``
    and ``apply_fast``, the list asked for is the very list built from the state, in order,
    and what a derived list was judged by is what the hand and the pending identities give
    worked out afresh."""
    derived = {(changing, chained): 0 for changing in (False, True) for chained in (False, True)}
    hands = 3 if n <= 3 else 1
    configs = [{"hands": hands}, {"hands": 1, "godsInMixedRuns": False}] + [{"hands": 1, "decks": 2}] * (n > 2)
    for options in configs:
        for fast in (True, False):
            for s in _games(n, range(4), fast, options):
                got = RULES.legal_actions(s)
                cache = RULES._cache
                built = RULES._legal(s)
                assert got == built, (n, options, s.turn, s.flags, s.decl[s.turn])
                assert all(x is y for x, y in zip(got, built, strict=True))
                if cache[0] is not s or cache[2] is None:
                    continue
                p = s.turn
                hand, decl, flags = s.hands[p], s.decl[p], s.flags
                facts, mins, changing = gt.decl_facts(decl), gd.mins_for(flags), flags & mv.CHANGING
                if changing:
                    plain = (facts, *gt.changing_masks(changing, hand, decl, mins, facts)[3:])
                else:
                    plain = (facts, gt.fixed_ok(hand, decl, mins, facts), 0, 0)
                assert cache[2] == plain, (n, options, decl, hand, flags)
                derived[bool(changing), len(decl) > 1] += 1
    assert min(derived.values()) > 20, derived  # every kind of derivation was met


def test_positions_flags_read_three_gods_at_a_time_are_the_plain_ones():
    """``gods.bits_flags`` (the positions' effects three gods per table look-up, the
    cancellations from a table by the odd cancelling positions) against the plain
    definition, ``flags_from_positions`` of the same positions listed one by one: on random
    positions held and copies' parities, under every house rule on the Builder's colour."""
    rng = Rng(41)
    houses = (0, gd.HOUSE_BUILDER_SETS_OF_2, gd.HOUSE_BUILDER_NOOP, gd.HOUSE)
    kinds = ("set", "run", "colour")
    for _ in range(5000):
        counts = {(god, kinds[pos]): rng.randrange(3) for god in range(1, 10) for pos in range(3)
                  if rng.randrange(3) == 0}
        held = odd = 0
        for (god, kind), k in counts.items():
            b = 1 << 3 * god + gd._POSITION[kind]
            if k:
                held |= b
            if k % 2:
                odd |= b
        positions = [key for key, k in counts.items() for _ in range(k)]
        house = houses[rng.randrange(len(houses))]
        assert gd.bits_flags(held, odd, house) == gd.flags_from_positions(positions, house), (counts, house)


def test_a_tabled_groups_god_positions_add_to_the_tables():
    """``gods.table_bits_with`` (a commit's group added to the positions kept for the table
    before it) against ``table_bits`` of the whole new table, on random tables where copies
    of a god often share a position (an odd count cancels) and colours of gods hold runs,
    with and without the house rules on the Builder's colour; None only where a first colour
    holding the Builder changes the run minimum."""
    rng = Rng(37)
    kinds = ("set", "run", "colour")
    gods_ids = [gd.G * 10 + r for r in range(1, 10)]
    for house in (0, gd.HOUSE_BUILDER_SETS_OF_2, gd.HOUSE_BUILDER_NOOP):
        for _ in range(3000):
            def group():
                kind = kinds[rng.randrange(3)]
                pool = gods_ids if kind == "colour" or rng.randrange(2) else gods_ids + list(range(11, 20))
                return kind, tuple(pool[rng.randrange(len(pool))] for _ in range(2 + rng.randrange(5)))
            table = [group() for _ in range(rng.randrange(6))]
            kind, idents = group()
            bits = gd.table_bits(table, house)
            got = gd.table_bits_with(bits, kind, idents, house)
            whole = gd.table_bits([*table, (kind, idents)], house)
            if got is None:
                assert kind == "colour" and gd._BUILDER in idents and bits[0] == 4 and whole[0] == 3
            else:
                assert got == whole, (table, kind, idents, house)


@pytest.mark.parametrize("n", range(3, 9))
def test_hands_hinted_twin_free_hold_no_twins(n):
    """``moves.TWIN_FREE``: the hint, carried from hand to hand by the moves (a card less, a
    card more whose twin is not held), is true at every step of seeded games with two decks
    (3–8 players, 4 seeds, through ``apply`` and ``apply_fast``): every seat's hinted hand
    is one ``distinct`` gives back as it is, after each move and after each list asked for;
    the list asked for is the very list built afresh; and meld-stage lists were asked for
    with the hint after draws, takes and commits (the hint carried through the gathers and
    across the turn). ``test_remembered_legal_lists_are_the_built_ones`` builds its lists
    with the hint forgotten."""
    def check(s: TState) -> None:
        for q in range(n):
            hand = s.hands[q]
            if mv.TWIN_FREE[q] is hand:
                assert mv.distinct(hand) is hand, (n, q, hand)

    used = {"draw": 0, "take": 0, "commit": 0}
    for fast in (True, False):
        mv.TWIN_FREE[:] = [None] * mv.SEATS
        for seed in range(4):
            s = RULES.new_game(MatchConfig("treasure", n, seed, {"hands": 1, "decks": 2}))
            rng = Rng(derive(seed, "twins"))
            last = ""
            while True:
                check(s)
                p = s.turn
                hinted = s.stage == "meld" and not s.pending[p] and mv.TWIN_FREE[p] is s.hands[p]
                acts = RULES.legal_actions(s)
                check(s)
                if not acts:
                    break
                assert acts == RULES._legal(s), (n, seed, s.turn)
                if hinted and last in used:
                    used[last] += 1
                a = acts[rng.randrange(len(acts))]
                last = a.kind
                s = RULES.apply_fast(s, a) if fast else RULES.apply(s, a).state
    assert min(used.values()) > 20, used


@pytest.mark.parametrize("n", [2, 5, 8])
def test_the_builders_draw_three_at_a_time_is_one_at_a_time(n):
    """``Play._builder_draw`` takes each seat's three cards at once while the draw pile has
    enough for everyone: at states of seeded games (every tenth, both directions of play)
    its state and its events are those of the plain draw, one card at a time from the top
    onto a sorted hand, seat by seat from the player on."""
    from tabletop.core.events import Notice
    from tabletop.games.treasure.state import DRAWN, _insert

    checked = 0
    for options in ({"hands": 3}, {"hands": 3, "playDirection": "counterclockwise"}):
        for i, s in enumerate(_games(n, range(2), True, options)):
            if i % 10 or len(s.stock) < 3 * n:
                continue
            p = s.turn
            hands, stock, plain_events = list(s.hands), s.stock, []
            for k in range(n):
                q = (p + k * s.step) % n
                for _ in range(3):
                    c, stock = stock[-1], stock[:-1]
                    hands[q] = _insert(hands[q], c)
                    plain_events.append(DRAWN[q << 7 | c])
            events: list = []
            got = RULES._builder_draw(s, p, events)
            assert got == s._replace(hands=tuple(hands), stock=stock), (n, p)
            assert events == [*plain_events, Notice("builder", (-1,))], (n, p)
            assert RULES._builder_draw(s, p, None) == got
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("n", range(2, 9))
def test_hands_hinted_packed_counters_are_the_counts(n):
    """``gathers.PACKED``: the packed counters of a seat's last hand counted, carried from
    hand to hand by the moves (a card out by a discard, a gather or an add, a card in by a
    draw or a take), are at every step of seeded games (one deck and two, 4 seeds, through
    ``apply`` and ``apply_fast``) the plain sum of their table over the hand they name,
    after each move and after each list asked for; the list asked for is the very list
    built afresh with every hint forgotten; and lists were built on a carried hint after
    draws, takes, gathers and commits."""
    def check(s: TState) -> None:
        for q in range(n):
            hand, table, packed = gt.PACKED[q]
            if hand is s.hands[q]:
                assert packed == sum(table[c] for c in hand), (n, q, hand)

    used = {"draw": 0, "take": 0, "gather": 0, "commit": 0}
    for options in [{"hands": 3}] + [{"hands": 3, "decks": 2}] * (n > 2):
        for fast in (True, False):
            _forget()
            for seed in range(4):
                s = RULES.new_game(MatchConfig("treasure", n, seed, options))
                rng = Rng(derive(seed, "packed"))
                last = ""
                while True:
                    check(s)
                    p = s.turn
                    hinted = s.stage == "meld" and gt.PACKED[p][0] is s.hands[p]
                    acts = RULES.legal_actions(s)
                    check(s)
                    if not acts:
                        break
                    if hinted and last in used:
                        used[last] += 1
                    a = acts[rng.randrange(len(acts))]
                    last = a.kind
                    s = RULES.apply_fast(s, a) if fast else RULES.apply(s, a).state
                    check(s)
                    saved = list(gt.PACKED)
                    _forget()
                    assert RULES.legal_actions(s) == RULES._legal(s), (n, seed, s.turn)
                    gt.PACKED[:] = saved
    assert min(used.values()) > 20, used


def test_a_hand_hinted_under_other_effects_is_counted_again():
    """A seat's ``gathers.PACKED`` hint names the table it was counted by too: where the
    effects have changed since (the fixed counters against a changing card's, or another
    changing card's), the gathers are those of the hand counted afresh. At meld-stage
    states of seeded 8-player games the hint is primed with each other table's count of
    the very hand before the gathers are asked for."""
    tables = [gt.PACK] + [gt._changing_pack(changing) for changing in (gd.STONES_CHANGE, gd.WARRIORS_CHANGE)]
    checked = 0
    for s in _games(8, range(2), True):
        p = s.turn
        if s.stage != "meld" or s.pending[p]:
            continue
        hand = s.hands[p]
        gt.PACKED[p] = ((), gt.PACK, 0)
        plain = gt.gathers(s, p)
        for table in tables:
            gt.PACKED[p] = (hand, table, sum(table[c] for c in hand))
            assert gt.gathers(s, p) == plain, (s.flags, hand)
            checked += 1
    assert checked > 100
