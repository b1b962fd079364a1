"""The rules' speed-ups give what the plain rules give (issue 29): the legal list that
``legal_actions`` hands out after a gather (derived from the list before it, ``successor.py``)
is the very list ``moves.legal`` builds from the state, on every step of seeded random games
played with ``apply_fast`` and with ``apply``, with one, two and three decks (copies); the
upkeep payment's values worked out at once are the ones ``completable`` gives value by value,
and so are those worked out from value counts."""

import pytest

from tabletop.core.rng import Rng, derive
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.moves import legal
from tabletop.games.ard_ri.rules import RULES
from tabletop.games.ard_ri.upkeep import completable, joinable_bits, joinable_values

CONFIGS = [(2, {}), (3, {}), (5, {"rounds": 6}), (2, {"decks": 3}), (4, {"decks": 1, "rounds": 6}),
           (3, {"gift.sources": "field", "rounds": 6}), (2, {"gift.sources": "hand"})]


@pytest.mark.parametrize(("n", "options"), CONFIGS)
@pytest.mark.parametrize("fast", [True, False])
def test_remembered_legal_lists_are_the_built_ones(n, options, fast):
    for seed in range(3):
        s = RULES.new_game(MatchConfig("ard_ri", n, seed, dict(options)))
        rng = Rng(derive(seed, "speed"))
        while True:
            got = RULES.legal_actions(s)
            p = RULES.to_act(s)
            built = () if p is None else legal(s, p)
            assert got == built, (n, options, seed, s.stage)
            assert all(x is y for x, y in zip(got, built, strict=True))  # the same moves
            if not got:
                break
            a = got[rng.randrange(len(got))]
            s = RULES.apply_fast(s, a) if fast else RULES.apply(s, a).state


def test_joinable_values_are_the_completable_ones():
    """``upkeep.joinable_values`` (every value at once) against ``completable`` value by value."""
    rng = Rng(29)
    for _ in range(4000):
        field = tuple(sorted(1 + rng.randrange(10) for _ in range(rng.randrange(13))))
        chosen = tuple(sorted(1 + rng.randrange(10) for _ in range(rng.randrange(5))))
        need = 5 * (1 + rng.randrange(8))
        plain = set()
        for v in set(field):
            rest = list(field)
            rest.remove(v)
            if completable([*chosen, v], rest, need):
                plain.add(v)
        assert joinable_values(field, chosen, need) == plain, (field, chosen, need)


def test_joinable_bits_are_the_joinable_values():
    """``upkeep.joinable_bits`` (from value counts, as a mask) against ``joinable_values``,
    itself held to ``completable`` above, over random fields, payments and needs, from empty
    fields to ones of three decks."""
    rng = Rng(2929)
    for _ in range(20000):
        field = tuple(sorted(1 + rng.randrange(10) for _ in range(rng.randrange(31))))
        chosen = tuple(sorted(1 + rng.randrange(10) for _ in range(rng.randrange(7))))
        need = 5 * (1 + rng.randrange(14))
        counts = [field.count(v) for v in range(11)]
        bits = joinable_bits(counts, sum(chosen), chosen[0] if chosen else 11, need)
        assert {v for v in range(11) if bits >> v & 1} == joinable_values(field, chosen, need), \
            (field, chosen, need)


def _random_walk(n, options, seeds, salt):
    """(seed, state, its legal list) at every step of seeded random games played with
    ``apply_fast``, up to each game's end."""
    for seed in seeds:
        s = RULES.new_game(MatchConfig("ard_ri", n, seed, dict(options)))
        rng = Rng(derive(seed, salt))
        while True:
            got = RULES.legal_actions(s)
            if not got:
                break
            yield seed, s, got
            s = RULES.apply_fast(s, got[rng.randrange(len(got))])


def _plain_payment_list(s, p):
    """The upkeep payment's list straight from the values (the rules' first form of it):
    ``joinable_values`` on the sorted values, then the distinct field cards of those values."""
    from tabletop.games.ard_ri.cards import VALUE, distinct
    from tabletop.games.ard_ri.moves import FIELD, commit, family
    from tabletop.games.ard_ri.upkeep import UPKEEP, is_minimal_payment

    pend, field = s.pending[p], s.fields[p]
    need = UPKEEP * len(s.houses[p])
    chosen = [VALUE[c] for c in pend]
    ok = joinable_values(tuple(sorted(VALUE[c] for c in field)), tuple(sorted(chosen)), need)
    g = family(p, FIELD[p])
    out = [g[c] for c in (sorted(field) if s.decks == 1 else distinct(field)) if VALUE[c] in ok]
    if pend and is_minimal_payment(chosen, need):
        out.append(commit(p, "pay", "discard"))
    return tuple(out)


@pytest.mark.parametrize(("n", "options"), CONFIGS)
def test_payment_lists_by_value_counts_are_the_plain_ones(n, options):
    """The upkeep payment's list, its values worked out from value counts
    (``upkeep.joinable_bits``) and remembered by field, payment and need
    (``moves._payable_bits``), at every payment step of seeded games."""
    steps = 0
    for seed, s, got in _random_walk(n, options, range(3, 6), "pay"):
        if s.stage == "pay":
            assert got == _plain_payment_list(s, RULES.to_act(s)), (n, options, seed)
            steps += 1
    assert steps > 0


@pytest.mark.parametrize(("n", "options"), CONFIGS[:3])
def test_an_attacker_plunders_exactly_when_its_targets_field_holds_a_card(n, options):
    """``raids.next_plunder`` keeps an attacker by its target's field alone: the same as
    ``plunder_options`` giving something, at every raid of seeded games."""
    from tabletop.games.ard_ri.moves import plunder_options

    checked = 0
    for _, s, _ in _random_walk(n, options, range(6), "plunder"):
        for a, t in s.attack:
            assert bool(plunder_options(s, a, t)) == bool(s.fields[t])
            checked += 1
    assert checked > 0
