"""Issue 23.9: `tabletop run` scripts a whole match: every deal stacked (`--deck` once per deal
or reshuffle, in the order the game makes them) and the first dealer or player chosen
(`--first N`). Each game's script is played from the command line and must reproduce a known
result; each later deal must have dealt its stack; the same inputs give the same match; and
no bot's world ever holds a stacked future.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from tabletop.__main__ import main
from tabletop.core.events import CardsMoved, ZoneShuffled
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.testing.conformance import future_stacks


@dataclass(frozen=True)
class Script:
    """A scripted match: the game, its command-line options, the first seat and its stacks
    (the opening deal and the later deals); ``observe`` makes the stacks of reshuffles whose
    cards are known only once the match gets there."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    first: int
    opening: tuple[str, ...]
    later: tuple[tuple[str, ...], ...] = ()
    observe: int = 0  # reshuffles whose stacks are made from the pile they shuffle
    expected: dict[str, Any] = field(default_factory=dict)


def deck_codes(game: str, cfg: MatchConfig, salt: int, kinds: Sequence[str] | None = None) -> tuple[str, ...]:
    """A whole deck (or the cards of some kinds) in an order made from ``salt``, top first."""
    spec = REGISTRY[game].rules.deck(cfg)
    ids = [c for c in range(len(spec)) if kinds is None or spec[c].kind in kinds]
    return tuple(spec.code(c) for c in Rng(salt).shuffled(ids))


def choose(match: Match, seed: int) -> Any:
    """The script's player: a seeded random legal move (a bot would do as well)."""
    return Rng(seed * 1_000_003 + len(match.records)).choice(match.legal())


def config(sc: Script) -> MatchConfig:
    rules = REGISTRY[sc.game].rules
    cfg = MatchConfig(sc.game, sc.players, sc.seed, dict(sc.options))
    return rules.choose_first(cfg, sc.first)


def make_script(sc: Script) -> tuple[tuple[tuple[str, ...], ...], list[str], Match]:
    """Play the scripted match in process: its later stacks (with the observed reshuffles'
    stacks made from the pile each shuffles: the discard pile's cards, sorted, highest id
    first) and its moves in the notation."""
    rules = REGISTRY[sc.game].rules
    cfg = config(sc)
    stacked = tuple(rules.deck(cfg).parse_cards(sc.opening))
    later = sc.later
    actions: list[Any] = []
    for _ in range(sc.observe + 1):
        m = Match(rules, cfg, stacked=stacked, later=later)
        for a in actions:
            m.submit(a)
        while not m.is_over:
            before = m.state
            rec = m.submit(choose(m, sc.seed))
            if len(later) < sc.observe and any(isinstance(e, ZoneShuffled) for e in rec.events):
                deck = rules.deck(cfg)
                pile = sorted(before.discard, reverse=True)
                later = (*later, tuple(deck.code(c) for c in pile))
                actions = m.actions[:-1]
                break
        else:
            break
    return later, [rules.format_action(a) for a in m.actions], m


