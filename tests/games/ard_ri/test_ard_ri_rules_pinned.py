"""Ard Rí's rules pinned over seeded random games (issue 29 made them faster, changing
nothing): one hash over every legal list, every step's events and state, and the views of
every seat at every fifth step, with ``apply_fast`` checked against ``apply`` at every step.
``PINNED`` was computed from the rules before that work; a change to what the rules do must
change it on purpose."""

import hashlib

from tabletop.core.codec import canonical_json
from tabletop.core.ids import PUBLIC
from tabletop.core.rng import Rng, derive
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.rules import RULES

CONFIGS = [(2, {}), (3, {}), (4, {"rounds": 6}), (5, {"rounds": 6}), (2, {"decks": 2}),
           (2, {"gift.sources": "hand"}), (3, {"gift.sources": "field", "rounds": 6}),
           (2, {"ceilsine.targetZones": "field"}), (2, {"rounds": 0, "firstDealer": 2})]
SEEDS = (1, 2, 3)
PINNED = "9334a3c72afc7274096072a7eebfd83f9e0f2bc0e7d7a2693f8fdaeb096448e9"


def seeded_games_hash(rules, game: str, configs, seeds) -> str:
    h = hashlib.sha256()
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


def test_seeded_games_play_as_pinned():
    assert seeded_games_hash(RULES, "ard_ri", CONFIGS, SEEDS) == PINNED

