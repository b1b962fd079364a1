"""The Hint (H key and Hint tab): what Hard would play, from the human's own information."""

import pygame

from tabletop.ai.bots import bot_rng
from tabletop.ai.registry import make_bot
from tabletop.games import REGISTRY

from .helpers import click, frames, make_app, post, settle, start_table


def _wait_for_hint(app, scene, limit=900):
    for _ in range(limit):
        frames(app)
        if scene.control.hinter.action is not None:
            return scene.control.hinter.action
    raise AssertionError("no hint arrived")


def test_h_shows_what_hard_would_play_without_playing_it(tmp_path):
    app = make_app(cache_dir=tmp_path)
    scene = start_table(app, "HA", seed=3)
    settle(app, scene)
    before = len(scene.match.records)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    hint = _wait_for_hint(app, scene)
    assert len(scene.match.records) == before  # shown, not played
    assert hint in scene.match.legal()
    # exactly the Hard bot's choice for this seat and ply (the same seeded decision)
    plugin = REGISTRY["hyrule"]
    rng = bot_rng(scene.match.config.seed, 0, before)
    expected = make_bot(plugin, "hard").choose(plugin.rules, scene.match.state, rng)
    assert hint == expected
    assert any(t.message.startswith("Hint: ") for t in scene.toasts.items)
    # playing any move clears the hint
    scene.submit(scene.match.legal()[0])
    frames(app, 2)
    assert scene.control.hinter.action is None



def test_the_hints_words_leave_the_screen_once_the_position_changes(tmp_path):
    """The Hint's message advised on a position that no longer existed: its outline went with
    the move, its words stayed up for seconds (and its reason could still arrive)."""
    app = make_app(cache_dir=tmp_path)
    scene = start_table(app, "HA", seed=3)
    settle(app, scene)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    hint = _wait_for_hint(app, scene)
    hinted = [t.message for t in scene.toasts.items if t.message.startswith("Hint: ")]
    assert hinted
    scene.submit(hint)  # the player takes the advice: the position it was for is gone
    frames(app, 2)
    assert not [t.message for t in scene.toasts.items if t.message.startswith("Hint")]
    for _ in range(120):  # the computer answers; a reason worked out late never brings it back
        frames(app)
        assert not [t.message for t in scene.toasts.items if t.message.startswith("Hint")]
    assert len(scene.match.records) > 1

def test_hint_tab_is_a_button_and_refuses_out_of_turn(tmp_path):
    app = make_app(cache_dir=tmp_path)
    scene = start_table(app, "AH", seed=5)
    frames(app, 2)
    tab = next(b for b in scene.comfort.tabs if b.label.startswith("Hint"))
    if scene.match.to_act != 1:  # the computer leads first: a hint now is refused
        click(app, tab.rect.center)
        assert scene.control.hinter.action is None and not scene.control.hinter.busy
    settle(app, scene)
    click(app, tab.rect.center)
    assert _wait_for_hint(app, scene) in scene.match.legal()


def test_the_hint_gives_its_reason_from_the_reviews_evaluation(tmp_path):
    """A moment after the hint, its message says why in the game's words (``advice``), the
    win chance it keeps and the next best."""
    import time

    from tabletop.core.advice import move_reason

    app = make_app(cache_dir=tmp_path)
    scene = start_table(app, "HA", seed=3)
    settle(app, scene)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    hint = _wait_for_hint(app, scene)
    end = time.monotonic() + 60
    said = []
    words = scene.rules.describe(scene.match.state, hint)
    while time.monotonic() < end and not said:
        frames(app)
        said = [t.message for t in scene.toasts.items if t.message.startswith(f"Hint: {words}: ")]
    assert said, [t.message for t in scene.toasts.items]
    why = move_reason(REGISTRY["hyrule"], scene.match.state, hint, seed=0, ply=0)
    assert why  # Hyrule always has a word for a card it plays
    # the win chances follow unless the quick estimate rates another move clearly higher
    # (here it does: the words alone, ``hint_reason``)
    assert said[0] in (f"Hint: {words}: {why}.",) or said[0].startswith(f"Hint: {words}: {why}; about ")
    assert said[0].endswith(".")
    assert not any(t.message == f"Hint: {words}" for t in scene.toasts.items)  # replaced, not doubled
    # and the log's latest messages list it once, with its reason ("Latest messages" had the
    # Hint short and long, and the wait for it)
    hints = [m for m in scene.toasts.recent if m.startswith("Hint") or "hint" in m.lower()]
    assert hints == [said[0]], hints


