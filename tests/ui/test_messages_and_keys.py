"""No two messages are drawn over each other in the message strip (a toast rises above a
banner or the answer window's situation), and action buttons show the number key that
presses them (issue 22, item 11)."""

from __future__ import annotations

import pygame

from tabletop.ui.widgets.button import Button

from .helpers import frames, make_app, post, settle, start_table


def test_a_toast_rises_above_a_banner_in_the_strip():
    app = make_app((1280, 720), speed="off")
    scene = start_table(app, "HA", seed=2)
    settle(app, scene)
    lay, hud = scene.layout, scene.hud
    alone = hud.toast_anchor(lay)
    hud.show_banner("Your turn", 5.0)
    taken = hud.strip_taken(lay, "")
    assert taken and taken[0] == hud.banner_rect(lay, "Your turn")
    x, y = hud.toast_anchor(lay, taken)
    assert x == alone[0] and y < taken[0].top  # above the banner, not on it
    app.close()


def test_action_buttons_show_their_number_keys_and_the_key_presses_them():
    app = make_app((1280, 720), speed="off")
    scene = start_table(app, "HA", seed=2, variant="chance", blind_pick=True)
    settle(app, scene)
    assert scene.buttons, "the blind pick is a button"
    assert [b.hint for b in scene.buttons] == [str(i + 1) for i in range(len(scene.buttons))]
    font = 16
    for b in scene.buttons:
        plain = Button(b.label, lambda: None)
        assert b.content_width(font) > plain.content_width(font)  # room for the key cap
    before = len(scene.match.records)
    post(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)
    frames(app, 3)
    assert len(scene.match.records) > before and scene.match.records[before].action.player == 0
    app.close()


def test_a_wide_row_of_action_buttons_stays_clear_of_undo_and_redo(monkeypatch):
    """Seen playing Seanchaí in a real window: "Changeling on player 3" ran under Undo."""
    app = make_app((1280, 720), speed="off")
    scene = start_table(app, "HA", seed=2)
    settle(app, scene)
    keeping = scene.keeping
    monkeypatch.setattr(type(keeping), "visible", lambda self: True)
    for labels in (["Use the Changeling on Ciara (AI)", "Use the Changeling on Dara (AI)"],
                   ["Draw from the draw pile", "Take the Warrior of Flames",
                    "Take the whole discard pile (12 cards)"]):
        scene.buttons = [Button(label, lambda: None, primary=True) for label in labels]
        scene.place_actions()
        undo = [b.rect for b in keeping.buttons]
        for b in scene.buttons:
            assert pygame.Rect(0, 0, 1280, 720).contains(b.rect), b.label
            assert not any(b.rect.colliderect(u) for u in undo), (b.label, b.rect, undo)
        for i, a in enumerate(scene.buttons):
            assert not any(a.rect.colliderect(o.rect) for o in scene.buttons[i + 1:])
    app.close()


def test_what_to_do_is_said_above_buttons_when_cards_move_too(monkeypatch):
    """Ard Rí offers "Pass" at nearly every step, and with buttons on show the prompt was left
    out: the year went by with "Pass" alone and nothing saying cattle go to the Cattle Field.
    Where cards can be moved as well, what to do now stands above the buttons; a table with
    buttons only (Treasure's draw has its piles to click too) is unchanged in kind."""
    from .test_table_layout import my_turn

    app, scene = my_turn("ard_ri", 3, (1280, 720))
    said: list[str] = []
    real = scene.hud.draw_situation

    def spy(surf, lay, message):
        said.append(message)
        return real(surf, lay, message)

    monkeypatch.setattr(scene.hud, "draw_situation", spy)
    scene.hud.banner = None
    frames(app, 2)
    assert [b.label for b in scene.buttons] == ["Pass"]
    assert said and said[-1].startswith("Drag cattle of one suit to your Cattle Field"), said
    assert scene.prompt_box is not None  # the keyboard's caption keeps off it
    box = scene.prompt_box
    assert not any(box.colliderect(b.rect) for b in scene.buttons)
