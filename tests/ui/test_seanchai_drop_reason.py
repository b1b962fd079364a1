"""A refused drop over a tableau card gets the rules' reason about that card
(``rules.why_not_onto``): in Seanchaí's lesson, Cú Chulainn dragged onto the War Chariot is
told the suits, not "First your one action …"."""

from __future__ import annotations

import pygame

from tabletop.games.seanchai.cards import ID

from .helpers import drag, frames, grab_point, key, sprite_of
from .test_tutorial_table import _guided, _ready, _until


def test_a_drop_on_a_card_of_another_suit_names_the_suits(tmp_path):
    app, scene = _guided(tmp_path, "seanchai")
    key(app, pygame.K_n)  # past the welcome
    _until(app, scene, lambda: _ready(scene))
    chariot = sprite_of(scene, ID["WAR-3"])
    drag(app, grab_point(sprite_of(scene, ID["LEG-1"])), (round(chariot.x), round(chariot.y)))
    frames(app, 2)
    assert not scene.match.records  # nothing was played
    said = [t.message for t in scene.toasts.items]
    assert ("The War Chariot is a Warfare card; Cú Chulainn pairs only with a Legends card or a wild "
            "card.") in said, said
    app.close()
