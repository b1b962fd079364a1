"""The table paces an AI's follow-up steps faster than its first (issue 13, part 10)."""

from __future__ import annotations

from tabletop.ai.worker import Thinker
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.table.ai_driver import FOLLOW_UP, AIDriver, follow_up


def _match(game: str, n: int = 2) -> Match:
    plugin = REGISTRY[game]
    return Match(plugin.rules, MatchConfig(game, n, 4, {}),
                 tuple(Seat("ai", f"P{i}", "random") for i in range(n)))


def test_a_keltis_draw_after_the_play_is_a_follow_up_the_next_turn_is_not() -> None:
    m = _match("keltis")
    first = m.to_act
    assert not follow_up(m, first)  # nobody has moved yet
    m.submit(m.legal()[0])  # the play: the same seat must now draw
    assert m.to_act == first and follow_up(m, first)
    m.submit(m.legal()[0])  # the draw passes the turn
    assert m.to_act != first and not follow_up(m, m.to_act)


def test_a_hyrule_trick_winner_leading_again_waits_the_full_delay() -> None:
    """The same seat acts twice in a row, but the turn was passed (TurnChanged): a new turn."""
    m = _match("hyrule")
    seen_lead_again = False
    while not m.is_over:
        before = m.to_act
        m.submit(m.legal()[0])
        if m.to_act == before and not m.is_over:
            seen_lead_again = True
            assert not follow_up(m, before)
    assert seen_lead_again


def test_the_driver_waits_less_for_a_follow_up() -> None:
    m = _match("keltis")
    driver = AIDriver(REGISTRY["keltis"], lambda: Thinker(use_process=False))
    seat = m.to_act
    driver.start(m, seat, "random", 0.6)
    assert driver.delay == 0.6
    driver.cancel()
    m.submit(m.legal()[0])
    driver.start(m, seat, "random", 0.6)
    assert driver.delay == 0.6 * FOLLOW_UP < 0.6
    driver.cancel()
