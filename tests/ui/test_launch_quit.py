"""Closing the window ends the app promptly and keeps the last autosave (issue 17, item 4)."""

from __future__ import annotations

from tabletop.ai.worker import QUIT_GRACE, Thinker
from tabletop.persistence.saves import open_save

from .helpers import settle
from .test_persistence_ui import prefs_app


class BusyWorker:
    """A worker process that never answers the quit (loading, or deep in a step)."""

    def __init__(self) -> None:
        self.alive = True
        self.waited: list[float] = []  # join timeouts before it was ended
        self.terminated = False

    def is_alive(self) -> bool:
        return self.alive

    def join(self, timeout: float | None = None) -> None:
        if self.alive:
            self.waited.append(timeout or 0.0)

    def terminate(self) -> None:
        self.terminated, self.alive = True, False


class Pipe:
    def __init__(self) -> None:
        self.sent: list[tuple] = []

    def send(self, msg: tuple) -> None:
        self.sent.append(msg)

    def close(self) -> None:
        pass


def test_close_asks_the_worker_to_quit_then_ends_it_without_waiting_long():
    th = Thinker(use_process=False)
    proc, pipe = BusyWorker(), Pipe()
    th._proc, th._conn = proc, pipe
    th.close()
    assert pipe.sent == [("quit",)]
    assert proc.terminated and sum(proc.waited) <= QUIT_GRACE <= 0.1
    assert th._proc is None and not th.uses_process


def test_closing_during_a_game_keeps_the_last_move_on_disk(tmp_path):
    app = prefs_app(tmp_path)
    from tabletop.core.match import Seat
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.setup import start_match

    start_match(app.mgr, REGISTRY["hyrule"], 2, [Seat("human", "You"), Seat("ai", "Ciara", "random")],
                {}, 4)
    table = app.mgr.top
    settle(app, table)
    table.submit(table.match.legal()[0])  # and close at once, with the write still to come
    path = table.control.saver.path
    plies = len(table.match.records)
    app.close()
    assert open_save(path).record.ply == plies
