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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from ..core.actions import Action, IllegalAction, NotationError
from ..core.events import Event, Notice, ZoneShuffled, redact, replay_moves
from ..core.ids import PUBLIC, CardId, PlayerId, ZoneId
from ..core.match import Match
from ..core.rng import Rng
from ..core.rules import BaseRules, MatchConfig, chance_field, deal_unseen, with_fields
from ..core.steps import COMMIT, GATHER, pending_id, pending_owner
from ..core.views import TableView, view_order
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
    # views show no forbidden face, and list hidden cards as the hidden-order contract says
    for viewer in (*range(n), PUBLIC):
        v = rules.view(s, viewer)
        for zid, z in zones.items():
            zv = v.zones[zid]
            if len(zv.cards) != len(z.cards):
                raise _fail(cfg, step, f"view of {zid} for {viewer} has the wrong count")
            if z.face_up or z.face_down or z.known:
                allowed = [true in z.face_up
                           or (z.vis is Vis.PUBLIC and (true not in z.face_down or viewer == z.owner))
                           or (z.vis is Vis.OWNER and viewer == z.owner and viewer != PUBLIC)
                           or any(c == true and viewer in ps for c, ps in z.known) for true in z.cards]
            else:  # the whole zone alike
                allowed = [z.vis is Vis.PUBLIC or (z.vis is Vis.OWNER and viewer == z.owner != PUBLIC)] * len(z.cards)
            if z.order_public or all(allowed):
                want = tuple(c if ok else None for c, ok in zip(z.cards, allowed, strict=True))
            else:
                seen = tuple(c for c, ok in zip(z.cards, allowed, strict=True) if ok)
                want = seen + (None,) * (len(z.cards) - len(seen))
            if zv.cards != want:
                for shown in set(zv.cards) - set(want) - {None}:
                    if shown in z.cards:
                        raise _fail(cfg, step, f"view for {viewer} shows hidden card {shown} in {zid}")
                    raise _fail(cfg, step, f"view of {zid} shows a different card")
                raise _fail(cfg, step, f"view of {zid} for {viewer} lists {zv.cards}, not {want}: the "
                                       f"cards it sees (in zone order), then the backs")
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
            if (kept := future_stacks(rules, d)):
                raise _fail(cfg, step, f"determinize for {p} keeps the stacked orders of later "
                                       f"deals ({kept}): the world foresees a stacked future")
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
            problem = check_twin(rules, s, p, Rng(det_rng.next_u64()), seed)
            if problem:
                raise _fail(cfg, step, problem)
            checked += 1
    return checked


# --- the chance contract: a twin state gives the same world ----------------------------------------
def twin_state(rules: BaseRules, s, player: PlayerId, rng: Rng):
    """A state ``player`` cannot tell from ``s`` that differs from it in everything nobody at
    that seat can know: the cards it cannot see dealt afresh among their places (kinds kept),
    in a zone whose order is not public the backs moved among the cards it sees (which keep
    their order), and the chance still to come drawn afresh (``rules.reseed``). Built without
    the game's ``determinize``, which it is there to check."""
    zones = rules.zones(s)
    piles: dict[ZoneId, list[CardId]] = {}
    slots: list[tuple[ZoneId, int]] = []
    pool: list[CardId] = []
    for zid in sorted(zones):
        z = zones[zid]
        hidden = [i for i, c in enumerate(z.cards) if not z.visible_to(c, player)]
        if not hidden:
            continue
        cards = list(z.cards)
        if not z.order_public and len(hidden) < len(cards):
            seen, unseen = view_order(z, player)
            places = set(rng.shuffled(range(len(cards)))[:len(unseen)])
            in_seen, in_unseen = iter(seen), iter(unseen)
            cards = [next(in_unseen) if i in places else next(in_seen) for i in range(len(cards))]
            hidden = sorted(places)
        piles[zid] = cards
        for i in hidden:
            slots.append((zid, i))
            pool.append(cards[i])
    rng.shuffle(pool)
    pool = deal_unseen(pool, [zones[zid].may_hold for zid, _ in slots], rules.deck(rules.config(s)))
    for (zid, i), c in zip(slots, pool, strict=True):
        piles[zid][i] = c
    twin = rules.with_zones(s, {zid: tuple(piles[zid]) if zid in piles else z.cards
                                for zid, z in zones.items()})
    twin = rules.reseed(twin, rng)
    # and a stacked future of its own: a made-up order for the next shuffle
    emptied = [f.name for f in map(chance_field, rules.chance_fields) if f.how == "empty"]
    if emptied:
        deck = rules.deck(rules.config(s))
        made_up = (tuple(deck.code(c) for c in rng.shuffled(range(len(deck)))),)
        twin = with_fields(twin, {name: made_up for name in emptied})
    return twin


