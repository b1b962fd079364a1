"""The replay reads as one line at a time and a finished trick is seen (play-tester, Hyrule,
3 players, 2560×1440, keyboard): Enter presses the gold control as the replay opens, the
caption is the only message in the strip, and the step that completes a trick shows it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.scenes.replay import ReplayScene

from .helpers import frames, key, make_app


def _finished_hyrule() -> Match:
    plugin = REGISTRY["hyrule"]
    seats = (Seat("human", "Aoife", "random"), Seat("ai", "Ciara", "easy"), Seat("ai", "Dara", "easy"))
    m = Match(plugin.rules, MatchConfig("hyrule", 3, 7, {}), seats)
    while not m.is_over:
        m.submit(m.legal()[0])
    return m


def _replay(speed: str = "normal", size=(1280, 720)):
    app = make_app(size, speed=speed)
    replay = ReplayScene(REGISTRY["hyrule"], _finished_hyrule(), CATALOG.table_for("hyrule"))
    app.mgr.reset(replay)
    frames(app, 3)
    return app, replay


def test_enter_presses_the_gold_play_as_the_replay_opens():
    """Play looked like the default (gold) but Enter did nothing until Tab ringed a control."""
    app, replay = _replay()
    assert not replay.nav.shown and [b.label for b in replay.controls if b.primary] == ["Play"]
    key(app, pygame.K_RETURN)
    assert replay.playing
    key(app, pygame.K_KP_ENTER)  # the gold one is Pause now: Enter pauses
    assert not replay.playing
    app.close()


def test_the_caption_is_the_one_message_and_names_the_trick_won():
    """"Move 5 of 21: Ciara plays …" was drawn over a wider, stale "Dara wins the trick …"
    (the game's own toast of move 3): the caption tells the move's news itself, and no toast
    of an earlier move stays under it."""
    app, replay = _replay()
    winners = 0
    for _ in range(9):
        key(app, pygame.K_RIGHT)
        frames(app, 150)  # the step's animation is over
        words = replay.caption()
        assert replay.toasts.current is None, (words, replay.toasts.current)
        if "wins the trick" in words:
            winners += 1
            assert words.startswith(f"Move {replay.pos} of {replay.total}: ")
    assert winners == 3
    app.close()


def _captured(replay, seat: int) -> tuple[str, int]:
    """What the seat's plate says (drawn from the board's view) and its won pile's count."""
    lines = replay.game.seat_lines(replay.board.view, seat)
    return lines[0], len(replay.board.piles.get(f"won/{seat}", []))


def test_the_move_that_completes_a_trick_shows_it_and_plate_and_pile_agree():
    """At "Move 15 …: Ciara plays the Seven of Bombs" the slots were already empty (the 7 was
    never seen), and a plate said "Captured 0" by a pile of 3: the step ends on the finished
    trick, every card in its slot and the taker lit, and the next step gathers it first."""
    app, replay = _replay()
    n = replay.match.config.num_players
    completed = 0
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        frames(app, 150)
        assert not replay.board.busy
        played = [s.face for z, pile in replay.board.piles.items() if z.startswith("play/") for s in pile]
        record = replay.source.records[replay.pos - 1]
        if "wins the trick" in replay.caption():
            completed += 1
            assert len(played) == n and None not in played, played  # the whole trick, face up
            assert record.action.cards[0] in played  # the card just played among them
            assert any(s.glow for z, pile in replay.board.piles.items() if z.startswith("play/") for s in pile)
        for seat in range(n):
            words, pile = _captured(replay, seat)
            assert words == f"Captured {pile}", (replay.pos, seat, words, pile)
    assert completed == 4
    key(app, pygame.K_LEFT)  # back: the view of the move before, as it was
    frames(app, 5)
    assert replay.board.deferred == []
    app.close()


def test_playing_the_replay_reaches_the_end():
    """Played on its own, the replay still steps past each finished trick to the end."""
    app, replay = _replay(speed="fast")
    key(app, pygame.K_SPACE)
    for _ in range(60 * 60):
        frames(app)
        if replay.pos == replay.total and not replay.playing:
            break
    assert replay.pos == replay.total and not replay.playing
    app.close()


