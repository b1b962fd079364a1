"""A message about the decision on show goes once the player has moved on: Seanchaí's
refusal "…First your one action: pair a hand card with the tableau, …" stayed up after the
player had flipped a card, and a refusal queued behind news of a move showed after it, about
a decision that was gone. News of a move keeps its time; refusals and Hints go at the next
move (``Toasts.moved_on``)."""

from __future__ import annotations

from tabletop.ui.widgets.toast import Toasts

from .helpers import DT, click, drag, frames
from .test_table_layout import my_turn


def _refused_drag(app, scene) -> str:
    """Drag a hand card that pairs with nothing onto the felt above the hand: refused."""
    legal = {c for a in scene.match.legal() for c in a.cards}
    card = next(s for s in scene.board.piles[f"hand/{scene.viewer}"] if s.face not in legal)
    start = (round(card.x), round(card.y))
    drag(app, start, (start[0], start[1] - scene.layout.metrics.h // 3))
    frames(app, 2)
    said = [t.message for t in scene.toasts.items if t.warn]
    assert said and "First your one action" in said[-1], said
    assert not scene.match.records[-1:] or scene.match.to_act == scene.viewer
    return said[-1]


def _flip(app, scene) -> None:
    """The legal move the refusal asked for: a click on the draw pile flips a card."""
    plies = len(scene.match.records)
    top = scene.board.piles["draw"][-1]
    click(app, (round(top.x), round(top.y)))
    assert len(scene.match.records) == plies + 1 and scene.match.records[-1].action.kind == "flip"


def _seanchai_action_step():
    return my_turn("seanchai", 2, (1240, 620), moves=0, until=lambda m: m.state.stage == "act")


def test_a_refusal_goes_once_the_move_it_asked_for_is_made():
    app, scene = _seanchai_action_step()
    refusal = _refused_drag(app, scene)
    assert scene.toasts.current is not None and scene.toasts.current.message == refusal
    _flip(app, scene)
    assert refusal not in [t.message for t in scene.toasts.items]
    app.close()


def test_a_refusal_waiting_behind_news_is_not_shown_after_the_move():
    app, scene = _seanchai_action_step()
    news = "Ciara wins the trick"
    scene.toasts.show(news, 2.8)  # news of a move on show: the refusal waits behind it
    refusal = _refused_drag(app, scene)
    assert [t.message for t in scene.toasts.items] == [news, refusal]
    _flip(app, scene)
    shown = []
    for _ in range(int(20 / DT)):  # every message shown from now on, till none is left
        if scene.toasts.current is None:
            break
        shown.append(scene.toasts.current.message)
        frames(app)
    assert news in shown, "news of a move keeps its time"
    assert refusal not in shown, "a refusal about the decision before the move showed after it"
    app.close()


def test_a_new_try_replaces_the_reasons_still_waiting():
    toasts = Toasts()
    toasts.show("Aoife plays the Bard")  # news: stays
    toasts.show("The Bard can't go there.", warn=True, passing=True)
    toasts.show("The Harp can't go there.", warn=True, passing=True)
    assert [t.message for t in toasts.items] == ["Aoife plays the Bard", "The Harp can't go there."]
    toasts.moved_on()
    assert [t.message for t in toasts.items] == ["Aoife plays the Bard"]


def test_a_reason_on_show_gives_way_to_the_next_try_after_a_moment():
    toasts = Toasts()
    first = "No Legends card or wild card is on the tableau to pair with: flip a card first."
    toasts.show(first, warn=True, passing=True)
    toasts.show("The Harp can't go there.", warn=True, passing=True)
    for _ in range(70):  # 1.17 s: past MIN_SHOWN, far short of the first one's reading time
        toasts.update(1 / 60)
    assert toasts.current is not None and toasts.current.message == "The Harp can't go there."