def run_cli(sc: Script, later: Sequence[Sequence[str]], moves: list[str], tmp_path, capsys) -> dict:
    path = tmp_path / f"{sc.game}.txt"
    path.write_text("# a whole scripted match\n" + "\n".join(moves) + "\n")
    argv = ["run", sc.game, "--players", str(sc.players), "--seed", str(sc.seed),
            "--first", str(sc.first), "--deck", " ".join(sc.opening)]
    for order in later:
        argv += ["--deck", " ".join(order) or "-"]
    for key, value in sc.options.items():
        argv += ["--option", f"{key}={value}"]
    assert main([*argv, "--moves", str(path)]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


# --- what each game's deals must show ------------------------------------------------------------
def chunks(codes: Sequence[str], size: int, n: int) -> list[list[str]]:
    return [sorted(codes[p * size:(p + 1) * size]) for p in range(n)]


def hands(m: Match, s: Any) -> list[list[str]]:
    deck = m.rules.deck(m.config)
    return [sorted(deck.code(c) for c in h) for h in s.hands]


def deal_states(m: Match) -> list[Any]:
    """The states right after each step that shuffled, in order."""
    return [m.states[i + 1] for i, r in enumerate(m.records) if r.shuffled]


def check_hyrule(sc: Script, later, m: Match) -> None:
    after = deal_states(m)
    assert len(after) == len(later) == 2  # rounds 2 and 3 (ties are accepted: no run-off)
    for s, order in zip(after, later, strict=True):
        assert hands(m, s) == chunks(order, 7, sc.players)
    assert m.states[0].order[0] == sc.first - 1  # the youngest leads the first trick


def check_seanchai(sc: Script, later, m: Match) -> None:
    after = deal_states(m)
    assert len(after) == len(later) == 3  # hands 2, 3 and 4
    deck = m.rules.deck(m.config)
    k = {2: 13, 3: 11, 4: 9, 5: 7}[sc.players]
    for s, order in zip(after, later, strict=True):
        assert hands(m, s) == chunks(order, k, sc.players)
        assert [deck.code(c) for c in s.tableau] == list(order[sc.players * k:sc.players * k + 5])
    assert m.states[0].dealer == sc.first - 1 and m.rules.to_act(m.states[0]) == sc.first % sc.players


def check_treasure(sc: Script, later, m: Match) -> None:
    after = deal_states(m)
    assert len(after) == len(later) == 2  # hands 2 and 3 (no rebuilds with maxRebuilds=0)
    deck = m.rules.deck(m.config)
    for s, order in zip(after, later, strict=True):
        assert hands(m, s) == chunks(order, 9, sc.players)
        assert deck.code(s.discard[0]) == order[9 * sc.players]
    assert m.states[0].dealer == sc.first - 1 and m.rules.to_act(m.states[0]) == sc.first % sc.players


def check_ard_ri(sc: Script, later, m: Match) -> None:
    assert len(later) == 1
    deck = m.rules.deck(m.config)
    shuffles = [r for r in m.records if r.shuffled]
    assert shuffles, "the scripted match reshuffles the Draw-Deck"
    events = shuffles[0].events
    at = next(i for i, e in enumerate(events) if isinstance(e, ZoneShuffled))
    drawn = [c for e in events[at:] if isinstance(e, CardsMoved) and e.src == "deck" for c in e.cards]
    assert [deck.code(c) for c in drawn] == list(later[0][:len(drawn)])
    assert m.states[0].dealer == sc.first - 1 and m.states[0].order[0] == sc.first % sc.players


def check_keltis(sc: Script, later, m: Match) -> None:
    assert hands(m, m.states[0]) == chunks(sc.opening, 8, sc.players)
    assert m.rules.to_act(m.states[0]) == sc.first - 1


def _scripts() -> list[tuple[Script, Callable]]:
    def cfg(game: str, players: int, options: dict) -> MatchConfig:
        return MatchConfig(game, players, 1, options)

    hy = cfg("hyrule", 3, {"rounds": 3, "tie": "accept"})
    se = cfg("seanchai", 3, {})
    tr = cfg("treasure", 3, {"hands": 3, "maxRebuilds": 0})
    ar = cfg("ard_ri", 2, {"rounds": 6})
    ke = cfg("keltis", 3, {})
    return [
        (Script("hyrule", 3, 5, hy.options, 2, deck_codes("hyrule", hy, 1)[:21],
                tuple(deck_codes("hyrule", hy, k)[:21] for k in (2, 3)),
                expected={"scores": [21, 30, 12], "returns": [0.0, 1.0, 0.0], "actions": 63,
                          "state_hash": "sha256:8a45ac5aaa30fa7c09f47d16084d608310a95a62db9da76a583cea65c53ee1bc"}), check_hyrule),
        (Script("seanchai", 3, 5, se.options, 3, deck_codes("seanchai", se, 1),
                tuple(deck_codes("seanchai", se, k) for k in (2, 3, 4)),
                expected={"scores": [80, 195, -30], "returns": [0.0, 1.0, 0.0], "actions": 174,
                          "state_hash": "sha256:bf776a0c83c136a59dbd2bc723b114e0e1e4d92839177e25172e176ebd4879cf"}), check_seanchai),
        (Script("treasure", 3, 5, tr.options, 2, deck_codes("treasure", tr, 1)[:28],
                tuple(deck_codes("treasure", tr, k)[:28] for k in (2, 3)),
                expected={"scores": [-21, 104, 59], "returns": [0.0, 1.0, 0.0], "actions": 184,
                          "state_hash": "sha256:af58d0494ef865b8c330fd9c7a374e42921d10bfb6f9270c631eceb21e074b06"}), check_treasure),
        (Script("ard_ri", 2, 5, ar.options, 2, deck_codes("ard_ri", ar, 1)[:18], (), observe=1,
                expected={"scores": [27, 129], "returns": [0.0, 1.0], "actions": 149,
                          "state_hash": "sha256:bd4f5237110a49da36a20ce9b29c0e0c07aaa70a2b47e915024dd6ade932a15e"}), check_ard_ri),
        (Script("keltis", 3, 5, ke.options, 3, deck_codes("keltis", ke, 1, ("number", "end", "point")),
                expected={"scores": [-11, -8, -7], "returns": [0.0, 0.0, 1.0], "actions": 295,
                          "state_hash": "sha256:5054d824a7aad6641dc8350091dbcabed24de10f64f5a9200907b10afb6020bf"}), check_keltis),
    ]


SCRIPTS = _scripts()


@pytest.mark.parametrize(("sc", "check"), SCRIPTS, ids=[s.game for s, _ in SCRIPTS])
def test_a_whole_scripted_match_from_the_command_line(sc: Script, check, tmp_path, capsys):
    later, moves, m = make_script(sc)
    check(sc, later, m)
    report = run_cli(sc, later, moves, tmp_path, capsys)
    assert report["terminal"] and report["state_hash"] == m.state_hash()
    assert {k: report[k] for k in sc.expected} == sc.expected
    # the later stacks were all used: none is left in the final state
    assert not future_stacks(m.rules, m.state)


@pytest.mark.parametrize(("sc", "check"), SCRIPTS[:3], ids=[s.game for s, _ in SCRIPTS[:3]])
def test_the_same_inputs_give_the_same_match_and_no_world_holds_a_stack(sc: Script, check):
    later, moves, m = make_script(sc)
    again = Match.replay(m.rules, m.config, m.actions, stacked=m.stacked, later=later)
    assert [m.rules.state_hash(s) for s in again.states] == [m.rules.state_hash(s) for s in m.states]
    # a stacked future is chance to come: while it lies in the state, no bot's world holds it
    for s in m.states:
        if not future_stacks(m.rules, s) or m.rules.to_act(s) is None:
            continue
        for p in range(sc.players):
            world = m.rules.determinize(s, p, Rng(p))
            assert not future_stacks(m.rules, world)
            assert world.stacks == ()
    # the stacks round-trip through encode/decode and count in the state hash
    s = m.states[0]
    assert s.stacks == later
    assert m.rules.decode(m.rules.encode(s)) == s
    assert m.rules.state_hash(s) != m.rules.state_hash(s._replace(stacks=()))