def test_the_replay_ends_on_the_games_last_position_its_caption_whole():
    """Stepped to its last move, the replay held the last trick ungathered (no next step
    gathers it): the plates counted one trick short of the results. And the caption, the move
    and its news, was cut to one line ("… plays the King of Rupees ♦ · Aoife w…")."""
    app, replay = _replay(size=(1240, 620))
    while replay.pos < replay.total:
        key(app, pygame.K_RIGHT)
        frames(app, 150)
    frames(app, 300)
    final = replay.source.states[-1]
    view = replay.rules.view(final, 0)
    for z, zv in view.zones.items():  # every pile as it ended (the last trick gathered)
        assert len(replay.board.piles.get(z, ())) == len(zv.cards), z
    _, lines, _ = replay.caption_box()
    assert " · ".join(lines) == replay.caption(), lines  # whole: the move, then its news
    r, lines, px = replay.caption_box()
    from tabletop.ui.render.fonts import text

    assert r.h >= sum(text(line, px, (0, 0, 0), bold=True).get_height() for line in lines), r  # all in the pill
    assert not [b.label for b in replay.controls if r.colliderect(b.rect)]
    app.close()


def test_a_finished_trick_stays_as_long_without_saved_settings():
    """The "Finished trick stays" setting's default is 2× the game's pause (1.8 s for a Hyrule
    trick), but a table with no settings read (tests, screenshots) took 1× (0.9 s): one
    default, the settings' own."""
    from tabletop.persistence.settings import Settings
    from tabletop.ui.prefs import Prefs

    app, replay = _replay()
    assert app.ctx.prefs is None
    assert replay.board.pause_scale == Settings().trick_hold
    app.close()
    app = make_app()
    app.ctx.prefs = Prefs(None)  # remembered settings in memory: the same default
    replay = ReplayScene(REGISTRY["hyrule"], _finished_hyrule(), CATALOG.table_for("hyrule"))
    app.mgr.reset(replay)
    frames(app, 2)
    assert replay.board.pause_scale == Settings().trick_hold
    app.close()


def _scored(replay) -> bool:
    return any(p.label.startswith("+") for p in replay.hud.pops)


def _held(replay) -> bool:
    """The finished trick still lies in the play places, every card in its slot."""
    n = replay.match.config.num_players
    return sum(len(p) for z, p in replay.board.piles.items() if z.startswith("play/")) == n


def test_a_tricks_score_pops_up_as_it_is_gathered_not_while_it_is_held():
    """"+3" popped up by the winner's plate as the replay stood on the finished trick, before
    its cards were taken: the score shows as the trick goes to its taker (the next move)."""
    app, replay = _replay()
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        for _ in range(150):
            frames(app)
            assert not (_held(replay) and _scored(replay)), (replay.pos, replay.hud.pops)
        if "wins the trick" in replay.caption():
            break
    assert _held(replay) and not replay.board.busy
    key(app, pygame.K_RIGHT)  # the trick is gathered as the next move begins
    seen = False
    for _ in range(30):
        frames(app)
        seen = seen or _scored(replay)
    assert seen and not _held(replay)
    app.close()


@pytest.mark.parametrize("size", [(1240, 620), (1280, 720), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_j_keys_words_stand_clear_of_the_caption(size):
    """J before a review says to press Review first: its message lay in the caption's place,
    the move shown unreadable under it. It stands above the caption."""
    app, replay = _replay(size=size)
    for _ in range(4):
        key(app, pygame.K_RIGHT)
        frames(app, 150)
    key(app, pygame.K_j)
    frames(app, 10)
    assert replay.toasts.current is not None and "Review" in replay.toasts.current.message
    caption = replay.caption_box()[0]
    assert replay.toast_box is not None and not replay.toast_box.colliderect(caption), (replay.toast_box, caption)
    app.close()
