"""Hot seat: nothing private of anyone is drawn while a hand-off is up or between humans."""

from __future__ import annotations

from tabletop.core.ids import ALL, PUBLIC
from tabletop.core.views import visible_cards
from tabletop.ui.scenes.handoff import HandoffScene

from .helpers import click, drag, frames, grab_point, make_app, settle, sprite_of, start_table


def _public_faces(scene) -> set[int]:
    return visible_cards(scene.rules.zones(scene.match.state), PUBLIC)


def _wait_handoff(app, scene, limit=900):
    for _ in range(limit):
        frames(app)
        if isinstance(app.mgr.top, HandoffScene):
            return app.mgr.top
        if scene.match.is_over:
            return None
    raise AssertionError("no hand-off appeared")


def _pass_handoff(app, handoff):
    frames(app, 30)  # the screen ignores presses for a moment
    click(app, handoff.button.rect.center)


def _play_one(app, scene):
    settle(app, scene)
    assert scene.board.index is not None
    card = scene.match.legal()[0].cards[0]
    s = sprite_of(scene, card)
    p = scene.match.to_act
    slot = scene.layout.zones[f"play/{p}"]
    n = len(scene.match.records)
    drag(app, grab_point(s), (slot.cx, slot.cy))
    assert len(scene.match.records) == n + 1


def _check_handoff_private(app, scene, handoff):
    scene.painter.faces_drawn = []
    frames(app, 20)
    assert app.mgr.top is handoff
    assert scene not in app.mgr.visible()  # opaque: the table is not drawn at all
    drawn = set(scene.painter.faces_drawn)
    assert drawn <= _public_faces(scene), f"private faces drawn: {drawn - _public_faces(scene)}"
    assert scene.viewer == PUBLIC
    hands = [s for z, pile in scene.board.piles.items() if z.startswith("hand/") for s in pile]
    assert hands and all(s.face is None for s in hands)


def test_two_humans_strategy_handoffs_show_nothing_private():
    app = make_app()
    scene = start_table(app, "HAH", seed=5)
    for _turn in range(4):
        handoff = _wait_handoff(app, scene)
        _check_handoff_private(app, scene, handoff)
        seat = handoff.seat
        _pass_handoff(app, handoff)
        assert scene.viewer == seat and scene.bottom == seat
        frames(app, 2)
        own = {s.face for s in scene.board.piles[f"hand/{seat}"]}
        assert None not in own  # the new viewer sees their own hand
        for other in (0, 2):
            if other != seat:
                assert all(s.face is None for s in scene.board.piles[f"hand/{other}"])
        _play_one(app, scene)


def test_chance_variant_commits_behind_handoffs_then_reveals_all():
    app = make_app()
    scene = start_table(app, "HH", seed=8, variant="chance")
    first = _wait_handoff(app, scene)
    _check_handoff_private(app, scene, first)
    _pass_handoff(app, first)
    _play_one(app, scene)  # the first commit: face down for everyone else
    second = _wait_handoff(app, scene)
    _check_handoff_private(app, scene, second)
    committed = [c for c in scene.match.state.plays[first.seat]]
    assert committed and not set(committed) & set(scene.painter.faces_drawn)
    assert second.recap == [f"{scene.names[first.seat]} picks a card face down"]
    _pass_handoff(app, second)
    frames(app, 2)
    # the second human sees the first commit only as a back
    assert all(s.face is None for s in scene.board.piles[f"play/{first.seat}"])
    n = len(scene.match.records)
    _play_one(app, scene)
    record = scene.match.records[n]
    flips = [e for e in record.events if type(e).__name__ == "CardsFlipped"]
    assert len(flips) == 2  # both commits are revealed together


def test_one_human_always_sees_own_hand_and_everything_at_the_end():
    app = make_app(speed="off")
    scene = start_table(app, "HA", seed=2)
    while not scene.match.is_over:
        settle(app, scene)
        if scene.match.is_over:
            break
        assert scene.viewer == 0
        assert all(s.face is not None for s in scene.board.piles["hand/0"])
        a = scene.match.legal()[0]
        scene.submit(a)
    frames(app, 5)
    assert scene.viewer == ALL


