"""Runs AI decisions without blocking the caller's frame loop.

``Thinker`` owns one worker process (multiprocessing, "spawn" start method: safe under pygame
and in a PyInstaller build, where ``freeze_support`` is called in ``__main__``). A decision
goes over a pipe as plain JSON data: the game id, ``rules.encode(state)``, the seat, the level
and a seed; the answer comes back as ``Action.to_json()``. ``poll`` never waits: it only looks
whether the answer has arrived. The worker searches in slices of 20 ms and checks for a
``cancel`` (or a newer request) between slices, so cancelling is prompt.

If a process cannot be started (or dies), the Thinker falls back to thinking in the caller's
thread in time slices: each ``poll`` then runs one slice of at most ``slice_ms`` (8 ms) of
search and returns, so a 60 fps frame loop keeps its frame time.

Hint: ``hint(game_id, state_json, seat)`` is ``start(..., level="hard")`` for the human's own
seat; the search sees only what that seat knows, like every bot.

Seeds: with ``ply`` given, the decision uses ``bot_rng(seed, seat, ply)``, the same generator
``tabletop sim`` and the tournaments use, so a match played in the window replays the same
decisions. Without ``ply`` it uses a generator derived from ``seed`` and ``seat``.
Levels are the player-facing ones (easy, medium, hard, with their wall-clock limits) or any
bot name ``make_bot`` knows.
"""

from __future__ import annotations

import multiprocessing
import os
from importlib import import_module
from multiprocessing.connection import Connection
from typing import Any

from ..core.actions import Action
from ..core.rng import Rng
from .bots import Decision, bot_rng
from .registry import make_bot

SLICE_MS = 20.0  # search slice in the worker process between looks at the pipe
QUIT_GRACE = 0.05  # seconds ``close`` lets the worker quit by itself before ending it


def begin_decision(game_id: str, state_json: dict, seat: int, level: str, seed: int,
                   ply: int | None = None, deterministic: bool = False) -> Decision:
    """Decode the state and set up the decision (shared by the process and the fallback).
    ``deterministic`` drops the level's wall-clock limits, so the answer depends only on the
    seed however loaded the machine is (tests that compare two thinkers)."""
    from ..games import REGISTRY

    plugin = REGISTRY[game_id]
    rules = plugin.rules
    state = rules.decode(state_json)
    if rules.to_act(state) != seat:
        raise ValueError(f"seat {seat} is not to act in this state")
    rng = bot_rng(seed, seat, ply) if ply is not None else Rng.derived(seed, "thinker", seat)
    return make_bot(plugin, level, deterministic=deterministic).begin(rules, state, rng)


WORKER_NICENESS = 10


def _yield_cpu_to_the_window() -> None:
    """Lower the worker's scheduling priority: on a busy machine with few cores the window's
    frame loop, not the search, should get the CPU first (the search only loses time, and
    its wall-clock budget still bounds it). Where the OS has no ``nice`` this does nothing."""
    try:
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):
        pass


def _serve(conn: Connection, added: tuple[str, ...] = ()) -> None:
    """The worker process: one request at a time; ('think', job, ...), ('cancel', job), ('quit',).
    ``added``: the packages of games registered in the parent beyond ``games.TITLES`` (the
    tests' kit game), registered here too."""
    _yield_cpu_to_the_window()
    if added:
        from ..games import REGISTRY

        for package in added:
            REGISTRY.register(import_module(package).PLUGIN)
    pending: Any = None
    while True:
        try:
            msg = pending if pending is not None else conn.recv()
        except (EOFError, OSError):
            return
        pending = None
        if msg[0] == "quit":
            return
        if msg[0] != "think":
            continue  # a cancel for a job already answered
        job = msg[1]
        try:
            decision = begin_decision(*msg[2:])
            finished = decision.step(SLICE_MS)
            while not finished:
                if conn.poll():
                    nxt = conn.recv()
                    if nxt[0] == "cancel" and nxt[1] != job:
                        continue
                    pending = None if nxt[0] == "cancel" else nxt
                    break
                finished = decision.step(SLICE_MS)
            if finished:
                conn.send(("done", job, decision.best().to_json()))
        except Exception as exc:  # report, never die: the window must go on
            conn.send(("error", job, f"{type(exc).__name__}: {exc}"))