def test_the_hint_names_seats_as_the_table_does():
    """The rules' words number seats ("on Player 2"); the hint, its reason's next best move and
    the review say their names, as the table's buttons do ("on Ciara", "on you")."""
    from types import SimpleNamespace

    from tabletop.ai.review_words import hint_reason
    from tabletop.ui.table.hinting import hint_words

    rules = SimpleNamespace(describe=lambda state, a: f"Use the Púka on Player {a}")
    control = SimpleNamespace(rules=rules, match=SimpleNamespace(state=None), names=["You", "Ciara"])
    assert hint_words(control, 2) == "Hint: Use the Púka on Ciara"
    said = hint_reason(rules, None, 2, [(2, 0.6), (1, 0.4)], "why", ["You", "Ciara"])
    assert said == "why; about 60 % to win from here; the next best, “Use the Púka on you”, about 40 %"


def test_the_hints_reason_never_calls_a_clearly_better_rated_move_close():
    """The reason's quick estimate can rate another move above the Hint's (16 worlds against
    the search's choice): within 5 points it is "about as good", beyond that the figures are
    left out, rather than "both are close". A new player read "19%; 'Discard the
    Blue End card' is about as good (22%)" as a Hint that picks the worse move, and another
    read "46%; 'Use the Púka on Ciara (AI)' is about as good (49%, within the estimate's
    error)" the same way: the other move's higher figure is not said."""
    from types import SimpleNamespace

    from tabletop.ai.review_words import hint_reason

    rules = SimpleNamespace(describe=lambda state, a: f"Play {a}")
    near = hint_reason(rules, None, 1, [(2, 0.78), (1, 0.75)], "why")
    assert near == "why; about 75 % to win from here; “Play 2” is about as good"
    # beyond it the figures would contradict the Hint ("about 44% … a quick look rates 'Play
    # the Six of Bombs' higher (81%)", a player asked why the advice was the lower number):
    # the game's words alone
    far = hint_reason(rules, None, 1, [(2, 0.43), (1, 0.32)], "why")
    assert far == "why"
    assert hint_reason(rules, None, 1, [(2, 0.43), (1, 0.32)], "") == "about 32 % to win from here"
    below = hint_reason(rules, None, 1, [(1, 0.5), (2, 0.45)], "why")
    assert below == "why; about 50 % to win from here; the next best, “Play 2”, about 45 %"


def test_the_hint_writes_a_percentage_as_the_review_and_the_settings_do():
    """The review said "accuracy 50 %" and the Hint "about 88% to win": the app writes a
    percentage with a space before the sign (Settings' "Volume 80 %", "Text size 115 %"), and
    so does the Hint, and a wrapped line never begins with the sign alone."""
    from types import SimpleNamespace

    from tabletop.ai.review_words import hint_reason
    from tabletop.ui.render.fonts import font
    from tabletop.ui.widgets.scroll_text import wrap

    from .helpers import init_pygame

    rules = SimpleNamespace(describe=lambda state, a: f"Play {a}")
    said = hint_reason(rules, None, 1, [(1, 0.88), (2, 0.7)], "why")
    assert said == "why; about 88 % to win from here; the next best, “Play 2”, about 70 %"
    init_pygame()
    words = "keeps your Red row rising; about 88 % to win from here"
    for width in range(40, font(15).size(words)[0] + 1, 3):
        lines = wrap(words, width, 15)
        assert not any(line.startswith("%") for line in lines), (width, lines)
