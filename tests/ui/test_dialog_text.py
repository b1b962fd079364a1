"""Every dialog's words lie inside its box at every window size of the layout tests, at the
usual and the largest text size, with long player names: the Abandon-game question, the
pause menu, Save as… (a long error), and the chooser (Ard Rí's "To whom do you offer a gift?",
two rivals with long names: the keys' hint ran past both edges of its narrow box)."""

import pygame
import pytest

from tabletop.core.actions import Action
from tabletop.games.ard_ri.words import describe
from tabletop.ui.render.fonts import set_scale

from .helpers import frames, make_app, start_table

SIZES = [(1240, 620), (1280, 720), (1920, 1080), (2560, 1440)]
NAMES = ["Aoife", "Maximiliana-Theodora (AI)", "Bartholomew-Fitzgerald (AI)"]
ABANDON = ("Abandon this game?", "It stays saved (Load lists it) but counts as abandoned, not a win.")


class Recording(pygame.Surface):
    """A window that remembers where each picture was put on it (words, panels, cards)."""

    def __init__(self, size):
        super().__init__(size)
        self.put: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        self.put.append(pygame.Rect(r))
        return r


def _gift_chooser(app):
    options = [(describe(None, Action("ceilsine", 0, (), None, None, str(t)), NAMES),
                Action("ceilsine", 0, (), None, None, str(t))) for t in (1, 2)]
    return app.mgr.make("chooser", options, lambda a: None, None, "To whom do you offer a gift?")


def _save_as(app, table):
    scene = app.mgr.make("save as", table)
    scene.error = "Not saved: " + "a very long reason the disk gave for refusing the file " * 3
    return scene


DIALOGS = {
    "abandon": lambda app, table: app.mgr.make("confirm", *ABANDON, "Abandon game", lambda: None),
    "quit": lambda app, table: app.mgr.make("confirm", "Quit Tabletop?", "The game in progress will be lost.",
                                            "Quit", lambda: None),
    "pause": lambda app, table: app.mgr.make("pause", table),
    "save as": _save_as,
    "gift chooser": lambda app, table: _gift_chooser(app),
}


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("which", list(DIALOGS))
def test_every_line_of_every_dialog_lies_inside_its_box(which, size, scale):
    app = make_app(size, speed="off")
    table = start_table(app, "HA")
    frames(app)
    set_scale(scale)
    dialog = DIALOGS[which](app, table)
    app.mgr.push(dialog)
    frames(app)
    box = dialog.box
    w, h = size
    assert pygame.Rect(0, 0, w, h).contains(box), (which, box)
    for line, _, _, r in dialog.text_rects():  # the words, where the dialog draws them
        assert box.inflate(-4, -4).contains(r), f"{which}: {line!r} at {r} leaves its box {box}"
    surf = Recording(size)  # and everything drawn, as drawn
    dialog.draw(surf)
    outside = [r for r in surf.put if r.size != (w, h) and not box.contains(r)]
    assert not outside, f"{which}: drawn outside its box {box}: {outside[:4]}"


def _won_by_a_long_name():
    from tabletop.core.match import Match, Seat
    from tabletop.core.rng import Rng
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY

    plugin = REGISTRY["hyrule"]
    m = Match(plugin.rules, MatchConfig("hyrule", 3, 1, {}),
              tuple(Seat("human" if i == 0 else "ai", NAMES[i], "random") for i in range(3)))
    rng = Rng.derived(1, "x")
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    return plugin, m


@pytest.mark.parametrize("size", SIZES)
def test_the_results_title_with_a_long_winners_name_lies_inside_its_box(size):
    """"Maximiliana-Theodora (AI) wins!" ran past both edges of the results box: it wraps
    (smaller) above the ornament."""
    from tabletop.catalog import CATALOG
    from tabletop.ui.scenes.table import TableScene

    plugin, match = _won_by_a_long_name()
    app = make_app(size, speed="off")
    table = TableScene(plugin, match, CATALOG.table_for("hyrule"), autoplay=False)
    app.mgr.reset(table)
    frames(app)
    results = app.mgr.make("results", table)
    app.mgr.push(results)
    frames(app, 2)
    assert results.title() == "Maximiliana-Theodora (AI) wins!"
    ornament = results.box.y + results.px(112)
    for line, _, r in results.title_rects():
        assert results.box.inflate(-8, -8).contains(r) and r.bottom < ornament, (line, r, results.box)


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_off_button_holds_a_long_name(size):
    """"I'm Maximiliana-Theodora: show my cards" ran past both ends of the hand-off's button:
    the button is as wide as its words, within the window."""
    from tabletop.ui.render.fonts import text

    app = make_app(size, speed="off")
    scene = app.mgr.make("handoff", "Maximiliana-Theodora", 1, lambda: None, [], "")
    app.mgr.reset(scene)
    frames(app)
    b = scene.button
    assert pygame.Rect(0, 0, *size).contains(b.rect)
    assert text(b.label, scene.button_px, (0, 0, 0), bold=True).get_width() <= b.rect.w - scene.px(16)
    surf = Recording(size)
    scene.draw(surf)
    assert all(pygame.Rect(0, 0, *size).contains(r) for r in surf.put)
