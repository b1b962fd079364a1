"""The conformance harness: one function every game's tests call.

``check_game`` plays many seeded random games and checks, at every step, the contract of
``tabletop.core.rules`` (see ``docs/architecture.md``): turn/terminal/legal consistency,
deterministic duplicate-free legal lists, pure ``apply``, clear errors for illegal actions,
card conservation, encode/decode and notation round trips, replay hashes, views that show no
forbidden face, ``determinize`` keeping what the player knows, events that really turn the
old zones into the new ones, and a bounded game length.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..core.actions import Action, IllegalAction
from ..core.events import replay_moves
from ..core.ids import PUBLIC, PlayerId
from ..core.match import Match
from ..core.rng import Rng
from ..core.rules import BaseRules, MatchConfig
from ..core.zones import Vis
from .secrecy import check_step_secrecy


class ConformanceError(AssertionError):
    pass


@dataclass
class Report:
    games: int = 0
    steps: int = 0
    checked_determinize: int = 0


def _fail(cfg: MatchConfig, step: int, what: str) -> ConformanceError:
    return ConformanceError(f"{cfg.game_id} players={cfg.num_players} seed={cfg.seed} "
                            f"options={dict(cfg.options)} step={step}: {what}")


def _perturbations(rules: BaseRules, s, legal: tuple[Action, ...], n: int) -> Iterable[Action]:
    """Actions near legal ones that must be refused."""
    a = legal[0]
    yield replace(a, player=(a.player + 1) % n)
    yield replace(a, kind=a.kind + "_bogus")
    yield Action("no_such_move", a.player)
    if a.cards:
        yield replace(a, cards=(10_000,))
        yield replace(a, cards=a.cards + a.cards)


def check_state_invariants(rules: BaseRules, cfg: MatchConfig, s, step: int, det_rng: Rng | None) -> int:
    """Checks on one state that need no action; returns how many determinizations it checked."""
    n = cfg.num_players
    deck = rules.deck(cfg)
    zones = rules.zones(s)
    # card conservation
    counts = Counter(c for z in zones.values() for c in z.cards)
    dupes = [c for c, k in counts.items() if k > 1]
    if dupes or len(counts) != len(deck) or set(counts) != set(range(len(deck))):
        raise _fail(cfg, step, f"card conservation broken (dupes={dupes[:5]}, cards={len(counts)}/{len(deck)})")
    # encode / decode
    enc = rules.encode(s)
    s2 = rules.decode(enc)
    if s2 != s or rules.encode(s2) != enc:
        raise _fail(cfg, step, "decode(encode(s)) differs from s")
    # views show no forbidden face
    for viewer in (*range(n), PUBLIC):
        v = rules.view(s, viewer)
        for zid, z in zones.items():
            zv = v.zones[zid]
            if len(zv.cards) != len(z.cards):
                raise _fail(cfg, step, f"view of {zid} for {viewer} has the wrong count")
            for true, shown in zip(z.cards, zv.cards, strict=True):
                if shown is None:
                    continue
                if shown != true:
                    raise _fail(cfg, step, f"view of {zid} shows a different card")
                allowed = (true in z.face_up
                           or (z.vis is Vis.PUBLIC and (true not in z.face_down or viewer == z.owner))
                           or (z.vis is Vis.OWNER and viewer == z.owner and viewer != PUBLIC)
                           or any(c == true and viewer in ps for c, ps in z.known))
                if not allowed:
                    raise _fail(cfg, step, f"view for {viewer} shows hidden card {true} in {zid}")
    # determinize keeps what the player knows
    checked = 0
    if det_rng is not None:
        to_act = rules.to_act(s)
        legal = rules.legal_actions(s)
        cards = sorted(counts.elements())
        for p in range(n):
            seed = det_rng.next_u64()
            d = rules.determinize(s, p, Rng(seed))
            if rules.view(d, p) != rules.view(s, p):
                raise _fail(cfg, step, f"determinize for {p} changed what {p} sees")
            if rules.info_key(d, p) != rules.info_key(s, p):
                raise _fail(cfg, step, f"determinize for {p} changed {p}'s info key")
            if rules.to_act(d) != to_act:
                raise _fail(cfg, step, "determinize changed who acts")
            if p == to_act and rules.legal_actions(d) != legal:
                raise _fail(cfg, step, "determinize changed the acting player's legal actions")
            if sorted(c for z in rules.zones(d).values() for c in z.cards) != cards:
                raise _fail(cfg, step, "determinize changed the cards in play")
            # canonical: a state that looks the same gives the same world for the same rng
            if rules.encode(rules.determinize(d, p, Rng(seed))) != rules.encode(d):
                raise _fail(cfg, step, f"determinize for {p} is not canonical")
            checked += 1
    return checked


def check_step(rules: BaseRules, cfg: MatchConfig, s, step: int) -> tuple[Action, ...]:
    """Turn/terminal/legal consistency, notation, purity of apply, refusal of bad actions."""
    n = cfg.num_players
    to_act = rules.to_act(s)
    legal = rules.legal_actions(s)
    terminal = rules.is_terminal(s)
    if (to_act is None) != terminal or terminal != (legal == ()):
        raise _fail(cfg, step, f"to_act={to_act}, terminal={terminal}, {len(legal)} legal actions disagree")
    if terminal:
        ret = rules.returns(s)
        if len(ret) != n or not all(0.0 <= r <= 1.0 for r in ret):
            raise _fail(cfg, step, f"bad returns {ret}")
        if len(rules.scores(s)) != n:
            raise _fail(cfg, step, "scores need one entry per seat")
        return legal
    if rules.legal_actions(s) != legal:
        raise _fail(cfg, step, "legal actions differ between two calls")
    if len(set(legal)) != len(legal):
        raise _fail(cfg, step, "duplicate legal actions")
    if any(a.player != to_act for a in legal):
        raise _fail(cfg, step, "a legal action belongs to a seat not acting")
    texts = [rules.format_action(a) for a in legal]
    if len(set(t.lower() for t in texts)) != len(texts):
        raise _fail(cfg, step, f"two legal actions share a notation: {texts}")
    for a, text in zip(legal, texts, strict=True):
        if rules.parse_action(s, text) != a:
            raise _fail(cfg, step, f"notation {text!r} does not parse back to its action")
        if not rules.describe(s, a):
            raise _fail(cfg, step, f"no description for {text!r}")
    for bad in _perturbations(rules, s, legal, n):
        if bad in legal:
            continue
        try:
            rules.apply(s, bad)
        except IllegalAction as exc:
            if not str(exc):
                raise _fail(cfg, step, "IllegalAction without a reason") from None
        else:
            raise _fail(cfg, step, f"illegal action {bad} was accepted")
    return legal


def check_game(rules: BaseRules, configs: Iterable[MatchConfig], determinize_every: int = 1,
               replay_every: int = 0) -> Report:
    """Play one random game per config and check every step. Raises ``ConformanceError``."""
    report = Report()
    for cfg in configs:
        rng = Rng.derived(cfg.seed, "conformance")
        det_rng = Rng.derived(cfg.seed, "determinize")
        match = Match(rules, cfg)
        step = 0
        limit = rules.max_steps(cfg)
        while True:
            s = match.state
            report.checked_determinize += check_state_invariants(
                rules, cfg, s, step, det_rng if step % max(determinize_every, 1) == 0 else None)
            legal = check_step(rules, cfg, s, step)
            if not legal:
                break
            if step >= limit:
                raise _fail(cfg, step, f"game did not end within {limit} actions")
            before_enc = rules.encode(s)
            before_zones = rules.zones(s)
            action = rng.choice(legal)
            record = match.submit(action)
            if rules.encode(s) != before_enc:
                raise _fail(cfg, step, "apply mutated its input state")
            if rules.apply(s, action).state != match.state:
                raise _fail(cfg, step, "apply is not deterministic")
            if rules.apply_fast(s, action) != match.state:
                raise _fail(cfg, step, "apply_fast differs from apply")
            try:
                moved = replay_moves(before_zones, record.events)
            except AssertionError as exc:
                raise _fail(cfg, step, f"events: {exc}") from None
            after = rules.zones(match.state)
            for zid in set(moved) | set(after):
                if sorted(moved.get(zid, [])) != sorted(after[zid].cards if zid in after else []):
                    raise _fail(cfg, step, f"events do not turn old zone {zid} into the new one")
            if (secret := check_step_secrecy(rules, s, match.state, record.events, cfg.num_players)):
                raise _fail(cfg, step, secret)  # testing/secrecy.py: no leak, views followable
            step += 1
            if replay_every and step % replay_every == 0:
                _check_replay(rules, cfg, match, step)
        _check_replay(rules, cfg, match, step)
        report.games += 1
        report.steps += step
    return report


def _check_replay(rules: BaseRules, cfg: MatchConfig, match: Match, step: int) -> None:
    again = Match.replay(rules, cfg, match.actions)
    if again.state_hash() != match.state_hash():
        raise _fail(cfg, step, "replaying the action list gives a different state hash")


def seeded_configs(game_id: str, players: Iterable[int], seeds: Iterable[int],
                   options: dict | None = None) -> list[MatchConfig]:
    return [MatchConfig(game_id, n, seed, dict(options or {})) for n in players for seed in seeds]


def viewer_ids(n: int) -> tuple[PlayerId, ...]:
    return (*range(n), PUBLIC)