def future_stacks(rules: BaseRules, s) -> str:
    """The declared stacked-order fields (``ChanceField`` "empty") that ``s`` holds non-empty,
    named with what they hold; "" if none. A bot's world must hold none."""
    held = [f"{f.name}={getattr(s, f.name)!r}"[:80] for f in map(chance_field, rules.chance_fields)
            if f.how == "empty" and getattr(s, f.name)]
    return ", ".join(held)


def check_twin(rules: BaseRules, s, player: PlayerId, rng: Rng, seed: int) -> str | None:
    """The chance contract (issue 23): a twin of ``s`` (``twin_state``) looks the same to
    ``player`` and gives the same world for the same rng (``determinize`` with ``Rng(seed)``).
    A world that keeps the real seed foresees the next deal or reshuffle, and fails here."""
    twin = twin_state(rules, s, player, rng)
    if rules.config(twin).seed == rules.config(s).seed:
        return (f"the match seed is not among the chance fields {rules.chance_fields}: "
                f"determinize cannot draw it afresh")
    if rules.view(twin, player) != rules.view(s, player):
        where = _view_difference(rules.view(s, player), rules.view(twin, player))
        return (f"a state that differs only in what {player} cannot know looks different to "
                f"{player} ({where})")
    a = rules.encode(rules.determinize(s, player, Rng(seed)))
    b = rules.encode(rules.determinize(twin, player, Rng(seed)))
    if a != b:
        keys = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k)) if isinstance(a, dict) else ["state"]
        return (f"determinize for {player} keeps what {player} cannot know: the worlds of two states "
                f"it cannot tell apart differ in {', '.join(keys)}")
    return None


def _view_difference(a: TableView, b: TableView) -> str:
    """Where two views differ, in a few words."""
    zones = sorted(z for z in set(a.zones) | set(b.zones) if a.zones.get(z) != b.zones.get(z))
    keys = sorted(k for k in set(a.info) | set(b.info) if a.info.get(k) != b.info.get(k))
    parts = [f"zone {z}: {a.zones[z].cards if z in a.zones else None} vs "
             f"{b.zones[z].cards if z in b.zones else None}" for z in zones[:2]]
    parts += [f"info {k}: {a.info.get(k)} vs {b.info.get(k)}" for k in keys[:2]]
    if a.to_act != b.to_act or a.phase != b.phase:
        parts.append(f"to act {a.to_act}/{b.to_act}, phase {a.phase}/{b.phase}")
    return "; ".join(parts) or "nowhere"


# --- the hidden-order contract: sibling actions look the same ----------------------------------------
_SIBLINGS = 4  # siblings tried per group: by place, the first, the last and two between


def check_siblings(rules: BaseRules, s, legal: tuple[Action, ...], n: int) -> str | None:
    """Sibling actions, the same move but for cards another seat cannot see (``gather 2S`` and
    ``gather 2D`` from one hand), whose events redacted for that seat are the same, must leave
    it the same view: zones, backs in the same places, public info. Else the view tells a
    hidden choice (Ard Rí's hand kept in arrival order: which back left would say which card)."""
    groups: dict[tuple, list[Action]] = {}
    for a in legal:
        if a.cards:
            groups.setdefault((a.kind, a.src, a.dst, a.choice, len(a.cards)), []).append(a)
    before = None
    viewers = (*range(n), PUBLIC)
    for acts in groups.values():
        if len(acts) < 2:
            continue
        if before is None:
            before = rules.zones(s)
            where = {c: z for z in before.values() for c in z.cards}
            place = {c: i for z in before.values() for i, c in enumerate(z.cards)}
        steps: dict[Action, tuple] = {}
        for viewer in viewers:
            if viewer == acts[0].player:
                continue
            alike: dict[tuple, list[Action]] = {}  # by the cards as this seat sees them
            for a in acts:
                alike.setdefault(tuple(c if where[c].visible_to(c, viewer) else None for c in a.cards),
                                 []).append(a)
            for group in alike.values():
                if len(group) < 2:
                    continue
                if len(group) > _SIBLINGS:  # spread over the places the cards leave from
                    group = sorted(group, key=lambda a: [place[c] for c in a.cards])
                    k = len(group) - 1
                    group = [group[round(i * k / (_SIBLINGS - 1))] for i in range(_SIBLINGS)]
                shown: dict[str, list[Action]] = {}  # by the events this seat is shown
                for a in group:
                    if a not in steps:
                        step = rules.apply(s, a)
                        steps[a] = (step.state, step.events, rules.zones(step.state))
                    state, events, after = steps[a]
                    shown.setdefault(repr(redact(events, before, after, viewer)), []).append(a)
                for same in shown.values():
                    first = rules.view(steps[same[0]][0], viewer)
                    for a in same[1:]:
                        view = rules.view(steps[a][0], viewer)
                        if view != first:
                            return (f"seat {viewer} tells {rules.format_action(same[0])!r} from "
                                    f"{rules.format_action(a)!r} by its view "
                                    f"({_view_difference(first, view)}), though the events it is "
                                    f"shown are the same")
    return None


