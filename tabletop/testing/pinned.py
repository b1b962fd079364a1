"""A game's rules pinned over seeded random games: one hash over every legal list, every step's
events and state, and the views of every seat (and the public) at every fifth step, with
``apply_fast`` checked against ``apply`` at every step. A test keeps the hash computed before
a change that should change nothing (a faster rules engine); a change to what the rules do
must change it on purpose."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from typing import Any

from ..core.codec import canonical_json
from ..core.ids import PUBLIC
from ..core.rng import Rng, derive
from ..core.rules import MatchConfig


def seeded_games_hash(rules: Any, game: str, configs: Iterable[tuple[int, Mapping[str, Any]]],
                      seeds: Iterable[int]) -> str:
    h = hashlib.sha256()
    seeds = tuple(seeds)
    for n, options in configs:
        for seed in seeds:
            s = rules.new_game(MatchConfig(game, n, seed, dict(options)))
            rng = Rng(derive(seed, "pinned"))
            step = 0
            while True:
                legal = rules.legal_actions(s)
                h.update(repr(legal).encode())
                if step % 5 == 0:
                    for seat in (*range(n), PUBLIC):
                        h.update(canonical_json(rules.view(s, seat).to_json()).encode())
                if not legal:
                    break
                a = legal[rng.randrange(len(legal))]
                done = rules.apply(s, a)
                assert rules.apply_fast(s, a) == done.state, (n, options, seed, step, a)
                h.update(repr(done.events).encode())
                h.update(canonical_json(rules.encode(done.state)).encode())
                s = done.state
                step += 1
    return h.hexdigest()
