"""The Thinker: a legal answer from a worker process, and a poll that never waits."""

from __future__ import annotations

import os
import time

import pytest

from tabletop.ai.worker import WORKER_NICENESS, Thinker, ThinkerError

from .helpers import RULES, mid_game_states

STATE = mid_game_states(1, seed=5, players=(2,), variants=("strategy",))[0]
# the tests that need a search which takes time use ``cheat@N`` (the generic flat search):
# Hyrule's Medium and Hard decide at once with two players (its solver, or the greedy player)


def think(thinker: Thinker, level: str, seat: int | None = None,
          deterministic: bool = False) -> tuple[object, float, int]:
    """Poll until the answer; returns it, the longest single poll (s) and the poll count."""
    seat = RULES.to_act(STATE) if seat is None else seat
    thinker.start("hyrule", RULES.encode(STATE), seat, level, 42, deterministic=deterministic)
    longest, polls = 0.0, 0
    while True:
        t0 = time.perf_counter()
        action = thinker.poll()
        longest = max(longest, time.perf_counter() - t0)
        polls += 1
        if action is not None:
            return action, longest, polls
        time.sleep(0.002)


def test_worker_process_returns_a_legal_action_and_poll_never_blocks() -> None:
    with Thinker() as thinker:
        assert thinker.uses_process
        action, longest, polls = think(thinker, "cheat@200")
        assert not thinker.busy
        assert action in RULES.legal_actions(STATE)
        assert polls > 1  # the answer was not ready at once: poll returned while it thought
        assert longest < 0.05  # a poll only looks at the pipe


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities on this OS")
def test_worker_yields_the_cpu_to_the_window() -> None:
    with Thinker() as thinker:
        think(thinker, "easy")  # served: the worker has set itself up
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        worker = os.getpriority(os.PRIO_PROCESS, thinker._proc.pid)
        assert worker >= min(mine + WORKER_NICENESS, 19)


def test_fallback_thinks_in_short_slices() -> None:
    with Thinker(use_process=False, slice_ms=5.0) as thinker:
        assert not thinker.uses_process
        action, _, polls = think(thinker, "cheat@300")
        assert action in RULES.legal_actions(STATE)
        assert polls > 1


def test_same_seed_same_answer_in_process_and_in_thread() -> None:
    # without wall-clock limits: under load the niced worker process used to run out of
    # Medium's 250 ms before its 80 iterations and answer differently (a flaky test)
    with Thinker() as proc, Thinker(use_process=False) as local:
        a = think(proc, "cheat@80", deterministic=True)[0]
        b = think(local, "cheat@80", deterministic=True)[0]
        assert a == b


def test_cancel_and_restart() -> None:
    with Thinker() as thinker:
        thinker.start("hyrule", RULES.encode(STATE), RULES.to_act(STATE), "cheat@100000", 1)
        assert thinker.busy
        thinker.cancel()
        assert not thinker.busy and thinker.poll() is None
        action, _, _ = think(thinker, "easy")  # the cancelled search's answer never shows up
        assert action in RULES.legal_actions(STATE)


def test_hint_is_hard_on_the_seats_own_information() -> None:
    with Thinker(use_process=False) as thinker:
        seat = RULES.to_act(STATE)
        thinker.hint("hyrule", RULES.encode(STATE), seat, seed=3)
        assert thinker.busy
        thinker.cancel()


def test_bad_request_is_reported_not_crashed() -> None:
    with Thinker() as thinker:
        wrong = 1 - RULES.to_act(STATE)
        with pytest.raises(ThinkerError, match="not to act"):
            think(thinker, "easy", seat=wrong)
        action, _, _ = think(thinker, "easy")  # still serving
        assert action in RULES.legal_actions(STATE)