# --- identical copies: public info and notices name no copy ---------------------------------------
def copy_rotation(rules: BaseRules, cfg: MatchConfig) -> dict[CardId, CardId]:
    """Each card with identical copies (one code) mapped to the next copy; empty if none."""
    deck = rules.deck(cfg)
    by_code: dict[str, list[CardId]] = {}
    for spec in deck.cards:
        by_code.setdefault(spec.code, []).append(spec.id)
    out: dict[CardId, CardId] = {}
    for ids in by_code.values():
        for i, c in enumerate(ids if len(ids) > 1 else ()):
            out[c] = ids[(i + 1) % len(ids)]
    return out


def check_copies_blind(rules: BaseRules, cfg: MatchConfig, match: Match) -> str | None:
    """Public info and notices name a card by what every seat sees (its code, a public place),
    never by a copy's id (issue 23). The match is played again from its first state with the
    identical copies' ids rotated, move by move through the notation (which names codes); while
    the table looks the same to everyone (the public view, by code) in both, the public info and
    each step's notices must be the same. The comparison ends at the first shuffle (from there
    the two deals differ) or where the two tables part (a game may take the lowest copy)."""
    rotate = copy_rotation(rules, cfg)
    if not rotate:
        return None
    deck = rules.deck(cfg)

    def codes(state) -> dict[ZoneId, list[str | None]]:  # the table as everyone sees it
        return {zid: [None if c is None else deck.code(c) for c in z.cards]
                for zid, z in rules.view(state, PUBLIC).zones.items()}

    first = match.states[0]
    other = rules.with_zones(first, {zid: tuple(rotate.get(c, c) for c in z.cards)
                                     for zid, z in rules.zones(first).items()})
    for i, record in enumerate(match.records):
        mine = match.states[i]
        if codes(mine) != codes(other):
            return None  # the plays parted (chance keyed on ids): nothing more to compare
        a, b = rules.view_info(mine), rules.view_info(other)  # the same for every seat
        if a != b:
            keys = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
            return (f"step {i}: public info tells identical copies apart ({keys[0]}: "
                    f"{a.get(keys[0])} vs {b.get(keys[0])} with the copies' ids rotated)")
        if any(isinstance(e, ZoneShuffled) for e in record.events):
            return None
        try:
            action = rules.parse_action(other, rules.format_action(record.action))
        except (IllegalAction, NotationError) as exc:
            return f"step {i}: with the copies' ids rotated, {exc}"
        step = rules.apply(other, action)
        if _notices(step.events) != _notices(record.events):
            return (f"step {i}: notices tell identical copies apart: {_notices(record.events)} vs "
                    f"{_notices(step.events)} with the copies' ids rotated")
        other = step.state
    return None


def _notices(events: Iterable[Event]) -> list[Notice]:
    return [e for e in events if isinstance(e, Notice)]


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
               replay_every: int = 0, *, stacked: Sequence[CardId] = (),
               opening: Sequence[str] = ()) -> Report:
    """Play one random game per config and check every step. Raises ``ConformanceError``.

    ``stacked`` fixes the top of the opening deck and ``opening`` names the first moves (in
    notation) before the random ones: a tutorial's guided deal is checked like any game."""
    report = Report()
    for cfg in configs:
        rng = Rng.derived(cfg.seed, "conformance")
        det_rng = Rng.derived(cfg.seed, "determinize")
        match = Match(rules, cfg, stacked=tuple(stacked), later=empty_stacks(rules, cfg))
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
            if (problem := check_siblings(rules, s, legal, cfg.num_players)):
                raise _fail(cfg, step, problem)
            if step >= limit:
                raise _fail(cfg, step, f"game did not end within {limit} actions")
            before_enc = rules.encode(s)
            before_zones = rules.zones(s)
            action = rules.parse_action(s, opening[step]) if step < len(opening) else rng.choice(legal)
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
        if (problem := check_copies_blind(rules, cfg, match)):
            raise _fail(cfg, step, problem)
        report.games += 1
        report.steps += step
    return report


def empty_stacks(rules: BaseRules, cfg: MatchConfig) -> tuple[tuple[str, ...], ...]:
    """For a game whose later deals can be stacked: empty stacked orders for its next two
    shuffles (the seed decides them, so the game plays as without), which carry the stacks
    field through encoding, hashing, replay and every determinization the harness checks."""
    if rules.stacks_field() is None:
        return ()
    most = rules.deals(cfg)
    return ((),) * (2 if most is None else min(2, most - 1))


def _check_replay(rules: BaseRules, cfg: MatchConfig, match: Match, step: int) -> None:
    again = Match.replay(rules, cfg, match.actions, stacked=match.stacked, later=match.later)
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