def test_hot_seat_humans_get_real_names_not_you(monkeypatch):
    """Issue 22, item 15: the first seat's default name "You" made "Pass to You" and "You pair
    …" in another player's recap; in hot seat each human gets a real name; solo keeps "You"."""
    from tabletop.games import REGISTRY
    from tabletop.ui.scenes.setup import MatchSetupScene
    from tabletop.ui.table.seating import DEFAULT_NAMES

    app = make_app(speed="off")
    scene = MatchSetupScene(REGISTRY["seanchai"])
    app.mgr.push(scene)
    scene.n = 3
    scene.names[0].value = "You"
    assert [s.name for s in scene.seats()][0] == "You"  # alone against the computer
    scene._toggle_kind(1)  # a second human: hot seat
    seats = scene.seats()
    assert [s.kind for s in seats] == ["human", "human", "ai"]
    assert seats[0].name == DEFAULT_NAMES[0] and scene.names[0].value == DEFAULT_NAMES[0]
    assert all(s.name.lower() != "you" for s in seats)
    assert scene._renamed() == ""  # nothing to say while no one is called You
    scene.names[1].value = "you"  # typed by hand: still not a hot-seat name
    assert scene.seats()[1].name == DEFAULT_NAMES[1]
    # and the screen says so under the seats as it is typed (it was silent: the player typed
    # "You" and met "Ciara" at the table)
    said: list[str] = []
    import pygame

    from tabletop.ui.scenes import setup as setup_module

    real = setup_module.text
    monkeypatch.setattr(setup_module, "text", lambda words, *a, **k: said.append(words) or real(words, *a, **k))
    scene.draw(pygame.Surface(app.mgr.size))
    line = " ".join(w for w in said if w.startswith(("Seat 2", "with", "the wrong", "“You”")))
    assert line.startswith(f"Seat 2 plays as {DEFAULT_NAMES[1]}: with several people at the table")
    app.close()


def test_the_hand_off_recap_speaks_to_the_player_it_is_for():
    """Hot seat, Hyrule: after Aoife's five took the trick, her hand-off read "Aoife wins the
    trick with the Five of Rupees" to Aoife, and the table's message said to the player before
    her waited under the screen to say it again. Her own doings are now told as "You …"; the
    others' by name; the message is gone."""
    app = make_app(speed="off")
    scene = start_table(app, "HH", seed=8)
    said: list[tuple[int, list[str]]] = []
    for _ in range(12):  # a player who leads again after their trick needs no hand-off
        frames(app, 30)
        if isinstance(app.mgr.top, HandoffScene):
            handoff = app.mgr.top
            said.append((handoff.seat, list(handoff.recap)))
            _pass_handoff(app, handoff)
            frames(app, 2)
            shown = [t.message for t in scene.toasts.items]  # nothing said to the one before
            assert not any(m.startswith(scene.names[handoff.seat] + " ") for m in shown), shown
        _play_one(app, scene)
    mine = [(seat, line) for seat, lines in said for line in lines if line.startswith("You ")]
    assert mine, said  # some player was told of their own trick
    for seat, lines in said:
        assert not any(line.startswith(scene.names[seat] + " ") for line in lines), (seat, lines)
        assert not any(" wins " in line for line in lines if line.startswith("You ")), lines


def test_the_log_keeps_no_message_said_to_the_player_before_a_hand_off():
    """Hot seat, Seanchaí: Aoife pressed L on her turn and read, under "Latest messages",
    Player 2's Hint ("'Pair the Faery with the Ráth' is about as good"): Player 2's cards.
    The messages said to one player go at the hand-off, from the screen and the log alike
    (checked here at Hyrule's hot-seat table: the table's messages are the same in every game)."""
    app = make_app(speed="off")
    scene = start_table(app, "HH", seed=8)
    said = False
    for _ in range(12):
        frames(app, 30)
        if isinstance(app.mgr.top, HandoffScene):
            _pass_handoff(app, app.mgr.top)
            frames(app, 2)
            if said:
                break
            continue
        scene.toasts.show("Hint: Play the secret card")  # said to the player at the table
        assert "Hint: Play the secret card" in scene.toasts.recent
        said = True
        _play_one(app, scene)
    else:
        raise AssertionError("no hand-off after the message: the test proves nothing")
    assert not any("secret" in m for m in scene.toasts.recent), list(scene.toasts.recent)
    rows = scene.comfort.log.lines()  # what L shows the player who took the device
    assert not any(line is not None and "secret" in line.text for _, line in rows), rows



def test_the_recap_before_a_seats_first_turn_is_not_called_since_your_last_turn():
    """Hot seat: the second player's first hand-off told the opening move under "Since your
    last turn", a turn they never had. Until a seat has moved its recap is titled "Before your
    first move"; from then on, "Since your last move" (a move, not a turn: an answer to a
    Dark card out of turn was told "Since your last turn" before the seat's first turn)."""
    app = make_app(speed="off")
    scene = start_table(app, "HH", seed=8)
    headings: dict[int, list[str]] = {0: [], 1: []}
    for _ in range(10):
        frames(app, 30)
        if isinstance(app.mgr.top, HandoffScene):
            handoff = app.mgr.top
            headings[handoff.seat].append(handoff.heading)
            _pass_handoff(app, handoff)
            frames(app, 2)
        _play_one(app, scene)
    for said in headings.values():
        assert len(said) >= 2, headings
        assert said[0] == "Before your first move", headings
        assert set(said[1:]) == {"Since your last move"}, headings
    app.close()
