"""Stacked later deals are chance to come (issue 23.9): the chance protocol's "empty" fields,
``stack_later``, ``restacked``, ``choose_first``, saves without them, and the command line's
one-line refusals."""

from __future__ import annotations

import pytest

from tabletop.__main__ import main
from tabletop.core.cards import restacked
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import STACKS, MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.hyrule.rules import HyruleRules
from tabletop.testing.conformance import ConformanceError, check_game, future_stacks

GAMES = ("hyrule", "keltis", "seanchai", "treasure", "ard_ri")


def test_restacked_puts_the_named_cards_on_top_and_keeps_the_rest_seeded():
    deck = REGISTRY["hyrule"].rules.deck(MatchConfig("hyrule", 2, 1))
    shuffled = Rng(3).shuffled(range(len(deck)))
    assert restacked(deck, shuffled, ()) == shuffled
    order = restacked(deck, shuffled, ("JK", "AS", "JK"))
    assert [deck.code(c) for c in order[:3]] == ["JK", "AS", "JK"]
    assert order[3:] == [c for c in shuffled if c not in order[:3]]
    some = shuffled[:5]
    with pytest.raises(ValueError, match="shuffled hold no"):
        restacked(deck, some, tuple(deck.code(c) for c in shuffled[5:6]))


@pytest.mark.parametrize("game", GAMES)
def test_states_without_the_new_fields_load_unchanged(game):
    """Old saves: a state encoded before ``stacks`` and ``first_dealer`` existed decodes with
    them at their defaults, and its hash is the hash it had."""
    rules = REGISTRY[game].rules
    s = rules.new_game(MatchConfig(game, 3, 7))
    data = rules.encode(s)
    assert "stacks" not in data and "first_dealer" not in data
    assert rules.decode(data) == s
    if rules.stacks_field():
        assert rules.decode(data).stacks == ()


@pytest.mark.parametrize("game", ["hyrule", "seanchai", "treasure", "ard_ri"])
def test_a_world_never_holds_a_stacked_future(game):
    rules = REGISTRY[game].rules
    assert STACKS in rules.chance_fields
    cfg = MatchConfig(game, 2, 4)
    deck = rules.deck(cfg)
    s = rules.stack_later(rules.new_game(cfg), [tuple(deck.code(c) for c in range(3))])
    assert future_stacks(rules, s)
    assert rules.decode(rules.encode(s)) == s
    for p in range(2):
        assert not future_stacks(rules, rules.determinize(s, p, Rng(p)))


class KeepsStacks(HyruleRules):
    """A Hyrule whose worlds keep the stacked future (its reseed forgets to empty it)."""

    def reseed(self, s, rng):
        return super().reseed(s, rng)._replace(stacks=s.stacks)


def test_the_harness_fails_a_game_whose_worlds_keep_the_stacks():
    cfg = MatchConfig("hyrule", 2, 1, {"rounds": 3})
    check_game(HyruleRules(), [cfg], determinize_every=7)
    with pytest.raises(ConformanceError, match="stacked"):
        check_game(KeepsStacks(), [cfg], determinize_every=7)


def test_stack_later_refuses_in_one_sentence():
    keltis = REGISTRY["keltis"].rules
    with pytest.raises(ValueError, match="^Keltis makes one deal, so"):
        keltis.stack_later(keltis.new_game(MatchConfig("keltis", 2, 1)), [("R5",)])
    seanchai = REGISTRY["seanchai"].rules
    s = seanchai.new_game(MatchConfig("seanchai", 2, 1))
    with pytest.raises(ValueError, match="at most 4 deals"):
        seanchai.stack_later(s, [()] * 4)
    with pytest.raises(ValueError, match="deal 3: unknown card"):
        seanchai.stack_later(s, [(), ("LEG-9",)])
    with pytest.raises(ValueError, match="deal 2: card 'LEG-1' listed more times"):
        seanchai.stack_later(s, [("LEG-1", "LEG-1")])


@pytest.mark.parametrize(("game", "option", "seat", "dealer"), [
    ("keltis", "firstPlayer", 3, None), ("hyrule", "youngest", 2, None),
    ("seanchai", "firstDealer", 3, 2), ("treasure", "firstDealer", 2, 1), ("ard_ri", "firstDealer", 1, 0)])
def test_choose_first_sets_each_games_own_rule(game, option, seat, dealer):
    rules = REGISTRY[game].rules
    cfg = rules.choose_first(MatchConfig(game, 3, 9), seat)
    assert cfg.options[option] == seat
    s = rules.new_game(cfg)
    assert rules.config(s).options[option] == seat  # kept in the state: saves replay it
    if dealer is not None:
        assert s.dealer == dealer
    # the same seed without the choice: the seeded draw as before
    assert rules.config(rules.new_game(MatchConfig(game, 3, 9))).options.get(option) in (None, "random", 1)


def test_a_reshuffle_stack_naming_a_card_not_shuffled_is_one_line(tmp_path, capsys):
    """Ard Rí's first reshuffle comes mid-match: a stacked order for it that names a card not
    in the discard pile (here the whole deck: some cards are in hands) stops `run` at the move
    that shuffles, in one line, exit 2."""
    rules = REGISTRY["ard_ri"].rules
    cfg = MatchConfig("ard_ri", 2, 1, {"rounds": 6})
    deck = rules.deck(cfg)
    whole = tuple(deck.code(c) for c in range(len(deck)))
    m = Match(rules, cfg, later=(whole,))
    failing = None
    while failing is None and not m.is_over:  # the chooser of tests/test_scripted_matches.py
        a = Rng(1_000_003 + len(m.records)).choice(m.legal())
        try:
            m.submit(a)
        except ValueError:
            failing = a
    assert failing is not None, "the match reshuffles"
    moves = tmp_path / "moves.txt"
    moves.write_text("\n".join(rules.format_action(a) for a in (*m.actions, failing)) + "\n")
    code = main(["run", "ard_ri", "--seed", "1", "--option", "rounds=6", "--deck", "-",
                 "--deck", " ".join(whole), "--moves", str(moves)])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert f"line {len(m.actions) + 1}:" in err and "shuffled hold no" in err


@pytest.mark.parametrize(("argv", "words"), [
    (["run", "keltis", "--deck", "R5", "--deck", "G5"], "--deck: Keltis makes one deal"),
    (["run", "seanchai", *["--deck", "-"] * 4, "--deck", "LEG-1"], "at most 4 deals"),
    (["run", "hyrule", "--deck", "-", "--deck", "ZZ"], "--deck (deal 2): unknown card 'ZZ'"),
    (["run", "treasure", "--deck", "-", "--deck", "5W 5W"], "--deck (deal 2): card '5W' listed more times"),
    (["run", "treasure", "--first", "3"], "--first takes a seat from 1 to 2, not 3"),
    (["run", "hyrule", "--option", "variant=chance", "--first", "1"], "chance variant has no first player"),
    (["run", "kit", "--first", "1"], "has no first dealer or player"),
])
def test_bad_stacks_and_first_seats_are_one_line_exit_2(argv, words, capsys):
    assert main([*argv, "--moves", "-"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err