class ThinkerError(RuntimeError):
    """The AI could not decide (a bad request, e.g. a seat that is not to act)."""


class Thinker:
    """Runs one AI decision at a time without blocking the caller's frame loop."""

    def __init__(self, use_process: bool = True, slice_ms: float = 8.0) -> None:
        self.slice_ms = slice_ms
        self._job = 0
        self._busy = False
        self._conn: Connection | None = None
        self._proc: Any = None
        self._local: Decision | None = None
        self._request: tuple | None = None
        if use_process:
            self._spawn()

    @property
    def uses_process(self) -> bool:
        return self._proc is not None

    def _spawn(self) -> None:
        try:
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe()
            from ..games import REGISTRY

            proc = ctx.Process(target=_serve, args=(child, REGISTRY.added()), daemon=True,
                               name="tabletop-ai")
            proc.start()
            child.close()
        except Exception:  # no processes here (sandbox, frozen quirk): think in slices
            self._conn, self._proc = None, None
            return
        self._conn, self._proc = parent, proc

    def start(self, game_id: str, state_json: dict, seat: int, level: str, seed: int,
              ply: int | None = None, deterministic: bool = False) -> None:
        """Begin deciding for ``seat``; a decision still running is cancelled."""
        if self._busy:
            self.cancel()
        self._job += 1
        self._busy = True
        self._request = (game_id, state_json, seat, level, seed, ply, deterministic)
        if self._conn is not None:
            try:
                self._conn.send(("think", self._job, *self._request))
                return
            except (OSError, ValueError):
                self._drop_process()
        self._local = None  # set up lazily by the first poll, so start() stays cheap

    def hint(self, game_id: str, state_json: dict, seat: int, seed: int = 0,
             ply: int | None = None) -> None:
        """What Hard would play from ``seat``'s own information (answer via ``poll``)."""
        self.start(game_id, state_json, seat, "hard", seed, ply)

    def poll(self) -> Action | None:
        """Non-blocking: the chosen Action once ready, else None.

        Raises ``ThinkerError`` if the request could not be decided.
        """
        if not self._busy:
            return None
        if self._conn is not None:
            try:
                while self._conn.poll():
                    kind, job, payload = self._conn.recv()
                    if job != self._job:
                        continue  # an answer to a cancelled request
                    self._busy = False
                    if kind == "error":
                        raise ThinkerError(payload)
                    return Action.from_json(payload)
            except (EOFError, OSError):
                self._drop_process()  # the worker died: finish this request here
            else:
                if self._proc is not None and self._proc.is_alive():
                    return None
                self._drop_process()
        return self._poll_local()

    def _poll_local(self) -> Action | None:
        assert self._request is not None
        try:
            if self._local is None:
                self._local = begin_decision(*self._request)
            done = self._local.step(self.slice_ms)
        except Exception as exc:
            self._busy = False
            raise ThinkerError(f"{type(exc).__name__}: {exc}") from exc
        if not done:
            return None
        self._busy = False
        action, self._local = self._local.best(), None
        return action

    @property
    def busy(self) -> bool:
        return self._busy

    def cancel(self) -> None:
        if not self._busy:
            return
        self._busy = False
        self._local = None
        if self._conn is not None:
            try:
                self._conn.send(("cancel", self._job))
            except (OSError, ValueError):
                self._drop_process()

    def _drop_process(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            self._proc.terminate()
        if self._conn is not None:
            self._conn.close()
        self._conn, self._proc, self._local = None, None, None

    def close(self) -> None:
        """Stop the worker at once: asked to quit, and ended if it has not within
        ``QUIT_GRACE`` (it may be loading or mid-step; it holds nothing worth waiting for),
        so closing the window ends the app promptly."""
        self._busy = False
        self._local = None
        if self._conn is not None:
            try:
                self._conn.send(("quit",))
            except (OSError, ValueError):
                pass
        if self._proc is not None:
            self._proc.join(timeout=QUIT_GRACE)
            if self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(timeout=1.0)
        if self._conn is not None:
            self._conn.close()
        self._conn, self._proc = None, None

    def __enter__(self) -> Thinker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
