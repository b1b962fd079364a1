"""Secrets in events (issue 17 item 20): what each seat's event stream may name, and the
harness checks that guard it (``tabletop.testing.secrecy``)."""

from dataclasses import replace

import pytest

from tabletop.core.events import CardsMoved, PhaseChanged, ZoneShuffled, redact
from tabletop.core.ids import PUBLIC
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.core.views import visible_cards
from tabletop.games.hyrule.rules import RULES as HYRULE
from tabletop.games.keltis.rules import RULES as KELTIS
from tabletop.testing.secrecy import check_step_secrecy, follow, leak, mismatch


def _to_new_round(n: int, variant: str, seed: int = 1) -> tuple[Match, object]:
    """A 3-round Hyrule match played at random up to the step that deals round 2."""
    m = Match(HYRULE, MatchConfig("hyrule", n, seed, {"rounds": 3, "variant": variant}))
    rng = Rng(seed)
    while True:
        before = m.state
        record = m.submit(rng.choice(m.legal()))
        if PhaseChanged("round 2") in record.events:
            return m, before


@pytest.mark.parametrize("variant", ["strategy", "chance"])
@pytest.mark.parametrize("players", [3, 4])
def test_a_new_rounds_deal_names_only_your_own_hand(players, variant):
    m, before = _to_new_round(players, variant)
    events = m.records[-1].events
    zb, za = HYRULE.zones(before), HYRULE.zones(m.state)
    for seat in (*range(players), PUBLIC):
        deals = [e for e in redact(events, zb, za, seat)
                 if isinstance(e, CardsMoved) and e.dst.startswith("hand/")]
        assert len(deals) == players
        for e in deals:
            if e.dst == f"hand/{seat}":
                assert None not in e.cards and len(e.cards) == 7  # your own new hand
            else:
                assert e.cards == (None,) * 7, f"seat {seat} was told {e.dst}'s new hand"
    assert check_step_secrecy(HYRULE, before, m.state, events, players) is None


def test_the_harness_catches_the_old_redaction():
    """Judging cards by 'seen before or after the step' named every captured card dealt
    to another seat; the leak check must say so."""
    m, before = _to_new_round(4, "strategy")
    events = m.records[-1].events
    zb, za = HYRULE.zones(before), HYRULE.zones(m.state)
    seen = visible_cards(zb, 0) | visible_cards(za, 0)
    old = [replace(e, cards=tuple(c if c in seen else None for c in e.cards))
           if isinstance(e, CardsMoved) else e for e in events]
    problem = leak(old, zb, za, 0)
    assert problem and "stock -> hand/" in problem


def test_the_harness_catches_events_that_do_not_show_your_draw():
    m = Match(KELTIS, MatchConfig("keltis", 3, 4, {"firstPlayer": 1}))
    m.submit(next(a for a in m.legal() if a.kind == "discard"))
    before = m.state
    draw = next(a for a in m.legal() if a.src == "draw")
    record = m.submit(draw)
    zb, za = KELTIS.zones(before), KELTIS.zones(m.state)
    shown = redact(record.events, zb, za, 0)
    assert mismatch(follow(KELTIS.view(before, 0), shown, 0), KELTIS.view(m.state, 0)) is None
    hidden = [replace(e, cards=(None,)) if isinstance(e, CardsMoved) else e for e in shown]
    problem = mismatch(follow(KELTIS.view(before, 0), hidden, 0), KELTIS.view(m.state, 0))
    assert problem and "hand/0" in problem
    dropped = [e for e in shown if not isinstance(e, CardsMoved)]
    problem = mismatch(follow(KELTIS.view(before, 0), dropped, 0), KELTIS.view(m.state, 0))
    assert problem and "cards" in problem
    # the other seats see a back leave the draw pile
    for seat in (1, 2, PUBLIC):
        moved = [e for e in redact(record.events, zb, za, seat) if isinstance(e, CardsMoved)]
        assert moved[0].cards == (None,)


def test_a_card_taken_from_a_discard_pile_is_named_to_everyone():
    """Everyone saw it on the pile, and it stays known in the hand (Keltis)."""
    m = Match(KELTIS, MatchConfig("keltis", 3, 4, {"firstPlayer": 1}))
    rng = Rng(3)
    while True:
        legal = m.legal()
        takes = [a for a in legal if a.kind == "draw" and a.src != "draw"]
        if takes:
            break
        m.submit(rng.choice([a for a in legal if a.kind != "claim"]))
    before = m.state
    record = m.submit(takes[0])
    zb, za = KELTIS.zones(before), KELTIS.zones(m.state)
    for seat in (0, 1, 2, PUBLIC):
        moved = [e for e in redact(record.events, zb, za, seat) if isinstance(e, CardsMoved)]
        assert None not in moved[0].cards
    assert check_step_secrecy(KELTIS, before, m.state, record.events, 3) is None


def test_the_harness_needs_the_shuffle_to_forget_what_went_into_the_stock():
    """Without its ZoneShuffled event every seat would still know each card it saw go into
    the stock, which the view hides: the followed view differs from the rebuilt one."""
    m, before = _to_new_round(3, "strategy")
    events = tuple(e for e in m.records[-1].events if not isinstance(e, ZoneShuffled))
    problem = check_step_secrecy(HYRULE, before, m.state, events, 3)
    assert problem and "stock" in problem and "hides" in problem


def test_the_harness_catches_a_face_the_view_does_not_show():
    """A step whose events name a card in a pile the view hides: the views differ."""
    m, before = _to_new_round(3, "strategy")
    zb, za = HYRULE.zones(before), HYRULE.zones(m.state)
    shown = redact(m.records[-1].events, zb, za, 0)
    piles = follow(HYRULE.view(before, 0), shown, 0)
    assert mismatch(piles, HYRULE.view(m.state, 0)) is None
    piles["hand/1"][0] = m.state.hands[1][0]  # as if the seat had been told that card
    problem = mismatch(piles, HYRULE.view(m.state, 0))
    assert problem and "hand/1" in problem and "hides" in problem
