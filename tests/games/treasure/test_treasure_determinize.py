"""Treasure's worlds forget what another seat declared its hidden pending cards to be (found by
the catalog-wide conformance run, tests/test_every_game.py: 8 players, two decks).

With two decks, a world that kept a declaration only where it happened to put the same card
back made two states a seat cannot tell apart determinize differently (``check_twin``)."""

from __future__ import annotations

from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import BaseRules, MatchConfig
from tabletop.games import REGISTRY
from tabletop.games.treasure.rules import TreasureRules
from tabletop.games.treasure.state import _naturals
from tabletop.testing.conformance import check_twin

RULES = REGISTRY["treasure"].rules


def _declared_pending() -> tuple[object, int]:
    """A three-seat, two-deck game played at random until a seat other than 0 gathers a
    changing card declared as another (seed 0: move 59); returns the state and that seat."""
    m = Match(RULES, MatchConfig("treasure", 3, 0, {"decks": 2}))
    rng = Rng(0)
    while not m.is_over:
        s = m.state
        for q in (1, 2):
            if s.pending[q] and s.decl[q] != _naturals(s.pending[q]):
                return s, q
        m.submit(rng.choice(m.legal()))
    raise AssertionError("no declared pending card came up")


def test_twins_determinize_alike_for_a_seat_that_cannot_see_the_declared_cards(monkeypatch):
    s, q = _declared_pending()
    assert not [k for k in range(400) if check_twin(RULES, s, 0, Rng(k), k)]
    world = RULES.determinize(s, 0, Rng(3))
    assert world.decl[q] == _naturals(world.pending[q])  # the declaration is not seat 0's to know
    # the check is not vacuous: the base re-deal (as before the fix) fails it, where a world puts
    # the same cards back by chance
    monkeypatch.setattr(TreasureRules, "redeal", BaseRules.redeal)
    assert any(check_twin(RULES, s, 0, Rng(k), k) for k in range(400))  # 4 of the 400 worlds
