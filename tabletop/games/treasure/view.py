"""What each seat sees of a Treasure state (``zones``) and the worlds the bots search
(``redeal``, ``with_zones``): a re-dealt pending card carries its printed identity, as a
declaration the seat cannot see is not its to know. Mixed into ``TreasureRules``."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.ids import PUBLIC, CardId, PlayerId, ZoneId
from ...core.rng import Rng
from ...core.steps import pending_zone
from ...core.zones import Vis, Zone
from .meta import OVER, SCORED
from .state import _HAND_ID, TState, _naturals

#: zone parts made once: the empty pending zones, "everyone" per player count
_PENDING = tuple(pending_zone(p, ()) for p in range(8))
_EVERYONE = tuple(frozenset((*range(n), PUBLIC)) for n in range(9))
_NONE: frozenset[CardId] = frozenset()


class View:
    """Zones and determinization, mixed into ``TreasureRules``."""

    def zones(self, s: TState) -> dict[ZoneId, Zone]:
        out: dict[ZoneId, Zone] = {}
        known = frozenset(s.known)
        everyone = _EVERYONE[s.n]
        over = s.stage in (SCORED, OVER)
        for p in range(s.n):
            hand = s.hands[p]
            seen = [c for c in hand if c in known] if known else []
            if seen:  # known cards first: where they sort among hidden ones would tell
                hand = tuple(seen) + tuple(c for c in hand if c not in known)
            out[_HAND_ID[p]] = Zone(_HAND_ID[p], hand, p, Vis.OWNER,
                                    frozenset(hand) if over else _NONE, _NONE,
                                    tuple((c, everyone) for c in seen))
            pending = s.pending[p]
            if not pending:
                out[_PENDING[p].id] = _PENDING[p]
            else:
                out[_PENDING[p].id] = Zone(_PENDING[p].id, pending, p, Vis.OWNER, _NONE, _NONE,
                                           tuple((c, everyone) for c in pending if c in known))
            for k, g in enumerate(s.groups[p]):
                out[f"group/{p}/{k}"] = Zone(f"group/{p}/{k}", g[1], p, Vis.PUBLIC)
        out["stock"] = Zone("stock", s.stock, None, Vis.HIDDEN)
        out["discard"] = Zone("discard", s.discard, None, Vis.PUBLIC)
        return out

    def redeal(self, s: TState, player: PlayerId, rng: Rng) -> TState:
        """The base re-deal, and then what another seat declared its pending cards to be is
        forgotten where ``player`` cannot see those cards: in the world they carry their printed
        identities. Keeping a declaration only where the world happened to put the same cards
        back would make two states ``player`` cannot tell apart give different worlds."""
        world = super().redeal(s, player, rng)
        zones = self.zones(s)
        decl = tuple(world.decl[q] if all(zones[_PENDING[q].id].visible_to(c, player) for c in s.pending[q])
                     else _naturals(world.pending[q]) for q in range(s.n))
        return world._replace(decl=decl)

    def with_zones(self, s: TState, cards: Mapping[ZoneId, tuple[CardId, ...]]) -> TState:
        n = s.n
        pending = tuple(tuple(cards[f"pending/{p}"]) for p in range(n))
        # a re-dealt pending card carries its natural identity (``redeal`` makes it so for
        # every pending card its player cannot see)
        decl = tuple(s.decl[p] if pending[p] == s.pending[p] else _naturals(pending[p])
                     for p in range(n))
        return s._replace(hands=tuple(tuple(sorted(cards[f"hand/{p}"])) for p in range(n)),
                          pending=pending, decl=decl, stock=tuple(cards["stock"]),
                          discard=tuple(cards["discard"]))
