"""Issue 23: the chance contract, the hidden-order contract and identical copies, at the depth
of the protocol, and the harness checks that guard them (``testing/conformance.py``).

Each leak of the issue is reproduced on the state it names, and each harness check is shown
to fail on a variant of a real game that behaves as the code did before the fix."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.core.events import ZoneShuffled
from tabletop.core.ids import PUBLIC
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import BaseRules, MatchConfig
from tabletop.core.zones import Zone
from tabletop.games import REGISTRY
from tabletop.games.ard_ri.rules import RULES as ARD_RI
from tabletop.games.ard_ri.rules import ArdRiRules
from tabletop.games.hyrule.rules import RULES as HYRULE
from tabletop.games.hyrule.rules import HyruleRules
from tabletop.games.treasure.rules import RULES as TREASURE
from tabletop.testing.conformance import (
    ConformanceError,
    check_copies_blind,
    check_game,
    check_siblings,
    check_twin,
)


def _random_until(rules: BaseRules, cfg: MatchConfig, stop) -> tuple[Match, Any]:
    """Random legal moves drawn from ``Rng(cfg.seed)`` (as the issue's outside check played)
    until ``stop(match, action)`` holds for the action about to be taken; returns the match
    and that action, not yet taken."""
    m = Match(rules, cfg)
    rng = Rng(cfg.seed)
    while not m.is_over:
        a = rng.choice(m.legal())
        if stop(m, a):
            return m, a
        m.submit(a)
    raise AssertionError("the game ended first")


def _old_determinize(cls: type[BaseRules]) -> BaseRules:
    """``cls`` with the determinize every game inherited before: the unseen cards re-dealt,
    the seed kept."""
    return type(f"Old{cls.__name__}", (cls,), {"determinize": lambda self, s, p, rng: self.redeal(s, p, rng)})()


# --- 1. future shuffles ---------------------------------------------------------------------------
def _treasure_deal() -> tuple[Match, Any]:
    """Treasure, 2 players, 3 hands, seed 1: the first ``deal`` of a new hand (action 67)."""
    cfg = MatchConfig("treasure", 2, 1, {"hands": 3})
    return _random_until(TREASURE, cfg, lambda m, a: a.kind == "deal")


def _ard_ri_reshuffle() -> tuple[Match, Any]:
    """Ard Rí, 3 players, seed 1: the first move that remakes the Draw-Deck (action 320,
    ``hunt``)."""
    cfg = MatchConfig("ard_ri", 3, 1, {})
    return _random_until(ARD_RI, cfg, lambda m, a: any(
        isinstance(e, ZoneShuffled) for e in ARD_RI.apply(m.state, a).events))


@pytest.mark.parametrize(("make", "dealt"), [
    (_treasure_deal, lambda rules, s: [rules.zones(s)[f"hand/{q}"].cards for q in range(s.n)]),
    (_ard_ri_reshuffle, lambda rules, s: rules.zones(s)["deck"].cards),
], ids=["treasure-deal", "ard_ri-reshuffle"])
def test_no_sampled_world_foresees_the_next_shuffle(make, dealt):
    m, action = make()
    rules, s = m.rules, m.state
    seat = rules.to_act(s)
    real = dealt(rules, rules.apply(s, action).state)
    old = _old_determinize(type(rules))
    for k in range(6):
        world = rules.determinize(s, seat, Rng(k))
        assert world.seed != s.seed
        assert dealt(rules, rules.apply(world, action).state) != real, f"world {k} holds the real deal"
        # before the fix every world held the real next deal or reshuffle
        assert dealt(rules, old.apply(old.determinize(s, seat, Rng(k)), action).state) == real


@pytest.mark.parametrize("make", [_treasure_deal, _ard_ri_reshuffle], ids=["treasure", "ard_ri"])
def test_the_twin_check_fails_on_the_old_determinize(make):
    m, _ = make()
    rules, s = m.rules, m.state
    old = _old_determinize(type(rules))
    for seat in range(s.n):
        assert check_twin(rules, s, seat, Rng(5), 9) is None
        problem = check_twin(old, s, seat, Rng(5), 9)
        assert problem and "keeps what" in problem and "differ in seed" in problem


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_game_draws_its_chance_afresh(game):
    """The base class does it for every game: no override can forget (Hyrule and Seanchaí
    had their own; Keltis now speeds up only ``redeal``)."""
    rules = REGISTRY[game].rules
    assert "determinize" not in type(rules).__dict__
    cfg = MatchConfig(game, 3, 4, {})
    m = Match(rules, cfg)
    rng = Rng(4)
    for _ in range(12):
        m.submit(rng.choice(m.legal()))
    s = m.state
    a, b = rules.determinize(s, 0, Rng(1)), rules.determinize(s, 0, Rng(2))
    assert rules.config(a).seed != rules.config(s).seed != rules.config(b).seed != rules.config(a).seed
    assert rules.encode(rules.determinize(s, 0, Rng(1))) == rules.encode(a)
    assert check_twin(rules, s, 0, Rng(3), 1) is None
    assert check_twin(_old_determinize(type(rules)), s, 0, Rng(3), 1)


# --- 2. the order of hidden cards -------------------------------------------------------------------
class ArrivalOrderArdRi(ArdRiRules):
    """Ard Rí as its views were before the fix: every back in its place (a hand in the order
    the cards came, a Roundhouse row as the warriors were laid)."""

    def zones(self, s):
        return {zid: Zone(z.id, z.cards, z.owner, z.vis, z.face_up, z.face_down, z.known, z.may_hold,
                          order_public=True) for zid, z in super().zones(s).items()}


def _gift_pick() -> tuple[Match, dict[str, Any]]:
    """Ard Rí, 2 players, seed 3: a gift step where ``gather 2S`` and ``gather 2D`` are both
    legal, with two known cards in the giver's hand after hidden ones."""
    cfg = MatchConfig("ard_ri", 2, 3, {})
    m, _ = _random_until(ARD_RI, cfg, lambda m, a: m.state.stage == "gift" and {"gather 2S", "gather 2D"}
                         <= {ARD_RI.format_action(x) for x in m.legal()})
    return m, {ARD_RI.format_action(x): x for x in m.legal()}


def test_a_hidden_pick_leaves_the_other_seat_the_same_view():
    m, moves = _gift_pick()
    s = m.state
    giver = ARD_RI.to_act(s)
    hand = f"hand/{giver}"
    assert len([c for c in s.hands[giver] if c in s.known]) == 2
    for rules, same in ((ARD_RI, True), (ArrivalOrderArdRi(), False)):
        after = [rules.apply(s, moves[m]).state for m in ("gather 2S", "gather 2D")]
        views = [rules.view(a, 1 - giver).zones[hand].cards for a in after]
        assert (views[0] == views[1]) is same, views
        if same:  # the known cards first, then the backs
            assert views[0][:2] == tuple(c for c in s.hands[giver] if c in s.known)
            assert set(views[0][2:]) == {None}


def test_the_sibling_check_fails_on_the_old_views():
    m, _ = _gift_pick()
    assert check_siblings(ARD_RI, m.state, m.legal(), 2) is None
    problem = check_siblings(ArrivalOrderArdRi(), m.state, m.legal(), 2)
    assert problem and problem.startswith(f"seat {1 - m.state.order[m.state.idx]} tells 'gather")
    assert f"zone hand/{ARD_RI.to_act(m.state)}" in problem
    with pytest.raises(ConformanceError, match="by its view"):
        check_game(ArrivalOrderArdRi(), [MatchConfig("ard_ri", 2, 1, {"rounds": 6})], determinize_every=100)
    assert check_game(ARD_RI, [MatchConfig("ard_ri", 2, 1, {"rounds": 6})], determinize_every=100).games == 1


def test_a_face_down_warriors_place_is_not_public():
    """The ruling (docs/architecture.md): the others see a Roundhouse's proven warriors first,
    then its face-down ones as backs, whatever order they were laid in."""
    cfg = MatchConfig("ard_ri", 2, 3, {})
    m, _ = _random_until(ARD_RI, cfg, lambda m, a: any(
        c in m.state.proven and i > 0 and m.state.houses[p][i - 1] not in m.state.proven
        for p in range(2) for i, c in enumerate(m.state.houses[p])))
    s = m.state
    p = next(p for p in range(2) if any(c in s.proven for c in s.houses[p][1:]))
    for viewer in (1 - p, PUBLIC):
        row = ARD_RI.view(s, viewer).zones[f"roundhouse/{p}"]
        up = [c for c in s.houses[p] if c in s.proven or c in s.known]
        assert row.cards == (*up, *([None] * (len(s.houses[p]) - len(up))))
        assert row.face_up == (*[c in s.proven for c in up], *([False] * (len(row.cards) - len(up))))
    assert ARD_RI.view(s, p).zones[f"roundhouse/{p}"].cards == s.houses[p]  # the owner: as laid


# --- 3. identical copies ------------------------------------------------------------------------------
class IdsInInfoArdRi(ArdRiRules):
    """Ard Rí's public info as it was: the raid's warriors by card id."""

    def public_info(self, s):
        return {**super().public_info(s), "attack": [list(x) for x in s.attack],
                "blocks": [list(x) for x in s.blocks], "loot": list(s.loot), "aims": list(s.aims)}


class IdsInTricksHyrule(HyruleRules):
    """Hyrule's trick log as it was: by card id (two Jokers told apart)."""

    def public_info(self, s):
        return {**super().public_info(s), "tricks": [list(t) for t in s.tricks]}


def _played(rules: BaseRules, cfg: MatchConfig) -> Match:
    m = Match(rules, cfg)
    rng = Rng(cfg.seed)
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    return m


@pytest.mark.parametrize(("rules", "old", "cfg", "what"), [
    (ARD_RI, IdsInInfoArdRi(), MatchConfig("ard_ri", 2, 0, {"decks": 2, "rounds": 6}), "attack"),
    (ARD_RI, IdsInInfoArdRi(), MatchConfig("ard_ri", 3, 2, {"rounds": 6}), "attack"),
    (HYRULE, IdsInTricksHyrule(), MatchConfig("hyrule", 2, 3, {"rounds": 3, "youngest": 2}), "tricks"),
], ids=["ard_ri-2-decks", "ard_ri-3p", "hyrule-jokers"])
def test_the_copies_check_fails_on_ids_in_public_info(rules, old, cfg, what):
    assert check_copies_blind(rules, cfg, _played(rules, cfg)) is None
    problem = check_copies_blind(old, cfg, _played(old, cfg))
    assert problem and f"public info tells identical copies apart ({what}:" in problem


def test_ard_ri_names_the_raids_warriors_by_place():
    cfg = MatchConfig("ard_ri", 3, 2, {"rounds": 6})
    m, _ = _random_until(ARD_RI, cfg, lambda m, a: m.state.stage == "plunder")
    s = m.state
    info = ARD_RI.view(s, PUBLIC).info
    where = {("marches", i): c for i, c in enumerate(s.marches)}
    where |= {("otherworld", i): c for i, c in enumerate(s.otherworld)}
    assert [(where[tuple(p)], t) for p, t in info["attack"]] == list(s.attack)
    assert [(where[tuple(d)], where[tuple(a)]) for d, a in info["blocks"]] == list(s.blocks)
    assert [where[tuple(p)] for p in info["loot"]] == list(s.loot)
    for seat, places in enumerate(info["counted"]):
        assert sorted(s.fields[seat][i] for i in places) == sorted(
            c for c in s.fields[seat] if s.fields[seat].index(c) in places)


def test_hyrules_trick_notice_names_the_card_by_code():
    cfg = MatchConfig("hyrule", 2, 3, {"rounds": 3, "youngest": 2})
    m = _played(HYRULE, cfg)
    won = [e for r in m.records for e in r.events if getattr(e, "key", "") == "trick_won"]
    assert won and all(isinstance(e.args[2], str) for e in won)
    assert any(e.args[2] == "JK" for e in won)
    said = HYRULE.notice_text(won[0], ["Aoife", "Dara"])
    assert said and " with " in said
