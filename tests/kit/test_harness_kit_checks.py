"""The conformance harness's kit checks catch what they promise to: each broken variant of the
Kit game below breaks one rule of the kit and must be refused."""

from __future__ import annotations

import pytest

from tabletop.core.actions import Action
from tabletop.core.rng import Rng
from tabletop.core.rules import BaseRules
from tabletop.testing.conformance import ConformanceError, check_game, seeded_configs
from tabletop.testing.kitgame.rules import RANK, KitRules, KitState

TEAMS = {"teams": True}


class IgnoresKinds(KitRules):
    """Re-deals unseen cards as if every zone could hold anything."""

    def determinize(self, s: KitState, player: int, rng: Rng) -> KitState:
        zones = self.zones(s)
        slots, pool = [], []
        for zid in sorted(zones):
            for i, c in enumerate(zones[zid].cards):
                if not zones[zid].visible_to(c, player):
                    slots.append((zid, i))
                    pool.append(c)
        pool.sort()
        rng.shuffle(pool)
        piles = {zid: list(z.cards) for zid, z in zones.items()}
        for (zid, i), c in zip(slots, pool, strict=True):
            piles[zid][i] = c
        return self.with_zones(s, {zid: tuple(v) for zid, v in piles.items()})


class PhaseTellsTheHand(KitRules):
    """The phase says whether the answerer holds a matching card: hidden information."""

    def phase(self, s: KitState) -> str:
        if s.stack and any(RANK[c] in self._target_ranks(s) for c in s.hands[self._answerer(s)]):
            return "answer (can answer)"
        return super().phase(s)


class DrawWithCardsPending(KitRules):
    """Lets a seat draw in the middle of gathering (a step that could leave a group hanging)."""

    def legal_actions(self, s: KitState) -> tuple[Action, ...]:
        legal = super().legal_actions(s)
        p = s.turn
        if not s.over and not s.stack and s.pending[p] and s.stock:
            legal += (Action("draw", p, (), "stock", f"hand/{p}"),)
        return legal


class PartnersApart(KitRules):
    """Teams in name only: the returns go to the top seat, not to its team."""

    def returns(self, s: KitState) -> tuple[float, ...]:
        pts = self._seat_points(s)
        best = max(pts)
        winners = [p for p in range(s.n) if pts[p] == best]
        return tuple(1.0 / len(winners) if p in winners else 0.0 for p in range(s.n))


class KeepsTheSeed(KitRules):
    """The old inherited determinize: the unseen cards re-dealt, the seed kept, so a sampled
    world would foresee every deal and reshuffle still to come (issue 23)."""

    def determinize(self, s: KitState, player: int, rng: Rng) -> KitState:
        return self.redeal(s, player, rng)


class SeedIsNoChance(KitRules):
    """Declares no chance field: determinize cannot draw the seed afresh."""

    chance_fields = ()


class NoBound(KitRules):
    max_steps = BaseRules.max_steps


class TooSmallBound(KitRules):
    def max_steps(self, cfg) -> int:
        return 12


@pytest.mark.parametrize(("rules", "message"), [
    (IgnoresKinds(), "may hold only"),
    (PhaseTellsTheHand(), "changed the phase"),
    (DrawWithCardsPending(), "only gather/commit are legal"),
    (NoBound(), "must declare its own max_steps"),
    (PartnersApart(), "got different returns"),
    (TooSmallBound(), "did not end within 12 actions"),
    (KeepsTheSeed(), "determinize for [0-9] keeps what [0-9] cannot know: .* differ in seed"),
    (SeedIsNoChance(), "the match seed is not among the chance fields"),
])
def test_a_broken_kit_rule_is_caught(rules, message):
    with pytest.raises(ConformanceError, match=message):
        check_game(rules, seeded_configs("kit", [3, 5], range(4)) + seeded_configs("kit", [4], range(4), TEAMS),
                   determinize_every=2)


def test_the_real_kit_passes_the_same_configs():
    configs = seeded_configs("kit", [3, 5], range(4)) + seeded_configs("kit", [4], range(4), TEAMS)
    assert check_game(KitRules(), configs, determinize_every=2).games == 12
