"""The conformance harness: one function every game's tests call.

``check_game`` plays many seeded random games and checks, at every step, the contract of
``tabletop.core.rules`` (see ``docs/architecture.md``): turn/terminal/legal consistency,
deterministic duplicate-free legal lists, pure ``apply``, clear errors for illegal actions,
card conservation, encode/decode and notation round trips, replay hashes, views that show no
forbidden face, ``determinize`` keeping what the player knows, events that really turn the
old zones into the new ones, and a bounded game length.

The table kit's parts are checked too: every card lies only in zones that may hold its kind,
in the real state and in every determinization (hidden cards of a known kind); whose turn it
is, the phase and any response window are the same in every determinization for every seat
(they depend only on public information); the steps convention (``core/steps.py``): a
pending zone is its owner's alone, holds cards only while its owner acts, and then allows
only that seat's gathers and commits, each gather moving exactly its card into it; and the
game declares its own ``max_steps``, which seeded games must not exceed.
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
from ..core.steps import COMMIT, GATHER, pending_id, pending_owner
from ..core.zones import Vis, Zone, card_fits
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
    _check_kinds(rules, cfg, zones, step, "")
    to_act = rules.to_act(s)
    _check_pending(rules, cfg, s, zones, to_act, step)
    window = rules.window(s)
    if window is not None and (to_act is None or window.answerer != to_act):
        raise _fail(cfg, step, f"the response window's answerer {window.answerer} is not to_act {to_act}")
    # determinize keeps what the player knows
    checked = 0
    if det_rng is not None:
        legal = rules.legal_actions(s)
        phase = rules.phase(s)
        cards = sorted(counts.elements())
        for p in range(n):
            seed = det_rng.next_u64()
            d = rules.determinize(s, p, Rng(seed))
            # whose turn it is depends only on public information
            if rules.to_act(d) != to_act:
                raise _fail(cfg, step, f"determinize for {p} changed who acts")
            if rules.phase(d) != phase:
                raise _fail(cfg, step, f"determinize for {p} changed the phase")
            if rules.window(d) != window:
                raise _fail(cfg, step, f"determinize for {p} changed the response window")
            if rules.view(d, p) != rules.view(s, p):
                raise _fail(cfg, step, f"determinize for {p} changed what {p} sees")
            if rules.info_key(d, p) != rules.info_key(s, p):
                raise _fail(cfg, step, f"determinize for {p} changed {p}'s info key")
            _check_kinds(rules, cfg, rules.zones(d), step, f" (determinized for {p})")
            if p == to_act and rules.legal_actions(d) != legal:
                raise _fail(cfg, step, "determinize changed the acting player's legal actions")
            if sorted(c for z in rules.zones(d).values() for c in z.cards) != cards:
                raise _fail(cfg, step, "determinize changed the cards in play")
            # canonical: a state that looks the same gives the same world for the same rng
            if rules.encode(rules.determinize(d, p, Rng(seed))) != rules.encode(d):
                raise _fail(cfg, step, f"determinize for {p} is not canonical")
            checked += 1
    return checked


def _check_kinds(rules: BaseRules, cfg: MatchConfig, zones: dict[str, Zone], step: int, where: str) -> None:
    """Every card lies in a zone that may hold its kind (``Zone.may_hold``)."""
    deck = rules.deck(cfg)
    for zid, z in zones.items():
        if z.may_hold is None:
            continue
        for c in z.cards:
            if not card_fits(deck[c], z.may_hold):
                raise _fail(cfg, step, f"{zid} may hold only {sorted(z.may_hold)} but holds "
                                       f"{deck.code(c)}{where}")


def _check_pending(rules: BaseRules, cfg: MatchConfig, s, zones: dict[str, Zone], to_act, step: int) -> None:
    """The steps convention: a pending zone is its owner's alone and holds cards only while
    its owner acts; then only that seat's gathers and commits are legal (no loops: every
    gather grows the zone, and taking back is undo, not an action)."""
    for zid, z in zones.items():
        owner = pending_owner(zid)
        if owner is None:
            continue
        if z.owner != owner or z.vis is not Vis.OWNER:
            raise _fail(cfg, step, f"{zid} must be owned by seat {owner} with OWNER visibility")
        if not z.cards:
            continue
        if to_act != owner:
            raise _fail(cfg, step, f"{zid} holds cards while seat {to_act} acts")
        odd = [a for a in rules.legal_actions(s) if a.kind not in (GATHER, COMMIT)]
        if odd:
            raise _fail(cfg, step, f"with cards pending only gather/commit are legal, not "
                                   f"{rules.format_action(odd[0])!r}")


def _check_gather(rules: BaseRules, cfg: MatchConfig, before: dict[str, Zone], after: dict[str, Zone],
                  action: Action, step: int) -> None:
    zid = pending_id(action.player)
    if action.dst != zid or len(action.cards) != 1:
        raise _fail(cfg, step, f"a gather moves one card into {zid}")
    old = before[zid].cards if zid in before else ()
    new = after[zid].cards if zid in after else ()
    if sorted(new) != sorted(old + action.cards):
        raise _fail(cfg, step, f"gather {action.cards} did not land in {zid}")


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
        team = [rules.team_of(cfg, p) for p in range(n)]
        for p in range(n):
            for q in range(p):
                if team[p] == team[q] and ret[p] != ret[q]:
                    raise _fail(cfg, step, f"partners {q} and {p} (team {team[p]}) got different returns {ret}")
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
        if type(rules).max_steps is BaseRules.max_steps:
            raise _fail(cfg, step, "the game must declare its own max_steps (a bound from its rules)")
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
            if action.kind == GATHER:
                _check_gather(rules, cfg, before_zones, after, action, step)
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


# --- the few lines every game's conformance test would otherwise write again -------------------
def check_one_game(rules: BaseRules, cfg: MatchConfig, determinize_every: int, min_steps: int) -> Report:
    """The quick run: one checked game of at least ``min_steps`` actions, with at least one
    determinization checked."""
    report = check_game(rules, [cfg], determinize_every=determinize_every)
    assert report.games == 1 and report.steps >= min_steps and report.checked_determinize > 0, report
    return report


def check_many_games(rules: BaseRules, configs: list[MatchConfig], determinize_every: int) -> Report:
    """The slow run: every config played and checked."""
    report = check_game(rules, configs, determinize_every=determinize_every)
    assert report.games == len(configs), report
    return report


def random_game(rules: BaseRules, cfg: MatchConfig) -> tuple[str, int]:
    """A game of random legal moves drawn from ``Rng(cfg.seed)``: its final state hash and
    its number of actions."""
    m = Match(rules, cfg)
    rng = Rng(cfg.seed)
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    return m.state_hash(), len(m.records)


def check_seed_decides_the_game(rules: BaseRules, game_id: str, players: int = 3) -> None:
    """The same seed plays the same random game; another seed plays another."""
    def play(seed: int) -> tuple[str, int]:
        return random_game(rules, MatchConfig(game_id, players, seed))

    assert play(5) == play(5)
    assert play(5) != play(6)


def check_random_games_end_in_time(rules: BaseRules, configs: Iterable[MatchConfig]) -> None:
    """Random games end within the game's own ``max_steps``."""
    for cfg in configs:
        _, steps = random_game(rules, cfg)
        assert steps <= rules.max_steps(cfg), (cfg, steps)
